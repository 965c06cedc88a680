import { describe, expect, it } from 'vitest';
import { fileToRoute, safeSegment } from '../../src/routes/manifest.ts';
import { manifestOf, pageSource as page } from '../helpers/pages.ts';
import type { NavCategory } from '../../src/types.ts';

describe('routes from file paths', () => {
  it('maps a file to its route, and index.md to its folder', () => {
    expect(fileToRoute('api/reference/auth.md')).toBe('api/reference/auth');
    expect(fileToRoute('api/index.md')).toBe('api');
    expect(fileToRoute('index.md')).toBe('');
  });

  it('keeps a leading underscore: _supported_objects is a page like any other', () => {
    expect(fileToRoute('api/_supported_objects.md')).toBe('api/_supported_objects');
  });

  it('lets a slug replace the name, or the whole route when absolute', () => {
    expect(fileToRoute('api/reference/auth.md', { slug: 'authentication' })).toBe('api/reference/authentication');
    expect(fileToRoute('api/reference/auth.md', { slug: '/auth' })).toBe('auth');
  });

  it.each([
    ['v1.2-notes', 'v1.2-notes'],
    ['100%', '100-percent'],
    ['[id]', 'id'],
    ['c++ guide', 'c-plus-plus-guide'],
    ['c#', 'c-sharp'],
    ['foo bar', 'foo-bar'],
    ['.', '(dot)'],
    ['..', '(dot-dot)'],
    ['.bashrc', 'dot-bashrc'],
    ['a~b', 'a-tilde-b'],
    ['Ünïcode', 'Ünïcode'],
    ['über', 'über'],
    ['日本語', '日本語'],
    ['Foo', 'Foo'],
    ['!', '(exclamation)'],
    ['$', '(dollar)'],
    ['%', '(percent)'],
    ['[', '(open-bracket)'],
    ['[[', '(open-bracket-open-bracket)'],
    [',', '(comma)'],
    ['((', '(open-paren-open-paren)'],
    ['~', '(tilde)'],
    [':', '(colon)'],
    ['-', '(dash)'],
    ['a\u0301', 'á'], // composed, as macOS file names are not
    ['snow☃man', 'snow-u2603-man'],
    ['con', 'con_'],
    ['NUL', 'NUL_'],
    ['console', 'console'],
  ])('makes the file name %j a safe segment %j', (name, segment) => {
    expect(safeSegment(name)).toBe(segment);
  });

  it('gives distinct routes to the names a collection of shell commands has, words and symbols alike', () => {
    const names = ['!', '$', '%', '[', '[[', ']', ']]', '((', ',', '^', '{', '}', '~', '.', '..', ':', 'c++', 'c#', 'c', 'foo bar', 'Foo', 'foo', 'über', '日本語', '2to3', '7z', '-', '_',
      'comma', 'dot', 'dollar', 'percent', 'tilde', 'caret', 'exclamation', 'colon', 'dash'];
    const segments = names.map(safeSegment);
    expect(new Set(segments).size).toBe(names.length);
    for (const segment of segments) {
      // No "~", no URL-reserved or Windows-unsafe character; parentheses only around a name of symbols.
      expect(segment).toMatch(/^(?:[\p{L}\p{M}\p{N}_-][\p{L}\p{M}\p{N}_.-]*|\([a-z-]+\))$/u);
      expect(segment).not.toMatch(/\.$/);
    }
  });

  it('never lets a file named ..md climb out of its folder', () => {
    expect(fileToRoute('guides/..md')).toBe('guides/(dot)');
  });

  it('reads number prefixes as order, not as part of the route (not dates or versions)', () => {
    expect(fileToRoute('01-guides/02-install.md')).toBe('guides/install');
    expect(fileToRoute('notes/2024-01-05.md')).toBe('notes/2024-01-05');
    expect(fileToRoute('notes/1.2.md')).toBe('notes/1.2');
    expect(fileToRoute('tools/7z.md')).toBe('tools/7z');
  });

  it('takes README.md for its folder, like index.md', () => {
    expect(fileToRoute('guides/README.md')).toBe('guides');
  });

  it('makes a README beside its folder\'s index.md a page of its own, as Mintlify routes it, in the folder\'s sidebar too', () => {
    expect(fileToRoute('guides/readme.mdx', { besideIndex: true })).toBe('guides/readme');
    const { manifest, errors } = manifestOf([page('guides/README.md', {}, '# Read me'), page('guides/index.mdx', { title: 'Guides' }), page('guides/setup.md')]);
    expect(errors).toEqual([]);
    expect(manifest.byUrl.get('/docs/guides')?.title).toBe('Guides');
    expect(manifest.byUrl.get('/docs/guides/README')?.title).toBe('Read me');
    const guides = manifest.nav[0] as NavCategory;
    expect(guides).toMatchObject({ label: 'Guides', url: '/docs/guides', hasIndex: true });
    expect(guides.children.map((i) => i.label)).toEqual(['Read me', 'Setup']);
  });

  it('lets a front matter id replace the file name', () => {
    expect(fileToRoute('guides/setup.md', { id: 'installation' })).toBe('guides/installation');
  });
});

