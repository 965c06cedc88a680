// Checks every link inside the site once all pages are parsed: the page must
// exist, and so must the #anchor on it. The config's navbar and footer links
// are checked too, since a typo there breaks every page.
import { SiteError, closest } from '../errors.ts';
import { replacePlaceholders, type PlaceholderValues } from '../placeholders.ts';
import { Remembered, sameParts } from '../remember.ts';
import type { LinkRef, ParsedPage, RouteManifest, SiteConfig } from '../types.ts';

/** `others`: the manifests of every version, for links from one version into another. */
type Checked = Pick<ParsedPage, 'file' | 'ids' | 'links'>;
// A page that a rebuild reused is the same object: its set of ids is not made again.
const idSets = new Remembered<Checked, Set<string>>();

/**
 * What the last check of a manifest found, so that a rebuild after a text edit
 * checks again only the pages that changed and those that link to a page
 * whose ids changed (pages a rebuild reused are the same objects).
 */
interface LastCheck {
  others: RouteManifest[];
  idsByUrl: Map<string, Set<string>>;
  errors: Map<Checked, SiteError[]>;
}
const lastChecks = new WeakMap<RouteManifest, LastCheck>();
const targetsOfPages = new Remembered<Checked, string[]>();

export function checkLinks(parsed: Checked[], manifest: RouteManifest, others: RouteManifest[] = []): SiteError[] {
  const idsByUrl = new Map<string, Set<string>>();
  for (const page of parsed) {
    const route = manifest.byFile.get(page.file);
    if (!route) continue;
    idsByUrl.set(route.url, idSets.get(page, [], () => new Set(page.ids)));
  }
  const last = lastChecks.get(manifest);
  const usable = last && sameParts(last.others, others) ? last : undefined;
  const changedUrls = new Set<string>();
  if (usable) {
    for (const [url, ids] of idsByUrl) if (usable.idsByUrl.get(url) !== ids) changedUrls.add(url);
    for (const url of usable.idsByUrl.keys()) if (!idsByUrl.has(url)) changedUrls.add(url);
  }
  const check: LastCheck = { others, idsByUrl, errors: new Map() };
  const elsewhere = (url: string) => others.some((m) => m !== manifest && m.byUrl.has(url));
  const errors: SiteError[] = [];
  for (const page of parsed) {
    const targets = targetsOfPages.get(page, [], () => [...new Set(page.links.map((l) => l.url ?? ''))]);
    const known = usable?.errors.get(page);
    let pageErrors: SiteError[];
    if (known && !targets.some((url) => changedUrls.has(url))) pageErrors = known;
    else {
      pageErrors = [];
      for (const link of page.links) {
        if (link.url !== null && !manifest.byUrl.has(link.url) && elsewhere(link.url)) continue;
        const problem = checkLink(link, manifest, idsByUrl);
        if (problem) pageErrors.push(new SiteError(problem.message, { file: link.file, line: link.line, column: link.column, hint: problem.hint }));
      }
    }
    check.errors.set(page, pageErrors);
    errors.push(...pageErrors);
  }
  lastChecks.set(manifest, check);
  return errors;
}

function checkLink(link: LinkRef, manifest: RouteManifest, idsByUrl: Map<string, Set<string>>): { message: string; hint?: string } | undefined {
  if (link.url === null && link.notPage) {
    const file = link.raw.replace(/[?#].*$/, '');
    return link.notPage === 'draft'
      ? { message: `Broken link: ${link.raw} names a draft (draft: true), which docs build leaves out`, hint: `remove "draft: true" from ${file}, or the link` }
      : { message: `Broken link: ${link.raw} names a partial (the config's "partials"), which is no page`, hint: 'include it instead: <!--@include: ' + file + '-->' };
  }
  if (link.url === null) {
    const guess = closest(link.raw.replace(/#.*$/, ''), manifest.byFile.keys());
    return { message: `Broken link: ${link.raw} names a file that does not exist`, hint: guess ? `did you mean content/${guess}?` : 'links to markdown files are relative to the file they are in' };
  }
  if (!manifest.byUrl.has(link.url)) {
    const guess = closest(link.url, manifest.byUrl.keys());
    return { message: `Broken link: ${link.raw} points to ${link.url}, which is not a page of the site`, hint: guess ? `did you mean ${guess}?` : undefined };
  }
  const ids = idsByUrl.get(link.url);
  if (link.hash && ids && !ids.has(link.hash)) {
    const guess = closest(link.hash, ids);
    return { message: `Broken anchor: ${link.raw} points to #${link.hash}, which is not a heading or id on ${link.url}`, hint: guess ? `did you mean #${guess}?` : 'anchors are the GitHub-style ids of headings: "## Rate limits" is #rate-limits' };
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
        errors.push(new SiteError(`Broken link in the ${where}: "${link.label}" points to ${link.href}, which is not a page of the site`, { file: config.configFile, hint: guess ? `did you mean ${guess}?` : undefined }));
      }
    }
  }
  return errors;
}
