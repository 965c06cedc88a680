// Pages made to be slow: each shape is read in time linear in its size (a
// time bound far above what it takes, far below what it took when it was
// quadratic), and nesting too deep for the tree is an error naming the file
// and line, not a stack overflow.
import { describe, expect, it } from 'vitest';
import { expandPage } from '../../src/content/expand.ts';
import { renderPageMarkdown } from '../../src/pages/job.ts';
import type { JobContext } from '../../src/pages/job.ts';

const FILE = 'guides/hostile.md';

/** A page through the expand and markdown stages and the word count, as a page job runs them; its time in ms. */
function renderTimed(body: string) {
  const start = performance.now();
  const expanded = expandPage({ file: FILE, body, bodyLine: 1 }, '/docs/guides/hostile', { sources: new Map(), placeholders: new Map([['productName', 'Acme']]) });
  const ctx = { targets: { baseUrl: '/docs/', pageUrls: {}, assetUrls: {} } } as unknown as JobContext;
  const rendered = renderPageMarkdown(expanded.page, ctx);
  return { ms: performance.now() - start, html: rendered.html, summary: rendered.summary, errors: [...expanded.errors, ...rendered.summary.errors] };
}

describe('pathological pages take linear time', () => {
  it('20,000 headings of the same text: numbered ids, under 5 s (was 20 s)', () => {
    const { ms, summary, errors } = renderTimed('## Same\n\n'.repeat(20_000));
    expect(errors).toEqual([]);
    expect(summary.ids.slice(0, 3)).toEqual(['same', 'same-1', 'same-2']);
    expect(summary.ids[19_999]).toBe('same-19999');
    expect(ms).toBeLessThan(5_000);
  });
});
