// The generator's errors are recognised whichever copy of errors.ts made them:
// the shipped CLI loads the build from a bundle of its own, with its own copy.
import { describe, expect, it } from 'vitest';
import { BuildFailure, SiteError, UsageError, toSiteError } from '../../src/errors.ts';

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
