// The site docs serve serves, held in memory rather than written to disk: a
// rebuild's files replace the last ones all at once, so a reader gets the old
// page or the new one, never half of one, and the reload event waits for no
// disk. Which pages changed is what the live reload tells open pages (and
// whether the full sidebar did: its root file changes with any of its files).
import { htmlFileToUrl } from '../shared/paths.ts';
import { sidebarRootUrl } from '../shared/sidebar.ts';
import type { OutputFile } from '../types.ts';

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

/**
 * Makes `site` the output of a rebuild (`files`, each path once), in place and
 * at once (nothing is served between two of its steps), and returns the URLs of
 * the pages that changed, appeared or went. A page edit changes one entry: the
 * site is not made again for it.
 */
export function updateSite(site: Map<string, OutputFile['contents']>, files: OutputFile[]): string[] {
  const changed: string[] = [];
  for (const { path, contents } of files) {
    if (same(site.get(path), contents)) continue;
    site.set(path, contents);
    changed.push(path);
  }
  // More files served than built: some went (a page edit adds none and removes none).
  if (site.size > files.length) {
    const built = new Set(files.map((f) => f.path));
    for (const file of site.keys()) {
      if (built.has(file)) continue;
      site.delete(file);
      changed.push(file);
    }
  }
  return changed.map((file) => (`/${file}`.endsWith(SIDEBAR_ROOT) ? `/${file}` : htmlFileToUrl(file))).filter((url): url is string => url !== null);
}

function same(a: OutputFile['contents'] | undefined, b: OutputFile['contents']): boolean {
  if (a === b) return true;
  if (a === undefined) return false;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (Buffer.isBuffer(a) || Buffer.isBuffer(b)) return Buffer.isBuffer(a) && Buffer.isBuffer(b) && a.equals(b);
  // Parts (a page's markdown copy, llms-full.txt): the same array while what it is made of is unchanged, and no page's URL depends on a new one.
  return false;
}
