// Stage 4: every page's route, decided by its file path and front matter,
// before any markdown is parsed; the sidebar, with the index pages of the
// folders that have none; prev/next. Checks that no two files claim one route.
// Every lookup goes through a map: the stage is linear in the number of pages.
import path from 'node:path/posix';
import { SiteError } from '../errors.ts';
import { GENERATED_DIR, routeToUrl } from '../shared/paths.ts';
import { buildNav, type IndexRequest } from './nav.ts';
import { pageLink } from './pagination.ts';
import { docId, fileToRoute, foldersWithIndex, humanize, isIndexName, numberPrefix, parentDir, safeSegment } from './names.ts';
import { resolvePage, type PageLookup } from './resolve.ts';
import { IMAGE_PLACES_HINT, siteImage, type ImagePlaces } from './site-image.ts';
import { resolveHero } from './hero.ts';
import { globMatcher } from './globs.ts';
import { generatedIndexSource } from './generated-index.ts';
import { readSidebar, sidebarLists } from './sidebar-config.ts';
import { pageName } from '../content/scan.ts';
import { titleHeading } from '../content/title.ts';
import { frontMatterText } from '../content/mdx/frontmatter-refs.ts';
import type { CategoryMeta } from './categories.ts';
import { apiLinkKey, isApiPart } from '../content/api-parts.ts';
import { isPattern, ruleAddress, type RedirectRule } from './redirects.ts';
import type { DocsVersion, LinkTargets, PageSource, Route, RouteManifest } from '../types.ts';

export { fileToRoute, safeSegment } from './names.ts';

export interface ManifestOptions {
  baseUrl: string;
  /** Every version; in the current one (the first), a route may not start with the id of an older one, whose pages live there. */
  versions?: Pick<DocsVersion, 'id' | 'baseUrl' | 'locale'>[];
  /** The config's sidebar for this version: a list, or several lists by name or path. */
  sidebar?: unknown[] | Record<string, unknown[]>;
  configFile?: string;
  /** The folders' _category_ files, by folder. */
  categories?: Map<string, CategoryMeta>;
  /** Content path of each other file → the URL of its copy, and the files of the static folder: for og:image. */
  media?: Record<string, string>;
  staticFiles?: Set<string>;
  partials?: string[];
  /** The config's aliases → the folder each names, from the content folder or (starting with "/") in the static folder. */
  aliases?: Record<string, string>;
  /** The config's redirects: a link to an old address leads where it moved. */
  redirects?: RedirectRule[];
  repository?: LinkTargets['repository'];
  /** Build pages marked draft (docs serve). */
  drafts?: boolean;
  /** Index pages for folders without one, and a home page for a content folder without index.md (default true). */
  generatedIndex?: boolean;
  /** The delimiters of a heading's custom id where they are not "{" and "}" (a page's "# Title %{#id}%"). */
  attributeDelimiters?: [string, string];
  /** The title and description of the home page when it is generated (the product's name and tagline). */
  home?: { title: string; description?: string };
  /** OpenAPI links ("openapi:listLeases") → the content path of the page that documents it, and its #anchor. */
  apiLinks?: Record<string, string>;
  /** The operations the config's sidebar names by their method and path ("openapi:GET /leases", as Mintlify lists them) → their link ("openapi:listLeases"). */
  apiNames?: Record<string, string>;
  /** The files of the documents with a linkBase → it (see LinkTargets.apiLinkBases). */
  apiLinkBases?: Record<string, string>;
}

