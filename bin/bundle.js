// Bundles the generator (src/, templates/ and their packages) into a few plain
// JavaScript files the first time `docs` runs after a change, and reuses them
// after that. Node then loads a handful of files instead of several hundred,
// and transforms no TypeScript: `docs` starts in a fraction of the time.
//
// The bundles are CommonJS scripts so that they can be run with a V8 code
// cache (loadBundled): after the first build, the bytecode of every function
// that build ran is kept beside the bundle, and later runs skip parsing and
// compiling it. A few packages are bundled with small changes that make them
// faster (package-patches.js).
import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * V8 optimises a function once it has run for a while: its "interrupt budget",
 * 67,584 bytes of bytecode by default. A build is short, and with that budget a
 * cold build of 55 pages spent about a fifth of its CPU time optimising
 * functions that then ran only a little longer. A budget about four times as
 * large cut that CPU by 15-20 % and the time by about a tenth, and made the
 * 1000-page build no slower (npm run bench; A/B runs in one session).
 *
 * Each thread of a build compiles its own optimised code, on the same two
 * cores that run the pages: a quarter of a 1,000-page build's CPU time went to
 * compiling. Without inlining, TurboFan compiles much less, and the code it
 * makes runs about as fast on the pages' work: api-1000 0.94x wall and 0.93x
 * CPU in 9 alternating pairs, api-5000 the same (0.99x wall).
 */
const V8_FLAGS = '--interrupt-budget=250000 --no-turbo-inlining';

/** Sets the V8 flags of a `docs` process: before any code is compiled (a code cache is only valid under the flags it was made with) and before any worker starts. */
export function tuneV8() {
  v8.setFlagsFromString(V8_FLAGS);
}

/** The path of one bundled entry (cli, build, worker, spec-check), bundling first when the sources changed. */
export async function bundled(entry) {
  const key = sourceKey();
  const made = bundleFolders().map((folder) => path.join(folder, key)).find((dir) => existsSync(path.join(dir, 'cli.cjs')));
  const dir = made ?? path.join(writableBundleFolder(), key);
  if (!made) {
    const staging = `${dir}.tmp-${process.pid}`;
    // esbuild and the patches are loaded only to bundle: most runs find the bundle made.
    const { build } = await import('esbuild');
    const { patchPackages } = await import('./package-patches.js');
    await build({
      absWorkingDir: root,
      entryPoints: { cli: 'src/cli.ts', build: 'src/build.ts', worker: 'src/pages/worker.ts', 'spec-check': 'src/openapi/check-worker.ts', structure: 'src/openapi/structure.ts' },
      outdir: staging,
      outExtension: { '.js': '.cjs' },
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      minifyWhitespace: true,
      minifySyntax: true,
      // esbuild runs a binary of its own, so it stays a package import, by its path: the bundle may live outside the package.
      external: [ESBUILD],
      define: {
        DOCS_PACKAGE_ROOT: JSON.stringify(root),
        DOCS_BUNDLE: 'true',
        'process.env.NODE_ENV': '"production"',
        'import.meta.url': '__docsModuleUrl',
      },
      banner: { js: 'var __docsModuleUrl = require("node:url").pathToFileURL(__filename).href;' },
      alias: { esbuild: ESBUILD },
      plugins: [patchPackages],
      logLevel: 'silent',
    });
    // OpenAPI's schemas, compiled into validators now rather than by every build that checks a document (structure.ts).
    try {
      createRequire(import.meta.url)(path.join(staging, 'structure.cjs')).writeStructureValidators();
    } catch {
      // a build compiles them itself
    }
    try {
      renameSync(staging, dir);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another `docs` got there first
    }
    pruneOldBundles(path.dirname(dir), dir);
  }
  return path.join(dir, `${entry}.cjs`);
}

/**
 * Runs one bundled entry with its V8 code cache, if one was kept, and returns
 * its exports. saveCodeCache() keeps the bytecode compiled so far for the next
 * run; it does nothing when a valid cache was used.
 */
export async function loadBundled(entry) {
  const file = await bundled(entry);
  const cacheFile = `${file}.v8-cache`;
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // first run of this bundle
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname, __docsImport) {${readFileSync(file, 'utf8')}\n})`, {
    filename: file,
    cachedData,
  });
  const module = { exports: {} };
  // import() is not available to code run by vm.Script without an experimental flag: the bundle gets this module's.
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file), (url) => import(url));
  const cacheUsed = cachedData !== undefined && !script.cachedDataRejected;
  return {
    exports: module.exports,
    saveCodeCache() {
      if (cacheUsed) return;
      const staging = `${cacheFile}.tmp-${process.pid}`;
      try {
        writeFileSync(staging, script.createCachedData());
        renameSync(staging, cacheFile);
      } catch {
        rmSync(staging, { force: true }); // a read-only install: run without the cache
      }
    },
  };
}

/** Runs the bundled CLI, as `docs` does: main(argv) with the launcher's hooks. Returns the exit code. */
export async function runBundledCli(argv) {
  tuneV8();
  const cli = await loadBundled('cli');
  return cli.exports.main(argv, {
    loadBuild: async () => (await loadBundled('build')).exports.build,
    built: cli.saveCodeCache,
  });
}

const ESBUILD = createRequire(path.join(root, 'package.json')).resolve('esbuild');

/**
 * Where bundles may be kept, in order: beside the package's own packages; when
 * the package cannot be written (a global or read-only install), the user's
 * cache folder; else a temporary folder of the user's own.
 */
function bundleFolders() {
  const userCache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return [
    path.join(root, 'node_modules', '.cache', 'docs', 'bin'),
    path.join(userCache, 'docs', 'bin'),
    path.join(os.tmpdir(), `docs-${process.getuid?.() ?? os.userInfo().username}`, 'bin'),
  ];
}

function writableBundleFolder() {
  const folders = bundleFolders();
  for (const folder of folders) {
    try {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      accessSync(folder, constants.W_OK);
      // A shared temporary folder: only one that is the user's own and that no one else can write.
      const { uid, mode } = statSync(path.dirname(folder));
      if (folder === folders[2] && process.getuid && (uid !== process.getuid() || mode & 0o022)) continue;
      return folder;
    } catch {
      // not writable: try the next
    }
  }
  throw new Error(`docs cannot keep its bundle in any of: ${folders.join(', ')}; make one of them writable`);
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

/** Changes whenever the launcher, a source file, a template or an installed package changes. */
function sourceKey() {
  const hash = createHash('sha256');
  for (const rel of ['bin', 'src', 'templates']) {
    for (const entry of readdirSync(path.join(root, rel), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(file);
      hash.update(`${file}\0${size}\0${mtimeMs}\n`);
    }
  }
  // The packages installed beside the package's own, or in the project that installed it.
  const installed = path.basename(path.dirname(root)) === 'node_modules' ? [path.join(path.dirname(root), '.package-lock.json')] : [];
  for (const file of [path.join(root, 'package.json'), path.join(root, 'node_modules/.package-lock.json'), ...installed]) {
    if (existsSync(file)) hash.update(`${file}\0${statSync(file).mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}
