// "Copy page" on the real site in Chromium: the page's markdown copied with the
// keyboard, said in the live region, the button back to itself after a moment;
// the page reached by client-side navigation copies its own; and without
// JavaScript, the link to the markdown is there and the button is not.
import { describe, expect, it } from 'vitest';
import { useFreshPage, useRealSite } from '../helpers/browser.ts';

const site = useRealSite('docs-copy-page-');

const tab = useFreshPage(site, { viewport: { width: 1400, height: 900 }, clipboard: true });

const copyButton = () => tab.page.getByRole('main').getByRole('button', { name: 'Copy page' });
const markdownOf = async (url: string) => (await tab.page.request.get(`${site.server.url}${url}`)).text();
const clipboard = () => tab.page.evaluate(() => navigator.clipboard.readText());

describe('Copy page', () => {
  it('copies the page as markdown from the keyboard, says so, and is itself again after a moment', async () => {
    await tab.page.goto(`${site.server.url}/docs/api/resources/leases`);
    const markdown = await markdownOf('/docs/api/resources/leases.md');
    expect(markdown).toMatch(/^# Leases\n\nList leases with their unit, tenants, dates, rent and deposit\.\n\n/);
    await copyButton().focus();
    await tab.page.keyboard.press('Enter');
    await expect.poll(() => tab.page.getByRole('main').locator('.copy-page').textContent()).toBe('Copied');
    await expect.poll(clipboard).toBe(markdown);
    await expect.poll(() => tab.page.locator('#announcer').textContent()).toBe('Page copied to the clipboard as Markdown');
    await expect.poll(() => tab.page.getByRole('main').locator('.copy-page').textContent(), { timeout: 4000 }).toBe('Copy page');
    await tab.page.keyboard.press('Space'); // the focus stayed on it
    await expect.poll(() => tab.page.getByRole('main').locator('.copy-page').textContent()).toBe('Copied');
  });

  it('copies the page reached by client-side navigation, whose markdown the head links to', async () => {
    await tab.page.goto(`${site.server.url}/docs/api/resources/leases`);
    await tab.page.getByRole('main').getByRole('link', { name: 'scopes', exact: true }).click();
    await expect.poll(() => tab.page.url()).toMatch(/\/docs\/api\/reference\/auth#scopes$/);
    await expect.poll(() => tab.page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe('Authentication');
    expect(await tab.page.locator('link[rel=alternate][type="text/markdown"]').getAttribute('href')).toBe(`${site.server.url}/docs/api/reference/auth.md`);
    await copyButton().click();
    await expect.poll(clipboard).toBe(await markdownOf('/docs/api/reference/auth.md'));
  });

  it('says when the page could not be copied', async () => {
    await tab.page.route('**/*.md', (route) => route.fulfill({ status: 503, body: 'down' }));
    await tab.page.goto(`${site.server.url}/docs/support/faq`);
    await copyButton().click();
    await expect.poll(() => tab.page.locator('#announcer').textContent()).toBe('Could not copy the page: open it as Markdown and copy it from there');
    // The browser's own report of the failed request is the only one.
    expect(tab.problems.splice(0)).toEqual(['console: Failed to load resource: the server responded with a status of 503 (Service Unavailable)']);
  });

  it('without JavaScript, shows the link to the markdown and no button', async () => {
    const bare = await site.browser.newContext({ javaScriptEnabled: false });
    const plain = await bare.newPage();
    await plain.goto(`${site.server.url}/docs/guides/examples`);
    expect(await plain.getByRole('main').getByRole('button', { name: 'Copy page' }).count()).toBe(0);
    const link = plain.getByRole('main').getByRole('link', { name: 'View as Markdown' });
    expect(await link.getAttribute('href')).toBe('/docs/guides/examples.md');
    const response = await plain.request.get(`${site.server.url}/docs/guides/examples.md`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^# Examples\n/);
    await bare.close();
  });
});
