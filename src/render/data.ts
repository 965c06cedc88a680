// The plain data that templates render: one SiteData for the whole site, one
// PageData per route. Templates see nothing else.
import type { DocsVersion, Heading, NavItem, PageLink, Route, SiteConfig, Template } from '../types.ts';
import type { VersionLink } from '../routes/versions.ts';
import { replacePlaceholders, type PlaceholderValues } from '../placeholders.ts';

export interface LinkData {
  label: string;
  href: string;
  external: boolean;
}

export interface SiteData {
  productName: string;
  tagline: string;
  baseUrl: string;
  cssUrl: string;
  /** The browser runtime, and the inline head script with the policy that allows it. */
  scriptUrl: string;
  headScript: string;
  csp: string;
  progressDelayMs: number;
  /** Empty when analytics are off. */
  analyticsKey: string;
  /** The id of the version these pages belong to. */
  version: string;
  /** The live-reload script, in pages served by docs serve only. */
  devScriptUrl?: string;
  buildId: string;
  navbar: LinkData[];
  footer: LinkData[];
  copyright: string;
  /** "https://docs.example.com": canonical and OpenGraph URLs start with it. */
  origin: string;
  /** Prefix of "Edit this page" links; empty for none. */
  editUrl: string;
}

export type SidebarItem =
  | { kind: 'page'; label: string; url: string; current: boolean }
  | { kind: 'category'; label: string; url: string; hasIndex: boolean; current: boolean; expanded: boolean; children: SidebarItem[] };

export interface PageData {
  url: string;
  /** "api/reference/auth"; "" for the landing and not-found pages. */
  route: string;
  /** The page's markdown file, relative to the content folder (for "Edit this page"). */
  file?: string;
  title: string;
  description: string;
  template: Template | 'not-found';
  /** The page's content, rendered from markdown. */
  html: string;
  /** h2 and h3, for "On this page". */
  toc: Heading[];
  prev?: PageLink;
  next?: PageLink;
  sidebar: SidebarItem[];
  /** The version menu; absent with one version. */
  versions?: VersionLink[];
  /** When the page was last changed, from git (ISO date). */
  updated?: string;
}

export interface ShellAssets {
  devScriptUrl?: string;
  cssUrl: string;
  scriptUrl: string;
  headScript: string;
  csp: string;
}

export function siteData(config: SiteConfig, version: DocsVersion, values: PlaceholderValues, assets: ShellAssets, buildId: string): SiteData {
  const link = (l: { label: string; href: string }): LinkData => {
    // Placeholders were checked when the config was validated by checkConfigLinks.
    const expand = (s: string) => replacePlaceholders(s, values, () => {});
    const href = expand(l.href);
    return { label: expand(l.label), href, external: /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href) };
  };
  return {
    productName: config.productName,
    tagline: config.tagline,
    baseUrl: version.baseUrl,
    ...assets,
    progressDelayMs: config.progressDelayMs,
    analyticsKey: config.analyticsKey,
    version: version.id,
    buildId,
    navbar: config.navbar.map(link),
    footer: config.footer.map(link),
    copyright: `© ${config.copyrightYear} ${config.productName}`,
    origin: `https://${config.hosts.docs}`,
    editUrl: config.editUrl,
  };
}

export function pageData(route: Route, html: string, headings: Heading[], nav: NavItem[], prev?: PageLink, next?: PageLink, versions?: VersionLink[]): PageData {
  return {
    url: route.url,
    route: route.route,
    file: route.file,
    title: route.title,
    description: route.description,
    template: route.template,
    html,
    toc: headings.filter((h) => h.depth === 2 || h.depth === 3),
    prev,
    next,
    sidebar: sidebarFor(nav, route.url, route.file),
    versions,
  };
}

/**
 * The sidebar as one page shows it: the categories on the way to the page are
 * expanded, the others collapsed to a link, so a page's sidebar stays small
 * however large the site grows.
 */
export function sidebarFor(nav: NavItem[], url: string, file: string): SidebarItem[] {
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  return nav.map(function view(item): SidebarItem {
    if (item.kind === 'page') return { kind: 'page', label: item.label, url: item.url, current: item.url === url };
    const expanded = dir === item.dir || dir.startsWith(item.dir + '/');
    return {
      kind: 'category',
      label: item.label,
      url: item.url,
      hasIndex: item.hasIndex,
      current: item.hasIndex && item.url === url,
      expanded,
      children: expanded ? item.children.map(view) : [],
    };
  });
}

/** "Leases | Product"; the landing page: "Product | Tagline". */
export function documentTitle(site: SiteData, page: PageData): string {
  return page.template === 'landing' ? `${site.productName}${site.tagline ? ` | ${site.tagline}` : ''}` : `${page.title} | ${site.productName}`;
}
