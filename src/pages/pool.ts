// Runs page jobs, the costly part of a build, on all cores. Jobs are taken in
// small batches from one queue by the main thread, which starts at once, and
// by one worker thread per other core once it has loaded. A pool can outlive
// a build: docs serve keeps its workers warm between rebuilds.
//
// Each thread optimises the code it runs for itself, and a build is over
// before that is paid back: so while the main thread keeps up, the workers
// render only the pages' markdown and count their words, most of the work,
// and the main thread makes each page with React (it writes the files
// anyway). When the main thread falls behind (pages with little
// markdown, many cores), the workers get whole jobs.
import os from 'node:os';
import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { runPageJob, type JobContext, type PageJob, type PageResult, type RenderedMarkdown } from './job.ts';
import type { ExpandedPage } from '../types.ts';

/**
 * Below this many pages, starting a worker costs more than it saves: a new
 * thread compiles and warms up the parser for a few hundred milliseconds, and
 * measured on 55 pages it finished no sooner than the main thread alone.
 */
const MIN_PAGES_FOR_WORKERS = 100;
const WORKER_BATCH = 8;
/**
 * Batches a worker has out (running, queued, or returned and waiting for the main thread): three, so that it does not
 * wait while the main thread is held up a little (a collection, a large page); the main thread is behind when two of them wait.
 */
const BATCHES_OUT = 3;
/** Small, so that the main thread soon gets back to finishing the workers' batches. */
const MAIN_BATCH = 2;
/** Parsing allocates many short-lived objects: a larger young generation means far fewer collections. */
const YOUNG_GENERATION_MB = 128;
/**
 * A page's markdown takes 2 to 5 ms a KB of text to render (a 1.3 MB page took
 * 3 to 6 s): in a pool that must keep the main thread free (docs serve, whose
 * server answers on it), a page larger than this is rendered on a worker,
 * about a tenth of a second at most on the main thread.
 */
const LARGE_PAGE_CHARS = 32_000;

// From source, a worker runs worker.ts through the TypeScript loader; in the
// launcher's bundle (bin/bundle.js), worker.cjs sits beside this code.
declare const DOCS_BUNDLE: boolean | undefined;
const WORKER = typeof DOCS_BUNDLE === 'boolean'
  ? { url: new URL('./worker.cjs', import.meta.url), execArgv: [] }
  : { url: new URL('./worker.ts', import.meta.url), execArgv: ['--import', new URL('../../bin/register.js', import.meta.url).href] };

/** What a worker says: it has loaded, or the results of a batch (of whole jobs, or of pages' markdown). */
export type WorkerMessage = 'ready' | PageResult[] | RenderedMarkdown[];
/** What a worker is told: the context of the jobs to come, or a batch: whole jobs, or pages whose markdown only it renders. */
export type PoolMessage = { ctx: JobContext } | { jobs: PageJob[] } | { pages: ExpandedPage[] };

interface PoolWorker {
  worker: Worker;
  ready: boolean;
}

/** A batch sent to a worker: from which job, and the jobs themselves when the worker renders only their markdown. */
interface Sent {
  from: number;
  unfinished?: PageJob[];
}

/** The batches prefetch sent, and what the workers returned before the run began. */
interface Prefetched {
  ctx: JobContext;
  /** The pages sent, in order: those of the run's first jobs. */
  pages: ExpandedPage[];
  /** Each worker's batches, as ranges of `pages`. */
  inFlight: Map<PoolWorker, { from: number; to: number }[]>;
  returned: { worker: PoolWorker; results: WorkerMessage }[];
  /** A worker failed meanwhile: the run starts afresh, and meets the failure itself if it is not a passing one. */
  failed: boolean;
  /** Stops listening to the workers: the run does. */
  detach: () => void;
}

/** A batch a worker returned, which the main thread takes in turn. */
interface Returned extends Sent {
  results: WorkerMessage;
  /** Sends the worker its next batch. */
  sendNext: () => void;
}

export interface RunOptions {
  onProgress?: (done: number, total: number) => void;
  /**
   * Takes the results of the jobs from `from` on, as each batch finishes (the
   * pool keeps none). A worker gets a batch only when the main thread takes
   * one of its BATCHES_OUT: a consumer slower than the pages (a slow disk)
   * slows them down instead of letting results pile up.
   */
  onResults: (from: number, results: PageResult[]) => void | Promise<void>;
}

/** The jobs of a run: an array, or a list that makes them as they are taken (so that they are not all held at once). */
export interface Jobs {
  length: number;
  slice(from: number, to: number): PageJob[];
}

/** How many of a run's jobs each thread ran: whole on the main thread, split (markdown on a worker, React on the main thread), whole on a worker; and how many of the split ones were sent before the run (prefetch). */
export interface Shares {
  main: number;
  split: number;
  workers: number;
  prefetched: number;
}

