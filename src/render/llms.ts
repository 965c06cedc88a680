// Markdown for language models, as llmstxt.org proposes: each page's copy as
// markdown beside its HTML, llms.txt (the product, then the pages by sidebar
// section, each linking to its copy with its description) and llms-full.txt
// (every page's markdown, in sidebar order). The files are made of parts that
// are the pages' own markdown strings (see OutputFile), so the site's markdown
// is held once, however many files it is written into.
import { markdownCopyUrl } from '../shared/markdown-url.ts';
import { derive } from '../reuse.ts';
import type { SiteData } from './data.ts';
import type { NavExternalLink, NavItem, OutputFile, Route, RouteManifest } from '../types.ts';

/** A page's markdown copy: its title, its description, then its markdown. */
export function markdownCopyFile(route: Route, markdown: string, productName: string): OutputFile {
  return { path: markdownCopyUrl(route.url).slice(1), contents: [pageHead(route, productName), descriptionBefore(route, markdown), markdown] };
}

/** Another version of the docs, which llms.txt lists under Optional. */
export interface OtherVersion {
  label: string;
  baseUrl: string;
}

/**
 * llms.txt and llms-full.txt of one version, under its base URL; `root` adds
 * llms.txt at the root of the host too, where llmstxt.org looks for it (the
 * current version's, beside robots.txt). `markdown`: the pages' markdown, by
 * the page's number in `pageAt` (its URL → its number).
 */
export function llmsFiles(site: SiteData, manifest: RouteManifest, pageAt: ReadonlyMap<string, number>, markdown: readonly string[], { root, others }: { root: boolean; others: OtherVersion[] }): OutputFile[] {
  const base = site.baseUrl;
  // All but the pages' markdown comes from the routes and the site: made again only when they change (docs serve rebuilds after a text edit reuse it).
  const { index, heads } = derive('llms', manifest, [site, pageAt, ...others], () => llmsPlan(site, manifest, pageAt, others));
  const full = new Array<string>(1 + 4 * heads.pages.length);
  full[0] = heads.head;
  for (let i = 0; i < heads.pages.length; i++) {
    const text = markdown[heads.at[i]] ?? '';
    full[1 + 4 * i] = heads.pages[i];
    full[2 + 4 * i] = descriptionBefore(heads.routes[i], text);
    full[3 + 4 * i] = text;
    full[4 + 4 * i] = '\n';
  }
  return [
    { path: `${base.slice(1)}llms.txt`, contents: index },
    { path: `${base.slice(1)}llms-full.txt`, contents: full },
    ...(root && base !== '/' ? [{ path: 'llms.txt', contents: index }] : []),
  ];
}

/** llms.txt, and the head of llms-full.txt and of each page in it, in its order, with each page's number. */
function llmsPlan(site: SiteData, manifest: RouteManifest, pageAt: ReadonlyMap<string, number>, others: OtherVersion[]): { index: string; heads: { head: string; pages: string[]; routes: Route[]; at: Int32Array } } {
  const base = site.baseUrl;
  const sections = sectionsOf(manifest.nav);
  const inSidebar = new Set(sections.flatMap((s) => s.items.filter((i) => typeof i === 'string')).filter((url) => manifest.byUrl.has(url)));
  // Pages a reader may land on that the sidebar does not show (the landing page): skippable, as "Optional" means.
  const optional = manifest.routes.filter((r) => r.settings.inSitemap && !inSidebar.has(r.url)).map((r) => r.url);
  const link = (label: string, url: string, about = '') => `- [${label.replace(/[[\]\\]/g, '\\$&')}](${url})${about ? `: ${oneLine(about)}` : ''}`;
  const entry = (item: Entry) => {
    if (typeof item !== 'string') return link(item.label, item.url);
    const route = manifest.byUrl.get(item);
    return route ? link(titleOf(route, site.productName), site.origin + encodeURI(markdownCopyUrl(item)), route.description) : '';
  };
  const head = `# ${site.productName}\n\n${site.tagline ? `> ${oneLine(site.tagline)}\n\n` : ''}`;
  const index = [
    head,
    `Each link is a page as Markdown; all of them, in this order, are in one file: [llms-full.txt](${site.origin}${base}llms-full.txt).\n`,
    ...sections.map((s) => `\n## ${oneLine(s.title)}\n\n${s.items.map(entry).filter(Boolean).join('\n')}\n`),
    ...(optional.length || others.length ? [`\n## Optional\n\n${[
      ...optional.map(entry),
      ...others.map((v) => link(v.label, `${site.origin}${v.baseUrl}llms.txt`, `the pages ${site.locales ? 'in' : 'of version'} ${v.label}`)),
    ].join('\n')}\n`] : []),
  ].join('');
  const urls = [...inSidebar, ...optional];
  const routes = urls.map((url) => manifest.byUrl.get(url)!);
  const pages = routes.map((route) => pageHead(route, site.productName, site.origin + encodeURI(route.url)));
  return { index, heads: { head, pages, routes, at: Int32Array.from(urls, (url) => pageAt.get(url) ?? -1) } };
}

/** "# Title", and its address (in llms-full.txt). */
function pageHead(route: Route, productName: string, url?: string): string {
  return `# ${oneLine(titleOf(route, productName))}\n\n${url ? `URL: ${url}\n\n` : ''}`;
}

/** A page's description, before its markdown; none where the markdown begins with it (its first paragraph, as an API's overview has it). */
function descriptionBefore(route: Route, markdown: string): string {
  const description = oneLine(route.description);
  return description && !oneLine(markdown.slice(0, description.length * 2)).startsWith(description) ? `${description}\n\n` : '';
}

/** A page's title; a landing page without one is the product's page. */
function titleOf(route: Route, productName: string): string {
  return route.title || (route.route === '' ? productName : route.url);
}

/** A section's entries: pages by URL, and the sidebar's links to other sites. */
type Entry = string | NavExternalLink;

/** The sidebar's top-level categories, each with its pages in sidebar order; pages outside any category in sections of their own. */
function sectionsOf(nav: NavItem[]): { title: string; items: Entry[] }[] {
  const sections: { title: string; items: Entry[] }[] = [];
  const entriesOf = (item: NavItem): Entry[] => {
    if (item.kind === 'category') return [...(item.hasIndex ? [item.url] : []), ...item.children.flatMap(entriesOf)];
    return [item.kind === 'page' ? item.url : item];
  };
  let loose: Entry[] | undefined;
  for (const item of nav) {
    if (item.kind === 'category') {
      sections.push({ title: item.label, items: entriesOf(item) });
      loose = undefined;
    } else if (loose) {
      loose.push(...entriesOf(item));
    } else {
      sections.push({ title: 'Docs', items: (loose = entriesOf(item)) });
    }
  }
  return sections;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
