// What a page makes the reader download, measured on a build's files: the
// JavaScript (runtime and inline head script), the CSS and the HTML, gzipped.
// The weight test fails when a budget is exceeded; the benchmark prints them.
import { gzipSync } from 'node:zlib';
import type { OutputFile } from '../../src/types.ts';

export const BUDGETS = {
  /** All JavaScript a page loads, runtime and inline script together (gzip). */
  jsGzip: 8 * 1024,
  /** The inline head script, as written into the page. */
  headScript: 1024,
  cssGzip: 10 * 1024,
};

export interface PageWeight {
  jsGzip: number;
  headScript: number;
  headScriptGzip: number;
  runtimeGzip: number;
  cssGzip: number;
  /** The median page's HTML, gzipped. */
  htmlGzip: number;
  /** HTML + CSS + JS of that page, gzipped: what a first visit downloads. */
  totalGzip: number;
}

const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;

export function pageWeight(files: OutputFile[]): PageWeight {
  const text = (test: (path: string) => boolean) => files.filter((f) => test(f.path)).map((f) => String(f.contents));
  const [runtime] = text((p) => /\/_\/assets\/runtime\.[0-9a-f]+\.js$/.test(p));
  const [css] = text((p) => /\/_\/assets\/style\.[0-9a-f]+\.css$/.test(p));
  const pages = text((p) => p.endsWith('/index.html'));
  const head = /<script>(.*?)<\/script>/s.exec(pages[0])![1];
  const htmlSizes = pages.map(gz).sort((a, b) => a - b);
  const htmlGzip = htmlSizes[Math.floor(htmlSizes.length / 2)];
  const jsGzip = gz(runtime) + gz(head);
  return {
    jsGzip,
    headScript: Buffer.byteLength(head),
    headScriptGzip: gz(head),
    runtimeGzip: gz(runtime),
    cssGzip: gz(css),
    htmlGzip,
    totalGzip: htmlGzip + gz(css) + gz(runtime),
  };
}
