// What a reader of the real site sees in Chromium: the table of contents
// following the scroll, copy buttons, code tabs that remember the language, and
// search (nothing loaded before it is opened; keyboard all the way).
import { describe, expect, it } from 'vitest';
import { useFreshPage, useRealSite } from '../helpers/browser.ts';

const site = useRealSite('docs-reading-');

const tab = useFreshPage(site, { viewport: { width: 1400, height: 900 }, clipboard: true });

const toc = () => tab.page.getByRole('complementary').getByRole('navigation', { name: 'On this page' });
const currentTocEntry = () => toc().locator('a[aria-current="true"]').textContent();

describe('table of contents', () => {
  it('marks the section in view as the reader scrolls', async () => {
    await tab.page.goto(`${site.server.url}/docs/api/reference/rate-limiting`);
    const headings = await toc().getByRole('link').allTextContents();
    expect(headings.length).toBeGreaterThan(2);
    await expect.poll(currentTocEntry).toBe(headings[0]);
    await tab.page.locator(`h2:has-text("${headings[2]}"), h3:has-text("${headings[2]}")`).first().evaluate((h) => h.scrollIntoView());
    await expect.poll(currentTocEntry).toBe(headings[2]);
    await tab.page.evaluate(() => scrollTo(0, 0));
    await expect.poll(currentTocEntry).toBe(headings[0]);
  });
});

describe('code blocks', () => {
  it('copy their code with a button that says so', async () => {
    await tab.page.goto(`${site.server.url}/docs/api/reference/response-details`);
    const block = tab.page.locator('.code-block').filter({ has: tab.page.locator('code.language-json') }).first();
    const code = await block.locator('code').textContent();
    const button = block.getByRole('button', { name: 'Copy code' });
    await button.focus(); // reachable without a mouse
    await tab.page.keyboard.press('Enter');
    await expect.poll(() => button.textContent()).toBe('Copied');
    expect(await tab.page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect.poll(() => tab.page.getByRole('status').first().textContent()).toBe('Code copied to the clipboard');
  });

  it('remember the chosen tab across pages and reloads, and switch with the arrow keys', async () => {
    await tab.page.goto(`${site.server.url}/docs/api/resources/units`);
    const tablist = tab.page.getByRole('tablist', { name: 'Code examples' }).first();
    await expect.poll(() => tablist.getByRole('tab', { selected: true }).textContent()).toBe('curl');
    await tablist.getByRole('tab', { name: 'Python' }).click();
    expect(await tab.page.getByRole('tabpanel').filter({ visible: true }).first().locator('code').textContent()).toContain('import requests');

    // Another page, through client-side navigation, then a full load.
    await tab.page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Leases' }).click();
    await expect.poll(() => tab.page.title()).toMatch(/^Leases/);
    await expect.poll(() => tab.page.getByRole('tablist').first().getByRole('tab', { selected: true }).textContent()).toBe('Python');
    await tab.page.reload();
    await expect.poll(() => tab.page.getByRole('tablist').first().getByRole('tab', { selected: true }).textContent()).toBe('Python');

    await tab.page.getByRole('tablist').first().getByRole('tab', { selected: true }).focus();
    await tab.page.keyboard.press('ArrowLeft');
    const selected = tab.page.getByRole('tablist').first().getByRole('tab', { selected: true });
    expect(await selected.textContent()).toBe('JavaScript');
    expect(await selected.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('search', () => {
  it('loads nothing of search until it is opened', async () => {
    const requested: string[] = [];
    tab.page.on('request', (r) => requested.push(r.url()));
    await tab.page.goto(`${site.server.url}/docs/api/reference/auth`);
    await tab.page.waitForLoadState('networkidle');
    expect(requested.filter((u) => /search/.test(u))).toEqual([]);
    await tab.page.keyboard.press('Control+k');
    await expect.poll(() => requested.filter((u) => /\/_\/assets\/search\./.test(u)).length).toBe(1);
  });

  it('opens with "/", finds a section with a typo, moves with the keyboard and lands on the section', async () => {
    await tab.page.goto(`${site.server.url}/docs/guides`);
    const opener = tab.page.getByRole('button', { name: 'Search' });
    await tab.page.keyboard.press('/');
    const dialog = tab.page.getByRole('dialog', { name: 'Search the docs' });
    const box = dialog.getByRole('combobox', { name: 'Search the docs' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.pressSequentially('tenent ledg');
    const options = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    // The results of the whole query: while it is typed, "tenent" alone may show others first.
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/results? for “tenent ledg”/);
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    expect(await options.first().textContent()).toMatch(/Tenant ledger/);
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    // The snippet comes from the page's content chunk, a moment later.
    await expect.poll(() => options.first().locator('mark').count()).toBeGreaterThan(0);
    expect(await options.first().locator('mark').first().textContent()).toMatch(/^(tenant|ledger)/i);

    await box.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
    await box.press('ArrowUp');
    const href = await options.first().locator('a').getAttribute('href');
    await tab.page.evaluate(() => ((window as unknown as { mark: number }).mark = 42));
    await box.press('Enter');

    const [pathname, hash] = href!.split('#');
    await expect.poll(() => new URL(tab.page.url()).pathname).toBe(pathname);
    expect(await dialog.isVisible()).toBe(false);
    // Client-side navigation: the same window.
    expect(await tab.page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(42);
    if (hash) {
      expect(new URL(tab.page.url()).hash).toBe(`#${hash}`);
      await expect.poll(() => tab.page.locator(`[id="${hash}"]`).evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(200);
    }
    void opener;
  });

  it('closes on Escape and gives the focus back', async () => {
    await tab.page.goto(`${site.server.url}/docs/support`);
    const opener = tab.page.getByRole('button', { name: 'Search' });
    await opener.focus();
    await tab.page.keyboard.press('Enter');
    const dialog = tab.page.getByRole('dialog', { name: 'Search the docs' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await tab.page.keyboard.type('429');
    await expect.poll(() => dialog.getByRole('option').first().textContent()).toMatch(/Rate limit/i);
    // Focus stays inside the modal dialog.
    await tab.page.keyboard.press('Tab');
    await tab.page.keyboard.press('Tab');
    // Polled: on a loaded machine the focus may move a moment after the key press is sent.
    await expect.poll(() => tab.page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    await tab.page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
