// `docs build`: the pipeline, top to bottom. Each stage takes data and returns
// data; only loading the config, scanning content and writing output touch the
// disk, so a whole build can run in memory (`write: false`) in a test.
import path from 'node:path';
import { loadConfig } from './config.ts';
import { BuildFailure, SiteError, distinctProblems } from './errors.ts';
import { checkConfigLinks, checkRedirects } from './routes/links.ts';
import { isWarning } from './problems.ts';
import { placeholderValues } from './placeholders.ts';
import { loadStylesheet } from './output/assets.ts';
import { bundleClient } from './output/bundle.ts';
import { sharedFiles, type Shell } from './render/site.ts';
import { redirectFiles } from './render/redirects.ts';
import { memoryOutput, openOutput } from './output/write.ts';
import { removeLeftovers, restoreOutput } from './output/leftovers.ts';
import { readRecord } from './output/record.ts';
import { createCache, type BuildCache } from './cache.ts';
import { derive } from './reuse.ts';
import { ResultStore } from './result-store.ts';
import { CacheWrites } from './cache-files.ts';
import { readVersion } from './pipeline/read.ts';
import { scanContent } from './content/scan.ts';
import { staticFolder } from './output/static.ts';
import { renderVersion } from './pipeline/render.ts';
import type { ReadVersion } from './pipeline/read.ts';
import { createPagePool, type PagePool } from './pages/pool.ts';
import type { BuildResult, OutputFile, Timer } from './types.ts';
import { runsScript, type PagePolicy } from './render/csp.ts';

export interface BuildOptions {
  root: string;
  /** Output folder; default: the config's outDir, else <root>/dist. */
  out?: string;
  /** false: build in memory and return the files without writing them. */
  write?: boolean;
  env?: Record<string, string | undefined>;
  /** Threads for the pages; default: one per core. */
  threads?: number;
  /** What earlier builds of this process left to reuse (docs serve, build --watch); updated in place. */
  cache?: BuildCache;
  /** false: neither read nor write the markdown cache on disk, nor link unchanged files of the previous output (--no-cache). */
  diskCache?: boolean;
  /** With `cache`: the absolute paths of the files changed since its build; only those are read again. */
  changed?: string[];
  /** Build the pages marked draft in their front matter (docs serve; docs build leaves them out). */
  drafts?: boolean;
  /** docs serve: pages load its live-reload script from this URL. */
  devScriptUrl?: string;
  /**
   * docs serve: whether a changed file changed again while the build read it (a save caught between an editor's truncating
   * a large file and its writing it): the build then stops once its sources are read, before it makes a page (StaleRead).
   */
  stale?: () => boolean;
  /** docs serve: the result's `pendingSearch` builds the search files, after the reload (the files hold the last ones meanwhile). */
  deferSearch?: boolean;
  /** Worker threads kept between builds (docs serve); by default each build starts and stops its own. */
  pool?: PagePool;
  onProgress?: (stage: string, done: number, total: number) => void;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  // A build's own worker threads start as soon as it knows it has pages enough for them, and load while the pages are read.
  const pool = options.pool ?? createPagePool(options.threads);
  try {
    return await buildSite(options, pool);
  } finally {
    if (!options.pool) await pool.close();
  }
}

