// The site this repository ships: every route of SPEC.md exists, with its chrome.
import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/build.ts';
import { parseHtml, realSiteMarkdown } from '../helpers/site.ts';
import { crawl } from '../helpers/crawl.ts';
import type { BuildResult } from '../../src/types.ts';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../../..');

const RESOURCES = [
  'annual-budget-comparative', 'balance-sheet', 'bank-account-activity', 'bank-accounts', 'cash-flow', 'gl-accounts',
  'guest-cards', 'lead-source-tracking', 'leases', 'owners', 'properties', 'property-groups', 'rent-roll',
  'rent-roll-recurring', 'rental-applications', 'tenant-charge', 'tenant-ledger', 'tenants', 'unit-photos',
  'unit-vacancies', 'units', 'vendors', 'work-orders', 'work-summary-report',
];
const REFERENCE = ['auth', 'data-caching', 'polling', 'rate-limiting', 'request-details', 'response-details', 'scheduled-jobs', 'security', 'webhooks', 'writing-data'];

const SPEC_ROUTES = [
  '/docs/', '/docs/home',
  '/docs/api', '/docs/api/_supported_objects', '/docs/api/account-setup', '/docs/api/data',
  ...REFERENCE.map((r) => `/docs/api/reference/${r}`),
  ...RESOURCES.map((r) => `/docs/api/resources/${r}`),
  ...RESOURCES.map((r) => `/docs/api/resources/partials/${r}/${r === 'tenant-charge' ? 'post-all-copy' : 'get-all-copy'}`),
  '/docs/guides', '/docs/guides/dashboard', '/docs/guides/endpoint-marketplace', '/docs/guides/examples', '/docs/guides/schedule-a-job',
  '/docs/legal/acceptable-use', '/docs/legal/privacy-policy', '/docs/legal/terms-of-service',
  '/docs/support', '/docs/support/faq',
];

