// A site translated into French, built with the shipped docs command: each locale's routes, sidebar,
// <html lang>, hreflang links, language menu and search index.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { docs } from '../helpers/cli.ts';
import { buildSite, makeSite, parseHtml } from '../helpers/site.ts';
import { createSearch } from '../../src/shared/search.ts';
import { TWO_LOCALES } from '../fixtures/two-locales.ts';

describe('a site with two locales, built by docs build', () => {
  let root: string;
  const read = (file: string) => readFile(path.join(root, 'dist', file), 'utf8').catch(() => undefined);
  const page = async (file: string) => parseHtml((await read(file))!);
  beforeAll(async () => {
    root = await makeSite(TWO_LOCALES);
    const built = await docs(['build'], root);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
  });

  it('builds the root locale at the base URL and the French pages under /docs/fr/, not as a category of the root', async () => {
    expect((await page('docs/guides/install/index.html')).querySelector('main h1')!.textContent).toBe('Install');
    expect((await page('docs/fr/guides/install/index.html')).querySelector('main h1')!.textContent).toBe('Installation');
    expect(await read('docs/fr/fr/index.html')).toBeUndefined();
    const sidebar = async (file: string) => [...(await page(file)).querySelectorAll('#sidebar a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(await sidebar('docs/guides/install/index.html')).toEqual([['Guides', '/docs/guides'], ['Install', '/docs/guides/install'], ['Upgrade', '/docs/guides/upgrade']]);
    expect(await sidebar('docs/fr/guides/install/index.html')).toEqual([['Guides', '/docs/fr/guides'], ['Installation', '/docs/fr/guides/install']]);
  });

  it('gives each page its locale\'s lang, and links a translated page to its translations', async () => {
    const fr = await page('docs/fr/guides/install/index.html');
    expect(fr.documentElement.getAttribute('lang')).toBe('fr');
    expect((await page('docs/guides/upgrade/index.html')).documentElement.getAttribute('lang')).toBe('en');
    const alternates = (doc: Document) => [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
    const links = [
      ['en', 'https://docs.example.com/docs/guides/install'],
      ['fr', 'https://docs.example.com/docs/fr/guides/install'],
      ['x-default', 'https://docs.example.com/docs/guides/install'],
    ];
    expect(alternates(fr)).toEqual(links);
    expect(alternates(await page('docs/guides/install/index.html'))).toEqual(links);
    expect(alternates(await page('docs/guides/upgrade/index.html'))).toEqual([]);
  });

  it('has a language menu leading to the same page in the other locale, or to its home', async () => {
    const menu = async (file: string) => {
      const doc = await page(file);
      expect(doc.querySelector('#versions summary')!.getAttribute('aria-label')).toMatch(/^Language: /);
      return [...doc.querySelectorAll('#versions a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('hreflang'), a.getAttribute('aria-current')]);
    };
    expect(await menu('docs/fr/guides/install/index.html')).toEqual([['English', '/docs/guides/install', 'en', null], ['Français', '/docs/fr/guides/install', 'fr', 'true']]);
    expect(await menu('docs/guides/upgrade/index.html')).toEqual([['English', '/docs/guides/upgrade', 'en', 'true'], ['Français', '/docs/fr/', 'fr', null]]);
  });

  it('resolves links written from the site\'s root into the other locale', async () => {
    const hrefs = async (file: string) => [...(await page(file)).querySelectorAll('main .markdown a')].map((a) => a.getAttribute('href'));
    expect(await hrefs('docs/guides/install/index.html')).toEqual(['/docs/fr/guides/install']);
    // It loads in full: the French pages have their own sidebar, search and chunks.
    expect((await page('docs/guides/install/index.html')).querySelector('main .markdown a')!.hasAttribute('data-full-load')).toBe(true);
    // A path outside the base URL that starts with no locale's id is another site's on the same host, as without locales.
    expect(await hrefs('docs/fr/guides/install/index.html')).toEqual(['/guides/upgrade/', '/docs/fr/']);
  });

  it('writes a search index for each locale, each with its own pages only', async () => {
    const searchIn = (dir: string) => createSearch(async (file) => JSON.parse((await read(`${dir}${file}`))!)).search;
    const english = searchIn('docs/_/search/');
    const french = searchIn('docs/fr/_/search/');
    expect((await french('prairie')).map((hit) => hit.record[0])).toEqual(['/docs/fr/guides/install']);
    expect(await french('meadow')).toEqual([]);
    expect((await english('meadow')).map((hit) => hit.record[0])).toEqual(['/docs/guides/install']);
    expect(await english('prairie')).toEqual([]);
  });

  it('lists each locale\'s sitemap in robots.txt', async () => {
    expect(await read('robots.txt')).toContain('Sitemap: https://docs.example.com/docs/sitemap.xml\nSitemap: https://docs.example.com/docs/fr/sitemap.xml\n');
    expect(await read('docs/fr/sitemap.xml')).toContain('<loc>https://docs.example.com/docs/fr/guides/install</loc>');
    expect(await read('docs/sitemap.xml')).not.toContain('/docs/fr/');
  });
});

describe('other layouts of locales', () => {
  it('takes Docusaurus\'s folder per locale beside docs/, and a right-to-left locale', async () => {
    const site = await buildSite({
      'site.config.ts': `export default {
  productName: 'Acme',
  contentDir: 'docs',
  locales: {
    root: { label: 'English' },
    fr: { label: 'Français', contentDir: 'i18n/fr/docusaurus-plugin-content-docs/current' },
    ar: { label: 'العربية', dir: 'rtl', contentDir: 'i18n/ar/docusaurus-plugin-content-docs/current' },
  },
};`,
      'docs/intro.md': '# Intro\n\nSee [the guide](./guide.md).\n',
      'docs/guide.md': '# Guide\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction\n\nVoir [le guide](/docs/guide).\n',
      'i18n/ar/docusaurus-plugin-content-docs/current/intro.md': '# مقدمة\n',
    });
    const fr = await site.page('docs/fr/intro/index.html');
    expect(fr.querySelector('main h1')!.textContent).toBe('Introduction');
    // A site path in a translated page is its own locale's page first, as Docusaurus reads it; without a French guide it stays as written: the English one.
    expect(fr.querySelector('main .markdown a')!.getAttribute('href')).toBe('/docs/guide');
    const ar = await site.page('docs/ar/intro/index.html');
    expect([ar.documentElement.getAttribute('lang'), ar.documentElement.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect([...ar.querySelectorAll('link[hreflang]')].map((l) => l.getAttribute('hreflang'))).toEqual(['en', 'fr', 'ar', 'x-default']);
    expect((await site.page('docs/intro/index.html')).documentElement.hasAttribute('dir')).toBe(false);
  });
});
