// The site under a strict Content-Security-Policy: no inline script runs unless
// its hash is allowed, no eval; everything still works and nothing is blocked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build } from '../../src/build.ts';
import { launchBrowser, serveStatic, watchProblems, type StaticServer } from '../helpers/browser.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let out: string;
let server: StaticServer;
let browser: Browser;
let policy: string;

beforeAll(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'docs-csp-'));
  await build({ root: ROOT, out, env: {} });
  // The policy of the _headers file, sent as a real header on top of each page's meta tag.
  policy = (await readFile(path.join(out, '_headers'), 'utf8')).match(/Content-Security-Policy: (.*)/)![1];
  server = await serveStatic(out, { 'Content-Security-Policy': policy });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(out, { recursive: true, force: true });
});

describe('a strict Content-Security-Policy', () => {
  it('allows inline scripts only by hash, and never eval', () => {
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('is in every page, and the site works under it without a single violation', async () => {
    const page = await browser.newPage();
    const problems = await watchProblems(page);
    await page.goto(`${server.url}/docs/`);
    expect(await page.locator('meta[http-equiv=Content-Security-Policy]').getAttribute('content')).toContain("script-src 'self' 'sha256-");
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.getByRole('link', { name: 'API Reference' }).first().click();
    await expect.poll(() => page.title()).toBe('API Reference | Keyway');
    await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Supported objects' }).click();
    await expect.poll(() => page.title()).toBe('Supported objects | Keyway');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(problems).toEqual([]);
    await page.close();
  });
});
