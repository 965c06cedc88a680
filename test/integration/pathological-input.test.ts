// Pages made to be slow: each shape is read in time linear in its size (a
// time bound far above what it takes, far below what it took when it was
// quadratic), and nesting too deep for the tree is an error naming the file
// and line, not a stack overflow.
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expandPage } from '../../src/content/expand.ts';
import { locate } from '../../src/content/segments.ts';
import { filesIn, makeSite } from '../helpers/site.ts';
import { renderPageMarkdown } from '../../src/pages/job.ts';
import { parseMarkdown } from '../../src/content/parse/index.ts';
import type { Paragraph } from 'mdast';
import type { JobContext } from '../../src/pages/job.ts';

const FILE = 'guides/hostile.md';

/** A page through the expand and markdown stages and the word count, as a page job runs them; its time in ms. */
function renderTimed(body: string, others: Record<string, string> = {}) {
  const start = performance.now();
  const sources = new Map(Object.entries(others).map(([file, text]) => [file, { file, body: text, bodyLine: 1 }]));
  const expanded = expandPage({ file: FILE, body, bodyLine: 1 }, '/docs/guides/hostile', { sources, placeholders: new Map([['productName', 'Acme']]) });
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

describe('links and images take linear time', () => {
  it('100,000 "[" then 100,000 "]": text, under 5 s (was 115 s)', () => {
    const { ms, html, errors } = renderTimed('['.repeat(100_000) + ']'.repeat(100_000));
    expect(errors).toEqual([]);
    expect(html).toBe(`<p>${'['.repeat(100_000)}${']'.repeat(100_000)}</p>\n`);
    expect(ms).toBeLessThan(5_000);
  });

  it('30,000 "![" then "a" and 30,000 "]": text, under 5 s (was 14 s)', () => {
    const { ms, html } = renderTimed('!['.repeat(30_000) + 'a' + ']'.repeat(30_000));
    expect(html).toBe(`<p>${'!['.repeat(30_000)}a${']'.repeat(30_000)}</p>\n`);
    expect(ms).toBeLessThan(5_000);
  });

  it('links inside 60,000 "[": each link makes the brackets before it text, under 5 s (was 11 s)', () => {
    const { ms, html } = renderTimed('['.repeat(60_000) + '[a](/x) '.repeat(60_000));
    expect(html.match(/<a href="\/x">a<\/a>/g)).toHaveLength(60_000);
    expect(ms).toBeLessThan(5_000);
  });

  it('a label of more than 999 characters names no definition, one of 999 does', () => {
    const label = (size: number) => 'x'.repeat(size);
    const { html } = renderTimed(`[${label(999)}]: /defined\n\n[${label(999)}] [${label(1000)}]\n`);
    expect(html.match(/href="\/defined"/g)).toHaveLength(1);
  });
});

describe('emphasis takes linear time', () => {
  it.each([
    ['50,000 "a_ " (17 s)', 'a_ '.repeat(50_000)],
    ['50,000 "a* "', 'a* '.repeat(50_000)],
    ['50,000 "a~ "', 'a~ '.repeat(50_000)],
  ])('%s: text, under 5 s', (_, text) => {
    const { ms, html } = renderTimed(text);
    expect(html).toBe(`<p>${text.trimEnd()}</p>\n`);
    expect(ms).toBeLessThan(5_000);
  });

  it('closers that find no opener before a pair that matches far back: under 5 s', () => {
    const { ms, html } = renderTimed('*a ' + 'b* '.repeat(30_000) + '*c*');
    expect(html.match(/<em>/g)).toHaveLength(2);
    expect(ms).toBeLessThan(5_000);
  });
});

describe('code spans take linear time', () => {
  it('runs of backticks of 1,500 lengths, none closed: text, under 5 s (was 40 s)', () => {
    const text = Array.from({ length: 1_500 }, (_, i) => '`'.repeat(i + 1)).join(' a ');
    const { ms, html } = renderTimed(text);
    expect(html).toBe(`<p>${text}</p>\n`);
    expect(ms).toBeLessThan(5_000);
  });

  it('200,000 lines that each start a link that is not one and end in a hard break: parsed in under 8 s (was 21 s)', () => {
    // Each line ending asked whether any construct before it had read past it, of every one.
    const start = performance.now();
    const tree = parseMarkdown('[a](b c  \n'.repeat(200_000) + '`b`');
    expect(performance.now() - start).toBeLessThan(8_000);
    const paragraph = tree.children[0] as Paragraph;
    expect(paragraph.children.filter((node) => node.type === 'break')).toHaveLength(200_000);
    expect(paragraph.children.at(-1)).toMatchObject({ type: 'inlineCode', value: 'b' });
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
    ['containers 20,000 deep, closed by one line the VitePress way', ':::note\n'.repeat(20_000) + 'a\n:::\n' + 'b\n:::\n'.repeat(10_000), DEEPER],
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

describe('includes take linear time', () => {
  it('a part with a link, included 30,000 times: each link placed in its file', () => {
    const { summary, errors } = renderTimed('<!--@include: ./part.md-->\n'.repeat(30_000), { 'guides/part.md': 'See [the part](./part.md).\n' });
    expect(errors).toEqual([]);
    expect(summary.links).toHaveLength(30_000);
    expect(summary.links.at(-1)).toMatchObject({ file: 'guides/part.md', line: 1 });
  });

  it('placing 100,000 lines of a page of 100,000 included parts: under 1 s (each looked through every part: 4.3 s)', () => {
    const segments = Array.from({ length: 100_000 }, (_, i) => ({ from: i + 1, file: i % 2 ? 'guides/part.md' : FILE, line: 1 }));
    const start = performance.now();
    let parts = 0;
    for (let line = 1; line <= 100_000; line++) if (locate(segments, line).file === 'guides/part.md') parts++;
    expect(parts).toBe(50_000);
    expect(locate(segments, 100_000 + 5)).toEqual({ file: 'guides/part.md', line: 6 });
    expect(performance.now() - start).toBeLessThan(1_000);
  });
});

const DOCS = fileURLToPath(new URL('../../bin/docs.js', import.meta.url));

/** `docs build` in `root`, as a writer runs it: its exit code, what it wrote on stderr, and its time in ms. */
function docsBuild(root: string) {
  return new Promise<{ code: number; stderr: string; ms: number }>((resolve) => {
    const start = performance.now();
    execFile(process.execPath, [DOCS, 'build'], { cwd: root, timeout: 240_000, env: { ...process.env, NO_COLOR: '1' } }, (error, _stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stderr, ms: performance.now() - start });
    });
  });
}

describe('docs build on a page nested too deep', () => {
  it('exits 1 naming the file and the line where the lists go past 100 levels', async () => {
    const root = await makeSite({ 'content/index.md': '# Home\n', 'content/deep.md': '---\ntitle: Deep\n---\n\nIntro.\n\n' + '- '.repeat(100_000) + 'a\n' });
    const { code, stderr, ms } = await docsBuild(root);
    expect(code).toBe(1);
    expect(stderr).toContain('content/deep.md:7  Markdown could not be rendered: Lists and block quotes nest more than 100 deep');
    expect(stderr).toContain('hint: nest them less deep');
    expect(stderr).not.toContain('stack');
    expect(ms).toBeLessThan(60_000);
  }, 120_000);
});

describe('a page too large to build is an error naming it', () => {
  it('a page of 11 MB: an error at the page, before any work on it', () => {
    const { ms, errors } = renderTimed('Some text of a page.\n'.repeat(550_000));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ message: 'The page is 11.0 MB: a page can hold at most 10.0 MB', file: FILE, line: 1, hint: 'split it into several pages' });
    expect(ms).toBeLessThan(2_000);
  });

  it('includes that multiply a page past 10 MB (ten of ten of ten…): an error at the include that goes past', () => {
    const others: Record<string, string> = { 'guides/p7.md': 'A line of the innermost part.\n'.repeat(200) };
    for (let level = 6; level >= 0; level--) others[`guides/p${level}.md`] = `<!--@include: ./p${level + 1}.md-->\n`.repeat(10);
    const { ms, errors } = renderTimed('Intro.\n\n<!--@include: ./p0.md-->\n', others);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ message: 'With this include the page holds more than 10.0 MB', hint: 'split it into several pages' });
    expect(errors[0].file).toMatch(/^guides\/p\d\.md$/);
    expect(ms).toBeLessThan(10_000);
  });

  it('docs build on a site with a 50 MB page: exit 1, the page named, the last output kept', async () => {
    const root = await makeSite({ 'content/index.md': '# Home\n\nWelcome.\n' });
    expect((await docsBuild(root)).code).toBe(0);
    const before = await filesIn(path.join(root, 'dist'));
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path.join(root, 'content/huge.md'), '---\ntitle: Huge\n---\n\n' + '## A heading\n\nA paragraph with **bold** and a [link](./index.md).\n\n'.repeat(800_000));
    const failed = await docsBuild(root);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('content/huge.md:4 '); // the body's first line
    expect(failed.stderr).toMatch(/The page is \d+\.\d MB: a page can hold at most 10\.0 MB/);
    expect(failed.stderr).toContain('split it into several pages');
    expect(await filesIn(path.join(root, 'dist'))).toEqual(before);
    expect(failed.ms).toBeLessThan(60_000);
  }, 300_000);
});
