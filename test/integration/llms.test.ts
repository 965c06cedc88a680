// Docs for machines: every page as markdown beside its HTML, llms.txt and
// llms-full.txt (llmstxt.org), the "Copy page" button and its link; and the
// llms setting that turns all of it off.
import { beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buildSite, type BuiltSite } from '../helpers/site.ts';
import { TWO_VERSIONS } from '../fixtures/two-versions.ts';

const CONFIG = (extra = '') => `export default {
  productName: 'Acme Rentals',
  tagline: 'The API for the Acme property manager',
  hosts: { api: 'api.acme.test', docs: 'docs.acme.test' },${extra}
};
`;

const FILES = {
  'site.config.ts': CONFIG(),
  'content/index.md': '---\ntitle: Welcome\ndescription: Start here.\ntemplate: landing\n---\n\n- [Quickstart](./guides/quickstart.md)\n',
  'content/home.md': '---\ntitle: Home\ndescription: A tour.\nsidebar_position: 1\n---\n\nThe tour.\n',
  'content/guides/index.md': '---\ntitle: Guides\ndescription: Step by step.\nsidebar_position: 2\n---\n\nStep by step.\nAll the guides.\n',
  'content/guides/quickstart.md': [
    '---', 'title: Quickstart', 'description: Your first call to {{productName}}.', 'sidebar_position: 1', '---', '',
    '# Quickstart', '',
    'Get a token with the right [scopes](../api/auth.md#scopes), as the [flow](./flow.png) shows:', '',
    '![The token flow](./flow.png)', '',
    ':::warning Keep the secret secret', 'Never put it in a browser; see [below](#call-the-api).', ':::', '',
    '<!-- writers: keep this list short -->',
    '<!--@include: ./_shared/steps.md-->', '',
    '## Call the API', '',
    ':::tabs',
    '```bash title="curl"', 'curl https://{{hosts.api}}/v1/units', '```',
    '```js title="JavaScript" {1}', 'await fetch("https://{{hosts.api}}/v1/units");', '```',
    ':::', '',
    'Write `\\{{hosts.api}}` for the API host.', '',
  ].join('\n'),
  'content/guides/_shared/steps.md': '---\nsidebar: false\n---\n\n1. Create a key in [the dashboard](../../api/auth.md).\n',
  'content/guides/flow.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  'content/guides/advanced.md': '---\ntitle: Advanced\nsidebar_position: 2\n---\n\nMore.\n',
  'content/api/index.md': '---\ntitle: API\nsidebar_position: 3\n---\n\nThe reference.\n',
  'content/api/auth.md': '---\ntitle: Authentication\ndescription: Tokens and scopes.\n---\n\n## Scopes\n\nRead and write.\n',
  'content/api/hidden.md': '---\ntitle: Hidden\nsidebar: false\n---\n\nNot for the index.\n',
};

const O = 'https://docs.acme.test';

