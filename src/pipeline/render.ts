// Stages 6 and 7, for one version of the docs: every page rendered (markdown,
// then React; on all cores) and written as it comes, unless the cache or the
// previous output has it already; then every link checked and the search
// index built, from the pages' summaries (their HTML is not kept).
import { SiteError, inFolder } from '../errors.ts';
import { neighbours } from '../routes/nav.ts';
import { indexNav, localSidebar } from '../render/sidebar.ts';
import { checkLinks } from '../routes/links.ts';
import { versionMenu } from '../routes/versions.ts';
import { runPageJobs, type PagePool } from '../pages/pool.ts';
import { searchStage } from './search.ts';
import { notFound, sharedSiteData, versionFiles, type Shell } from '../render/site.ts';
import { llmsFiles, markdownCopyFile } from '../render/llms.ts';
import { routeToChunkUrl, routeToHtmlFile } from '../shared/paths.ts';
import { markdownCopyUrl } from '../shared/markdown-url.ts';
import { isIntact, type OutputRecord } from '../output/record.ts';
import { Remembered } from '../remember.ts';
import { hash } from '../hash.ts';
import { markdownKey, renderKey, targetsKey, type BuildCache } from '../cache.ts';
import type { MarkdownStore } from '../markdown-store.ts';
import type { Output } from '../output/write.ts';
import type { PlaceholderValues } from '../placeholders.ts';
import type { PageJob, PageResult } from '../pages/job.ts';
import type { ReadVersion } from './read.ts';
import type { LinkTargets } from '../content/markdown.ts';
import type { ExpandedPage, PageSummary, ParsedPage, Route, RouteManifest, SiteConfig, Timer } from '../types.ts';

export interface RenderContext {
  config: SiteConfig;
  placeholders: PlaceholderValues;
  shell: Shell;
  time: Timer;
  cache: BuildCache;
  used: BuildCache;
  /** Where the files go, as they are rendered. */
  output: Output;
  /** docs build: the markdown results of earlier runs, and where this run's go. */
  store?: MarkdownStore;
  /** Kept in memory between builds (docs serve, build --watch): markdown results with their HTML, and rendered pages. */
  inMemory: boolean;
  record?: OutputRecord;
  pool?: PagePool;
  threads?: number;
  /** Leave indexing for search to a function returned with the result (docs serve). */
  deferSearch?: boolean;
  onProgress?: (stage: string, done: number, total: number) => void;
}

/** Stages 6 and 7 for one version: every page rendered (on all cores) and written, then its links checked. */
export async function renderVersion(v: ReadVersion, at: number, versions: ReadVersion[], context: RenderContext) {
  const { config, placeholders, shell, time, cache, used, output, store, inMemory, record, pool, threads, deferSearch, onProgress: report } = context;
  const { version, manifest } = v;
  const site = sharedSiteData(config, version, placeholders, shell);
  const places = placesOf(manifest, versions, at);
  const jobs = v.expanded.map((page) => jobOf(page, manifest.byFile.get(page.file)!, places, v.dates.get(page.file)));
  // With the llms setting, each page's markdown copy too, whose links are absolute.
  const { targets, linkKey } = linkTargetsOf(manifest, version.baseUrl, v.media, config.llms ? site.origin : undefined);

  // The components' code decides their pages' HTML too.
  const markdownContextKey = config.components ? hash(linkKey, config.components.code) : linkKey;
  const keys = await time('keys', () => jobs.map((job) => {
    const md = markdownKey(job.page, markdownContextKey);
    return { md, render: renderKey(md, site.buildId, job) };
  }));
  const paths = jobs.map((job) => filesOfRoute(job.route, version.baseUrl));

  // A page's markdown result: this process's (with its HTML), else the disk's (its summary now, its HTML when asked).
  const summaryOf = (key: string): PageSummary | undefined => cache.markdown.get(key) ?? store?.summary(key);
  const htmlOf = (key: string) => cache.markdown.get(key)?.html ?? store?.html(key);
  const remember = (key: string, parsed: ParsedPage, fresh: boolean) => {
    if (inMemory) used.markdown.set(key, parsed);
    if (fresh) store?.add(key, parsed);
  };

  // Each page is reused (rendered by this process before), kept (the previous output has it, untouched), or run.
  const summaries: PageSummary[] = new Array(jobs.length);
  const toRun: PageJob[] = [];
  const runIndex: number[] = [];
  await time('keep', async () => {
    for (const [i, k] of keys.entries()) {
      const summary = summaryOf(k.md);
      const rendered = summary && cache.rendered.get(k.render);
      if (rendered) {
        summaries[i] = summary;
        remember(k.md, cache.markdown.get(k.md)!, false);
        used.rendered.set(k.render, rendered);
        await output.add({ path: paths[i][0], contents: rendered.html }, k.render);
        await output.add({ path: paths[i][1], contents: rendered.chunk }, k.render);
      } else if (summary && !inMemory && record?.pages[k.render]?.join() === paths[i].join() && paths[i].every((p) => isIntact(config.outDir, p, record))) {
        summaries[i] = summary;
        for (const p of paths[i]) output.keep(p, k.render);
      } else {
        const html = summary && htmlOf(k.md);
        toRun.push(html === undefined ? jobs[i] : { ...jobs[i], parsed: { ...summary!, html } });
        runIndex.push(i);
      }
    }
  });

  const onResults = async (from: number, results: PageResult[]) => {
    for (const [j, result] of results.entries()) {
      const i = runIndex[from + j];
      const { html, ...summary } = result.parsed;
      summaries[i] = summary;
      remember(keys[i].md, result.parsed, !toRun[from + j].parsed);
      if (inMemory) used.rendered.set(keys[i].render, { html: result.html, chunk: result.chunk });
      await output.add({ path: paths[i][0], contents: result.html }, keys[i].render);
      await output.add({ path: paths[i][1], contents: result.chunk }, keys[i].render);
    }
  };
  const onProgress = (done: number, total: number) => report?.('pages', done, total);
  const ctx = { targets, site, components: config.components };
  await time('pages', () => (pool ? pool.run(toRun, ctx, { onProgress, onResults }) : runPageJobs(toRun, ctx, threads, { onProgress, onResults })));

  const linkProblems = await time('links', () => checkLinks(summaries, manifest, versions.map((o) => o.manifest)));
  const warn = config.brokenLinks === 'warn';
  const errors: SiteError[] = [];
  const notes: SiteError[] = [];
  for (const page of summaries) {
    for (const e of page.errors) errors.push(inFolder(new SiteError(e.message, e), version.contentDir));
    for (const n of page.notes) notes.push(inFolder(new SiteError(n.message, n), version.contentDir));
  }
  if (!warn) errors.push(...linkProblems.map((e) => inFolder(e, version.contentDir)));
  const warnings = warn ? linkProblems.map((e) => inFolder(e, version.contentDir)) : [];

  // A partial is found through the page that includes it.
  const included = new Set<string>();
  for (const page of v.expanded) for (const file of page.includes) included.add(file);
  const indexed = jobs.map((job, i) => ({ route: job.route, parsed: summaries[i], key: keys[i].md })).filter((p) => !included.has(p.route.file) && p.route.settings.inSearch);
  const search = await searchStage(version, indexed, { cache, used, time, outDir: config.outDir, record, deferSearch });
  for (const file of search.files) await output.add(file, search.recordKey);
  for (const file of search.kept) output.keep(file, search.recordKey);

  const notFoundPage = notFound(site, manifest);
  for (const file of versionFiles(site, manifest, notFoundPage.chunk)) await output.add(file);
  const usedAssets = new Set<string>();
  for (const page of summaries) for (const asset of page.assets) usedAssets.add(asset);
  for (const route of manifest.routes) if (route.imageAsset) usedAssets.add(route.imageAsset); // og:image
  for (const asset of v.content.assets) if (usedAssets.has(asset.path)) await output.add({ path: v.media[asset.path].slice(1), contents: asset.bytes });

  return { site, errors, warnings, notes, pages: jobs.length, notFound: notFoundPage, pendingSearch: search.pending };
}

