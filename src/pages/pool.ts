// Runs page jobs, the costly part of a build, on all cores. Jobs are taken in
// small batches from one queue by the main thread, which starts at once, and
// by one worker thread per other core once it has loaded. A pool can outlive
// a build: docs serve keeps its workers warm between rebuilds.
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
// launcher's bundle (bin/bundle.js), worker.cjs sits beside this code.
declare const DOCS_BUNDLE: boolean | undefined;
const WORKER = typeof DOCS_BUNDLE === 'boolean'
  ? { url: new URL('./worker.cjs', import.meta.url), execArgv: [] }
  : { url: new URL('./worker.ts', import.meta.url), execArgv: ['--import', new URL('../../bin/register.js', import.meta.url).href] };

/** What a worker says: it has loaded, or the results of a batch. */
export type WorkerMessage = 'ready' | PageResult[];
/** What a worker is told: the context of the jobs to come, or a batch of them. */
export type PoolMessage = { ctx: JobContext } | { batch: PageJob[] };

interface PoolWorker {
  worker: Worker;
  ready: boolean;
}

export interface RunOptions {
  onProgress?: (done: number, total: number) => void;
  /**
   * Takes the results of the jobs from `from` on, as each batch finishes (the
   * pool keeps none). The lane that ran the batch waits for it before taking
   * another: a consumer slower than the pages (a slow disk) slows them down
   * instead of letting results pile up.
   */
  onResults: (from: number, results: PageResult[]) => void | Promise<void>;
}

/** The jobs of a run: an array, or a list that makes them as they are taken (so that they are not all held at once). */
export interface Jobs {
  length: number;
  slice(from: number, to: number): PageJob[];
}

export interface PagePool {
  /** A build will have about `pages` jobs: the workers start now if it is worth them, and load while the pages are read. */
  prepare(pages: number): void;
  run(jobs: Jobs, ctx: JobContext, options: RunOptions): Promise<void>;
  close(): Promise<void>;
}

export function createPagePool(threads = os.availableParallelism()): PagePool {
  let workers: PoolWorker[] = [];
  const start = () => Array.from({ length: Math.max(0, threads - 1) }, () => {
    const w: PoolWorker = {
      worker: new Worker(WORKER.url, { execArgv: WORKER.execArgv, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }),
      ready: false,
    };
    w.worker.once('message', () => (w.ready = true));
    return w;
  });

  return {
    prepare(pages) {
      if (pages >= MIN_PAGES_FOR_WORKERS && workers.length === 0) workers = start();
    },
    async run(jobs, ctx, { onProgress, onResults }) {
      if (jobs.length >= MIN_PAGES_FOR_WORKERS && workers.length === 0) workers = start();
      let next = 0;
      let done = 0;
      const take = (size: number): [number, number] => [next, (next = Math.min(jobs.length, next + size))];
      let settle!: (error?: unknown) => void;
      const allDone = new Promise<void>((resolve, reject) => (settle = (error) => (error ? reject(error) : resolve())));
      const finish = async (start: number, batch: PageResult[]) => {
        try {
          await onResults(start, batch);
        } catch (error) {
          return settle(error);
        }
        done += batch.length;
        onProgress?.(done, jobs.length);
        if (done === jobs.length) settle();
      };
      if (jobs.length === 0) settle();

      const mainLane = async () => {
        while (next < jobs.length) {
          const [from, to] = take(MAIN_BATCH);
          await finish(from, jobs.slice(from, to).map((job) => runPageJob(job, ctx)));
          if (next < jobs.length) await yieldToEvents(); // lets finished worker batches in, and new ones out
        }
      };

      const cleanups = (jobs.length >= MIN_PAGES_FOR_WORKERS ? workers : []).map((w) => {
        const inFlight: number[] = [];
        const send = () => {
          if (next >= jobs.length) return;
          // Smaller batches towards the end, so that no thread is left with a long tail.
          const [from, to] = take(Math.max(2, Math.min(WORKER_BATCH, Math.ceil((jobs.length - next) / (2 * threads)))));
          inFlight.push(from);
          w.worker.postMessage({ batch: jobs.slice(from, to) } satisfies PoolMessage);
        };
        // Work is handed out only once the worker has loaded: until then the main thread takes it.
        const begin = () => {
          w.worker.postMessage({ ctx } satisfies PoolMessage);
          send();
          send(); // two batches in flight: the worker never waits for the main thread
        };
        const onMessage = (message: WorkerMessage) => {
          if (message === 'ready') return begin();
          void finish(inFlight.shift()!, message).then(send);
        };
        const onError = (error: unknown) => settle(error);
        const onExit = (code: number) => code !== 0 && settle(new Error(`A build worker stopped with exit code ${code}`));
        w.worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        if (w.ready) begin();
        return () => w.worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      });
      try {
        await Promise.all([mainLane(), allDone]);
      } finally {
        for (const cleanup of cleanups) cleanup();
      }
    },
    async close() {
      await Promise.all(workers.map((w) => w.worker.terminate()));
      workers = [];
    },
  };
}
