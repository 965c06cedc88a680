// Which page a link names, written the ways writers write them.
import { describe, expect, it } from 'vitest';
import { resolvePage, type PageLookup } from '../../src/routes/resolve.ts';

const PAGES: Record<string, string> = {
  'index.md': '/docs/',
  'cli.md': '/docs/cli',
  'guide/index.md': '/docs/guide',
  'guide/intro.mdx': '/docs/guide/intro',
  'guide/configuration.md': '/docs/guide/configuration',
  'guide/01-install.md': '/docs/guide/install',
  'guide/setup.md': '/docs/guide/first-steps', // id: first-steps
  'reference/README.md': '/docs/reference',
  'reference/c++.md': '/docs/reference/c-plus-plus',
};
const IDS: Record<string, string> = { 'guide/install': '/docs/guide/install', 'guide/first-steps': '/docs/guide/first-steps' };
const urls = new Set(Object.values(PAGES));
const site: PageLookup = { baseUrl: '/docs/', file: (p) => PAGES[p], id: (id) => IDS[id], hasUrl: (u) => urls.has(u) };
const from = (file: string, url: string) => (target: string) => resolvePage(target, { file, url }, site);

describe('resolving a link to a page', () => {
  const intro = from('guide/intro.mdx', '/docs/guide/intro');

  it.each([
    ['./configuration.md', '/docs/guide/configuration'],
    ['../cli.md', '/docs/cli'],
    ['./intro.mdx', '/docs/guide/intro'],
    ['configuration', '/docs/guide/configuration'],
    ['./configuration', '/docs/guide/configuration'],
    ['../cli', '/docs/cli'],
    ['./01-install', '/docs/guide/install'],
    ['./install', '/docs/guide/install'],
    ['./first-steps', '/docs/guide/first-steps'],
    ['./setup', '/docs/guide/first-steps'],
    ['guide/first-steps', '/docs/guide/first-steps'], // the id path, from the content folder
    ['../reference/', '/docs/reference'],
    ['../reference', '/docs/reference'],
    ['../reference/c++.md', '/docs/reference/c-plus-plus'],
    ['./configuration.html', '/docs/guide/configuration'], // VitePress: the built file's name
    ['/guide/intro.html', '/docs/guide/intro'],
    ['../reference/c-plus-plus', '/docs/reference/c-plus-plus'],
    ['./', '/docs/guide'],
    ['../', '/docs/'],
    ['/docs/cli', '/docs/cli'],
    ['/docs/cli/', '/docs/cli'],
    ['/docs/guide/intro.mdx', '/docs/guide/intro'],
    ['/docs/', '/docs/'],
    ['/cli', '/docs/cli'], // a site path written without the base URL, as VitePress writers do
    ['/guide/configuration', '/docs/guide/configuration'],
  ])('from guide/intro.mdx, %s is %s', (target, url) => {
    expect(intro(target)).toBe(url);
  });

  it('reads a relative route from an index page as the writer means it: relative to its file', () => {
    expect(from('guide/index.md', '/docs/guide')('./configuration')).toBe('/docs/guide/configuration');
  });

  it('reads a file link without "./" or "../" from the content folder too, as Docusaurus does, when no file beside the page has its name', () => {
    expect(intro('cli.md')).toBe('/docs/cli');
    expect(intro('reference/README.md')).toBe('/docs/reference');
    expect(from('cli.md', '/docs/cli')('guide/configuration.md')).toBe('/docs/guide/configuration');
    expect(from('reference/README.md', '/docs/reference')('index.md')).toBe('/docs/');
    // The file beside the page comes first; "./" and "../" are only relative to the page.
    expect(intro('index.md')).toBe('/docs/guide');
    expect(intro('./cli.md')).toBeUndefined();
    expect(from('reference/c++.md', '/docs/reference/c-plus-plus')('../configuration.md')).toBeUndefined();
  });

  it('finds nothing where there is no page', () => {
    expect(intro('./nope.md')).toBeUndefined();
    expect(intro('./nope')).toBeUndefined();
    expect(intro('/elsewhere/app')).toBeUndefined();
    expect(intro('../../outside.md')).toBeUndefined();
  });
});
