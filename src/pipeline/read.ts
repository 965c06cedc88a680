// Stages 2 to 5, for one version of the docs: scan the content folder, parse
// front matter, build the route manifest, splice includes and placeholders in.
// Each step finds its results by the key of what they depend on (reuse.ts).
import path from 'node:path';
import { SiteError, StaleRead, inFolder } from '../errors.ts';
import { hash } from '../hash.ts';
import { derive, keyOf, keyOfData, keyOfList, present } from '../reuse.ts';
import { scanContent } from '../content/scan.ts';
import { outsidePaths, withOutsideMedia } from '../content/outside-media.ts';
import { projectOf } from '../content/readable.ts';
import { lastCommitDates } from '../content/git-dates.ts';
import { parseFrontMatter } from '../content/frontmatter.ts';
import { expandPage } from '../content/expand.ts';
import type { Lookup } from '../content/snippets.ts';
import type { WrittenAt } from '../content/segments.ts';
import { isWarning } from '../problems.ts';
import { NO_APIS, type ApiSources } from '../openapi/api-sources.ts';
import { pageSettings } from '../content/page-settings.ts';
import { isObject } from '../content/frontmatter-schema.ts';
import { frontMatterPart, isApiPart } from '../content/api-parts.ts';
import { sidebarRefs } from '../routes/sidebar-config.ts';
import { buildManifest } from '../routes/manifest.ts';
import { titleHeading } from '../content/title.ts';
import { mayReferToFrontMatter } from '../content/mdx/frontmatter-refs.ts';
import { readCategories } from '../routes/categories.ts';
import { assetUrls } from '../output/assets.ts';
import type { VersionedManifest } from '../routes/versions.ts';
import type { PlaceholderValues } from '../placeholders.ts';
import type { BuildCache } from '../cache.ts';
import type { ResultStore } from '../result-store.ts';
import type { AssetFile, ContentTree, DocsVersion, ExpandedPage, FrontMatter, PageSource, RecordedPage, RouteManifest, SiteConfig, SourceFile, Timer } from '../types.ts';

export type ReadVersion = VersionedManifest & {
  /** The key of the manifest: what the routes of this version come from. */
  routesKey: string;
  content: ContentTree;
  /** Its pages after the expand stage: made this build, or as the last docs build recorded them. */
  expanded: RecordedPage[];
  /** A page's text, segments and HTML: made again for a recorded page (the same key: the generator's code is the same, see generatorFingerprint). */
  expand: (page: RecordedPage) => ExpandedPage;
  media: Record<string, string>;
  /** Content path → when it was last changed. */
  dates: Map<string, string>;
  /** The files of the OpenAPI documents this version's pages were made from (docs serve watches them). */
  apiFiles: string[];
  /**
   * Whether a problem of this version's pages is a warning: by its kind's setting, or because it is in the text of an OpenAPI
   * document with strict: false (the writer does not own it: a broken link in a description of a third-party document).
   */
  isWarning: (problem: Pick<SiteError, 'kind' | 'file'>) => boolean;
  /** Where the value at a JSON pointer of an OpenAPI document is written now: what places the problems found in its pages (segments.ts). */
  writtenAt: WrittenAt;
  /** Checks a JSON example a page names (`openapi="listLeases 200"`) against the OpenAPI documents; undefined when there are none. */
  checkApiExample?: (name: string, value: unknown) => string | undefined;
  errors: SiteError[];
  warnings: SiteError[];
  notes: SiteError[];
  /** What the OpenAPI documents' own checks find, which may come after the pages are rendered (see openapi/check-apart.ts). */
  apiChecks: Promise<{ errors: SiteError[]; warnings: SiteError[] }>;
};

/**
 * Stages 2 to 5 for one version: scan, front matter, manifest, includes and
 * placeholders. docs serve reads again only the files that changed; every
 * stage reuses its results for the files whose key did not change.
 */
