// The sidebar from the content folders: a folder is a category, described by
// its index.md (or README.md) and its _category_ file; its items are ordered by
// position (sidebar_position, _category_'s, or a number prefix), then by file
// name. A folder without a page of its own asks for a generated index page.
import path from 'node:path/posix';
import { SiteError, closest } from '../errors.ts';
import { pageName } from '../content/scan.ts';
import { foldersWithIndex, humanize, isIndexName, numberPrefix, parentDir } from './names.ts';
import type { NavInput } from './nav.ts';
import type { NavCategory, NavItem, Route } from '../types.ts';

export interface Folder {
  dir: string;
  index?: Route;
  pages: Route[];
  subfolders: Set<string>;
}

export function foldersOf(routes: Route[]): Map<string, Folder> {
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
  const indexed = foldersWithIndex(routes.filter((route) => !route.generated).map((route) => route.file));
  for (const route of routes) {
    if (route.generated) continue;
    const dir = parentDir(route.file);
    if (isIndexName(pageName(route.file), indexed.has(dir)) && !folder(dir).index) folder(dir).index = route;
    else folder(dir).pages.push(route);
  }
  return folders;
}

type Sortable = { item: NavItem; position?: number; name: string };

/** A folder's items in order, with its index.md or without; `linked`, the page its category links to, is not among them. */
export function folderItems(f: Folder, folders: Map<string, Folder>, input: NavInput, withIndex: boolean, linked?: Route): NavItem[] {
  const entries: Sortable[] = [];
  for (const page of withIndex && f.index ? [f.index, ...f.pages] : f.pages) {
    if (page.listed && page !== linked) entries.push({ item: pageItem(page), position: page.sidebarPosition, name: path.basename(page.file) });
  }
  for (const dir of f.subfolders) {
    const sub = folders.get(dir)!;
    const item = category(sub, folders, input);
    const name = path.basename(dir);
    const position = input.categories.get(dir)?.position ?? sub.index?.sidebarPosition ?? numberPrefix(name).position;
    if (item) entries.push({ item, position, name });
  }
  entries.sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.map((e) => e.item);
}

function category(f: Folder, folders: Map<string, Folder>, input: NavInput): NavCategory | undefined {
  const meta = input.categories.get(f.dir);
  const link = meta?.link;
  // With a link of its own (or none), the folder's index.md is one of its pages.
  const ownIndex = link === undefined && f.index?.listed ? f.index : undefined;
  const linked = link?.type === 'doc' ? input.findPage(link.id, f.dir) : undefined;
  if (link?.type === 'doc' && !linked) {
    const guess = closest(f.dir ? `${f.dir}/${link.id}` : link.id, input.pageNames()) ?? closest(link.id, input.pageNames());
    input.report(new SiteError(`The category's link names the page "${link.id}", which does not exist`, { file: meta!.file, hint: guess ? `did you mean "${guess}"?` : 'name a page by its id, like "guides/intro"' }));
  }
  const children = folderItems(f, folders, input, link !== undefined, linked);
  if (children.length === 0 && !ownIndex && !linked) return undefined;
  const label = meta?.label ?? ownIndex?.sidebarLabel ?? humanize(numberPrefix(path.basename(f.dir)).name);
  const description = meta?.description ?? (link?.type === 'generated-index' ? link.description : undefined);
  let page = ownIndex ?? linked;
  if (!page && f.dir !== '' && (link?.type === 'generated-index' || (link === undefined && input.generatedIndex))) {
    const asked = link?.type === 'generated-index' ? link : { type: 'generated-index' as const };
    page = input.makeIndex({ dir: f.dir, label, link: asked, description, children, implicit: link === undefined });
  }
  const url = page?.url ?? children[0]?.url;
  if (!url) return undefined;
  return {
    kind: 'category', label, dir: f.dir, url, hasIndex: Boolean(page), children,
    ...clean({ collapsed: meta?.collapsed, collapsible: meta?.collapsible, className: meta?.className, customProps: meta?.customProps, description }),
  };
}

export function pageItem(route: Route, label?: string, extra: { className?: string; customProps?: Record<string, unknown> } = {}): NavItem {
  const { sidebarClassName: className, sidebarCustomProps: customProps, sidebarBadge: badge } = route.settings;
  return { kind: 'page', label: label ?? route.sidebarLabel, url: route.url, ...clean({ className, customProps, badge, ...clean(extra) }) };
}

/** The object without its undefined values, so that a nav item is the same JSON whatever its source left out. */
export function clean<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

