// How a route maps to its URL, its HTML file and its content chunk. Shared by the
// build and the browser runtime so that the two can never disagree.

/** The folder, under the base URL, of everything the build generates besides pages. */
export const GENERATED_DIR = '_';

/** "api/reference/auth" → "/docs/api/reference/auth"; "" → "/docs/". */
export function routeToUrl(route: string, baseUrl: string): string {
  return baseUrl + route;
}

/**
 * "/docs/api/x" or "/docs/api/x/" → "api/x"; null when the URL is not under the
 * base URL. A browser's pathname is percent-encoded ("/docs/%C3%BCber"); the
 * route is as the site names it ("über").
 */
export function urlToRoute(url: string, baseUrl: string): string | null {
  const pathname = url.replace(/[?#].*$/, '');
  if (pathname + '/' === baseUrl) return '';
  if (!pathname.startsWith(baseUrl)) return null;
  const route = pathname.slice(baseUrl.length).replace(/\/(index\.html)?$/, '');
  try {
    return decodeURIComponent(route);
  } catch {
    return route;
  }
}

/** The page's HTML file, relative to the output folder: "docs/api/x/index.html". */
export function routeToHtmlFile(route: string, baseUrl: string): string {
  return baseUrl.slice(1) + (route ? `${route}/` : '') + 'index.html';
}

/**
 * The URL of a route's content chunk: "/docs/_/chunks/api~x.json", the landing
 * page's "/docs/_/chunks/~.json". Route segments never contain "~", so no two
 * routes share a chunk.
 */
export function routeToChunkUrl(route: string, baseUrl: string): string {
  return `${baseUrl}${GENERATED_DIR}/chunks/${chunkName(route.replaceAll('/', '~') || '~')}.json`;
}

/** File names may have 255 bytes; a chunk's has at most this many, and ".json". */
const MAX_CHUNK_NAME = 200;

/**
 * A deep route's chunk name is its start and a hash of the whole: "~~" (an
 * empty segment) is in no route's name, so it meets no other route's chunk.
 */
function chunkName(name: string): string {
  const bytes = (c: string) => { const p = c.codePointAt(0)!; return p < 0x80 ? 1 : p < 0x800 ? 2 : p < 0x10000 ? 3 : 4; };
  let start = '';
  let length = 0;
  for (const c of name) {
    length += bytes(c);
    if (length <= MAX_CHUNK_NAME - 10) start += c;
  }
  if (length <= MAX_CHUNK_NAME) return name;
  let hash = 0x811c9dc5; // FNV-1a, over UTF-16 code units: the same in the build and the browser
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return `${start}~~${hash.toString(16).padStart(8, '0')}`;
}

/** The chunk of the not-found view. "~" never appears in a route, so no page can have this chunk. */
export function notFoundChunkUrl(baseUrl: string): string {
  return `${baseUrl}${GENERATED_DIR}/chunks/~404.json`;
}

/** The URL of a page from its HTML file: "docs/api/x/index.html" → "/docs/api/x"; null for other files. */
export function htmlFileToUrl(file: string): string | null {
  if (!file.endsWith('/index.html')) return null;
  const url = '/' + file.slice(0, -'index.html'.length);
  return url.split('/').length > 3 ? url.slice(0, -1) : url;
}
