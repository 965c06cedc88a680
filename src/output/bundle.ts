// The browser's code: the runtime, bundled and minified into one file named by
// its content hash; search, a module of its own that the runtime imports only
// when the reader opens it; and the tiny head script that each page carries inline.
// Both are built from src/client with esbuild; the hashes of inline scripts go
// into each page's Content-Security-Policy.
import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { fromPackage } from '../package-root.ts';
import { SiteError } from '../errors.ts';
import { GENERATED_DIR } from '../shared/paths.ts';
import { contentHash } from '../hash.ts';
import type { OutputFile } from '../types.ts';

export interface ClientBundle {
  /** URL of the runtime script. */
  scriptUrl: string;
  /** The runtime and the search module. */
  files: OutputFile[];
  /** The inline head script, and its CSP source expression ('sha256-...'). */
  headScript: string;
  headScriptHash: string;
}

interface ClientCode { runtime: string; head: string; search: string; searchName: string }

let cached: Promise<ClientCode> | undefined;

// In the launcher's bundle (bin/bundle.js), which is made again whenever a
// source changes, the browser code is bundled once too and kept beside it:
// a build then reads it instead of running esbuild three times.
declare const DOCS_BUNDLE: boolean | undefined;
const KEPT_CLIENT = typeof DOCS_BUNDLE === 'boolean' ? new URL('./client.json', import.meta.url) : undefined;

let devClient: Promise<string> | undefined;

/** The live-reload client of `docs serve` (src/client/dev.ts): never part of a build's output. */
export function bundleDevClient(): Promise<string> {
  devClient ??= bundle('src/client/dev.ts');
  return devClient;
}

export async function bundleClient(baseUrl: string): Promise<ClientBundle> {
  // The sources are the generator's own, so one bundle serves every build of a process.
  cached ??= KEPT_CLIENT ? readKept(KEPT_CLIENT).catch(() => keep(KEPT_CLIENT, bundleAll())) : bundleAll();
  const { runtime, head, search, searchName } = await cached.catch((err) => {
    cached = undefined;
    throw err;
  });
  const assets = `${baseUrl.slice(1)}${GENERATED_DIR}/assets/`;
  const runtimeName = `runtime.${contentHash(runtime)}.js`;
  return {
    scriptUrl: `/${assets}${runtimeName}`,
    files: [{ path: assets + runtimeName, contents: runtime }, { path: assets + searchName, contents: search }],
    headScript: head,
    headScriptHash: cspHash(head),
  };
}

async function bundleAll(): Promise<ClientCode> {
  const search = await bundle('src/client/search/dialog.ts', 'esm');
  // The runtime finds the search module next to itself, by a name that changes with its content.
  const searchName = `search.${contentHash(search)}.js`;
  const [runtime, head] = await Promise.all([bundle('src/client/index.ts', 'iife', { SEARCH_MODULE: JSON.stringify(searchName) }), bundle('src/client/head.ts')]);
  return { runtime, head, search, searchName };
}

async function readKept(file: URL): Promise<ClientCode> {
  const code = JSON.parse(await readFile(file, 'utf8')) as ClientCode;
  if (![code.runtime, code.head, code.search, code.searchName].every((s) => typeof s === 'string' && s)) throw new Error('incomplete');
  return code;
}

/** Writes the code beside the launcher's bundle, whole or not at all (another `docs` may read it at the same time). */
async function keep(file: URL, made: Promise<ClientCode>): Promise<ClientCode> {
  const code = await made;
  const staging = new URL(`${file.href}.${process.pid}`);
  await writeFile(staging, JSON.stringify(code)).then(() => rename(staging, file)).catch(() => {});
  return code;
}

async function bundle(entry: string, format: 'iife' | 'esm' = 'iife', define: Record<string, string> = {}): Promise<string> {
  try {
    const result = await build({
      entryPoints: [fromPackage(entry)],
      bundle: true,
      minify: true,
      write: false,
      format,
      define,
      target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
      logLevel: 'silent',
      legalComments: 'none',
    });
    // The wrapper function keeps the script's names out of the page's globals; strict mode adds nothing here.
    return result.outputFiles[0].text.trim().replace(/^"use strict";/, '');
  } catch (err) {
    throw new SiteError(`Could not bundle the browser runtime (${entry}): ${(err as Error).message}`, { cause: err });
  }
}

/** The CSP source expression that allows exactly this inline script. */
export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}
