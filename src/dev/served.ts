// The site docs serve serves, held in memory rather than written to disk: a
// rebuild's files replace the last ones all at once, so a reader gets the old
// page or the new one, never half of one, and the reload event waits for no
// disk. Which pages changed is what the live reload tells open pages (and
// whether the full sidebar did: its root file changes with any of its files).
import { htmlFileToUrl } from '../shared/paths.ts';
import { sidebarRootUrl } from '../shared/sidebar.ts';
import type { OutputFile, PageFiles } from '../types.ts';

/** "/_/sidebar.json": the end of every version's sidebar root. */
const SIDEBAR_ROOT = sidebarRootUrl('/');

/**
 * Output path ("docs/api/index.html", as OutputFile has it) → contents. A file
 * in parts (llms-full.txt: every page's markdown) is joined when it is asked
 * for, not on every rebuild.
 */
export type ServedSite = ReadonlyMap<string, OutputFile['contents']>;

/** A served file's body: a file in parts joined. */
export function bodyOf(contents: OutputFile['contents']): string | Buffer {
  return typeof contents === 'string' || Buffer.isBuffer(contents) ? contents : contents.join('');
}

/** A build's files (BuildResult.output): each page's list (in one list a version), then the others. */
export interface BuiltFiles {
  pages: readonly (readonly PageFiles[])[];
  others: readonly OutputFile[];
}

/**
 * Makes `site` the output of a rebuild (`built`, each path once), in place and
 * at once (nothing is served between two of its steps), and returns the URLs of
 * the pages that changed, appeared or went. `last` is what the last update
 * made it: a page edit changes one page's list of files, and the other pages'
 * files are not looked at.
 */
export function updateSite(site: Map<string, OutputFile['contents']>, built: BuiltFiles, last?: BuiltFiles): string[] {
  const changed: string[] = [];
  const put = ({ path, contents }: OutputFile) => {
    if (same(site.get(path), contents)) return;
    site.set(path, contents);
    changed.push(path);
  };
  // The same pages in the same places, each with the files it had (as a page edit leaves them): only the new lists are read.
  let samePaths = last !== undefined && last.pages.length === built.pages.length;
  for (const [v, pages] of built.pages.entries()) {
    const lastPages = samePaths && last!.pages[v].length === pages.length ? last!.pages[v] : undefined;
    if (!lastPages) samePaths = false;
    for (let i = 0; i < pages.length; i++) {
      const page = pages[i];
      const before = lastPages?.[i];
      if (page === before) continue;
      const files = page.files ?? [];
      if (!before || !sameFiles(before.files ?? [], files)) samePaths = false;
      files.forEach(put);
    }
  }
  built.others.forEach(put);
  // Files may have gone: those served that were not built. With the same pages, only others (a search index's parts).
  const paths = new Set(built.others.map((f) => f.path));
  const gone = (file: string) => !paths.has(file) && site.delete(file) && changed.push(file);
  if (samePaths) {
    for (const file of last!.others) gone(file.path);
  } else {
    for (const pages of built.pages) for (const page of pages) for (const file of page.files ?? []) paths.add(file.path);
    for (const file of site.keys()) gone(file);
  }
  return changed.map((file) => (`/${file}`.endsWith(SIDEBAR_ROOT) ? `/${file}` : htmlFileToUrl(file))).filter((url): url is string => url !== null);
}

/** True when two lists of files have the same paths, in the same order. */
function sameFiles(a: readonly OutputFile[], b: readonly OutputFile[]): boolean {
  return a.length === b.length && a.every((file, i) => file.path === b[i].path);
}

function same(a: OutputFile['contents'] | undefined, b: OutputFile['contents']): boolean {
  if (a === b) return true;
  if (a === undefined) return false;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (Buffer.isBuffer(a) || Buffer.isBuffer(b)) return Buffer.isBuffer(a) && Buffer.isBuffer(b) && a.equals(b);
  // Parts (a page's markdown copy, llms-full.txt): the same array while what it is made of is unchanged, and no page's URL depends on a new one.
  return false;
}
