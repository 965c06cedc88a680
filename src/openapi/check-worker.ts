// The thread of check-apart.ts: reads the document (from the data it is given), checks it, and sends what it found as plain data.
import { parentPort, workerData } from 'node:worker_threads';
import { loadSpec } from './load.ts';
import { readModel } from './model.ts';
import { checkSpec } from './validate.ts';
import { problemOf } from '../errors.ts';
import type { Problem } from '../types.ts';

const { file, parsed } = workerData as { file: string; parsed?: Map<string, unknown> };
// No top-level await: the bundle is CommonJS.
loadSpec(file, parsed).then((spec) => {
  parentPort!.postMessage(checkSpec(spec, readModel(spec)).map(problemOf) satisfies Problem[]);
}).catch((err: unknown) => parentPort!.postMessage({ failed: (err as Error).message }));
