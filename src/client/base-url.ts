// Whether the page is served under the base URL it was built for, and if not,
// which base URL would fit the address it is served from.

/** The base URL that fits `pathname`, or null when the configured `base` does. */
export function fittingBaseUrl(pathname: string, base: string, route: string): string | null {
  const path = pathname.replace(/\/index\.html$/, '/');
  if (path.startsWith(base) || path + '/' === base) return null;
  // The address less the page's own route is where the site lives.
  const at = route ? path.replace(/\/$/, '').lastIndexOf('/' + route) : -1;
  return at >= 0 ? path.slice(0, at + 1) : path.replace(/[^/]*$/, '');
}
