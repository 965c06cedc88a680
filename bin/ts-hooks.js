// Module hooks that let Node run the generator's TypeScript sources directly,
// so that a fresh clone needs no compile step: esbuild strips the types of each
// .ts/.tsx file as Node loads it. Registered by ./register.js.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const TS = /\.(ts|tsx|mts)$/;

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !TS.test(url)) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const source = await readFile(file, 'utf8');
  const { code } = await transform(source, {
    loader: url.endsWith('x') ? 'tsx' : 'ts',
    format: 'esm',
    jsx: 'automatic',
    target: 'node20',
    sourcefile: file,
    sourcemap: 'inline',
  });
  return { format: 'module', source: code, shortCircuit: true };
}
