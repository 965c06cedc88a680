// Every problem the generator reports is a SiteError: what went wrong, where
// (file, line, column, when known), what to do about it, and the original cause.
import path from 'node:path';
import type { BuildResult, Problem, ProblemKind } from './types.ts';

export interface SiteErrorInit {
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
  cause?: unknown;
  kind?: ProblemKind;
  subject?: string;
  /** See Problem.at: placed by segments.ts's placeAt before it is reported. */
  at?: string;
}

export class SiteError extends Error {
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
  /** What kind of problem it is (see types.ts), when a setting or the report's grouping needs to know. */
  kind?: ProblemKind;
  /** What it is about, where its kind is grouped by it: an unknown component's name. */
  subject?: string;
  /** See Problem.at. */
  at?: string;

  constructor(message: string, init: SiteErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'SiteError';
    this.file = init.file;
    this.line = init.line;
    this.column = init.column;
    this.hint = init.hint;
    this.kind = init.kind;
    this.subject = init.subject;
    if (init.at !== undefined) this.at = init.at;
  }
}

/** Thrown for bad command-line usage: the CLI exits with 2 instead of 1. */
export class UsageError extends SiteError {}

/** Stages name files relative to the content folder; reports name them in full. */
export function inFolder(error: SiteError, folder: string): SiteError {
  if (error.file && !path.isAbsolute(error.file)) error.file = path.join(folder, error.file);
  return error;
}

/** What a build in memory made although it failed. */
export interface PartialBuild extends Pick<BuildResult, 'output' | 'buildId'> {
  /** The URL of the page each error is about (by position; none for an error outside any page, an included file's). */
  pages: (string | undefined)[];
}

/**
 * Several errors found by one stage, reported together. A build's failure also
 * says where its cache folder is (the report may write the full list there),
 * which warnings it had besides (docs check fails on them too), and, for a build
 * in memory (docs serve), what it made all the same: the pages that built, for a
 * server that has nothing better to serve.
 */
/** A build stopped after reading its sources, because one changed while it read them (docs serve: see BuildOptions.stale). */
export class StaleRead extends Error {
  constructor() {
    super('a source changed while the build read it');
    this.name = 'StaleRead';
  }
}

export class BuildFailure extends Error {
  readonly cacheDir?: string;
  readonly warnings: SiteError[];
  readonly built?: PartialBuild;

  constructor(readonly errors: SiteError[], more: { cacheDir?: string; warnings?: SiteError[]; built?: PartialBuild } = {}) {
    super(`${errors.length} error${errors.length === 1 ? '' : 's'}`);
    this.name = 'BuildFailure';
    this.cacheDir = more.cacheDir;
    this.warnings = more.warnings ?? [];
    this.built = more.built;
  }
}

// The shipped CLI runs the build from a bundle of its own (bin/bundle.js), and
// docs serve loads it again when the generator's code changes: each has its own
// copy of these classes. An error is therefore known by a brand that every copy
// shares (a Symbol.for key on its class's prototype), not by which copy made it,
// and `instanceof` asks for the brand.
const BRAND = Symbol.for('docs.error-class');

function brand(errorClass: abstract new (...args: never[]) => Error, name: string): void {
  Object.defineProperty(errorClass.prototype, BRAND, { value: name });
  Object.defineProperty(errorClass, Symbol.hasInstance, { value: (value: unknown) => hasBrand(value, name) });
}

function hasBrand(value: unknown, name: string): boolean {
  for (let proto = value; typeof proto === 'object' && proto !== null; proto = Object.getPrototypeOf(proto)) {
    if (Object.hasOwn(proto, BRAND) && (proto as Record<symbol, unknown>)[BRAND] === name) return true;
  }
  return false;
}

brand(SiteError, 'SiteError');
brand(UsageError, 'UsageError');
brand(BuildFailure, 'BuildFailure');

/** The problems, each said once: the same message at the same place (with the same hint) found again is the same problem. */
export function distinctProblems(problems: SiteError[]): SiteError[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}\0${p.line}\0${p.column}\0${p.kind}\0${p.message}\0${p.hint}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The errors a failed stage or build threw, whichever copy of these classes made it (see the brand above). */
export function problemsOf(err: unknown): SiteError[] {
  return err instanceof BuildFailure ? err.errors : [toSiteError(err)];
}

