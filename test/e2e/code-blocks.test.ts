// Code blocks as a reader sees them in Chromium: line numbers that are never
// selected or copied, a copy button that copies the code to paste, and marked
// lines readable in both color modes, under the site's strict policy.
import { beforeEach, describe, expect, it } from 'vitest';
import { useFreshPage, useSite } from '../helpers/browser.ts';

const PAGE = [
  '# Code',
  '',
  '```js title="numbered.js" showLineNumbers=9',
  'const first = 1; // a comment',
  '// highlight-next-line',
  'const second = "two";',
  'old(first); // [!code --]',
  'next(second); // [!code ++]',
  'warn(); // [!code warning]',
  'fail(); // [!code error]',
  '```',
  '',
  '```console',
  '$ npm install docs',
  'added 1 package',
  '$ docs build',
  '```',
  // Far below: a long block (an API's example), which the browser lays out only when it nears the screen.
  ...Array.from({ length: 60 }, (_, i) => ['', `Paragraph ${i + 1}.`]).flat(),
  '',
  '```json title="long.json"',
  '[',
  ...Array.from({ length: 59 }, (_, i) => `  { "n": ${i + 1} }${i < 58 ? ',' : ''}`),
  ']',
  '```',
].join('\n');

const site = useSite({ 'content/index.md': PAGE });
const tab = useFreshPage(site, { viewport: { width: 1200, height: 900 }, clipboard: true });
beforeEach(async () => {
  await tab.page.goto(`${site.server.url}/docs/`);
});

const block = (n: number) => tab.page.locator('.code-block').nth(n);

describe('code blocks in the browser', () => {
  it('show line numbers from the first one given, which selecting and copying the code leave out', async () => {
    const numbers = await block(0).locator('.line').evaluateAll((lines) => lines.map((l) => [l.getAttribute('data-n'), getComputedStyle(l, '::before').content]));
    expect(numbers).toEqual(['9', '10', '11', '12', '13', '14'].map((n) => [n, `"${n}" / ""`]));
    const selected = await block(0).locator('code').evaluate((code) => {
      const range = document.createRange();
      range.selectNodeContents(code);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return getSelection()!.toString();
    });
    expect(selected).toBe('const first = 1; // a comment\nconst second = "two";\nold(first);\nnext(second);\nwarn();\nfail();');
  });

  it('copy the code as the reader should paste it: no magic comment, no removed line, no prompt or output', async () => {
    await block(0).hover();
    await block(0).getByRole('button', { name: 'Copy code' }).click();
    expect(await tab.page.evaluate(() => navigator.clipboard.readText())).toBe('const first = 1; // a comment\nconst second = "two";\nnext(second);\nwarn();\nfail();');
    await block(1).hover();
    await block(1).getByRole('button', { name: 'Copy code' }).click();
    expect(await tab.page.evaluate(() => navigator.clipboard.readText())).toBe('npm install docs\ndocs build');
  });

  it('lay out a long block only near the screen, its text in the page all along and copied whole', async () => {
    const long = block(2);
    const state = () => long.evaluate((b) => ({ contentVisibility: getComputedStyle(b).contentVisibility, shown: b.querySelector('code')!.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions) }));
    expect(await block(0).evaluate((b) => getComputedStyle(b).contentVisibility)).toBe('visible');
    expect(await state()).toEqual({ contentVisibility: 'auto', shown: false });
    // Skipped, it is still in the page: found by its text and its accessible name.
    expect(await tab.page.getByText('"n": 59').count()).toBe(1);
    await long.scrollIntoViewIfNeeded();
    // The browser lays it out in a frame after the scroll: a loaded machine may take a few.
    await expect.poll(state).toEqual({ contentVisibility: 'auto', shown: true });
    expect((await long.locator('pre').boundingBox())!.height).toBeGreaterThan(61 * 15);
    await long.hover();
    await long.getByRole('button', { name: 'Copy code' }).click();
    expect((await tab.page.evaluate(() => navigator.clipboard.readText())).split('\n')).toHaveLength(61);
  });

  it('say what a marked line is by a sign, not by colour alone', async () => {
    const signs = await block(0).locator('.line').evaluateAll((lines) => lines.map((l) => getComputedStyle(l, '::after').content));
    expect(signs.map((s) => s.replace(/ \/ .*/, ''))).toEqual(['none', 'none', '"-"', '"+"', '"!"', '"×"']);
  });

  it.each(['light', 'dark'])('keep every token of a marked line at 4.5:1 or more in %s mode', async (theme) => {
    await tab.page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    const ratios = await tab.page.locator('.line').evaluateAll((lines) => {
      const rgb = (c: string) => c.match(/[\d.]+/g)!.slice(0, 3).map(Number);
      const luminance = (c: number[]) => c.map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
      const contrast = (a: string, b: string) => {
        const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((p, q) => q - p);
        return (x + 0.05) / (y + 0.05);
      };
      return lines.flatMap((line) => {
        const own = getComputedStyle(line).backgroundColor;
        const background = own === 'rgba(0, 0, 0, 0)' ? getComputedStyle(line.closest('pre')!).backgroundColor : own;
        return [line, ...line.querySelectorAll('span')].map((el) => [el.textContent, contrast(getComputedStyle(el).color, background)] as const);
      });
    });
    expect(ratios.length).toBeGreaterThan(10);
    for (const [text, ratio] of ratios) expect(ratio, `${theme}: ${text}`).toBeGreaterThanOrEqual(4.5);
  });
});
