// What `docs init --from` found in another tool's site, whichever tool: the
// readers of each tool (docusaurus.ts, vitepress.ts, starlight.ts, mintlify.ts, markdown.ts)
// fill it in, and site-config.ts writes it out. Also what every tool shares:
// the aliases of the site's tsconfig, and the site's own components that
// pages import.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import jsYaml from 'js-yaml';
import path from 'node:path';
import { THEME_MODULES } from '../../content/mdx/esm.ts';
import { STARLIGHT_MODULE } from '../../content/mdx/starlight.ts';
import { isRecord, plain, readJson, Unreadable, type Data } from './static-data.ts';
import type { NavLink, SidebarEntry } from '../../types.ts';
import { isLanguageTag, type Sidebar } from '../../config-schema.ts';
import { redirectProblem } from '../../routes/redirects.ts';

export type Flavour = 'docusaurus' | 'vitepress' | 'starlight' | 'mintlify' | 'markdown';

export const FLAVOUR_NAMES: Record<Flavour, string> = { docusaurus: 'Docusaurus', vitepress: 'VitePress', starlight: 'Starlight', mintlify: 'Mintlify', markdown: 'Markdown' };

export interface Intake {
  flavour: Flavour;
  /** The other tool's config file, absolute (none for a folder of markdown). */
  configFile?: string;
  /** Absolute folders. */
  contentDir: string;
  staticDir?: string;
  productName?: string;
  tagline?: string;
  baseUrl?: string;
  /** Where the site is published, without scheme. */
  docsHost?: string;
  editUrl?: string;
  /** Where the repository's files are on the web ("https://github.com/owner/repo/blob/HEAD/"), from package.json's "repository". */
  repositoryUrl?: string;
  navbar: NavLink[];
  footer: NavLink[];
  sidebar?: Sidebar;
  /** Content files the tool treats as partials (its "_" files), as globs. */
  partials: string[];
  /** Content files the tool leaves out (VitePress's srcExclude), as globs. */
  excluded: string[];
  /** Alias → absolute folder. */
  aliases: Record<string, string>;
  /** Components the tool's theme registers for every page (VitePress's app.component('Name', X)): name → file. */
  globalComponents: Record<string, string>;
  /** The site's languages (config `locales`): "root" at the base URL, each other in its folder of the content folder, or in `contentDir` (absolute). */
  locales?: Record<string, Locale>;
  /** The delimiters of a heading's custom id, where the site changed them (VitePress's markdown.attrs). */
  attributeDelimiters?: [string, string];
  /** Older versions: id, label, absolute folder, sidebar. */
  versions: { id: string; label: string; contentDir: string; sidebar?: Sidebar }[];
  /** The current version's label, when there are versions. */
  currentLabel?: string;
  /** Its OpenAPI documents, as its plugin for them names them: the file (absolute), where their pages go (a path of the content folder), and their label. */
  openapi: ApiReference[];
  /** Addresses that moved (config `redirects`), from the host's root. */
  redirects: Record<string, string>;
  /** 'warn' where the tool builds a site whose links lead nowhere (Mintlify checks none): its broken links are warnings until fixed. */
  brokenLinks?: 'warn';
  /** What the config says that could not be carried over, each with its place. */
  notes: string[];
}

export interface ApiReference {
  spec: string;
  route: string;
  label?: string;
  /** 'none': the site's own pages show its operations (Mintlify's `openapi: GET /users`); it makes no pages of them. */
  pages?: 'none';
  /** The sidebar lists its operations one by one (Mintlify's "GET /users" in a group): it needs no category of them. */
  listed?: true;
}

/**
 * An API reference the site's plugin made from an OpenAPI document (Redocusaurus, docusaurus-plugin-openapi-docs,
 * starlight-openapi): the document's file, relative to the site's folder, and the route of its pages in the content
 * folder. A document on the web, or a file that is not there, is a note instead.
 */
