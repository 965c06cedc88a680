// The full sidebar in real Chromium, on the real site: a page carries the
// sidebar around it, and the runtime puts the whole tree in its place, loaded
// once, with the page marked, however many pages the reader opens.
import { describe, expect, it } from 'vitest';
import { useFreshPage, useRealSite } from '../helpers/browser.ts';

const site = useRealSite('docs-e2e-sidebar-');
const tab = useFreshPage(site);

const sidebar = () => tab.page.getByRole('navigation', { name: 'Docs' });
const current = () => tab.page.locator('#sidebar [aria-current=page]').allTextContents();
/** The full sidebar is in place once categories have their buttons (the page's own sidebar has none). */
const fullSidebar = () => sidebar().getByRole('button', { name: 'Guides' }).waitFor();
const toggle = (name: string) => sidebar().getByRole('button', { name, exact: true });

describe('the full sidebar', () => {
  it('replaces the sidebar the page carries, with the page marked and its categories open', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.page.route('**/_/sidebar.json', async (route) => {
      await held;
      await route.continue();
    });
    await tab.page.goto(`${site.server.url}/docs/api/resources/leases`);
    // The page's own sidebar: a window of the Resources folder, and a link to the rest.
    expect(await sidebar().getByRole('link', { name: 'Work orders' }).count()).toBe(0);
    expect(await sidebar().getByRole('link', { name: /and 3 more/ }).count()).toBe(1);
    release();
    await fullSidebar();
    expect(await sidebar().getByRole('link', { name: 'Work orders' }).count()).toBe(1);
    expect(await sidebar().getByRole('link', { name: /more/ }).count()).toBe(0);
    expect(await current()).toEqual(['Leases']);
    expect(await toggle('Resources').getAttribute('aria-expanded')).toBe('true');
    expect(await toggle('Guides').getAttribute('aria-expanded')).toBe('false');
    expect(tab.problems).toEqual([]);
  });

  it('is loaded once, and marks each page of several client-side navigations', async () => {
    const fetched: string[] = [];
    tab.page.on('request', (r) => r.url().includes('/_/sidebar') && fetched.push(new URL(r.url()).pathname));
    await tab.page.goto(`${site.server.url}/docs/api/data`);
    await fullSidebar();
    const navigate = async (name: string, title: string) => {
      await sidebar().getByRole('link', { name, exact: true }).click();
      await expect.poll(() => tab.page.title()).toBe(`${title} | Keyway`);
      await expect.poll(current).toEqual([name]);
    };
    // Into a collapsed category: it opens.
    await toggle('Reference').click();
    await navigate('Authentication', 'Authentication');
    await navigate('Polling', 'Polling');
    await navigate('Data model', 'Data model');
    await tab.page.goBack();
    await expect.poll(current).toEqual(['Polling']);
    await toggle('Resources').click();
    await navigate('Leases', 'Leases');
    expect(fetched.filter((f) => f.endsWith('/_/sidebar.json'))).toHaveLength(1);
    expect(new Set(fetched).size).toBe(fetched.length); // no file twice
    expect(fetched.length).toBe(4); // the top level, API Reference, Reference, Resources
    expect(tab.problems).toEqual([]);
  });

  it('opens and closes a category with its button, and opens the category of a page reached by a link', async () => {
    await tab.page.goto(`${site.server.url}/docs/api/data`);
    await fullSidebar();
    const guides = toggle('Guides');
    await guides.click();
    await expect.poll(() => guides.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => sidebar().getByRole('link', { name: 'Schedule a job' }).isVisible()).toBe(true);
    await guides.click();
    expect(await guides.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar().getByRole('link', { name: 'Schedule a job' }).isVisible()).toBe(false);
    // A link in the content to a page in a closed category.
    await tab.page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/support/faq';
      a.textContent = 'to the FAQ';
      document.getElementById('content')!.prepend(a);
    });
    await tab.page.getByRole('link', { name: 'to the FAQ' }).click();
    await expect.poll(current).toEqual(['FAQ']);
    expect(await toggle('Support').getAttribute('aria-expanded')).toBe('true');
  });
});

describe('without JavaScript', () => {
  it('keeps the sidebar the page carries, with the page marked', async () => {
    const noJs = await site.browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(`${site.server.url}/docs/api/resources/leases`);
    const nav = plain.getByRole('navigation', { name: 'Docs' });
    expect(await nav.locator('[aria-current=page]').allTextContents()).toEqual(['Leases']);
    expect(await nav.getByRole('button').count()).toBe(0);
    expect(await nav.getByRole('link', { name: /and 3 more/ }).count()).toBe(1);
    await noJs.close();
  });
});

describe('when the reader saves data', () => {
  for (const [name, connection] of [['the data saver is on', { saveData: true, effectiveType: '4g' }], ['the connection is slow-2g', { saveData: false, effectiveType: 'slow-2g' }]] as const) {
    it(`fetches no sidebar file ahead when ${name}: the sidebar the page carries, then the tree when a navigation needs it`, async () => {
      await tab.page.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c }), connection);
      const fetched: string[] = [];
      tab.page.on('request', (r) => r.url().includes('/_/sidebar') && fetched.push(new URL(r.url()).pathname));
      await tab.page.goto(`${site.server.url}/docs/api/resources/leases`);
      await tab.page.waitForTimeout(2500);
      expect(fetched).toEqual([]);
      expect(await current()).toEqual(['Leases']);
      expect(await sidebar().getByRole('link', { name: /and 3 more/ }).count()).toBe(1);
      await sidebar().getByRole('link', { name: 'Data model' }).click();
      await expect.poll(() => tab.page.title()).toBe('Data model | Keyway');
      await fullSidebar();
      await expect.poll(current).toEqual(['Data model']);
      expect(fetched.filter((f) => f.endsWith('/_/sidebar.json'))).toHaveLength(1);
    });
  }
});
