// Pages written for Docusaurus, VitePress and Astro, built by the shipped docs
// command as a newcomer builds them: each convention reads as the original
// tool shows it, and the build and the strict check both pass.
import { describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { makeSite, outputOf } from '../helpers/site.ts';
import { docs } from '../helpers/cli.ts';

const ESC = '\x1b';
/** A 1×1 PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201e1b1f4f70000000049454e44ae426082', 'hex');

const SITE = {
  'site.config.ts': "export default { productName: 'Acme Docs', partials: ['**/_*.mdx'] };\n",
  'content/a-setup.md': '---\ntitle: Setup\n---\n\n# Setting up the client\n\nSee [the tip](./b-vitepress.md#rotate), [the paragraph](./b-vitepress.md#para) and [the tabs](./b-vitepress.md#pm-tabs).\n',
  'content/b-vitepress.md': [
    '# VitePress page',
    '',
    '::: details Example',
    '::: code-group',
    '```sh [npm]',
    'npm run dev',
    '```',
    '```sh [yarn]',
    'yarn dev',
    '```',
    ':::',
    '',
    '::: tip Rotate keys {#rotate}',
    'Every 90 days.',
    ':::',
    '',
    'A paragraph to link to.',
    '{#para}',
    '',
    ':::tabs key:os {#pm-tabs}',
    '== macOS',
    'Use **brew**.',
    '== Linux',
    'Use apt.',
    ':::',
    '',
    '```ansi',
    `${ESC}[32m✓${ESC}[0m all passed`,
    '```',
  ].join('\n'),
  'content/c-docusaurus.mdx': [
    '---',
    'title: Install',
    'description: Acme <CLI>',
    '---',
    '',
    "import { Content as Intro } from './_intro.mdx';",
    "import shot from './shot.png';",
    "import { Image } from 'astro:assets';",
    '',
    '<Intro />',
    '',
    'You install {frontMatter.description} with {frontmatter.title}:',
    '',
    '```bash npm2yarn',
    'npm install -D acme',
    '```',
    '',
    'To start,',
    'import the sample data.',
    '',
    '- one',
    "{''}",
    '- two',
    '',
    '<Image src={shot} alt="The dashboard" />',
  ].join('\n'),
  'content/_intro.mdx': 'The **intro** part.',
  'content/shot.png': PNG,
};

describe('a site written for other tools, built with docs build', () => {
  it('reads as the original tools show it, and docs check passes', async () => {
    const root = await makeSite(SITE);
    const built = await docs(['build'], root);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    expect((await docs(['check'], root)).code).toBe(0);
    const site = outputOf(root);

    const setup = await site.page('docs/a-setup/index.html');
    expect([...setup.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Setting up the client']);
    expect(setup.title).toBe('Setup | Acme Docs');
    expect(setup.querySelector('.sidebar a[aria-current="page"]')?.textContent).toBe('Setup');

    const vitepress = await site.page('docs/b-vitepress/index.html');
    expect([...vitepress.querySelectorAll('details > .tabs [role="tab"]')].map((t) => t.textContent)).toEqual(['npm', 'yarn']);
    expect(vitepress.querySelector('details')?.nextElementSibling?.id).toBe('rotate');
    expect(vitepress.getElementById('para')?.textContent).toBe('A paragraph to link to.');
    const tabs = vitepress.getElementById('pm-tabs')!;
    expect([tabs.getAttribute('data-group'), ...[...tabs.querySelectorAll('[role="tab"]')].map((t) => t.textContent)]).toEqual(['os', 'macOS', 'Linux']);
    const ansi = vitepress.querySelector('code.language-ansi')!;
    expect(ansi.textContent).toBe('✓ all passed');
    expect(ansi.querySelector('.ansi-green')?.textContent).toBe('✓');

    const mdx = await site.page('docs/c-docusaurus/index.html');
    const paragraphs = [...mdx.querySelectorAll('.markdown > p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['The intro part.', 'You install Acme <CLI> with Install:', 'To start,\nimport the sample data.']);
    expect([...mdx.querySelectorAll('.tabs [role="tabpanel"] code')].map((c) => c.textContent)).toEqual(['npm install -D acme', 'yarn add --dev acme', 'pnpm add -D acme']);
    expect([...mdx.querySelectorAll('.markdown > ul')].map((ul) => ul.children.length)).toEqual([1, 1]);
    const image = mdx.querySelector('img[alt="The dashboard"]')!;
    expect(image.getAttribute('src')).toMatch(/^\/docs\/_\/media\/shot\.[\w-]+\.png$/);
    const media = await readdir(path.join(site.out, 'docs/_/media'));
    expect(media).toContain(path.basename(image.getAttribute('src')!));
  }, 60_000);

  it('fails on a front matter key the page does not have, naming the file and line', async () => {
    const root = await makeSite({ 'content/index.mdx': '---\ntitle: Home\n---\n\nWelcome to {frontMatter.titel}.\n' });
    const built = await docs(['build'], root);
    expect(built.code).toBe(1);
    expect(built.stderr).toContain('content/index.mdx:5');
    expect(built.stderr).toContain('{frontMatter.titel}: the page\'s front matter has no "titel"');
    expect(built.stderr).toContain('did you mean {frontMatter.title}?');
  }, 30_000);
});
