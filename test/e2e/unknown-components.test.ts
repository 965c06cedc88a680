// What a reader sees of a component the site has not registered yet (a first
// build of another tool's site): its content in a box titled with its name,
// block or inline, readable and accessible in both colour modes.
import { describe, expect, it } from 'vitest';
import { AXE, inBothModes } from '../helpers/axe.ts';
import { useFreshPage, useSite } from '../helpers/browser.ts';

const site = useSite({
  'content/index.md': [
    '# Home', '',
    "import Hero from '@site/src/components/Hero';", '',
    '<Hero title="Acme">', 'Build **faster** with Acme.', '</Hero>', '',
    'A <Pill>new</Pill> feature.',
  ].join('\n'),
});

describe('an unknown component', () => {
  const tab = useFreshPage(site);

  it('shows its content in a dashed box titled with its name, in both colour modes, with no accessibility problem', async () => {
    const { page } = tab;
    await page.goto(`${site.server.url}/docs/`);
    const look = (selector: string) => page.$eval(selector, (box) => {
      const style = getComputedStyle(box);
      const title = getComputedStyle(box, '::before');
      return { border: style.borderTopStyle, display: style.display, title: title.content, titleColor: title.color, text: box.textContent?.trim() };
    });
    const block = await look('div.unknown-component');
    expect(block).toMatchObject({ border: 'dashed', display: 'block', title: '"<Hero> (unknown component)"', text: 'Build faster with Acme.' });
    const inline = await look('p > span.unknown-component');
    expect(inline).toMatchObject({ border: 'dashed', display: 'inline', title: expect.stringContaining('Pill'), text: 'new' });
    expect(await page.getByRole('group', { name: 'Hero (unknown component)' }).isVisible()).toBe(true);
    await page.evaluate(AXE);
    expect(await inBothModes(page, '/docs/')).toEqual([]);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect((await look('div.unknown-component')).titleColor).not.toBe(block.titleColor);
  });
});
