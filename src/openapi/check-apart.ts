// The document's checks (validate.ts) for a large document, on a thread of
// their own: at 1,000 operations they take one and a half seconds, which the
// main thread spends expanding the pages meanwhile, on a core the page stage
// has not started to use. The thread is sent the files' data as the main
// thread parsed them (copying them took a tenth of the half second that
// parsing again took), and reads their texts only for the lines of what it
// finds. The build awaits the problems before it decides.
import { Worker } from 'node:worker_threads';
import { SiteError, toSiteError } from '../errors.ts';
import { checkSpec } from './validate.ts';
import type { LoadedSpec } from './load.ts';
import type { ApiModel } from './model.ts';
import type { Problem } from '../types.ts';

/** From this many operations, the checks run apart: below, starting a thread costs more than they take. */
export const CHECK_APART_FROM = 300;

// From source, the thread runs check-worker.ts through the TypeScript loader; in the launcher's bundle
// (bin/bundle.js), spec-check.cjs sits beside this code.
declare const DOCS_BUNDLE: boolean | undefined;
const CHECKER = typeof DOCS_BUNDLE === 'boolean'
  ? { url: new URL('./spec-check.cjs', import.meta.url), execArgv: [] }
  : { url: new URL('./check-worker.ts', import.meta.url), execArgv: ['--import', new URL('../../bin/register.js', import.meta.url).href] };

/** What the document's checks find; on a thread of its own for a large document, here if that thread fails. */
export function specProblems(spec: LoadedSpec, model: ApiModel): Promise<SiteError[]> {
  const here = () => {
    try {
      return checkSpec(spec, model);
    } catch (err) {
      return [toSiteError(err)];
    }
  };
  if (model.operations.length < CHECK_APART_FROM) return Promise.resolve(here());
  return checkApart(spec.file, spec.parsed).catch(here);
}

/** The checks of the document at `file`, on a thread of their own, given its files' data as read (else the thread reads them). */
export function checkApart(file: string, parsed?: ReadonlyMap<string, unknown>): Promise<SiteError[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CHECKER.url, { execArgv: CHECKER.execArgv, workerData: { file, parsed } });
    worker.once('message', (found: Problem[] | { failed: string }) => {
      if ('failed' in found) reject(new Error(found.failed));
      else resolve(found.map((p) => new SiteError(p.message, p)));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the checks' thread stopped (${code})`)));
  });
}
