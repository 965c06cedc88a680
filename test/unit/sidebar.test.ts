// Sidebars as Docusaurus, Starlight and VitePress writers define them: folders
// with _category_ files, generated index pages, an explicit sidebar in the
// config; and what front matter does to routes, ids and prev/next.
import { describe, expect, it } from 'vitest';
import { readCategories } from '../../src/routes/categories.ts';
import { neighbours } from '../../src/routes/nav.ts';
import { sidebarProblems } from '../../src/routes/sidebar-config.ts';
import { manifestOf, pageSource as page } from '../helpers/pages.ts';
import { aliasBomb } from '../helpers/hostile.ts';
import { humanize } from '../../src/routes/names.ts';
import type { NavCategory, NavItem, PageSource } from '../../src/types.ts';

const categoryFile = (path: string, text: string) => ({ path, bytes: Buffer.from(text) });
const labels = (items: NavItem[]): unknown[] => items.map((i) => (i.kind === 'category' ? [i.label, labels(i.children)] : i.label));

describe('generated index pages', () => {
  const { manifest, errors } = manifestOf([
    page('index.md', { template: 'landing' }),
    page('guides/install.md', { title: 'Install', description: 'Get it running.' }),
    page('guides/configure.md', { title: 'Configure *it*' }),
    page('guides/advanced/tuning.md', { title: 'Tuning' }),
    page('api/index.md', { title: 'API' }),
    page('api/auth.md'),
  ]);

  it('gives a folder without index.md a page at its route, which its category links to', () => {
    expect(errors).toEqual([]);
    const guides = manifest.nav.find((i) => i.label === 'Guides') as NavCategory;
    expect(guides).toMatchObject({ url: '/docs/guides', hasIndex: true });
    expect(manifest.byUrl.get('/docs/guides')).toMatchObject({ title: 'Guides', generated: true, file: 'guides/index.md' });
    expect(manifest.byUrl.get('/docs/guides/advanced')?.generated).toBe(true);
    expect(manifest.byUrl.get('/docs/api')?.generated).toBeUndefined();
  });

  it('makes it a page source like any other: markdown listing its own items, with their descriptions, as cards', () => {
    const source = manifest.generated.find((s) => s.file === 'guides/index.md')!;
    expect(source.body).toBe([
      '<div class="cards">', '',
      '- [Advanced](</docs/guides/advanced>)',
      '- [Configure \\*it\\*](</docs/guides/configure>)',
      '- [Install](</docs/guides/install>)', '  Get it running.',
      '', '</div>', '',
    ].join('\n'));
  });

  it('puts it in prev/next order before its pages', () => {
    expect(manifest.order.slice(0, 4)).toEqual(['/docs/api', '/docs/api/auth', '/docs/guides', '/docs/guides/advanced']);
  });

  it('leaves the folder to a page that already has its route', () => {
    const { manifest: m, errors: e } = manifestOf([page('guides.md', { title: 'All guides' }), page('guides/install.md')]);
    expect(e).toEqual([]);
    expect(m.byUrl.get('/docs/guides')?.file).toBe('guides.md');
    // Only the home page, which the content folder does not have, is made.
    expect(m.generated.map((s) => s.file)).toEqual(['index.md']);
  });
});

