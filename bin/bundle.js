// Bundles the generator (src/, templates/ and their packages) into a few plain
// JavaScript files the first time `docs` runs after a change, and reuses them
// after that. Node then loads a handful of files instead of several hundred,
// and transforms no TypeScript: `docs` starts in a fraction of the time.
//
// The bundles are CommonJS scripts so that they can be run with a V8 code
// cache (loadBundled): after the first build, the bytecode of every function
// that build ran is kept beside the bundle, and later runs skip parsing and
// compiling it.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
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
 */
const V8_FLAGS = '--interrupt-budget=250000';

/**
 * Small changes to packages' code, made as they are bundled, where the code
 * spends a build's time for nothing. Each edit names the exact code
 * it replaces; when an installed version no longer has it, the package is
 * bundled as published (correct, only slower), and a test says so
 * (test/unit/package-patches.test.ts, which also checks that nothing parses
 * differently).
 */
export const PACKAGE_PATCHES = [
  {
    // mdast-util-from-markdown calls a handler for nearly every micromark event
    // (about 1,400 a page), each time with a fresh copy of its compile context
    // that differs only in sliceSerialize. The handlers never keep `this` or
    // write to it (only to this.data), so one copy per document, with
    // sliceSerialize set for each event, does the same. Cold 55-page builds:
    // median 880 ms against 970 ms (15 alternating runs each).
    module: 'mdast-util-from-markdown/lib/index.js',
    edits: [
      [
        '    /** @type {Array<number>} */\n    const listStack = [];',
        '    const handlerContext = {...context, sliceSerialize: undefined};\n    /** @type {Array<number>} */\n    const listStack = [];',
      ],
      [
        '        handler[events[index][1].type].call({\n          ...context,\n          sliceSerialize: events[index][2].sliceSerialize\n        }, events[index][1]);',
        '        handlerContext.sliceSerialize = events[index][2].sliceSerialize;\n        handler[events[index][1].type].call(handlerContext, events[index][1]);',
      ],
    ],
  },
  {
    // js-yaml 3 (gray-matter's YAML parser) loads esprima, which it needs only
    // for !!js/function in its full schema, from node_modules at run time,
    // outside the bundle and its code cache: about 7 ms of every build.
    // gray-matter reads front matter with the safe schema, which has no such
    // type, so the function type's parser is never used.
    module: 'js-yaml/lib/js-yaml/type/js/function.js',
    edits: [["  esprima = _require('esprima');\n", '']],
  },
  {
    // micromark-util-subtokenize notes where each embedded chunk's events
    // land in an object keyed by event index. Every call makes a new one and
    // sets its first key near the chunk's index, so V8 gives it a backing
    // array that long, mostly holes, and Object.assign then walks all of it:
    // for a page of 1,400 events, a tenth of everything a build allocates. A
    // Map holds the same keys. Cold 55-page builds (6 CPU profiles each):
    // 34 ms in this module instead of 47, and 8 ms less garbage collection.
    module: 'micromark-util-subtokenize/index.js',
    edits: [
      ['  /** @type {Record<string, number>} */\n  const jumps = {};', '  const jumps = new Map();'],
      ['    while (index in jumps) {\n      index = jumps[index];\n    }', '    while (jumps.has(index)) {\n      index = jumps.get(index);\n    }'],
      ['        Object.assign(jumps, subcontent(events, index));\n        index = jumps[index];', '        for (const [from, to] of subcontent(events, index)) jumps.set(from, to);\n        index = jumps.get(index);'],
      ['  /** @type {Record<string, number>} */\n  const gaps = {};', '  const gaps = new Map();'],
      ['    gaps[adjust + jumps[index][0]] = adjust + jumps[index][1];', '    gaps.set(adjust + jumps[index][0], adjust + jumps[index][1]);'],
    ],
  },
  {
    // mdast-util-to-hast looks for link definitions with unist-util-visit,
    // which makes a closure and an array of ancestors for every node of the
    // page. A plain walk finds the same nodes in the same order, without the
    // garbage: about 10 ms of a cold 55-page build (6 CPU profiles each).
    module: 'mdast-util-to-hast/lib/state.js',
    edits: [
      ['\n  visit(tree, function (node) {\n', '\n  eachNode(tree, function (node) {\n'],
      ['const own = {}.hasOwnProperty\n', 'const own = {}.hasOwnProperty\n\nfunction eachNode(node, visitor) {\n  visitor(node)\n  if (node.children) for (const child of node.children) eachNode(child, visitor)\n}\n'],
    ],
  },
];

/** A package's code with its patch, or undefined when the patch no longer fits it (each edit must match exactly once). */
export function patchedSource(patch, code) {
  for (const [find, replace] of patch.edits) {
    if (code.split(find).length !== 2) return undefined;
    code = code.replace(find, () => replace);
  }
  return code;
}

export const patchPackages = {
  name: 'patch-packages',
  setup(build) {
    for (const patch of PACKAGE_PATCHES) {
      // Wherever npm installed the package: in ours, or in the project that installed us.
      const filter = new RegExp(`[\\\\/]node_modules[\\\\/]${patch.module.replace(/[.]/g, '\\.').replace(/\//g, '[\\\\/]')}$`);
      build.onLoad({ filter }, (args) => {
        const contents = patchedSource(patch, readFileSync(args.path, 'utf8'));
        return contents === undefined ? undefined : { contents, loader: 'js' };
      });
    }
  },
};

/** Sets the V8 flags of a `docs` process: before any code is compiled (a code cache is only valid under the flags it was made with) and before any worker starts. */
export function tuneV8() {
  v8.setFlagsFromString(V8_FLAGS);
}

/** The path of one bundled entry (cli, build, worker), bundling first when the sources changed. */
export async function bundled(entry) {
  const dir = path.join(root, 'node_modules', '.cache', 'docs', 'bin', sourceKey());
  if (!existsSync(path.join(dir, 'cli.cjs'))) {
    const staging = `${dir}.tmp-${process.pid}`;
    // esbuild is loaded only to bundle: most runs find the bundle made.
    const { build } = await import('esbuild');
    await build({
      absWorkingDir: root,
      entryPoints: { cli: 'src/cli.ts', build: 'src/build.ts', worker: 'src/pages/worker.ts' },
      outdir: staging,
      outExtension: { '.js': '.cjs' },
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      minifyWhitespace: true,
      minifySyntax: true,
      // esbuild runs a binary of its own, so it stays a package import.
      external: ['esbuild'],
      define: {
        DOCS_PACKAGE_ROOT: JSON.stringify(root),
        DOCS_BUNDLE: 'true',
        'process.env.NODE_ENV': '"production"',
        'import.meta.url': '__docsModuleUrl',
      },
      banner: { js: 'var __docsModuleUrl = require("node:url").pathToFileURL(__filename).href;' },
      plugins: [patchPackages],
      logLevel: 'silent',
    });
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
  for (const rel of ['package.json', 'node_modules/.package-lock.json']) {
    const file = path.join(root, rel);
    if (existsSync(file)) hash.update(`${rel}\0${statSync(file).mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}
