// The full sidebar. A page carries only the sidebar around it (see
// src/render/sidebar.ts); once it shows, this loads the full tree's top level
// and the categories on the page's trail (src/shared/sidebar.ts), and puts it
// in place of that, with the page marked. Client-side navigation marks the new
// page and opens its categories in the same tree: nothing is rendered again,
// and each file is fetched once. A category's button shows and hides its items,
// loading them the first time.
// A reader who saves data (fetchAheadAllowed) keeps the sidebar the page
// carried (its window, the levels above it and the links to the rest reach
// every page, as without JavaScript) until the first client-side navigation,
// whose page that sidebar does not show: the tree is fetched then, not before.
import { ATTR_BASE, ATTR_SIDEBAR_ROOT, ATTR_TRAIL, EVENT_SHOWN, ID_SIDEBAR } from '../shared/page-contract.ts';
import { routeToUrl, urlToRoute } from '../shared/paths.ts';
import { SIDEBAR_VERSION, isCategory, sidebarFileUrl, sidebarRootUrl, type SidebarEntry, type SidebarFile } from '../shared/sidebar.ts';
import { element } from './dom.ts';
import { whenIdle } from './idle.ts';
import { fetchAheadAllowed } from './connection.ts';

interface Category {
  entry: Extract<SidebarEntry, { key: string }>;
  item: HTMLLIElement;
  /** None for a category that cannot be closed. */
  button?: HTMLButtonElement;
  list?: HTMLUListElement;
  /** Its items being fetched: a category open by default and on the page's trail is opened twice at once, and gets one list. */
  loading?: Promise<void>;
}

export function startFullSidebar(): void {
  const nav = document.getElementById(ID_SIDEBAR);
  if (!nav) return;
  const base = document.documentElement.getAttribute(ATTR_BASE)!;
  const files = new Map<string, Promise<SidebarEntry[]>>();
  const categories = new Map<string, Category>();
  const links = new Map<string, HTMLAnchorElement>();
  /** The sidebar on screen (the config's first, or another of its sidebars); undefined until the tree is there. */
  let mounted: number | undefined;
  const rootOfPage = () => Number(nav.getAttribute(ATTR_SIDEBAR_ROOT) ?? 0) || 0;
  // One change at a time, in order: a navigation waits for the tree it marks.
  let queue = Promise.resolve();
  const enqueue = (task: () => Promise<void>) => (queue = queue.then(task).catch(() => {}));

  const load = (url: string): Promise<SidebarEntry[]> => {
    let items = files.get(url);
    if (!items) {
      items = fetch(url, { credentials: 'same-origin' }).then(async (response) => {
        const file = (await response.json()) as SidebarFile;
        if (!response.ok || file.v !== SIDEBAR_VERSION) throw new Error(url);
        return file.items;
      });
      items.catch(() => files.delete(url)); // tried again next time
      files.set(url, items);
    }
    return items;
  };

  /** Categories shown open on every page, rendered but not opened yet. */
  const openByDefault: Category[] = [];
  const render = (entries: SidebarEntry[]) => element('ul', { class: 'sidebar-list' }, ...entries.map((entry) => {
    const link = element('a', { href: entry.url }, entry.label, ...(entry.badge ? [' ', element('span', { class: 'sidebar-badge' }, entry.badge)] : []));
    const extra = entry.className ? ` ${entry.className}` : '';
    if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(entry.url)) link.rel = 'noopener';
    if (!isCategory(entry)) {
      if (!links.has(entry.url)) links.set(entry.url, link);
      return element('li', extra ? { class: extra.slice(1) } : {}, link);
    }
    // A category without a page of its own links to its first page, which its items mark instead.
    if (entry.own && !links.has(entry.url)) links.set(entry.url, link);
    const button = entry.fixed ? undefined : element('button', { type: 'button', class: 'category-toggle', 'aria-expanded': 'false', 'aria-label': entry.label });
    const item = element('li', { class: `category collapsed${extra}` }, link, ...(button ? [button] : []));
    const category: Category = { entry, item, button };
    categories.set(entry.key, category);
    if (entry.open) openByDefault.push(category);
    button?.addEventListener('click', () => void (category.list && !category.list.hidden ? expand(category, false) : expand(category, true).catch(() => location.assign(entry.url))));
    return item;
  }));

  const expand = async (category: Category, open: boolean): Promise<void> => {
    if (open && !category.list) {
      category.loading ??= load(sidebarFileUrl(base, category.entry.file)).then(
        (entries) => void category.item.append((category.list = render(entries))),
        (error: unknown) => {
          category.loading = undefined;
          throw error;
        },
      );
      await category.loading;
      await openDefaults();
    }
    if (category.list) category.list.hidden = !open;
    category.button?.setAttribute('aria-expanded', String(open));
    category.item.classList.toggle('expanded', open);
    category.item.classList.toggle('collapsed', !open);
  };
  const openDefaults = async () => {
    await Promise.all(openByDefault.splice(0).map((category) => expand(category, true)));
  };

  /** Opens the categories of the page's trail, which the page (or the chunk shown) put on the sidebar. */
  const openTrail = async () => {
    for (const key of JSON.parse(nav.getAttribute(ATTR_TRAIL) ?? '[]') as string[]) {
      const category = categories.get(key);
      if (!category) break;
      await expand(category, true);
    }
  };

  /** Marks the page at the address, and scrolls the sidebar to it when it is out of view. */
  const mark = () => {
    for (const marked of nav.querySelectorAll('[aria-current]')) marked.removeAttribute('aria-current');
    const route = urlToRoute(location.pathname, base);
    const link = route === null ? undefined : links.get(routeToUrl(route, base));
    link?.setAttribute('aria-current', 'page');
    const box = link?.getBoundingClientRect();
    const view = nav.getBoundingClientRect();
    if (box && (box.top < view.top || box.bottom > view.bottom)) nav.scrollTop += box.top - view.top - nav.clientHeight / 3;
  };

  // The tree is put in place with the page's categories open, all at once.
  const mount = async () => {
    const root = rootOfPage();
    // Another sidebar's tree: its categories and links are its own.
    categories.clear();
    links.clear();
    openByDefault.length = 0;
    const list = render(await load(sidebarRootUrl(base, root)));
    await Promise.all([openDefaults(), openTrail()]).catch(() => {});
    const focused = nav.contains(document.activeElement) ? (document.activeElement as HTMLAnchorElement).href : undefined;
    nav.replaceChildren(list);
    mounted = root;
    mark();
    if (focused) [...nav.querySelectorAll('a')].find((a) => a.href === focused)?.focus();
  };

  // Saving data, the reader has the sidebar the page carried until a client-side navigation makes it out of date.
  whenIdle(() => {
    if (fetchAheadAllowed()) enqueue(mount);
  });
  addEventListener(EVENT_SHOWN, () => {
    // Until the tree is there, the sidebar the first page carried must not mark it.
    if (mounted === undefined) for (const marked of nav.querySelectorAll('[aria-current]')) marked.removeAttribute('aria-current');
    enqueue(async () => {
      if (mounted !== rootOfPage()) return mount();
      await openTrail();
      mark();
    });
  });
}