export function buildManifest(pages: PageSource[], options: ManifestOptions): { manifest: RouteManifest; errors: SiteError[]; notes: SiteError[] } {
  const { baseUrl, versions = [] } = options;
  const reserved = new Set(baseUrl === versions[0]?.baseUrl ? versions.slice(1).map((v) => v.id) : []);
  const errors: SiteError[] = [];
  const notes: SiteError[] = [];
  const manifest: RouteManifest = { routes: [], byUrl: new Map(), byFile: new Map(), byId: new Map(), nav: [], order: [], generated: [], notPages: new Map(), targets: { baseUrl, pageUrls: {}, assetUrls: {} } };
  const { byUrl, byFile, byId } = manifest;
  const byFoldedUrl = new Map<string, Route>();
  const isPartial = globMatcher(options.partials ?? []);
  const sourceOf = new Map<Route, PageSource>();
  const isReserved = (route: Route) => route.route.split('/')[0] === GENERATED_DIR || reserved.has(route.route.split('/')[0]);

  const add = (route: Route, page: PageSource): boolean => {
    const taken = byUrl.get(route.url);
    if (taken) {
      const what = (r: Route) => (r.generated ? `the generated index of content/${parentDir(r.file)}/` : `content/${r.file}`);
      errors.push(new SiteError(`Two files claim the route ${route.url}: ${what(taken)} and ${what(route)}`, {
        file: page.generated ? taken.file : page.file,
        line: page.keyLines.slug ?? page.keyLines.id,
        hint: 'rename one of them, or give one a different "slug" in its front matter',
      }));
      return false;
    }
    const first = route.route.split('/')[0];
    if (isReserved(route)) {
      const what = first === GENERATED_DIR ? 'generated files' : `the pages of ${versions[0]?.locale ? 'locale' : 'version'} ${first}`;
      errors.push(new SiteError(`The route ${route.url} is reserved for ${what}`, { file: page.file, hint: `rename the file or folder "${first}"` }));
      return false;
    }
    const folded = byFoldedUrl.get(route.url.toLowerCase());
    if (folded) notes.push(new SiteError(`The routes ${folded.url} and ${route.url} differ only in case: on a file system that ignores case (macOS, Windows) their output folders are one`, { file: page.file, hint: `rename content/${folded.file} or content/${page.file}, or give one a "slug"` }));
    else byFoldedUrl.set(route.url.toLowerCase(), route);
    const sameId = byId.get(route.id);
    if (sameId && !route.generated) {
      errors.push(new SiteError(`Two pages have the id "${route.id}": content/${sameId.file} and content/${page.file}`, { file: page.file, line: page.keyLines.id, hint: 'give one of them another "id"' }));
    } else if (!route.generated) byId.set(route.id, route);
    byUrl.set(route.url, route);
    byFile.set(page.file, route);
    sourceOf.set(route, page);
    manifest.routes.push(route);
    return true;
  };

  const indexed = foldersWithIndex(pages.map((page) => page.file));
  for (const page of pages) {
    if (isPartial(page.file)) manifest.notPages.set(page.file, 'partial');
    else if (page.settings.draft && !options.drafts) manifest.notPages.set(page.file, 'draft');
    else add(toRoute(page, options, errors, indexed.has(parentDir(page.file))), page);
  }

  const lookup: PageLookup = {
    baseUrl,
    file: (p) => byFile.get(p)?.url,
    id: (id) => byId.get(id)?.url,
    hasUrl: (url) => byUrl.has(url),
  };
  const findPage = (ref: string, dir: string) => {
    // An operation or schema of an OpenAPI document: the page that documents it (of a tag's page, the section's page).
    if (isApiPart(ref)) return byFile.get(options.apiLinks?.[apiLinkKey(options.apiNames?.[ref] ?? ref)]?.split('#')[0] ?? '');
    return byUrl.get(resolvePage(ref, { file: dir ? `${dir}/_` : '_', url: baseUrl }, lookup) ?? '');
  };
  // The old addresses of the config's redirects, where no generated index goes (Dify sends "/" to its English home).
  const redirectedFrom = new Set(options.redirects?.filter((r) => !isPattern(r.from)).map((r) => ruleAddress(r.from)));
  // A folder in several sidebars has one index page, which each of them links to.
  const indexOfDir = new Map<string, Route | undefined>();
  const makeIndex = (request: IndexRequest): Route | undefined => {
    if (request.dir !== undefined && indexOfDir.has(request.dir)) return indexOfDir.get(request.dir);
    const made = makeIndexPage(request);
    if (request.dir !== undefined) indexOfDir.set(request.dir, made);
    return made;
  };
  const makeIndexPage = (request: IndexRequest): Route | undefined => {
    // A folder's index is at the folder's route; where its index.md is, and for a group of the config's sidebar, at /category/<label>, as in Docusaurus.
    const folderFree = request.dir !== undefined && !byUrl.has(routeToUrl(fileToRoute(`${request.dir}/index.md`), baseUrl));
    const slug = request.link.slug ?? (request.implicit || folderFree ? undefined : `/category/${safeSegment(request.label)}`);
    const file = request.dir !== undefined ? `${request.dir}/index.md` : `${fileToRoute('x.md', { slug })}/index.md`;
    const source = generatedIndexSource(request, file, byUrl);
    if (slug !== undefined) source.settings.slug = slug;
    const route = { ...toRoute(source, options, errors), generated: true };
    // A page of that name stands for the folder, and so does a redirect from its address.
    if (request.implicit && (byUrl.has(route.url) || isReserved(route) || redirectedFrom.has(ruleAddress(route.url)))) return undefined;
    if (!add(route, source)) return undefined;
    manifest.generated.push(source);
    return route;
  };
  const navInput = {
    routes: manifest.routes, categories: options.categories ?? new Map(), generatedIndex: options.generatedIndex ?? true,
    findPage, pageNames: () => byId.keys(), makeIndex, configFile: options.configFile ?? 'site.config.ts',
    report: (e: SiteError) => errors.push(e),
  };
  // One sidebar (the config's, or the folders'), or several by name or path.
  const lists = options.sidebar ? sidebarLists(options.sidebar, 'sidebar') : [];
  const navs = lists.length
    ? lists.map(([where, list, name]) => ({ name, ...buildNav({ ...navInput, sidebar: readSidebar(list, where).nodes }) }))
    : [{ name: undefined, ...buildNav({ ...navInput, sidebar: undefined }) }];
  manifest.nav = navs[0].nav;
  manifest.order = navs.length === 1 ? navs[0].order : [...new Set(navs.flatMap((n) => n.order))];
  if (navs.length > 1) {
    manifest.sidebars = navs.map((n) => n.nav);
    manifest.orders = navs.map((n) => n.order);
  }
  // A content folder without index.md (Docusaurus keeps its home page in src/pages) still has a home: the sidebars' top level as cards.
  if (navInput.generatedIndex && !byUrl.has(routeToUrl('', baseUrl)) && !redirectedFrom.has(ruleAddress(routeToUrl('', baseUrl)))) {
    const children = navs.flatMap((n) => n.nav);
    const source = generatedIndexSource({ label: options.home?.title ?? 'Home', description: options.home?.description, link: { type: 'generated-index' }, children, implicit: true }, 'index.md', byUrl);
    if (add({ ...toRoute(source, options, errors), generated: true }, source)) manifest.generated.push(source);
  }
  const sidebarOf = navs.length > 1 ? sidebarChooser(navs) : () => 0;
  for (const route of manifest.routes) {
    const own = sidebarOf(route);
    if (own > 0) route.sidebar = own;
    route.trail = navs[own].trails.get(route.url) ?? [];
    const { keyLines } = sourceOf.get(route)!;
    route.prev = pageLink(route, 'prev', keyLines, lookup, errors);
    route.next = pageLink(route, 'next', keyLines, lookup, errors);
    Object.assign(route, resolveHero(route, sourceOf.get(route)!, imagePlaces(options), lookup, errors));
  }
  manifest.targets = linkTargets(manifest, options);
  return { manifest, errors, notes };
}

