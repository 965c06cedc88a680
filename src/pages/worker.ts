// A worker thread of the page stage: runs the batches of page jobs that pool.ts
// sends, in the context sent before them.
import { parentPort } from 'node:worker_threads';
import { runPageJob, type JobContext } from './job.ts';
import type { PoolMessage, WorkerMessage } from './pool.ts';

let ctx: JobContext;

parentPort!.on('message', (message: PoolMessage) => {
  if ('ctx' in message) ctx = message.ctx;
  else parentPort!.postMessage(message.batch.map((job) => runPageJob(job, ctx)) satisfies WorkerMessage);
});
parentPort!.postMessage('ready' satisfies WorkerMessage);
