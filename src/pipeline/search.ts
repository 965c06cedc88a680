// Stage 7b, for one version: the search index, built again only when a page's
// markdown, title or URL changed. Like a page, it is reused from memory (docs
// serve) or kept from the previous output when nothing it is made of changed;
// docs serve may leave the work until after the reload (deferSearch).
import { hash } from '../hash.ts';
import { keyOf, keyOfList } from '../reuse.ts';
import { isIntact, type OutputRecord } from '../output/record.ts';
import { searchFiles, type SearchPage } from '../search/build-index.ts';
import type { BuildCache } from '../cache.ts';
import type { DocsVersion, OutputFile, Timer } from '../types.ts';

export interface SearchStage {
  files: OutputFile[];
  /** Files of the previous output kept as they are. */
  kept: string[];
  /** The key under which the output record lists the index's files (none when deferred: docs serve keeps no record). */
  recordKey: string;
  /** With deferSearch, when the index must be built again: builds it and returns its files. */
  pending?: () => OutputFile[];
}

interface SearchContext {
  cache: BuildCache;
  time: Timer;
  outDir: string;
  record?: OutputRecord;
  deferSearch?: boolean;
}

/** What a page gives the index: its URL, title and markdown (a route object's URL and title never change). */
function pageKey({ route, key: markdown }: SearchPage & { key: string }): string {
  return keyOf('search', route, [markdown], () => hash(route.url, route.title, markdown));
}

/** `pages` with the markdown key of each; partials that a page includes are left out by the caller. */
export async function searchStage(version: DocsVersion, pages: (SearchPage & { key: string })[], { cache, time, outDir, record, deferSearch }: SearchContext): Promise<SearchStage> {
  // The pages' keys by position (a rebuild after an edit has the same objects but one), compared with the last list, not hashed again.
  const keys = cache.results.map(`search keys of ${version.baseUrl}`, pages, [], pageKey);
  const keyOfIndex = () => hash(version.baseUrl, keyOfList(`search of ${version.baseUrl}`, keys));
  const remember = (key: string, files: OutputFile[]) => {
    cache.results.keep('search', key, files);
    cache.lastSearch.set(version.baseUrl, files);
    return files;
  };
  // The index of a key: kept from an earlier build, or built now.
  const index = (key: string) => remember(key, cache.results.find<OutputFile[]>('search', key) ?? searchFiles(pages, version.baseUrl));
  if (deferSearch) {
    // The reader gets the reload first, and the last index until the new one is made; even its key is worked out
    // then (every page's key hashed: a few milliseconds on 50,000 pages).
    return { files: cache.lastSearch.get(version.baseUrl) ?? [], kept: [], recordKey: '', pending: () => index(keyOfIndex()) };
  }
  const key = keyOfIndex();
  const recordKey = `search\0${key}`;
  const previous = record?.pages[recordKey];
  if (!cache.results.find('search', key) && previous?.every((file) => isIntact(outDir, file, record!))) return { files: [], kept: previous, recordKey };
  return { files: await time('search', () => index(key)), kept: [], recordKey };
}