const jobsOfPages = new Remembered<ExpandedPage, PageJob>();

/** A page's job: the same object as in the last build while its page, route, place and date are (so its render key is not worked out again). */
function jobOf(page: ExpandedPage, route: Route, places: Map<string, Place>, updated: string | undefined): PageJob {
  const place = places.get(route.url)!;
  return jobsOfPages.get(page, [route, place, updated], () => ({ page, route, ...place, updated }));
}

const filesOfRoutes = new Remembered<Route, string[]>();

/** A page's HTML file and content chunk, and its markdown copy with the llms setting, relative to the output folder. */
function filesOfRoute(route: Route, baseUrl: string, llms: boolean): string[] {
  return filesOfRoutes.get(route, [baseUrl, llms], () => [
    routeToHtmlFile(route.route, baseUrl), routeToChunkUrl(route.route, baseUrl).slice(1), ...(llms ? [markdownCopyUrl(route.url).slice(1)] : []),
  ]);
}

const linkTargetsOfManifests = new Remembered<RouteManifest, { targets: LinkTargets; linkKey: string }>();

/** What links are resolved against, and its key: worked out again only when the manifest or the media changed (not on a text edit). */
function linkTargetsOf(manifest: RouteManifest, baseUrl: string, media: Record<string, string>, origin: string | undefined): { targets: LinkTargets; linkKey: string } {
  return linkTargetsOfManifests.get(manifest, [baseUrl, JSON.stringify(media), origin], () => {
    const targets: LinkTargets = origin === undefined ? manifest.targets : { ...manifest.targets, origin };
    return { targets, linkKey: targetsKey(targets) };
  });
}

type Place = Pick<PageJob, 'prev' | 'next' | 'versions' | 'sidebar'>;
const placesOfManifests = new Remembered<RouteManifest, Map<string, Place>>();

/**
 * Each page's neighbours, version menu and sidebar. Worked out once per set of manifests,
 * so that a rebuild that reused them hands the page jobs the same objects, and
 * their render keys (see cache.ts) need not be hashed again.
 */
function placesOf(manifest: RouteManifest, versions: ReadVersion[], at: number): Map<string, Place> {
  return placesOfManifests.get(manifest, versions.map((v) => v.manifest), () => {
    const around = neighbours(manifest.order, manifest.byUrl);
    const nav = indexNav(manifest.nav);
    const baseUrl = versions[at].version.baseUrl;
    return new Map(manifest.routes.map((route) => [route.url, { ...around.get(route.url), versions: versionMenu(versions, at, route.route), sidebar: localSidebar(nav, route, baseUrl) }]));
  });
}
