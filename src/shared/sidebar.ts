// The full sidebar, as the build writes it and the runtime reads it: one small
// JSON file per category, each listing its items, and a root file listing the
// top level. A category names the file of its items by that file's content
// hash, so a title edit changes the files on the way from it to the root, and
// nothing else: every other file stays cached in the browser. The root file
// has a fixed name (pages must not name it, or every page would change with
// it); the runtime loads it once per visit, then only the files of the
// categories it opens.
import { GENERATED_DIR } from './paths.ts';

export const SIDEBAR_VERSION = 1;

/** A class on the item, and a badge after its label, when the writer gave them. */
interface Decoration {
  className?: string;
  badge?: string;
}

export type SidebarEntry =
  /** A page, or a link to another site. */
  | ({ label: string; url: string } & Decoration)
  /**
   * A category: its label links to `url` (its own page when `own`, else its
   * first page); its items are in `file`. `key` is what pages' trails name it
   * by. `open`: shown open on every page; `fixed`: it cannot be closed.
   */
  | ({ label: string; url: string; key: string; file: string; own?: 1; open?: 1; fixed?: 1 } & Decoration);

export interface SidebarFile {
  v: typeof SIDEBAR_VERSION;
  items: SidebarEntry[];
}

/**
 * "/docs/_/sidebar.json": the top level, under a name that never changes; of
 * the config's second sidebar (and so on), "sidebar-1.json".
 */
export function sidebarRootUrl(baseUrl: string, root = 0): string {
  return `${baseUrl}${GENERATED_DIR}/sidebar${root ? `-${root}` : ''}.json`;
}

/** "/docs/_/sidebar/3f2a1b9c0d.json": a category's items, named by their content hash. */
export function sidebarFileUrl(baseUrl: string, file: string): string {
  return `${baseUrl}${GENERATED_DIR}/sidebar/${file}`;
}

export function isCategory(entry: SidebarEntry): entry is Extract<SidebarEntry, { key: string }> {
  return 'key' in entry;
}
