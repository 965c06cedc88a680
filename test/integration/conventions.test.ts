// Whole sites written the Docusaurus way and the VitePress way build as their
// writers meant, and the components a config registers render on every thread.
import { describe, expect, it } from 'vitest';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/build.ts';
import { buildSite, makeSite, outputOf } from '../helpers/site.ts';

const DOCUSAURUS = {
  'site.config.ts': "export default { productName: 'Acme', contentDir: 'docs' };\n",
  'docs/intro.mdx': [
    '---',
    'title: Introduction',
    '---',
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "import TOCInline from '@theme/TOCInline';",
    "import Shared from '@site/docs/_shared.mdx';",
    '',
    'Welcome. <!-- truncate -->',
    '',
    '<TOCInline toc={toc} />',
    '',
    '## Install {#install-it}',
    '',
    '<Tabs groupId="pm">',
    '  <TabItem value="npm" label="npm" default>',
    '    ```bash',
    '    npm install acme',
    '    ```',
    '  </TabItem>',
    '  <TabItem value="yarn" label="Yarn">',
    '    ```bash',
    '    yarn add acme',
    '    ```',
    '  </TabItem>',
    '</Tabs>',
    '',
    ':::caution[Before you **start**]',
    'Back up your data. {/* reviewed */}',
    ':::',
    '',
    '<Shared />',
  ].join('\n'),
  'docs/_shared.mdx': '## Shared part\n\n<details>\n<summary>Why?</summary>\nBecause.\n</details>',
  'docs/next.md': '# Next\n\nSee [installing](./intro.mdx#install-it) and [the shared part](./intro.mdx#shared-part).',
};

const VITEPRESS = {
  'content/index.md': '# Guide\n\n[[toc]]\n\n## Config <Badge type="tip" text="v2" />\n\nSee [server.proxy](./config.md#server-proxy).\n\n::: tip\nA tip.\n:::\n\n> [!WARNING]\n> Careful.\n',
  'content/config.md': '# Config\n\n## server.proxy\n\n::: details Show an example\n::: code-group\n```js [config.js]\nexport default {}\n```\n```ts [config.ts]\nexport default {}\n```\n:::\n:::\n',
};