export async function readVersion(version: DocsVersion, config: SiteConfig, placeholders: PlaceholderValues, { time, cache, changed, staticFiles, drafts, store, stale, onPages, inMemory }: {
  time: Timer; cache: BuildCache; changed?: Set<string>;
  /** The cache is kept for later builds (docs serve, build --watch). */
  inMemory?: boolean;
  /** Whether a changed file changed again since the build began (see BuildOptions.stale): then it stops once its sources are read (StaleRead). */
  stale?: () => boolean;
  /** The expand stage's records of the last docs build (docs serve's first build reads them too; its next ones keep theirs in memory). */
  store?: ResultStore;
  /** Told about how many pages the version has: once the content folder is scanned, and again with the OpenAPI documents' pages. */
  onPages?: (pages: number) => void;
  /** The files of the static folder, by path in it. */
  staticFiles: Set<string>;
  /** Pages marked draft are built too (docs serve). */
  drafts?: boolean;
}): Promise<ReadVersion> {
  const { results } = cache;
  const errors: SiteError[] = [];
  const notes: SiteError[] = [];
  const dir = version.contentDir;
  const previous = cache.content.get(dir);
  // git runs while the files are read and their front matter parsed; the dates are needed only at the end.
  const datesRead = Promise.resolve((changed && cache.gitDates.get(dir)) || lastCommitDates(dir));
  const scanned = await time('scan', () => scanContent(dir, previous && changed ? { previous, changed } : undefined, 'content folder', config.root, version.skip));
  cache.content.set(dir, scanned);
  // With the media its pages name outside it (read again each build: nothing watches them).
  const named = results.map(`outside media of ${dir}`, scanned.markdown, [], outsidePaths);
  const content = withOutsideMedia(scanned, named, dir, config.root, (key, read) => results.get('outside media', key, read));
  for (const e of content.errors ?? []) errors.push(e);
  for (const n of content.notes ?? []) notes.push(n);
  onPages?.(content.markdown.length);

  const placeholdersKey = keyOf('placeholders', placeholders, [], () => keyOfData([...placeholders]));
  const parsed = await time('front matter', () => results.map(`front matter of ${dir}`, content.markdown, [placeholdersKey],
    (file) => results.kept('front matter', `${fileKey(file)}\0${placeholdersKey}`, () => parseFrontMatter(file, placeholders))));
  const sources = results.map(`sources of ${dir}`, parsed, [], (kept) => kept.result.page);
  for (const e of results.gather(`front matter errors of ${dir}`, parsed, (kept) => kept.result.errors)) errors.push(e);
  const frontMatterNotes = results.gather(`front matter notes of ${dir}`, parsed, (kept) => kept.result.notes);
  // The OpenAPI documents' pages join the folder's from here on (each version's own: the API as it was).
  // Their readers and validators are loaded only by a site that has documents.
  const apis = version.openapi.length
    ? await time('openapi', async () => (await import('../openapi/source.ts')).readApis(version.openapi, { contentDir: dir, baseUrl: version.baseUrl, root: config.root }, { kept: cache.apis, results, changed, store, inMemory }))
    : NO_APIS;
  // Read half written, a large OpenAPI document would change most of the pages: the watcher builds it again once it is whole.
  if (stale?.()) throw new StaleRead();
  for (const e of apis.errors) errors.push(e);
  const notOwned = new Set(apis.notOwnedFiles);
  const warns = (e: Pick<SiteError, 'kind' | 'file'>) => isWarning(e, config) || (e.file !== undefined && notOwned.has(path.resolve(dir, e.file)));
  if (apis.sources.length) onPages?.(content.markdown.length + apis.sources.length);
  const warnings = [...apis.warnings];
  const { sources: documenting, links: apiLinks } = apis === NO_APIS ? { sources, links: apis.links } : documentingPages(sources, apis);
  // The operations the sidebar names by method and path: by their link names, which the routes' key holds.
  const apiNames = apis === NO_APIS || !version.sidebar ? {} : Object.fromEntries(sidebarRefs(version.sidebar).filter(isApiPart).map((ref) => [ref, apis.partTitle(ref)?.name ?? ref]));
  const allSources = apis.sources.length ? [...documenting, ...apis.sources] : documenting;
  const media = assetUrls(content.assets, version.baseUrl);
  const categories = readCategories(content.assets);
  errors.push(...categories.errors);
  const aliases = aliasesFrom(config, dir);
  const project = config.repositoryUrl ? projectOf(dir) : undefined;
  const repository = project ? { url: config.repositoryUrl, root: project, contentDir: dir } : undefined;
  const routesKey = hash(
    JSON.stringify([version, config.versions, config.partials, aliases, repository, config.generatedIndex, config.productName, config.tagline, config.attributeDelimiters, drafts, [...categories.categories], media, [...staticFiles], apiLinks, apiNames, apis.linkBases, config.redirects]),
    keyOfList(`routes of ${dir}`, results.map(`route keys of ${dir}`, allSources, [], routeKey)),
  );
  const { manifest, errors: routeErrors, notes: routeNotes } = await time('manifest', () => results.get('routes', routesKey, () => buildManifest(allSources, {
    baseUrl: version.baseUrl, versions: config.versions, sidebar: version.sidebar, configFile: config.configFile, categories: categories.categories,
    media, staticFiles, partials: config.partials, aliases, repository, drafts, generatedIndex: config.generatedIndex, home: { title: config.productName, description: config.tagline }, attributeDelimiters: config.attributeDelimiters, apiLinks, apiNames, apiLinkBases: apis.linkBases, redirects: config.redirects,
  })));
  for (const e of routeErrors) errors.push(e); // one at a time: may be as many as the pages
  // A partial's front matter sets nothing (the page that includes it has its own): nothing is said of its keys. The
  // pages another tool's OpenAPI plugin wrote, left out as partials, have a dozen keys of that plugin each.
  for (const n of frontMatterNotes) if (manifest.notPages.get(n.file ?? '') !== 'partial') notes.push(n);
  for (const n of routeNotes) notes.push(n);

  // The content folder as @site paths and snippet imports name it, from the site's root.
  const contentFolder = path.relative(config.root, dir).split(path.sep).join('/');
  // Made only when a page is expanded that includes or imports other files, or one that did is checked (most rebuilds need neither).
  const files = lazyMap<SourceFile | AssetFile>(() => [...content.markdown, ...content.assets].map((f) => [f.path, f]));
  const pageFiles = lazyMap<Pick<PageSource, 'file' | 'body' | 'bodyLine'>>(() => allSources.map((s) => [s.file, s]));
  // An OpenAPI part ("openapi:listLeases") is included like a file.
  const byFile: Lookup<Pick<PageSource, 'file' | 'body' | 'bodyLine'>> = {
    get: (name) => (isApiPart(name) ? apis.part(name) : pageFiles.get(name)),
    keys: () => [...pageFiles.keys(), ...apis.partNames()],
  };
  const keyOfFile = (path: string) => {
    if (isApiPart(path)) return apis.partKey(path);
    const found = files.get(path);
    return found ? fileKey(found) : '';
  };
  // The generated index pages are pages like any other from here on.
  const all = manifest.generated.length ? [...allSources, ...manifest.generated] : allSources;
  const { attributeDelimiters } = config;
  const delimiters = attributeDelimiters?.join(' ') ?? '';
  const expandNow = (source: PageSource, url: string): Expanded<ExpandedPage> => {
    const { page, errors: found, notes: noted, snippets } = expandPage(source, url, { sources: byFile, placeholders, files, contentFolder, aliases, attributeDelimiters });
    // What it read besides its own text: the files it includes and imports as snippets.
    const reads = [...page.includes, ...snippets].map((file): [string, string] => [file, keyOfFile(file)]);
    return { page, errors: found, notes: noted, reads };
  };
  // A result is good while what it read is the same, and it found nothing wrong (what it found is looked for again).
  const valid = (found: Pick<Expanded, 'errors' | 'reads'>) => found.errors.length === 0 && found.reads.every(([file, key]) => keyOfFile(file) === key);
  const expanded: RecordedPage[] = await time('expand', () => {
    const done = results.map(`expand of ${dir}`, all, [manifest, placeholdersKey, contentFolder, aliases, delimiters], (source) => {
      const url = manifest.byFile.get(source.file)?.url;
      if (url === undefined) return undefined; // not a page of its own (a partial, a draft)
      const key = `${sourceKey(source)}\0${url}\0${placeholdersKey}\0${contentFolder}\0${JSON.stringify(aliases)}\0${delimiters}`;
      return results.kept('expand', key, (): Expanded => {
        // What the last docs build recorded of the page, under the same rule (its text is made if the page is parsed again).
        const recorded = store?.expanded(key);
        if (recorded && valid({ errors: [], reads: recorded.reads })) {
          return { page: { file: source.file, url, includes: recorded.includes, key: recorded.key }, errors: [], notes: [], reads: recorded.reads };
        }
        const made = expandNow(source, url);
        if (store && !made.errors.length && !made.notes.length) store.addExpanded(key, { key: made.page.key, includes: made.page.includes, reads: made.reads });
        return made;
      }, valid);
    }, { needed: (kept) => kept !== undefined && (kept.result.reads.length > 0 || kept.result.errors.length > 0), valid: (kept) => valid(kept!.result) });
    // Code in MDX that pages do not run is found here; its setting may make it a warning.
    for (const e of results.gather(`expand errors of ${dir}`, done, (kept) => kept?.result.errors)) (warns(e) ? warnings : errors).push(e);
    for (const n of results.gather(`expand notes of ${dir}`, done, (kept) => kept?.result.notes)) notes.push(n);
    return present(results.map(`expanded of ${dir}`, done, [], (kept) => kept?.result.page));
  });
  // A recorded page's text, made when it is to be parsed, once while the page is the same (docs serve's next builds keep
  // the recorded page while its inputs are the same; a page prefetched is the page its job runs).
  const sourceOf = lazyMap<PageSource>(() => all.map((s) => [s.file, s]));
  const expand = (page: RecordedPage): ExpandedPage => ('text' in page ? page as ExpandedPage : derive('expanded text', page, [], () => expandNow(sourceOf.get(page.file)!, page.url).page));
  const gitDates = await datesRead;
  cache.gitDates.set(dir, gitDates);
  const dates = withOwnDates(gitDates, manifest);
  return {
    version, manifest, content, expanded, expand, dates, media, routesKey, apiFiles: apis.files, isWarning: warns, checkApiExample: apis.checkExample, writtenAt: apis.writtenAt,
    errors: errors.map((e) => inFolder(e, dir)), warnings: warnings.map((e) => inFolder(e, dir)), notes: notes.map((e) => inFolder(e, dir)),
    apiChecks: apis.checks.then((found) => ({ errors: found.errors.map((e) => inFolder(e, dir)), warnings: found.warnings.map((e) => inFolder(e, dir)) })),
  };
}

