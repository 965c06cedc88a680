// How a route maps to its URL, its HTML file and its content chunk. Shared by the
// build and the browser runtime so that the two can never disagree.

/** The folder, under the base URL, of everything the build generates besides pages. */
export const GENERATED_DIR = '_';

/** "api/reference/auth" → "/docs/api/reference/auth"; "" → "/docs/". */
export function routeToUrl(route: string, baseUrl: string): string {
  return baseUrl + route;
}

/** "/docs/api/x" or "/docs/api/x/" → "api/x"; null when the URL is not under the base URL. */
export function urlToRoute(url: string, baseUrl: string): string | null {
  const pathname = url.replace(/[?#].*$/, '');
  if (pathname + '/' === baseUrl) return '';
  if (!pathname.startsWith(baseUrl)) return null;
  return pathname.slice(baseUrl.length).replace(/\/(index\.html)?$/, '');
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
  return `${baseUrl}${GENERATED_DIR}/chunks/${route.replaceAll('/', '~') || '~'}.json`;
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