describe('a Docusaurus-style site', () => {
  it('builds: MDX imports, tabs, a partial, custom ids, titled admonitions, links to them', async () => {
    const site = await buildSite(DOCUSAURUS);
    const intro = await site.page('docs/intro/index.html');
    const text = intro.querySelector('.markdown')!.textContent!;
    expect(text).not.toMatch(/import|truncate|reviewed|\{|:::/);
    expect(intro.getElementById('install-it')?.textContent).toBe('Install');
    expect([...intro.querySelectorAll('.tabs[data-group="pm"] [role="tab"]')].map((t) => t.textContent)).toEqual(['npm', 'Yarn']);
    expect(intro.querySelector('.admonition-caution .admonition-title')?.innerHTML).toBe('Before you <strong>start</strong>');
    expect(intro.querySelector('details > summary')?.textContent).toBe('Why?');
    expect([...intro.querySelectorAll('nav.toc-inline a')].map((a) => a.getAttribute('href'))).toEqual(['#install-it', '#shared-part']);
    const next = await site.page('docs/next/index.html');
    expect([...next.querySelectorAll('.markdown a')].map((a) => a.getAttribute('href'))).toEqual(['/docs/intro#install-it', '/docs/intro#shared-part']);
  });
});

describe('a page\'s "# Title" after import lines and comments', () => {
  it('is its title everywhere, without its custom id, which the h1 takes', async () => {
    const site = await buildSite({
      'content/rates.mdx': "import Tabs from '@theme/Tabs';\n\n<!-- Reviewed in May -->\n\n# Rates and limits {#rates}\n\n## Burst\n\nSee [the top](#rates).\n",
      'content/usage.md': "export const plan = 'team';\n\n# Usage\n\nRead [rates](./rates.mdx#rates) for the {plan} plan.\n",
    });
    const rates = await site.page('docs/rates/index.html');
    expect(rates.title).toBe('Rates and limits | Acme Docs');
    expect([...rates.querySelectorAll('h1')].map((h) => [h.id, h.textContent])).toEqual([['rates', 'Rates and limits']]);
    expect([...rates.querySelectorAll('.sidebar a')].map((a) => a.textContent)).toEqual(['Rates and limits', 'Usage']);
    const usage = await site.page('docs/usage/index.html');
    expect(usage.querySelectorAll('h1').length).toBe(1);
    expect(usage.querySelector('h1')!.hasAttribute('id')).toBe(false);
    expect(usage.querySelector('.prev-next a')?.textContent).toContain('Rates and limits');
    expect(await site.read('llms.txt')).toContain('- [Rates and limits](https://docs.example.com/docs/rates.md)');
    expect(await site.read('docs/rates.md')).toMatch(/^# Rates and limits\n\n## Burst\n/);
    const searchDir = path.join(site.out, 'docs/_/search');
    const search = (await Promise.all((await readdir(searchDir)).map((f) => readFile(path.join(searchDir, f), 'utf8')))).join('');
    expect(search).toContain('Rates and limits');
    expect(search).not.toContain('{#rates}');
  });
});

describe('a page with a front matter title and a "# Heading" of its own', () => {
  it('shows its heading as the h1; the front matter title is the <title>, the sidebar label and the previous/next label', async () => {
    const site = await buildSite({
      'content/a-setup.md': '---\ntitle: Setup\n---\n\n# Setting up the `api_client` {#setting-up}\n\nText.\n',
      'content/b-usage.md': '---\ntitle: Usage\n---\n\n# Usage\n\nSee [the top of setup](./a-setup.md#setting-up).\n',
      'content/c-rates.mdx': '---\ntitle: Rates & limits\n---\n\n# {frontMatter.title}\n\nText.\n',
    });
    const setup = await site.page('docs/a-setup/index.html');
    expect([...setup.querySelectorAll('h1')].map((h) => [h.id, h.textContent])).toEqual([['setting-up', 'Setting up the api_client']]);
    expect(setup.title).toBe('Setup | Acme Docs');
    expect([...setup.querySelectorAll('.sidebar a')].map((a) => a.textContent)).toEqual(['Setup', 'Usage', 'Rates & limits']);
    const usage = await site.page('docs/b-usage/index.html');
    expect([...usage.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Usage']);
    expect(usage.querySelector('.prev-next a')?.textContent).toContain('Setup');
    // "# {frontMatter.title}" is the title itself.
    const rates = await site.page('docs/c-rates/index.html');
    expect([...rates.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Rates & limits']);
  });
});

describe('a VitePress-style site', () => {
  it('builds: ::: containers, code groups, [[toc]], alerts, badges, and links to VitePress anchors', async () => {
    const site = await buildSite(VITEPRESS);
    const index = await site.page('docs/index.html');
    expect(index.querySelector('h2')?.id).toBe('config');
    expect(index.querySelector('h2 .badge-tip')?.textContent).toBe('v2');
    expect(index.querySelector('.admonition-tip')).not.toBeNull();
    expect(index.querySelector('.admonition-warning')?.textContent).toContain('Careful.');
    expect(index.querySelector('a[href="/docs/config#server-proxy"]')).not.toBeNull();
    const config = await site.page('docs/config/index.html');
    expect(config.getElementById('server-proxy')?.closest('h2')?.id).toBe('serverproxy');
    expect([...config.querySelectorAll('details [role="tab"]')].map((t) => t.textContent)).toEqual(['config.js', 'config.ts']);
  });

  it('reports an anchor that neither GitHub nor VitePress would give', async () => {
    const root = await makeSite({ ...VITEPRESS, 'content/index.md': 'See [it](./config.md#server_proxy).' });
    const { warnings } = await build({ root, env: {}, write: false });
    expect(warnings).toMatchObject([{ message: expect.stringContaining('Broken anchor'), file: expect.stringContaining('index.md'), line: 1 }]);
  });

  it('reports the Vue components of a <script setup> page and the unknown components of any page', async () => {
    const root = await makeSite({
      'content/index.md': '<script setup>\nimport Demo from "./Demo.vue"\n</script>\n\n# Home\n\n<Demo />\n\nText with <Unknown /> inside.\n',
    });
    const { warnings } = await build({ root, env: {}, write: false });
    expect(warnings.map((e) => [e.message, e.line])).toEqual([
      ['Unknown component <Demo> (a Vue component of the page\'s <script setup>)', 7],
      ['Unknown component <Unknown>', 9],
    ]);
  });
});

describe('components registered in site.config.ts', () => {
  const files = (pages: number) => ({
    'site.config.ts': "import { defineConfig } from 'docs';\nimport { Counter } from './components/Counter';\n\nexport default defineConfig({ productName: 'Acme', components: { Counter } });\n",
    'components/Counter.tsx': "import { useState, type ReactNode } from 'react';\n\nexport function Counter({ start, children }: { start: number; children?: ReactNode }) {\n  const [count] = useState(start);\n  return <output className=\"counter\" data-count={count}>{children}</output>;\n}\n",
    ...Object.fromEntries(Array.from({ length: pages }, (_, i) => [`content/page-${i}.md`, `# Page ${i}\n\nCount: <Counter start={${i}}>**${i}**</Counter>\n`])),
  });

  it('render with hooks on the main thread and on worker threads, and a change to one renders its pages again', async () => {
    const site = await buildSite(files(110), { threads: 2, diskCache: true });
    for (const i of [0, 55, 109]) {
      const output = (await site.page(`docs/page-${i}/index.html`)).querySelector('output.counter')!;
      expect(output.getAttribute('data-count')).toBe(String(i));
      expect(output.innerHTML).toBe(`<strong>${i}</strong>`);
    }
    // The markdown cache on disk knows the components' code: a new component is a new page.
    const component = path.join(site.root, 'components/Counter.tsx');
    await writeFile(component, (await readFile(component, 'utf8')).replace('className="counter"', 'className="counter changed"'));
    await build({ root: site.root, env: {}, threads: 2 });
    expect((await outputOf(site.root).page('docs/page-3/index.html')).querySelector('output.counter.changed')).not.toBeNull();
  }, 60_000);
});
