// Stages 6 and 7, for one version of the docs: every page rendered (markdown,
// then React; on all cores) and written as it comes, unless an earlier build's
// result is found by its key (reuse.ts); then every link checked and the
// search index built, from the pages' summaries (their HTML is not kept).
import { SiteError, inFolder } from '../errors.ts';
import { hash, hashList } from '../hash.ts';
import { Kept, derive, keyOf, keyOfData, present } from '../reuse.ts';
import { generatorFingerprint } from '../fingerprint.ts';
import type { BuildCache, MarkdownResult, RenderedPage } from '../cache.ts';
import { neighbours } from '../routes/nav.ts';
import { indexNav, localSidebar } from '../render/sidebar.ts';
import { checkPageLinks, guessesOf } from '../routes/links.ts';
import { versionMenu } from '../routes/versions.ts';
import type { PagePool } from '../pages/pool.ts';
import { planSearch } from './search.ts';
import { sharedSiteData, siteKey, versionFiles, type Shell } from '../render/site.ts';
import { routeToChunkUrl, routeToHtmlFile } from '../shared/paths.ts';
import { markdownCopyUrl } from '../shared/markdown-url.ts';
import { placeAt } from '../content/segments.ts';
import { llmsFiles, markdownCopyFile } from '../render/llms.ts';
import { pagePolicy } from '../render/csp.ts';
import { isIntact, type OutputRecord } from '../output/record.ts';
import type { ResultStore } from '../result-store.ts';
import type { Output } from '../output/write.ts';
import type { PlaceholderValues } from '../placeholders.ts';
import type { PageJob, PageResult } from '../pages/job.ts';
import type { ReadVersion } from './read.ts';
import type { LinkTargets } from '../content/markdown.ts';
import type { ApiExample, ExpandedPage, OutputFile, RecordedPage, PageSummary, Route, SiteConfig, Timer } from '../types.ts';

export interface RenderContext {
  config: SiteConfig;
  placeholders: PlaceholderValues;
  shell: Shell;
  time: Timer;
  cache: BuildCache;
  /** Where the files go, as they are rendered. */
  output: Output;
  /** docs build: the markdown results of earlier runs, and where this run's go. */
  store?: ResultStore;
  /** Kept in memory between builds (docs serve, build --watch): markdown results with their HTML, and rendered pages. */
  inMemory: boolean;
  /** docs build: what the previous output holds, by page key (its pages are kept where their key is the same). */
  record?: OutputRecord;
  pool: PagePool;
  /** Leave indexing for search to a function returned with the result (docs serve). */
  deferSearch?: boolean;
  onProgress?: (stage: string, done: number, total: number) => void;
}