describe('_category_ files', () => {
  const pages = [page('guides/install.md'), page('guides/setup.md', { id: 'first-steps' }), page('reference/cli.md'), page('reference/api.md'), page('extra/a.md'), page('extra/index.md', { title: 'Extra' })];

  it('label, order and describe a folder, and may ask for a generated index with its own slug', () => {
    const { categories, errors } = readCategories([
      categoryFile('guides/_category_.json', '{ "label": "Getting started", "position": 2, "collapsed": false, "className": "hot", "customProps": { "icon": "rocket" },\n  "link": { "type": "generated-index", "title": "Start here", "description": "First steps.", "slug": "/start" } }'),
      categoryFile('reference/_category_.yml', 'label: Reference\nposition: 1\ncollapsible: false\n'),
    ]);
    expect(errors).toEqual([]);
    const { manifest } = manifestOf(pages, { categories });
    expect(labels(manifest.nav)).toEqual([['Reference', ['API', 'CLI']], ['Getting started', ['Install', 'First steps']], ['Extra', ['A']]]);
    const guides = manifest.nav[1] as NavCategory;
    expect(guides).toMatchObject({ url: '/docs/start', hasIndex: true, collapsed: false, className: 'hot', customProps: { icon: 'rocket' }, description: 'First steps.' });
    expect(manifest.byUrl.get('/docs/start')).toMatchObject({ title: 'Start here', description: 'First steps.', generated: true });
    expect(manifest.nav[0]).toMatchObject({ collapsible: false, url: '/docs/reference', hasIndex: true });
  });

  it('link a folder to one of its pages by id, or to none', () => {
    const { categories } = readCategories([
      categoryFile('guides/_category_.json', '{ "link": { "type": "doc", "id": "first-steps" } }'),
      categoryFile('reference/_category_.json', '{ "link": null }'),
      categoryFile('extra/_category_.json', '{ "link": { "type": "generated-index" } }'),
    ]);
    const { manifest, errors } = manifestOf(pages, { categories });
    expect(errors).toEqual([]);
    const [extra, guides, reference] = manifest.nav as NavCategory[];
    expect(guides).toMatchObject({ url: '/docs/guides/first-steps', hasIndex: true });
    expect(labels(guides.children)).toEqual(['Install']);
    expect(reference).toMatchObject({ url: '/docs/reference/api', hasIndex: false });
    expect(manifest.byUrl.has('/docs/reference')).toBe(false);
    // With a generated index asked for, the folder's index.md is one of its pages, and the index, which cannot have its route, is at /category/<label> (as in Docusaurus).
    expect(extra).toMatchObject({ hasIndex: true, url: '/docs/category/Extra' });
    expect(labels(extra.children)).toEqual(['A', 'Extra']);
  });

  it('report what is wrong with them, naming the file, the line and a likely key', () => {
    const { errors } = readCategories([
      categoryFile('a/_category_.json', '{\n  "label": "A",\n  "postion": 2\n}'),
      categoryFile('b/_category_.json', '{\n  "label": "B",\n  "collapsed": "yes"\n}'),
      categoryFile('c/_category_.json', '{\n  "label": "C",\n}'),
      categoryFile('d/_category_.yml', 'label: [unclosed\n'),
      categoryFile('e/_category_.json', '{ "link": { "type": "page" } }'),
    ]);
    expect(errors.map((e) => [e.file, e.line, e.message, e.hint])).toEqual([
      ['a/_category_.json', 3, 'Unknown key "postion" in a category file', 'did you mean "position"?'],
      ['b/_category_.json', 3, 'Category "collapsed" must be true or false, got "yes"', undefined],
      ['c/_category_.json', 3, expect.stringMatching(/^Category file is not valid JSON/), undefined],
      ['d/_category_.yml', 2, expect.stringMatching(/^Category file is not valid YAML/), undefined],
      ['e/_category_.json', 1, 'Category "link" must be { type: "generated-index", title?, description?, slug? }, { type: "doc", id } or null, got {"type":"page"}', undefined],
    ]);
  });

  it('are read with the limits of front matter: an alias bomb, deep nesting, unindented keys on their own line', () => {
    const start = performance.now();
    const { errors } = readCategories([
      categoryFile('a/_category_.yml', `label: A\ncustomProps:\n${aliasBomb().replace(/^/gm, '  ')}\n`),
      categoryFile('b/_category_.json', `{\n  "label": "B",\n  "customProps": ${'['.repeat(5_000)}${']'.repeat(5_000)}\n}`),
      categoryFile('c/_category_.yml', 'label: C\npostion: 2\n'),
    ]);
    expect(performance.now() - start).toBeLessThan(5_000); // ran out of memory
    expect(errors.map((e) => [e.file, e.line, e.message])).toEqual([
      ['a/_category_.yml', 2, 'Category file expands to more than 100,000 values once its aliases (*name) are replaced by what they name (in "customProps")'],
      ['b/_category_.json', 3, 'Category file nests lists and mappings more than 100 levels deep'],
      ['c/_category_.yml', 2, 'Unknown key "postion" in a category file'], // was line 1: the line before an unindented key
    ]);
  });

  it('name a page that does not exist: an error with the closest id', () => {
    const { categories } = readCategories([categoryFile('guides/_category_.json', '{ "link": { "type": "doc", "id": "first-step" } }')]);
    const { errors } = manifestOf(pages, { categories });
    expect(errors.map((e) => [e.file, e.message, e.hint])).toEqual([
      ['guides/_category_.json', 'The category\'s link names the page "first-step", which does not exist', 'did you mean "guides/first-steps"?'],
    ]);
  });
});

