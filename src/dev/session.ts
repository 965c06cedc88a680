// A build kept warm: docs serve and docs build --watch rebuild through one
// session, which keeps what the last build did (the cache), runs one build at a
// time, and never throws: a failed rebuild leaves the last good output served.
import path from 'node:path';
import { SiteError, BuildFailure, toSiteError } from '../errors.ts';
import { createCache } from '../cache.ts';
import { writeOutput } from '../output/write.ts';
import { syncOutput, type OutputState } from './output.ts';
import { createPagePool } from '../pages/pool.ts';
import type { build as buildFunction, BuildOptions } from '../build.ts';
import type { OutputFile } from '../types.ts';

/** After a rebuild, how long the browser gets to fetch the reloaded page before the search index is built (which holds the thread). */
const SEARCH_DELAY_MS = 150;

export type Build = typeof buildFunction;

export type RebuildResult =
  | { ok: true; ms: number; pages: number; buildId: string; changedUrls: string[]; warnings: SiteError[] }
  | { ok: false; ms: number; errors: SiteError[] };

export interface SessionOptions extends Pick<BuildOptions, 'root' | 'env' | 'devScriptUrl'> {
  /** The folder to keep up to date. */
  out: string;
  /** docs serve updates the files that changed; build --watch replaces the folder whole, like docs build. */
  mode: 'serve' | 'build';
  loadBuild: () => Promise<Build>;
}

export interface Session {
  /** Rebuilds; `changed` are the absolute paths changed since the last build (all files are read when absent). */
  rebuild(changed?: string[], reloadCode?: boolean): Promise<RebuildResult>;
  close(): Promise<void>;
}

export function createSession(options: SessionOptions): Session {
  const cache = createCache();
  let output: OutputState = new Map();
  let build: Build | undefined;
  let first = true;
  // Warm workers make a rebuild that touches every page (a title edit) several times faster.
  let pool = createPagePool();
  // The search index of the latest build, made after its reload went out (see scheduleSearch).
  let generation = 0;
  let searchTimer: NodeJS.Timeout | undefined;
  let searchWrite: Promise<void> = Promise.resolve();
  const scheduleSearch = (files: OutputFile[], index: () => OutputFile[]) => {
    const mine = ++generation;
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => {
      if (mine !== generation) return; // a newer build has its own
      const fresh = index();
      const dirs = new Set(fresh.map((f) => path.posix.dirname(f.path)));
      const all = [...files.filter((f) => !dirs.has(path.posix.dirname(f.path))), ...fresh];
      searchWrite = syncOutput(options.out, output, all).then(({ state }) => {
        if (mine === generation) output = state;
      }).catch(() => {});
    }, SEARCH_DELAY_MS);
  };

  return {
    async rebuild(changed, reloadCode = false) {
      const started = performance.now();
      generation++;
      await searchWrite; // one writer at a time in the output folder
      try {
        if (!build || reloadCode) {
          build = await options.loadBuild();
          await pool.close(); // workers with the code just replaced
          pool = createPagePool();
        }
        // After a failure, read everything again: the cache may not know what changed meanwhile.
        const result = await build({
          root: options.root, env: options.env, devScriptUrl: options.devScriptUrl,
          out: options.out, write: false, cache, diskCache: first, changed: first ? undefined : changed, pool,
          deferSearch: options.mode !== 'build' && !first,
        });
        let changedUrls: string[] = [];
        if (options.mode === 'build' || first) {
          await writeOutput(options.out, result.files);
          output = new Map(result.files.map((f) => [f.path, f.contents]));
        } else {
          ({ state: output, changedUrls } = await syncOutput(options.out, output, result.files));
        }
        first = false;
        if (result.pendingSearch) scheduleSearch(result.files, result.pendingSearch);
        return { ok: true, ms: performance.now() - started, pages: result.pages, buildId: result.buildId, changedUrls, warnings: result.warnings };
      } catch (err) {
        first = output.size === 0;
        cache.content.clear();
        const errors = err instanceof BuildFailure ? err.errors : [toSiteError(err)];
        return { ok: false, ms: performance.now() - started, errors };
      }
    },
    async close() {
      generation++;
      clearTimeout(searchTimer);
      await searchWrite;
      await pool.close();
    },
  };
}
