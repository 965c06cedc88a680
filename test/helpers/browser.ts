// Real headless Chromium (Debian's /usr/bin/chromium) driven by playwright-core,
// against a built site served on 127.0.0.1.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { build } from '../../src/build.ts';
import { makeSite } from './site.ts';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CLOSED_NETWORK_FLAGS, serveStatic, type StaticServer } from './chromium.ts';

export { CHROMIUM, serveStatic, type StaticServer };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', ...CLOSED_NETWORK_FLAGS] });
}

/** Collects what should never happen on a page: errors, CSP violations. */
export async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

/** A built site served to Chromium, with the address of every page it has. */
export interface SiteInBrowser {
  readonly server: StaticServer;
  readonly browser: Browser;
  /** Every page (partials and the not-found page included), in order: "/docs/", "/docs/api", … */
  readonly pages: string[];
}

/**
 * For the tests of one file: the real site built into a temporary folder,
 * served on 127.0.0.1, and Chromium, all set up once and torn down after.
 */
export function useRealSite(prefix: string): SiteInBrowser {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  return useBuilt(async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), prefix));
    await build({ root, out, env: {} });
    return { out, remove: true };
  });
}

/** The same for a site described inline as { path: contents } (see makeSite). */
export function useSite(files: Record<string, string>): SiteInBrowser {
  return useBuilt(async () => ({ out: (await build({ root: await makeSite(files), env: {} })).outDir, remove: false }));
}

function useBuilt(built: () => Promise<{ out: string; remove: boolean }>): SiteInBrowser {
  const site = {} as { out?: { out: string; remove: boolean }; server: StaticServer; browser: Browser; pages: string[] };
  beforeAll(async () => {
    site.out = await built();
    site.pages = await pagesIn(site.out.out);
    site.server = await serveStatic(site.out.out);
    site.browser = await launchBrowser();
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
    if (site.out?.remove) await rm(site.out.out, { recursive: true, force: true });
  });
  return site;
}

/** The address of every page of a built site (partials and the not-found page included), in order. */
async function pagesIn(out: string): Promise<string[]> {
  const files = (await readdir(out, { recursive: true })).map(String).filter((f) => /(^|[\\/])(index|404)\.html$/.test(f));
  return files.map((f) => `/${f.replaceAll(path.sep, '/').replace(/\/?index\.html$/, '')}`).map((url) => (url === '/docs' ? '/docs/' : url)).sort();
}

export interface FreshPageOptions {
  viewport?: { width: number; height: number };
  /** Lets the page read and write the clipboard (copy buttons). */
  clipboard?: boolean;
}

/**
 * For each test: a page in a fresh browser context, and the problems seen on it
 * (watchProblems), which must be none when the test ends.
 */
export function useFreshPage(site: { readonly browser: Browser; readonly server: StaticServer }, { viewport, clipboard }: FreshPageOptions = {}): { readonly page: Page; readonly problems: string[] } {
  const tab = {} as { context: BrowserContext; page: Page; problems: string[] };
  beforeEach(async () => {
    tab.context = await site.browser.newContext(viewport ? { viewport } : {});
    if (clipboard) await tab.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.url });
    tab.page = await tab.context.newPage();
    tab.problems = await watchProblems(tab.page);
  });
  afterEach(async () => {
    expect(tab.problems).toEqual([]);
    await tab.context.close();
  });
  return tab;
}
