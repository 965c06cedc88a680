// Phones and tablets, in Chromium with a touch screen: no page of the real site
// scrolls sideways (only code blocks and tables do, inside themselves), every
// control is a 44 px tap target (but links in sentences), and the navbar's links and the sidebar are in
// a drawer that opens from the menu button, with the focus managed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useRealSite, watchProblems } from '../helpers/browser.ts';

const site = useRealSite('docs-mobile-');
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };
const touch = { isMobile: true, hasTouch: true };

/**
 * What does not fit a narrow screen, as the page sees it: the page wider than
 * the window, elements that stick out of it and are not inside a scroll
 * container, and controls smaller than 44 × 44 px (links inside the text excepted).
 */
function misfits(): string[] {
  const root = document.scrollingElement!;
  const width = root.clientWidth;
  const found: string[] = [];
  const name = (el: Element) => `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}> "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  const clipped = (el: Element) => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return true;
    return false;
  };
  if (root.scrollWidth > width) found.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${width} px`);
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right <= 0) continue; // not shown, or moved off screen on purpose (the skip link)
    if ((box.right > width + 0.5 || box.left < -0.5) && !clipped(el)) found.push(`sticks out (${Math.round(box.left)}..${Math.round(box.right)} px): ${name(el)}`);
    if (box.top + scrollY < -0.5 && !clipped(el)) found.push(`above the top of the page: ${name(el)}`);
  }
  const controls = document.querySelectorAll('a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex="-1"])');
  for (const el of controls) {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (box.width === 0 || box.right <= 0 || style.visibility === 'hidden' || el.matches(':disabled')) continue;
    if (el.closest('main') && el.tagName === 'A' && style.display === 'inline') continue; // a link in a sentence
    if (box.width < 43.5 || box.height < 43.5) found.push(`tap target ${Math.round(box.width)}×${Math.round(box.height)} px: ${name(el)}`);
  }
  return found;
}

describe('every page, on a phone and on a tablet', () => {
  it('does not scroll sideways, stick out of the screen or have a control under 44 px', async () => {
    expect(site.pages.length).toBeGreaterThan(50);
    // The two sizes side by side, one browser tab each.
    const check = async (viewport: typeof PHONE) => {
      const context = await site.browser.newContext({ viewport, ...touch });
      const page = await context.newPage();
      const problems = await watchProblems(page);
      const found: string[] = [];
      for (const url of site.pages) {
        await page.goto(site.server.url + url);
        found.push(...(await page.evaluate(misfits)).map((problem) => `${url} at ${viewport.width} px: ${problem}`));
      }
      await context.close();
      return [...found, ...problems];
    };
    expect((await Promise.all([check(PHONE), check(TABLET)])).flat()).toEqual([]);
  }, 120_000);
});

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
    // Tab past its last link leaves it, and closes it.
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await drawer.isVisible()).toBe(true);
    await expect.poll(() => focusInside(drawer)).toBe(true);
    await drawer.getByRole('link').first().focus();
    await page.keyboard.press('Shift+Tab');
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await drawer.isVisible()).toBe(true);
    await drawer.getByRole('link').last().focus();
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
});