/** A problem as plain data, to cross threads or be kept on disk. */
export function problemOf({ message, file, line, column, hint, kind, subject }: SiteError): Problem {
  return { message, file, line, column, hint, kind, subject };
}

export function toSiteError(err: unknown): SiteError {
  if (err instanceof SiteError || (err instanceof Error && err.name === 'SiteError')) return err as SiteError;
  const message = err instanceof Error ? err.message : String(err);
  return new SiteError(message, { cause: err });
}

/** "content/a.md:3:5", relative to the working directory when it is shorter. */
export function formatLocation(err: SiteError, cwd = process.cwd()): string {
  if (!err.file) return '';
  const rel = path.isAbsolute(err.file) ? path.relative(cwd, err.file) : err.file;
  const file = rel.startsWith('..') ? err.file : rel;
  return [file, err.line, err.line !== undefined ? err.column : undefined].filter((p) => p !== undefined).join(':');
}

export function formatError(err: SiteError, cwd?: string): string {
  const where = formatLocation(err, cwd);
  const lines = [where ? `${where}  ${err.message}` : err.message];
  if (err.hint) lines.push(`hint: ${err.hint}`);
  return lines.join('\n');
}

/**
 * The closest candidate by edit distance, for "did you mean ...?" hints; none
 * further than `maxDistance` edits (by default 2, or a third of the word); the
 * first of those as close, when several are.
 */
export function closest(word: string, candidates: Iterable<string>, maxDistance = Math.max(2, Math.floor(word.length / 3))): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  // A candidate is measured only as far as it could beat the best so far: a broken link is guessed among every page of the site.
  let most = maxDistance;
  for (const candidate of candidates) {
    const d = editDistance(lower, candidate.toLowerCase(), most);
    if (d > most) continue;
    best = candidate;
    if (d === 0) break;
    most = d - 1;
  }
  return best;
}

/**
 * closest() among every page or file of the site, for a problem that may be on many pages (a broken link or include):
 * each word is guessed once, and the words guessed among one set of candidates measure at most GUESS_BUDGET of them in
 * all; a word past it gets no guess. A site moved from another tool with a broken link on each of its 5,000 pages,
 * each measured against every page, failed in minutes; it fails in seconds, with a guess for its first links.
 */
export function guessAmong(word: string, candidates: { keys(): Iterable<string> }): string | undefined {
  let made = guesses.get(candidates);
  if (!made) guesses.set(candidates, (made = { byWord: new Map(), left: GUESS_BUDGET }));
  if (!made.byWord.has(word)) {
    if (made.left <= 0) return undefined;
    made.byWord.set(word, closest(word, counted(candidates.keys(), made)));
  }
  return made.byWord.get(word);
}
/** How many candidates the guesses among one set measure in all: about a second's work. */
export const GUESS_BUDGET = 300_000;
const guesses = new WeakMap<object, { byWord: Map<string, string | undefined>; left: number }>();

function* counted(keys: Iterable<string>, made: { left: number }): Iterable<string> {
  for (const key of keys) {
    made.left--;
    yield key;
  }
}

/**
 * Insertions, deletions, substitutions and swaps of two neighbouring letters ("titel"), one edit each; more than
 * `most`, it says only that (most + 1).
 */
export function editDistance(a: string, b: string, most = a.length + b.length): number {
  const far = most + 1;
  if (Math.abs(a.length - b.length) > most) return far;
  // Three rows of the table (a swap reads two back), each made only `most` cells either side of its diagonal: a path
  // through a cell further out has more than `most` edits.
  let before = new Array<number>(b.length + 1).fill(far);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => Math.min(j, far));
  let row = new Array<number>(b.length + 1).fill(far);
  let prevLeast = 0;
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - most);
    const hi = Math.min(b.length, i + most);
    row[lo - 1] = lo === 1 ? Math.min(i, far) : far;
    let least = row[lo - 1];
    for (let j = lo; j <= hi; j++) {
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row[j] = Math.min(d, far);
      if (row[j] < least) least = row[j];
    }
    if (hi < b.length) row[hi + 1] = far;
    // Every cell of this row and the one before is past `most`: so is every cell below them.
    if (least > most && prevLeast > most) return far;
    prevLeast = least;
    [before, prev, row] = [prev, row, before];
  }
  return prev[b.length];
}
