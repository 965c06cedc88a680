// A page's sidebar, in two parts, so that a page weighs the same in a site of
// 50 pages or 50,000, and in a folder of 20 pages or 5,000:
//
// - In the page itself, the navigation around it: at each level on the way
//   from the top to the page (the top level, then each category it sits in), a
//   window of the items near the one on the way, and a link to the category for
//   the rest. This is what a reader without JavaScript has, and what every
//   reader sees first; by following it, and previous/next, every page can be
//   reached.
// - The full tree, in files of its own (shared/sidebar.ts: one per category),
//   which the runtime loads after the page shows and every page then reuses
//   from the browser's cache.
//
// A page's render key includes its window (see pipeline/render.ts), so a title
// edit renders again only the pages whose window shows that title.
import { contentHash } from '../hash.ts';
import { SIDEBAR_VERSION, sidebarFileUrl, sidebarRootUrl, type SidebarEntry, type SidebarFile } from '../shared/sidebar.ts';
import type { NavCategory, NavItem, OutputFile, Route } from '../types.ts';
import type { PageSidebar, SidebarDecoration, SidebarItem } from './data.ts';

/** Items a page shows at its own level (its folder, or its own category's items), and at each level above. */
export const OWN_LEVEL = 21;
export const UPPER_LEVEL = 7;

interface Place {
  list: NavItem[];
  index: number;
}

/** Where every item of a sidebar tree sits: made once per tree, so that a page's window costs the same whatever the size of its folder. */
export interface NavIndex {
  nav: NavItem[];
  /** Categories by key, with their place. */
  categories: Map<string, Place & { item: NavCategory }>;
  /** Pages by URL, with their place. */
  pages: Map<string, Place>;
}

/** What pages' trails and the sidebar files call a category: its folder, or its place in the config's sidebar. */
export function categoryKey(category: NavCategory): string {
  return category.group ?? category.dir ?? '';
}

/** A category shown open on every page (collapsed: false), or that cannot be closed (collapsible: false). */
function alwaysOpen(category: NavCategory): boolean {
  return category.collapsed === false || category.collapsible === false;
}

export function indexNav(nav: NavItem[]): NavIndex {
  const index: NavIndex = { nav, categories: new Map(), pages: new Map() };
  const visit = (list: NavItem[]) => list.forEach((item, i) => {
    if (item.kind === 'category') {
      index.categories.set(categoryKey(item), { list, index: i, item });
      visit(item.children);
    } else if (!index.pages.has(item.url)) index.pages.set(item.url, { list, index: i });
  });
  visit(nav);
  return index;
}

/**
 * The sidebar a page carries: the levels on its trail (the categories it sits
 * in, which the manifest worked out), each cut to a window around the item on
 * the way (or, at the page's own level, around the page); a category shown open
 * on every page shows the start of its items. `route` is undefined for the
 * not-found page, which shows the top level.
 */
export function localSidebar(index: NavIndex, route: Route | undefined, baseUrl: string): PageSidebar {
  const trail = (route?.trail ?? []).filter((key) => index.categories.has(key));
  const chain = trail.map((key) => index.categories.get(key)!);
  const place = route && index.pages.get(route.url);
  const level = (list: NavItem[], depth: number, rest: string, onTrail: boolean): SidebarItem[] => {
    const next = onTrail ? chain[depth] : undefined;
    const focus = next ? next.index : onTrail && place?.list === list ? place.index : -1;
    const [from, to] = windowAround(focus, list.length, onTrail && depth === chain.length ? OWN_LEVEL : UPPER_LEVEL);
    const items: SidebarItem[] = [];
    if (from > 0) items.push({ kind: 'more', count: from, url: rest });
    for (let i = from; i < to; i++) {
      const item = list[i];
      if (item.kind !== 'category') items.push({ kind: 'page', label: item.label, url: item.url, current: item.url === route?.url, ...decorationOf(item) });
      else {
        const way = item === next?.item;
        const open = way || alwaysOpen(item);
        items.push({
          kind: 'category', label: item.label, url: item.url, hasIndex: item.hasIndex, current: item.hasIndex && item.url === route?.url, ...decorationOf(item),
          expanded: open, children: open ? level(item.children, depth + 1, item.url, way) : [],
        });
      }
    }
    if (to < list.length) items.push({ kind: 'more', count: list.length - to, url: rest });
    return items;
  };
  return { items: level(index.nav, 0, baseUrl, true), trail, ...(route?.sidebar ? { root: route.sidebar } : {}) };
}

/** The class and badge of an item, when the writer gave them (absent keys keep the files small). */
function decorationOf(item: NavItem): SidebarDecoration {
  const badge = item.kind === 'page' ? item.badge : undefined;
  return { ...(item.className ? { className: item.className } : {}), ...(badge ? { badge } : {}) };
}

/** [from, to) of `size` items around `focus` (from the start when it is -1), within `length`. */
function windowAround(focus: number, length: number, size: number): [number, number] {
  const from = Math.max(0, Math.min(focus - Math.floor(size / 2), length - size));
  return [from, Math.min(length, from + size)];
}

/** The full tree's files: one per category, and the root of each sidebar (see shared/sidebar.ts). */
export function sidebarFiles(navs: NavItem[][], baseUrl: string): OutputFile[] {
  const files = new Map<string, string>();
  const entries = (list: NavItem[]): SidebarEntry[] => list.map((item) => {
    if (item.kind !== 'category') return { label: item.label, url: item.url, ...decorationOf(item) };
    const contents = fileOf(entries(item.children));
    const file = `${contentHash(contents)}.json`;
    files.set(sidebarFileUrl(baseUrl, file).slice(1), contents);
    return {
      label: item.label, url: item.url, key: categoryKey(item), file, ...decorationOf(item),
      ...(item.hasIndex ? { own: 1 as const } : {}), ...(alwaysOpen(item) ? { open: 1 as const } : {}), ...(item.collapsible === false ? { fixed: 1 as const } : {}),
    };
  });
  navs.forEach((nav, root) => files.set(sidebarRootUrl(baseUrl, root).slice(1), fileOf(entries(nav))));
  return [...files].map(([path, contents]) => ({ path, contents }));
}

function fileOf(items: SidebarEntry[]): string {
  return JSON.stringify({ v: SIDEBAR_VERSION, items } satisfies SidebarFile);
}
