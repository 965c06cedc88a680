// The search index of one version: one entry per section of every page, cut
// into files the browser loads only when the reader searches:
//
//   _/search/manifest.json   what there is, plus the sections' lengths for ranking (no-cache)
//   _/search/t.<hash>.json   terms: MiniSearch's index entries, packed (shared/search.ts), in
//                            order, cut into files of about 150 KB
//   _/search/d.<hash>.json   what a result shows (URL, page title, headings), by
//                            consecutive blocks of sections
//
// A query loads the manifest, the term files of its words and the section
// blocks of its first results: a few hundred KB on a site of 5000 pages. The
// snippet under a result comes from the page's content chunk, which the
// browser keeps for client-side navigation: the index holds no second copy of
// the text.
//
// The files hold MiniSearch's serialized index (MiniSearch matches and ranks in
// the browser). The build writes it from word counts instead of calling
// MiniSearch's add(), which would insert every word of the site into a radix
// tree only to serialize it again: a third of the time. The words of each page
// are counted by its job, on all cores (countSections); the index only adds
// the counts up. A test checks that the result is what MiniSearch's own
// addAll() and toJSON() give.
import { contentHash } from '../hash.ts';
import { GENERATED_DIR } from '../shared/paths.ts';
import { SEARCH_FIELDS, isSeparator, processTerm, type PackedTerm, type SearchManifest, type SectionRecord } from '../shared/search.ts';
import type { CountedField, CountedSection, OutputFile, Route, SectionText } from '../types.ts';

/** Terms per file, in bytes of JSON (about): gzip takes it to about a third. */
const TERM_FILE_BYTES = 150_000;
/** Sections per block of display data (about 3 KB gzip). */
const SECTIONS_PER_FILE = 256;

/** One entry of the index: what MiniSearch would be given, field by field in the order of SEARCH_FIELDS. */
export type SearchDocument = [title: string, headings: string, text: string, code: string];

/**
 * A field's words, counted as MiniSearch would: its length, then each processed
 * term and its frequency, in one string ("12 lease 3 tenant 1", terms never
 * hold a space): a page's summary keeps it until the index is built, and one
 * string weighs far less than an array of small strings and numbers.
 */
export function countField(text: string): CountedField {
  words.startField();
  const length = text.length;
  let i = 0;
  for (;;) {
    // A word as tokenize() splits it (an empty one where the text starts or ends at a separator), hashed as it is read.
    const start = i;
    let hash = 0;
    for (; i < length; i++) {
      const c = text.charCodeAt(i);
      if (c < 128 ? ASCII_SEPARATORS[c] === 1 : isSeparator(c)) break;
      hash = (Math.imul(hash, 31) + c) | 0;
    }
    words.count(text, start, i, hash);
    if (i === length) break;
    for (i++; i < length; i++) {
      const c = text.charCodeAt(i);
      if (!(c < 128 ? ASCII_SEPARATORS[c] === 1 : isSeparator(c))) break;
    }
  }
  return words.endField();
}

/** isSeparator for ASCII, as a table: the test runs for every character of the site's text (and is written out where it runs). */
const ASCII_SEPARATORS = Uint8Array.from({ length: 128 }, (_, c) => (isSeparator(c) ? 1 : 0));

/**
 * The words this thread has met, each given a number once, with the number of
 * its term (processTerm's, or none): a site's words are a few thousand, its
 * pages hold millions. A word met before is found where it is in the text, by
 * a hash of its characters (open addressing), without making a string of it;
 * then two array slots count it.
 */
class Words {
  private words: string[] = [];
  private hashes: number[] = [];
  /** Word numbers by hash, -1 where free; at most half full. */
  private slots = new Int32Array(1 << 14).fill(-1);
  private termOfWord: number[] = [];
  private readonly termIds = new Map<string, number>();
  /** Each term between spaces, as it is written into a field's counts. */
  private spaced: string[] = [];
  /** The field in which a word was last seen, by word: the field's length is the number of different words. */
  private seenIn: Int32Array = new Int32Array(1024);
  /** Each term's count in the current field; zero outside it. */
  private counts: Int32Array = new Int32Array(1024);
  private field = 0;
  private distinct = 0;
  private fieldTerms: number[] = [];

