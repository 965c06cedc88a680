// The site docs serve serves, held in memory rather than written to disk: a
// rebuild's files replace the last ones all at once, so a reader gets the old
// page or the new one, never half of one, and the reload event waits for no
// disk. Which pages changed is what the live reload tells open pages.
import { htmlFileToUrl } from '../shared/paths.ts';
import type { OutputFile } from '../types.ts';

/** Output path ("docs/api/index.html", as OutputFile has it) → contents. */
export type ServedSite = ReadonlyMap<string, string | Buffer>;

export function siteOf(files: OutputFile[]): ServedSite {
  return new Map(files.map((f) => [f.path, whole(f.contents)]));
}

/** A file in parts (llms-full.txt), joined: docs serve holds the site in memory anyway. */
function whole(contents: OutputFile['contents']): string | Buffer {
  return typeof contents === 'string' || Buffer.isBuffer(contents) ? contents : contents.join('');
}

/** The site after a rebuild, and the URLs of the pages that changed, appeared or went. */
export function updateSite(previous: ServedSite, files: OutputFile[]): { site: ServedSite; changedUrls: string[] } {
  const site = siteOf(files);
  const changed = files.filter((f) => !same(previous.get(f.path), site.get(f.path)!)).map((f) => f.path);
  const gone = [...previous.keys()].filter((file) => !site.has(file));
  const changedUrls = [...changed, ...gone].map(htmlFileToUrl).filter((url): url is string => url !== null);
  return { site, changedUrls };
}

function same(a: string | Buffer | undefined, b: string | Buffer): boolean {
  if (a === undefined) return false;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.equals(b);
}
