// Bundles the generator (src/, templates/ and their packages) into a few plain
// JavaScript files the first time `docs` runs after a change, and reuses them
// after that. Node then loads a handful of files instead of several hundred,
// and transforms no TypeScript: `docs` starts in a fraction of the time.
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The URL of the bundled CLI module, bundling it first when the sources changed. */
export async function bundledCli() {
  return bundled('cli');
}

/** The URL of one bundled entry (cli, build, worker), bundling first when the sources changed. */
export async function bundled(entry) {
  const dir = path.join(root, 'node_modules', '.cache', 'docs', 'bin', sourceKey());
  if (!existsSync(path.join(dir, 'cli.mjs'))) {
    const staging = `${dir}.tmp-${process.pid}`;
    await build({
      absWorkingDir: root,
      entryPoints: { cli: 'src/cli.ts', build: 'src/build.ts', worker: 'src/pages/worker.ts' },
      outdir: staging,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      minifyWhitespace: true,
      minifySyntax: true,
      // esbuild runs a binary of its own, so it stays a package import.
      external: ['esbuild'],
      define: { DOCS_PACKAGE_ROOT: JSON.stringify(root), DOCS_BUNDLE: 'true', 'process.env.NODE_ENV': '"production"' },
      // Bundled CommonJS packages call require() for Node's modules.
      banner: { js: "import { createRequire as __docsRequire } from 'node:module'; const require = __docsRequire(import.meta.url);" },
      logLevel: 'silent',
    });
    try {
      renameSync(staging, dir);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another `docs` got there first
    }
    pruneOldBundles(path.dirname(dir), dir);
  }
  return pathToFileURL(path.join(dir, `${entry}.mjs`)).href;
}

/** A day: a `docs serve` started on an older bundle may still load files from it meanwhile. */
const KEEP_OLD_BUNDLES_MS = 24 * 60 * 60 * 1000;

/** Removes the bundles of earlier sources, so that editing the generator does not fill the disk. */
function pruneOldBundles(parent, current) {
  for (const name of readdirSync(parent)) {
    const dir = path.join(parent, name);
    try {
      if (dir !== current && Date.now() - statSync(dir).mtimeMs > KEEP_OLD_BUNDLES_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // another `docs` removed it first
    }
  }
}

/** Changes whenever a source file, a template or an installed package changes. */
function sourceKey() {
  const hash = createHash('sha256');
  for (const rel of ['src', 'templates']) {
    for (const entry of readdirSync(path.join(root, rel), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(file);
      hash.update(`${file}\0${size}\0${mtimeMs}\n`);
    }
  }
  for (const rel of ['package.json', 'node_modules/.package-lock.json']) {
    const file = path.join(root, rel);
    if (existsSync(file)) hash.update(`${rel}\0${statSync(file).mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}
