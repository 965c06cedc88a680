// The search index of one version: one entry per section of every page, built
// with MiniSearch (see README: why MiniSearch) and cut into files the browser
// loads only when the reader searches:
//
//   _/search/manifest.json   what there is, plus the sections' lengths for ranking (no-cache)
//   _/search/t.<hash>.json   terms: MiniSearch's own serialized index entries, all of
//                            them on a small site, else the terms under one prefix
//   _/search/d.<hash>.json   what a result shows (URL, title, headings, text), by
//                            consecutive blocks of sections
//
// A query loads the manifest, the term files of its words and the section
// blocks of its first results: a few hundred KB on a site of 5000 pages.
import MiniSearch from 'minisearch';
import { contentHash } from '../hash.ts';
import { GENERATED_DIR } from '../shared/paths.ts';
import { SEARCH_FIELDS, SEARCH_OPTIONS, packTerm, type PackedTerm, type SearchManifest, type SectionRecord } from '../shared/search.ts';
import type { OutputFile, ParsedPage, Route } from '../types.ts';

/** Above this size (of JSON, about) the terms are split by prefix; gzip takes it to about a third. */
const TERM_FILE_BYTES = 400_000;
/** Sections per block of displayed text. */
const SECTIONS_PER_FILE = 16;
/** A section's text is cut here for display: the snippet comes from its start or its matches within. */
const MAX_TEXT = 1000;

export interface SearchPage {
  route: Route;
  parsed: ParsedPage;
}

export function searchFiles(pages: SearchPage[], baseUrl: string): OutputFile[] {
  const records: SectionRecord[] = [];
  const index = new MiniSearch(SEARCH_OPTIONS);
  for (const { route, parsed } of pages) {
    for (const section of parsed.sections) {
      const id = records.length;
      const headings = section.headings.join(' ');
      records.push([route.url + (section.anchor ? `#${section.anchor}` : ''), route.title, section.headings, section.text.slice(0, MAX_TEXT)]);
      index.add({ id, title: route.title, headings, text: section.text, code: section.code });
    }
  }
  const { index: terms, fieldLength, documentCount, nextId, fieldIds, averageFieldLength } = index.toJSON();
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
    engine: { documentCount, nextId, fieldIds, averageFieldLength },
    // Lengths of every section's fields, flat: section i's are at [i * fields, (i + 1) * fields).
    lengths: records.flatMap((_, i) => SEARCH_FIELDS.map((__, f) => (fieldLength as Record<number, number[]>)[i]?.[f] ?? 0)),
    terms: splitTerms((terms as Parameters<typeof packTerm>[0][]).map(packTerm), '').map(([prefix, entries]) => [prefix, emit('t', entries)]),
    sectionsPerFile: SECTIONS_PER_FILE,
    sections: chunk(records, SECTIONS_PER_FILE).map((block) => emit('d', block)),
  };
  files.push({ path: `${dir}manifest.json`, contents: JSON.stringify(manifest) });
  return files;
}

/** The terms, in files of at most TERM_FILE_BYTES, each holding the terms that start with its prefix. */
function splitTerms(entries: PackedTerm[], prefix: string): [string, PackedTerm[]][] {
  const size = entries.reduce((sum, e) => sum + e[0].length + 4 * e.length + 3 * e.reduce((n, f) => n + f.length, 0), 0);
  if (size <= TERM_FILE_BYTES || entries.every((e) => e[0].length <= prefix.length)) return [[prefix, entries]];
  const byNext = new Map<string, PackedTerm[]>();
  const here: PackedTerm[] = []; // terms equal to the prefix itself
  for (const entry of entries) {
    if (entry[0].length === prefix.length) here.push(entry);
    else {
      const next = entry[0].slice(0, prefix.length + 1);
      byNext.set(next, [...(byNext.get(next) ?? []), entry]);
    }
  }
  const split = [...byNext.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).flatMap(([next, group]) => splitTerms(group, next));
  // A term equal to the prefix ("te" itself) rides with the first longer one's file.
  if (here.length) split.unshift([`${prefix}=`, here]);
  return split;
}

function chunk<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}