/** Stages 6 and 7 for one version: every page rendered (on all cores) and written, then its links checked. */
export async function renderVersion(v: ReadVersion, at: number, versions: ReadVersion[], context: RenderContext) {
  const { config, placeholders, shell, time, cache, output, store, inMemory, record, pool, deferSearch, onProgress: report } = context;
  const { results } = cache;
  const { version, manifest } = v;
  const site = sharedSiteData(config, version, placeholders, shell, results);
  // With the llms setting, each page's markdown copy too, whose links are absolute.
  const { targets, targetsKey: linkKey } = linkTargetsOf(v, cache, config.llms ? site.origin : undefined);
  // The components' code decides their pages' HTML too.
  const targetsKey = config.components ? hash(linkKey, config.components.code) : linkKey;
  // The markdown's HTML comes back from the workers only when it is kept (a --no-cache build would copy 23 KB a page for nothing).
  const ctx = { targets, site, components: config.components, keepsHtml: inMemory || Boolean(store) };

  /** A markdown result found: in memory, or on disk (docs build, and docs serve's first build). */
  const markdownOf = (key: string): Kept<MarkdownResult> | undefined => {
    const found = results.findKept<MarkdownResult>('markdown', key);
    if (found || !store) return found;
    const summary = store.summary(key);
    if (!summary) return undefined;
    let html: string | undefined;
    // docs serve keeps the HTML once read (the pack may go when the store is saved); docs build reads it when asked.
    return results.keep('markdown', key, { summary, html: () => (inMemory ? (html ??= store.html(key)) : store.html(key)) });
  };
  // The workers start on the markdown of the first pages now, while each page's place and keys are worked out: pages
  // whose markdown is not found are run, and so are the first jobs when the pages before them are too.
  pool.prefetch(firstToRender(v, (page) => markdownOf(markdownKey(page, targetsKey)) !== undefined), ctx);
  const { keys: places, dataOf } = placesOf(v, at, versions, cache);

  // Each page's keys: its markdown result's, and the rendered page's (see reuse.ts).
  const shellKey = siteKey(site);
  const dir = version.contentDir;
  const pages = await time('keys', () => results.map(`pages of ${dir}`, v.expanded, [manifest, places, targetsKey, shellKey, v.dates], (page) => {
    const route = manifest.byFile.get(page.file)!;
    const placeKey = places.get(route.url)!;
    const updated = v.dates.get(page.file) ?? '';
    return derive('page', page, [route, placeKey, targetsKey, shellKey, updated], () => {
      const md = markdownKey(page, targetsKey);
      // The HTML, the chunk, and with the llms setting the markdown copy (all three under the page's key: the shell key covers the setting and the product name).
      const files = [routeToHtmlFile(route.route, version.baseUrl), routeToChunkUrl(route.route, version.baseUrl).slice(1), ...(config.llms ? [markdownCopyUrl(route.url).slice(1)] : [])];
      // The route: what the page shows of its front matter besides its text (its description, image, settings).
      return { page, route, updated, md, key: hash(md, shellKey, placeKey, updated, keyOfData(route)), files };
    });
  }));

  /** A page's results, kept with its position: docs build sends its files to the output now, and keeps none (they would hold every page's HTML until the build ends). */
  const addPage = (i: number, markdown: Kept<MarkdownResult>, rendered: Kept<RenderedPage>) => {
    const page = pages[i];
    const summary = markdown.result.summary;
    const files = [
      { path: page.files[0], contents: rendered.result.html },
      { path: page.files[1], contents: rendered.result.chunk },
      ...(page.files[2] ? [{ ...markdownCopyFile(page.route, summary.markdown, config.productName), path: page.files[2] }] : []),
    ];
    done[i].summary = summary;
    if (inMemory) Object.assign(done[i], { markdown, rendered, files });
    else for (const file of files) output.add(file, page.key);
  };

  // Each page is taken as this process rendered it last (at the same position, with the same plan: see reuse.ts),
  // reused by its keys, kept (the previous output has it, untouched), or run. Only the first is every page of a page edit.
  const fresh: number[] = [];
  const done = results.map(`rendered of ${dir}`, pages, [], (page, i): RenderedState => (fresh.push(i), { key: page.key }));
  const runIndex: number[] = [];
  await time('reuse', () => {
    for (const i of fresh) {
      const { md, key, files } = pages[i];
      const markdown = markdownOf(md);
      const rendered = markdown && results.findKept<RenderedPage>('page', key);
      if (rendered) {
        addPage(i, markdown, rendered);
      } else if (markdown && !inMemory && record?.pages[key]?.join() === files.join() && files.every((f) => isIntact(config.outDir, f, record))) {
        done[i].summary = markdown.result.summary;
        for (const file of files) output.keep(file, key);
      } else runIndex.push(i);
    }
  });

  // The search index: kept, or made as the pages come, each page added as soon as it and those before it are in.
  // A partial is found through the page that includes it.
  const includes = results.gather(`includes of ${dir}`, v.expanded, (page) => page.includes);
  const included = derive('included', includes, [], () => new Set(includes));
  const indexed = results.map(`search of ${dir}`, pages, [included], (p, at) => (included.has(p.route.file) || !p.route.settings.inSearch ? undefined : { route: p.route, key: p.md, at }));
  const entries = present(indexed);
  const plan = planSearch(version, entries, { cache, time, outDir: config.outDir, record, deferSearch });
  let nextIndexed = 0;
  const indexPages = () => {
    if (!plan.add) return;
    for (; nextIndexed < pages.length && done[nextIndexed].summary; nextIndexed++) {
      if (indexed[nextIndexed]) plan.add(done[nextIndexed].summary!.search);
    }
  };
  indexPages();

  // A job is made when the pool takes it, and dropped once done: its sidebar and the HTML read from the cache are not held for every page at once.
  const jobOf = (i: number): PageJob => {
    const { page, route, updated, md } = pages[i];
    const place = { route, ...dataOf(route), updated: updated || undefined };
    const markdown = markdownOf(md)?.result;
    const html = markdown?.html();
    return html === undefined ? { ...place, page: v.expand(page) } : { ...place, markdown: { html, headings: markdown!.summary.headings, embeds: markdown!.summary.embeds } };
  };
  const toRun = { length: runIndex.length, slice: (from: number, to: number) => runIndex.slice(from, to).map(jobOf) };

  const onResults = (from: number, ran: PageResult[]) => {
    for (const [j, result] of ran.entries()) {
      const i = runIndex[from + j];
      const { md, key } = pages[i];
      let markdown: Kept<MarkdownResult>;
      if (result.parsed) {
        const { summary, html = '' } = result.parsed;
        store?.add(md, summary, html);
        markdown = results.keep<MarkdownResult>('markdown', md, inMemory ? heldResult(summary, html) : storedResult(summary, store, md));
      } else markdown = markdownOf(md)!;
      const rendered: RenderedPage = { html: result.html, chunk: result.chunk };
      addPage(i, markdown, inMemory ? results.keep<RenderedPage>('page', key, rendered) : new Kept(rendered, 0));
    }
    indexPages();
  };
  const onProgress = (done: number, total: number) => report?.('pages', done, total);
  try {
    await time('pages', () => pool.run(toRun, ctx, { onProgress, onResults }));
  } catch (err) {
    results.forget(`rendered of ${dir}`); // some of its pages were left without their results
    throw err;
  }
  // A build in memory hands every page's files on at once: a page's list is the same as the last time where it was not rendered again (served.ts).
  if (inMemory) output.addPages(done);
  const summaries = results.map(`summaries of ${dir}`, done, [], (state) => state.summary!);

  const linkProblems = await time('links', () => checkLinks(v, versions, pages, summaries, cache, config.llms));
  // The settings decide, by kind, which problems fail the build (problems.ts).
  const errors: SiteError[] = [];
  const warnings: SiteError[] = [];
  const notes: SiteError[] = [];
  // What was found in what the build made from an OpenAPI document is placed at the line its place has now (segments.ts).
  const reported = (e: SiteError) => inFolder(placeAt(e, v.writtenAt), dir);
  for (const e of results.gather(`page errors of ${dir}`, summaries, (page) => page.errors)) (v.isWarning(e) ? warnings : errors).push(reported(new SiteError(e.message, e)));
  for (const n of results.gather(`page notes of ${dir}`, summaries, (page) => page.notes)) notes.push(reported(new SiteError(n.message, n)));
  for (const e of linkProblems) (v.isWarning(e) ? warnings : errors).push(reported(e));
  const examples = results.gather(`api examples of ${dir}`, summaries, (page) => page.apiExamples);
  for (const e of checkApiExamples(examples, v, config)) errors.push(reported(e));
  for (const w of results.gather(`page warnings of ${dir}`, summaries, (page) => page.warnings)) warnings.push(reported(new SiteError(w.message, w)));

  indexPages();
  const search = await plan.finish(() => entries.map((entry) => summaries[entry.at].search));
  for (const file of search.files) output.add(file, search.recordKey);
  for (const file of search.kept) output.keep(file, search.recordKey);

  // The pages with a policy of their own (they show other sites' images, frames or media), for _headers.
  const policies = present(results.map(`policies of ${dir}`, summaries, [manifest, site], (page, i) => page.embeds && { url: pages[i].route.url, csp: pagePolicy(site.csp, page.embeds) }));

  const shared = versionFiles(site, manifest, v.routesKey, results);
  for (const file of shared.files) output.add(file);
  // Translations are pages a reader may land on from a search engine: each other locale has its sitemap (the current version's is a shared file).
  if (version.locale && at > 0) output.add({ path: `${version.baseUrl.slice(1)}sitemap.xml`, contents: shared.sitemap });
  // The media the pages show, and each page's og:image.
  const assetsShown = results.gather(`assets of ${dir}`, summaries, (page) => page.assets);
  const usedAssets = derive('assets used', assetsShown, [manifest], () => new Set([...assetsShown, ...manifest.routes.flatMap((route) => [...(route.imageAsset ? [route.imageAsset] : []), ...(route.heroAssets ?? [])])]));
  for (const asset of v.content.assets) if (usedAssets.has(asset.path)) output.add({ path: v.media[asset.path].slice(1), contents: asset.bytes });
  if (config.llms) {
    // Every page's markdown is in its summary (a few hundred bytes for a one-screen page): llms-full.txt is made of those strings.
    const markdown = results.map(`markdown of ${dir}`, summaries, [], (page) => page.markdown);
    const others = at === 0 ? versions.slice(1).map((o) => o.version) : [];
    for (const file of llmsFiles(site, manifest, pageIndex(v, pages), markdown, { root: at === 0, others })) output.add(file);
  }

  return { site, errors, warnings, notes, pages: pages.length, shared, policies, pendingSearch: search.pending };
}

