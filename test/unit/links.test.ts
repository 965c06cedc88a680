// The link check, and how it is kept up to date between rebuilds: a page whose
// ids changed gets the links into it checked again, unchanged pages do not.
import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../src/routes/links.ts';
import type { LinkRef, ParsedPage, Route, RouteManifest } from '../../src/types.ts';

function manifestOf(files: string[]): RouteManifest {
  const routes = files.map((file) => ({ file, url: `/docs/${file.replace(/\.md$/, '')}`, route: file.replace(/\.md$/, '') }) as Route);
  return { routes, byUrl: new Map(routes.map((r) => [r.url, r])), byFile: new Map(routes.map((r) => [r.file, r])), byId: new Map(), nav: [], order: [], generated: [], notPages: new Map(), targets: { baseUrl: '/docs/', pageUrls: {}, assetUrls: {} } };
}
const link = (file: string, url: string, hash = ''): LinkRef => ({ raw: `${url}#${hash}`, url, hash, file, line: 3, column: 1 });
const page = (file: string, ids: string[], links: LinkRef[] = []) => ({ file, ids, links }) as Pick<ParsedPage, 'file' | 'ids' | 'links'>;

describe('the link check', () => {
  const manifest = manifestOf(['a.md', 'b.md', 'c.md']);

  it('reports a missing page and a missing anchor, naming the file and line', () => {
    const errors = checkLinks([page('a.md', [], [link('a.md', '/docs/nope'), link('a.md', '/docs/b', 'limits')]), page('b.md', ['setup'])], manifestOf(['a.md', 'b.md']));
    expect(errors.map((e) => e.message)).toEqual([
      'Broken link: /docs/nope# points to /docs/nope, which is not a page of the site',
      'Broken anchor: /docs/b#limits points to #limits, which is not a heading or id on /docs/b',
    ]);
    expect(errors[0]).toMatchObject({ file: 'a.md', line: 3 });
  });

  it('checks again the links into a page whose ids changed, even from pages that did not change', () => {
    const a = page('a.md', [], [link('a.md', '/docs/b', 'limits')]);
    const c = page('c.md', []);
    expect(checkLinks([a, page('b.md', ['limits']), c], manifest)).toEqual([]);
    // b was edited: its heading is gone. a is the same object as before.
    const errors = checkLinks([a, page('b.md', ['quotas']), c], manifest);
    expect(errors.map((e) => e.file)).toEqual(['a.md']);
    // And back.
    expect(checkLinks([a, page('b.md', ['limits']), c], manifest)).toEqual([]);
  });

  it('keeps the errors of pages that did not change', () => {
    const a = page('a.md', [], [link('a.md', '/docs/c', 'missing')]);
    const b = page('b.md', []);
    const c = page('c.md', []);
    expect(checkLinks([a, b, c], manifest)).toHaveLength(1);
    expect(checkLinks([a, page('b.md', ['new']), c], manifest)).toHaveLength(1);
  });
});
