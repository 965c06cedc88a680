// `docs build`: the pipeline, top to bottom. Each stage takes data and returns
// data; only loading the config, scanning content and writing output touch the
// disk, so a whole build can run in memory (`write: false`) in a test.
import path from 'node:path';
import { loadConfig } from './config.ts';
import { BuildFailure, SiteError } from './errors.ts';
import { scanContent } from './content/scan.ts';
import { parseFrontMatter } from './content/frontmatter.ts';
import { expandPage } from './content/expand.ts';
import { buildManifest, firstHeading } from './routes/manifest.ts';
import { neighbours } from './routes/nav.ts';
import { checkConfigLinks, checkLinks } from './routes/links.ts';
import { versionMenu, type VersionedManifest } from './routes/versions.ts';
import { placeholderValues, type PlaceholderValues } from './placeholders.ts';
import { assetUrls, loadStylesheet } from './output/assets.ts';
import { bundleClient } from './output/bundle.ts';
import { runPageJobs, type PagePool } from './pages/pool.ts';
import { notFound, sharedFiles, sharedSiteData, versionFiles, type Shell } from './render/site.ts';
import { routeToChunkUrl, routeToHtmlFile } from './shared/paths.ts';
import { writeOutput } from './output/write.ts';
import { isIntact, readRecord, type OutputRecord } from './output/record.ts';
import { createCache, markdownKey, readDiskCache, renderKey, targetsKey, writeDiskCache, type BuildCache, type RenderedPage } from './cache.ts';
import type { BuildResult, ContentTree, DocsVersion, ExpandedPage, OutputFile, PageSource, ParsedPage, RouteManifest, SiteConfig } from './types.ts';
import type { PageJob } from './pages/job.ts';

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
  /** false: neither read nor write the markdown cache on disk (--no-cache). */
  diskCache?: boolean;
  /** With `cache`: the absolute paths of the files changed since its build; only those are read again. */
  changed?: string[];
  /** docs serve: pages load its live-reload script from this URL. */
  devScriptUrl?: string;
  /** Worker threads kept between builds (docs serve); by default each build starts and stops its own. */
  pool?: PagePool;
  onProgress?: (stage: string, done: number, total: number) => void;
}

type Timer = <T>(stage: string, run: () => T | Promise<T>) => Promise<T>;

export async function build(options: BuildOptions): Promise<BuildResult> {
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
  const reuseConfig = cache.config && options.changed && !options.changed.includes(cache.config.configFile);
  const config = reuseConfig ? cache.config! : await time('config', () => loadConfig({ root: options.root, out: options.out, env: options.env }));
  const useDisk = options.diskCache !== false;
  if (useDisk && cache.markdown.size === 0) cache.markdown = await time('cache', () => readDiskCache(config.cacheDir));
  const used: BuildCache = { ...createCache(), config };
  // What the last build wrote into the output folder, which this one may keep.
  const recordFile = options.write !== false && useDisk ? path.join(config.cacheDir, 'output.json') : undefined;
  const record = recordFile ? await time('cache', () => readRecord(recordFile, config.outDir)) : undefined;
  const placeholders = placeholderValues(config);
  // Every version is read before any page is rendered: a page's version menu needs the routes of all of them.
  const changed = options.changed && new Set(options.changed);
  const versions = await Promise.all(config.versions.map((version) => readVersion(version, config, placeholders, { time, cache, used, changed })));
  const errors = versions.flatMap((v) => v.errors);
  errors.push(...checkConfigLinks(config, placeholders, versions[0].manifest));

  const shell: Shell = await time('assets', async () => {
    const [stylesheet, client] = await Promise.all([loadStylesheet(config.baseUrl), bundleClient(config.baseUrl)]);
    return { stylesheet, client, devScriptUrl: options.devScriptUrl };
  });

  const files: OutputFile[] = [];
  const kept: string[] = [];
  const renderKeys = new Map<string, string>();
  const warnings: SiteError[] = [];
  let pages = 0;
  let buildId = '';
  for (const [at, version] of versions.entries()) {
    const rendered = await renderVersion(version, at, versions, { config, placeholders, shell, options, time, cache, used, record });
    files.push(...rendered.files);
    kept.push(...rendered.kept);
    for (const [file, key] of rendered.renderKeys) renderKeys.set(file, key);
    errors.push(...rendered.errors);
    warnings.push(...rendered.warnings);
    pages += rendered.pages;
    if (at === 0) {
      files.push(...sharedFiles(rendered.site, rendered.notFound.html, shell));
      buildId = rendered.site.buildId;
    }
  }
  // Only what this build used stays, so that a long `docs serve` does not grow without end.
  const cacheChanged = used.markdown.size !== cache.markdown.size || [...used.markdown.keys()].some((k) => !cache.markdown.has(k));
  Object.assign(cache, used);
  if (useDisk && cacheChanged) await time('cache', () => writeDiskCache(config.cacheDir, used.markdown).catch(() => {}));
  if (errors.length) throw new BuildFailure(errors);

  const bytes = options.write === false ? undefined : await time('write', () => writeOutput(config.outDir, files, { recordFile, kept, renderKeys }));
  return { pages, files, kept, warnings, timings, outDir: config.outDir, bytes, buildId };
}

