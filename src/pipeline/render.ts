// Stages 6 and 7, for one version of the docs: every page rendered (markdown,
// then React; on all cores), unless the cache or the previous output has it
// already, then every link checked and the search index built.
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
import { markdownKey, renderKey, targetsKey, type BuildCache, type RenderedPage } from '../cache.ts';
import type { PlaceholderValues } from '../placeholders.ts';
import type { PageJob } from '../pages/job.ts';
import type { ReadVersion } from './read.ts';
import type { LinkTargets } from '../content/markdown.ts';
import type { ExpandedPage, OutputFile, ParsedPage, Route, RouteManifest, SiteConfig, Timer } from '../types.ts';

export interface RenderContext {
  config: SiteConfig;
  placeholders: PlaceholderValues;
  shell: Shell;
  time: Timer;
  cache: BuildCache;
  used: BuildCache;
  record?: OutputRecord;
  pool?: PagePool;
  threads?: number;
  /** Leave indexing for search to a function returned with the result (docs serve). */
  deferSearch?: boolean;
  onProgress?: (stage: string, done: number, total: number) => void;
}

/** Stages 6 and 7 for one version: every page rendered (on all cores), then its links checked. */
export async function renderVersion(v: ReadVersion, at: number, versions: ReadVersion[], { config, placeholders, shell, time, cache, used, record, pool, threads, deferSearch, onProgress: report }: RenderContext) {
  const { version, manifest } = v;
  const site = sharedSiteData(config, version, placeholders, shell);
  const places = placesOf(manifest, versions, at);
  const jobs = v.expanded.map((page) => jobOf(page, manifest.byFile.get(page.file)!, places, v.dates.get(page.file)));
  // With the llms setting, each page's markdown copy too, whose links are absolute.
  const { targets, linkKey } = linkTargetsOf(manifest, version.baseUrl, v.media, config.llms ? site.origin : undefined);

  // What earlier builds did is reused: parsed markdown, and whole rendered pages.
  // The components' code decides their pages' HTML too.
  const markdownContextKey = config.components ? hash(linkKey, config.components.code) : linkKey;
  const keys = await time('keys', () => jobs.map((job) => {
    const md = markdownKey(job.page, markdownContextKey);
    return { md, render: renderKey(md, site.buildId, job) };
  }));
  const reused = keys.map((k) => cache.rendered.get(k.render));
  const paths = jobs.map((job) => filesOfRoute(job.route, version.baseUrl, config.llms));
  // A page rendered the same way into the previous output, whose files are as that build left them, is kept.
  const keep = record ? await time('keep', () => Promise.all(keys.map(async (k, i) => Boolean(
    !reused[i] && cache.markdown.has(k.md) && record.pages[k.render]?.join() === paths[i].join()
    && (await Promise.all(paths[i].map((p) => isIntact(config.outDir, p, record)))).every(Boolean))))) : keys.map(() => false);
  const toRun = jobs.flatMap((job, i) => (reused[i] || keep[i] ? [] : [{ ...job, parsed: cache.markdown.get(keys[i].md) }]));
  const onProgress = (done: number, total: number) => report?.('pages', done, total);
  const ctx = { targets, site, components: config.components };
  const ran = await time('pages', () => (pool ? pool.run(toRun, ctx, onProgress) : runPageJobs(toRun, ctx, threads, onProgress)));
  // Each page's markdown result, and its rendering unless the previous output keeps it.
  const parsed: ParsedPage[] = [];
  const rendered: (RenderedPage | undefined)[] = [];
  let next = 0;
  for (const [i, k] of keys.entries()) {
    const fresh = reused[i] || keep[i] ? undefined : ran[next++];
    parsed.push(fresh ? fresh.parsed : cache.markdown.get(k.md)!);
    rendered.push(fresh ? { html: fresh.html, chunk: fresh.chunk } : reused[i]);
    used.markdown.set(k.md, parsed[i]);
    if (rendered[i]) used.rendered.set(k.render, rendered[i]!);
  }
  const linkProblems = await time('links', () => checkLinks(parsed, manifest, versions.map((o) => o.manifest)));
  const warn = config.brokenLinks === 'warn';
  const errors: SiteError[] = [];
  const notes: SiteError[] = [];
  for (const page of parsed) {
    for (const e of page.errors) errors.push(inFolder(new SiteError(e.message, e), version.contentDir));
    for (const n of page.notes) notes.push(inFolder(new SiteError(n.message, n), version.contentDir));
  }
  if (!warn) errors.push(...linkProblems.map((e) => inFolder(e, version.contentDir)));
  const warnings = warn ? linkProblems.map((e) => inFolder(e, version.contentDir)) : [];

  // A partial is found through the page that includes it.
  const included = new Set<string>();
  for (const page of v.expanded) for (const file of page.includes) included.add(file);
  const indexed = jobs.map((job, i) => ({ route: job.route, parsed: parsed[i], key: keys[i].md })).filter((p) => !included.has(p.route.file) && p.route.settings.inSearch);
  const search = await searchStage(version, indexed, { cache, used, time, outDir: config.outDir, record, deferSearch });

  // Like any page, the not-found page is rendered again only when the shell changed.
  const notFoundKey = `not-found\0${site.buildId}`;
  const notFoundPage = cache.rendered.get(notFoundKey) ?? notFound(site, manifest);
  used.rendered.set(notFoundKey, notFoundPage);
  const usedAssets = new Set<string>();
  for (const page of parsed) for (const asset of page.assets) usedAssets.add(asset);
  for (const route of manifest.routes) if (route.imageAsset) usedAssets.add(route.imageAsset); // og:image
  const files: OutputFile[] = [
    ...rendered.flatMap((r, i) => (r ? outputFilesOf(r, paths[i]) : [])),
    ...(config.llms ? rendered.flatMap((r, i) => (r ? [copyFileOf(parsed[i], jobs[i].route, config.productName)] : [])) : []),
    ...(config.llms ? llmsFiles(site, manifest, new Map(jobs.map((job, i) => [job.route.url, parsed[i].markdown])), {
      root: at === 0, others: at === 0 ? versions.slice(1).map((o) => o.version) : [],
    }) : []),
    ...versionFiles(site, manifest, notFoundPage.chunk),
    ...search.files,
    ...v.content.assets.filter((a) => usedAssets.has(a.path)).map((a) => ({ path: v.media[a.path].slice(1), contents: a.bytes })),
  ];
  // For the output record (docs build): which render key each file was written under.
  const renderKeys = () => {
    const byFile = new Map(paths.flatMap((files, i) => files.map((file) => [file, keys[i].render] as const)));
    for (const file of [...search.files.map((f) => f.path), ...search.kept]) byFile.set(file, search.recordKey);
    return byFile;
  };
  const kept = [...paths.filter((_, i) => keep[i]).flat(), ...search.kept];
  return { site, files, kept, renderKeys, errors, warnings, notes, pages: jobs.length, notFound: notFoundPage, pendingSearch: search.pending };
}

const jobsOfPages = new Remembered<ExpandedPage, PageJob>();

/** A page's job: the same object as in the last build while its page, route, place and date are (so its render key is not worked out again). */
function jobOf(page: ExpandedPage, route: Route, places: Map<string, Place>, updated: string | undefined): PageJob {
  const place = places.get(route.url)!;
  return jobsOfPages.get(page, [route, place, updated], () => ({ page, route, ...place, updated }));
}

const outputFilesOfPages = new Remembered<RenderedPage, OutputFile[]>();

/** A rendered page's two files: made once while the page is reused, not on every rebuild of docs serve. */
function outputFilesOf(page: RenderedPage, [htmlFile, chunkFile]: string[]): OutputFile[] {
  return outputFilesOfPages.get(page, [htmlFile], () => [{ path: htmlFile, contents: page.html }, { path: chunkFile, contents: page.chunk }]);
}

const copyFilesOfPages = new Remembered<ParsedPage, OutputFile>();

/** A page's markdown copy: made once while the page and its route are reused. */
function copyFileOf(page: ParsedPage, route: Route, productName: string): OutputFile {
  return copyFilesOfPages.get(page, [route, productName], () => markdownCopyFile(route, page.markdown, productName));
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
