// Real headless Chromium (Debian's /usr/bin/chromium) driven by playwright-core,
// against a built site served on 127.0.0.1.
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { build } from '../../src/build.ts';
import { makeSite } from './site.ts';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    // The machine has no network beyond loopback: Chromium's own background
    // connections would only fail.
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `dir` on a free port of 127.0.0.1, with a 404 for anything else. */
export async function serveStatic(dir: string, headers: Record<string, string> = {}): Promise<StaticServer> {
  const files = sirv(dir, { dev: true, etag: false, setHeaders: (res) => Object.entries(headers).forEach(([k, v]) => res.setHeader(k, v)) });
  const server: Server = createServer((req, res) => files(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
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

/**
 * For the tests of one file: the real site built into a temporary folder,
 * served on 127.0.0.1, and Chromium, all set up once and torn down after.
 */
export function useRealSite(prefix: string): { readonly server: StaticServer; readonly browser: Browser } {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  return useBuilt(async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), prefix));
    await build({ root, out, env: {} });
    return { out, remove: true };
  });
}

/** The same for a site described inline as { path: contents } (see makeSite). */
export function useSite(files: Record<string, string>): { readonly server: StaticServer; readonly browser: Browser } {
  return useBuilt(async () => ({ out: (await build({ root: await makeSite(files), env: {} })).outDir, remove: false }));
}

function useBuilt(built: () => Promise<{ out: string; remove: boolean }>): { readonly server: StaticServer; readonly browser: Browser } {
  const site = {} as { out?: { out: string; remove: boolean }; server: StaticServer; browser: Browser };
  beforeAll(async () => {
    site.out = await built();
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
