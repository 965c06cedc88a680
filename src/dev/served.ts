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

export function siteOf(files: OutputFile[]): ServedSite {
  const site = new Map<string, OutputFile['contents']>();
  for (const file of files) site.set(file.path, file.contents);
  return site;
}

/** A served file's body: a file in parts joined. */
export function bodyOf(contents: OutputFile['contents']): string | Buffer {
  return typeof contents === 'string' || Buffer.isBuffer(contents) ? contents : contents.join('');
}

/** The site after a rebuild, and the URLs of the pages that changed, appeared or went. */
export function updateSite(previous: ServedSite, files: OutputFile[]): { site: ServedSite; changedUrls: string[] } {
  const site = siteOf(files);
  const changed: string[] = [];
  let added = 0;
  for (const [file, contents] of site) {
    const before = previous.get(file);
    if (before === undefined) added++;
    if (!same(before, contents)) changed.push(file);
  }
  // Only when a file went are there more before than kept (a page edit adds none and removes none).
  if (previous.size > site.size - added) for (const file of previous.keys()) if (!site.has(file)) changed.push(file);
  const changedUrls = changed.map((file) => (`/${file}`.endsWith(SIDEBAR_ROOT) ? `/${file}` : htmlFileToUrl(file))).filter((url): url is string => url !== null);
  return { site, changedUrls };
}

function same(a: OutputFile['contents'] | undefined, b: OutputFile['contents']): boolean {
  if (a === undefined) return false;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (Buffer.isBuffer(a) || Buffer.isBuffer(b)) return Buffer.isBuffer(a) && Buffer.isBuffer(b) && a.equals(b);
  // Parts: the pages' own strings, the same objects while a page is unchanged.
  return a.length === b.length && a.every((part, i) => part === b[i]);
}
