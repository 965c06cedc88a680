// A build kept warm: docs serve and docs build --watch rebuild through one
// session, which keeps what the last build did (the cache), runs one build at a
// time, and never throws: a failed rebuild leaves the last good output served.
import path from 'node:path';
import { BuildFailure, SiteError, StaleRead, toSiteError } from '../errors.ts';
import { createCache } from '../cache.ts';
import { writeOutput } from '../output/write.ts';
import { updateSite, type BuiltFiles, type ServedSite } from './served.ts';
import { createPagePool } from '../pages/pool.ts';
import type { build as buildFunction, BuildOptions } from '../build.ts';
import type { OutputFile, SiteConfig } from '../types.ts';

/** After a rebuild, how long the browser gets to fetch the reloaded page before the search index is built (which holds the thread). */
const SEARCH_DELAY_MS = 150;

export type Build = typeof buildFunction;

export type RebuildResult =
  | { ok: true; ms: number; pages: number; buildId: string; changedUrls: string[]; warnings: SiteError[]; notes: SiteError[] }
  /** `pages`: the URL of the page each error is about, where it is one; `served`: the site was empty, and now serves the pages that built. */
  | { ok: false; ms: number; errors: SiteError[]; pages: (string | undefined)[]; served: boolean };

export interface SessionOptions extends Pick<BuildOptions, 'root' | 'env' | 'devScriptUrl'> {
  /** docs serve keeps the site in memory (`served`); build --watch replaces the output folder whole, like docs build. */
  mode: 'serve' | 'build';
  /** build --watch: the output folder (default: the config's). */
  out?: string;
  loadBuild: () => Promise<Build>;
}

export interface Session {
  /** Rebuilds; `changed` are the absolute paths changed since the last build (all files are read when absent); `stale`: see BuildOptions. */
  rebuild(changed?: string[], reloadCode?: boolean, stale?: () => boolean): Promise<RebuildResult>;
  close(): Promise<void>;
}

export interface ServingSession extends Session {
  /** The files of the last good build, search index included once it is made. */
  served(): ServedSite;
  /** The config of the last build that read it. */
  config(): SiteConfig | undefined;
  /** The files besides the content folders that the last build read: the config's, and the OpenAPI documents'. */
  inputs(): string[];
}

export function createSession(options: SessionOptions): ServingSession {
  const cache = createCache();
  // Served as it is: a rebuild changes it at once, in place (served.ts).
  const output = new Map<string, OutputFile['contents']>();
  let build: Build | undefined;
  let first = true;
  /** The files of the build that `output` holds (the search files aside, which come later). */
  let served: BuiltFiles | undefined;
  // Warm workers make a rebuild that touches every page (a title edit) several times faster; docs serve's server
  // answers on this thread, which a large page must not hold for seconds.
  const newPool = () => createPagePool(undefined, { keepMainThreadFree: options.mode === 'serve' });
  let pool = newPool();
  // The search index of the latest build, made after its reload went out (see scheduleSearch).
  let generation = 0;
  let searchTimer: NodeJS.Timeout | undefined;
  const scheduleSearch = (index: () => OutputFile[]) => {
    const mine = ++generation;
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => {
      if (mine !== generation) return; // a newer build has its own
      const fresh = index();
      // The index's folders hold the new index's files only.
      const dirs = new Set(fresh.map((f) => path.posix.dirname(f.path)));
      for (const file of output.keys()) if (dirs.has(path.posix.dirname(file))) output.delete(file);
      for (const file of fresh) output.set(file.path, file.contents);
    }, SEARCH_DELAY_MS);
  };

  return {
    served: () => output,
    config: () => cache.config,
    inputs: () => [...(cache.config?.configInputs ?? []), ...[...cache.apis.values()].flatMap((read) => read.files)],
    async rebuild(changed, reloadCode = false, stale) {
      const started = performance.now();
      generation++;
      try {
        if (!build || reloadCode) {
          build = await options.loadBuild();
          await pool.close(); // workers with the code just replaced
          pool = newPool();
        }
        // After a failure, read everything again: the cache may not know what changed meanwhile.
        const result = await build({
          root: options.root, env: options.env, devScriptUrl: options.devScriptUrl,
          out: options.out, write: false, cache, diskCache: first, changed: first ? undefined : changed, pool,
          deferSearch: options.mode !== 'build' && !first, drafts: options.mode === 'serve', stale: first ? undefined : stale,
        });
        if (options.mode === 'build') await writeOutput(result.outDir, result.files);
        const changedUrls = updateSite(output, result.output, served);
        served = result.output;
        if (first && cache.apis.size) (await import('../openapi/source.ts')).checkUnitsAhead(cache);
        first = false;
        if (result.pendingSearch) scheduleSearch(result.pendingSearch);
        return { ok: true, ms: performance.now() - started, pages: result.pages, buildId: result.buildId, changedUrls, warnings: result.warnings, notes: result.notes };
      } catch (err) {
        // A file changed while it read it, which the watcher sees, and builds again (what this one read is kept by key, like any build's).
        if (err instanceof StaleRead) return { ok: false, ms: performance.now() - started, errors: [], pages: [], served: false };
        const failure = err instanceof BuildFailure ? err : undefined;
        // With nothing served yet (a first build that failed), the pages that built are better than a 404 for each.
        const serveBuilt = options.mode === 'serve' && output.size === 0 && failure?.built !== undefined;
        if (serveBuilt) {
          updateSite(output, failure!.built!.output);
          served = failure!.built!.output;
        } else if (options.mode === 'serve' && failure?.built) {
          // A page new since the last good build is served as this build made it, its errors shown over it, rather than
          // a 404; the pages served already stay as they were.
          for (const pages of failure.built.output.pages) for (const page of pages) for (const file of page.files ?? []) if (!output.has(file.path)) output.set(file.path, file.contents);
        }
        first = output.size === 0;
        cache.content.clear();
        const errors = failure ? failure.errors : [toSiteError(err)];
        return { ok: false, ms: performance.now() - started, errors, pages: failure?.built?.pages ?? errors.map(() => undefined), served: serveBuilt };
      }
    },
    async close() {
      generation++;
      clearTimeout(searchTimer);
      await pool.close();
    },
  };
}
