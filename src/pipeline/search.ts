// Stage 7b, for one version: the search index, built again only when a page's
// markdown, title or URL changed. Like a page, it is reused from memory (docs
// serve) or kept from the previous output when nothing it is made of changed;
// docs serve may leave the work until after the reload (deferSearch).
//
// Its key is known before the pages are rendered (each indexed page's URL,
// title and markdown key): so the stage is planned then, and an index that
// must be made now is fed each page's sections as the page comes, in order,
// while the workers render the pages after it.
import { hash } from '../hash.ts';
import { keyOf, keyOfList } from '../reuse.ts';
import { isIntact, type OutputRecord } from '../output/record.ts';
import { SearchIndex } from '../search/build-index.ts';
import type { BuildCache } from '../cache.ts';
import type { CountedSection, DocsVersion, OutputFile, Route, Timer } from '../types.ts';

/** A page the index holds: its route, and the key of its markdown (which its sections come from). */
export interface SearchEntry {
  route: Route;
  key: string;
}

export interface SearchStage {
  files: OutputFile[];
  /** Files of the previous output kept as they are. */
  kept: string[];
  /** The key under which the output record lists the index's files (none when deferred: docs serve keeps no record). */
  recordKey: string;
  /** With deferSearch, when the index must be built again: builds it and returns its files. */
  pending?: () => OutputFile[];
}

export interface SearchPlan {
  /** Takes the next entry's sections, in the entries' order, when the index is made as the pages come (else there is none). */
  add?: (sections: CountedSection[]) => void;
  /** Once every page is rendered: the stage's files. `sections` gives every entry's, for an index made later (docs serve). */
  finish: (sections: () => CountedSection[][]) => Promise<SearchStage>;
}

interface SearchContext {
  cache: BuildCache;
  time: Timer;
  outDir: string;
  record?: OutputRecord;
  deferSearch?: boolean;
}

/** What a page gives the index: its URL, title and markdown (a route object's URL and title never change). */
function pageKey({ route, key: markdown }: SearchEntry): string {
  return keyOf('search', route, [markdown], () => hash(route.url, route.title, markdown));
}

/** `entries` in the order of the pages; partials that a page includes are left out by the caller. */
export function planSearch(version: DocsVersion, entries: SearchEntry[], { cache, time, outDir, record, deferSearch }: SearchContext): SearchPlan {
  // The pages' keys by position (a rebuild after an edit has the same objects but one), compared with the last list, not hashed again.
  const keys = cache.results.map(`search keys of ${version.baseUrl}`, entries, [], pageKey);
  const keyOfIndex = () => hash(version.baseUrl, keyOfList(`search of ${version.baseUrl}`, keys));
  const remember = (key: string, files: OutputFile[]) => {
    cache.results.keep('search', key, files);
    cache.lastSearch.set(version.baseUrl, files);
    return files;
  };
  if (deferSearch) {
    // The reader gets the reload first, and the last index until the new one is made; even its key is worked out
    // then (every page's key hashed: a few milliseconds on 50,000 pages).
    return {
      finish: async (sections) => ({
        files: cache.lastSearch.get(version.baseUrl) ?? [], kept: [], recordKey: '',
        pending: () => {
          const key = keyOfIndex();
          const found = cache.results.find<OutputFile[]>('search', key);
          if (found) return remember(key, found);
          const index = new SearchIndex();
          sections().forEach((pageSections, i) => index.addPage(entries[i].route, pageSections));
          return remember(key, index.files(version.baseUrl));
        },
      }),
    };
  }
  const key = keyOfIndex();
  const recordKey = `search\0${key}`;
  const found = cache.results.find<OutputFile[]>('search', key);
  if (found) return { finish: async () => ({ files: remember(key, found), kept: [], recordKey }) };
  const previous = record?.pages[recordKey];
  if (previous?.every((file) => isIntact(outDir, file, record!))) return { finish: async () => ({ files: [], kept: previous, recordKey }) };
  const index = new SearchIndex();
  let added = 0;
  return {
    add: (sections) => index.addPage(entries[added++].route, sections),
    finish: async () => {
      if (added !== entries.length) throw new Error(`The search index was given ${added} of its ${entries.length} pages`);
      return { files: await time('search', () => remember(key, index.files(version.baseUrl))), kept: [], recordKey };
    },
  };
}
