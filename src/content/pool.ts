// Runs the markdown stage, the costly one, on all cores: worker threads take
// batches of pages from a shared queue. Small sites stay on the main thread,
// where starting workers would cost more than it saves.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { SiteError, type SiteErrorInit } from '../errors.ts';
import { renderMarkdown, type LinkTargets } from './markdown.ts';
import type { ExpandedPage, ParsedPage } from '../types.ts';

/** Below this many pages, one thread is faster than starting workers. */
const MIN_PAGES_FOR_WORKERS = 150;
const BATCH_SIZE = 25;
const TS_LOADER = new URL('../../bin/register.js', import.meta.url).href;

export async function parsePages(pages: ExpandedPage[], targets: LinkTargets, threads = os.availableParallelism()): Promise<ParsedPage[]> {
  if (threads < 2 || pages.length < MIN_PAGES_FOR_WORKERS) return pages.map((p) => renderMarkdown(p, targets));

  const results: ParsedPage[] = new Array(pages.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(threads, Math.ceil(pages.length / BATCH_SIZE)) }, () =>
    new Worker(new URL('./worker.ts', import.meta.url), { workerData: targets, execArgv: ['--import', TS_LOADER] }));
  try {
    await Promise.all(workers.map((worker) => new Promise<void>((resolve, reject) => {
      const send = () => {
        if (next >= pages.length) return resolve();
        const start = next;
        next += BATCH_SIZE;
        worker.once('message', (batch: PlainParsedPage[]) => {
          batch.forEach((parsed, i) => (results[start + i] = { ...parsed, errors: parsed.errors.map(fromPlainError) }));
          send();
        });
        worker.postMessage(pages.slice(start, start + BATCH_SIZE));
      };
      worker.once('error', reject);
      send();
    })));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}

/** Errors cross the thread boundary as plain data: a structured clone drops the class. */
type PlainError = SiteErrorInit & { message: string };
type PlainParsedPage = Omit<ParsedPage, 'errors'> & { errors: PlainError[] };

export function toPlainError(e: SiteError): PlainError {
  return { message: e.message, file: e.file, line: e.line, column: e.column, hint: e.hint };
}

function fromPlainError(e: PlainError): SiteError {
  return new SiteError(e.message, e);
}
