// Which page a link or a reference names, written however writers write them:
// a file ("../guide/intro.md", ".mdx" too; "guide/intro.md" from the content
// folder as well, as Docusaurus reads it), a file without its extension, a
// folder (its index.md or generated index), a page id (Docusaurus: a folder
// path and the front matter id), a route relative to the file or to the page's
// URL, or a site path with or without the base URL ("/docs/cli", "/cli").
// The link plugin (on worker threads) and the manifest (for sidebars and
// pagination) both ask here, each with its own lookups.
import path from 'node:path/posix';

export interface PageLookup {
  baseUrl: string;
  /** The URL of the page made of this content file. */
  file(contentPath: string): string | undefined;
  /** The URL of the page with this id, when it differs from its file's path. */
  id(id: string): string | undefined;
  hasUrl(url: string): boolean;
}

const PAGE_EXTENSIONS = ['.md', '.mdx'];
const FOLDER_INDEXES = ['/index.md', '/index.mdx', '/README.md'];

/**
 * The URL of the page `target` names (decoded, without #hash or ?query), from
 * the file `from` (content path) whose page is at `fromUrl`; undefined when no
 * page fits.
 */
export function resolvePage(target: string, from: { file: string; url: string }, site: PageLookup): string | undefined {
  if (target.startsWith('/')) {
    const underBase = (target + '/').startsWith(site.baseUrl);
    const rest = underBase ? target.slice(site.baseUrl.length) : target.slice(1);
    return inContent(path.normalize('/' + rest).slice(1), site);
  }
  const dir = path.dirname(from.file) === '.' ? '' : path.dirname(from.file);
  const contentPath = path.normalize(path.join(dir, target));
  if (contentPath.startsWith('../') || contentPath === '..') return undefined;
  const found = inContent(contentPath === '.' ? '' : contentPath, site);
  if (found) return found;
  // Docusaurus: a file link without "./" or "../" ("catalogs.md" in cli/add.md) may name a file from the content folder.
  if (PAGE_EXTENSIONS.some((ext) => target.endsWith(ext)) && !/^\.\.?\//.test(target)) {
    const fromRoot = site.file(path.normalize(target));
    if (fromRoot) return fromRoot;
  }
  // As a browser reads it: relative to the page's URL.
  const url = normalizeUrl(decode(new URL(target, `http://site${from.url}`).pathname), site.baseUrl);
  if (site.hasUrl(url)) return url;
  // A Docusaurus id path from the content folder: "guides/intro".
  return site.id(path.normalize(target));
}

/** A path in the content folder ("guide/intro", "guide/intro.md", "guide/"): a file, a folder, an id or a route. */
function inContent(contentPath: string, site: PageLookup): string | undefined {
  // VitePress writes a page's link as its built file: "guide/intro.html" is guide/intro.md.
  const bare = contentPath.replace(/\/+$/, '').replace(/\.html$/, '');
  if (PAGE_EXTENSIONS.some((ext) => bare.endsWith(ext))) return site.file(bare);
  for (const ext of PAGE_EXTENSIONS) {
    const url = site.file(bare + ext);
    if (url) return url;
  }
  for (const index of FOLDER_INDEXES) {
    const url = site.file(bare === '' ? index.slice(1) : bare + index);
    if (url) return url;
  }
  const byId = site.id(bare);
  if (byId) return byId;
  const url = normalizeUrl(site.baseUrl + bare, site.baseUrl);
  return site.hasUrl(url) ? url : undefined;
}

/** "/docs/api/", "/docs/api/index.html" → "/docs/api"; the base URL keeps its slash. */
export function normalizeUrl(url: string, baseUrl: string): string {
  const trimmed = url.replace(/\/index\.html$/, '').replace(/\/+$/, '');
  return trimmed + '/' === baseUrl || trimmed === '' ? baseUrl : trimmed;
}

export function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * A path written with an alias of the config (`aliases`: "@assets/shot.png"),
 * as the page would write it without one: relative to the page's file (a
 * folder the alias names in the content folder, or beside it), or a site path
 * (a folder of the static folder). Undefined when no alias starts it. The one
 * place aliases are read: links, images, raw HTML and imports all ask here.
 */
export function unalias(written: string, pageFile: string, aliases: Record<string, string> | undefined): string | undefined {
  if (!aliases) return undefined;
  let prefix: string | undefined;
  for (const name of Object.keys(aliases)) {
    if ((written === name || written.startsWith(name + '/')) && (prefix === undefined || name.length > prefix.length)) prefix = name;
  }
  if (prefix === undefined) return undefined;
  const to = aliases[prefix];
  const rest = written.slice(prefix.length);
  if (to.startsWith('/')) return path.normalize(to + rest);
  const target = path.normalize(path.join(to, rest));
  const relative = path.relative(path.dirname(pageFile), target) || '.';
  return relative.startsWith('../') || relative === '..' ? relative : `./${relative}`;
}

/** A site path's file in the static folder (served at `staticBase`): written with the site's base URL, this version's, or none ("/img/logo.png"). */
export function staticPath(sitePath: string, staticBase: string, baseUrl: string): string {
  for (const base of [staticBase, baseUrl]) if ((sitePath + '/').startsWith(base)) return sitePath.slice(base.length);
  return sitePath.slice(1);
}
