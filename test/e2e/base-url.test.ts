// A site served from a path that does not fit its base URL shows a banner,
// even though its stylesheet and runtime could not load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite } from '../helpers/site.ts';
import { launchBrowser, serveStatic, type StaticServer } from '../helpers/browser.ts';

let browser: Browser;
let wrong: StaticServer;
let right: StaticServer;

beforeAll(async () => {
  const site = await buildSite({ 'content/index.md': '# Home\n', 'content/api/reference/auth.md': '# Auth\n' });
  wrong = await serveStatic(path.join(site.out, 'docs')); // dist/docs at the root of the host
  right = await serveStatic(site.out);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([wrong?.close(), right?.close()]);
});

describe('a misconfigured base URL', () => {
  it('shows a banner that suggests the base URL fitting the address', async () => {
    const page = await browser.newPage();
    await page.goto(`${wrong.url}/api/reference/auth/`);
    const banner = page.getByRole('alert');
    await banner.waitFor();
    const text = await banner.textContent();
    expect(text).toContain('did not load properly');
    expect(text).toContain('Set baseUrl to "/"');
    expect(await page.evaluate(() => document.styleSheets.length && document.styleSheets[0].cssRules.length)).toBe(0); // the CSS did fail to load
    await page.close();
  });

  it('shows no banner where the base URL fits', async () => {
    const page = await browser.newPage();
    await page.goto(`${right.url}/docs/api/reference/auth`);
    await page.waitForLoadState('load');
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.close();
  });
});