/** A page expanded, and the files it read besides its own (each with its key then). */
interface Expanded<Page extends RecordedPage = RecordedPage> {
  /** Made now (ExpandedPage), or as recorded. */
  page: Page;
  errors: SiteError[];
  notes: SiteError[];
  reads: [string, string][];
}

/** A content file's key: its path and contents. */
function fileKey(file: SourceFile | AssetFile): string {
  return keyOf('file', file, [], () => hash(file.path, 'text' in file ? file.text : file.bytes));
}

/**
 * What a page's expansion reads of its own source: its path and body, where the body starts (generated index pages have
 * no file), its front matter where the body refers to it ({frontMatter.key}), and the operation or schema it names there.
 */
function sourceKey(source: PageSource): string {
  return keyOf('source', source, [], () => hash(source.file, String(source.bodyLine), source.body, mayReferToFrontMatter(source.body) ? JSON.stringify(source.frontMatter) : '', documentedLine(source)));
}

/**
 * The pages that document an operation or a schema in their front matter (Mintlify's `openapi: GET /users`, see
 * frontMatterPart) as the pages made from the document are: titled by its summary or name where they have no title of
 * their own, an operation's method their badge in the sidebar; and the table of OpenAPI links (ApiSources.links) with
 * them: "openapi:listLeases" and "openapi:schema/Lease" lead there, where no page made from the document has them.
 */
