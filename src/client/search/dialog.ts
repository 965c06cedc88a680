// The search dialog: a modal <dialog> (the browser traps focus in it and closes
// it on Escape) with a combobox input and a listbox of results, as in the
// WAI-ARIA combobox pattern. Results are links, so opening one is a click that
// the runtime's client-side navigation handles like any other link. A result's
// snippet is cut from its page's content chunk, fetched through the runtime's
// chunk cache: opening the result then needs nothing more.
import { createSearch, type SearchHit } from '../../shared/search.ts';
import { GENERATED_DIR } from '../../shared/paths.ts';
import { element, idOfFragment } from '../dom.ts';

export interface SearchOptions {
  base: string;
  opener: HTMLElement | null;
  /** The rendered main content of the page at this URL (from its content chunk), or null. */
  pageHtml: (url: string) => Promise<string | null>;
}
export type OpenSearch = (options: SearchOptions) => void;

const RESULTS = 8;
const SNIPPET = 160;

interface SearchUi {
  dialog: HTMLDialogElement;
  input: HTMLInputElement;
  list: HTMLUListElement;
  status: HTMLElement;
}

let ui: SearchUi | undefined;
let opener: HTMLElement | null = null;
let pageHtml: SearchOptions['pageHtml'] = async () => null;
const engines = new Map<string, ReturnType<typeof createSearch>>();

export const openSearch: OpenSearch = ({ base, opener: from, pageHtml: loader }) => {
  pageHtml = loader;
  ui ??= createDialog();
  // Each version of the docs has its own index.
  let engine = engines.get(base);
  if (!engine) {
    const dir = `${base}${GENERATED_DIR}/search/`;
    engine = createSearch(async (file) => {
      // The manifest changes with every build; the other files are named by their content.
      const response = await fetch(dir + file, file === 'manifest.json' ? { cache: 'no-cache' } : {});
      if (!response.ok) throw new Error(`${response.status} for ${dir + file}`);
      return response.json();
    });
    engines.set(base, engine);
  }
  ui.dialog.dataset.base = base;
  opener = from;
  if (!ui.dialog.open) ui.dialog.showModal();
  ui.input.select();
  if (ui.input.value) void runQuery(ui, engine);
};

function createDialog(): SearchUi {
  const dialog = element('dialog', { class: 'search-dialog', 'aria-label': 'Search the docs' });
  const input = element('input', {
    type: 'search', role: 'combobox', 'aria-label': 'Search the docs', 'aria-expanded': 'false',
    'aria-controls': 'search-results', 'aria-autocomplete': 'list', placeholder: 'Search the docs',
    autocomplete: 'off', spellcheck: 'false', enterkeyhint: 'go',
  });
  const close = element('button', { type: 'button', class: 'search-close' }, 'Close');
  const status = element('p', { class: 'search-status', role: 'status' });
  const list = element('ul', { id: 'search-results', role: 'listbox', 'aria-label': 'Search results' });
  const bar = element('div', { class: 'search-bar' });
  bar.append(input, close);
  dialog.append(bar, status, list);
  document.body.append(dialog);
  const ui = { dialog, input, list, status };

  const engine = () => engines.get(dialog.dataset.base!)!;
  input.addEventListener('input', () => void runQuery(ui, engine()));
  input.addEventListener('keydown', (event) => {
    const options = [...list.querySelectorAll<HTMLElement>('[role="option"]')];
    const at = options.findIndex((o) => o.getAttribute('aria-selected') === 'true');
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length) select(ui, options[(at + (event.key === 'ArrowDown' ? 1 : -1) + options.length) % options.length]);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      options[at]?.querySelector('a')?.click();
    } else if (event.key === 'Escape') {
      // A search field's own Escape clears its text; in the dialog Escape closes it, wherever the focus is.
      event.preventDefault();
      dialog.close();
    }
  });
  close.addEventListener('click', () => dialog.close());
  // The browser keeps the focus in a modal dialog, but past its last control it may hand the focus to its own
  // window (none in a headless one): Tab and Shift+Tab go round the dialog's two controls instead.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || document.activeElement !== (event.shiftKey ? input : close)) return;
    event.preventDefault();
    (event.shiftKey ? close : input).focus();
  });
  // A click on the backdrop (outside the dialog's box) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
    else if ((event.target as Element).closest('a')) dialog.close();
  });
  dialog.addEventListener('close', () => {
    if (opener?.isConnected) opener.focus();
    opener = null;
  });
  return ui;
}

