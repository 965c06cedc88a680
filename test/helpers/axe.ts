// axe (axe-core's rules, as Lighthouse and browser extensions run them) in a
// page of the site. It is put into the page with page.evaluate, which the
// pages' strict Content-Security-Policy does not block (a <script> tag would be).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/**
 * The dark mode changes the palette's custom properties and nothing else (the
 * stylesheet's [data-theme="dark"] rules), so in it only the rules about
 * colours can find something new.
 */
export const COLOR_RULES = ['color-contrast', 'link-in-text-block'];
/**
 * Rules that read only the document's head and stylesheets, which neither the
 * width nor the color mode changes: run once per page, at the first width.
 */
export const DOCUMENT_RULES = ['css-orientation-lock', 'meta-refresh', 'meta-viewport', 'meta-viewport-large', 'html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch', 'document-title'];

interface Violation { id: string; impact: string; help: string; nodes: { target: string[] }[] }

/** axe's violations on the page as it is now (only the rules `runOnly`, or all but `skip`), one line each: rule, impact, what, where. */
export async function violations(page: Page, { runOnly, skip = [] }: { runOnly?: string[]; skip?: string[] }): Promise<string[]> {
  const found = await page.evaluate(async ([only, off]) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const rules = only ? { runOnly: only } : { rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])) };
    const result = await axe.run(document, { resultTypes: ['violations'], ancestry: false, xpath: false, ...rules });
    return result.violations;
  }, [runOnly, skip] as const);
  return found.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${v.help}: ${node.target.join(' ')}`));
}

/** Every rule in light mode (less `skip`), the colour rules in dark mode (set as the head script applies a stored choice). */
export async function inBothModes(page: Page, where: string, skip: string[] = []): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    found.push(...(await violations(page, theme === 'dark' ? { runOnly: COLOR_RULES } : { skip })).map((v) => `${where}, ${theme}: ${v}`));
  }
  return found;
}