describe('an explicit sidebar in the config', () => {
  const pages = [
    page('intro.md', { title: 'Introduction' }),
    page('guides/install.md'),
    page('guides/01-setup.md', { title: 'Setup' }),
    page('guides/tips/speed.md'),
    page('api/auth.md', { id: 'authentication' }),
    page('api/keys.md'),
    page('changelog.md'),
  ];
  const sidebar = [
    'intro',
    { type: 'category', label: 'Guides', collapsed: false, items: [{ type: 'autogenerated', dirName: 'guides' }] },
    { label: 'API', link: { type: 'generated-index', description: 'Every endpoint.' }, items: ['api/authentication', { type: 'doc', id: 'api/keys', label: 'API keys' }] },
    { label: 'GitHub', href: 'https://github.com/acme/docs' },
    { text: 'More', items: [{ text: 'Keys again, VitePress style', link: '/api/keys' }] },
  ];

  it('orders the items as written: pages by id or path, groups, links to other sites, folders', () => {
    const { manifest, errors } = manifestOf(pages, { sidebar: sidebar.slice(0, 4) });
    expect(errors).toEqual([]);
    expect(labels(manifest.nav)).toEqual(['Introduction', ['Guides', ['Setup', 'Install', ['Tips', ['Speed']]]], ['API', ['Authentication', 'API keys']], 'GitHub']);
    expect(manifest.nav[3]).toEqual({ kind: 'link', label: 'GitHub', url: 'https://github.com/acme/docs' });
    expect(manifest.nav[2]).toMatchObject({ url: '/docs/category/API', hasIndex: true, group: 'sidebar[2]' });
    expect(manifest.order).toEqual(['/docs/intro', '/docs/guides/setup', '/docs/guides/install', '/docs/guides/tips', '/docs/guides/tips/speed', '/docs/category/API', '/docs/api/authentication', '/docs/api/keys']);
  });

  it('still builds the pages it leaves out, with no prev/next', () => {
    const { manifest } = manifestOf(pages, { sidebar: sidebar.slice(0, 4) });
    expect(manifest.byUrl.has('/docs/changelog')).toBe(true);
    expect(neighbours([manifest.order], manifest.byUrl).get('/docs/changelog')).toBeUndefined();
  });

  it('gives each page the trail of groups it sits in, so that its sidebar opens them', () => {
    const { manifest } = manifestOf(pages, { sidebar: sidebar.slice(0, 4) });
    expect(manifest.byUrl.get('/docs/api/keys')!.trail).toEqual(['sidebar[2]']);
    expect(manifest.byUrl.get('/docs/guides/tips/speed')!.trail).toEqual(['sidebar[1]', 'guides/tips']);
    expect(manifest.byUrl.get('/docs/changelog')!.trail).toEqual([]);
  });

  it('reports a page it names that does not exist, and a page named twice, with the item', () => {
    const { errors } = manifestOf(pages, { sidebar: ['intro', 'api/authentcation', { label: 'Again', items: ['intro'] }, { type: 'autogenerated', dirName: 'guide' }], configFile: 'site.config.ts' });
    expect(errors.map((e) => [e.file, e.message, e.hint])).toEqual([
      ['site.config.ts', 'Sidebar item sidebar[1] names "api/authentcation", which is not a page', 'did you mean "api/authentication"?'],
      ['site.config.ts', 'Sidebar item sidebar[2].items[0] lists /docs/intro again (it is at sidebar[0])', 'a page appears once in the sidebar'],
      ['site.config.ts', 'Sidebar item sidebar[3] names the folder "guide", which holds no pages', 'did you mean "guides"?'],
    ]);
  });

  it('reads VitePress groups: { text, items } and { text, link }', () => {
    const { manifest, errors } = manifestOf(pages, { sidebar: sidebar.slice(4) });
    expect(errors).toEqual([]);
    expect(labels(manifest.nav)).toEqual([['More', ['Keys again, VitePress style']]]);
  });

  it('is checked with the config: each problem names the item', () => {
    expect(sidebarProblems([{ label: 'A', itmes: [] }, 42, { type: 'category', label: 'B', items: [], collapsed: 'no' }], 'sidebar').map((p) => [p.message, p.hint])).toEqual([
      ['Unknown key "itmes" in sidebar item sidebar[0]', 'did you mean "items"?'],
      ['Sidebar item sidebar[0] must be a page id, { label, items }, { label, href } or { type: "autogenerated", dirName }, got {"label":"A","itmes":[]}', undefined],
      ['Sidebar item sidebar[1] must be a page id, { label, items }, { label, href } or { type: "autogenerated", dirName }, got 42', undefined],
      ['Sidebar item sidebar[2]: "collapsed" must be true or false', undefined],
    ]);
  });
});

