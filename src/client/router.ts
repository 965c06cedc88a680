// Client-side navigation: a click on a link inside the site fetches that page's
// content chunk and swaps the regions of the page, instead of loading it whole.
// A page is loading (spinner), loaded, or failed (error and Retry).
import { urlToRoute } from '../shared/paths.ts';
import { ID_MAIN } from '../shared/page-contract.ts';
import { isChunkReady, loadChunk, loadNotFound, type ChunkOutcome, type ChunkSource } from './chunks.ts';
import { isPlainClick, linkOf, linkRoute } from './links.ts';
import type { Progress } from './progress.ts';
import { showError, showSpinner } from './views.ts';
import { showChunk } from './show.ts';

export interface RouterOptions {
  source: ChunkSource;
  progress: Progress;
  /** Called when a page has been shown, with its route. */
  onPage: (route: string) => void;
  /** Called when a navigation starts. */
  onNavigate: () => void;
}

export function startRouter({ source, progress, onPage, onNavigate }: RouterOptions): void {
  const base = source.base;
  let current = urlToRoute(location.pathname, base);
  let navigation = 0;
  history.scrollRestoration = 'manual';

  const saveScroll = () => history.replaceState({ ...history.state, scroll: scrollY }, '');

  async function go(route: string, hash: string, restoreScroll: number | null): Promise<void> {
    const id = ++navigation;
    current = route;
    onNavigate();
    progress.start();
    const main = document.getElementById(ID_MAIN)!;
    if (!isChunkReady(route)) showSpinner(main);
    let outcome: ChunkOutcome = await loadChunk(route, source);
    if (outcome.kind === 'missing') outcome = await loadNotFound(source);
    if (id !== navigation) return; // a later navigation took over
    progress.done();
    if (outcome.kind === 'reload' || outcome.kind === 'missing') return location.reload();
    if (outcome.kind === 'failed') return showError(main, outcome.reason, () => void go(route, hash, restoreScroll));
    showChunk(outcome.chunk, route);
    main.focus({ preventScroll: true });
    const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    if (restoreScroll !== null) scrollTo(0, restoreScroll);
    else if (target) target.scrollIntoView();
    else scrollTo(0, 0);
    onPage(route);
  }

  document.addEventListener('click', (event) => {
    const link = linkOf(event);
    if (!link || !isPlainClick(event)) return;
    const route = linkRoute(link, base);
    if (route === null) return;
    const url = new URL(link.href);
    if (route === current && url.hash) return; // an anchor on this page: the browser scrolls to it
    event.preventDefault();
    saveScroll();
    history.pushState({}, '', url.href);
    void go(route, url.hash, null);
  });

  addEventListener('popstate', (event) => {
    const route = urlToRoute(location.pathname, base);
    if (route === null) return location.reload();
    if (route === current) return; // only the hash changed
    void go(route, location.hash, (event.state as { scroll?: number } | null)?.scroll ?? 0);
  });
}
