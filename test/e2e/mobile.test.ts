// Phones and tablets, in Chromium with a touch screen: the navbar's links and the
// sidebar are in a drawer that opens from the menu button, with the focus
// managed. (every-page.test.ts checks that no page is too wide for them.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useRealSite, watchProblems } from '../helpers/browser.ts';
import { AXE, inBothModes } from '../helpers/axe.ts';
import { misfits } from '../helpers/misfits.ts';

const site = useRealSite('docs-mobile-');
const PHONE = { width: 390, height: 844 };
const touch = { isMobile: true, hasTouch: true };

describe('the drawer', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    context = await site.browser.newContext({ viewport: PHONE, ...touch });
  });
  afterAll(() => context.close());
  const open = async (url: string) => {
    page = await context.newPage();
    problems = await watchProblems(page);
    await page.goto(site.server.url + url);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Docs navigation' });
    const drawer = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    return { toggle, drawer };
  };
  const focused = () => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`);
  const focusInside = (drawer: ReturnType<Page['locator']>) => drawer.evaluate((el) => el.contains(document.activeElement));

  it('holds the navbar links, then the sidebar; search and the color mode stay in the navbar', async () => {
    const { toggle, drawer } = await open('/docs/api/resources/leases');
    const navbar = page.getByRole('banner');
    expect(await navbar.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await navbar.getByRole('button', { name: 'Search' }).isVisible()).toBe(true);
    expect(await navbar.getByRole('button', { name: 'Switch to dark mode' }).isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await drawer.isVisible()).toBe(false);

    await toggle.click();
    expect(await drawer.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => focusInside(drawer)).toBe(true);
    const navigations = await drawer.getByRole('navigation').evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label')));
    expect(navigations).toEqual(['Main', 'Docs']);
    expect(await drawer.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).toEqual(['Keyway website', 'API Reference', 'FAQ', 'Support']);
    const current = drawer.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Leases' });
    expect(await current.getAttribute('aria-current')).toBe('page');
    // The focus is on the page being read, and the drawer, open, fits the screen too.
    expect(await current.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(misfits)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('closes on Escape, on a tap outside and when the focus leaves it, and gives the focus back', async () => {
    const { toggle, drawer } = await open('/docs/guides');
    // The focus moves in once the drawer shows, on the toggle event: a task after the click.
    await toggle.click();
    await expect.poll(() => focusInside(drawer)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await drawer.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    await toggle.click();
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
    expect(await drawer.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // Keyboard: Enter opens it; Shift+Tab from its first link goes back to the button, which keeps it open;
    // Tab past its last control (a link, or a category's button in the full sidebar) leaves it, and closes it.
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await drawer.isVisible()).toBe(true);
    await expect.poll(() => focusInside(drawer)).toBe(true);
    await drawer.getByRole('link').first().focus();
    await page.keyboard.press('Shift+Tab');
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await drawer.isVisible()).toBe(true);
    await drawer.locator('a[href], button').last().focus();
    await page.keyboard.press('Tab');
    expect(await drawer.isVisible()).toBe(false);
    expect(await focusInside(drawer)).toBe(false);
    expect(await focused()).not.toBe('BODY ');
    expect(problems).toEqual([]);
  });

  it('closes when a link in it is followed (client-side navigation)', async () => {
    const { toggle, drawer } = await open('/docs/api');
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 42));
    await toggle.click();
    await drawer.getByRole('link', { name: 'FAQ' }).click();
    await expect.poll(() => page.title()).toMatch(/^Frequently asked questions|^FAQ/);
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(42);
    expect(await drawer.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
  });

  it('is there on the landing page too, which has no sidebar on a wide screen', async () => {
    const { toggle, drawer } = await open('/docs/');
    await toggle.click();
    expect(await drawer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API Reference' }).isVisible()).toBe(true);
  });

  it('works without JavaScript: the menu button opens it (a popover), Escape closes it', async () => {
    const noJs = await site.browser.newContext({ viewport: PHONE, ...touch, javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(`${site.server.url}/docs/api`);
    const toggle = plain.getByRole('button', { name: 'Docs navigation' });
    const drawer = plain.locator('#drawer');
    expect(await drawer.isVisible()).toBe(false);
    await toggle.click();
    expect(await drawer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('navigation', { name: 'Docs' }).isVisible()).toBe(true);
    await plain.keyboard.press('Escape');
    expect(await drawer.isVisible()).toBe(false);
    await noJs.close();
  });

  it('becomes the sidebar in place again when the screen widens', async () => {
    const { toggle, drawer } = await open('/docs/api');
    await toggle.click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true'); // the sidebar is shown
    expect(await drawer.evaluate((el) => el.matches(':popover-open'))).toBe(false);
    expect(await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const box = (await drawer.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.y).toBeGreaterThan(50); // below the navbar, in the page
    await page.setViewportSize(PHONE);
  });

  it('has nothing axe finds, open, in either color mode', async () => {
    const { toggle, drawer } = await open('/docs/api/resources/leases');
    await page.evaluate(AXE);
    await toggle.click();
    expect(await drawer.isVisible()).toBe(true);
    expect(await inBothModes(page, 'open drawer')).toEqual([]);
  });
});
