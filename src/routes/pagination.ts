// Previous and next links: in sidebar order, unless a page's front matter hides
// one, renames it, or points it elsewhere (by id, path or URL).
import { SiteError } from '../errors.ts';
import { resolvePage, type PageLookup } from './resolve.ts';
import type { PageLink, PageLinkOverride, Pagination, Route } from '../types.ts';

/**
 * Each page's previous and next page: in sidebar order (orders: one per sidebar), unless its front matter
 * hides one (false), renames it, or points it elsewhere.
 */
export function neighbours(orders: string[][], byUrl: Map<string, Route>): Map<string, { prev?: PageLink; next?: PageLink }> {
  const link = (url: string | undefined): PageLink | undefined => {
    const route = url === undefined ? undefined : byUrl.get(url);
    return route && { url: route.url, title: route.settings.paginationLabel ?? route.sidebarLabel };
  };
  const placed = new Map<string, { prev?: PageLink; next?: PageLink }>();
  // Within each sidebar's order (a page in several sidebars has the first one's neighbours).
  for (const order of orders) order.forEach((url, i) => placed.has(url) || placed.set(url, { prev: link(order[i - 1]), next: link(order[i + 1]) }));
  for (const route of byUrl.values()) {
    if (route.prev === undefined && route.next === undefined) continue;
    const auto = placed.get(route.url) ?? {};
    const apply = (own: Route['prev'], fallback?: PageLink): PageLink | undefined => {
      if (own === undefined) return fallback;
      if (own === false) return undefined;
      const target = own.url === undefined ? fallback : link(own.url) ?? { url: own.url, title: own.title ?? own.url };
      return target && { url: target.url, title: own.title ?? target.title };
    };
    placed.set(route.url, { prev: apply(route.prev, auto.prev), next: apply(route.next, auto.next) });
  }
  return placed;
}

/** What a page's front matter says of its previous or next link, with the page it names found. */
export function pageLink(route: Route, which: 'prev' | 'next', keyLines: Record<string, number>, lookup: PageLookup, errors: SiteError[]): PageLinkOverride | undefined {
  const own: Pagination | undefined = route.settings[which];
  if (own === undefined || own === false) return own;
  const ref = own.id ?? own.link;
  if (ref === undefined) return { title: own.label };
  if (own.link && /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(own.link)) return { url: own.link, title: own.label ?? own.link };
  const url = resolvePage(ref.replace(/#.*$/, ''), route, lookup);
  if (url) return { url, ...(own.label !== undefined && { title: own.label }) };
  const key = own.id !== undefined ? `pagination_${which}` : which;
  errors.push(new SiteError(`Front matter "${key}" names "${ref}", which is not a page`, {
    file: route.file, line: keyLines[key], hint: 'name a page by its id or its path, like "guides/intro"',
  }));
  return undefined;
}
