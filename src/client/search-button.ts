// The search button and its shortcuts ("/", Ctrl+K, Cmd+K). Everything else of
// search (the dialog, MiniSearch, the index) is a module of its own, imported
// the first time the reader opens search or focuses the button.
import { ATTR_BASE, ID_SEARCH_BUTTON } from '../shared/page-contract.ts';
import { urlToRoute } from '../shared/paths.ts';
import { loadChunk, type ChunkSource } from './chunks.ts';
import type { OpenSearch } from './search/dialog.ts';

/** The search module's file name, next to this script (set by the bundler). */
declare const SEARCH_MODULE: string;

export function startSearchButton(source: ChunkSource): void {
  const button = document.getElementById(ID_SEARCH_BUTTON);
  if (!button) return;
  const moduleUrl = new URL(SEARCH_MODULE, (document.currentScript as HTMLScriptElement).src).href;
  let loading: Promise<{ openSearch: OpenSearch }> | undefined;
  const load = () => {
    loading ??= (import(/* webpackIgnore: true */ moduleUrl) as Promise<{ openSearch: OpenSearch }>).catch((err) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
  const open = async () => {
    const opener = document.activeElement as HTMLElement | null;
    try {
      const base = document.documentElement.getAttribute(ATTR_BASE)!;
      (await load()).openSearch({ base, opener, pageHtml: (url) => pageHtml(url, { ...source, base }) });
    } catch {
      // Offline, or the site was updated under the reader: a full page load gets the new files.
      button.setAttribute('aria-label', 'Search could not load. Reload the page to try again.');
    }
  };
  button.addEventListener('click', () => void open());
  button.addEventListener('focus', () => void load().catch(() => {}));
  document.addEventListener('keydown', (event) => {
    const shortcut = (event.key === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey)
      || (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target));
    if (!shortcut || document.querySelector('dialog[open]')) return;
    event.preventDefault();
    void open();
  });
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)));
}

/** The main content of a page, from the chunk cache that navigation uses. */
async function pageHtml(url: string, source: ChunkSource): Promise<string | null> {
  const route = urlToRoute(url, source.base);
  if (route === null) return null;
  const outcome = await loadChunk(route, source);
  return outcome.kind === 'page' ? outcome.chunk.main : null;
}