  startField(): void {
    // Not without end: a thread that indexes a huge site starts over now and then.
    if (this.words.length > 200_000) this.clear();
    this.distinct = 0;
    this.fieldTerms.length = 0;
    this.field++;
  }

  /** Counts text.slice(start, end), whose hash is given. */
  count(text: string, start: number, end: number, hash: number): void {
    const id = this.numberOf(text, start, end, hash);
    if (this.seenIn[id] !== this.field) {
      this.seenIn[id] = this.field;
      this.distinct++;
    }
    const term = this.termOfWord[id];
    if (term >= 0 && this.counts[term]++ === 0) this.fieldTerms.push(term);
  }

  endField(): CountedField {
    let counted = String(this.distinct);
    for (const term of this.fieldTerms) {
      const count = this.counts[term];
      counted += this.spaced[term] + (count < COUNTS.length ? COUNTS[count] : String(count));
      this.counts[term] = 0;
    }
    return counted;
  }

  private numberOf(text: string, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    for (let id = this.slots[slot]; id !== -1; id = this.slots[slot]) {
      const word = this.words[id];
      if (this.hashes[id] === hash && word.length === end - start && text.startsWith(word, start)) return id;
      slot = (slot + 1) & mask;
    }
    return this.add(text.slice(start, end), hash, slot);
  }

  private add(word: string, hash: number, slot: number): number {
    const id = this.words.length;
    this.words.push(word);
    this.hashes.push(hash);
    this.slots[slot] = id;
    if (this.words.length * 2 > this.slots.length) this.rehash(this.slots.length * 2);
    const term = processTerm(word);
    let termId = term === null ? -1 : this.termIds.get(term);
    if (termId === undefined) {
      termId = this.spaced.length;
      this.termIds.set(term!, termId);
      this.spaced.push(` ${term} `);
    }
    this.termOfWord.push(termId);
    if (id >= this.seenIn.length) this.seenIn = grown(this.seenIn);
    if (this.spaced.length > this.counts.length) this.counts = grown(this.counts);
    return id;
  }

  private rehash(size: number): void {
    this.slots = new Int32Array(size).fill(-1);
    const mask = size - 1;
    this.hashes.forEach((hash, id) => {
      let slot = hash & mask;
      while (this.slots[slot] !== -1) slot = (slot + 1) & mask;
      this.slots[slot] = id;
    });
  }

  private clear(): void {
    this.words = [];
    this.hashes = [];
    this.slots.fill(-1);
    this.termIds.clear();
    this.termOfWord = [];
    this.spaced = [];
    this.seenIn.fill(0);
  }
}

/** The counts a field mostly has, as strings made once. */
const COUNTS = Array.from({ length: 64 }, (_, n) => String(n));

function grown(array: Int32Array): Int32Array {
  const larger = new Int32Array(array.length * 2);
  larger.set(array);
  return larger;
}

const words = new Words();

/**
 * A page's sections, counted for the index. The headings field holds the section's own heading: a
 * subsection ("Responses") under a heading that matches would otherwise outrank the section the
 * heading names, whose text is shorter. Its parents' headings still show with the result.
 */
export function countSections(sections: SectionText[]): CountedSection[] {
  return sections.map((s) => ({ anchor: s.anchor, headings: s.headings, fields: [countField(s.headings.at(-1) ?? ''), countField(s.text), countField(s.code)] }));
}

/** MiniSearch's serialized index of the documents (ids 0, 1, 2…), as its toJSON() has it but with packed terms. */
export function indexDocuments(documents: SearchDocument[]) {
  const index = new SearchIndex();
  for (const document of documents) index.addDocument(document.map(countField));
  return index.serialized();
}

/**
 * The index of a version, added to page by page in order: a build adds each
 * page as soon as it is rendered (pipeline/search.ts), so that the index is
 * mostly made while the workers render the last pages.
 */
export class SearchIndex {
  private readonly termIds = new Map<string, number>();
  private readonly terms: PackedTerm[] = [];
  /**
   * Each term's entries per field, packed as they come (sections come in order): the field's id, then each
   * section as the gap from the last one, followed by minus its frequency when more than 1 (see PackedTerm).
   */
  private readonly packed: number[][][] = [];
  /** The last section of each term and field, by term * FIELDS + field. */
  private lastSection: Int32Array = new Int32Array(1024 * FIELDS);
  private readonly lengths: number[] = [];
  private readonly averageFieldLength: number[] = new Array(FIELDS).fill(0);
  private readonly records: SectionRecord[] = [];
  private documents = 0;