/**
 * Which of several sidebars a page shows: the one keyed by the longest path
 * its route starts with ("/config/", VitePress's); else the first that lists
 * it (Docusaurus's named sidebars); else the first.
 */
function sidebarChooser(navs: { name?: string; order: string[] }[]): (route: Route) => number {
  const paths = navs.flatMap((n, i) => (n.name?.startsWith('/') ? [{ path: n.name.replace(/\/*$/, '/'), i }] : [])).sort((a, b) => b.path.length - a.path.length);
  const listedIn = new Map<string, number>();
  navs.forEach((n, i) => n.order.forEach((url) => listedIn.has(url) || listedIn.set(url, i)));
  return (route) => {
    const own = `/${route.route}/`.replace(/^\/\/$/, '/');
    return paths.find((p) => own.startsWith(p.path))?.i ?? listedIn.get(route.url) ?? 0;
  };
}

/** What links are resolved against; ids only where they are not the file's path, and nothing a site does not use. */
function linkTargets(manifest: RouteManifest, { baseUrl, media = {}, staticFiles, versions, apiLinks, apiLinkBases, aliases, repository, redirects }: ManifestOptions): LinkTargets {
  const targets: LinkTargets = { baseUrl, pageUrls: {}, assetUrls: media };
  const ids: Record<string, string> = {};
  for (const route of manifest.routes) {
    targets.pageUrls[route.file] = route.url;
    if (!route.generated && route.id !== route.file.replace(/\.mdx?$/, '')) ids[route.id] = route.url;
  }
  if (Object.keys(ids).length) targets.ids = ids;
  if (staticFiles?.size) targets.staticFiles = [...staticFiles];
  if (staticFiles?.size && staticBaseOf(versions, baseUrl) !== baseUrl) targets.staticBase = staticBaseOf(versions, baseUrl);
  const innerBases = (versions ?? []).map((v) => v.baseUrl).filter((b) => b !== baseUrl && b.startsWith(baseUrl));
  if (innerBases.length) targets.innerBases = innerBases;
  if (versions?.[0]?.locale) targets.locales = { siteBase: versions[0].baseUrl, ids: versions.slice(1).map((v) => v.id) };
  if (aliases && Object.keys(aliases).length) targets.aliases = aliases;
  if (repository) targets.repository = repository;
  if (manifest.notPages.size) targets.notPages = Object.fromEntries(manifest.notPages);
  if (apiLinks && Object.keys(apiLinks).length) {
    targets.openapi = {};
    for (const [name, place] of Object.entries(apiLinks)) {
      const [file, anchor] = place.split('#');
      const url = manifest.byFile.get(file)?.url;
      if (url) targets.openapi[name] = url + (anchor ? `#${anchor}` : '');
    }
  }
  if (apiLinkBases && Object.keys(apiLinkBases).length) targets.apiLinkBases = apiLinkBases;
  if (redirects?.length) targets.redirects = redirects;
  return targets;
}

function toRoute(page: PageSource, options: ManifestOptions, errors: SiteError[], besideIndex = false): Route {
  const { file, settings } = page;
  const route = fileToRoute(file, { slug: settings.slug, id: settings.id, besideIndex });
  const name = settings.id ?? numberPrefix(pageName(file)).name;
  const written = titleHeading(page.body, file, options.attributeDelimiters);
  // "# {frontMatter.title}" shows the value.
  const heading = written && { ...written, text: frontMatterText(written.text, page.frontMatter) };
  const title = settings.title ?? heading?.text ?? humanize(isIndexName(pageName(file), besideIndex) ? numberPrefix(path.basename(parentDir(file))).name : name);
  const image = settings.image === undefined ? undefined : imageOf(page, options, errors);
  return {
    route,
    url: routeToUrl(route, options.baseUrl),
    file,
    id: docId(file, settings.id),
    title,
    ...(heading?.id && { titleId: heading.id }),
    ...(heading && heading.text !== title && { heading: heading.text }),
    description: settings.description ?? '',
    sidebarLabel: settings.sidebarLabel ?? title,
    sidebarPosition: settings.sidebarPosition ?? numberPrefix(pageName(file)).position,
    template: settings.template,
    listed: settings.inSidebar,
    settings,
    frontMatter: page.frontMatter,
    ...image,
    trail: [],
  };
}

/** The og:image: a file beside the page (copied to the output), a file of the static folder, or a URL. */
function imageOf(page: PageSource, options: ManifestOptions, errors: SiteError[]): Pick<Route, 'image' | 'imageAsset'> {
  const image = page.settings.image!;
  const found = siteImage(image, page.file, imagePlaces(options));
  if (found) return { image: found.url, ...(found.asset && { imageAsset: found.asset }) };
  errors.push(new SiteError(`Front matter "image" names ${image}, which is not a file of the site`, { file: page.file, line: page.keyLines.image, hint: IMAGE_PLACES_HINT }));
  return {};
}

function imagePlaces({ baseUrl, media = {}, staticFiles = new Set(), versions }: ManifestOptions): ImagePlaces {
  return { baseUrl, staticBase: staticBaseOf(versions, baseUrl), media, staticFiles };
}

/** Where the static folder is served: the site's base URL (the current version's), for every version. */
function staticBaseOf(versions: ManifestOptions['versions'], baseUrl: string): string {
  return versions?.[0]?.baseUrl ?? baseUrl;
}
