// The data that flows between the stages of a build:
// SiteConfig → ContentTree → PageSource[] → RouteManifest → ParsedPage[] → OutputFile[] → BuildResult.
import type { SiteError } from './errors.ts';

export interface Hosts {
  base: string;
  api: string;
  admin: string;
  docs: string;
  marketing: string;
  dashboard: string;
}

export interface NavLink {
  label: string;
  /** A site URL ("/docs/api") or an absolute URL; placeholders are expanded. */
  href: string;
}

/** One version of the documentation, with its own content folder and URLs. */
export interface DocsVersion {
  /** "v2"; older versions live under <baseUrl><id>/. */
  id: string;
  label: string;
  contentDir: string;
  /** "/docs/" for the current version, "/docs/v1/" for an older one. */
  baseUrl: string;
}

/** The validated, resolved configuration (see config-schema.ts for each field). */
export interface SiteConfig {
  root: string;
  configFile: string;
  contentDir: string;
  outDir: string;
  /** Always starts and ends with "/". */
  baseUrl: string;
  productName: string;
  tagline: string;
  environment: string;
  analyticsKey: string;
  hosts: Hosts;
  copyrightYear: number;
  navbar: NavLink[];
  footer: NavLink[];
  brokenLinks: 'error' | 'warn';
  progressDelayMs: number;
  cacheDir: string;
  /** Prefix of "Edit this page" links; empty for none. */
  editUrl: string;
  /** The current version first; one entry when the site is not versioned. */
  versions: DocsVersion[];
  /** Host names docs serve answers besides its own (see dev/hosts.ts); true: any. */
  allowedHosts: string[] | true;
}

/** What scanning content/ found. Paths are relative to the content folder, with "/". */
export interface ContentTree {
  markdown: SourceFile[];
  assets: AssetFile[];
}

export interface SourceFile {
  path: string;
  text: string;
}

export interface AssetFile {
  path: string;
  bytes: Buffer;
}

export type Template = 'doc' | 'landing' | 'home';

/** Front matter after validation (config-schema.ts documents each key). */
export interface FrontMatter {
  title?: string;
  description?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
  template?: Template;
  sidebar?: boolean;
}

/** A markdown file split into front matter and body. */
export interface PageSource {
  file: string;
  frontMatter: FrontMatter;
  body: string;
  /** 1-based line of the file on which the body starts. */
  bodyLine: number;
}

/** A page's place in the site, known before its markdown is parsed. */
export interface Route {
  /** "api/reference/auth"; "" for the landing page. */
  route: string;
  /** "/docs/api/reference/auth"; "/docs/" for the landing page. */
  url: string;
  file: string;
  title: string;
  description: string;
  sidebarLabel: string;
  sidebarPosition?: number;
  template: Template;
  /** Listed in the sidebar and in prev/next. */
  listed: boolean;
}

export type NavItem = NavPage | NavCategory;

export interface NavPage {
  kind: 'page';
  label: string;
  url: string;
}

export interface NavCategory {
  kind: 'category';
  label: string;
  /** The folder, relative to content/ ("api/reference"). */
  dir: string;
  /** Its index page, or else its first page: where a collapsed category leads. */
  url: string;
  /** True when the folder has an index page, which the category's label links to. */
  hasIndex: boolean;
  children: NavItem[];
}

export interface PageLink {
  url: string;
  title: string;
}

export interface RouteManifest {
  routes: Route[];
  byUrl: Map<string, Route>;
  byFile: Map<string, Route>;
  /** The sidebar: the content folder's items, ordered. */
  nav: NavItem[];
  /** Listed pages in sidebar order, for prev/next. */
  order: string[];
}

/** Where each line of an expanded page came from (includes splice in other files). */
export interface LineSegment {
  /** First line (1-based) of the expanded text that this segment covers. */
  from: number;
  file: string;
  /** The line in `file` that expanded line `from` came from. */
  line: number;
}

/** A page with includes and placeholders expanded: the input of the markdown stage. */
export interface ExpandedPage {
  file: string;
  url: string;
  text: string;
  segments: LineSegment[];
  /** Files spliced in by includes, directly or not. */
  includes: string[];
}

export interface Heading {
  depth: number;
  text: string;
  id: string;
}

/** A link found in a page, for the link check after all pages are parsed. */
export interface LinkRef {
  /** What the writer wrote. */
  raw: string;
  /** The site URL it points to (without the hash), or null when it names a file that does not exist. */
  url: string | null;
  hash: string;
  file: string;
  line: number;
  column: number;
}

/** A problem as plain data, which crosses threads and sits in caches; the build turns it into a SiteError. */
export interface Problem {
  message: string;
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
}

/** The markdown stage's result for one page. */
export interface ParsedPage {
  file: string;
  html: string;
  headings: Heading[];
  /** Every id in the page's HTML that an #anchor may target. */
  ids: string[];
  links: LinkRef[];
  /** Content paths of the assets (images) the page uses. */
  assets: string[];
  /** The page's text cut at its h2 and h3, for the search index. */
  sections: SectionText[];
  errors: Problem[];
  /** What the writer may want to know but need not fix (a page read as Vue, say): reported once, never failing the build. */
  notes: Problem[];
}

/** One section of a page as search sees it. */
export interface SectionText {
  /** The id of the section's heading; "" for the text before the first one. */
  anchor: string;
  /** The h2 (and h3) the section sits under, outermost first; empty before the first. */
  headings: string[];
  text: string;
  /** Names found in the section's code blocks: fields, paths, headers ("unit_id", "/v1/units"). */
  code: string;
}

/** Runs one stage of a build and adds up its time under `stage`. */
export type Timer = <T>(stage: string, run: () => T | Promise<T>) => Promise<T>;

export interface OutputFile {
  /** Relative to the output folder, with "/". */
  path: string;
  contents: string | Buffer;
}

export interface BuildResult {
  pages: number;
  /** With `deferSearch`, when the search index must be built again: builds and returns the new search files of every version. */
  pendingSearch?: () => OutputFile[];
  files: OutputFile[];
  /** Files of the previous output kept as they were, because their pages did not change (not in `files`). */
  kept: string[];
  warnings: SiteError[];
  /** Things worth knowing that need no fix (see reportNotes in log.ts). */
  notes: SiteError[];
  timings: Record<string, number>;
  outDir: string;
  /** The size of the output written, in bytes. */
  bytes?: number;
  /** The build id of the current version's page shell (see shared/chunk.ts). */
  buildId: string;
}
