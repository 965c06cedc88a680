// The search index's files and how a query runs on them: shared by the build,
// which writes the files, and the browser (and the tests), which read them.
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';

export const SEARCH_FIELDS = ['title', 'headings', 'text', 'code'] as const;

/**
 * Words too common to tell sections apart, which would only make the index
 * bigger, and IDs from examples ("01hv5gqa…"), which nobody searches for.
 */
const STOP_WORDS = new Set('a an and are as at be by for from has have if in is it its of on or that the this to was were will with you your'.split(' '));
const ID_LIKE = /^(?=.*\d)[a-z\d]{12,}$/;

export function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  return word && !STOP_WORDS.has(word) && !(word.length >= 12 && ID_LIKE.test(word)) ? word : null;
}

/**
 * Words are split at white space and punctuation (ASCII, Latin-1 and the
 * general punctuation block), so "unit_id" is "unit" and "id". Character
 * ranges instead of MiniSearch's Unicode classes: indexing a large site takes
 * a third less time.
 */
const SEPARATORS = /[\s!-/:-@[-`{-~\u00a0-\u00bf\u2000-\u206f\u3000-\u303f]+/;
export function tokenize(text: string): string[] {
  return text.split(SEPARATORS);
}

/** Whether a character is one of SEPARATORS (the build counts words without splitting, see build-index.ts). */
export function isSeparator(c: number): boolean {
  if (c < 128) return c <= 32 ? c === 32 || (c >= 9 && c <= 13) : (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126);
  return (c >= 0xa0 && c <= 0xbf) || (c >= 0x2000 && c <= 0x206f) || (c >= 0x3000 && c <= 0x303f) || c === 0x1680 || c === 0xfeff;
}

/** Indexing options: the same at build time and in the browser. */
export const SEARCH_OPTIONS: Pick<Options, 'fields' | 'processTerm' | 'tokenize'> = { fields: [...SEARCH_FIELDS], processTerm, tokenize };

/** What a result shows: URL with the section's anchor, page title, headings. */
export type SectionRecord = [url: string, title: string, headings: string[]];
/** One term of MiniSearch's serialized index: term → field id → section id → frequency. */
export type TermEntry = [term: string, fields: Record<string, Record<string, number>>];
/**
 * The same, packed for the wire: per field, its id and then its sections in
 * ascending order, each as the gap from the previous one, followed by minus its
 * frequency when that is more than 1 ("tenant" in section 3 once and 8 twice,
 * in field 2: [2, 3, 5, -2]). About half the size of the JSON form, gzipped.
 */
export type PackedTerm = [term: string, ...fields: number[][]];

export function unpackTerm([term, ...fields]: PackedTerm): TermEntry {
  const entry: TermEntry[1] = {};
  for (const [field, ...items] of fields) {
    const sections: Record<number, number> = {};
    let id = 0;
    for (const item of items) {
      if (item < 0) sections[id] = -item;
      else sections[(id += item)] = 1;
    }
    entry[field] = sections;
  }
  return [term, entry];
}

export interface SearchManifest {
  v: 1;
  /** MiniSearch's own counters and averages (its serialized form, minus the per-section tables). */
  engine: { documentCount: number; nextId: number; fieldIds: Record<string, number>; averageFieldLength: number[] };
  /** Each section's field lengths in the order of SEARCH_FIELDS, one after the other. */
  lengths: number[];
  /** [first term, file], in order: each file holds the terms from its first one to the next file's first. */
  terms: [string, string][];
  sectionsPerFile: number;
  /** Files of SectionRecords, in order of section id. */
  sections: string[];
}

export interface SearchHit {
  id: number;
  score: number;
  /** The words of the query as the index knows them, to mark in the snippet. */
  terms: string[];
  record: SectionRecord;
}

/**
 * Title over headings over text; names from code count a little more than
 * text. Prefixes from two letters, and typos (one in five letters) from four.
 */
const QUERY_OPTIONS: SearchOptions = {
  boost: { title: 4, headings: 2.5, code: 1.5, text: 1 },
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  maxFuzzy: 2,
  combineWith: 'AND',
};


/** The query's words, as the index stores them. */
export function queryTerms(query: string): string[] {
  return [...new Set(tokenize(query).map((t) => processTerm(t)).filter((t): t is string => Boolean(t)))];
}

/**
 * The term files a query needs. Each file holds the terms from its first one
 * up to the next file's first (in code-point order). A word needs the terms it
 * may match: those that start with it (prefix search), and those that start
 * like it (typo tolerance, which keeps the first two letters).
 */
export function termFilesFor(manifest: SearchManifest, words: string[]): string[] {
  const files = manifest.terms;
  const needed = new Set<string>();
  for (const word of words) {
    const start = word.length >= 4 ? word.slice(0, 2) : word;
    const end = start + '\uffff';
    files.forEach(([first, file], i) => {
      const next = files[i + 1]?.[0];
      if (first <= end && (next === undefined || next > start)) needed.add(file);
    });
  }
  return files.filter(([, file]) => needed.has(file)).map(([, file]) => file);
}

/**
 * Runs queries against an index whose files come from `load` (fetch in the
 * browser, the disk in tests). Each file is loaded once; the engine is rebuilt
 * only when a query brought new terms.
 */
export function createSearch(load: (file: string) => Promise<unknown>) {
  let manifest: Promise<SearchManifest> | undefined;
  const files = new Map<string, Promise<unknown>>();
  const loadOnce = (file: string) => {
    if (!files.has(file)) files.set(file, load(file).catch((err) => { files.delete(file); throw err; }));
    return files.get(file)!;
  };
  let engine: { terms: string; search: MiniSearch } | undefined;

  async function search(query: string, limit = 10): Promise<SearchHit[]> {
    manifest ??= (load('manifest.json') as Promise<SearchManifest>).catch((err) => { manifest = undefined; throw err; });
    const m = await manifest;
    const words = queryTerms(query);
    if (words.length === 0) return [];
    const needed = termFilesFor(m, words);
    const loaded = [...new Set([...(engine ? engine.terms.split(' ').filter(Boolean) : []), ...needed])].sort();
    if (!engine || engine.terms !== loaded.join(' ')) {
      const entries = (await Promise.all(loaded.map((f) => loadOnce(f) as Promise<PackedTerm[]>))).flat().map(unpackTerm);
      engine = { terms: loaded.join(' '), search: restore(m, entries) };
    }
    // What costs is scoring every section that has a word: the text of a large
    // site has common words in thousands of sections, and typo tolerance adds
    // the sections of every near word. So the cheaper searches go first, and
    // the next only when they found too little: titles, headings and code
    // names; then the text too; then with typos.
    let results = engine.search.search(query, { ...QUERY_OPTIONS, fuzzy: false, fields: ['title', 'headings', 'code'] });
    if (results.length < limit) results = engine.search.search(query, { ...QUERY_OPTIONS, fuzzy: false });
    if (results.length < limit) results = engine.search.search(query, QUERY_OPTIONS);
    // No section has every word: the best sections with some of them.
    if (results.length === 0 && words.length > 1) results = engine.search.search(query, { ...QUERY_OPTIONS, combineWith: 'OR' });
    const top = results.slice(0, limit);
    const blocks = await Promise.all([...new Set(top.map((r) => Math.floor(r.id / m.sectionsPerFile)))]
      .map(async (block) => [block, await loadOnce(m.sections[block]) as SectionRecord[]] as const));
    const byBlock = new Map(blocks);
    return top.map((r) => ({
      id: r.id as number,
      score: r.score,
      terms: r.terms,
      record: byBlock.get(Math.floor(r.id / m.sectionsPerFile))![r.id % m.sectionsPerFile],
    }));
  }
  return { search };
}

/** A MiniSearch over the given terms, from the manifest's counters and lengths (its serialized form, put back together). */
function restore(m: SearchManifest, index: TermEntry[]): MiniSearch {
  const fields = SEARCH_FIELDS.length;
  const documentIds: Record<number, number> = {};
  const fieldLength: Record<number, number[]> = {};
  for (let i = 0; i < m.engine.documentCount; i++) {
    documentIds[i] = i;
    fieldLength[i] = m.lengths.slice(i * fields, (i + 1) * fields);
  }
  return MiniSearch.loadJS(
    { ...m.engine, documentIds, fieldLength, storedFields: {}, dirtCount: 0, index, serializationVersion: 2 },
    SEARCH_OPTIONS,
  );
}