/**
 * Stages 2 to 5 for one version: scan, front matter, manifest, includes and
 * placeholders. Each reuses what the cache holds for files that did not change.
 */
async function readVersion(version: DocsVersion, config: SiteConfig, placeholders: PlaceholderValues, { time, cache, used, changed }: {
  time: Timer; cache: BuildCache; used: BuildCache; changed?: Set<string>;
}) {
  const errors: SiteError[] = [];
  const previous = cache.content.get(version.contentDir);
  const content = await time('scan', () => scanContent(version.contentDir, previous && changed ? { previous, changed } : undefined));
  used.content.set(version.contentDir, content);

  const sources = await time('front matter', () => content.markdown.map((file) => {
    const key = `${version.contentDir}\0${file.path}`;
    const cached = cache.frontMatter.get(key);
    const entry = cached?.text === file.text ? cached : { text: file.text, ...parseFrontMatter(file, placeholders) };
    used.frontMatter.set(key, entry);
    errors.push(...entry.errors);
    return entry.page;
  }));
  const signature = JSON.stringify([version, config.versions]) + sources.map(routeSignature).join('\n');
  const known = cache.manifests.get(version.contentDir);
  const { manifest, errors: routeErrors } = known?.signature === signature ? known : await time('manifest', () => buildManifest(sources, version, config.versions));
  used.manifests.set(version.contentDir, { signature, manifest, errors: routeErrors });
  errors.push(...routeErrors);

  const placeholderSignature = JSON.stringify([...placeholders]);
  const expanded: ExpandedPage[] = await time('expand', () => {
    const byFile = new Map<string, PageSource>(sources.map((s) => [s.file, s]));
    return sources.filter((s) => manifest.byFile.has(s.file)).map((source) => {
      const key = `${version.contentDir}\0${source.file}`;
      const url = manifest.byFile.get(source.file)!.url;
      const cached = cache.expanded.get(key);
      const fresh = cached && cached.source === source && cached.url === url && cached.placeholders === placeholderSignature && cached.errors.length === 0
        && cached.page.includes.every((f, i) => byFile.get(f) === cached.deps[i]);
      const entry = fresh ? cached : (() => {
        const { page, errors: found } = expandPage(source, url, { sources: byFile, placeholders });
        return { source, url, placeholders: placeholderSignature, page, errors: found, deps: page.includes.map((f) => byFile.get(f)) };
      })();
      used.expanded.set(key, entry);
      errors.push(...entry.errors);
      return entry.page;
    });
  });
  return { version, manifest, content, expanded, media: assetUrls(content.assets, version.baseUrl), errors: errors.map((e) => inContentDir(e, version.contentDir)) };
}

type ReadVersion = VersionedManifest & { content: ContentTree; expanded: ExpandedPage[]; media: Record<string, string>; errors: SiteError[] };

