// docs init SITE --from ROOT, as a newcomer runs it: the shipped command takes
// in a site written for another tool, and docs build then builds it with its
// own sidebars, links, partials, aliases and stand-ins for its components.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { outputOf, writeFiles, type BuiltSite } from '../helpers/site.ts';
import { docs, type Ran } from '../helpers/cli.ts';
import { DOCUSAURUS_SITE, MARKDOWN_FOLDER, MINTLIFY_SITE, STARLIGHT_SITE, VITEPRESS_SITE } from '../fixtures/other-tools.ts';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

/** A folder holding the other tool's site (root/), where `site/` is taken in from it and built. */
async function takeIn(files: Record<string, string | Buffer>): Promise<{ dir: string; init: Ran; build: Ran; site: BuiltSite }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-init-from-'));
  folders.push(dir);
  await writeFiles(path.join(dir, 'root'), files);
  const init = await docs(['init', 'site', '--from', 'root'], dir);
  const build = await docs(['build', 'site'], dir);
  return { dir, init, build, site: outputOf(path.join(dir, 'site')) };
}

/** The sidebar a page carries: its links' names, in order. */
async function sidebarOf(site: BuiltSite, page: string): Promise<string[]> {
  const doc = await site.page(page);
  return [...doc.querySelectorAll('#sidebar a')].map((a) => a.textContent!.trim());
}