describe('the manifest', () => {
  it('gives each page its URL, title and description', () => {
    const { manifest, errors } = manifestOf([
      page('index.md', { template: 'landing' }),
      page('api/index.md', { title: 'API Reference', description: 'The API.' }),
      page('api/data.md', {}, '# Data model\n\nText'),
      page('api/account-setup.md'),
    ]);
    expect(errors).toEqual([]);
    expect(manifest.byUrl.get('/docs/')?.template).toBe('landing');
    expect(manifest.byUrl.get('/docs/api')).toMatchObject({ title: 'API Reference', description: 'The API.' });
    expect(manifest.byUrl.get('/docs/api/data')?.title).toBe('Data model');
    expect(manifest.byUrl.get('/docs/api/account-setup')?.title).toBe('Account setup');
  });

  it('reports two files that claim one route, naming both', () => {
    const { errors } = manifestOf([page('api/auth.md'), page('api/auth/index.md')]);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toContain('/docs/api/auth');
    expect(errors[0].message).toContain('content/api/auth.md');
    expect(errors[0].message).toContain('content/api/auth/index.md');
  });

  it('gives a content folder without index.md a home page: the top of the sidebar as cards, titled with the product', () => {
    const pages = [page('guide/intro.md', { description: 'Start here.' }), page('guide/next.md'), page('faq.md')];
    const { manifest, errors } = manifestOf(pages, { home: { title: 'Acme', description: 'Build things.' } });
    expect(errors).toEqual([]);
    const home = manifest.byUrl.get('/docs/');
    expect(home).toMatchObject({ title: 'Acme', description: 'Build things.', generated: true });
    const source = manifest.generated.find((s) => s.file === 'index.md')!;
    expect(source.body).toContain('[FAQ](</docs/faq>)');
    expect(source.body).toContain('[Guide](</docs/guide>)');
    // Not a sidebar entry, nor a stop of prev/next.
    expect(manifest.nav.map((i) => i.label)).toEqual(['FAQ', 'Guide']);
    expect(manifest.order).not.toContain('/docs/');
    // The writer's own index.md, and generatedIndex: false, leave it out.
    expect(manifestOf([...pages, page('index.md', { title: 'Mine' })]).manifest.byUrl.get('/docs/')?.generated).toBeUndefined();
    expect(manifestOf(pages, { generatedIndex: false }).manifest.byUrl.has('/docs/')).toBe(false);
  });

  it('reads a title\'s custom id between the config\'s own delimiters out of the title (pinia\'s "# Title %{#id}%")', () => {
    const pages = [page('define.md', {}, '# Define a store %{#defining-a-store}%\n\nText.')];
    expect(manifestOf(pages, { attributeDelimiters: ['%{', '}%'] }).manifest.byUrl.get('/docs/define')?.title).toBe('Define a store');
    expect(manifestOf(pages).manifest.byUrl.get('/docs/define')?.title).toBe('Define a store %{#defining-a-store}%');
  });

  it('reserves the folder of generated files', () => {
    const { errors } = manifestOf([page('_/x.md')]);
    expect(errors[0].message).toMatch(/reserved/);
  });
});

describe('the sidebar tree', () => {
  // Without generated index pages, as the real site: a folder without index.md links to its first page.
  const { manifest } = manifestOf([
    page('index.md', { template: 'landing' }),
    page('home.md', { sidebar_position: 1 }),
    page('api/index.md', { title: 'API Reference', sidebar_position: 2 }),
    page('api/data.md', { sidebar_position: 2 }),
    page('api/account-setup.md', { sidebar_position: 1 }),
    page('api/reference/polling.md'),
    page('api/reference/auth.md', { sidebar_label: 'Auth' }),
    page('api/resources/partials/leases/get-all-copy.md', { sidebar: false }),
    page('legal/terms.md'),
  ], { generatedIndex: false });

  it('orders items by sidebar_position, then by file name; folders are categories', () => {
    const labels = manifest.nav.map((i) => i.label);
    expect(labels).toEqual(['Home', 'API Reference', 'Legal']);
    const api = manifest.nav[1] as NavCategory;
    expect(api).toMatchObject({ url: '/docs/api', hasIndex: true });
    expect(api.children.map((i) => i.label)).toEqual(['Account setup', 'Data', 'Reference']);
    expect((api.children[2] as NavCategory).children.map((i) => i.label)).toEqual(['Auth', 'Polling']);
  });

  it('leaves out hidden pages, the folders left empty, and the landing page', () => {
    const api = manifest.nav[1] as NavCategory;
    expect(api.children.some((i) => i.label === 'Resources')).toBe(false);
    expect(manifest.order).not.toContain('/docs/');
  });

  it('links a folder without index.md to its first page', () => {
    expect(manifest.nav[2]).toMatchObject({ label: 'Legal', url: '/docs/legal/terms', hasIndex: false });
  });

  it('lists pages in sidebar order for prev/next', () => {
    expect(manifest.order).toEqual([
      '/docs/home', '/docs/api', '/docs/api/account-setup', '/docs/api/data',
      '/docs/api/reference/auth', '/docs/api/reference/polling', '/docs/legal/terms',
    ]);
  });
});
