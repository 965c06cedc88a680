// Every page of the real site (the not-found page and partials included), each
// loaded once, at phone (390 × 844), tablet (768 × 1024) and desktop (1280 × 800)
// widths, in both color modes:
// - on phones and tablets nothing scrolls sideways (but code blocks and tables,
//   inside themselves), sticks out of the screen, or is a control under 44 px;
// - axe finds no violation of any impact (every rule in light mode, the colour
//   rules in dark mode; the rules about the document's head once per page).
// Two browser tabs share the pages, one per core.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useRealSite, watchProblems } from '../helpers/browser.ts';
import { AXE, DOCUMENT_RULES, inBothModes } from '../helpers/axe.ts';
import { misfits } from '../helpers/misfits.ts';

const site = useRealSite('docs-every-page-');
const WIDTHS = [{ width: 390, height: 844, narrow: true }, { width: 768, height: 1024, narrow: true }, { width: 1280, height: 800, narrow: false }];
const LANES = 2;

interface Findings { misfits: string[]; axe: string[]; problems: string[] }

async function check(page: Page, url: string, found: Findings): Promise<void> {
  await page.setViewportSize(WIDTHS[0]);
  await page.goto(site.server.url + url);
  await page.evaluate(AXE);
  for (const { narrow, ...viewport } of WIDTHS) {
    await page.setViewportSize(viewport);
    const where = `${url} at ${viewport.width} px`;
    if (narrow) found.misfits.push(...(await page.evaluate(misfits)).map((problem) => `${where}: ${problem}`));
    found.axe.push(...(await inBothModes(page, where, viewport === WIDTHS[0] ? [] : DOCUMENT_RULES)));
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  }
}

let walked: Promise<Findings> | undefined;
/** Goes through every page once, for all the tests of this file. */
function walk(): Promise<Findings> {
  walked ??= (async () => {
    const context = await site.browser.newContext();
    const found: Findings = { misfits: [], axe: [], problems: [] };
    await Promise.all(Array.from({ length: LANES }, async (_, lane) => {
      const page = await context.newPage();
      const problems = await watchProblems(page);
      for (const url of site.pages.filter((_, n) => n % LANES === lane)) await check(page, url, found);
      found.problems.push(...problems);
    }));
    await context.close();
    return found;
  })();
  return walked;
}

describe('every page', () => {
  it('is there: more than 50 of them', () => {
    expect(site.pages.length).toBeGreaterThan(50);
  });

  it('on a phone and a tablet, does not scroll sideways, stick out of the screen or have a control under 44 px', async () => {
    expect((await walk()).misfits).toEqual([]);
  }, 600_000);

  it('has nothing axe finds, at any width, in either color mode', async () => {
    expect((await walk()).axe).toEqual([]);
  }, 600_000);

  it('loads without errors', async () => {
    expect((await walk()).problems).toEqual([]);
  }, 600_000);
});
