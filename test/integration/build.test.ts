// A small site built whole into a temporary folder: routes, chrome, links, 404, chunks.
import { describe, expect, it, beforeAll } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buildSite, type BuiltSite } from '../helpers/site.ts';
import { readChunk } from '../../src/shared/chunk.ts';

const CONFIG = `import { defineConfig } from 'docs';
export default defineConfig({
  productName: 'Acme Rentals',
  tagline: 'The API for the Acme property manager',
  hosts: { api: 'api.acme.test', marketing: 'www.acme.test' },
  copyrightYear: 2025,
  navbar: [
    { label: '{{productName}} website', href: 'https://{{hosts.marketing}}' },
    { label: 'API Reference', href: '/docs/api' },
    { label: 'FAQ', href: '/docs/support/faq' },
  ],
  footer: [{ label: 'Docs', href: '/docs/' }, { label: 'FAQ', href: '/docs/support/faq' }],
});
`;

const FILES = {
  'site.config.ts': CONFIG,
  'content/index.md': '---\ntitle: Welcome\ntemplate: landing\n---\n\n- [API](./api/index.md) Reference\n',
  'content/api/index.md': '---\ntitle: API Reference\ndescription: What the API gives.\nsidebar_position: 1\n---\n\nCall `https://{{hosts.api}}/v1`. See [leases](./resources/leases.md#get-all-leases).\n\n## Versioning\n',
  'content/api/resources/leases.md': '---\ntitle: Leases\n---\n\n## Get all leases\n\n<!--@include: ./partials/leases/get-all-copy.md-->\n\n![diagram](./lease.png)\n',
  'content/api/resources/partials/leases/get-all-copy.md': '---\ntitle: Get all leases\nsidebar: false\n---\n\n```bash\ncurl https://{{hosts.api}}/v1/leases\n```\n',
  'content/api/resources/lease.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  'content/support/faq.md': '# FAQ\n\n## Where is my <key>?\n\nIn the dashboard. Back to [the API](/docs/api#versioning).\n',
};