  /** A page's sections, one document each. */
  addPage(route: Route, sections: CountedSection[]): void {
    const title = countField(route.title);
    for (const section of sections) {
      this.addDocument([title, ...section.fields]);
      this.records.push([route.url + (section.anchor ? `#${section.anchor}` : ''), route.title, section.headings]);
    }
  }

  /** A document's fields, counted, in the order of SEARCH_FIELDS. */
  addDocument(fields: CountedField[]): void {
    const id = this.documents++;
    for (let field = 0; field < FIELDS; field++) {
      // "length term count term count …", read in place (terms never hold a space).
      const counted = fields[field];
      let at = counted.indexOf(' ');
      const length = Number(at === -1 ? counted : counted.slice(0, at));
      this.lengths.push(length);
      this.averageFieldLength[field] = (this.averageFieldLength[field] * id + length) / (id + 1);
      while (at !== -1) {
        const termEnd = counted.indexOf(' ', at + 1);
        const term = counted.slice(at + 1, termEnd);
        at = counted.indexOf(' ', termEnd + 1);
        let count = 0;
        for (let i = termEnd + 1, end = at === -1 ? counted.length : at; i < end; i++) count = count * 10 + counted.charCodeAt(i) - 48;
        let t = this.termIds.get(term);
        if (t === undefined) {
          this.termIds.set(term, (t = this.terms.length));
          this.terms.push([term]);
          this.packed.push([]);
          if (this.lastSection.length < this.terms.length * FIELDS) this.lastSection = grown(this.lastSection);
        }
        const entries = this.packed[t][field];
        const slot = t * FIELDS + field;
        if (entries) entries.push(id - this.lastSection[slot]);
        else this.packed[t][field] = [field, id];
        this.lastSection[slot] = id;
        if (count > 1) (entries ?? this.packed[t][field]).push(-count);
      }
    }
  }

  /** The index as MiniSearch's toJSON() has it, with packed terms (once every document is added). */
  serialized() {
    this.terms.forEach((term, t) => {
      for (const entries of this.packed[t]) if (entries) term.push(entries);
    });
    const fieldIds = Object.fromEntries(SEARCH_FIELDS.map((f, i) => [f, i]));
    return { engine: { documentCount: this.documents, nextId: this.documents, fieldIds, averageFieldLength: this.averageFieldLength }, lengths: this.lengths, terms: this.terms };
  }

  /** The index's files (once every page is added). */
  files(baseUrl: string): OutputFile[] {
    const { engine, lengths, terms } = this.serialized();
    const dir = `${baseUrl.slice(1)}${GENERATED_DIR}/search/`;
    const files: OutputFile[] = [];
    const emit = (kind: string, data: unknown) => {
      const contents = JSON.stringify(data);
      const name = `${kind}.${contentHash(contents)}.json`;
      files.push({ path: dir + name, contents });
      return name;
    };
    const manifest: SearchManifest = {
      v: 1,
      engine,
      lengths,
      terms: splitTerms(terms).map(([first, entries]) => [first, emit('t', entries)]),
      sectionsPerFile: SECTIONS_PER_FILE,
      sections: chunk(this.records, SECTIONS_PER_FILE).map((block) => emit('d', block)),
    };
    files.push({ path: `${dir}manifest.json`, contents: JSON.stringify(manifest) });
    return files;
  }
}

const FIELDS = SEARCH_FIELDS.length;

/** The terms in order, cut into files of about TERM_FILE_BYTES each; a file is named by its first term. */
function splitTerms(entries: PackedTerm[]): [string, PackedTerm[]][] {
  const sorted = entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const files: [string, PackedTerm[]][] = [];
  let size = 0;
  for (const entry of sorted) {
    const bytes = entry[0].length + 4 * entry.length + 3 * entry.reduce((n, f) => n + f.length, 0);
    if (files.length === 0 || (size > 0 && size + bytes > TERM_FILE_BYTES)) {
      files.push([entry[0], []]);
      size = 0;
    }
    files[files.length - 1][1].push(entry);
    size += bytes;
  }
  // The first file starts at the beginning: any word before its first term looks there.
  if (files.length) files[0][0] = '';
  return files;
}

function chunk<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}
