// Folders written for Docusaurus (and VitePress, Starlight) built as they are:
// _category_ files, ids, links written the ways those writers write them,
// front matter, file names made of punctuation, a static folder; and every page
// reachable without JavaScript by following links from /docs/.
import { beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/build.ts';
import { BuildFailure } from '../../src/errors.ts';
import { MINIMAL_CONFIG, buildErrors, buildSite, makeSite, type BuiltSite } from '../helpers/site.ts';
import { crawl, fromFolder, pagesOf } from '../helpers/crawl.ts';
import { createSearch } from '../../src/shared/search.ts';

const CONFIG = `export default {
  productName: 'Gadget', tagline: 'Docs for tests', editUrl: 'https://git.example/gadget/edit/main/docs/',
  staticDir: 'static', partials: ['**/_*.md'],
};\n`;

const FILES = {
  'site.config.ts': CONFIG,
  'content/index.md': '---\ntemplate: landing\n---\n\nStart with [the introduction](intro) or the [guides](./01-guides/).\n',
  'content/intro.md': '---\nid: introduction\ntitle: Introduction\nsidebar_position: 1\nkeywords: [gadget, intro]\nimage: /img/card.png\n---\n\nInstall it: [install](./01-guides/02-install.md#requirements), [configure](01-guides/configure), by id: [first steps](guides/first-steps), [the CLI](/docs/reference/cli#flags), without the base URL: [the CLI](/reference/cli).\n\nDownload [the manual](/files/manual.pdf) and see ![the logo](/img/logo.png).\n\n<!--@include: ./_shared.md-->\n',
  'content/_shared.md': 'Shared text from a partial.\n',
  'content/01-guides/_category_.json': '{ "label": "Guides", "position": 2, "link": { "type": "generated-index", "description": "Learn to use Gadget." } }',
  'content/01-guides/02-install.md': '---\ntitle: Install\ndescription: Put Gadget on your machine.\npagination_next: reference/cli\n---\n\n## Requirements\n\nText.\n',
  'content/01-guides/01-setup.md': '---\nid: first-steps\ntitle: First steps\nhide_title: true\ntoc_max_heading_level: 4\ncustom_edit_url: null\nlast_update: { date: 2024-02-03, author: Ana }\n---\n\n## One\n\n### Two\n\n#### Three\n',
  'content/01-guides/configure.mdx': '---\ntitle: Configure\nunlisted: true\n---\n\nA page for those who have its address: zanzibarquux.\n',
  'content/01-guides/wip.md': '---\ntitle: Work in progress\ndraft: true\n---\n\nNot yet.\n',
  'content/reference/cli.md': '---\ntitle: CLI\nhead: [[meta, { name: theme-color, content: "#123456" }]]\n---\n\n## Flags\n\nSee [the intro](../intro.md) and [c++](./c++.md).\n',
  'content/reference/c++.md': '# C++ bindings\n',
  'content/reference/[.md': '# The [ command\n',
  'content/reference/!.md': '# The ! command\n',
  'content/reference/%.md': '# The % command\n',
  'content/reference/über.md': '# Über\n',
  'content/reference/日本語.md': '# 日本語\n',
  'static/img/card.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 1]),
  'static/img/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 2]),
  'static/files/manual.pdf': Buffer.from('%PDF-1.4'),
};

describe('a Docusaurus-shaped folder', () => {
  let site: BuiltSite & { result: Awaited<ReturnType<typeof build>> };
  const links = async (file: string) => [...(await site.page(file)).querySelectorAll('main .markdown a:not(.heading-link)')].map((a) => a.getAttribute('href'));
  beforeAll(async () => {
    site = await buildSite(FILES);
  });

  it('builds every file at a route of its own, leaving out partials and drafts', async () => {
    const pages = pagesOf((await readdir(site.out, { recursive: true })).map((f) => f.split(path.sep).join('/'))).sort();
    expect(pages).toEqual([
      '/docs/', '/docs/guides', '/docs/guides/configure', '/docs/guides/first-steps', '/docs/guides/install', '/docs/introduction',
      '/docs/reference', '/docs/reference/(exclamation)', '/docs/reference/(open-bracket)', '/docs/reference/(percent)', '/docs/reference/c-plus-plus',
      '/docs/reference/cli', '/docs/reference/über', '/docs/reference/日本語',
    ]);
    expect(site.result.notes.map((n) => n.message)).toEqual([]);
  });

  it('resolves links to files, routes, folders, ids and site paths, and to the static folder', async () => {
    expect(await links('docs/introduction/index.html')).toEqual([
      '/docs/guides/install#requirements', '/docs/guides/configure', '/docs/guides/first-steps', '/docs/reference/cli#flags', '/docs/reference/cli',
      '/docs/files/manual.pdf',
    ]);
    expect((await site.page('docs/introduction/index.html')).querySelector('main img')?.getAttribute('src')).toBe('/docs/img/logo.png');
    expect(await site.read('docs/files/manual.pdf')).toBe('%PDF-1.4');
    expect(await links('docs/index.html')).toEqual(['/docs/introduction', '/docs/guides']);
    expect(await links('docs/reference/cli/index.html')).toEqual(['/docs/introduction', '/docs/reference/c-plus-plus']);
  });

  it('points raw HTML at the files of the site too (the static folder\'s, files beside the page), and leaves other paths as written', async () => {
    const built = await buildSite({
      ...FILES,
      'content/html.md': '# HTML\n\n<img class="wide" src="/img/logo.png" alt="Logo" />\n\n<p>Get <a href=\'/files/manual.pdf?v=2#p3\'>the manual</a> or <a href="/elsewhere/app">the app</a>; <img src="https://img.example/x.png"></p>\n\n<a href="https://example.com/x.png"><img class="beside" src="./images/diagram.svg"></a>\n',
      'content/images/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const html = (await built.page('docs/html/index.html')).querySelector('main .markdown')!;
    expect(html.querySelector('img.wide')!.getAttribute('src')).toBe('/docs/img/logo.png');
    const beside = html.querySelector('img.beside')!.getAttribute('src')!;
    expect(beside).toMatch(/^\/docs\/_\/media\/diagram\.[0-9a-f]+\.svg$/);
    expect(await built.read(beside.slice(1))).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect([...html.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/docs/files/manual.pdf?v=2#p3', '/elsewhere/app', 'https://example.com/x.png']);
    expect(html.querySelector('p img')!.getAttribute('src')).toBe('https://img.example/x.png');
    // An image of the static folder that is not there is an error, as a missing one beside the page is.
    const failed = await buildSite({ ...FILES, 'content/html.md': '# HTML\n\n<p>See <img src="/img/missing.png"></p>\n' }).catch((e: BuildFailure) => e);
    expect(failed).toBeInstanceOf(BuildFailure);
    expect((failed as BuildFailure).errors.map((e) => [e.message, path.basename(e.file ?? ''), e.line])).toEqual([['Image not found: /img/missing.png (/img/missing.png is no file of the static folder)', 'html.md', 3]]);
  });

  it('includes partials, which are no pages', async () => {
    expect((await site.page('docs/introduction/index.html')).querySelector('main')!.textContent).toContain('Shared text from a partial.');
  });

  it('gives a generated index page to a folder with its cards, and uses the category file', async () => {
    const index = await site.page('docs/guides/index.html');
    expect(index.querySelector('main h1')!.textContent).toBe('Guides');
    expect(index.querySelector('main .markdown > p')!.textContent).toBe('Learn to use Gadget.');
    const cards = [...index.querySelectorAll('main .cards li')].map((li) => [li.querySelector('a')!.getAttribute('href'), li.textContent!.trim()]);
    expect(cards).toEqual([
      ['/docs/guides/first-steps', 'First steps'],
      ['/docs/guides/install', 'Install\nPut Gadget on your machine.'],
    ]);
    expect(index.querySelector('main .page-meta')).toBeNull(); // no file to edit
    // A folder without a category file gets one at its own route.
    expect([...(await site.page('docs/reference/index.html')).querySelectorAll('main .cards a')].map((a) => a.textContent)).toContain('CLI');
  });

  it('puts meta tags of the front matter in the head', async () => {
    const intro = await site.page('docs/introduction/index.html');
    expect(intro.querySelector('meta[name=keywords]')?.getAttribute('content')).toBe('gadget, intro');
    expect(intro.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://docs.example.com/docs/img/card.png');
    const cli = await site.page('docs/reference/cli/index.html');
    expect(cli.querySelector('meta[name=theme-color]')?.getAttribute('content')).toBe('#123456');
    expect(cli.querySelector('meta[name=robots]')).toBeNull();
  });

  it('hides the title, sets the levels of the table of contents, the edit link and the last update', async () => {
    const doc = await site.page('docs/guides/first-steps/index.html');
    expect(doc.querySelector('main h1')).toBeNull();
    expect(doc.title).toBe('First steps | Gadget');
    expect([...doc.querySelectorAll('#toc a')].map((a) => a.textContent)).toEqual(['One', 'Two', 'Three']);
    expect(doc.querySelector('main .page-meta')!.textContent).toBe('Last updated February 3, 2024 by Ana');
    const install = await site.page('docs/guides/install/index.html');
    expect(install.querySelector('main .page-meta a')?.getAttribute('href')).toBe('https://git.example/gadget/edit/main/docs/01-guides/02-install.md');
  });

  it('follows pagination_next, and keeps unlisted pages out of prev/next, the sidebar, the sitemap and search', async () => {
    const install = await site.page('docs/guides/install/index.html');
    expect(install.querySelector('a[rel=next]')?.getAttribute('href')).toBe('/docs/reference/cli');
    const configure = await site.page('docs/guides/configure/index.html');
    expect(configure.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex');
    expect([...install.querySelectorAll('#sidebar a')].map((a) => a.getAttribute('href'))).not.toContain('/docs/guides/configure');
    expect(await site.read('docs/sitemap.xml')).not.toContain('configure');
    expect(await site.read('docs/sitemap.xml')).toContain('<loc>https://docs.example.com/docs/reference/%C3%BCber</loc>');
    const { search } = createSearch(async (file) => JSON.parse((await site.read(`docs/_/search/${file}`))!));
    expect(await search('zanzibarquux')).toEqual([]);
    expect((await search('requirements'))[0].record[0]).toBe('/docs/guides/install#requirements');
  });

  it('lets a reader without JavaScript reach every page from /docs/ by following links', async () => {
    const reached = await crawl(fromFolder(site.out));
    const listed = pagesOf((await readdir(site.out, { recursive: true })).map((f) => f.split(path.sep).join('/')));
    // The unlisted page too: the introduction links to it.
    expect(listed.filter((url) => !reached.has(url))).toEqual([]);
    expect(reached.size).toBe(listed.length);
  });

  it('serves drafts with docs serve (and only then)', async () => {
    const served = await build({ root: site.root, write: false, env: {}, drafts: true, diskCache: false });
    expect(served.files.some((f) => f.path === 'docs/guides/wip/index.html')).toBe(true);
    expect(await site.read('docs/guides/wip/index.html')).toBeUndefined();
  });
});

describe('an explicit sidebar in the config', () => {
  it('orders the sidebar, and the pages it leaves out are still built and reachable by their links', async () => {
    const site = await buildSite({
      'site.config.ts': `export default { productName: 'Gadget', sidebar: ['intro', { label: 'Guides', items: [{ type: 'autogenerated', dirName: 'guides' }] }, { label: 'Source', href: 'https://git.example/gadget' }] };\n`,
      'content/index.md': '---\ntemplate: landing\n---\n\n[Intro](./intro.md)\n',
      'content/intro.md': '# Intro\n\nSee the [changelog](./changelog.md).\n',
      'content/guides/b.md': '# B\n',
      'content/guides/a.md': '# A\n',
      'content/changelog.md': '# Changelog\n',
    });
    const doc = await site.page('docs/intro/index.html');
    expect([...doc.querySelectorAll('#sidebar a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Intro', '/docs/intro'], ['Guides', '/docs/guides/a'], ['Source', 'https://git.example/gadget'],
    ]);
    expect(doc.querySelector('a[rel=next]')?.getAttribute('href')).toBe('/docs/guides/a');
    expect((await site.page('docs/changelog/index.html')).querySelector('a[rel=next]')).toBeNull();
    const reached = await crawl(fromFolder(site.out));
    expect([...reached].sort()).toEqual(['/docs/', '/docs/changelog', '/docs/guides/a', '/docs/guides/b', '/docs/intro']);
  });

  it('names a missing page of the sidebar in an error, with the closest page', async () => {
    const root = await makeSite({
      'site.config.ts': `export default { productName: 'Gadget', sidebar: ['intro', 'guides/instal'] };\n`,
      'content/intro.md': '# Intro\n',
      'content/guides/install.md': '# Install\n',
    });
    const errors = await buildErrors(root);
    expect(errors.map((e) => [path.basename(e.file!), e.message, e.hint])).toEqual([
      ['site.config.ts', 'Sidebar item sidebar[1] names "guides/instal", which is not a page', 'did you mean "guides/install"?'],
    ]);
  });
});

describe('links the site cannot resolve', () => {
  it('are errors with file, line and the closest page', async () => {
    const root = await makeSite({
      'site.config.ts': CONFIG.replace("staticDir: 'static', ", ''),
      'content/guide/intro.md': '# Intro\n\n[setup](./setpu) and [cli](/docs/guide/clii)\n\n[wip](./wip.md) and [the partial](./_part.md)\n',
      'content/guide/setup.md': '# Setup\n',
      'content/guide/cli.md': '# CLI\n',
      'content/guide/wip.md': '---\ndraft: true\n---\n\nLater.\n',
      'content/guide/_part.md': 'Part.\n',
    });
    const errors = await buildErrors(root);
    expect(errors.map((e) => [e.file!.split('/content/')[1], e.line, e.message, e.hint])).toEqual([
      ['guide/intro.md', 3, 'Broken link: ./setpu points to /docs/guide/setpu, which is not a page of the site', 'did you mean /docs/guide/setup?'],
      ['guide/intro.md', 3, 'Broken link: /docs/guide/clii points to /docs/guide/clii, which is not a page of the site', 'did you mean /docs/guide/cli?'],
      ['guide/intro.md', 5, 'Broken link: ./wip.md names a draft (draft: true), which docs build leaves out', 'remove "draft: true" from ./wip.md, or the link'],
      ['guide/intro.md', 5, 'Broken link: ./_part.md names a partial (the config\'s "partials"), which is no page', 'include it instead: <!--@include: ./_part.md-->'],
    ]);
  });
});

describe('classes and badges of sidebar items', () => {
  it('puts sidebar_class_name on the item and a Starlight badge after its label, in the page and in the full sidebar', async () => {
    const site = await buildSite({
      'site.config.ts': MINIMAL_CONFIG,
      'content/index.md': '# Home\n',
      'content/guides/_category_.json': '{ "label": "Guides", "className": "guides-group" }',
      'content/guides/beta.md': '---\ntitle: Beta feature\nsidebar_class_name: is-beta\n---\n\nText.\n',
      'content/guides/new.md': '---\ntitle: New feature\nsidebar:\n  badge: { text: New, variant: tip }\n---\n\nText.\n',
      'content/guides/plain.md': '# Plain\n',
    });
    const page = await site.page('docs/guides/plain/index.html');
    const item = (name: string) => [...page.querySelectorAll('#sidebar a')].find((a) => a.textContent!.startsWith(name))!.closest('li')!;
    expect(item('Beta feature').className).toBe('is-beta');
    expect(item('New feature').querySelector('.sidebar-badge')?.textContent).toBe('New');
    expect(item('Plain').getAttribute('class')).toBeNull();
    expect(item('Guides').className).toBe('category expanded guides-group');

    const root = JSON.parse((await site.read('docs/_/sidebar.json'))!);
    const guides = root.items.find((e: { label: string }) => e.label === 'Guides');
    expect(guides.className).toBe('guides-group');
    const items = JSON.parse((await site.read(`docs/_/sidebar/${guides.file}`))!).items;
    expect(items).toEqual(expect.arrayContaining([
      expect.objectContaining({ label: 'Beta feature', className: 'is-beta' }),
      expect.objectContaining({ label: 'New feature', badge: 'New' }),
      { label: 'Plain', url: '/docs/guides/plain' },
    ]));
  });
});
