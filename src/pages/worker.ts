// A worker thread of the page stage: runs the batches of page jobs that pool.ts
// sends, in the context sent before them. When the config registers components,
// the worker imports them (once) before it runs a job of that context.
import { parentPort } from 'node:worker_threads';
import { runPageJob, type JobContext } from './job.ts';
import { loadComponents } from '../render/components.ts';
import type { PageJob } from './job.ts';
import type { PoolMessage, WorkerMessage } from './pool.ts';

let ctx: JobContext;
/** While the context's components load: the batches wait for them, in order. */
let loading: Promise<void> | undefined;

const run = (batch: PageJob[]) => parentPort!.postMessage(batch.map((job) => runPageJob(job, ctx)) satisfies WorkerMessage);

parentPort!.on('message', (message: PoolMessage) => {
  if ('ctx' in message) {
    ctx = message.ctx;
    loading = ctx.components ? loadComponents(ctx.components.code) : undefined;
  } else if (loading) {
    const { batch } = message;
    loading = loading.then(() => run(batch));
  } else {
    run(message.batch);
  }
});
parentPort!.postMessage('ready' satisfies WorkerMessage);
