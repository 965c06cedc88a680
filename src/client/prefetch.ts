// Fetching chunks ahead of need, each at most once:
// - at once when a link is hovered or focused (the reader is about to click);
// - links that come into view are queued, and the queue is worked off at idle
//   time, at most IDLE_BATCH chunks per idle period and MAX_IN_VIEW per page view,
//   so a long list of links does not become a burst of requests.
// Never on a slow connection (2g) or with the data saver on.
import { loadChunk, type ChunkSource } from './chunks.ts';
import { linkOf, linkRoute } from './links.ts';
import { urlToRoute } from '../shared/paths.ts';

const IDLE_BATCH = 3;
const MAX_IN_VIEW = 30;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(connection: NetworkInformation | undefined = (navigator as { connection?: NetworkInformation }).connection): boolean {
  return !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '');
}

export interface Prefetcher {
  /** Watch the links of the page now shown. */
  watch(root: ParentNode): void;
}

export function startPrefetch(source: ChunkSource): Prefetcher {
  const done = new Set<string>();
  const queue: string[] = [];
  let inViewBudget = MAX_IN_VIEW;

  const prefetch = (route: string) => {
    // The page on screen needs no chunk, unless the reader comes back to it later.
    if (done.has(route) || route === urlToRoute(location.pathname, source.base) || !prefetchAllowed()) return;
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

  const idle = (work: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 200));
  let scheduled = false;
  const drain = () => {
    scheduled = false;
    for (const route of queue.splice(0, IDLE_BATCH)) prefetch(route);
    if (queue.length) schedule();
  };
  const schedule = () => {
    if (!scheduled) (scheduled = true), idle(drain);
  };

  const observer = typeof IntersectionObserver === 'function'
    ? new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        const route = routeOf(entry.target as HTMLAnchorElement);
        if (route !== null && !done.has(route) && inViewBudget-- > 0) queue.push(route);
      }
      schedule();
    })
    : null;

  return {
    watch(root) {
      inViewBudget = MAX_IN_VIEW;
      queue.length = 0;
      if (!observer || !prefetchAllowed()) return;
      observer.disconnect();
      for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) if (routeOf(link) !== null) observer.observe(link);
    },
  };
}
