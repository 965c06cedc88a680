// A worker thread of the markdown stage: parses batches of pages sent by pool.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { renderMarkdown, type LinkTargets } from './markdown.ts';
import { toPlainError } from './pool.ts';
import type { ExpandedPage } from '../types.ts';

const targets = workerData as LinkTargets;

parentPort!.on('message', (batch: ExpandedPage[]) => {
  const results = batch.map((page) => {
    const parsed = renderMarkdown(page, targets);
    return { ...parsed, errors: parsed.errors.map(toPlainError) };
  });
  parentPort!.postMessage(results);
});
