// The thread of check-apart.ts: reads the document (from the data it is given), checks it, and sends what it found as
// plain data; keyed, also what each unit of the checks found, by its key (docs serve keeps them for its rebuilds).
import { parentPort, workerData } from 'node:worker_threads';
import { loadSpec } from './load.ts';
import { readModel } from './model.ts';
import { checkSpec, problemsOf, specChecks } from './validate.ts';
import { problemOf } from '../errors.ts';
import type { CheckerMessage, UnitFound } from './check-apart.ts';

const { file, parsed, keyed } = workerData as { file: string; parsed?: Map<string, unknown>; keyed: boolean };
// No top-level await: the bundle is CommonJS.
loadSpec(file, { parsed }).then((spec) => {
  const model = readModel(spec);
  if (!keyed) return parentPort!.postMessage({ problems: checkSpec(spec, model).map(problemOf) } satisfies CheckerMessage);
  const units: UnitFound[] = [];
  const problems = problemsOf(spec, specChecks(spec, model), (unit) => {
    const found = unit.check();
    units.push({ key: unit.key(), found });
    return found;
  });
  parentPort!.postMessage({ problems: problems.map(problemOf), units } satisfies CheckerMessage);
}).catch((err: unknown) => parentPort!.postMessage({ failed: (err as Error).message } satisfies CheckerMessage));