export function apiReference(root: string, spec: Data, route: string, label: Data, where: string, notes: string[]): ApiReference | undefined {
  if (typeof spec !== 'string') return void notes.push(`${where}: ${spec instanceof Unreadable ? spec.why : 'no OpenAPI document named'}`);
  if (/^[a-z][a-z0-9+.-]*:/i.test(spec)) return void notes.push(`${where}: the OpenAPI document ${spec} is on the web; save it in the project and name it in openapi`);
  const file = path.resolve(root, spec);
  if (!existsSync(file)) return void notes.push(`${where}: the OpenAPI document ${spec} is not there`);
  const title = typeof label === 'string' && label.trim() ? label : documentTitle(file);
  return { spec: file, route: route.replace(/^\/+|\/+$/g, '') || 'api', ...(title && { label: title }) };
}

/** An OpenAPI document's info.title, if it reads as YAML (or JSON). */
function documentTitle(file: string): string | undefined {
  try {
    const title = (jsYaml.load(readFileSync(file, 'utf8')) as { info?: { title?: unknown } } | undefined)?.info?.title;
    return typeof title === 'string' && title.trim() ? title.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A sidebar entry for each API reference, where the site's sidebars are written out (its plugin made the API's from
 * the document, in code the config cannot read): a category of its pages, linked to its overview, as a named sidebar
 * of its own (Docusaurus) or at the end of the one sidebar (Starlight). A sidebar made from the folders has them already.
 */
export function withApiSidebars(intake: Intake): void {
  const { sidebar } = intake;
  // A document that makes no pages has none to list; one whose pages a sidebar lists already (Mintlify's) needs no other entry.
  const listed = JSON.stringify(sidebar ?? []);
  const openapi = intake.openapi.filter((api) => api.pages !== 'none' && !api.listed && !listed.includes(JSON.stringify({ type: 'autogenerated', dirName: api.route })));
  if (!sidebar || !openapi.length) return;
  const entryOf = (api: ApiReference): SidebarEntry => ({ type: 'category', label: api.label ?? api.route, link: { type: 'doc', id: `${api.route}/index` }, items: [{ type: 'autogenerated', dirName: api.route }] });
  if (Array.isArray(sidebar)) sidebar.push(...openapi.map(entryOf));
  else if (!Object.keys(sidebar).every((name) => name.startsWith('/'))) for (const api of openapi) sidebar[api.route] ??= [entryOf(api)];
}

/**
 * The web address of the files of the repository that holds `dir`: package.json's "repository" (of the nearest
 * folder above with a package.json), on GitHub or GitLab, at its default branch (HEAD).
 */
export function repositoryUrlOf(dir: string): string | undefined {
  const repository = projectPackage(dir)?.repository;
  const written = typeof repository === 'string' ? repository : repository && typeof (repository as { url?: unknown }).url === 'string' ? (repository as { url: string }).url : undefined;
  if (!written) return undefined;
  const short = /^(?:(github|gitlab):)?([\w.-]+)\/([\w.-]+)$/.exec(written);
  const long = /^(?:git\+)?(?:https?|ssh|git):\/\/(?:git@)?(github\.com|gitlab\.com)[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(written);
  const [host, owner, repo] = short ? [short[1] === 'gitlab' ? 'gitlab.com' : 'github.com', short[2], short[3]] : long ? [long[1], long[2], long[3]] : [];
  if (!host) return undefined;
  return host === 'gitlab.com' ? `https://gitlab.com/${owner}/${repo}/-/blob/HEAD/` : `https://github.com/${owner}/${repo}/blob/HEAD/`;
}

/** The package.json of the nearest folder at or above `dir` that has one, read as data; undefined when none or unreadable. */
export function projectPackage(dir: string): Record<string, unknown> | undefined {
  for (let at = dir; ; at = path.dirname(at)) {
    const file = path.join(at, 'package.json');
    if (existsSync(file)) {
      try {
        const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
        return data && typeof data === 'object' && !Array.isArray(data) ? data as Record<string, unknown> : undefined;
      } catch {
        return undefined;
      }
    }
    if (path.dirname(at) === at) return undefined;
  }
}

export function emptyIntake(flavour: Flavour, contentDir: string): Intake {
  return { flavour, contentDir, navbar: [], footer: [], partials: [], excluded: [], aliases: {}, globalComponents: {}, versions: [], openapi: [], redirects: {}, notes: [] };
}

/**
 * A redirect of the site, its addresses from the host's root, as the config takes it (routes/redirects.ts); one the
 * config cannot take (outside the base URL, a pattern of another form) is a note. The first of an old address stays.
 */
export function addRedirect(intake: Intake, from: string, to: string, where: string): void {
  const base = intake.baseUrl ?? '/';
  const wrong = redirectProblem(from, to)?.problem ?? (!(from + '/').startsWith(base) ? `is outside the docs (${base})` : undefined);
  if (wrong) return void intake.notes.push(`${where}: the redirect from ${from} ${wrong}; left out`);
  intake.redirects[from] ??= to;
}

/**
 * The `paths` of the site's tsconfig.json as aliases: "@assets/*": ["src/assets/*"]
 * is "@assets" → <root>/src/assets. Paths that are not a folder's files ("*" in
 * the middle, a file) are left out.
 */
export function tsconfigAliases(root: string, notes: string[]): Record<string, string> {
  const file = path.join(root, 'tsconfig.json');
  if (!existsSync(file)) return {};
  let config;
  try {
    config = readJson(file);
  } catch (err) {
    notes.push(`tsconfig.json: ${(err as Error).message}`);
    return {};
  }
  const options = isRecord(config) && isRecord(config.compilerOptions) ? config.compilerOptions : undefined;
  const paths = options && isRecord(options.paths) ? (plain(options.paths, 'tsconfig.json compilerOptions.paths', notes) as Record<string, unknown>) : undefined;
  if (!paths) return {};
  const base = path.resolve(root, typeof options!.baseUrl === 'string' ? options!.baseUrl : '.');
  const aliases: Record<string, string> = {};
  for (const [pattern, targets] of Object.entries(paths)) {
    const target = Array.isArray(targets) ? targets[0] : undefined;
    const name = pattern.replace(/\/\*$/, '');
    if (typeof target !== 'string' || name.includes('*') || !/\/\*$/.test(pattern) || !/\/\*$/.test(target)) {
      notes.push(`tsconfig.json compilerOptions.paths "${pattern}": only a folder's files ("@assets/*": ["src/assets/*"]) are carried over`);
      continue;
    }
    aliases[name] = path.resolve(base, target.replace(/\/\*$/, ''));
  }
  return aliases;
}

/** A component of the site's own that pages import: its name, its file (absolute, when found) and the pages that import it. */
export interface SiteComponent {
  name: string;
  /** As the first page wrote it: "@site/src/components/Features". */
  request: string;
  file?: string;
  pages: string[];
}

const IMPORT = /^[ \t]*import\s+([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\s*['"]([^'"]+)['"]/gm;
const PAGE = /\.(md|mdx)$/;

/**
 * The components pages import from the site's own files (not the tool's
 * theme, not packages, not markdown partials, not stylesheets): Docusaurus's
 * "@site/src/components/X", relative ".vue" and ".astro" files, an alias of
 * the tsconfig. Only PascalCase names, which is how pages use them as tags.
 */
export function siteComponents(contentDir: string, siteRoot: string, aliases: Record<string, string>, ignore: (file: string) => boolean, globals: Record<string, string> = {}): SiteComponent[] {
  const found = new Map<string, SiteComponent>();
  const globalTags = Object.keys(globals).length ? new RegExp(`<(${Object.keys(globals).join('|')})[\\s/>]`, 'g') : undefined;
  for (const file of pageFiles(contentDir)) {
    const rel = path.relative(contentDir, file).split(path.sep).join('/');
    if (ignore(rel)) continue;
    const text = readFileSync(file, 'utf8');
    // The theme's components, which pages use without importing them.
    if (globalTags) {
      for (const [, name] of outsideCode(text).matchAll(globalTags)) {
        const known = found.get(name);
        if (!known) found.set(name, { name, request: globals[name], file: globals[name], pages: [rel] });
        else if (!known.pages.includes(rel)) known.pages.push(rel);
      }
    }
    if (!text.includes('import')) continue;
    for (const match of outsideCode(text).matchAll(IMPORT)) {
      const [, defaultName, named, request] = match;
      if (!isSiteModule(request, aliases) || /\.(mdx?|css|scss|sass|less|json|ya?ml|png|jpe?g|gif|svg|webp|avif)$/.test(request)) continue;
      const names = [defaultName, ...(named ?? '').split(',').map((n) => n.trim().split(/\s+as\s+/).pop()!)].filter((n): n is string => Boolean(n) && /^[A-Z][\w]*$/.test(n));
      for (const name of names) {
        const known = found.get(name);
        if (known) {
          if (!known.pages.includes(rel)) known.pages.push(rel);
          continue;
        }
        found.set(name, { name, request, file: sourceOf(request, file, siteRoot, aliases), pages: [rel] });
      }
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The text without its fenced code blocks, whose import lines are examples, not the page's. */
function outsideCode(text: string): string {
  let fence: string | undefined;
  return text.split('\n').filter((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      return false;
    }
    if (marker) {
      fence = marker;
      return false;
    }
    return true;
  }).join('\n');
}

function isSiteModule(request: string, aliases: Record<string, string>): boolean {
  if (request in THEME_MODULES || request === STARLIGHT_MODULE || request.startsWith('@theme/') || request.startsWith('@docusaurus/') || request.startsWith('@astrojs/')) return false;
  return request.startsWith('.') || request.startsWith('@site/') || request.startsWith('~/') || Object.keys(aliases).some((a) => request === a || request.startsWith(a + '/'));
}

/** The file an import names, when it is there. */
function sourceOf(request: string, page: string, siteRoot: string, aliases: Record<string, string>): string | undefined {
  let base: string;
  const alias = Object.keys(aliases).find((a) => request.startsWith(a + '/'));
  if (request.startsWith('.')) base = path.resolve(path.dirname(page), request);
  else if (request.startsWith('@site/')) base = path.join(siteRoot, request.slice(6));
  else if (alias) base = path.join(aliases[alias], request.slice(alias.length + 1));
  else if (request.startsWith('~/')) base = path.join(siteRoot, 'src', request.slice(2));
  else return undefined;
  for (const ext of ['', '.tsx', '.jsx', '.ts', '.js', '.vue', '.astro', '/index.tsx', '/index.jsx', '/index.js', '/index.ts']) {
    if (existsSync(base + ext) && !(ext === '' && !path.extname(base))) return base + ext;
  }
  return undefined;
}

/** The markdown and MDX files of a folder, not of its dot-folders or installed packages. */
export function pageFiles(dir: string): string[] {
  const out: string[] = [];
  const visit = (d: string) => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const abs = path.join(d, e.name);
      if (e.isDirectory()) visit(abs);
      else if (e.isFile() && PAGE.test(e.name)) out.push(abs);
    }
  };
  visit(dir);
  return out.sort();
}

/** The first of `names` in `dir` that is there. */
export function firstFile(dir: string, names: string[]): string | undefined {
  return names.map((n) => path.join(dir, n)).find((f) => existsSync(f));
}

/** A link as the config's navbar and footer take it; a site path of the other tool ("/guide/") under our base URL. */
export function navLink(label: unknown, href: unknown): NavLink | undefined {
  if (typeof label !== 'string' || !label.trim() || typeof href !== 'string' || !href) return undefined;
  return { label, href };
}

export interface Locale {
  label: string;
  lang?: string;
  dir?: 'rtl';
  contentDir?: string;
  /** Its own API references (Mintlify's translated documents), their routes in its folder. */
  openapi?: ApiReference[];
}

/** A language tag as <html lang> takes it ("en-US", "zh-Hans"); undefined for anything else. */
export function langOf(value: unknown): string | undefined {
  return isLanguageTag(value) ? value : undefined;
}

/** A language's own name for itself ("fr" → "français"), as Docusaurus labels a locale without one; the id when Node does not know it. */
export function languageName(lang: string): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang);
    return name ? name[0].toLocaleUpperCase(lang) + name.slice(1) : lang;
  } catch {
    return lang;
  }
}

/** "https://docs.example.com/x" → "docs.example.com". */
export function hostOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}

/** "/" → "/", "docs" → "/docs/", "/a/b" → "/a/b/": a base URL as the config takes it. */
export function asBaseUrl(value: string): string {
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}
