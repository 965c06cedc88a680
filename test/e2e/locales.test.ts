// The language menu and the search of a site translated into French, in Chromium.
import { describe, expect, it } from 'vitest';
import { useFreshPage, useSite } from '../helpers/browser.ts';
import { TWO_LOCALES } from '../fixtures/two-locales.ts';

const site = useSite(TWO_LOCALES);
const tab = useFreshPage(site, { viewport: { width: 1400, height: 900 } });

describe('a site with two locales', () => {
  it('switches to the same page in the other language with the language menu', async () => {
    const { page } = tab;
    await page.goto(`${site.server.url}/docs/fr/guides/install`);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    // The menu's button sits inside the navbar, without the frame pages give a <details>.
    const menu = page.getByRole('banner').getByLabel('Language: Français. Choose another language');
    const [button, banner] = await Promise.all([menu.boundingBox(), page.getByRole('banner').boundingBox()]);
    expect(button!.y).toBeGreaterThanOrEqual(banner!.y);
    expect(button!.y + button!.height).toBeLessThanOrEqual(banner!.y + banner!.height);
    expect(await page.locator('details.language-menu').evaluate((d) => getComputedStyle(d).borderTopWidth)).toBe('0px');
    await menu.click();
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL(`${site.server.url}/docs/guides/install`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Install');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    // And back, from a page with no translation: to the French home.
    await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Upgrade' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Upgrade');
    await page.getByRole('banner').getByLabel('Language: English. Choose another language').click();
    await page.getByRole('link', { name: 'Français', exact: true }).click();
    await page.waitForURL(`${site.server.url}/docs/fr/`);
    expect(tab.problems).toEqual([]);
  });

  it('searches the French pages only from a French page', async () => {
    const { page } = tab;
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${site.server.url}/docs/fr/guides/install`);
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    const box = dialog.getByRole('combobox', { name: 'Search the docs' });
    const options = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await box.fill('prairie');
    await expect.poll(() => options.count()).toBe(1);
    expect(await options.first().textContent()).toContain('Installation');
    await box.fill('meadow');
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/No results for “meadow”/i);
    expect(await options.count()).toBe(0);
    expect(requested.filter((p) => p.includes('/_/search/')).every((p) => p.startsWith('/docs/fr/_/search/'))).toBe(true);
    expect(tab.problems).toEqual([]);
  });
});
