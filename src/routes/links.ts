// Checks every link inside the site once all pages are parsed: the page must
// exist, and so must the #anchor on it. The config's navbar and footer links
// are checked too, since a typo there breaks every page.
import { SiteError, closest, guessAmong } from '../errors.ts';
import { replacePlaceholders, type PlaceholderValues } from '../placeholders.ts';
import type { LinkRef, ParsedPage, ProblemKind, RouteManifest, SiteConfig } from '../types.ts';
import { followRedirects, isPattern, pageAmong } from './redirects.ts';

/** What a page gives the link check. */
type Checked = Pick<ParsedPage, 'file' | 'links'>;
/** The ids an #anchor may target on the page at a URL; undefined when no page has that URL. */
export type IdsOf = (url: string) => readonly string[] | undefined;

/**
 * The problems of one page's links: a page that must exist, and the #anchor on
 * it. `others`: the manifests of every version, for links from one version into
 * another. (The render stage reuses a page's result while its links, the
 * routes and the pages it links to are the same.)
 */
export function checkPageLinks(page: Checked, manifest: RouteManifest, idsOf: IdsOf, others: RouteManifest[] = [], guesses = guessesOf(manifest), llms = false): SiteError[] {
  const errors: SiteError[] = [];
  for (const link of page.links) {
    if (link.url !== null && !manifest.byUrl.has(link.url) && others.some((m) => m !== manifest && m.byUrl.has(link.url!))) continue;
    if (llms && link.url !== null && isLlmsFile(link.url, manifest)) continue;
    const problem = checkLink(link, manifest, idsOf, guesses);
    if (problem) errors.push(new SiteError(problem.message, { file: link.file, line: link.line, column: link.column, hint: problem.hint, kind: problem.kind, at: link.at }));
  }
  return errors;
}

/**
 * Whether a URL is one of the files for language models the build writes (llms: true): a page's markdown copy
 * ("/docs/guides/setup.md", markdownCopyUrl), llms.txt and llms-full.txt at the base URL. Mintlify's pages link them.
 */
function isLlmsFile(url: string, manifest: RouteManifest): boolean {
  const base = manifest.targets.baseUrl;
  if (url === `${base}llms.txt` || url === `${base}llms-full.txt`) return true;
  const page = url.endsWith('/index.html.md') ? url.slice(0, -'index.html.md'.length) : url.endsWith('.md') ? url.slice(0, -'.md'.length) : undefined;
  return page !== undefined && manifest.byUrl.has(page);
}

/** What a build's broken links are guessed among: its pages and its files (see guessAmong). */
export interface LinkGuesses {
  urls: { keys(): Iterable<string> };
  files: { keys(): Iterable<string> };
}

/**
 * The manifest's pages and files, as objects of a build's own: docs serve keeps the manifest from build to build while
 * the routes are the same, and guessAmong's budget is per object, so that each build has one.
 */
export function guessesOf(manifest: RouteManifest): LinkGuesses {
  return { urls: { keys: () => manifest.byUrl.keys() }, files: { keys: () => manifest.byFile.keys() } };
}

