// The document's checks (validate.ts) for a large document, on a thread of
// their own: at 1,000 operations they take one and a half seconds, which the
// main thread spends expanding the pages meanwhile, on a core the page stage
// has not started to use. The thread is sent the files' data as the main
// thread parsed them (copying them took a tenth of the half second that
// parsing again took), and reads their texts only for the lines of what it
// finds. The build awaits the problems before it decides.
import { Worker } from 'node:worker_threads';
import { SiteError, toSiteError } from '../errors.ts';
import { checkSpec, problemsOf, specChecks, type Found } from './validate.ts';
import type { LoadedSpec } from './load.ts';
import type { ApiModel } from './model.ts';
import type { Problem } from '../types.ts';
import type { Reuse } from '../reuse.ts';

/** From this many operations, the checks run apart: below, starting a thread costs more than they take. */
export const CHECK_APART_FROM = 300;

// From source, the thread runs check-worker.ts through the TypeScript loader; in the launcher's bundle
// (bin/bundle.js), spec-check.cjs sits beside this code.
declare const DOCS_BUNDLE: boolean | undefined;
const CHECKER = typeof DOCS_BUNDLE === 'boolean'
  ? { url: new URL('./spec-check.cjs', import.meta.url), execArgv: [] }
  : { url: new URL('./check-worker.ts', import.meta.url), execArgv: ['--import', new URL('../../bin/register.js', import.meta.url).href] };

/** What a unit of the checks found, by its key (see SpecChecks): what the thread sends back for docs serve to keep. */
export interface UnitFound {
  key: string;
  found: Found[];
}

/**
 * What the document's checks find; on a thread of its own for a large document, here if that thread fails. With
 * `results` (docs serve), what each unit found is kept by its key, and a rebuild checks here only the units that
 * changed, when they are few (an edit to one operation checks that operation, whatever the document's size).
 */
export function specProblems(spec: LoadedSpec, model: ApiModel, results?: Reuse): Promise<SiteError[]> {
  const checks = results && specChecks(spec, model);
  const here = () => {
    try {
      return checks ? problemsOf(spec, checks, (unit) => results!.get('openapi check', unit.key(), unit.check)) : checkSpec(spec, model);
    } catch (err) {
      return [toSiteError(err)];
    }
  };
  const toCheck = checks ? checks.units.filter((unit) => results!.find('openapi check', unit.key()) === undefined).length : model.operations.length;
  if (toCheck < CHECK_APART_FROM) return Promise.resolve(here());
  return checkApart(spec.file, spec.parsed, Boolean(results)).then(({ problems, units }) => {
    for (const unit of units ?? []) results!.keep('openapi check', unit.key, unit.found);
    return problems;
  }).catch(here);
}

/** The checks of the document at `file`, on a thread of their own, given its files' data as read (else the thread reads them); `keyed`: with what each unit found. */
export function checkApart(file: string, parsed?: ReadonlyMap<string, unknown>, keyed = false): Promise<{ problems: SiteError[]; units?: UnitFound[] }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CHECKER.url, { execArgv: CHECKER.execArgv, workerData: { file, parsed, keyed } });
    worker.once('message', (sent: CheckerMessage) => {
      if ('failed' in sent) reject(new Error(sent.failed));
      else resolve({ problems: sent.problems.map((p) => new SiteError(p.message, p)), units: sent.units });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the checks' thread stopped (${code})`)));
  });
}

/** What the checks' thread sends: what it found (and, keyed, what each unit found), or why it could not check. */
export type CheckerMessage = { problems: Problem[]; units?: UnitFound[] } | { failed: string };
