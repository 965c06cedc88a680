// A worker thread of the page stage: runs the batches that pool.ts sends, in
// the context sent before them: whole page jobs, or only the markdown of pages
// (the main thread does the rest). When the config registers components, the
// worker imports them (once) before it runs a batch of that context.
import { parentPort } from 'node:worker_threads';
import { renderPageMarkdown, runPageJob, type JobContext } from './job.ts';
import { loadComponents } from '../render/components.ts';
import type { PoolMessage, WorkerMessage } from './pool.ts';

let ctx: JobContext;
/** While the context's components load: the batches wait for them, in order. */
let loading: Promise<void> | undefined;

const run = (message: Exclude<PoolMessage, { ctx: JobContext }>) => parentPort!.postMessage(
  ('jobs' in message ? message.jobs.map((job) => runPageJob(job, ctx)) : message.pages.map((page) => renderPageMarkdown(page, ctx))) satisfies WorkerMessage,
);

parentPort!.on('message', (message: PoolMessage) => {
  if ('ctx' in message) {
    ctx = message.ctx;
    loading = ctx.components ? loadComponents(ctx.components.code) : undefined;
  } else if (loading) {
    loading = loading.then(() => run(message));
  } else {
    run(message);
  }
});
parentPort!.postMessage('ready' satisfies WorkerMessage);
