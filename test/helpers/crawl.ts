// A reader without JavaScript, or a crawler: the pages reached from a start page
// by following the links of the built HTML files, and nothing else.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readHtml } from './site.ts';

/** A page's HTML by its file in the output ("docs/api/index.html"); undefined when there is none. */
type Read = (file: string) => string | undefined | Promise<string | undefined>;

/** The HTML files of an output folder on disk. */
export function fromFolder(out: string): Read {
  return (file) => (existsSync(path.join(out, file)) ? readFile(path.join(out, file), 'utf8') : undefined);
}

/** The URL paths (decoded) of the pages reached from `start` by following the links of their HTML. */
export async function crawl(read: Read, start = '/docs/'): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const html = await read(`${url.slice(1)}${url.endsWith('/') ? '' : '/'}index.html`);
    if (html === undefined) continue; // not a page: a file, or a broken link (the build checks those)
    seen.add(url);
    const hrefs = await readHtml(html, (doc) => [...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      const target = new URL(href, `http://site${url}`);
      if (target.origin !== 'http://site') continue;
      const pathname = decodeURIComponent(target.pathname);
      const trimmed = pathname.replace(/(.)\/$/, '$1');
      const next = trimmed + '/' === start ? start : trimmed;
      if (!seen.has(next)) queue.push(next);
    }
  }
  return seen;
}

/** The URL paths of every page of the output: every index.html under `base`. */
export function pagesOf(files: string[], base = 'docs/'): string[] {
  return files.filter((f) => f.startsWith(base) && f.endsWith('index.html') && !f.startsWith(`${base}_/`))
    .map((f) => '/' + f.slice(0, -'index.html'.length)).map((url) => (url === `/${base}` ? url : url.slice(0, -1)));
}
