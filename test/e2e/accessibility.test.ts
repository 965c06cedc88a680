// axe (axe-core's rules, as Lighthouse and browser extensions run them) on every
// page of the real site, at phone, tablet and desktop widths, in both color
// modes: no violation of any impact. axe is put into each page with
// page.evaluate, which the pages' strict Content-Security-Policy does not block
// (a <script> tag would be). Each page is loaded once; the width and the color
// mode change around it. Two browser tabs share the pages, one per core.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useRealSite, watchProblems } from '../helpers/browser.ts';

const site = useRealSite('docs-axe-');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WIDTHS = [{ width: 390, height: 844 }, { width: 768, height: 1024 }, { width: 1280, height: 800 }];
/**
 * The dark mode changes the palette's custom properties and nothing else (the
 * stylesheet's [data-theme="dark"] rules), so in it only the rules about
 * colours can find something new.
 */
const COLOR_RULES = ['color-contrast', 'link-in-text-block'];
/**
 * Rules that read only the document's head and stylesheets, which neither the
 * width nor the color mode changes: run once per page, at the first width.
 */
const DOCUMENT_RULES = ['css-orientation-lock', 'meta-refresh', 'meta-viewport', 'meta-viewport-large', 'html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch', 'document-title'];
const LANES = 2;

interface Violation { id: string; impact: string; help: string; nodes: { target: string[] }[] }

/** axe's violations on the page as it is now (only the rules `runOnly`, or all but `skip`), one line each: rule, impact, what, where. */
async function violations(page: Page, { runOnly, skip = [] }: { runOnly?: string[]; skip?: string[] }): Promise<string[]> {
  const found = await page.evaluate(async ([only, off]) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const rules = only ? { runOnly: only } : { rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])) };
    const result = await axe.run(document, { resultTypes: ['violations'], ancestry: false, xpath: false, ...rules });
    return result.violations;
  }, [runOnly, skip] as const);
  return found.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${v.help}: ${node.target.join(' ')}`));
}

/** Every rule in light mode (less `skip`), the colour rules in dark mode (set as the head script applies a stored choice). */
async function inBothModes(page: Page, where: string, skip: string[] = []): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    found.push(...(await violations(page, theme === 'dark' ? { runOnly: COLOR_RULES } : { skip })).map((v) => `${where}, ${theme}: ${v}`));
  }
  return found;
}

describe('accessibility', () => {
  it('axe finds nothing on any page, at any width, in either color mode', async () => {
    expect(site.pages.length).toBeGreaterThan(50);
    const context = await site.browser.newContext();
    const lane = async (urls: string[]) => {
      const page = await context.newPage();
      const problems = await watchProblems(page);
      const found: string[] = [];
      for (const url of urls) {
        await page.setViewportSize(WIDTHS[0]);
        await page.goto(site.server.url + url);
        await page.evaluate(AXE);
        for (const viewport of WIDTHS) {
          await page.setViewportSize(viewport);
          found.push(...(await inBothModes(page, `${url} at ${viewport.width} px`, viewport === WIDTHS[0] ? [] : DOCUMENT_RULES)));
        }
      }
      return [...found, ...problems];
    };
    const lanes = Array.from({ length: LANES }, (_, i) => site.pages.filter((_, n) => n % LANES === i));
    const found = (await Promise.all(lanes.map(lane))).flat();
    await context.close();
    expect(found).toEqual([]);
  }, 600_000);

  it('axe finds nothing in the open drawer', async () => {
    const context = await site.browser.newContext({ viewport: WIDTHS[0], isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/docs/api/resources/leases`);
    await page.evaluate(AXE);
    await page.getByRole('button', { name: 'Docs navigation' }).click();
    expect(await page.locator('#drawer').isVisible()).toBe(true);
    expect(await inBothModes(page, 'open drawer')).toEqual([]);
    await context.close();
  });
});
