// The link check of a page: a missing page, a missing anchor. (How its results
// are reused between rebuilds: the cache tests.)
import { describe, expect, it } from 'vitest';
import { checkPageLinks, guessesOf } from '../../src/routes/links.ts';
import { GUESS_BUDGET } from '../../src/errors.ts';
import type { LinkRef, Route, RouteManifest } from '../../src/types.ts';

function manifestOf(files: string[]): RouteManifest {
  const routes = files.map((file) => ({ file, url: `/docs/${file.replace(/\.md$/, '')}`, route: file.replace(/\.md$/, '') }) as Route);
  return { routes, byUrl: new Map(routes.map((r) => [r.url, r])), byFile: new Map(routes.map((r) => [r.file, r])), byId: new Map(), nav: [], order: [], generated: [], notPages: new Map(), targets: { baseUrl: '/docs/', pageUrls: {}, assetUrls: {} } };
}
const link = (file: string, url: string, hash = ''): LinkRef => ({ raw: `${url}#${hash}`, url, hash, file, line: 3, column: 1 });

describe('the link check', () => {
  it('reports a missing page and a missing anchor, naming the file and line, with a hint', () => {
    const ids: Record<string, string[]> = { '/docs/a': [], '/docs/b': ['setup', 'limit'] };
    const errors = checkPageLinks({ file: 'a.md', links: [link('a.md', '/docs/bb'), link('a.md', '/docs/b', 'limits'), link('a.md', '/docs/b', 'setup')] }, manifestOf(['a.md', 'b.md']), (url) => ids[url]);
    expect(errors.map((e) => [e.message, e.hint])).toEqual([
      ['Broken link: /docs/bb# points to /docs/bb, which is not a page of the site', 'did you mean /docs/b?'],
      ['Broken anchor: /docs/b#limits points to #limits, which is not a heading or id on /docs/b', 'did you mean #limit?'],
    ]);
    expect(errors[0]).toMatchObject({ file: 'a.md', line: 3 });
  });

  it('tells a broken anchor from a broken link by its kind, which the settings and the report go by', () => {
    const ids: Record<string, string[]> = { '/docs/a': [], '/docs/b': ['setup'] };
    const errors = checkPageLinks({ file: 'a.md', links: [link('a.md', '/docs/b', 'set-up'), link('a.md', '/docs/c'), { ...link('a.md', ''), url: null, raw: './gone.md' }] }, manifestOf(['a.md', 'b.md']), (url) => ids[url]);
    expect(errors.map((e) => e.kind)).toEqual(['broken-anchor', 'broken-link', 'broken-link']);
  });

  it('lets a link into another version be', () => {
    const older = manifestOf(['old.md']);
    expect(checkPageLinks({ file: 'a.md', links: [link('a.md', '/docs/old')] }, manifestOf(['a.md']), () => [], [older])).toEqual([]);
  });

  it('guesses the page a broken link meant within each build\'s budget: docs serve keeps the manifest, and each build guesses again', () => {
    const manifest = manifestOf(Array.from({ length: 100_000 }, (_, i) => `page-${i}.md`));
    const most = Math.floor(GUESS_BUDGET / manifest.byUrl.size);
    /** The hints of broken links to pages from/… of one build: `most` of them are guessed. */
    const hints = (from: number) => {
      const guesses = guessesOf(manifest);
      return Array.from({ length: most + 1 }, (_, i) => checkPageLinks({ file: 'a.md', links: [link('a.md', `/docs/pag-${from + i}`)] }, manifest, () => [], [], guesses)[0].hint);
    };
    const guessed = (from: number) => [...Array.from({ length: most }, (_, i) => `did you mean /docs/page-${from + i}?`), undefined];
    expect(hints(0)).toEqual(guessed(0));
    // The next build, with the same manifest and other broken links: a budget of its own.
    expect(hints(10)).toEqual(guessed(10));
  });
});
