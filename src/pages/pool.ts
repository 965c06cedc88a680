// Runs page jobs, the costly part of a build, on all cores. Jobs are taken in
// small batches from one queue by the main thread, which starts at once, and
// by one worker thread per other core once it has loaded.
import os from 'node:os';
import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { runPageJob, type JobContext, type PageJob, type PageResult } from './job.ts';

/**
 * Below this many pages, starting a worker costs more than it saves: a new
 * thread compiles and warms up the parser for a few hundred milliseconds, and
 * measured on 55 pages it finished no sooner than the main thread alone.
 */
const MIN_PAGES_FOR_WORKERS = 100;
const WORKER_BATCH = 16;
/** Small, so that the main thread soon gets back to feeding the workers. */
const MAIN_BATCH = 2;
/** Parsing allocates many short-lived objects: a larger young generation means far fewer collections. */
const YOUNG_GENERATION_MB = 64;

// From source, a worker runs worker.ts through the TypeScript loader; in the
// launcher's bundle (bin/bundle.js), worker.mjs sits beside this code.
declare const DOCS_BUNDLE: boolean | undefined;
const WORKER = typeof DOCS_BUNDLE === 'boolean'
  ? { url: new URL('./worker.mjs', import.meta.url), execArgv: [] }
  : { url: new URL('./worker.ts', import.meta.url), execArgv: ['--import', new URL('../../bin/register.js', import.meta.url).href] };

export async function runPageJobs(jobs: PageJob[], ctx: JobContext, threads = os.availableParallelism(), onProgress?: (done: number, total: number) => void): Promise<PageResult[]> {
  const results: PageResult[] = new Array(jobs.length);
  let next = 0;
  let done = 0;
  const take = (size: number): [number, number] => [next, (next = Math.min(jobs.length, next + size))];
  const finish = (start: number, batch: PageResult[]) => {
    batch.forEach((result, i) => (results[start + i] = result));
    done += batch.length;
    onProgress?.(done, jobs.length);
  };

  const mainLane = async () => {
    while (next < jobs.length) {
      const [start, end] = take(MAIN_BATCH);
      finish(start, jobs.slice(start, end).map((job) => runPageJob(job, ctx)));
      await yieldToEvents(); // lets finished worker batches in, and new ones out
    }
  };

  const workerLane = (worker: Worker) => new Promise<void>((resolve, reject) => {
    const inFlight: number[] = [];
    const send = () => {
      if (next >= jobs.length) return inFlight.length === 0 && resolve();
      // Smaller batches towards the end, so that no thread is left with a long tail.
      const [start, end] = take(Math.max(2, Math.min(WORKER_BATCH, Math.ceil((jobs.length - next) / (2 * threads)))));
      inFlight.push(start);
      worker.postMessage(jobs.slice(start, end));
    };
    worker.on('message', (message: PageResult[] | 'ready') => {
      if (message !== 'ready') finish(inFlight.shift()!, message);
      // Work is handed out only once the worker has loaded: until then the main thread takes it.
      send();
      if (message === 'ready') send(); // two batches in flight: the worker never waits for the main thread
    });
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`A build worker stopped with exit code ${code}`)));
  });

  const workerCount = jobs.length >= MIN_PAGES_FOR_WORKERS ? Math.max(0, threads - 1) : 0;
  const workers = Array.from({ length: workerCount }, () => new Worker(WORKER.url, {
    workerData: ctx,
    execArgv: WORKER.execArgv,
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  }));
  try {
    await Promise.all([mainLane(), ...workers.map(workerLane)]);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