describe('docs build on a small site', () => {
  let site: BuiltSite & { result: { pages: number; files: { path: string }[] } };
  beforeAll(async () => {
    site = await buildSite(FILES);
  });

  it('writes every route to <out>/docs/<route>/index.html, and a 404 page', async () => {
    const files = (await readdir(site.out, { recursive: true })).map((f) => f.split(path.sep).join('/')).filter((f) => f.endsWith('.html')).sort();
    expect(files).toEqual([
      'docs/404.html',
      'docs/api/index.html',
      'docs/api/resources/index.html', // generated: the folder has no index.md
      'docs/api/resources/leases/index.html',
      'docs/api/resources/partials/leases/get-all-copy/index.html',
      'docs/index.html',
      'docs/support/faq/index.html',
      'docs/support/index.html', // generated too
    ]);
    expect(site.result.pages).toBe(7);
  });

  it('renders the chrome: lang, theme, title, navbar, footer', async () => {
    const doc = await site.page('docs/api/index.html');
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.documentElement.getAttribute('data-theme')).toBe('light');
    expect(doc.title).toBe('API Reference | Acme Rentals');
    expect(doc.querySelector('meta[name=description]')?.getAttribute('content')).toBe('What the API gives.');
    const navbar = doc.querySelector('header nav[aria-label=Main]')!;
    expect([...navbar.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Acme Rentals website', 'https://www.acme.test'],
      ['API Reference', '/docs/api'],
      ['FAQ', '/docs/support/faq'],
    ]);
    expect(doc.querySelector('header a')?.getAttribute('href')).toBe('/docs/');
    expect(doc.querySelector('header a.navbar-brand')?.textContent).toBe('Acme Rentals');
    const footer = doc.querySelector('footer')!;
    expect(footer.textContent).toContain('© 2025 Acme Rentals');
    expect(footer.querySelectorAll('a')).toHaveLength(2);
  });

  it('marks the current page in the sidebar, and hides partials from it', async () => {
    const doc = await site.page('docs/api/resources/leases/index.html');
    const sidebar = doc.querySelector('nav[aria-label=Docs]')!;
    const current = sidebar.querySelectorAll('[aria-current=page]');
    expect(current).toHaveLength(1);
    expect(current[0].textContent).toBe('Leases');
    expect(current[0].getAttribute('href')).toBe('/docs/api/resources/leases');
    expect(sidebar.textContent).not.toContain('Get all leases');
  });

  it('includes partials, replaces placeholders, and keeps the code language', async () => {
    const doc = await site.page('docs/api/resources/leases/index.html');
    const code = doc.querySelector('main pre code.language-bash');
    expect(code?.textContent).toBe('curl https://api.acme.test/v1/leases');
    expect(doc.querySelector('main h1')?.textContent).toBe('Leases');
  });

  it('rewrites links between markdown files to site URLs, and copies images with a content hash', async () => {
    const api = await site.page('docs/api/index.html');
    expect(api.querySelector('main a[href="/docs/api/resources/leases#get-all-leases"]')).not.toBeNull();
    const leases = await site.page('docs/api/resources/leases/index.html');
    const src = leases.querySelector('main img')!.getAttribute('src')!;
    expect(src).toMatch(/^\/docs\/_\/media\/lease\.[0-9a-f]{10}\.png$/);
    expect(await site.read(src.slice(1))).toBeDefined();
  });

  it('escapes text from markdown headings in the HTML and in the table of contents', async () => {
    const doc = await site.page('docs/support/faq/index.html');
    expect(doc.querySelector('main h1')?.textContent).toBe('FAQ');
    expect(doc.querySelector('#toc a')?.textContent).toBe('Where is my <key>?');
  });

  it('renders the landing page with the product name and tagline, without a sidebar', async () => {
    const doc = await site.page('docs/index.html');
    expect(doc.title).toBe('Acme Rentals | The API for the Acme property manager');
    expect(doc.querySelector('main h1')?.textContent).toBe('Acme Rentals');
    expect(doc.querySelectorAll('nav[aria-label=Docs] a')).toHaveLength(0);
  });

  it('writes a 404 page with the chrome and absolute asset URLs', async () => {
    const doc = await site.page('docs/404.html');
    expect(doc.querySelector('main h1')?.textContent).toBe('Page not found');
    expect(doc.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toMatch(/^\/docs\/_\/assets\/style\.[0-9a-f]{10}\.css$/);
  });

  it('links prev/next in sidebar order', async () => {
    const doc = await site.page('docs/api/index.html');
    expect(doc.querySelector('a[rel=next]')?.getAttribute('href')).toBe('/docs/api/resources');
    expect(doc.querySelector('a[rel=prev]')).toBeNull();
  });

  it('writes a content chunk per route carrying the build id of the page shell', async () => {
    const doc = await site.page('docs/api/resources/leases/index.html');
    const buildId = doc.querySelector('meta[name=docs-build]')!.getAttribute('content')!;
    const csp = doc.querySelector('meta[http-equiv=Content-Security-Policy]')!.getAttribute('content')!;
    const chunk = readChunk((await site.read('docs/_/chunks/api~resources~leases.json'))!, buildId, csp);
    expect(chunk).toMatchObject({ url: '/docs/api/resources/leases', title: 'Leases | Acme Rentals' });
    expect(chunk!.main).toContain('curl https://api.acme.test/v1/leases');
    // No sidebar: the runtime marks the page in the full sidebar, opening the categories of its trail.
    expect(chunk!.trail).toEqual(['api', 'api/resources']);
    expect(JSON.stringify(chunk)).not.toContain('aria-current');
    expect(readChunk((await site.read('docs/_/chunks/api~resources~leases.json'))!, 'another-build', csp)).toBeNull();
    // A page whose policy is another (it shows other sites' images or frames) is loaded in full.
    expect(readChunk((await site.read('docs/_/chunks/api~resources~leases.json'))!, buildId, `${csp}; frame-src https://video.example`)).toBeNull();
    // Nothing lists every route: a missing chunk is told apart by asking for the page itself.
    expect(await site.read('docs/_/routes.json')).toBeUndefined();
  });

  it('keeps the build id when page content or titles change, and changes it with the settings', async () => {
    const idOf = async (files: Record<string, string | Buffer>) =>
      (await (await buildSite(files)).page('docs/api/index.html')).querySelector('meta[name=docs-build]')!.getAttribute('content');
    const base = await idOf(FILES);
    expect(await idOf({ ...FILES, 'content/support/faq.md': FILES['content/support/faq.md'] + '\nMore text.\n' })).toBe(base);
    // The sidebar is not part of the shell: pages carry their own part of it, and the full tree is in files of its own.
    expect(await idOf({ ...FILES, 'content/support/faq.md': '---\ntitle: Questions\n---\n' + FILES['content/support/faq.md'] })).toBe(base);
    expect(await idOf({ ...FILES, 'site.config.ts': CONFIG.replace("label: 'FAQ', href: '/docs/support/faq' }],", "label: 'Questions', href: '/docs/support/faq' }],") })).not.toBe(base);
  });

  it('renames the whole site from one setting', async () => {
    const renamed = await buildSite(FILES, { env: { DOCS_PRODUCT_NAME: 'Zenith' } });
    for (const file of ['docs/index.html', 'docs/api/index.html', 'docs/404.html']) {
      const html = (await renamed.read(file))!;
      expect(html).toContain('Zenith');
      expect(html).not.toContain('Acme Rentals');
    }
  });
});

describe('what search engines and link previews read', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildSite({ ...FILES, 'site.config.ts': CONFIG.replace("hosts: { api: 'api.acme.test', marketing: 'www.acme.test' },", "hosts: { api: 'api.acme.test', marketing: 'www.acme.test', docs: 'docs.acme.test' },\n  editUrl: 'https://git.example/acme/docs/edit/main/content/',") });
  });

  it('has a sitemap of the pages a reader may land on, and a robots.txt that names it', async () => {
    const sitemap = (await site.read('docs/sitemap.xml'))!;
    const urls = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]).sort();
    expect(urls).toEqual(['https://docs.acme.test/docs/', 'https://docs.acme.test/docs/api', 'https://docs.acme.test/docs/api/resources', 'https://docs.acme.test/docs/api/resources/leases', 'https://docs.acme.test/docs/support', 'https://docs.acme.test/docs/support/faq']);
    expect(await site.read('robots.txt')).toContain('Sitemap: https://docs.acme.test/docs/sitemap.xml');
  });

  it('gives every page a canonical link and OpenGraph meta from the docs hostname', async () => {
    const doc = await site.page('docs/api/index.html');
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://docs.acme.test/docs/api');
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe('https://docs.acme.test/docs/api');
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('API Reference');
    expect(doc.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe('What the API gives.');
    expect(doc.querySelector('meta[property="og:site_name"]')?.getAttribute('content')).toBe('Acme Rentals');
  });

  it('links each doc page to its source with "Edit this page" when the config names where', async () => {
    const doc = await site.page('docs/api/resources/leases/index.html');
    expect(doc.querySelector('main .page-meta a')?.getAttribute('href')).toBe('https://git.example/acme/docs/edit/main/content/api/resources/leases.md');
    const without = await buildSite(FILES);
    expect((await without.page('docs/api/resources/leases/index.html')).querySelector('.page-meta')).toBeNull();
  });
});
