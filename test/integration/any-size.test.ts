// A page weighs the same in a folder of 20 pages or 2,000, and without
// JavaScript every page can be reached by following links from the home page.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/build.ts';
import { crawl } from '../helpers/crawl.ts';
import type { OutputFile } from '../../src/types.ts';

const page = (n: number) => `---\ntitle: Page ${String(n).padStart(4, '0')}\n---\n\nRun \`tool --item ${n}\` to see it.\n`;

function folder(dir: string, count: number): Record<string, string> {
  const files: Record<string, string> = { [`content/${dir}/index.md`]: `# ${dir}\n\nThe ${dir} pages.\n` };
  for (let i = 1; i <= count; i++) files[`content/${dir}/p${String(i).padStart(4, '0')}.md`] = page(i);
  return files;
}

/** A build's files, as the crawler reads them. */
const inMemory = (files: OutputFile[]) => {
  const byPath = new Map(files.map((f) => [f.path, String(f.contents)]));
  return (file: string) => byPath.get(file);
};

const sitemapUrls = (files: OutputFile[]) => [...String(files.find((f) => f.path === 'docs/sitemap.xml')!.contents).matchAll(/<loc>https:\/\/[^/]+(.*?)<\/loc>/g)].map((m) => m[1]);

describe('a page in a large folder', () => {
  it('weighs what it weighs in a folder of 20 (within 15 %), HTML and content chunk', async () => {
    const { makeSite } = await import('../helpers/site.ts');
    const root = await makeSite({ 'content/index.md': '# Home\n\n- [Small](./small/index.md)\n- [Large](./large/index.md)\n', ...folder('small', 20), ...folder('large', 2000) });
    const { files } = await build({ root, write: false, env: {}, diskCache: false });
    const size = (path: string) => Buffer.byteLength(String(files.find((f) => f.path === path)!.contents));
    const small = { html: size('docs/small/p0010/index.html'), chunk: size('docs/_/chunks/small~p0010.json') };
    const large = { html: size('docs/large/p1000/index.html'), chunk: size('docs/_/chunks/large~p1000.json') };
    expect(large.html).toBeLessThanOrEqual(small.html * 1.15);
    expect(large.chunk).toBeLessThanOrEqual(small.chunk * 1.15);

    // Without JavaScript, the sidebar's windows, their links to the rest and previous/next reach every page.
    expect([...(await crawl(inMemory(files)))].sort()).toEqual(sitemapUrls(files).sort());
  }, 180_000);
});

describe('the real site without JavaScript', () => {
  it('has every page of its sitemap reachable by links from /docs/', async () => {
    const { files } = await build({ root: fileURLToPath(new URL('../..', import.meta.url)), write: false, env: {} });
    const reached = await crawl(inMemory(files));
    expect(sitemapUrls(files).filter((url) => !reached.has(url))).toEqual([]);
  });
});
