// What a reader sees of the conventions of other tools, in Chromium: <Tabs>
// with a groupId that switch together and are remembered across pages (and
// alone without one), <details> that open without JavaScript, and links to
// VitePress's heading ids that land on the heading, and the class and badge
// writers give sidebar items.
import { describe, expect, it } from 'vitest';
import { useFreshPage, useSite } from '../helpers/browser.ts';

const OS_TABS = (text: string) => [
  '<Tabs groupId="os">',
  `  <TabItem value="mac" label="macOS">${text} on macOS.</TabItem>`,
  `  <TabItem value="win" label="Windows">${text} on Windows.</TabItem>`,
  `  <TabItem value="linux" label="Linux">${text} on Linux.</TabItem>`,
  '</Tabs>',
].join('\n');

const FILES = {
  'content/index.md': '# Home\n\nSee [the install guide](./install.mdx).',
  'content/install.mdx': [
    '# Install',
    '',
    OS_TABS('Download'),
    '',
    'Then [configure](./configure.mdx).',
    '',
    '<Tabs>',
    '  <TabItem value="a" label="Alone A">Only A.</TabItem>',
    '  <TabItem value="b" label="Alone B">Only B.</TabItem>',
    '</Tabs>',
    '',
    OS_TABS('Run'),
    '',
    '<details>',
    '<summary>Why so many systems?</summary>',
    'Because **readers** use them all.',
    '</details>',
  ].join('\n'),
  'content/extras/beta.md': '---\ntitle: Beta\nsidebar_class_name: is-beta\nsidebar:\n  badge: New\n---\n\nA beta page.\n',
  'content/packages.md': '# Packages\n\n```bash npm2yarn\nnpm install acme\n```\n\n::: code-group\n```sh [npm]\nnpm run dev\n```\n```sh [pnpm]\npnpm run dev\n```\n:::\n',
  'content/configure.mdx': `# Configure\n\n${OS_TABS('Edit the file')}\n\n${'Filler paragraph.\n\n'.repeat(40)}## server.proxy\n\nThe proxy.\n\n${'More filler.\n\n'.repeat(40)}`,
};

const site = useSite(FILES);
const tab = useFreshPage(site, { viewport: { width: 1200, height: 800 } });

const groups = () => tab.page.getByRole('tablist');
const selectedIn = (index: number) => groups().nth(index).getByRole('tab', { selected: true }).textContent();
const visiblePanels = () => tab.page.getByRole('tabpanel').filter({ visible: true }).allTextContents();

describe('<Tabs groupId>', () => {
  it('switch every group of the page with that id, not the others, by click and by keyboard', async () => {
    await tab.page.goto(`${site.server.url}/docs/install`);
    expect(await groups().count()).toBe(3);
    await expect.poll(() => selectedIn(0)).toBe('macOS');
    await groups().nth(0).getByRole('tab', { name: 'Windows' }).click();
    await expect.poll(() => selectedIn(2)).toBe('Windows');
    expect(await selectedIn(1)).toBe('Alone A');
    expect(await visiblePanels()).toEqual(['Download on Windows.', 'Only A.', 'Run on Windows.']);

    await groups().nth(2).getByRole('tab', { name: 'Windows' }).focus();
    await tab.page.keyboard.press('ArrowRight');
    expect(await tab.page.evaluate(() => document.activeElement?.textContent)).toBe('Linux');
    await expect.poll(() => selectedIn(0)).toBe('Linux');
  });

  it('remember the choice across pages and reloads; a group without an id switches alone and is not remembered', async () => {
    await tab.page.goto(`${site.server.url}/docs/install`);
    await groups().nth(0).getByRole('tab', { name: 'Linux' }).click();
    await groups().nth(1).getByRole('tab', { name: 'Alone B' }).click();
    expect(await visiblePanels()).toEqual(['Download on Linux.', 'Only B.', 'Run on Linux.']);

    await tab.page.locator('.markdown').getByRole('link', { name: 'configure', exact: true }).click(); // client-side navigation
    await expect.poll(() => tab.page.title()).toMatch(/^Configure/);
    await expect.poll(() => selectedIn(0)).toBe('Linux');

    await tab.page.goto(`${site.server.url}/docs/install`);
    await expect.poll(() => selectedIn(0)).toBe('Linux');
    expect(await selectedIn(1)).toBe('Alone A');
    expect(await tab.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('docs-code-tab')))).toEqual(['docs-code-tab.os']);
  });

  it('show every panel under its label without JavaScript', async () => {
    const noScript = await site.browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${site.server.url}/docs/install`);
    expect(await plain.getByRole('tabpanel').filter({ visible: true }).count()).toBe(8);
    expect(await plain.getByRole('tablist').filter({ visible: true }).count()).toBe(0);
    await noScript.close();
  });
});

describe('npm2yarn tabs', () => {
  it('share the reader\'s choice with the code groups that have that package manager, remembered as code tabs are', async () => {
    await tab.page.goto(`${site.server.url}/docs/packages`);
    expect(await groups().count()).toBe(2);
    await groups().nth(0).getByRole('tab', { name: 'pnpm' }).click();
    await expect.poll(() => selectedIn(1)).toBe('pnpm');
    expect(await tab.page.getByRole('tabpanel').filter({ visible: true }).locator('code').allTextContents()).toEqual(['pnpm add acme', 'pnpm run dev']);
    expect(await tab.page.evaluate(() => localStorage.getItem('docs-code-tab'))).toBe('pnpm');
    await tab.page.reload();
    await expect.poll(() => selectedIn(0)).toBe('pnpm');
  });
});

describe('<details>', () => {
  it('opens and closes from its summary, with or without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const ctx = await site.browser.newContext({ javaScriptEnabled });
      const p = await ctx.newPage();
      await p.goto(`${site.server.url}/docs/install`);
      const answer = p.getByText('Because readers use them all.');
      expect(await answer.isVisible()).toBe(false);
      await p.getByText('Why so many systems?').click();
      expect(await answer.isVisible()).toBe(true);
      expect(await p.locator('details strong').textContent()).toBe('readers');
      await ctx.close();
    }
  });
});

describe('VitePress heading ids', () => {
  it('a link to #server-proxy lands on the heading "server.proxy", with or without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const ctx = await site.browser.newContext({ javaScriptEnabled, viewport: { width: 1200, height: 800 } });
      const p = await ctx.newPage();
      await p.goto(`${site.server.url}/docs/configure#server-proxy`);
      const heading = p.getByRole('heading', { name: 'server.proxy' });
      await expect.poll(() => p.evaluate(() => scrollY)).toBeGreaterThan(500);
      const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(200);
      await ctx.close();
    }
  });
});

describe('sidebar items with a class and a badge', () => {
  it('keep them in the full sidebar the runtime puts in place', async () => {
    await tab.page.goto(`${site.server.url}/docs/install`);
    const sidebar = tab.page.getByRole('navigation', { name: 'Docs' });
    // The full sidebar is in place once the category has its button.
    await sidebar.getByRole('button', { name: 'Extras' }).click();
    const beta = sidebar.getByRole('link', { name: 'Beta New' });
    await expect.poll(() => beta.count()).toBe(1);
    expect(await beta.locator('.sidebar-badge').textContent()).toBe('New');
    expect(await beta.evaluate((a) => a.parentElement!.className)).toBe('is-beta');
    expect(await sidebar.getByRole('listitem').filter({ has: tab.page.getByRole('button', { name: 'Extras' }) }).getAttribute('class')).toBe('category expanded');
  });
});