async function buildSite(options: BuildOptions, pool: PagePool): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  const time: Timer = async (stage, run) => {
    const start = performance.now();
    try {
      return await run();
    } finally {
      timings[stage] = (timings[stage] ?? 0) + performance.now() - start;
    }
  };

  const cache = options.cache ?? createCache();
  // The config is read again when it, or a file it imports (a component), changed.
  const reuseConfig = cache.config && options.changed && !options.changed.some((file) => cache.config!.configInputs.includes(file));
  const config = reuseConfig ? cache.config! : await time('config', () => loadConfig({ root: options.root, out: options.out, env: options.env }));
  // A build killed while swapping its output in may have left none in place: the last complete one is put back first,
  // so that whatever this build does (fails, is killed too), the output folder holds a whole site.
  const restored = options.write === false ? [] : await time('write', () => restoreOutput(config.outDir));
  const useDisk = options.diskCache !== false;
  // docs build keeps markdown results on disk, read a page at a time; docs serve and build --watch keep them in memory.
  // Every write to the cache folder goes through one object: the first that fails (a full disk) stops the others, and is said once.
  const cacheWrites = new CacheWrites(config.cacheDir);
  const store = useDisk ? await time('cache', () => ResultStore.open(config.cacheDir, cacheWrites)) : undefined;
  // What the last build wrote into the output folder, which this one may keep.
  const recordFile = options.write !== false && useDisk ? path.join(config.cacheDir, 'output.json') : undefined;
  const { record, note: recordNote } = recordFile ? await time('cache', () => readRecord(recordFile, config.outDir)) : {};
  // The same object while the config is (what is keyed by it is worked out again only when it changes).
  const placeholders = derive('placeholders', config, [], () => placeholderValues(config));
  // Every version is read before any page is rendered: a page's version menu needs the routes of all of them.
  const changed = options.changed && new Set(options.changed);
  const statics = await time('scan', () => {
    if (!config.staticDir) return staticFolder({ markdown: [], assets: [] }, '', config.baseUrl);
    // Kept apart from a content folder's scan: a site whose images are among its pages (Mintlify's /images/…) has its
    // content folder as its static folder too, whose pages are then not static files.
    const cached = `static ${config.staticDir}`;
    const previous = cache.content.get(cached);
    const tree = scanContent(config.staticDir, previous && changed ? { previous, changed } : undefined, 'static folder', config.root);
    cache.content.set(cached, tree);
    const pagesToo = config.versions.some((version) => version.contentDir === config.staticDir);
    return staticFolder(pagesToo ? { ...tree, markdown: [] } : tree, config.staticDir, config.baseUrl);
  });
  const versions = await Promise.all(config.versions.map((version) => readVersion(version, config, placeholders, {
    // The workers start early for a build that will render its pages; one with a previous output to keep them from
    // (a warm build) starts them only if the pages stage has pages enough to run.
    time, cache, changed, staticFiles: statics.paths, drafts: options.drafts, store, stale: options.stale, inMemory: Boolean(options.cache), onPages: (pages) => {
      if (!record) pool.prepare(pages);
    },
  })));
  let errors = [...statics.errors, ...versions.flatMap((v) => v.errors)];
  errors.push(...checkConfigLinks(config, placeholders, versions[0].manifest));

  const shell: Shell = await time('assets', async () => {
    const [stylesheet, client] = await Promise.all([loadStylesheet(config.baseUrl), bundleClient(config.baseUrl)]);
    return { stylesheet, client, devScriptUrl: options.devScriptUrl };
  });

  // Pages are written as they are rendered, into a folder that replaces the output only if the build succeeds.
  const memory = options.write === false ? memoryOutput() : undefined;
  const output = memory ?? openOutput(config.outDir, { recordFile, cacheWrites, previous: record });
  let warnings: SiteError[] = versions.flatMap((v) => v.warnings);
  for (const problem of checkRedirects(config, versions.map((v) => v.manifest))) (isWarning(problem, config) ? warnings : errors).push(problem);
  const notes: SiteError[] = [...restored, ...statics.notes, ...versions.flatMap((v) => v.notes)];
  // The folders that killed builds left beside the output, before this one makes its own.
  if (!memory) notes.push(...(await time('write', () => removeLeftovers(config.outDir))));
  let pages = 0;
  let buildId = '';
  let current: Awaited<ReturnType<typeof renderVersion>> | undefined;
  const policies: PagePolicy[] = [];
  const pendingSearch: (() => OutputFile[])[] = [];
  let size: { bytes: number; files: number };
  try {
    for (const file of statics.files) output.add(file);
    for (const [at, version] of versions.entries()) {
      const rendered = await renderVersion(version, at, versions, {
        config, placeholders, shell, time, cache, output, store, inMemory: Boolean(options.cache), record,
        pool, deferSearch: options.deferSearch, onProgress: options.onProgress,
      });
      if (rendered.pendingSearch) pendingSearch.push(rendered.pendingSearch);
      // One at a time: a version's problems may be more than a call's arguments can be (tens of thousands on a large, broken folder).
      for (const e of rendered.errors) errors.push(e);
      for (const w of rendered.warnings) warnings.push(w);
      for (const n of rendered.notes) notes.push(n);
      pages += rendered.pages;
      for (const policy of rendered.policies) policies.push(policy);
      if (at === 0) current = rendered;
    }
    if (current) {
      // The writers' own files a browser could run script in are served sandboxed: the static folder's and the media of every version.
      const sandboxed = [...statics.files.map((file) => `/${file.path}`), ...versions.flatMap((v) => Object.values(v.media))].filter(runsScript);
      const sitemaps = config.versions[0].locale ? config.versions.map((v) => v.baseUrl) : undefined;
      for (const file of sharedFiles(current.site, current.shared, shell, sandboxed, policies, sitemaps)) output.add(file);
      for (const file of redirectFiles(config.redirects, current.site, versions.map((v) => v.manifest))) output.add(file);
      buildId = current.site.buildId;
    }
    cache.config = config;
    // The OpenAPI documents' checks, which a large document's ran beside the pages (the store keeps what they found).
    for (const version of versions) {
      const found = await version.apiChecks;
      for (const e of found.errors) errors.push(e);
      for (const w of found.warnings) warnings.push(w);
    }
    if (store?.changed) await time('cache', () => store.save().catch((err) => cacheWrites.fail(err)));
    // A partial, or an OpenAPI description that many operations share, is checked on every page that shows it: its
    // problem is one, said once.
    errors = distinctProblems(errors);
    warnings = distinctProblems(warnings);
    if (errors.length) {
      throw new BuildFailure(errors, {
        cacheDir: config.cacheDir, warnings,
        built: memory && { output: { pages: memory.pages, others: memory.others }, buildId, pages: errors.map((e) => pageUrl(e.file, versions)) },
      });
    }
    size = await time('write', () => output.finish());
    // What was wrong with the cache, and whether it could be saved: said once, after the pages (which find the damage).
    for (const note of [recordNote, ...(store?.notes ?? []), cacheWrites.note()]) if (note) notes.push(note);
    // Only what this build used stays, so that a long `docs serve` does not grow without end.
    cache.results.settle();
  } catch (err) {
    await output.abort();
    throw err;
  }
  const searchLater = pendingSearch.length ? () => pendingSearch.flatMap((index) => index()) : undefined;
  return {
    // The paths written are listed when asked (docs serve never asks; each rebuild would list every file).
    pages, get files() { return memory?.files ?? []; }, output: { pages: memory?.pages ?? [], others: memory?.others ?? [] },
    get written() { return output.written; }, kept: output.kept, warnings, notes, timings,
    outDir: config.outDir, cacheDir: config.cacheDir, bytes: memory ? undefined : size.bytes, get fileCount() { return size.files; }, buildId, pendingSearch: searchLater,
  };
}

/** The URL of the page a content file is, if it is one (an error names the file it was found in, in full). */
function pageUrl(file: string | undefined, versions: ReadVersion[]): string | undefined {
  if (!file) return undefined;
  for (const { version, manifest } of versions) {
    const rel = path.relative(version.contentDir, file).split(path.sep).join('/');
    const skipped = version.skip?.some((dir) => rel.startsWith(`${dir}/`));
    if (!rel.startsWith('..') && !path.isAbsolute(rel) && !skipped) return manifest.byFile.get(rel)?.url;
  }
  return undefined;
}