async function outputFiles(out: string): Promise<string[]> {
  return (await readdir(out, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())
    .map((e) => path.relative(out, path.join(e.parentPath, e.name)).split(path.sep).join('/')).sort();
}

describe('docs for machines', () => {
  let site: BuiltSite;
  let media: string;
  beforeAll(async () => {
    site = await buildSite(FILES);
    media = (await outputFiles(site.out)).find((f) => f.startsWith('docs/_/media/flow.'))!;
  });

  it('writes each page as markdown beside its HTML: <route>.md, index.html.md for the landing page', async () => {
    const copies = (await outputFiles(site.out)).filter((f) => f.endsWith('.md'));
    expect(copies).toEqual([
      'docs/api.md', 'docs/api/auth.md', 'docs/api/hidden.md', 'docs/guides.md', 'docs/guides/_shared/steps.md',
      'docs/guides/advanced.md', 'docs/guides/quickstart.md', 'docs/home.md', 'docs/index.html.md',
    ]);
  });

  it('writes the markdown with its title and description, includes and placeholders expanded, containers as plain markdown and links absolute', async () => {
    expect(await site.read('docs/guides/quickstart.md')).toBe([
      '# Quickstart', '',
      'Your first call to Acme Rentals.', '',
      `Get a token with the right [scopes](${O}/docs/api/auth#scopes), as the [flow](${O}/${media}) shows:`, '',
      `![The token flow](${O}/${media})`, '',
      '> **Warning:** Keep the secret secret', '>',
      `> Never put it in a browser; see [below](${O}/docs/guides/quickstart#call-the-api).`, '',
      '',
      `1. Create a key in [the dashboard](${O}/docs/api/auth).`, '', '',
      '## Call the API', '',
      '**curl**', '', '```bash', 'curl https://api.acme.test/v1/units', '```', '',
      '**JavaScript**', '', '```js', 'await fetch("https://api.acme.test/v1/units");', '```', '',
      'Write `{{hosts.api}}` for the API host.', '',
    ].join('\n'));
    // A description the page's text begins with is said once.
    expect(await site.read('docs/guides.md')).toBe('# Guides\n\nStep by step.\nAll the guides.\n');
    expect(await site.read('docs/api/auth.md')).toBe('# Authentication\n\nTokens and scopes.\n\n## Scopes\n\nRead and write.\n');
    for (const file of (await outputFiles(site.out)).filter((f) => f.endsWith('.md'))) {
      const text = (await site.read(file))!;
      // No container line, comment or include, placeholder or escaped "\{{", and every link absolute.
      expect(text, file).not.toMatch(/:::|<!--|\{\{\s*productName|\\\{\{|\]\((?!https:\/\/)/);
    }
  });

  it('writes llms.txt: the product, its tagline, then each sidebar section with its pages in order, linking to their markdown with their descriptions', async () => {
    const index = await site.read('docs/llms.txt');
    expect(index).toBe([
      '# Acme Rentals', '',
      '> The API for the Acme property manager', '',
      `Each link is a page as Markdown; all of them, in this order, are in one file: [llms-full.txt](${O}/docs/llms-full.txt).`, '',
      '## Docs', '',
      `- [Home](${O}/docs/home.md): A tour.`, '',
      '## Guides', '',
      `- [Guides](${O}/docs/guides.md): Step by step.`,
      `- [Quickstart](${O}/docs/guides/quickstart.md): Your first call to Acme Rentals.`,
      `- [Advanced](${O}/docs/guides/advanced.md)`, '',
      '## API', '',
      `- [API](${O}/docs/api.md)`,
      `- [Authentication](${O}/docs/api/auth.md): Tokens and scopes.`, '',
      // Pages a reader may land on that the sidebar does not list; partials and pages hidden from the sidebar are not listed.
      '## Optional', '',
      `- [Welcome](${O}/docs/index.html.md): Start here.`, '',
    ].join('\n'));
    // Also at the root of the host, where llmstxt.org looks for it.
    expect(await site.read('llms.txt')).toBe(index);
  });

  it('writes llms-full.txt: every listed page\'s markdown in sidebar order, each under its title with its address', async () => {
    const full = (await site.read('docs/llms-full.txt'))!;
    expect(full.startsWith('# Acme Rentals\n\n> The API for the Acme property manager\n\n# Home\n\nURL: https://docs.acme.test/docs/home\n\nA tour.\n\nThe tour.\n')).toBe(true);
    const pages = [...full.matchAll(/^# (.+)\n\nURL: (\S+)$/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(pages).toEqual([
      `Home ${O}/docs/home`, `Guides ${O}/docs/guides`, `Quickstart ${O}/docs/guides/quickstart`, `Advanced ${O}/docs/guides/advanced`,
      `API ${O}/docs/api`, `Authentication ${O}/docs/api/auth`, `Welcome ${O}/docs/`,
    ]);
    expect(full).toContain((await site.read('docs/guides/quickstart.md'))!.replace('# Quickstart\n\n', ''));
    expect(full).not.toContain('Not for the index.');
    expect(full).toContain(`# Guides\n\nURL: ${O}/docs/guides\n\nStep by step.\nAll the guides.\n`);
  });

  it('gives every doc page a "Copy page" button and a link to its markdown, and its head a link to it', async () => {
    const doc = await site.page('docs/guides/quickstart/index.html');
    const actions = doc.querySelector('main .page-actions')!;
    expect(actions.querySelector('button')?.textContent).toBe('Copy page');
    expect(actions.querySelector('button')?.getAttribute('type')).toBe('button');
    expect(actions.querySelector('a')?.textContent).toBe('View as Markdown');
    expect(actions.querySelector('a')?.getAttribute('href')).toBe('/docs/guides/quickstart.md');
    expect(doc.querySelector('link[rel=alternate][type="text/markdown"]')?.getAttribute('href')).toBe('/docs/guides/quickstart.md');
    expect((await site.page('docs/home/index.html')).querySelector('main .page-actions a')?.getAttribute('href')).toBe('/docs/home.md');
    const landing = await site.page('docs/index.html');
    expect(landing.querySelector('.page-actions')).toBeNull();
    expect(landing.querySelector('link[rel=alternate][type="text/markdown"]')?.getAttribute('href')).toBe('/docs/index.html.md');
    expect((await site.page('docs/404.html')).querySelector('link[rel=alternate][type="text/markdown"]')).toBeNull();
  });

  it('lets pages link to the markdown copies and llms.txt it writes, as Mintlify\'s pages do; with llms: false they are broken links', async () => {
    // A page written in .mdx (a link to a .md file that is a page goes to that page).
    const linking = { ...FILES, 'content/tour.mdx': '---\ntitle: Tour\n---\n\nA tour.\n', 'content/links.md': '---\ntitle: Links\n---\n\nFor agents: [tour](/docs/tour.md), [guides](/docs/guides.md), [home](/docs/index.html.md), [index](/docs/llms.txt), [all](/docs/llms-full.txt).\n' };
    const built = await buildSite(linking);
    expect(built.result.warnings).toEqual([]);
    expect([...(await built.page('docs/links/index.html')).querySelectorAll('main .markdown a')].map((a) => a.getAttribute('href')))
      .toEqual(['/docs/tour.md', '/docs/guides.md', '/docs/index.html.md', '/docs/llms.txt', '/docs/llms-full.txt']);
    const failed = await buildSite({ ...linking, 'site.config.ts': CONFIG('\n  llms: false,') }).catch((e) => e);
    expect(failed.errors.map((e: { message: string }) => e.message)).toEqual([
      'Broken link: /docs/tour.md points to /docs/tour.md, which is not a page of the site',
      'Broken link: /docs/guides.md points to /docs/guides.md, which is not a page of the site',
      'Broken link: /docs/index.html.md points to /docs/index.html.md, which is not a page of the site',
      'Broken link: /docs/llms.txt points to /docs/llms.txt, which is not a page of the site',
      'Broken link: /docs/llms-full.txt points to /docs/llms-full.txt, which is not a page of the site',
    ]);
  });

  it('writes none of it with llms: false', async () => {
    const off = await buildSite({ ...FILES, 'site.config.ts': CONFIG('\n  llms: false,') });
    const files = await outputFiles(off.out);
    expect(files.filter((f) => f.endsWith('.md') || f.includes('llms'))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.html')).length).toBe((await outputFiles(site.out)).filter((f) => f.endsWith('.html')).length);
    const doc = await off.page('docs/guides/quickstart/index.html');
    expect(doc.querySelector('.page-actions')).toBeNull();
    expect(doc.querySelector('link[rel=alternate][type="text/markdown"]')).toBeNull();
  });

  it('gives each version its own, and lists the older versions under Optional in the current one', async () => {
    const versions = await buildSite({ ...TWO_VERSIONS, 'site.config.ts': TWO_VERSIONS['site.config.ts'].replace("productName: 'Acme',", "productName: 'Acme', hosts: { docs: 'docs.acme.test' },") });
    expect(await versions.read('docs/v1/api/auth.md')).toBe(`# Auth v1\n\nBack to [the latest](${O}/docs/api/auth).\n`);
    expect(await versions.read('docs/v1/llms.txt')).toContain(`## API\n\n- [API](${O}/docs/v1/api.md)\n- [Auth v1](${O}/docs/v1/api/auth.md)\n`);
    // A landing page without a title is the product's.
    expect(await versions.read('docs/llms.txt')).toMatch(new RegExp(`## Optional\n\n- \\[Acme\\]\\(${O}/docs/index\\.html\\.md\\)\n- \\[v1\\]\\(${O}/docs/v1/llms\\.txt\\): the pages of version v1\n$`));
    expect(await versions.read('docs/index.html.md')).toBe('# Acme\n\nWelcome to v2.\n');
    expect(await versions.read('docs/v1/llms.txt')).not.toContain('## Optional\n\n- [v');
    expect(await versions.read('llms.txt')).toBe(await versions.read('docs/llms.txt'));
  });
});
