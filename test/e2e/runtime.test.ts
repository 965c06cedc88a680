// The browser runtime in real Chromium, against the real site served on 127.0.0.1.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useRealSite, watchProblems } from '../helpers/browser.ts';

const site = useRealSite('docs-e2e-');
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeEach(async () => {
  context = await site.browser.newContext();
  page = await context.newPage();
  problems = await watchProblems(page);
});
afterEach(async () => {
  await context.close();
});

/** Marks the window, so that a full page load (which would lose the mark) can be told apart. */
const markWindow = () => page.evaluate(() => ((window as unknown as { mark: number }).mark = 42));
const stillSameWindow = () => page.evaluate(() => (window as unknown as { mark?: number }).mark === 42);
/** Puts a link that the site itself does not have at the top of the content. */
const addLink = (href: string, text: string) => page.evaluate(([h, t]) => {
  const a = document.createElement('a');
  a.href = h;
  a.textContent = t;
  document.getElementById('content')!.prepend(a);
}, [href, text]);
const chunkRequests = (route: string) => {
  const seen: string[] = [];
  page.on('request', (r) => r.url().includes(`/_/chunks/${route}`) && seen.push(r.url()));
  return seen;
};

describe('client-side navigation', () => {
  it('swaps the page without a full load: content, title, sidebar, table of contents', async () => {
    await page.goto(`${site.server.url}/docs/api`);
    await markWindow();
    await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Data model' }).click();
    await expect.poll(() => page.title()).toBe('Data model | Keyway');
    expect(page.url()).toBe(`${site.server.url}/docs/api/data`);
    expect(await stillSameWindow()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Data model');
    expect(await page.locator('#sidebar [aria-current=page]').textContent()).toBe('Data model');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe('https://docs.keyway.example/docs/api/data');
    expect(problems).toEqual([]);
  });

  it('works on a page whose address has a fragment that is no percent-encoding', async () => {
    await page.goto(`${site.server.url}/docs/api#%E0%A4%A`);
    await markWindow();
    await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Data model' }).click();
    await expect.poll(() => page.title()).toBe('Data model | Keyway');
    expect(await stillSameWindow()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('goes back and forward, restoring the page and its scroll position', async () => {
    await page.goto(`${site.server.url}/docs/api/reference/auth`);
    await markWindow();
    await page.evaluate(() => scrollTo(0, 400));
    await page.getByRole('link', { name: 'Polling' }).first().click();
    await expect.poll(() => page.title()).toBe('Polling | Keyway');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.title()).toBe('Authentication | Keyway');
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(400);
    await page.goForward();
    await expect.poll(() => page.title()).toBe('Polling | Keyway');
    expect(await stillSameWindow()).toBe(true);
  });

  it('scrolls to the anchor of the address, below the sticky navbar', async () => {
    await page.goto(`${site.server.url}/docs/api`);
    await addLink('/docs/api/reference/auth#scopes', 'to scopes');
    await page.getByRole('link', { name: 'to scopes' }).click();
    await expect.poll(() => page.title()).toBe('Authentication | Keyway');
    const top = await page.locator('#scopes').evaluate((h) => h.getBoundingClientRect().top);
    const navbar = await page.locator('header.navbar').evaluate((h) => h.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(navbar);
    expect(top).toBeLessThan(navbar + 40);
  });

  it('follows a link to an anchor on the same page without fetching anything', async () => {
    await page.goto(`${site.server.url}/docs/api/reference/rate-limiting`);
    await markWindow();
    const requests: string[] = [];
    page.on('request', (r) => (r.isNavigationRequest() || r.url().includes('rate-limiting')) && requests.push(r.url()));
    const link = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').nth(1);
    const hash = await link.getAttribute('href');
    await link.click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    expect(page.url()).toBe(`${site.server.url}/docs/api/reference/rate-limiting${hash}`);
    expect(requests).toEqual([]);
    expect(await stillSameWindow()).toBe(true);
  });

  it('shows the not-found view for an address the site does not have', async () => {
    await page.goto(`${site.server.url}/docs/api`);
    await markWindow();
    await addLink('/docs/no/such/page', 'nowhere');
    await page.getByRole('link', { name: 'nowhere' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.title()).toBe('Page not found | Keyway');
    expect(await stillSameWindow()).toBe(true);
  });

  it('falls back to a full load when the chunk belongs to another build', async () => {
    await page.route('**/_/chunks/api~data.json', async (route) => {
      const response = await route.fetch();
      const chunk = await response.json();
      await route.fulfill({ response, json: { ...chunk, buildId: 'another-build' } });
    });
    await page.goto(`${site.server.url}/docs/api`);
    await markWindow();
    await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Data model' }).click();
    await expect.poll(() => page.title()).toBe('Data model | Keyway');
    await expect.poll(() => stillSameWindow()).toBe(false);
  });
});

describe('loading and failing', () => {
  it('shows the spinner at once, and the progress bar only after 1000 ms', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_/chunks/api~data.json', async (route) => {
      await released;
      await route.continue();
    });
    // Times taken in the page itself, so that a slow test machine cannot blur them.
    await page.addInitScript(() => {
      const times: Record<string, number> = {};
      (window as unknown as { times: Record<string, number> }).times = times;
      document.addEventListener('click', () => (times.click ??= performance.now()), true);
      new MutationObserver(() => {
        if (document.querySelector('[role=status][aria-label=Loading]')) times.spinner ??= performance.now();
        if (document.querySelector('[role=progressbar]')) times.bar ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const times = () => page.evaluate(() => (window as unknown as { times: Record<string, number> }).times);
    await page.goto(`${site.server.url}/docs/api`);
    await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Data model' }).click();
    await expect.poll(() => page.getByRole('status', { name: 'Loading' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 3000 }).toBe(1);
    const { click, spinner, bar } = await times();
    expect(spinner - click).toBeLessThan(100);
    expect(bar - click).toBeGreaterThanOrEqual(1000);
    expect(bar - click).toBeLessThan(2000);
    release();
    await expect.poll(() => page.title()).toBe('Data model | Keyway');
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(await page.getByRole('status', { name: 'Loading' }).count()).toBe(0);
  });

  it('shows an error with Retry when the load fails, and Retry loads the page', async () => {
    let fail = true;
    await page.route('**/_/chunks/api~data.json', (route) => (fail ? route.abort('internetdisconnected') : route.continue()));
    await page.goto(`${site.server.url}/docs/api`);
    await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Data model' }).click();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(page.url()).toBe(`${site.server.url}/docs/api/data`);
    expect(await page.getByRole('alert').textContent()).toContain('could not be loaded');
    fail = false;
    await retry.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Data model');
  });

  it('treats a 5xx as a failure worth a retry', async () => {
    await page.route('**/_/chunks/api~data.json', (route) => route.fulfill({ status: 503, body: 'busy' }));
    await page.goto(`${site.server.url}/docs/api`);
    await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Data model' }).click();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('503');
  });
});

describe('prefetch', () => {
  it('fetches a chunk when its link is hovered, and the navigation reuses it', async () => {
    const seen = chunkRequests('api~data.json');
    await page.goto(`${site.server.url}/docs/api`);
    await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Data model' }).hover();
    await expect.poll(() => seen.length).toBe(1);
    await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Data model' }).click();
    await expect.poll(() => page.title()).toBe('Data model | Keyway');
    expect(seen.length).toBe(1);
  });

  it('fetches the chunks of links in view at idle time', async () => {
    const seen = chunkRequests('');
    await page.goto(`${site.server.url}/docs/api`);
    await expect.poll(() => seen.length, { timeout: 5000 }).toBeGreaterThan(3);
  });

  for (const [name, connection] of [['the data saver is on', { saveData: true, effectiveType: '4g' }], ['the connection is 2g', { saveData: false, effectiveType: '2g' }]] as const) {
    it(`fetches nothing ahead when ${name}`, async () => {
      await page.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c }), connection);
      const seen = chunkRequests('');
      await page.goto(`${site.server.url}/docs/api`);
      await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Data model' }).hover();
      await page.waitForTimeout(2500);
      expect(seen).toEqual([]);
      await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Data model' }).click();
      await expect.poll(() => page.title()).toBe('Data model | Keyway');
    });
  }
});

describe('color mode', () => {
  it('is light by default, even when the system prefers dark', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${site.server.url}/docs/api`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  });

  it('switches with the navbar button and persists, applied before the first paint', async () => {
    await page.goto(`${site.server.url}/docs/api`);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.getByRole('button', { name: 'Switch to light mode' }).count()).toBe(1);
    await page.addInitScript(() => {
      requestAnimationFrame(() => ((window as unknown as { firstFrameTheme: string }).firstFrameTheme = document.documentElement.dataset.theme!));
    });
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { firstFrameTheme?: string }).firstFrameTheme);
    expect(await page.evaluate(() => (window as unknown as { firstFrameTheme: string }).firstFrameTheme)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(17, 20, 24)');
    expect(problems).toEqual([]);
  });
});

describe('sidebar', () => {
  it('hides and shows with its button, and the choice persists', async () => {
    await page.goto(`${site.server.url}/docs/api`);
    const toggle = page.getByRole('button', { name: 'Docs navigation' });
    const sidebar = page.getByRole('navigation', { name: 'Docs' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await sidebar.isVisible()).toBe(true);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar.isVisible()).toBe(false);
    await page.reload();
    expect(await sidebar.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await sidebar.isVisible()).toBe(true);
  });

  it('is a drawer opened from the navbar on a narrow screen', async () => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(`${site.server.url}/docs/api/resources/leases`); // a sidebar longer than the screen
    const toggle = page.getByRole('button', { name: 'Docs navigation' });
    const sidebar = page.getByRole('navigation', { name: 'Docs' });
    expect(await sidebar.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await sidebar.isVisible()).toBe(true);
    // The drawer opens below the navbar, whose button still closes it.
    const navbarBottom = (await page.locator('header.navbar').boundingBox())!.height;
    expect((await page.locator('#drawer').boundingBox())!.y).toBeGreaterThanOrEqual(navbarBottom - 1);
    await toggle.click();
    expect(await sidebar.isVisible()).toBe(false);
    await toggle.click();
    await sidebar.getByRole('link', { name: 'Owners' }).click();
    await expect.poll(() => page.title()).toBe('Owners | Keyway');
    expect(await sidebar.isVisible()).toBe(false);
  });
});

describe('without JavaScript', () => {
  it('every page reads and links well', async () => {
    const noJs = await site.browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(`${site.server.url}/docs/api`);
    expect(await plain.getByRole('button', { name: 'Docs navigation' }).isVisible()).toBe(false);
    await plain.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Data model' }).click();
    await plain.waitForURL(`${site.server.url}/docs/api/data`);
    expect(await plain.getByRole('heading', { level: 1 }).textContent()).toBe('Data model');
    await noJs.close();
  });
});
