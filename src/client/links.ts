// Which clicks and links belong to client-side navigation.
import { urlToRoute } from '../shared/paths.ts';
import { GENERATED_DIR } from '../shared/paths.ts';

/** The route a link leads to, or null when the browser should follow it itself. */
export function linkRoute(link: HTMLAnchorElement, base: string): string | null {
  if (link.target && link.target !== '_self') return null;
  // data-full-load: links into another version, whose pages have another sidebar.
  if (link.hasAttribute('download') || link.hasAttribute('data-full-load') || link.getAttribute('rel')?.split(/\s+/).includes('external')) return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return null;
  const route = urlToRoute(url.pathname, base);
  // Generated files (media, chunks) and other files are not pages.
  if (route === null || route === GENERATED_DIR || route.startsWith(GENERATED_DIR + '/') || /\.(?!html$)\w+$/.test(route)) return null;
  return route;
}

/** A plain click: main button, no modifier key (those open tabs and windows), not already handled. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The link an event happened in, if any. */
export function linkOf(event: Event): HTMLAnchorElement | null {
  const target = event.target as Element | null;
  return target?.closest?.('a[href]') ?? null;
}