/**
 * The JSON examples pages name (```json openapi="listLeases 200"), against the OpenAPI documents: on every
 * build, since a document may change while the pages that show its bodies do not.
 */
function checkApiExamples(examples: readonly ApiExample[], v: ReadVersion, config: SiteConfig): SiteError[] {
  const problems: SiteError[] = [];
  for (const example of examples) {
    const at = { file: example.file, line: example.line, at: example.at };
    if (!v.checkApiExample) {
      // A version without documents of its own (an older one's pages show the API as it was) has nothing to check them against.
      if (config.versions.every((ver) => !ver.openapi.length)) problems.push(new SiteError(`This code block names "${example.name}" of an OpenAPI document, but site.config.ts has none`, { ...at, hint: 'add the document to openapi in site.config.ts, or take openapi="…" off the fence' }));
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(example.json);
    } catch (err) {
      const position = /position (\d+)/.exec((err as Error).message);
      if (position) at.line += example.json.slice(0, Number(position[1])).split('\n').length - 1;
      problems.push(new SiteError(`This example of "${example.name}" is not JSON: ${(err as Error).message}`, { ...at, hint: 'an example checked against the OpenAPI document must be whole JSON: no comments, no "…"' }));
      continue;
    }
    const wrong = v.checkApiExample(example.name, value);
    if (wrong) problems.push(new SiteError(`This example of "${example.name}" is wrong: ${wrong}`, { ...at, hint: 'fix the example, or the document if the API sends it so: the docs must show what the API does' }));
  }
  return problems;
}

