// A writer's own SVG (or HTML) file, copied as it is, never runs its script in
// the site's origin under docs serve: opened directly or framed by a page, it
// is sandboxed (the rule _headers gives it, which docs serve sends).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { serve, type Running } from '../../src/dev/command.ts';
import { build } from '../../src/build.ts';
import { makeSite } from '../helpers/site.ts';
import { launchBrowser } from '../helpers/browser.ts';

// Its script is a file of the site: the site's own policy (script-src 'self') would let it run.
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script href="/docs/files/ran.js"/><circle r="4"/></svg>`;
const SCRIPT = `document.documentElement.setAttribute('data-ran', 'yes');\ntry { top.document.title = 'ran'; } catch {}\n`;

let running: Running;
let browser: Browser;
let base: string;
const terminal = { out: process.stdout.write, err: process.stderr.write };
beforeAll(async () => {
  process.stdout.write = (() => true) as typeof process.stdout.write;
  process.stderr.write = (() => true) as typeof process.stderr.write;
  const root = await makeSite({
    'site.config.ts': `export default { productName: 'Acme Docs', tagline: 'Docs', staticDir: 'static' };\n`,
    'content/index.md': '# Home\n\n![chart](/files/chart.svg)\n',
    'static/files/chart.svg': SVG,
    'static/files/ran.js': SCRIPT,
  });
  running = await serve({ root, host: '127.0.0.1', port: 0, open: false, loadBuild: async () => build });
  base = running.server!.url;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await running?.close();
  process.stdout.write = terminal.out;
  process.stderr.write = terminal.err;
});

describe('an SVG of the static folder with a script, under docs serve', () => {
  it('does not run it when opened directly, nor when a page of the site frames it', async () => {
    const page = await browser.newPage();
    await page.goto(base);
    const media = await page.locator('img[alt=chart]').getAttribute('src');
    expect(media).toBe('/docs/files/chart.svg');
    // Framed by a page of the site: its script would reach the page (same origin).
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
      return new Promise((resolve) => frame.addEventListener('load', resolve));
    }, media!);
    await page.waitForTimeout(500);
    expect(await page.title()).not.toBe('ran');
    const framed = page.frames().find((f) => f.url().endsWith('.svg'))!;
    expect(await framed.evaluate(() => document.documentElement.getAttribute('data-ran'))).toBeNull();
    // Opened directly.
    await page.goto(new URL(media!, base).href);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-ran'))).toBeNull();
    await page.close();
  });
});
