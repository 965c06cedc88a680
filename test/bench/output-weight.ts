// What a page of a built site weighs, read from its output folder: the HTML and
// the content chunk of the median page, what a fresh browser loads to show it
// (HTML, stylesheet and runtime, gzip; search loads only when opened), and the
// shared sidebar, which the runtime loads once per visit after the page shows.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median } from './stats.ts';

export interface SiteWeight {
  htmlBytes: number;
  chunkBytes: number;
  /** The median page's HTML, the stylesheet and the runtime, gzip. */
  firstVisitGzip: number;
  /** The shared sidebar file(s) a visit loads once, gzip; 0 when the build writes none. */
  sidebarGzip: number;
}

/** Pages gzipped to find the median: a sample, evenly spread, so that 50,000 pages take a moment. */
const GZIP_SAMPLE = 301;

const gz = (bytes: Buffer) => gzipSync(bytes).length;

export async function siteWeight(outDir: string, base = 'docs/'): Promise<SiteWeight> {
  const root = join(outDir, base);
  const files = (await readdir(root, { recursive: true })).map(String).sort();
  const pages = files.filter((f) => f.endsWith('index.html') && !f.startsWith('_/'));
  const chunks = files.filter((f) => f.startsWith('_/chunks/') && !f.endsWith('~404.json'));
  const sizes = async (list: string[]) => Promise.all(list.map(async (f) => (await stat(join(root, f))).size));
  const sample = pages.filter((_, i) => i % Math.max(1, Math.floor(pages.length / GZIP_SAMPLE)) === 0);
  const pageGzip = median(await Promise.all(sample.map(async (f) => gz(await readFile(join(root, f))))));
  const shared = async (test: RegExp) => {
    let sum = 0;
    for (const f of files.filter((f) => test.test(f))) sum += gz(await readFile(join(root, f)));
    return sum;
  };
  return {
    htmlBytes: median(await sizes(pages)),
    chunkBytes: median(await sizes(chunks)),
    firstVisitGzip: pageGzip + (await shared(/^_\/assets\/(style|runtime)\.[^/]+\.(css|js)$/)),
    sidebarGzip: await shared(/^_\/sidebar[./]/),
  };
}