function documentingPages(sources: PageSource[], apis: ApiSources): { sources: PageSource[]; links: Record<string, string> } {
  const links: [string, string][] = [];
  const titled = sources.map((source) => {
    const documented = frontMatterPart(source.frontMatter);
    const found = documented && apis.partTitle(documented.name);
    if (!found) return source;
    if (apis.links[found.name] === undefined) links.push([found.name, source.file]);
    return derive('titled by its operation', source, [found.title, found.method], () => {
      const fm = source.frontMatter;
      const sidebar = found.method && (fm.sidebar === undefined || isObject(fm.sidebar)) ? { sidebar: { badge: found.method, ...(fm.sidebar as object) } } : {};
      const frontMatter: FrontMatter = {
        title: found.title, ...(found.method && { sidebar_class_name: `api-method-${found.method.toLowerCase()}` }), ...fm, ...sidebar,
      };
      return { ...source, frontMatter, settings: pageSettings(frontMatter, () => {}) };
    });
  });
  return { sources: titled, links: links.length ? { ...Object.fromEntries(links), ...apis.links } : apis.links };
}

/** The operation or schema a page's front matter names, and the line where (its problem names it), or nothing. */
function documentedLine(source: PageSource): string {
  const documented = frontMatterPart(source.frontMatter);
  return documented ? `${documented.name}\0${source.keyLines[documented.key]}` : '';
}

