// The sidebar tree, from the content folders and front matter: a folder is a
// category (labelled and linked by its index.md when it has one), ordered by
// sidebar_position, then by file name.
import path from 'node:path/posix';
import { pageName } from '../content/scan.ts';
import type { NavCategory, NavItem, PageLink, Route } from '../types.ts';

interface Folder {
  dir: string;
  index?: Route;
  pages: Route[];
  subfolders: Set<string>;
}

export function buildNav(routes: Route[]): { nav: NavItem[]; order: string[] } {
  const folders = new Map<string, Folder>();
  const folder = (dir: string): Folder => {
    let f = folders.get(dir);
    if (!f) {
      f = { dir, pages: [], subfolders: new Set() };
      folders.set(dir, f);
      if (dir !== '') folder(parentDir(dir)).subfolders.add(dir);
    }
    return f;
  };
  for (const route of routes) {
    const dir = parentDir(route.file);
    if (pageName(route.file) === 'index') folder(dir).index = route;
    else folder(dir).pages.push(route);
  }
  const root = category(folder(''), folders);
  const nav = root?.children ?? [];
  const order: string[] = [];
  const walk = (items: NavItem[]) => {
    for (const item of items) {
      if (item.kind === 'page') order.push(item.url);
      else {
        if (item.hasIndex) order.push(item.url);
        walk(item.children);
      }
    }
  };
  walk(nav);
  return { nav, order };
}

type Sortable = { item: NavItem; position?: number; name: string };

function category(f: Folder, folders: Map<string, Folder>): NavCategory | undefined {
  const entries: Sortable[] = [];
  for (const page of f.pages) {
    if (page.listed) entries.push({ item: { kind: 'page', label: page.sidebarLabel, url: page.url }, position: page.sidebarPosition, name: path.basename(page.file) });
  }
  for (const dir of f.subfolders) {
    const sub = folders.get(dir)!;
    const item = category(sub, folders);
    if (item) entries.push({ item, position: sub.index?.sidebarPosition, name: path.basename(dir) });
  }
  entries.sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const children = entries.map((e) => e.item);
  const index = f.index?.listed ? f.index : undefined;
  const url = index?.url ?? firstUrl(children);
  if (!url) return undefined;
  return {
    kind: 'category',
    label: index?.sidebarLabel ?? humanize(path.basename(f.dir)),
    dir: f.dir,
    url,
    hasIndex: Boolean(index),
    children,
  };
}

function firstUrl(items: NavItem[]): string | undefined {
  return items[0]?.url;
}

function parentDir(file: string): string {
  const dir = path.dirname(file);
  return dir === '.' ? '' : dir;
}

/** "account-setup" → "Account setup"; "_supported_objects" → "Supported objects". */
export function humanize(name: string): string {
  const words = name.replace(/^[_.-]+/, '').replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : name;
}

/** Each listed page's previous and next page, in sidebar order. */
export function neighbours(order: string[], byUrl: Map<string, Route>): Map<string, { prev?: PageLink; next?: PageLink }> {
  const link = (url: string | undefined): PageLink | undefined => {
    const route = url === undefined ? undefined : byUrl.get(url);
    return route && { url: route.url, title: route.sidebarLabel };
  };
  return new Map(order.map((url, i) => [url, { prev: link(order[i - 1]), next: link(order[i + 1]) }]));
}
