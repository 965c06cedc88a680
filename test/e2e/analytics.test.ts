// Page views reach Google Analytics (gtag.js, stubbed: the machine has no
// internet) on the first load and on every client-side navigation, only when
// the analytics key is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildSite } from '../helpers/site.ts';
import { launchBrowser, serveStatic, watchProblems, type StaticServer } from '../helpers/browser.ts';

const FILES = { 'content/index.md': '# Home\n\nSee [the guide](./guide.md).\n', 'content/guide.md': '# Guide\n\nBack [home](./index.md).\n' };
let browser: Browser;
let withKey: StaticServer;
let withoutKey: StaticServer;

beforeAll(async () => {
  withKey = await serveStatic((await buildSite(FILES, { env: { DOCS_ANALYTICS_KEY: 'G-TEST123' } })).out);
  withoutKey = await serveStatic((await buildSite(FILES)).out);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([withKey?.close(), withoutKey?.close()]);
});

async function stubGtag(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.gtagLoaded = true;' });
  });
  return requested;
}

const pageViews = (page: Page) => page.evaluate(() =>
  ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => [...args]).filter((a) => a[0] === 'event' && a[1] === 'page_view').map((a) => (a[2] as { page_location: string }).page_location));

describe('analytics', () => {
  it('report a page view on the first load and on each client-side navigation', async () => {
    const page = await browser.newPage();
    const problems = await watchProblems(page);
    const requested = await stubGtag(page);
    await page.goto(`${withKey.url}/docs/`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { gtagLoaded?: boolean }).gtagLoaded)).toBe(true);
    expect(requested).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    expect(await pageViews(page)).toEqual([`${withKey.url}/docs/`]);
    await page.getByRole('link', { name: 'the guide' }).click();
    await expect.poll(() => page.title()).toBe('Guide | Acme Docs');
    expect(await pageViews(page)).toEqual([`${withKey.url}/docs/`, `${withKey.url}/docs/guide`]);
    expect(problems).toEqual([]); // the CSP lets gtag.js in when there is a key
    await page.close();
  });

  it('load nothing when the key is empty', async () => {
    const page = await browser.newPage();
    const requested = await stubGtag(page);
    await page.goto(`${withoutKey.url}/docs/`);
    await page.getByRole('link', { name: 'the guide' }).click();
    await expect.poll(() => page.title()).toBe('Guide | Acme Docs');
    expect(requested).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(await page.locator('meta[http-equiv=Content-Security-Policy]').getAttribute('content')).not.toContain('googletagmanager');
    await page.close();
  });
});
