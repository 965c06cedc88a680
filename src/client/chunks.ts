// Fetching content chunks, each at most once: prefetches and navigations share
// one cache, so a navigation uses a chunk that was fetched ahead of need.
import { readChunk, type PageChunk } from '../shared/chunk.ts';
import { notFoundChunkUrl, routeToChunkUrl, routeToUrl } from '../shared/paths.ts';

export type ChunkOutcome =
  | { kind: 'page'; chunk: PageChunk }
  /** The chunk can't be used (gone after a redeploy, unparsable, another build): load the address in full. */
  | { kind: 'reload' }
  /** No such page. */
  | { kind: 'missing' }
  /** A network error, a 5xx or a time-out: worth a retry. */
  | { kind: 'failed'; reason: string };

export interface ChunkSource {
  base: string;
  buildId: string;
  /** The open page's Content-Security-Policy: a page with another is loaded in full. */
  csp: string;
  timeoutMs: number;
}

const cache = new Map<string, { outcome: Promise<ChunkOutcome>; settled: boolean }>();

/** The chunk of `route`, fetched once; a failure is forgotten so that a retry fetches again. */
export function loadChunk(route: string, source: ChunkSource): Promise<ChunkOutcome> {
  const cached = cache.get(route);
  if (cached) return cached.outcome;
  const entry = { outcome: fetchChunk(routeToChunkUrl(route, source.base), route, source), settled: false };
  cache.set(route, entry);
  entry.outcome.then((outcome) => {
    entry.settled = true;
    if (outcome.kind === 'failed') cache.delete(route);
  });
  return entry.outcome;
}

/** True when the chunk is already here, so showing a spinner would only flash. */
export function isChunkReady(route: string): boolean {
  return cache.get(route)?.settled === true;
}

export function forgetChunks(): void {
  cache.clear();
}

/** The not-found view, for an address the site does not have. */
export function loadNotFound(source: ChunkSource): Promise<ChunkOutcome> {
  return fetchChunk(notFoundChunkUrl(source.base), null, source);
}

async function fetchChunk(url: string, route: string | null, source: ChunkSource): Promise<ChunkOutcome> {
  const response = await fetchWithTimeout(url, source.timeoutMs);
  if (typeof response === 'string') return { kind: 'failed', reason: response };
  if (response.status >= 500) return { kind: 'failed', reason: `The server answered ${response.status}.` };
  if (response.status === 404) return route !== null && (await isKnownRoute(route, source)) === false ? { kind: 'missing' } : { kind: 'reload' };
  if (!response.ok) return { kind: 'reload' };
  const chunk = readChunk(await response.text().catch(() => ''), source.buildId, source.csp);
  return chunk ? { kind: 'page', chunk } : { kind: 'reload' };
}

/**
 * Whether the site has `route`, when its chunk is missing: the answer to a HEAD
 * request for the page's own address (a page removed: 404; a page that is there:
 * the chunk belongs to another deployment). Undefined when the answer can't tell
 * (then a full load decides). Costs nothing until a chunk is missing, and the
 * same whatever the size of the site.
 */
async function isKnownRoute(route: string, source: ChunkSource): Promise<boolean | undefined> {
  const response = await fetchWithTimeout(routeToUrl(route, source.base), source.timeoutMs, 'HEAD');
  if (typeof response === 'string') return undefined;
  return response.status === 404 ? false : response.ok ? true : undefined;
}

async function fetchWithTimeout(url: string, timeoutMs: number, method = 'GET'): Promise<Response | string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, { method, signal: controller.signal, credentials: 'same-origin' });
  } catch {
    return controller.signal.aborted ? 'The page took too long to load.' : 'The network is unreachable.';
  } finally {
    clearTimeout(timer);
  }
}