describe('a Docusaurus site taken in', () => {
  let taken: Awaited<ReturnType<typeof takeIn>>;
  beforeAll(async () => {
    taken = await takeIn(DOCUSAURUS_SITE);
  }, 120_000);

  it('says what it found, writes the config and the stand-ins, and the two commands to run next', async () => {
    const { init, dir } = taken;
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('✔ Took in the Docusaurus site of root/docusaurus.config.ts: 6 pages in root/docs, read where they are');
    expect(init.stdout).toContain('Sidebar: 2 named sidebars (guides, api)');
    expect(init.stdout).toContain("1 stand-in for the site's own components: Gears (see site/site-components.tsx)");
    expect(init.stdout).toContain('Not carried over (3 items, listed at the end of site.config.ts)');
    expect(init.stdout).toMatch(/Next, run:\n {2}node \S*bin\/docs\.js serve site\n {2}node \S*bin\/docs\.js build site\n$/);
    const config = await readFile(path.join(dir, 'site/site.config.ts'), 'utf8');
    expect(config).toContain("contentDir: '../root/docs',");
    expect(await readFile(path.join(dir, 'site/site-components.tsx'), 'utf8')).toContain('// The original: ../root/src/components/Gears.tsx, used by intro.mdx.');
    // Nothing of the other site was copied or changed.
    expect(existsSync(path.join(dir, 'site/docs'))).toBe(false);
  });

  it('builds on the first try, each page showing the sidebar that lists it', async () => {
    const { build, site } = taken;
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(await sidebarOf(site, 'docs/guides/install/index.html')).toEqual(['Introduction', 'Guides', 'Install', 'Configure']);
    expect(await sidebarOf(site, 'docs/api/gears/index.html')).toEqual(['Chains API', 'Gears API', 'API']);
    expect(JSON.parse((await site.read('docs/_/sidebar-1.json'))!).items.map((i: { label: string }) => i.label)).toEqual(['Chains API', 'Gears API', 'API']);
    const navbar = [...(await site.page('docs/intro/index.html')).querySelectorAll('header a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(navbar).toEqual(expect.arrayContaining([['Guides', '/docs/intro'], ['API', '/docs/api']]));
  });

  it('includes the partial, which is no page, shows the stand-in with its content, and builds the older version', async () => {
    const { site } = taken;
    const intro = await site.page('docs/intro/index.html');
    const standIn = intro.querySelector('[role="group"][aria-label="Gears (stand-in)"]')!;
    expect(standIn.textContent).toContain('All the gears.');
    expect(intro.querySelector('main')!.textContent).toContain('Text shared by pages.');
    expect(intro.querySelector('img[alt="logo"]')!.getAttribute('src')).toBe('/docs/img/logo.png');
    expect(await site.read('docs/_shared/index.html')).toBeUndefined();
    expect((await site.page('docs/1.0/intro/index.html')).querySelector('h1')!.textContent).toBe('Introduction (1.0)');
  });
});

describe('a VitePress site taken in', () => {
  let taken: Awaited<ReturnType<typeof takeIn>>;
  beforeAll(async () => {
    taken = await takeIn(VITEPRESS_SITE);
  }, 120_000);

  it('builds with the sidebar of its path on each page: /config/ pages show the config sidebar', async () => {
    const { init, build, site } = taken;
    expect(init.stdout).toContain('Sidebar: 2 sidebars by path (/guide/, /config/)');
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(await sidebarOf(site, 'widget/config/options/index.html')).toEqual(['Config', 'Overview', 'Options']);
    expect(await sidebarOf(site, 'widget/config/index.html')).toEqual(['Config', 'Overview', 'Options']);
    expect(await sidebarOf(site, 'widget/guide/getting-started/index.html')).toEqual(['Introduction', 'What is Widget?', 'Getting started']);
  });

  it('leaves out the files of srcExclude, and serves public/ under the base URL', async () => {
    const { site } = taken;
    expect(await site.read('widget/drafts/idea/index.html')).toBeUndefined();
    expect(await site.read('widget/README/index.html')).toBeUndefined();
    expect(await site.read('widget/logo.svg')).toContain('<svg');
  });
});

describe('a Starlight site taken in', () => {
  it('builds with its sidebar groups, its autogenerated group and a stand-in for its component', async () => {
    const { init, build, site } = await takeIn(STARLIGHT_SITE);
    expect(init.stdout).toContain('Sidebar: one sidebar');
    expect(init.stdout).toContain('Aliases: @assets');
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(await sidebarOf(site, 'reference/cli/index.html')).toEqual(['Start here', 'Introduction', 'Install it', 'Reference', 'API', 'CLI', 'Releases']);
    const intro = await site.page('start/intro/index.html');
    expect(intro.querySelector('[aria-label="Figure (stand-in)"]')!.textContent).toContain('A figure of a gizmo.');
    expect(await site.read('start/_note/index.html')).toBeUndefined();
  }, 120_000);
});

describe('a Mintlify site taken in', () => {
  let taken: Awaited<ReturnType<typeof takeIn>>;
  beforeAll(async () => {
    taken = await takeIn(MINTLIFY_SITE);
  }, 120_000);

  it('says what it found: its tabs as sidebars, and its two OpenAPI documents', async () => {
    const { init, dir } = taken;
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('✔ Took in the Mintlify site of root/docs.json: 6 pages in root, read where they are');
    expect(init.stdout).toContain('Sidebar: 3 named sidebars (Guides, API reference, Admin API)');
    const config = await readFile(path.join(dir, 'site/site.config.ts'), 'utf8');
    expect(config).toContain("staticDir: '../root',");
    expect(config).toContain("brokenLinks: 'warn',");
    // The document its endpoint pages name makes no pages of its own; the one a tab names does.
    expect(config).toMatch(/spec: '\.\.\/root\/openapi\.yaml',\s+route: 'api-reference',\s+label: 'Plant API',\s+pages: 'none',/);
    expect(config).toMatch(/spec: '\.\.\/root\/admin\/openapi\.yaml',\s+route: 'api-reference',\s+label: 'Admin API',\s+strict: false,/);
  });

  it('builds on the first try: the sidebars of its tabs, its endpoint pages, the pages made from the document, its images', async () => {
    const { build, site } = taken;
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    // A nested group is closed, as Mintlify shows it.
    expect(await sidebarOf(site, 'quickstart/index.html')).toEqual(['Get started', 'Home', 'Quickstart', 'Advanced']);
    expect(await sidebarOf(site, 'advanced/watering/index.html')).toEqual(['Get started', 'Home', 'Quickstart', 'Advanced', 'Watering']);
    expect(await sidebarOf(site, 'api/plant/index.html')).toEqual(['Plants', 'List plants GET', 'Add a plant POST', 'Plant']);
    const list = await site.page('api/list-plants/index.html');
    expect(list.querySelector('h1')!.textContent).toBe('List plants');
    expect(list.querySelector('main')!.textContent).toMatch(/The list is paged\.[\s\S]*GET[\s\S]*\/plants/);
    expect((await site.page('api/plant/index.html')).querySelector('main')!.textContent).toContain('What the plant is called.');
    // The document its Admin API tab names is made pages of, which that tab's sidebar lists.
    expect(await sidebarOf(site, 'api-reference/users/list-users/index.html')).toEqual(['Admin API', 'Users', 'List users GET']);
    const navbar = [...list.querySelectorAll('header a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(navbar).toEqual(expect.arrayContaining([['Guides', '/'], ['API reference', '/api/list-plants'], ['Admin API', '/api-reference'], ['Blog', 'https://plants.test/blog'], ['Dashboard', 'https://app.plants.test']]));
    expect((await site.page('index.html')).querySelector('img[alt="The logo"]')!.getAttribute('src')).toBe('/images/logo.png');
    expect(await site.read('images/logo.png')).toBeDefined();
    // Its snippets are no pages, and its pages' sources are not published.
    expect(await site.read('snippets/shared/index.html')).toBeUndefined();
    expect(await site.read('quickstart.mdx')).toBeUndefined();
    expect(await site.read('drafts/idea/index.html')).toBeUndefined();
    // The repository's README beside the home page is no page: Mintlify leaves it out of every site.
    expect((await site.page('index.html')).querySelector('h1')!.textContent).toBe('Welcome');
    expect(await site.read('README/index.html')).toBeUndefined();
  });
});

describe('a folder of markdown taken in', () => {
  it('builds with the sidebar of its folders', async () => {
    const { init, build, site } = await takeIn(MARKDOWN_FOLDER);
    expect(init.stdout).toContain('✔ Took in the Markdown site: 3 pages in root, read where they are');
    expect(init.stdout).toContain('Sidebar: made from the folders');
    expect(build.code).toBe(0);
    expect((await site.page('docs/overview/index.html')).querySelector('h1')!.textContent).toBe('Overview');
  }, 120_000);
});

describe('docs init --from on bad input', () => {
  it('exits 1 on a folder that is not there, or a config that does not parse, naming the file and line', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-init-from-'));
    folders.push(dir);
    const missing = await docs(['init', 'site', '--from', 'nowhere'], dir);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`The folder ${path.join(dir, 'nowhere')} does not exist`);
    await writeFiles(path.join(dir, 'broken'), { 'docusaurus.config.js': "module.exports = {\n  title: 'x'\n  url: 'y',\n};\n", 'docs/a.md': '# A\n' });
    const broken = await docs(['init', 'site', '--from', 'broken'], dir);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/broken\/docusaurus\.config\.js:3/);
    expect(broken.stderr).toContain('Cannot read docusaurus.config.js: Unexpected token');
    expect(existsSync(path.join(dir, 'site'))).toBe(false);
  });

  it('keeps a site.config.ts that exists, unless --force; and refuses a site inside the content folder', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-init-from-'));
    folders.push(dir);
    await writeFiles(dir, { 'root/README.md': '# Thing\n', 'root/a.md': '# A\n', 'site/site.config.ts': 'export default {};\n' });
    const refused = await docs(['init', 'site', '--from', 'root'], dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('exists already');
    expect(await readFile(path.join(dir, 'site/site.config.ts'), 'utf8')).toBe('export default {};\n');
    const forced = await docs(['init', 'site', '--from', 'root', '--force'], dir);
    expect(forced.code).toBe(0);
    expect(await readFile(path.join(dir, 'site/site.config.ts'), 'utf8')).toContain("productName: 'Thing'");
    const inside = await docs(['init', 'root/site', '--from', 'root'], dir);
    expect(inside.code).toBe(1);
    expect(inside.stderr).toContain('is inside the content folder');
  });
});

describe('translations taken in', () => {
  it('a Docusaurus site\'s i18n folders become its languages: the French docs at /docs/fr/, with hreflang links', async () => {
    const { init, build, site } = await takeIn({
      'docusaurus.config.js': "module.exports = { title: 'Acme', url: 'https://acme.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } };\n",
      'docs/intro.md': '# Intro\n\nSee [setup](./setup.md).\n',
      'docs/setup.md': '# Setup\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction\n\nVoir [installation](./setup.md).\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/setup.md': '# Installation\n',
    });
    expect(init.stdout).toContain('Languages: English (root), Français (fr)');
    expect(build.code).toBe(0);
    const french = await site.page('docs/fr/intro/index.html');
    expect(french.documentElement.getAttribute('lang')).toBe('fr');
    expect(french.querySelector('main h1')?.textContent).toBe('Introduction');
    expect(french.querySelector('main a[href="/docs/fr/setup"]')?.textContent).toBe('installation');
    expect([...(await site.page('docs/intro/index.html')).querySelectorAll('link[hreflang]')].map((l) => l.getAttribute('hreflang'))).toEqual(expect.arrayContaining(['en', 'fr', 'x-default']));
  });
});

describe('an API reference taken in', () => {
  const petstore = (title: string, id: string) => `openapi: 3.1.0\ninfo: { title: ${title}, version: '1' }\npaths:\n  /${id}:\n    get:\n      operationId: list-${id}\n      summary: List ${id}\n      responses: { '200': { description: ok } }\n`;
  /** The links of the sidebar a page carries. */
  const linksOf = async (site: BuiltSite, page: string) => [...(await site.page(page)).querySelectorAll('#sidebar a')].map((a) => [a.textContent!.trim(), a.getAttribute('href')]);

  it('of Redocusaurus and docusaurus-plugin-openapi-docs: made from their documents, each with a sidebar of its own, the MDX the plugin wrote left out', async () => {
    const { init, build, site, dir } = await takeIn({
      'docusaurus.config.ts': `export default {
  title: 'Pets', url: 'https://pets.example', baseUrl: '/',
  presets: [
    ['classic', { docs: { sidebarPath: './sidebars.ts' } }],
    ['redocusaurus', { specs: [{ id: 'store', spec: 'api/store.yaml', route: '/docs/store/' }, { spec: 'https://api.example/x.yaml', route: '/x/' }] }],
  ],
  plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { petstore: { specPath: 'api/petstore.yaml', outputDir: 'docs/petstore' } } }]],
};\n`,
      'sidebars.ts': "export default { guides: ['intro'] };\n",
      'docs/intro.md': '# Intro\n\nHello.\n',
      // What the plugin wrote from its document, with its own front matter keys.
      'docs/petstore/list-pets.api.mdx': "---\nid: list-pets\napi: eJzLSM3JyVcozy/KSQEAGgQEXQ==\ninfo_path: docs/petstore/petstore\nshow_extensions: true\n---\n\nimport ApiTabs from '@theme/ApiTabs';\n\n<ApiTabs />\n",
      'api/store.yaml': petstore('Store', 'orders'),
      'api/petstore.yaml': petstore('Petstore', 'pets'),
    });
    expect(init.stdout).toContain('API reference: store from root/api/store.yaml, petstore from root/api/petstore.yaml');
    expect(init.stdout).toContain('redocusaurus specs[1]: the OpenAPI document https://api.example/x.yaml is on the web; save it in the project and name it in openapi');
    const config = await readFile(path.join(dir, 'site/site.config.ts'), 'utf8');
    expect(config).toContain("{ spec: '../root/api/store.yaml', route: 'store', label: 'Store', strict: false },");
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(await linksOf(site, 'docs/store/other-operations/list-orders/index.html')).toEqual([
      ['Store', '/docs/store'], ['Other operations', '/docs/store/other-operations'], ['List orders GET', '/docs/store/other-operations/list-orders'],
    ]);
    expect(await linksOf(site, 'docs/petstore/index.html')).toEqual([['Petstore', '/docs/petstore'], ['Other operations', '/docs/petstore/other-operations']]);
    expect(await site.read('docs/petstore/list-pets.api/index.html')).toBeUndefined();
    expect(await linksOf(site, 'docs/intro/index.html')).toEqual([['Intro', '/docs/intro']]);
  });

  it('of starlight-openapi: made from its document, a group at the end of the sidebar', async () => {
    const { init, build, site } = await takeIn({
      'astro.config.mjs': `import starlight from '@astrojs/starlight';
import starlightOpenAPI, { openAPISidebarGroups } from 'starlight-openapi';
export default { integrations: [starlight({ title: 'Pets', plugins: [starlightOpenAPI([{ base: 'api/pets', schema: './schemas/pets.yaml' }])], sidebar: [{ label: 'Guides', items: ['intro'] }] })] };\n`,
      'src/content/docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
      'schemas/pets.yaml': petstore('Pet API', 'pets'),
    });
    expect(init.stdout).toContain('API reference: api/pets from root/schemas/pets.yaml');
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(await linksOf(site, 'api/pets/other-operations/list-pets/index.html')).toEqual([
      ['Guides', '/intro'], ['Intro', '/intro'], ['Pet API', '/api/pets'], ['Other operations', '/api/pets/other-operations'], ['List pets GET', '/api/pets/other-operations/list-pets'],
    ]);
  });
});
