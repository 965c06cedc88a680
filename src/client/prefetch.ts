// Fetching chunks ahead of need, each at most once:
// - at once when a link is hovered or focused (the reader is about to click);
// - links that come into view are queued, and the queue is worked off at idle
//   time, at most IDLE_BATCH chunks per idle period and MAX_IN_VIEW per page view,
//   so a long list of links does not become a burst of requests.
// Never on a slow connection (2g) or with the data saver on.
// Watching a page's links waits for idle time too, and goes a slice at a time:
// a long page has hundreds of links, whose routes and observation cost a slow
// phone tens of milliseconds (the FAQ: 106 links); once a link to a route is in
// view, the other links to it are no longer watched, and no link is once the
// page view's budget is spent.
import { loadChunk, type ChunkSource } from './chunks.ts';
import { fetchAheadAllowed } from './connection.ts';
import { eachWhenIdle, whenIdle } from './idle.ts';
import { linkOf, linkRoute } from './links.ts';
import { urlToRoute } from '../shared/paths.ts';

const IDLE_BATCH = 3;
const MAX_IN_VIEW = 30;

export interface Prefetcher {
  /** Watch the links of the page now shown. */
  watch(root: ParentNode): void;
}

export function startPrefetch(source: ChunkSource): Prefetcher {
  const done = new Set<string>();
  const queue: string[] = [];
  let inViewBudget = MAX_IN_VIEW;
  const onScreen = () => urlToRoute(location.pathname, source.base);

  const prefetch = (route: string) => {
    // The page on screen needs no chunk, unless the reader comes back to it later.
    if (done.has(route) || route === onScreen() || !fetchAheadAllowed()) return;
    done.add(route);
    void loadChunk(route, source);
  };
  const routeOf = (link: HTMLAnchorElement) => linkRoute(link, source.base);

  const onIntent = (event: Event) => {
    const link = linkOf(event);
    const route = link && routeOf(link);
    if (route !== null && route !== undefined) prefetch(route);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);

  let scheduled = false;
  const drain = () => {
    scheduled = false;
    for (const route of queue.splice(0, IDLE_BATCH)) prefetch(route);
    if (queue.length) schedule();
  };
  const schedule = () => {
    if (!scheduled) (scheduled = true), whenIdle(drain);
  };

  /** The links watched, by route: once one of them is in view, the others need no watching. */
  const watched = new Map<string, HTMLAnchorElement[]>();
  const routes = new WeakMap<Element, string>();
  const observer = typeof IntersectionObserver === 'function'
    ? new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const route = routes.get(entry.target);
        if (!entry.isIntersecting || route === undefined || !watched.has(route)) continue;
        for (const link of watched.get(route)!) observer!.unobserve(link);
        watched.delete(route);
        if (!done.has(route) && inViewBudget-- > 0) queue.push(route);
      }
      if (inViewBudget <= 0) observer!.disconnect();
      schedule();
    })
    : null;
  let stopWatching = () => {};

  return {
    watch(root) {
      inViewBudget = MAX_IN_VIEW;
      queue.length = 0;
      stopWatching();
      watched.clear();
      if (!observer || !fetchAheadAllowed()) return;
      observer.disconnect();
      const current = onScreen();
      stopWatching = eachWhenIdle([...root.querySelectorAll<HTMLAnchorElement>('a[href]')], (link) => {
        const route = routeOf(link);
        if (route === null || route === current || done.has(route) || inViewBudget <= 0) return;
        const links = watched.get(route);
        if (links) links.push(link);
        else watched.set(route, [link]);
        routes.set(link, route);
        observer.observe(link);
      });
    },
  };
}