/** What a page's rendering came to, kept with its position: its summary, and in a build in memory its results and files. */
interface RenderedState {
  /** The page's render key, which the output record keeps. */
  key: string;
  summary?: PageSummary;
  markdown?: Kept<MarkdownResult>;
  rendered?: Kept<RenderedPage>;
  files?: OutputFile[];
}

/** Which page has a URL: the same while the routes are. */
function pageIndex({ manifest }: ReadVersion, pages: { route: Route }[]): Map<string, number> {
  return derive('page index', manifest, [], () => new Map(pages.map((p, i) => [p.route.url, i])));
}

// A markdown result is made outside the function that has the page's HTML:
// a function made there would keep the HTML too (functions made in one scope
// share what they keep): about 23 KB a bench page, for every page of a docs
// build, which reads the HTML from the store when it needs it.

/** A markdown result whose HTML is held (docs serve, build --watch). */
function heldResult(summary: PageSummary, html: string): MarkdownResult {
  return { summary, html: () => html };
}

/** A markdown result whose HTML is read from the store when asked (docs build; none without the cache). */
function storedResult(summary: PageSummary, store: ResultStore | undefined, key: string): MarkdownResult {
  return { summary, html: () => store?.html(key) };
}

/** Everything a page's markdown result depends on: its text and where it came from, the site's URLs and media, and the generator's markdown code. */
function markdownKey(page: RecordedPage, targetsKey: string): string {
  // The page's key is that of its text, segments and HTML (expand.ts).
  return keyOf('markdown', page, [targetsKey], () => hash(generatorFingerprint(), targetsKey, page.key));
}