/** What a page's route and sidebar entry come from: its path, its front matter (and the lines of its keys, for messages) and a leading "# heading". */
function routeKey(source: PageSource): string {
  return keyOf('route', source, [], () => {
    // The title's custom id is the h1's: part of the route too.
    const heading = titleHeading(source.body, source.file);
    return keyOfData(source.file, source.frontMatter, source.keyLines, heading?.text, ...(heading?.id ? [heading.id] : []));
  });
}

/** Git's last-commit dates, where front matter says otherwise (last_update, lastUpdated) with its own date, or none. */
function withOwnDates(gitDates: Map<string, string>, manifest: RouteManifest): Map<string, string> {
  return derive('own dates', manifest, [gitDates], () => {
    const own = manifest.routes.filter((r) => r.settings.lastUpdate !== undefined);
    if (own.length === 0) return gitDates;
    const dates = new Map(gitDates);
    for (const route of own) {
      const update = route.settings.lastUpdate;
      if (update === false) dates.delete(route.file);
      else if (update?.date) dates.set(route.file, update.date);
    }
    return dates;
  });
}

/** A map made the first time it is asked. */
function lazyMap<T>(entries: () => [string, T][]): Lookup<T> {
  let map: Map<string, T> | undefined;
  return { get: (key) => (map ??= new Map(entries())).get(key), keys: () => (map ??= new Map(entries())).keys() };
}

/**
 * The config's aliases as the pages of a content folder resolve them: a folder
 * of the static folder as a site path ("/img"), any other as a path from the
 * content folder ("assets", "../src/assets"). Undefined without aliases.
 */
function aliasesFrom(config: SiteConfig, contentDir: string): Record<string, string> | undefined {
  const entries = Object.entries(config.aliases ?? {});
  if (!entries.length) return undefined;
  const posix = (p: string) => p.split(path.sep).join('/');
  return Object.fromEntries(entries.map(([name, folder]) => {
    const inStatic = config.staticDir ? path.relative(config.staticDir, folder) : '..';
    if (!inStatic.startsWith('..') && !path.isAbsolute(inStatic)) return [name, `/${posix(inStatic)}`.replace(/\/$/, '') || '/'];
    return [name, posix(path.relative(contentDir, folder)) || '.'];
  }));
}
