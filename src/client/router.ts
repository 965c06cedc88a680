// Client-side navigation: a click on a link inside the site fetches that page's
// content chunk and swaps the regions of the page, instead of loading it whole.
// A page is loading (spinner), loaded, or failed (error and Retry).
// Back and forward to a page already shown are instant: the router keeps what
// it showed (the chunk, or for the page loaded whole, the page as it was) and
// puts it back, scrolled where the reader left it, within the popstate event,
// so no frame is painted between the two pages.
import { urlToRoute } from '../shared/paths.ts';
import { ID_MAIN } from '../shared/page-contract.ts';
import type { PageChunk } from '../shared/chunk.ts';
import { isChunkReady, loadChunk, loadNotFound, type ChunkOutcome, type ChunkSource } from './chunks.ts';
import { isPlainClick, linkOf, linkRoute } from './links.ts';
import type { Progress } from './progress.ts';
import { showError, showSpinner } from './views.ts';
import { pageOnScreen, showChunk } from './show.ts';
import { revealTarget } from './reveal.ts';

export interface RouterOptions {
  source: ChunkSource;
  progress: Progress;
  /** Called when a page has been shown, with its route. */
  onPage: (route: string) => void;
  /** Called when a navigation starts. */
  onNavigate: () => void;
}

/** What the router keeps in each history entry's state. */
interface EntryState {
  /** Names the entry, for the scroll positions kept in memory. */
  key?: string;
  /** The scroll position when the entry was left by a click (kept across reloads). */
  scroll?: number;
}

export function startRouter({ source, progress, onPage, onNavigate }: RouterOptions): void {
  const base = source.base;
  let current = urlToRoute(location.pathname, base);
  /** The route whose content is on screen; null while a spinner or an error is. */
  let onScreen = current;
  let navigation = 0;
  let keys = 0;
  const newKey = () => `${Date.now().toString(36)}.${keys++}`;
  /** What each route showed, to show it again at once. */
  const shown = new Map<string, PageChunk>();
  /** Where each history entry was scrolled when the reader left it. */
  const scrolls = new Map<string, number>();
  const state = () => (history.state ?? {}) as EntryState;
  history.scrollRestoration = 'manual';
  /** The history entry on screen (the page loaded whole gets its key when first left: replaceState is not free). */
  let entry = state().key;
  // docs serve rebuilt the site: what was shown may be out of date.
  addEventListener('docs:stale', () => shown.clear());

  /** Keeps the page being left, and where it was scrolled. */
  const leave = (key: string | undefined) => {
    if (onScreen !== null && !shown.has(onScreen)) shown.set(onScreen, pageOnScreen(source.buildId));
    if (key) scrolls.set(key, scrollY);
  };

  const show = (chunk: PageChunk, route: string, hash: string, restoreScroll: number | null) => {
    showChunk(chunk, route);
    shown.set(route, chunk);
    onScreen = route;
    document.getElementById(ID_MAIN)!.focus({ preventScroll: true });
    const { target } = revealTarget(hash);
    if (restoreScroll !== null) scrollTo(0, restoreScroll);
    else if (target) target.scrollIntoView();
    else scrollTo(0, 0);
    onPage(route);
  };

  /** Shows `route`: at once when it was shown before, else once its chunk is here. */
  function go(route: string, hash: string, restoreScroll: number | null): void {
    const id = ++navigation;
    current = route;
    onNavigate();
    const kept = shown.get(route);
    if (kept) {
      progress.done(); // of a navigation this one replaces
      return show(kept, route, hash, restoreScroll);
    }
    void load(id, route, hash, restoreScroll);
  }

  async function load(id: number, route: string, hash: string, restoreScroll: number | null): Promise<void> {
    progress.start();
    const main = document.getElementById(ID_MAIN)!;
    if (!isChunkReady(route)) {
      showSpinner(main);
      onScreen = null;
    }
    let outcome: ChunkOutcome = await loadChunk(route, source);
    if (outcome.kind === 'missing') outcome = await loadNotFound(source);
    if (id !== navigation) return; // a later navigation took over
    progress.done();
    if (outcome.kind === 'reload' || outcome.kind === 'missing') return location.reload();
    if (outcome.kind === 'failed') {
      onScreen = null;
      return showError(main, outcome.reason, () => go(route, hash, restoreScroll));
    }
    show(outcome.chunk, route, hash, restoreScroll);
  }

  document.addEventListener('click', (event) => {
    const link = linkOf(event);
    if (!link || !isPlainClick(event)) return;
    const route = linkRoute(link, base);
    if (route === null) return;
    const url = new URL(link.href);
    if (route === current && url.hash) return; // an anchor on this page: the browser scrolls to it
    event.preventDefault();
    const key = entry ?? newKey();
    leave(key);
    history.replaceState({ ...state(), key, scroll: scrollY } satisfies EntryState, '');
    entry = newKey();
    history.pushState({ key: entry } satisfies EntryState, '', url.href);
    go(route, url.hash, null);
  });

  addEventListener('popstate', (event) => {
    const to = (event.state ?? {}) as EntryState;
    const left = entry;
    entry = to.key;
    const route = urlToRoute(location.pathname, base);
    if (route === null) return location.reload();
    if (route === current) return; // only the hash changed
    leave(left);
    go(route, location.hash, (to.key === undefined ? undefined : scrolls.get(to.key)) ?? to.scroll ?? 0);
  });
}