type Place = Pick<PageJob, 'prev' | 'next' | 'versions' | 'sidebar'>;

interface Places {
  /** The key of each page's place (its neighbours, version menu and sidebar), by URL. */
  keys: Map<string, string>;
  /** A page's place, worked out again when its job is made (a sidebar for every page of the site at once would take a lot of memory). */
  dataOf: (route: Route) => Place;
}

/** The places of every page of a version: worked out again only when the routes of a version changed (their key covers the media too; not on a text edit). */
function placesOf({ version, manifest }: ReadVersion, at: number, versions: ReadVersion[], { results }: BuildCache): Places {
  return results.get('places', hash(String(at), ...versions.map((o) => o.routesKey)), () => {
    const around = neighbours(manifest.orders ?? [manifest.order], manifest.byUrl);
    const navs = (manifest.sidebars ?? [manifest.nav]).map(indexNav);
    const dataOf = (route: Route): Place => ({ ...around.get(route.url), versions: versionMenu(versions, at, route.route), sidebar: localSidebar(navs[route.sidebar ?? 0], route, version.baseUrl) });
    return { keys: new Map(manifest.routes.map((route) => [route.url, keyOfData(dataOf(route))])), dataOf };
  });
}

/** What links are resolved against (the pages' URLs, the media), and its key: the same while the version's routes are. */
function linkTargetsOf({ manifest, routesKey }: ReadVersion, { results }: BuildCache, origin: string | undefined): { targets: LinkTargets; targetsKey: string } {
  return results.get('link targets', hash(routesKey, origin ?? ''), () => {
    const targets = origin === undefined ? manifest.targets : { ...manifest.targets, origin };
    return { targets, targetsKey: keyOfData(targets) };
  });
}

/** The pages from the first one on, up to the first whose markdown an earlier build rendered: the run's first jobs, whatever their places. */
function* firstToRender({ expanded, expand }: ReadVersion, rendered: (page: RecordedPage) => boolean): Generator<ExpandedPage> {
  for (const page of expanded) {
    if (rendered(page)) return;
    yield expand(page);
  }
}

/**
 * Every page's link problems. A page's result is reused while its links, the
 * routes of every version and the pages it links to with an #anchor (their
 * markdown keys, which their ids come from) are the same: by its position when
 * its summary is the same object as the last time, else by its key.
 */
function checkLinks(v: ReadVersion, versions: ReadVersion[], pages: { md: string; route: Route }[], summaries: PageSummary[], { results }: BuildCache, llms: boolean): readonly SiteError[] {
  const { manifest } = v;
  const indexOf = pageIndex(v, pages);
  const idsOf = (url: string) => {
    const i = indexOf.get(url);
    return i === undefined ? undefined : summaries[i].ids;
  };
  const routesKey = hash(...versions.map((o) => o.routesKey), String(llms));
  const others = versions.map((o) => o.manifest);
  const guesses = guessesOf(manifest);
  /** The markdown keys of the pages a page links to with an #anchor. */
  const linkedKeys = (toAnchors: PageSummary['links']) => toAnchors.map((link) => pages[indexOf.get(link.url!) ?? -1]?.md ?? '-');
  const checked = results.map(`links of ${v.version.contentDir}`, summaries, [routesKey], (summary, i) => {
    if (summary.links.length === 0) return undefined;
    // Only a link to an #anchor reads the page it links to (its ids); a folder's index page links to every page of it, without one.
    const toAnchors = summary.links.filter((link) => link.hash && link.url !== null);
    const linked = linkedKeys(toAnchors);
    const key = [pages[i].md, routesKey, ...linked].join('\0');
    return { toAnchors, linked, kept: results.kept('links', key, () => checkPageLinks(summary, manifest, idsOf, others, guesses, llms)) };
  }, { needed: (found) => found !== undefined && found.toAnchors.length > 0, valid: (found) => sameKeys(found!.linked, linkedKeys(found!.toAnchors)) });
  return results.gather(`link problems of ${v.version.contentDir}`, checked, (found) => found?.kept.result);
}

function sameKeys(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}
