// Back and forward to pages already seen are instant: the page comes back from
// memory within the popstate event, scrolled where the reader left it, with no
// spinner and no request, so no frame ever shows the content without its h1.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useFreshPage, useRealSite } from '../helpers/browser.ts';

const site = useRealSite('docs-history-');

const tab = useFreshPage(site, { viewport: { width: 1280, height: 720 } });

interface Watch { gaps: string[]; frames: { path: string; scroll: number; h1: string }[] }

/**
 * From now on, in the page: every DOM change after which the content has no h1
 * (a MutationObserver's callback runs before the next frame), or a spinner; and
 * for every popstate, what the next frame shows: address, scroll position, h1.
 */
const watchNavigations = () => tab.page.evaluate(() => {
  const watch: Watch = { gaps: [], frames: [] };
  (window as unknown as { watch: Watch }).watch = watch;
  new MutationObserver(() => {
    if (!document.querySelector('#content h1')) watch.gaps.push(`no h1 at ${location.pathname}`);
    if (document.querySelector('#content [role="status"]')) watch.gaps.push(`a spinner at ${location.pathname}`);
  }).observe(document.body, { childList: true, subtree: true });
  addEventListener('popstate', () => requestAnimationFrame(() => watch.frames.push({
    path: location.pathname, scroll: Math.round(scrollY), h1: document.querySelector('#content h1')?.textContent ?? '',
  })));
});
const watched = () => tab.page.evaluate(() => (window as unknown as { watch: Watch }).watch);
const scrollPageTo = async (y: number) => {
  await tab.page.evaluate((to) => window.scrollTo(0, to), y);
  return tab.page.evaluate(() => Math.round(scrollY));
};
const h1 = () => tab.page.locator('#content h1').textContent();

describe('back and forward', () => {
  it('show pages already seen at once, scrolled where they were left: the landing page, an anchor, a page', async () => {
    // The data saver is on: nothing is fetched ahead, so only what the router kept can show a page at once.
    await tab.page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    await tab.page.goto(`${site.server.url}/docs/`);
    await tab.page.evaluate(() => ((window as unknown as { mark: number }).mark = 42));
    await watchNavigations();
    // Leaves each page through a link (scrolled into view first), and says where the page was then.
    const leaveBy = async (link: ReturnType<Page['locator']>) => {
      await link.scrollIntoViewIfNeeded();
      const scroll = await tab.page.evaluate(() => Math.round(scrollY));
      await link.click();
      return scroll;
    };
    await scrollPageTo(300);
    const landing = { path: '/docs/', h1: 'Keyway', scroll: await leaveBy(tab.page.getByRole('main').getByRole('link', { name: 'API Reference' })) };
    await expect.poll(h1).toBe('API Reference');
    await scrollPageTo(500);
    // A link to an anchor: the page opens at its heading.
    const api = { path: '/docs/api', h1: 'API Reference', scroll: await leaveBy(tab.page.getByRole('main').locator('a[href*="/docs/api/reference/auth#"]').first()) };
    await expect.poll(h1).toBe('Authentication');
    const opened = await tab.page.evaluate(() => Math.round(scrollY));
    const auth = { path: '/docs/api/reference/auth', h1: 'Authentication', scroll: await leaveBy(tab.page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Polling' })) };
    await expect.poll(h1).toBe('Polling');
    const polling = { path: '/docs/api/reference/polling', h1: 'Polling', scroll: 0 };
    expect([landing.scroll, api.scroll, opened, auth.scroll].every((y) => y > 0)).toBe(true);
    expect(auth.scroll).toBe(opened);

    // The clicks above loaded their pages (with a spinner: nothing was fetched ahead); from here, nothing is loaded.
    await tab.page.evaluate(() => ((window as unknown as { watch: Watch }).watch.gaps.length = 0));
    const requests: string[] = [];
    tab.page.on('request', (r) => requests.push(r.url()));
    const steps = [
      ['back', auth], ['back', api], ['back', landing], ['forward', api], ['forward', auth], ['forward', polling], ['back', auth],
    ] as const;
    for (const [direction, expected] of steps) {
      const framesBefore = (await watched()).frames.length;
      await (direction === 'back' ? tab.page.goBack() : tab.page.goForward());
      await expect.poll(async () => (await watched()).frames.length).toBe(framesBefore + 1);
      // The first frame after the popstate already shows the page, where it was left.
      expect((await watched()).frames.at(-1), `${direction} to ${expected.path}`).toEqual({ path: expected.path, scroll: expected.scroll, h1: expected.h1 });
    }
    expect((await watched()).gaps).toEqual([]);
    expect(requests).toEqual([]);
    expect(await tab.page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(42);
    // The page shown from memory works as one loaded: its links navigate.
    await tab.page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Webhooks' }).click();
    await expect.poll(h1).toBe('Webhooks');
  });

  it('go to a page never shown through its chunk, as a click does', async () => {
    // Loaded whole, then left by the browser's own history: nothing kept for the page before.
    await tab.page.goto(`${site.server.url}/docs/api`);
    await tab.page.goto(`${site.server.url}/docs/guides`);
    await tab.page.evaluate(() => ((window as unknown as { mark: number }).mark = 42));
    await tab.page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(h1).toBe('Using the dashboard');
    await tab.page.goBack();
    await expect.poll(h1).toBe('Guides');
    await tab.page.goBack(); // another document: the browser loads it
    await expect.poll(h1).toBe('API Reference');
  });
});