export interface PagePool {
  /** A build will have about `pages` jobs: the workers start now if it is worth them, and load while the pages are read. */
  prepare(pages: number): void;
  /**
   * The markdown of the next run's first pages may start now, before its jobs are known: the workers render it while
   * the main thread works out which pages run at all. The pool takes what it can use from `first`, which must be the
   * pages of the run's first jobs, in order; `ctx` must be the run's context.
   */
  prefetch(first: Iterable<ExpandedPage>, ctx: JobContext): void;
  run(jobs: Jobs, ctx: JobContext, options: RunOptions): Promise<Shares>;
  close(): Promise<void>;
}

export interface PoolOptions {
  /** The main thread has other work that must not wait seconds (docs serve's server): a large page is rendered on a worker of its own. */
  keepMainThreadFree?: boolean;
}

export function createPagePool(threads = os.availableParallelism(), { keepMainThreadFree = false }: PoolOptions = {}): PagePool {
  let workers: PoolWorker[] = [];
  let prefetched: Prefetched | undefined;
  const newWorker = (): PoolWorker => {
    const w: PoolWorker = {
      worker: new Worker(WORKER.url, { execArgv: WORKER.execArgv, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }),
      ready: false,
    };
    w.worker.once('message', () => (w.ready = true));
    return w;
  };
  const start = () => Array.from({ length: Math.max(0, threads - 1) }, newWorker);
  const large = keepMainThreadFree ? largePageWorker(newWorker) : undefined;
  /** A job whose markdown the main thread must not render, when it must stay free. */
  const tooLarge = (job: PageJob) => large !== undefined && !job.markdown && job.page.text.length > LARGE_PAGE_CHARS;
  /** Stops the workers, with whatever batches they have: the next run starts new ones. */
  const stop = async () => {
    prefetched?.detach();
    prefetched = undefined;
    await Promise.all([...workers.map((w) => w.worker.terminate()), large?.close()]);
    workers = [];
  };

  return {
    prepare(pages) {
      if (pages >= MIN_PAGES_FOR_WORKERS && workers.length === 0) workers = start();
    },
    prefetch(first, ctx) {
      if (workers.length === 0 || prefetched) return;
      const pages = first[Symbol.iterator]();
      const early: Prefetched = { ctx, pages: [], inFlight: new Map(), returned: [], failed: false, detach: () => {} };
      const detachers = workers.map((w) => {
        // A worker that has not loaded yet finds these messages waiting.
        const inFlight: { from: number; to: number }[] = [];
        while (inFlight.length < BATCHES_OUT) {
          const batch: ExpandedPage[] = [];
          for (let page = pages.next(); !page.done; page = pages.next()) {
            batch.push(page.value);
            if (batch.length === WORKER_BATCH) break;
          }
          if (batch.length === 0) break;
          if (inFlight.length === 0) w.worker.postMessage({ ctx } satisfies PoolMessage);
          inFlight.push({ from: early.pages.length, to: early.pages.length + batch.length });
          early.pages.push(...batch);
          w.worker.postMessage({ pages: batch } satisfies PoolMessage);
        }
        early.inFlight.set(w, inFlight);
        const onMessage = (message: WorkerMessage) => message !== 'ready' && early.returned.push({ worker: w, results: message });
        const fail = () => (early.failed = true);
        w.worker.on('message', onMessage).on('error', fail).on('exit', fail);
        return () => w.worker.off('message', onMessage).off('error', fail).off('exit', fail);
      });
      early.detach = () => detachers.forEach((detach) => detach());
      if (early.pages.length > 0) prefetched = early;
      else early.detach();
    },
    async run(jobs, ctx, { onProgress, onResults }) {
      let early = prefetched;
      prefetched = undefined;
      early?.detach();
      const firstJobs = early && !early.failed ? prefetchedJobs(early, jobs, ctx) : undefined;
      // Batches prefetched for another run (a build that failed before its pages), or a worker that failed: the workers go.
      if (early && !firstJobs) {
        await stop();
        early = undefined;
      }
      if (jobs.length >= MIN_PAGES_FOR_WORKERS && workers.length === 0) workers = start();
      let next = early?.pages.length ?? 0;
      let done = 0;
      const take = (size: number): [number, number] => [next, (next = Math.min(jobs.length, next + size))];
      const returned: Returned[] = [];
      const shares: Shares = { main: 0, split: 0, workers: 0, prefetched: next };
      let failure: { error: unknown } | undefined;
      /** Wakes the main thread when it waits for a worker. */
      let wake = () => {};
      /** Workers handed work: until one is, the main thread runs jobs itself. */
      let working = 0;

      const helpers = jobs.length >= MIN_PAGES_FOR_WORKERS || early ? workers : [];
      const cleanups = helpers.map((w) => {
        const inFlight: Sent[] = (early?.inFlight.get(w) ?? []).map(({ from, to }) => ({ from, unfinished: firstJobs!.slice(from, to) }));
        const send = () => {
          if (next >= jobs.length) return;
          // Smaller batches towards the end, so that no thread is left with a long tail.
          const [from, to] = take(Math.max(2, Math.min(WORKER_BATCH, Math.ceil((jobs.length - next) / (2 * threads)))));
          const batch = jobs.slice(from, to);
          // Only the markdown while the main thread keeps up (at most one other batch waits for it); jobs whose
          // markdown an earlier build rendered have only React left, and go whole.
          if (returned.length < BATCHES_OUT - 1 && batch.every((job) => !job.markdown)) {
            inFlight.push({ from, unfinished: batch });
            w.worker.postMessage({ pages: batch.map((job) => job.page) } satisfies PoolMessage);
          } else {
            inFlight.push({ from });
            w.worker.postMessage({ jobs: batch } satisfies PoolMessage);
          }
        };
        const arrived = (results: WorkerMessage) => {
          returned.push({ ...inFlight.shift()!, results, sendNext: send });
          wake();
        };
        // Work is handed out once the worker has loaded, or at once to a worker that prefetch sent work to (it has the context).
        const prefetchedTo = inFlight.length > 0;
        let begun = false;
        const begin = () => {
          if (begun) return;
          begun = true;
          working++;
          if (!prefetchedTo) w.worker.postMessage({ ctx } satisfies PoolMessage);
          for (let i = inFlight.length; i < BATCHES_OUT; i++) send();
        };
        if (w.ready || prefetchedTo) begin();
        for (const { worker, results } of early?.returned ?? []) if (worker === w) arrived(results);
        const onMessage = (message: WorkerMessage) => (message === 'ready' ? begin() : arrived(message));
        const fail = (error: unknown) => {
          failure ??= { error };
          wake();
        };
        const onExit = (code: number) => code !== 0 && fail(new Error(`A build worker stopped with exit code ${code}`));
        w.worker.on('message', onMessage).on('error', fail).on('exit', onExit);
        return () => w.worker.off('message', onMessage).off('error', fail).off('exit', onExit);
      });

      const finish = async (from: number, results: PageResult[]) => {
        await onResults(from, results);
        done += results.length;
        onProgress?.(done, jobs.length);
      };
      try {
        // The main thread: finishes what the workers return, else runs jobs itself until a worker has loaded, else waits.
        while (done < jobs.length) {
          if (failure) throw failure.error;
          const batch = returned.shift();
          if (batch) {
            batch.sendNext();
            const { from, unfinished, results } = batch;
            shares[unfinished ? 'split' : 'workers'] += results.length;
            await finish(from, unfinished ? unfinished.map((job, k) => runPageJob(job, ctx, (results as RenderedMarkdown[])[k])) : (results as PageResult[]));
          } else if (next < jobs.length && working === 0) {
            const [from, to] = take(MAIN_BATCH);
            shares.main += to - from;
            const results: PageResult[] = [];
            for (const job of jobs.slice(from, to)) results.push(tooLarge(job) ? await large!.run(job, ctx) : runPageJob(job, ctx));
            await finish(from, results);
          } else {
            await new Promise<void>((resolve) => (wake = resolve));
            continue;
          }
          await yieldToEvents(); // lets the workers' batches in
        }
        return shares;
      } catch (error) {
        // Its workers may still be running batches of this run, whose results the next run must not take for its own.
        await stop();
        throw error;
      } finally {
        for (const cleanup of cleanups) cleanup();
      }
    },
    close: stop,
  };
}

