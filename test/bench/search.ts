// Search figures for `npm run bench`: how much a reader downloads for search,
// and how fast a query answers once its files are loaded, with the code the
// browser runs (src/shared/search.ts) on the files a build wrote.
import { gzipSync } from 'node:zlib';
import { createSearch } from '../../src/shared/search.ts';
import { median } from './stats.ts';

/** Queries that a reader of an API reference types: names, unfinished words, typos. */
export const BENCH_QUERIES = [
  'lease', 'tenant ledger', 'work ord', 'rent roll', 'webhook events', 'pagination', 'rate limits',
  'idempotency', 'sandbox production', 'invoice', 'late fee', 'security deposit', 'maintenance request',
  'tennant', 'paymnet', 'querry parameters', 'access token', 'bank account', 'status lifecycle', 'refund',
];

export interface SearchFigures {
  /** gzip bytes of every search file. */
  totalGzip: number;
  /** gzip bytes the first query of a fresh page downloads: median and largest over the queries. */
  firstQueryGzip: { median: number; max: number };
  /** Milliseconds a query takes once its files are loaded: median over the queries (each run 5 times). */
  queryMs: number;
}

export async function measureSearch(read: (file: string) => Promise<string>, files: string[], queries = BENCH_QUERIES): Promise<SearchFigures> {
  const sizes = new Map<string, number>();
  const gz = async (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(await read(file)).length);
    return sizes.get(file)!;
  };
  let totalGzip = 0;
  for (const file of files) totalGzip += await gz(file);

  const firstQuery: number[] = [];
  const times: number[] = [];
  for (const query of queries) {
    const loaded = new Set<string>();
    const { search } = createSearch(async (file) => {
      loaded.add(file);
      return JSON.parse(await read(file));
    });
    await search(query);
    let bytes = 0;
    for (const file of loaded) bytes += await gz(file);
    firstQuery.push(bytes);
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      await search(query);
      times.push(performance.now() - start);
    }
  }
  return { totalGzip, firstQueryGzip: { median: median(firstQuery), max: Math.max(...firstQuery) }, queryMs: median(times) };
}
