// The version menu and the remembered version, in Chromium, on a two-version site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildSite } from '../helpers/site.ts';
import { launchBrowser, serveStatic, watchProblems, type StaticServer } from '../helpers/browser.ts';
import { TWO_VERSIONS } from '../fixtures/two-versions.ts';

let browser: Browser;
let server: StaticServer;

beforeAll(async () => {
  const site = await buildSite(TWO_VERSIONS);
  server = await serveStatic(site.out);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('versions', () => {
  it('go to the same page in the chosen version, and the choice persists', async () => {
    const page = await browser.newPage();
    const problems = await watchProblems(page);
    await page.goto(`${server.url}/docs/api/auth`);
    // The runtime remembers the version in idle time, after the page shows.
    const stored = () => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'));
    await expect.poll(stored).toBe('v2');
    await page.locator('#versions summary').click();
    await page.getByRole('link', { name: 'v1', exact: true }).click();
    await page.waitForURL(`${server.url}/docs/v1/api/auth`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Auth v1');
    await expect.poll(stored).toBe('v1');
    // Client-side navigation inside the older version uses its own chunks.
    await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Auth v1' }).first().click();
    expect(await stored()).toBe('v1');
    expect(problems).toEqual([]);
    await page.close();
  });
});
