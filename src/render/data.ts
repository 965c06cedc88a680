// The plain data that templates render: one SiteData for the whole site, one
// PageData per route. Templates see nothing else.
import { followRedirects } from '../routes/redirects.ts';
import type { DocsVersion, Feature, FrontMatter, Hero, Heading, MetaTag, PageLink, Route, SiteConfig, Template } from '../types.ts';
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
  /** Where the navbar's name and the not-found page's home link lead: the base URL, or where a redirect from it leads (Dify's "/" → "/en/home"). */
  homeUrl: string;
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
  /** <html lang> and dir of these pages. */
  lang: string;
  dir?: 'rtl';
  /** The versions are the site's locales: the menu is a language menu, and pages link to their translations (hreflang). */
  locales?: boolean;
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
  /** Doc pages link to their markdown copy and can copy it ("Copy page"): the llms setting. */
  llms: boolean;
}

/** An item of the sidebar a page carries (render/sidebar.ts): a page, a category, or the link to a category's other items. */
/** What a writer adds to an item: a class on it (sidebar_class_name, className) and a badge after its label (Starlight's sidebar.badge). */
export interface SidebarDecoration {
  className?: string;
  badge?: string;
}

export type SidebarItem =
  | ({ kind: 'page'; label: string; url: string; current: boolean } & SidebarDecoration)
  | ({ kind: 'category'; label: string; url: string; hasIndex: boolean; current: boolean; expanded: boolean; children: SidebarItem[] } & SidebarDecoration)
  | { kind: 'more'; count: number; url: string };

/** The sidebar a page carries, and the keys of the categories it sits in (for the runtime's full sidebar). */
export interface PageSidebar {
  items: SidebarItem[];
  trail: string[];
  /** Which of the config's sidebars it is, when not the first (the runtime loads that one's tree). */
  root?: number;
}

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
  sidebar: PageSidebar;
  /** The version menu; absent with one version. */
  versions?: VersionLink[];
  /** When the page was last changed, from git or its front matter (ISO date). */
  updated?: string;
  /** Who changed it last, from front matter (last_update.author). */
  updatedBy?: string;
  /** Its front matter, as the writer wrote it: known keys and any other. */
  frontMatter?: FrontMatter;
  hideTitle?: boolean;
  /** The h1's id, from the page's "# Title {#id}". */
  titleId?: string;
  /** What the h1 shows when it is not the title: the page's own "# Heading" beside a front matter title. */
  heading?: string;
  /** <meta name="keywords">. */
  keywords?: string[];
  /** The og:image, a site path or a URL. */
  image?: string;
  /** <meta name="robots" content="noindex">: an unlisted page. */
  noindex?: boolean;
  /** More <meta> tags from front matter. */
  head?: MetaTag[];
  tags?: string[];
  /** The page's own "Edit this page" URL; false: none (else the site's editUrl and the file). */
  editUrl?: string | false;
  /** A generated index page, with no file of its own. */
  generated?: boolean;
  /** Starlight's splash hero, VitePress's home hero and feature cards: with URLs. */
  hero?: Hero;
  features?: Feature[];
  /** The page's own Content-Security-Policy, when it shows images, frames or media of other sites (render/csp.ts); else the site's. */
  csp?: string;
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
    homeUrl: followRedirects(config.redirects, version.baseUrl, { baseUrl: config.baseUrl, isPage: () => false })?.to ?? version.baseUrl,
    ...assets,
    progressDelayMs: config.progressDelayMs,
    analyticsKey: config.analyticsKey,
    version: version.id,
    lang: version.lang,
    ...(version.dir && { dir: version.dir }),
    ...(version.locale && { locales: true }),
    buildId,
    navbar: config.navbar.map(link),
    footer: config.footer.map(link),
    copyright: `© ${config.copyrightYear} ${config.productName}`,
    origin: `https://${config.hosts.docs}`,
    editUrl: config.editUrl,
    llms: config.llms,
  };
}

export function pageData(route: Route, html: string, headings: Heading[], sidebar: PageSidebar, prev?: PageLink, next?: PageLink, versions?: VersionLink[]): PageData {
  return {
    url: route.url,
    route: route.route,
    file: route.file,
    title: route.title,
    description: route.description,
    template: route.template,
    html,
    toc: tocOf(headings, route.settings.toc),
    prev,
    next,
    sidebar,
    versions,
    ...pageSettingsData(route),
  };
}

function tocOf(headings: Heading[], levels: [number, number] | false): Heading[] {
  return levels ? headings.filter((h) => h.depth >= levels[0] && h.depth <= levels[1]) : [];
}

/** What front matter adds to a page's data; only what a page has, so that other pages' data stays as it was. */
function pageSettingsData(route: Route): Partial<PageData> {
  const { settings } = route;
  const data: Partial<PageData> = {};
  if (Object.keys(route.frontMatter).length) data.frontMatter = route.frontMatter;
  if (settings.hideTitle) data.hideTitle = true;
  if (route.titleId) data.titleId = route.titleId;
  if (route.heading) data.heading = route.heading;
  if (settings.keywords.length) data.keywords = settings.keywords;
  if (route.image) data.image = route.image;
  if (settings.noindex) data.noindex = true;
  if (settings.head.length) data.head = settings.head;
  if (settings.tags.length) data.tags = settings.tags;
  if (settings.editUrl !== undefined) data.editUrl = settings.editUrl;
  if (settings.lastUpdate && settings.lastUpdate.author) data.updatedBy = settings.lastUpdate.author;
  if (route.generated) data.generated = true;
  if (route.hero) data.hero = route.hero;
  if (route.features) data.features = route.features;
  return data;
}

/** The hreflang links of a page of a site with locales: one a locale that has the page, and x-default (the root locale's); none for a page without translations. */
export function translationsOf(site: SiteData, page: PageData): { lang: string; url: string }[] {
  if (!site.locales || !page.versions) return [];
  const same = page.versions.filter((v) => v.same);
  if (same.length < 2) return [];
  const links = same.map((v) => ({ lang: v.lang, url: site.origin + v.url }));
  return page.versions[0].same ? [...links, { lang: 'x-default', url: links[0].url }] : links;
}

/** "Leases | Product"; the landing page: "Product | Tagline". */
export function documentTitle(site: SiteData, page: PageData): string {
  return page.template === 'landing' ? `${site.productName}${site.tagline ? ` | ${site.tagline}` : ''}` : `${page.title} | ${site.productName}`;
}
