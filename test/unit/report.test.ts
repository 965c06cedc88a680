// The terminal report of a build's problems (log.ts): a few, numbered as they
// come; many, grouped by kind, a few of each, in a screen of text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteError } from '../../src/errors.ts';
import { reportProblems } from '../../src/log.ts';

/** What reportProblems writes to stderr, as lines. */
function reported(...args: Parameters<typeof reportProblems>): string[] {
  let text = '';
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((text += String(chunk)), true));
  reportProblems(...args);
  vi.restoreAllMocks();
  return text.trimEnd().split('\n');
}

const at = (file: string, line: number, message: string, init: Partial<SiteError> = {}) => new SiteError(message, { file, line, ...init });

afterEach(() => vi.restoreAllMocks());

describe('the problem report', () => {
  it('numbers ten problems or fewer, each with its hint, as they came', () => {
    const problems = Array.from({ length: 10 }, (_, i) => at(`content/p${i}.md`, 2, `Problem ${i}`, { hint: 'fix it', kind: i % 2 ? 'broken-anchor' : undefined }));
    const lines = reported('error', problems);
    expect(lines).toHaveLength(20);
    expect(lines.slice(0, 4)).toEqual(['1) content/p0.md:2  Problem 0', '   hint: fix it', '2) content/p1.md:2  Problem 1', '   hint: fix it']);
  });

  it('groups more by kind, those of no kind first, each with its count and first three, then the totals and where the rest are', () => {
    const problems = [
      ...Array.from({ length: 5 }, (_, i) => at('content/a.md', i + 1, `Broken anchor ${i}`, { kind: 'broken-anchor', hint: 'did you mean #x?' })),
      at('content/b.md', 3, 'Unknown front matter key "titel"'),
      ...['Chart', 'Chart', 'Hero', 'Chart', 'Hero', 'Pill'].map((name, i) => at('content/c.md', i + 1, `Unknown component <${name}>`, { kind: 'unknown-component', subject: name })),
    ];
    expect(reported('warning', problems, { fullList: 'node_modules/.cache/docs/problems.txt' })).toEqual([
      'Other problems: 1',
      '  content/b.md:3  Unknown front matter key "titel"',
      'Broken anchors (to a heading or id that is not on the page: renamed or removed since): 5',
      '  content/a.md:1  Broken anchor 0',
      '    hint: did you mean #x?',
      '  content/a.md:2  Broken anchor 1',
      '    hint: did you mean #x?',
      '  content/a.md:3  Broken anchor 2',
      '    hint: did you mean #x?',
      '  … and 2 more',
      'Unknown components (register them in site.config.ts: components: { Name }, or remove the tags): 6',
      '  <Chart> 3, <Hero> 2, <Pill> 1',
      '  content/c.md:1  Unknown component <Chart>', // the first place of each, the most used first
      '  content/c.md:3  Unknown component <Hero>',
      '  content/c.md:6  Unknown component <Pill>',
      '  … and 3 more',
      '12 warnings in all: 1 other, 5 broken anchors, 6 unknown components.',
      'Every one, with its file, line and hint: node_modules/.cache/docs/problems.txt (or run docs build --all-problems)',
    ]);
  });

  it('lists every one when asked, and says how to when it could write no list', () => {
    const problems = Array.from({ length: 30 }, (_, i) => at('content/a.md', i + 1, `Broken link ${i}`, { kind: 'broken-link' }));
    expect(reported('error', problems, { all: true })).toHaveLength(30);
    expect(reported('error', problems, { command: 'check' }).at(-1)).toBe('docs check --all-problems lists every one.');
  });
});
