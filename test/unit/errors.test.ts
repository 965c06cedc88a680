// The generator's errors are recognised whichever copy of errors.ts made them:
// the shipped CLI loads the build from a bundle of its own, with its own copy.
import { describe, expect, it } from 'vitest';
import { BuildFailure, GUESS_BUDGET, SiteError, UsageError, closest, editDistance, guessAmong, toSiteError } from '../../src/errors.ts';
import { int, prng } from '../bench/random.ts';

/** A second instance of the module, as another bundle has it (a query makes it another module). */
const copy = '../../src/errors.ts?another-bundle';
const other = (await import(/* @vite-ignore */ copy)) as typeof import('../../src/errors.ts');

describe('errors from another copy of the module', () => {
  it('is a second copy, with classes of its own', () => {
    expect(other.SiteError).not.toBe(SiteError);
  });

  it('is recognised by its class and its ancestors, both ways', () => {
    const failure = new other.BuildFailure([new other.SiteError('Broken link', { file: 'a.md', line: 3, hint: 'fix it' })]);
    expect(failure instanceof BuildFailure).toBe(true);
    expect(failure instanceof Error).toBe(true);
    expect(failure.errors[0] instanceof SiteError).toBe(true);
    expect(new BuildFailure([]) instanceof other.BuildFailure).toBe(true);
    expect(new other.UsageError('bad port') instanceof UsageError).toBe(true);
    expect(new other.UsageError('bad port') instanceof SiteError).toBe(true);
  });

  it('is not mistaken for another kind', () => {
    expect(new other.SiteError('x') instanceof UsageError).toBe(false);
    expect(new other.SiteError('x') instanceof BuildFailure).toBe(false);
    expect(new other.BuildFailure([]) instanceof SiteError).toBe(false);
    expect(new Error('x') instanceof SiteError).toBe(false);
    for (const value of [null, undefined, 'SiteError', 3, {}]) expect(value instanceof SiteError).toBe(false);
  });

  it('keeps its file, line and hint through toSiteError', () => {
    const error = new other.SiteError('Broken link', { file: 'a.md', line: 3, hint: 'fix it' });
    expect(toSiteError(error)).toBe(error);
  });
});

/** The whole table: insertions, deletions, substitutions, and swaps of neighbours. */
function fullDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

describe('"did you mean" guesses', () => {
  it('measure as the whole table does, up to the most edits asked for, and say only "more" past it', () => {
    const random = prng(7);
    const word = () => Array.from({ length: int(random, 0, 12) }, () => 'abc/'[int(random, 0, 3)]).join('');
    for (let n = 0; n < 3000; n++) {
      const [a, b, most] = [word(), word(), int(random, 0, 8)];
      const full = fullDistance(a, b);
      expect(editDistance(a, b, most), `${a} → ${b}, at most ${most}`).toBe(full <= most ? full : most + 1);
      expect(editDistance(a, b)).toBe(full);
    }
  });

  it('take the first of the closest, whatever the case, and none too far', () => {
    expect(closest('/docs/gudes/intro', ['/docs/guides/outro', '/docs/guides/intro', '/docs/Guides/intro'])).toBe('/docs/guides/intro');
    expect(closest('titel', ['tilte', 'title'])).toBe('title');
    expect(closest('cat', ['bat', 'hat'])).toBe('bat');
    expect(closest('Title', ['x', 'title', 'title'])).toBe('title');
    expect(closest('/docs/api-reference/files', ['/docs/api/models', '/docs/api/files/list'])).toBeUndefined();
    expect(closest('abc', [])).toBeUndefined();
  });

  it('among every page, guess each word once, and only as many words as the budget measures', () => {
    const pages = new Map(Array.from({ length: 100_000 }, (_, i) => [`/docs/page-${i}`, i]));
    const most = Math.floor(GUESS_BUDGET / pages.size);
    for (let i = 0; i < most; i++) expect(guessAmong(`/docs/pag-${i}`, pages)).toBe(`/docs/page-${i}`);
    // Past the budget, no guess; a word guessed already keeps its guess; other candidates have a budget of their own.
    expect(guessAmong(`/docs/pag-${most}`, pages)).toBeUndefined();
    expect(guessAmong('/docs/pag-0', pages)).toBe('/docs/page-0');
    expect(guessAmong(`/docs/pag-${most}`, new Map(pages))).toBe(`/docs/page-${most}`);
  });
});