/** The run's first jobs, when they are those of the pages prefetch sent, with the run's context. */
function prefetchedJobs(early: Prefetched, jobs: Jobs, ctx: JobContext): PageJob[] | undefined {
  if (early.ctx !== ctx || jobs.length < early.pages.length) return undefined;
  const first = jobs.slice(0, early.pages.length);
  return first.every((job, i) => job.page === early.pages[i]) ? first : undefined;
}

/**
 * A worker for the large pages the main thread would otherwise render, whole
 * (see LARGE_PAGE_CHARS): started when the first one comes, and kept. One page
 * at a time, in the order asked; a worker that fails fails the page's build, and the
 * next large page starts another.
 */
function largePageWorker(newWorker: () => PoolWorker) {
  let w: PoolWorker | undefined;
  let sentCtx: JobContext | undefined;
  let queue = Promise.resolve();
  const runOne = (job: PageJob, ctx: JobContext) => new Promise<PageResult>((resolve, reject) => {
    const own = (w ??= newWorker());
    if (sentCtx !== ctx) own.worker.postMessage({ ctx } satisfies PoolMessage);
    sentCtx = ctx;
    const done = () => own.worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    const onMessage = (message: WorkerMessage) => {
      if (message === 'ready') return;
      done();
      resolve((message as PageResult[])[0]);
    };
    const lost = (error: unknown) => {
      done();
      if (w === own) [w, sentCtx] = [undefined, undefined];
      void own.worker.terminate();
      reject(error);
    };
    const onError = (error: unknown) => lost(error);
    const onExit = (code: number) => lost(new Error(`A build worker stopped with exit code ${code}`));
    own.worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    own.worker.postMessage({ jobs: [job] } satisfies PoolMessage);
  });
  return {
    run(job: PageJob, ctx: JobContext): Promise<PageResult> {
      const result = queue.then(() => runOne(job, ctx));
      queue = result.then(() => {}, () => {});
      return result;
    },
    async close() {
      const own = w;
      [w, sentCtx] = [undefined, undefined];
      await own?.worker.terminate();
    },
  };
}