function checkLink(link: LinkRef, manifest: RouteManifest, idsOf: IdsOf, guesses: LinkGuesses): { message: string; hint?: string; kind: ProblemKind } | undefined {
  if (link.url === null && link.notPage === 'outside') {
    return { message: `Broken link: ${link.raw} leads out of the content folder, where no page is`, hint: 'link to a page by its site path ("/docs/guides/intro") or an operation by openapi:operationId', kind: 'broken-link' };
  }
  if (link.url === null && link.notPage) {
    const file = link.raw.replace(/[?#].*$/, '');
    return link.notPage === 'draft'
      ? { message: `Broken link: ${link.raw} names a draft (draft: true), which docs build leaves out`, hint: `remove "draft: true" from ${file}, or the link`, kind: 'broken-link' }
      : { message: `Broken link: ${link.raw} names a partial (the config's "partials"), which is no page`, hint: 'include it instead: <!--@include: ' + file + '-->', kind: 'broken-link' };
  }
  if (link.url === null) {
    const guess = guessAmong(link.raw.replace(/#.*$/, ''), guesses.files);
    return { message: `Broken link: ${link.raw} names a file that does not exist`, hint: guess ? `did you mean content/${guess}?` : 'links to markdown files are relative to the file they are in', kind: 'broken-link' };
  }
  if (!manifest.byUrl.has(link.url)) {
    const guess = guessAmong(link.url, guesses.urls);
    return { message: `Broken link: ${link.raw} points to ${link.url}, which is not a page of the site`, hint: guess ? `did you mean ${guess}?` : undefined, kind: 'broken-link' };
  }
  const ids = idsOf(link.url);
  if (link.hash && ids && !ids.includes(link.hash)) {
    const guess = closest(link.hash, ids);
    const hint = guess ? `did you mean #${guess}?` : 'anchors are the GitHub-style ids of headings: "## Rate limits" is #rate-limits';
    // An OpenAPI document's text may be on many pages (a response that many operations share): its anchor, missing from
    // each, is one problem, said once.
    if (link.at !== undefined && link.raw.startsWith('#')) return { message: `Broken anchor: ${link.raw} is not a heading or id of the page this text is on`, hint, kind: 'broken-anchor' };
    return { message: `Broken anchor: ${link.raw} points to #${link.hash}, which is not a heading or id on ${link.url}`, hint, kind: 'broken-anchor' };
  }
  return undefined;
}

/** Placeholders and internal targets of the navbar and footer links of site.config.ts. */
export function checkConfigLinks(config: SiteConfig, values: PlaceholderValues, manifest: RouteManifest): SiteError[] {
  const errors: SiteError[] = [];
  for (const [where, links] of [['navbar', config.navbar], ['footer', config.footer]] as const) {
    for (const link of links) {
      for (const text of [link.label, link.href]) {
        replacePlaceholders(text, values, (u) => errors.push(new SiteError(`Unknown placeholder {{${u.name}}} in a ${where} link`, { file: config.configFile, hint: u.hint })));
      }
      const target = link.href.replace(/[?#].*$/, '').replace(/\/+$/, '');
      if (link.href.startsWith(config.baseUrl) && !manifest.byUrl.has(target || config.baseUrl) && target + '/' !== config.baseUrl) {
        const guess = closest(target, manifest.byUrl.keys());
        // Always an error (build.ts): a typo there breaks every page. Its kind groups it with the others in the report.
        errors.push(new SiteError(`Broken link in the ${where}: "${link.label}" points to ${link.href}, which is not a page of the site`, { file: config.configFile, hint: guess ? `did you mean ${guess}?` : undefined, kind: 'broken-link' }));
      }
    }
  }
  return errors;
}

/**
 * The config's redirects: an old address that is a page's is an error (which would the reader get?), and so is a
 * circle of rules; a new address of the site that is no page of any version is a broken link. A rule for many
 * addresses (":name", "*") is checked where its new address is one address.
 */
export function checkRedirects(config: Pick<SiteConfig, 'redirects' | 'configFile' | 'baseUrl'>, manifests: RouteManifest[]): SiteError[] {
  const errors: SiteError[] = [];
  const pageAt = (url: string) => pageAmong(manifests, url);
  const site = { baseUrl: config.baseUrl, isPage: (url: string) => pageAt(url) !== undefined };
  const file = config.configFile;
  // Every page's address, for the closest to a broken rule's: gathered once, for the first.
  let urls: string[] | undefined;
  for (const { from, to } of config.redirects) {
    const page = isPattern(from) ? undefined : pageAt(from);
    if (page) {
      errors.push(new SiteError(`Redirect from ${from}: content/${page.file} is the page at that address`, { file, hint: 'remove the redirect, or move the page to another address (its slug)' }));
      continue;
    }
    if (/(^|\/):\w|\*/.test(to.split('#')[0]) || /^https?:/.test(to)) continue;
    const end = followRedirects(config.redirects, to, site);
    if (end?.circle) {
      errors.push(new SiteError(`Redirects lead in a circle: ${[from, ...end.via.slice(0, -1)].join(' → ')}`, { file, hint: 'make one of them lead to a page' }));
      continue;
    }
    const [url] = (end?.to ?? to).split('#');
    if (/^https?:/.test(url) || site.isPage(url)) continue;
    const guess = closest(url, (urls ??= manifests.flatMap((m) => [...m.byUrl.keys()])));
    errors.push(new SiteError(`Broken redirect: ${from} leads to ${url}, which is not a page of the site`, { file, hint: guess ? `did you mean ${guess}?` : 'lead it to a page, or remove it', kind: 'broken-link' }));
  }
  return errors;
}
