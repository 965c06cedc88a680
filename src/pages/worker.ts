// A worker thread of the page stage: runs the batches of page jobs that pool.ts sends.
import '../production.ts';
import { parentPort, workerData } from 'node:worker_threads';
import { runPageJob, type JobContext, type PageJob } from './job.ts';

const ctx = workerData as JobContext;

parentPort!.on('message', (batch: PageJob[]) => {
  parentPort!.postMessage(batch.map((job) => runPageJob(job, ctx)));
});
parentPort!.postMessage('ready');
