// The page's layout in Chromium where long code-like text meets narrow places:
// a Node-style API page's table of contents wraps its entries inside its
// column at 1280 px, and the copy button of a code block never covers code
// text, on a phone (390 px) or at 1280 px, before or after the code scrolls;
// of a light and dark image pair, only the color mode's image shows.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useFreshPage, useSite } from '../helpers/browser.ts';

const LONG_LINE = 'const stream = createReadStream(pathToTheInputFile, { encoding: "utf8", highWaterMark: 65536, start: 0, end: 1024 }); // read the first kilobyte';

/** A small image of one colour. */
const SVG = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="${fill}"/></svg>`;

const site = useSite({
  'content/index.md': '# Home\n\nSee [the file system](./fs.md).\n',
  'content/logo-light.svg': SVG('#fff'),
  'content/logo-dark.svg': SVG('#000'),
  'content/modes.md': [
    '# Color modes',
    '',
    '![GitHub light](./logo-light.svg#gh-light-mode-only)![GitHub dark](./logo-dark.svg#gh-dark-mode-only)',
    '',
    '<img class="light-only" src="./logo-light.svg" alt="VitePress light"><img class="dark-only" src="./logo-dark.svg" alt="VitePress dark">',
    '',
    '![Both](./logo-light.svg)',
    '',
  ].join('\n'),
  'content/fs.md': [
    '# File system',
    '',
    '## Streams',
    '',
    '### fs.createReadStream(path[, options])',
    '',
    'Reads a file.',
    '',
    '### filehandle.readableWebStream([options]).getReader().releaseLock()',
    '',
    'A web stream.',
    '',
    '### fsPromisesFileHandleReadableWebStreamWithoutAnyPlaceToBreakAtAll',
    '',
    'One long word.',
    '',
    '## Examples',
    '',
    '```js',
    LONG_LINE,
    'stream.on("data", (chunk) => console.log(chunk.length));',
    '```',
    '',
    '```js title="read-first-kilobyte-of-a-file-with-a-long-name.js"',
    LONG_LINE,
    '```',
    '',
    '```sh',
    'npm install a-package-with-a-rather-long-name another-package-with-a-long-name',
    '```',
    '',
  ].join('\n'),
});

/** Where boxes overlap: each copy button's box against the boxes of the code text shown in its block (what scrolled out of view excepted). */
function coveredText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const block of document.querySelectorAll('.code-block')) {
      const button = block.querySelector('.copy-code')!.getBoundingClientRect();
      const pre = block.querySelector('pre')!.getBoundingClientRect();
      const walker = document.createTreeWalker(block.querySelector('code')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects()) {
          // Only what shows: inside the pre's box.
          const left = Math.max(box.left, pre.left), right = Math.min(box.right, pre.right);
          const top = Math.max(box.top, pre.top), bottom = Math.min(box.bottom, pre.bottom);
          if (left >= right || top >= bottom || !node.textContent!.trim()) continue;
          if (left < button.right && right > button.left && top < button.bottom && bottom > button.top) found.push(node.textContent!.slice(0, 30));
        }
      }
    }
    return found;
  });
}

for (const [name, viewport] of [['at 1280 px', { width: 1280, height: 800 }], ['on a phone', { width: 390, height: 844 }]] as const) {
  describe(`code blocks ${name}`, () => {
    const tab = useFreshPage(site, { viewport });

    it('show the copy button beside no code text, also once a long line is scrolled', async () => {
      await tab.page.goto(`${site.server.url}/docs/fs`);
      const blocks = tab.page.locator('.code-block');
      expect(await blocks.count()).toBe(3);
      for (let i = 0; i < 3; i++) await expect.poll(() => blocks.nth(i).getByRole('button', { name: 'Copy code' }).isVisible()).toBe(true);
      expect(await coveredText(tab.page)).toEqual([]);
      // The first block's long line scrolls; its text passes by the button's place.
      const scrolled = await blocks.first().locator('pre').evaluate((pre) => {
        pre.scrollLeft = pre.scrollWidth;
        return pre.scrollLeft;
      });
      expect(scrolled).toBeGreaterThan(0);
      expect(await coveredText(tab.page)).toEqual([]);
      // The button still copies: its click reaches it.
      await blocks.nth(2).hover();
      const button = await blocks.nth(2).getByRole('button', { name: 'Copy code' }).boundingBox();
      expect(await tab.page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.className, [button!.x + button!.width / 2, button!.y + button!.height / 2])).toBe('copy-code');
    });
  });
}

describe('the table of contents at 1280 px', () => {
  const tab = useFreshPage(site, { viewport: { width: 1280, height: 800 } });

  it('wraps long code-like headings inside its column', async () => {
    await tab.page.goto(`${site.server.url}/docs/fs`);
    const toc = tab.page.getByRole('navigation', { name: 'On this page' });
    await expect.poll(() => toc.isVisible()).toBe(true);
    const boxes = await toc.locator('a').evaluateAll((links) => links.map((a) => {
      const column = a.closest('.toc')!;
      const range = document.createRange();
      range.selectNodeContents(a);
      const text = range.getBoundingClientRect();
      return { text: a.textContent, right: text.right, lines: a.getClientRects().length && Math.round(a.getBoundingClientRect().height / parseFloat(getComputedStyle(a).lineHeight)), columnRight: column.getBoundingClientRect().right, overflows: column.scrollWidth > column.clientWidth };
    }));
    expect(boxes.map((b) => b.text)).toEqual(['Streams', 'fs.createReadStream(path[, options])', 'filehandle.readableWebStream([options]).getReader().releaseLock()', 'fsPromisesFileHandleReadableWebStreamWithoutAnyPlaceToBreakAtAll', 'Examples']);
    for (const box of boxes) {
      expect(box.right, box.text!).toBeLessThanOrEqual(box.columnRight);
      expect(box.right, box.text!).toBeLessThanOrEqual(1280);
      expect(box.overflows).toBe(false);
    }
    // The long ones take more than one line.
    expect(boxes[2].lines).toBeGreaterThan(1);
    expect(boxes[3].lines).toBeGreaterThan(1);
    // Nothing of the page runs off the window.
    expect(await tab.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });
});

describe('light and dark image pairs', () => {
  const tab = useFreshPage(site, { viewport: { width: 1280, height: 800 } });

  it('show one image of each pair, the one of the color mode, which follows the switch', async () => {
    await tab.page.goto(`${site.server.url}/docs/modes`);
    const shown = () => tab.page.getByRole('img').evaluateAll((images) => images.filter((img) => img.getBoundingClientRect().width > 0).map((img) => img.getAttribute('alt')));
    await expect.poll(shown).toEqual(['GitHub light', 'VitePress light', 'Both']);
    await tab.page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect.poll(shown).toEqual(['GitHub dark', 'VitePress dark', 'Both']);
    await tab.page.reload();
    await expect.poll(shown).toEqual(['GitHub dark', 'VitePress dark', 'Both']);
  });
});