/** Stages 6 and 7 for one version: every page rendered (on all cores), then its links checked. */
async function renderVersion(v: ReadVersion, at: number, versions: ReadVersion[], { config, placeholders, shell, options, time, cache, used, record }: {
  config: SiteConfig; placeholders: PlaceholderValues; shell: Shell; options: BuildOptions; time: Timer; cache: BuildCache; used: BuildCache; record?: OutputRecord;
}) {
  const { version, manifest } = v;
  const site = sharedSiteData(config, version, manifest, placeholders, shell);
  const places = placesOf(manifest, versions, at);
  const jobs = v.expanded.map((page) => {
    const route = manifest.byFile.get(page.file)!;
    return { page, route, ...places.get(route.url) };
  });
  const targets = { baseUrl: version.baseUrl, pageUrls: Object.fromEntries(manifest.routes.map((r) => [r.file, r.url])), assetUrls: v.media };

  // What earlier builds did is reused: parsed markdown, and whole rendered pages.
  const linkKey = targetsKey(targets);
  const keys = await time('keys', () => jobs.map((job) => {
    const md = markdownKey(job.page, linkKey);
    return { md, render: renderKey(md, site.buildId, job) };
  }));
  const reused = keys.map((k) => cache.rendered.get(k.render));
  const paths = jobs.map((job) => [routeToHtmlFile(job.route.route, version.baseUrl), routeToChunkUrl(job.route.route, version.baseUrl).slice(1)]);
  // A page rendered the same way into the previous output, whose files are as that build left them, is kept.
  const keep = await time('keep', () => Promise.all(keys.map(async (k, i) => Boolean(
    record && !reused[i] && cache.markdown.has(k.md) && record.pages[k.render]?.join() === paths[i].join()
    && (await Promise.all(paths[i].map((p) => isIntact(config.outDir, p, record)))).every(Boolean)))));
  const toRun = jobs.map((job, i) => ({ ...job, parsed: cache.markdown.get(keys[i].md) })).filter((_, i) => !reused[i] && !keep[i]);
  const onProgress = (done: number, total: number) => options.onProgress?.('pages', done, total);
  const ctx = { targets, site, nav: manifest.nav };
  const ran = await time('pages', () => (options.pool ? options.pool.run(toRun, ctx, onProgress) : runPageJobs(toRun, ctx, options.threads, onProgress)));
  const results: (Partial<RenderedPage> & { parsed: ParsedPage })[] = reused.map((r, i) =>
    (r ? { parsed: cache.markdown.get(keys[i].md)!, ...r } : keep[i] ? { parsed: cache.markdown.get(keys[i].md)! } : ran.shift()!));
  results.forEach((r, i) => {
    used.markdown.set(keys[i].md, r.parsed);
    if (r.html !== undefined && r.chunk !== undefined) used.rendered.set(keys[i].render, { html: r.html, chunk: r.chunk });
  });
  const parsed = results.map((r) => r.parsed);
  const linkProblems = await time('links', () => checkLinks(parsed, manifest, versions.map((o) => o.manifest)));
  const warn = config.brokenLinks === 'warn';
  const errors = [...parsed.flatMap((p) => p.errors.map((e) => new SiteError(e.message, e))), ...(warn ? [] : linkProblems)].map((e) => inContentDir(e, version.contentDir));
  const warnings = warn ? linkProblems.map((e) => inContentDir(e, version.contentDir)) : [];

  // Like any page, the not-found page is rendered again only when the shell changed.
  const notFoundKey = `not-found\0${site.buildId}`;
  const notFoundPage = cache.rendered.get(notFoundKey) ?? notFound(site, manifest);
  used.rendered.set(notFoundKey, notFoundPage);
  const usedAssets = new Set(parsed.flatMap((p) => p.assets));
  const files: OutputFile[] = [
    ...results.flatMap((r, i) => (keep[i] ? [] : [{ path: paths[i][0], contents: r.html! }, { path: paths[i][1], contents: r.chunk! }])),
    ...versionFiles(site, manifest, notFoundPage.chunk),
    ...v.content.assets.filter((a) => usedAssets.has(a.path)).map((a) => ({ path: v.media[a.path].slice(1), contents: a.bytes })),
  ];
  const renderKeys = new Map(paths.flatMap((files, i) => files.map((file) => [file, keys[i].render] as const)));
  return { site, files, kept: paths.filter((_, i) => keep[i]).flat(), renderKeys, errors, warnings, pages: results.length, notFound: notFoundPage };
}

const routeSignatures = new WeakMap<PageSource, string>();

/** What a page's route and sidebar entry come from: its path, its front matter and a leading "# heading". */
function routeSignature(source: PageSource): string {
  let signature = routeSignatures.get(source);
  if (signature === undefined) {
    signature = JSON.stringify([source.file, source.frontMatter, source.frontMatter.title ?? firstHeading(source.body)]);
    routeSignatures.set(source, signature);
  }
  return signature;
}

type Place = Pick<PageJob, 'prev' | 'next' | 'versions'>;
const placesOfManifests = new WeakMap<RouteManifest, { versions: RouteManifest[]; places: Map<string, Place> }>();

/**
 * Each page's neighbours and version menu. Worked out once per set of manifests,
 * so that a rebuild that reused them hands the page jobs the same objects, and
 * their render keys (see cache.ts) need not be hashed again.
 */
function placesOf(manifest: RouteManifest, versions: ReadVersion[], at: number): Map<string, Place> {
  const all = versions.map((v) => v.manifest);
  const known = placesOfManifests.get(manifest);
  if (known && known.versions.length === all.length && known.versions.every((m, i) => m === all[i])) return known.places;
  const around = neighbours(manifest.order, manifest.byUrl);
  const places = new Map(manifest.routes.map((route) => [route.url, { ...around.get(route.url), versions: versionMenu(versions, at, route.route) }]));
  placesOfManifests.set(manifest, { versions: all, places });
  return places;
}

/** Stages name files relative to the content folder; reports name them in full. */
function inContentDir(error: SiteError, contentDir: string): SiteError {
  if (error.file && !path.isAbsolute(error.file)) error.file = path.join(contentDir, error.file);
  return error;
}