describe('front matter in the manifest', () => {
  it('uses the id for the route and as a name, and the number prefix for the order', () => {
    const { manifest } = manifestOf([page('01-start/02-b.md'), page('01-start/01-a.md'), page('01-start/c.md', { id: 'see' })]);
    expect(manifest.byId.get('start/see')?.url).toBe('/docs/start/see');
    expect(labels(manifest.nav)).toEqual([['Start', ['A', 'B', 'See']]]);
  });

  it('points prev/next where front matter says, hides them, or relabels them', () => {
    const pages: PageSource[] = [
      page('a.md', { pagination_next: 'c', pagination_label: 'Page A' }),
      page('b.md', { prev: false, next: { text: 'Read on', link: '/a' } }),
      page('c.md', { pagination_prev: null, next: 'The end' }),
      page('d.md'),
    ];
    const { manifest, errors } = manifestOf(pages);
    expect(errors).toEqual([]);
    const around = neighbours([manifest.order], manifest.byUrl);
    expect(around.get('/docs/a')).toEqual({ prev: undefined, next: { url: '/docs/c', title: 'C' } });
    expect(around.get('/docs/b')).toEqual({ prev: undefined, next: { url: '/docs/a', title: 'Read on' } });
    expect(around.get('/docs/c')).toEqual({ prev: undefined, next: { url: '/docs/d', title: 'The end' } });
    expect(around.get('/docs/d')).toEqual({ prev: { url: '/docs/c', title: 'C' }, next: undefined });
    expect(neighbours([manifestOf([page('a.md', { pagination_label: 'Page A' }), page('b.md')]).manifest.order], manifestOf([page('a.md', { pagination_label: 'Page A' }), page('b.md')]).manifest.byUrl).get('/docs/b')?.prev?.title).toBe('Page A');
  });

  it('reports a pagination id that names no page, on its line', () => {
    const source = { ...page('a.md', { pagination_next: 'nope' }), keyLines: { pagination_next: 4 } };
    const { errors } = manifestOf([source, page('b.md')]);
    expect(errors.map((e) => [e.file, e.line, e.message])).toEqual([['a.md', 4, 'Front matter "pagination_next" names "nope", which is not a page']]);
  });

  it('leaves partials and (in docs build) drafts out, and says why', () => {
    const pages = [page('a.md'), page('_shared.md'), page('notes/_x.md'), page('wip.md', { draft: true })];
    const built = manifestOf(pages, { partials: ['**/_*.md'] }).manifest;
    expect(built.routes.filter((r) => !r.generated).map((r) => r.file)).toEqual(['a.md']);
    expect(Object.fromEntries(built.notPages)).toEqual({ '_shared.md': 'partial', 'notes/_x.md': 'partial', 'wip.md': 'draft' });
    const served = manifestOf(pages, { drafts: true }).manifest;
    expect(served.routes.filter((r) => !r.generated).map((r) => r.file)).toEqual(['a.md', '_shared.md', 'notes/_x.md', 'wip.md']);
  });

  it('finds the og:image beside the page, in the static folder or at a URL; else an error on its line', () => {
    const media = { 'guides/card.png': '/docs/_/media/card.abc.png' };
    const staticFiles = new Set(['img/social.png']);
    const image = (value: string) => {
      const { manifest, errors } = manifestOf([{ ...page('guides/a.md', { image: value }), keyLines: { image: 2 } }], { media, staticFiles });
      return errors.length ? errors.map((e) => [e.message, e.line]) : [manifest.byFile.get('guides/a.md')!.image, manifest.byFile.get('guides/a.md')!.imageAsset];
    };
    expect(image('./card.png')).toEqual(['/docs/_/media/card.abc.png', 'guides/card.png']);
    expect(image('/img/social.png')).toEqual(['/docs/img/social.png', undefined]);
    expect(image('https://cdn.example/x.png')).toEqual(['https://cdn.example/x.png', undefined]);
    expect(image('./missing.png')).toEqual([['Front matter "image" names ./missing.png, which is not a file of the site', 2]]);
  });

  it('names both files of a real collision, and notes routes that differ only in case', () => {
    const { errors, notes } = manifestOf([page('foo bar.md'), page('foo-bar.md'), page('Guide.md'), page('guide.md')]);
    expect(errors.map((e) => e.message)).toEqual(['Two files claim the route /docs/foo-bar: content/foo bar.md and content/foo-bar.md']);
    expect(notes.map((n) => n.message)).toEqual(['The routes /docs/Guide and /docs/guide differ only in case: on a file system that ignores case (macOS, Windows) their output folders are one']);
  });
});