describe('the real site', () => {
  let result: BuildResult;
  const html = (url: string) => {
    const file = url === '/docs/' ? 'docs/index.html' : `${url.slice(1)}/index.html`;
    return String(result.files.find((f) => f.path === file)?.contents ?? '');
  };
  // Each page parsed once: the suite reads every page in several tests.
  const docs = new Map<string, Document>();
  const page = (url: string) => {
    if (!docs.has(url)) docs.set(url, parseHtml(html(url)));
    return docs.get(url)!;
  };
  beforeAll(async () => {
    result = await build({ root: ROOT, write: false, env: {} });
    for (const url of SPEC_ROUTES) page(url);
  }, 120_000);

  it('has exactly the routes of SPEC.md, each with its page', () => {
    const pages = result.files.map((f) => f.path).filter((p) => p.endsWith('/index.html'))
      .map((p) => '/' + p.slice(0, -'index.html'.length)).map((url) => (url === '/docs/' ? url : url.slice(0, -1)));
    expect(pages.sort()).toEqual([...SPEC_ROUTES].sort());
    expect(result.files.some((f) => f.path === 'docs/404.html')).toBe(true);
  });

  it('lets a reader without JavaScript reach every page but the partials from /docs/, by following links', async () => {
    const reached = await crawl((file) => result.files.find((f) => f.path === file)?.contents.toString());
    expect([...reached].sort()).toEqual(SPEC_ROUTES.filter((url) => !url.includes('/partials/')).sort());
  }, 60_000);

  it('lists every page but the partials in its sitemap, and gives each page a canonical link', () => {
    const sitemap = String(result.files.find((f) => f.path === 'docs/sitemap.xml')!.contents);
    const listed = SPEC_ROUTES.filter((url) => !url.includes('/partials/'));
    expect([...sitemap.matchAll(/<loc>https:\/\/docs\.keyway\.example(.*?)<\/loc>/g)].map((m) => m[1]).sort()).toEqual(listed.sort());
    for (const url of SPEC_ROUTES) expect(page(url).querySelector('link[rel=canonical]')?.getAttribute('href'), url).toBe(`https://docs.keyway.example${url}`);
  });

  it('gives tenant-charge a post-all-copy partial and no get-all-copy', () => {
    expect(html('/docs/api/resources/partials/tenant-charge/post-all-copy')).not.toBe('');
    expect(html('/docs/api/resources/partials/tenant-charge/get-all-copy')).toBe('');
  });

  it('includes each resource page\'s partial', () => {
    for (const resource of RESOURCES) {
      const partial = page(`/docs/api/resources/partials/${resource}/${resource === 'tenant-charge' ? 'post-all-copy' : 'get-all-copy'}`);
      const code = partial.querySelector('main pre code')!.textContent!;
      expect(page(`/docs/api/resources/${resource}`).querySelector('main')!.textContent, resource).toContain(code.trim());
    }
  });

  it('has the navbar and footer of SPEC.md on every page, and no leftover placeholder', () => {
    for (const url of SPEC_ROUTES) {
      const doc = page(url);
      const nav = [...doc.querySelectorAll('header nav a')].map((a) => [a.textContent, a.getAttribute('href')]);
      expect(nav, url).toEqual([
        ['Keyway website', 'https://www.keyway.example'],
        ['API Reference', '/docs/api'],
        ['FAQ', '/docs/support/faq'],
        ['Support', '/docs/support'],
      ]);
      const footer = [...doc.querySelectorAll('footer a')].map((a) => a.textContent);
      expect(footer, url).toEqual(['Docs', 'Terms of Service', 'Privacy Policy', 'Support', 'FAQ']);
      expect(doc.querySelector('footer')!.textContent, url).toContain('© 2025 Keyway');
      expect(html(url), url).not.toMatch(/\{\{\s*[\w.]+\s*\}\}/);
    }
  });

  it('gives every page an h1 and a description, and every page but the partials 150 words or more', () => {
    for (const url of SPEC_ROUTES) {
      const doc = page(url);
      expect(doc.querySelectorAll('h1'), url).toHaveLength(1);
      expect(doc.querySelector('meta[name=description]')?.getAttribute('content')?.length ?? 0, url).toBeGreaterThan(20);
      if (url.includes('/partials/')) continue;
      const words = doc.querySelector('main')!.textContent!.split(/\s+/).filter((w) => /\w/.test(w));
      expect(words.length, url).toBeGreaterThanOrEqual(150);
    }
  });

  it('names, on every JSON example, what of the OpenAPI document it shows, so that every build checks it', () => {
    let examples = 0;
    for (const { file, text } of realSiteMarkdown()) {
      for (const fence of text.match(/^\s*```json\b.*$/gm) ?? []) {
        expect(fence, file).toMatch(/ openapi="[^"]+"/);
        examples++;
      }
    }
    expect(examples).toBeGreaterThanOrEqual(25);
  });

  it('writes the product name and hostnames only through placeholders, with no stub text', async () => {
    for (const { file, text } of realSiteMarkdown()) {
      expect(text, file).not.toMatch(/keyway/i);
      expect(text, file).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bTBD\b/i);
    }
  });

  it('shows every resource request as curl, JavaScript and Python tabs, with an example response and its fields', () => {
    for (const resource of RESOURCES) {
      const doc = page(`/docs/api/resources/${resource}`);
      const tabs = [...doc.querySelectorAll('main [role=tablist] [role=tab]')].map((t) => t.textContent);
      expect(tabs.slice(0, 3), resource).toEqual(['curl', 'JavaScript', 'Python']);
      expect(doc.querySelector('main code.language-json')?.textContent, resource).toMatch(/^\{/);
      // The fields: the schema from the OpenAPI document, or (tenant-charge, whose fields differ as sent and read) a table.
      const fields = [...doc.querySelectorAll('#fields ~ .api-schema > ul > li > p:first-child > code, #fields ~ .table-scroll td:first-child > code')].map((c) => c.textContent);
      expect(fields.length, resource).toBeGreaterThanOrEqual(3);
    }
  });

  it('has a FAQ of at least 12 questions, and legal pages marked as templates', () => {
    const faq = page("/docs/support/faq");
    expect([...faq.querySelectorAll('main h2, main h3')].filter((h) => h.textContent!.trim().endsWith('?')).length).toBeGreaterThanOrEqual(12);
    for (const legal of ['terms-of-service', 'privacy-policy', 'acceptable-use']) {
      const note = page(`/docs/legal/${legal}`).querySelector('main .admonition-warning');
      expect(note?.textContent, legal).toMatch(/template/i);
    }
  });

  it('resolves every internal link and anchor of every page', () => {
    const ids = new Map(SPEC_ROUTES.map((url) => [url, new Set([...page(url).querySelectorAll('[id]')].map((e) => e.id))]));
    for (const url of SPEC_ROUTES) {
      for (const a of page(url).querySelectorAll('main a[href]')) {
        const href = a.getAttribute('href')!;
        if (!href.startsWith('/') && !href.startsWith('#')) continue;
        const target = new URL(href, `https://docs.keyway.example${url}`);
        // The page's markdown copy ("View as Markdown") is a file of the output, not a page.
        if (target.pathname.endsWith('.md')) {
          expect(result.files.some((f) => f.path === target.pathname.slice(1)), `${url} → ${href}`).toBe(true);
          continue;
        }
        const page = target.pathname.replace(/\/$/, '') || '/';
        const route = page === '/docs' ? '/docs/' : page;
        if (!route.startsWith('/docs/') || route.startsWith('/docs/_/')) continue;
        expect(ids.has(route), `${url} → ${href}`).toBe(true);
        if (target.hash) expect(ids.get(route)!.has(decodeURIComponent(target.hash.slice(1))), `${url} → ${href}`).toBe(true);
      }
    }
  });
});
