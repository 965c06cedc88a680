// The build writes MiniSearch's serialized index itself, from word counts
// (src/search/build-index.ts). It must be exactly what MiniSearch's own
// addAll() and toJSON() produce, or the browser would rank with wrong numbers.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import { indexDocuments, type SearchDocument } from '../../src/search/build-index.ts';
import { SEARCH_FIELDS, SEARCH_OPTIONS, queryTerms, termFilesFor, unpackTerm, type SearchManifest } from '../../src/shared/search.ts';

const CONTENT = path.resolve(fileURLToPath(import.meta.url), '../../../content');

/** Sections of the real content, roughly cut: enough words of every kind (code, tables, typos). */
function realDocuments(): SearchDocument[] {
  const files = readdirSync(CONTENT, { recursive: true }).map(String).filter((f) => f.endsWith('.md')).sort();
  return files.flatMap((file) => readFileSync(path.join(CONTENT, file), 'utf8').split('\n## ').map((section, i): SearchDocument => {
    const [heading, ...body] = section.split('\n');
    return [file, i ? heading : '', body.join('\n'), (body.join('\n').match(/`[^`]+`/g) ?? []).join(' ')];
  }));
}

describe('the search index the build writes', () => {
  it('is what MiniSearch itself serializes for the same sections', () => {
    const documents = realDocuments();
    const ours = indexDocuments(documents);
    const reference = new MiniSearch({ ...SEARCH_OPTIONS, idField: 'id' });
    reference.addAll(documents.map(([title, headings, text, code], id) => ({ id, title, headings, text, code })));
    const json = reference.toJSON();

    expect(ours.engine.documentCount).toBe(json.documentCount);
    expect(ours.engine.nextId).toBe(json.nextId);
    expect(ours.engine.fieldIds).toEqual(json.fieldIds);
    ours.engine.averageFieldLength.forEach((avg, i) => expect(avg).toBeCloseTo(json.averageFieldLength[i], 9));
    const fields = SEARCH_FIELDS.length;
    for (let id = 0; id < documents.length; id++) {
      expect(ours.lengths.slice(id * fields, (id + 1) * fields)).toEqual(json.fieldLength[id]);
    }
    const theirs = new Map(json.index.map(([term, data]) => [term, data]));
    expect(ours.terms.length).toBe(theirs.size);
    for (const packed of ours.terms) {
      const [term, data] = unpackTerm(packed);
      expect(data, term).toEqual(theirs.get(term));
    }
  });

  it('leaves out words too common to rank by, and IDs from examples', () => {
    const { terms } = indexDocuments([['Leases', '', 'The lease of the unit unit_01HV3K8Q2M7ZJ4T9XW5N6B1C0D and 429', '']]);
    expect(terms.map(([t]) => t).sort()).toEqual(['429', 'lease', 'leases', 'unit']);
  });

  it('tells which term files a query needs: those that may hold its words, their longer forms and their typos', () => {
    // Files hold the terms from their first one to the next file's first.
    const manifest = { terms: [['', 'a'], ['lea', 'b'], ['leb', 'c'], ['m', 'd'], ['te', 'e'], ['ten', 'f'], ['tf', 'g']] } as unknown as SearchManifest;
    expect(termFilesFor(manifest, queryTerms('lea'))).toEqual(['b']); // short: as typed, and longer
    expect(termFilesFor(manifest, queryTerms('l'))).toEqual(['a', 'b', 'c']);
    expect(termFilesFor(manifest, queryTerms('Lease'))).toEqual(['a', 'b', 'c']); // typos keep "le"
    expect(termFilesFor(manifest, queryTerms('tenent lim'))).toEqual(['c', 'e', 'f']);
  });
});