describe('several sidebars in the config', () => {
  const pages = [
    page('index.md', { title: 'Home' }),
    page('intro.md', { title: 'Intro' }),
    page('guide/install.md', { title: 'Install' }),
    page('guide/use.md', { title: 'Use' }),
    page('config/index.md', { title: 'Config' }),
    page('config/options.md', { title: 'Options' }),
    page('api/gears.md', { title: 'Gears' }),
  ];

  it('by name (Docusaurus): a page shows the one that lists it, with prev/next within it', () => {
    const { manifest, errors } = manifestOf(pages, { sidebar: { guides: ['intro', { label: 'Guide', items: ['guide/install', 'guide/use'] }], api: [{ type: 'autogenerated', dirName: 'api' }] } });
    expect(errors).toEqual([]);
    expect(manifest.sidebars!.map(labels)).toEqual([['Intro', ['Guide', ['Install', 'Use']]], ['Gears']]);
    expect(manifest.byUrl.get('/docs/guide/use')).toMatchObject({ trail: ['sidebar.guides[1]'] });
    expect(manifest.byUrl.get('/docs/guide/use')!.sidebar).toBeUndefined();
    expect(manifest.byUrl.get('/docs/api/gears')!.sidebar).toBe(1);
    // A page in neither shows the first.
    expect(manifest.byUrl.get('/docs/config/options')!.sidebar).toBeUndefined();
    const around = neighbours(manifest.orders!, manifest.byUrl);
    expect(around.get('/docs/guide/use')).toEqual({ prev: { url: '/docs/guide/install', title: 'Install' }, next: undefined });
    expect(around.get('/docs/api/gears')).toEqual({ prev: undefined, next: undefined });
  });

  it('by path (VitePress): a page shows the one of the longest path its route starts with, listed there or not', () => {
    const { manifest, errors } = manifestOf(pages, { sidebar: { '/guide/': [{ text: 'Guide', items: [{ text: 'Install', link: '/guide/install' }, { text: 'Use', link: '/guide/use' }] }], '/config/': [{ text: 'Options', link: '/config/options' }], '/': ['intro'] } });
    expect(errors).toEqual([]);
    expect(manifest.byUrl.get('/docs/config')!.sidebar).toBe(1);
    expect(manifest.byUrl.get('/docs/config/options')!.sidebar).toBe(1);
    expect(manifest.byUrl.get('/docs/guide/use')!.sidebar).toBeUndefined();
    expect(manifest.byUrl.get('/docs/api/gears')!.sidebar).toBe(2);
    expect(manifest.byUrl.get('/docs/guide/use')!.trail).toEqual(['sidebar["/guide/"][0]']);
  });

  it('names the sidebar of a problem in its place', () => {
    expect(sidebarProblems([{ text: 'X', nope: 1 }], 'sidebar["/config/"]')[0].message).toBe('Unknown key "nope" in sidebar item sidebar["/config/"][0]');
    const { errors } = manifestOf(pages, { sidebar: { guides: ['intro', 'gone'] }, configFile: 'site.config.ts' });
    expect(errors.map((e) => e.message)).toEqual(['Sidebar item sidebar.guides[1] names "gone", which is not a page']);
  });
});

describe('names from files and folders', () => {
  it('write the acronyms they hold in capitals', () => {
    expect(['rest-api', 'sdks', 'faq', 'oauth-setup', 'user_ids', 'rapid-design', 'apiary'].map(humanize)).toEqual(['REST API', 'SDKs', 'FAQ', 'OAuth setup', 'User IDs', 'Rapid design', 'Apiary']);
  });
});