let latest = 0;

async function runQuery(ui: SearchUi, engine: ReturnType<typeof createSearch>): Promise<void> {
  const query = ui.input.value.trim();
  const run = ++latest;
  if (!query) return show(ui, [], '');
  let hits: SearchHit[];
  try {
    hits = await engine.search(query, RESULTS);
  } catch {
    if (run === latest) show(ui, [], '', 'Search could not load its index. Check your connection and try again.');
    return;
  }
  // Typing goes on while files load: only the latest query's results show.
  if (run === latest) show(ui, hits, query);
}

function show(ui: SearchUi, hits: SearchHit[], query: string, error?: string): void {
  ui.list.replaceChildren(...hits.map((hit, i) => option(hit, i)));
  ui.input.setAttribute('aria-expanded', String(hits.length > 0));
  ui.input.removeAttribute('aria-activedescendant');
  const first = ui.list.querySelector<HTMLElement>('[role="option"]');
  if (first) select(ui, first);
  ui.status.textContent = error ?? (!query ? '' : hits.length ? `${hits.length === RESULTS ? 'Top ' : ''}${hits.length} result${hits.length === 1 ? '' : 's'} for “${query}”` : `No results for “${query}”`);
}

function select(ui: SearchUi, option: HTMLElement): void {
  for (const o of ui.list.querySelectorAll('[aria-selected="true"]')) o.setAttribute('aria-selected', 'false');
  option.setAttribute('aria-selected', 'true');
  ui.input.setAttribute('aria-activedescendant', option.id);
  option.scrollIntoView({ block: 'nearest' });
}

function option({ record: [url, title, headings], terms }: SearchHit, i: number): HTMLElement {
  const li = element('li', { role: 'option', id: `search-result-${i}`, 'aria-selected': 'false' });
  const link = element('a', { href: url, tabindex: '-1' });
  const path = element('span', { class: 'search-result-title' }, [title, ...headings].join(' › '));
  const snippet = element('span', { class: 'search-result-snippet' });
  link.append(path, snippet);
  li.append(link);
  void sectionText(url).then((text) => {
    if (text) snippet.append(...marked(excerpt(text, terms), terms));
  });
  return li;
}

const parsedPages = new Map<string, Promise<Document | null>>();

/** The text of the section at `url` (page URL and anchor): from its heading to the next h2 or h3, or the page's intro. */
async function sectionText(url: string): Promise<string> {
  const [page, anchor] = url.split('#');
  if (!parsedPages.has(page)) {
    parsedPages.set(page, pageHtml(page).then((html) => (html === null ? null : new DOMParser().parseFromString(html, 'text/html')), () => null));
  }
  const doc = await parsedPages.get(page)!;
  const root = doc?.querySelector('.markdown');
  if (!doc || !root) return '';
  const heading = anchor ? doc.getElementById(idOfFragment(anchor)) : null;
  const parts: string[] = [];
  for (let el = heading ? heading.nextElementSibling : root.firstElementChild; el && !/^H[23]$/.test(el.tagName); el = el.nextElementSibling) {
    if (!el.matches('.code-block, .tabs')) parts.push(el.textContent ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** Up to SNIPPET characters of the text, around the first word the query matched. */
export function excerpt(text: string, terms: string[]): string {
  const lower = text.toLowerCase();
  const at = Math.min(...terms.map((t) => lower.search(new RegExp(`\\b${escapeRegExp(t)}`))).filter((i) => i >= 0), Infinity);
  if (!Number.isFinite(at) || at < SNIPPET / 2) return text.length > SNIPPET ? `${text.slice(0, SNIPPET).replace(/\s\S*$/, '')} …` : text;
  const start = text.lastIndexOf(' ', at - SNIPPET / 3) + 1;
  const end = start + SNIPPET;
  return `… ${text.slice(start, end).replace(/\s\S*$/, '')}${end < text.length ? ' …' : ''}`;
}

/** The text as nodes, with the words that start like a matched term in <mark>. */
export function marked(text: string, terms: string[]): Node[] {
  if (terms.length === 0) return [document.createTextNode(text)];
  const pattern = new RegExp(`\\b(?:${terms.map(escapeRegExp).join('|')})[\\w]*`, 'gi');
  const nodes: Node[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    nodes.push(document.createTextNode(text.slice(last, match.index)));
    nodes.push(element('mark', {}, match[0]));
    last = match.index! + match[0].length;
  }
  nodes.push(document.createTextNode(text.slice(last)));
  return nodes;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
