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

describe('nesting deeper than a page can hold is an error at its line', () => {
  const DEEP = 'Lists and block quotes nest more than 100 deep';
  const DEEPER = 'Elements (lists, quotes, containers, components, emphasis, links) nest more than 400 deep';

  it.each([
    ['lists 100,000 deep (28 s, then a stack overflow)', '- '.repeat(100_000) + 'a', DEEP],
    ['block quotes 100,000 deep', '> '.repeat(100_000) + 'a', DEEP],
    ['a list item past 100 levels, each on its line', Array.from({ length: 101 }, (_, i) => '  '.repeat(i) + '- a').join('\n'), DEEP],
    ['emphasis 10,000 deep', '*'.repeat(20_000) + 'a' + '*'.repeat(20_000), DEEPER],
    ['containers 20,000 deep', ':::note\n'.repeat(20_000) + 'a\n' + ':::\n'.repeat(20_000), DEEPER],
  ])('%s', (_, deep, message) => {
    const { ms, html, errors } = renderTimed(`Fine.\n\n${deep}\n`);
    expect(html).toBe('');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ message: `Markdown could not be rendered: ${message}`, file: FILE, hint: expect.stringContaining('nest them less deep') });
    expect(errors[0].line).toBeGreaterThanOrEqual(3);
    expect(ms).toBeLessThan(5_000);
  });

  it('the item past 100 levels is named by its line', () => {
    const { errors } = renderTimed(`Fine.\n\n${Array.from({ length: 101 }, (_, i) => '  '.repeat(i) + '- a').join('\n')}\n`);
    expect(errors[0].line).toBe(103);
  });

  it('a page at the limits renders: 100 levels of lists, with emphasis 190 deep inside', () => {
    const { html, errors } = renderTimed('- '.repeat(100) + '*'.repeat(380) + 'deepest' + '*'.repeat(380) + '\n');
    expect(errors).toEqual([]);
    expect(html.match(/<li>/g)).toHaveLength(100);
    expect(html.match(/<strong>/g)).toHaveLength(190);
    expect(html).toContain('deepest');
  });
});
