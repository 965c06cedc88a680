// Front matter as Docusaurus, VitePress and Starlight writers write it: what is
// understood, what is kept, what is a typo, and what each key means for the page.
import { describe, expect, it } from 'vitest';
import matter from 'gray-matter';
import { parseFrontMatter, plainFrontMatter } from '../../src/content/frontmatter.ts';
import { realSiteMarkdown } from '../helpers/site.ts';
import { aliasBomb } from '../helpers/hostile.ts';

const parse = (yaml: string, body = 'Text\n') => parseFrontMatter({ path: 'guides/setup.md', text: `---\n${yaml}\n---\n\n${body}` }, new Map([['productName', 'Acme']]));
const settingsOf = (yaml: string) => {
  const parsed = parse(yaml);
  expect(parsed.errors.map((e) => e.message)).toEqual([]);
  return parsed.page.settings;
};

describe('front matter keys', () => {
  it('understands the keys of Docusaurus, VitePress and Starlight without a word', () => {
    const { errors, notes } = parse([
      'id: setup', 'slug: /start', 'title: Setup', 'description: How to set up', 'keywords: [setup, install]', 'image: ./card.png',
      'tags: [intro, { label: Basics, permalink: /basics }]', 'hide_title: true', 'hide_table_of_contents: false',
      'toc_min_heading_level: 2', 'toc_max_heading_level: 4', 'pagination_prev: null', 'pagination_next: guides/next',
      'pagination_label: Set up', 'sidebar_label: Setup', 'sidebar_position: 2', 'sidebar_class_name: green',
      'sidebar_custom_props: { icon: gear }', 'custom_edit_url: null', 'draft: false', 'unlisted: false',
      'last_update: { date: 2025-01-02, author: Ana }', 'authors: [ana, bo]', 'author: { name: Ana }', 'date: 2025-01-02',
      'layout: doc', 'outline: [2, 3]', 'aside: true', 'editLink: false', 'lastUpdated: true', 'prev: false',
      'next: { text: Onwards, link: ./next }', 'head: [[meta, { name: theme-color, content: "#fff" }]]', 'navbar: true', 'footer: true',
      'hero: { name: Acme }', 'features: []', 'template: doc', 'pagefind: true', 'tableOfContents: { minHeadingLevel: 2 }',
      'banner: { content: New! }', 'editUrl: false',
    ].join('\n'));
    expect(errors).toEqual([]);
    expect(notes).toEqual([]);
  });

  it('takes a near miss of a known key for a typo: an error on its line, with the key it meant', () => {
    const { errors } = parse('title: Setup\ntitel: Setup\nsidebar_postion: 2');
    expect(errors.map((e) => [e.message, e.line, e.hint])).toEqual([
      ['Unknown front matter key "titel"', 3, 'did you mean "title"?'],
      ['Unknown front matter key "sidebar_postion"', 4, 'did you mean "sidebar_position"?'],
    ]);
    expect(errors[0].file).toBe('guides/setup.md');
  });

  it('keeps any other key in the page data, with a note on its line', () => {
    const { errors, notes, page } = parse('title: Setup\ndisplayed_sidebar: api\ncustom: { deep: [1, 2] }');
    expect(errors).toEqual([]);
    expect(notes.map((n) => [n.message, n.line])).toEqual([
      ['Front matter key "displayed_sidebar" has no use here; it is kept in the page data', 3],
      ['Front matter key "custom" has no use here; it is kept in the page data', 4],
    ]);
    expect(page.frontMatter).toMatchObject({ displayed_sidebar: 'api', custom: { deep: [1, 2] } });
  });

  it.each([
    ['hide_title: "yes"', 'Front matter "hide_title" must be true or false, got "yes"'],
    ['toc_max_heading_level: 7', 'Front matter "toc_max_heading_level" must be a heading level from 2 to 6, got 7'],
    ['pagination_next: 3', 'Front matter "pagination_next" must be a non-empty string or null, got 3'],
    ['outline: [3, 2]', 'Front matter "outline" must be a heading level, [min, max], "deep" or false, got [3,2]'],
    ['id: guides/setup', 'Front matter "id" must be a name without "/", got "guides/setup"'],
    ['layout: 3', 'Front matter "layout" must be a layout\'s name or false, got 3'],
    ['last_update: { when: today }', 'Front matter "last_update" must be { date, author }, got {"when":"today"}'],
    ['slug: ../up', 'Front matter "slug" must be a path without "..", "?" or "#", like "auth" or "/guides/auth", got "../up"'],
  ])('refuses a value of the wrong type, on its line: %s', (yaml, message) => {
    const { errors } = parse(`title: Setup\n${yaml}`);
    expect(errors.map((e) => [e.message, e.line])).toEqual([[message, 3]]);
  });

  it('reads YAML dates as ISO dates', () => {
    const { page } = parse('date: 2025-03-04\nlast_update: { date: 2025-03-04T10:20:00Z }');
    expect(page.frontMatter.date).toBe('2025-03-04');
    expect(page.settings.lastUpdate).toEqual({ date: '2025-03-04T10:20:00.000Z' });
  });

  it('replaces placeholders in the text keys', () => {
    expect(settingsOf('title: "{{productName}} setup"\npagination_label: "{{productName}}"')).toMatchObject({ title: 'Acme setup' });
  });
});

describe('what front matter means for the page', () => {
  it('reads the table of contents levels however they are written', () => {
    expect(settingsOf('title: A').toc).toEqual([2, 3]);
    expect(settingsOf('toc_min_heading_level: 3').toc).toEqual([3, 3]);
    expect(settingsOf('toc_max_heading_level: 5').toc).toEqual([2, 5]);
    expect(settingsOf('outline: deep').toc).toEqual([2, 6]);
    expect(settingsOf('outline: 2').toc).toEqual([2, 2]);
    expect(settingsOf('outline: [2, 4]').toc).toEqual([2, 4]);
    expect(settingsOf('tableOfContents: { maxHeadingLevel: 4 }').toc).toEqual([2, 4]);
    for (const off of ['hide_table_of_contents: true', 'aside: false', 'outline: false', 'tableOfContents: false', 'layout: page']) expect(settingsOf(off).toc).toBe(false);
  });

  it('maps templates and layouts', () => {
    expect(settingsOf('template: splash').template).toBe('landing');
    expect(settingsOf('layout: home').template).toBe('landing');
    expect(settingsOf('layout: page')).toMatchObject({ template: 'doc', hideTitle: true, prev: false, next: false });
    expect(settingsOf('template: home').template).toBe('home');
    expect(settingsOf('layout: false')).toMatchObject({ template: 'doc', hideTitle: true, toc: false, prev: false, next: false });
  });

  it('builds a page whose layout is another theme\'s (VitePress\'s custom layouts, Jekyll\'s "post") with the doc template, and says so', () => {
    const { errors, notes, page } = parse('title: Release\nlayout: post');
    expect(errors).toEqual([]);
    expect(page.settings).toMatchObject({ template: 'doc', hideTitle: false, toc: [2, 3] });
    expect(notes.map((n) => [n.message, n.line])).toEqual([['Front matter "layout: post" names a layout of another theme; the page uses the doc template', 3]]);
    expect(page.frontMatter.layout).toBe('post');
  });

  it('says where the page is listed: sidebar, sitemap, search', () => {
    expect(settingsOf('title: A')).toMatchObject({ inSidebar: true, inSitemap: true, inSearch: true, noindex: false });
    expect(settingsOf('unlisted: true')).toMatchObject({ inSidebar: false, inSitemap: false, inSearch: false, noindex: true });
    expect(settingsOf('sidebar: false')).toMatchObject({ inSidebar: false, inSitemap: false, inSearch: true });
    expect(settingsOf('sidebar: { hidden: true }')).toMatchObject({ inSidebar: false, inSitemap: true });
    expect(settingsOf('pagefind: false')).toMatchObject({ inSidebar: true, inSearch: false });
    expect(settingsOf('sidebar: { order: 3, label: Short, badge: New }')).toMatchObject({ sidebarPosition: 3, sidebarLabel: 'Short', sidebarBadge: 'New' });
  });

  it('reads previous and next links: hidden, relabelled, or pointing elsewhere', () => {
    expect(settingsOf('pagination_next: null').next).toBe(false);
    expect(settingsOf('pagination_next: guides/intro').next).toEqual({ id: 'guides/intro' });
    expect(settingsOf('next: false').next).toBe(false);
    expect(settingsOf('next: Onwards').next).toEqual({ label: 'Onwards' });
    expect(settingsOf('prev: { text: Back, link: /guide/intro }').prev).toEqual({ label: 'Back', link: '/guide/intro' });
    expect(settingsOf('prev: { label: Back }').prev).toEqual({ label: 'Back', link: undefined });
  });

  it('reads the edit link and the last update', () => {
    expect(settingsOf('custom_edit_url: null').editUrl).toBe(false);
    expect(settingsOf('editLink: false').editUrl).toBe(false);
    expect(settingsOf('editLinks: false').editUrl).toBe(false); // VitePress 0.x
    expect(settingsOf('sidebar: auto').inSidebar).toBe(true); // VitePress 0.x: the page's headings, which its table of contents shows
    expect(settingsOf('custom_edit_url: https://git.example/x.md').editUrl).toBe('https://git.example/x.md');
    expect(settingsOf('lastUpdated: false').lastUpdate).toBe(false);
    expect(settingsOf('lastUpdated: 2025-05-06').lastUpdate).toEqual({ date: '2025-05-06' });
    expect(settingsOf('last_update: { author: Ana }').lastUpdate).toEqual({ author: 'Ana' });
  });

  it('adds meta tags from head, and says why it leaves out scripts and other tags', () => {
    const { page, notes } = parse([
      'head:',
      '  - [meta, { name: robots, content: nofollow }]',
      '  - { tag: meta, attrs: { property: "og:locale", content: en_US } }',
      '  - [script, { src: "https://cdn.example/x.js" }]',
      '  - [link, { rel: stylesheet, href: /x.css }]',
      '  - [meta, { http-equiv: refresh, content: "0; url=/" }]',
    ].join('\n'));
    expect(page.settings.head).toEqual([{ name: 'robots', content: 'nofollow' }, { property: 'og:locale', content: 'en_US' }]);
    expect(notes.map((n) => [n.message, n.line])).toEqual([
      ['A <script> in front matter "head" is not added: the site\'s Content-Security-Policy allows no inline or outside scripts', 2],
      ['A <link> in front matter "head" is not added: only <meta> tags with a name or property and a content are', 2],
      ['A <meta> in front matter "head" is not added: only <meta> tags with a name or property and a content are', 2],
    ]);
  });
});

describe('front matter read without YAML', () => {
  const plain = [
    '---\ntitle: "Leases"\ndescription: \'How to, read: them\'\n---\n# Body\n',
    '---\r\ntitle: Rent roll (monthly)\r\nsidebar_position: 3\r\n\r\nid: rent-roll\r\n---\r\n\r\nText',
    '---\ntitle: A/B tests, and more!\nslug: x-y/z\n---',
    '---\ntitle: "#1 rule"\n---\n---\nnot front matter\n',
  ];
  const yaml = [
    '---\ntitle: true\n---\n', '---\ntitle: Yes\n---\n', '---\ndate: 2025-03-04\n---\n', '---\nn: 012\n---\n', '---\ntags:\n  - a\n---\n',
    '---\ntitle: a # comment\n---\n', '---\ntitle: a: b\n---\n', '---\ntitle: "a\\"b"\n---\n', "---\ntitle: 'it''s'\n---\n", '---\ntitle: a\ntitle: b\n---\n',
    '---\n# comment\ntitle: a\n---\n', '---\ntitle:\n---\n', '---\n__proto__: a\n---\n', '----\ntitle: a\n---\n', '---yaml\ntitle: a\n---\n', '---\ntitle: a\n',
    '---\ntitle:\ta\n---\n', '---\nkey: 1.5\n---\n', '---\nkey: .inf\n---\n', '---\n---\n',
  ];

  it('gives what gray-matter and YAML give, for lines of keys with quoted strings, words and small integers', () => {
    for (const text of plain) {
      const found = plainFrontMatter(text);
      expect(found, JSON.stringify(text)).toBeDefined();
      const { data, content } = matter(text, { excerpt: false });
      expect(found).toEqual({ data, content });
    }
  });

  it('leaves anything else to YAML', () => {
    for (const text of yaml) expect(plainFrontMatter(text), JSON.stringify(text)).toBeUndefined();
  });

  it('agrees with gray-matter on every page of the site it reads', () => {
    let read = 0;
    for (const { text } of realSiteMarkdown()) {
      const found = plainFrontMatter(text);
      if (!found) continue;
      read++;
      const { data, content } = matter(text, { excerpt: false });
      expect(found).toEqual({ data, content });
    }
    expect(read).toBeGreaterThan(20);
  });
});

describe('front matter read with limits', () => {
  const read = (text: string) => parseFrontMatter({ path: 'guides/setup.md', text }, new Map());
  const problems = (text: string) => read(text).errors.map((e) => [e.message, e.line]);

  it('refuses an alias bomb in milliseconds, naming the key where it blows up', () => {
    const start = performance.now();
    const { errors, notes } = read(`---\n${aliasBomb()}\n---\n\nText\n`);
    expect(performance.now() - start).toBeLessThan(5_000); // took 50 s and ran out of memory
    expect(errors.map((e) => [e.file, e.line, e.message])).toEqual([
      ['guides/setup.md', 7, 'Front matter expands to more than 100,000 values once its aliases (*name) are replaced by what they name (in "f")'],
    ]);
    expect(errors[0].hint).toMatch(/aliases of aliases multiply/);
    expect(notes).toEqual([]);
  });

  it('keeps aliases that stay small, as copies', () => {
    const { errors, page } = read('---\ntitle: A\nsidebar_custom_props:\n  base: &base { icon: gear, tags: [x, y] }\n  copy: *base\n---\n');
    expect(errors).toEqual([]);
    expect(page.frontMatter.sidebar_custom_props).toEqual({ base: { icon: 'gear', tags: ['x', 'y'] }, copy: { icon: 'gear', tags: ['x', 'y'] } });
  });

  it('refuses lists nested past a hundred levels, and front matter past a million characters, on their line', () => {
    expect(problems(`---\ntitle: A\nkeywords: ${'['.repeat(5_000)}${']'.repeat(5_000)}\n---\n`)).toEqual([['Front matter nests lists and mappings more than 100 levels deep', 3]]);
    const indented = Array.from({ length: 150 }, (_, i) => `${'  '.repeat(i + 1)}level${i}:`).join('\n');
    expect(problems(`---\ntitle: A\nsidebar_custom_props:\n${indented} deep\n---\n`)).toEqual([['Front matter nests lists and mappings more than 100 levels deep (in "sidebar_custom_props")', 3]]);
    expect(problems(`---\ntitle: A\ndescription: "${'x'.repeat(1_000_001)}"\n---\n`)).toEqual([['Front matter is too large: 1,000,026 characters, more than 1,000,000', 2]]);
  });

  it('refuses front matter that is not keys and values, once, on its line', () => {
    const string = read('---\nJust a sentence here\n---\n\nText\n');
    expect(string.errors.map((e) => [e.message, e.line])).toEqual([['Front matter must be keys and values, like "title: Setup", got a line of text', 2]]);
    expect(string.notes).toEqual([]); // was a note for each of its characters
    expect(problems('---\n- a\n- b\n---\n')).toEqual([['Front matter must be keys and values, like "title: Setup", got a list', 2]]);
    expect(problems('---\n42\n---\n')).toEqual([['Front matter must be keys and values, like "title: Setup", got number 42', 2]]);
  });

  it('refuses front matter that is never closed, instead of making the whole page front matter', () => {
    const { errors, page } = read('---\ntitle: Open\ndescription: The text below was lost\n');
    expect(errors.map((e) => [e.message, e.line])).toEqual([['Front matter is not closed: the "---" on line 1 has no closing "---" line, so the whole page would be front matter', 1]]);
    expect(page.body).toBe('---\ntitle: Open\ndescription: The text below was lost\n');
    expect(problems('---\n\n# A page that starts with a rule\n')).toHaveLength(1);
    expect(problems('----\n\n# A page that starts with a longer rule\n')).toEqual([]);
  });

  it('never runs front matter written as code, and reads JSON front matter as before', () => {
    const ran = globalThis as { frontMatterRan?: boolean };
    expect(problems('---js\n{ title: (globalThis.frontMatterRan = true, "Code") }\n---\n\nText\n')).toEqual([
      ['Front matter in "js" is not read: front matter is YAML (or JSON) data, never code', 1],
    ]);
    expect(ran.frontMatterRan).toBeUndefined();
    const json = read('---json\n{ "title": "From JSON", "sidebar_position": 2 }\n---\n\nText\n');
    expect([json.errors, json.page.frontMatter]).toEqual([[], { title: 'From JSON', sidebar_position: 2 }]);
  });

  it('reads values as gray-matter and YAML always have: dates as ISO strings, yes and no as words, YAML 1.1 numbers, merge keys', () => {
    const values = ['yes', 'No', 'on', 'true', 'FALSE', '~', '012', '09', '0x1F', '1_000', '1:20', '.inf', '1e3', '2025-03-04', '2025-03-04T10:20:00Z', '2025-3-4', '"2025-03-04"'];
    for (const value of values) {
      const { page } = read(`---\nvalue: ${value}\n---\n`);
      const { data } = matter(`---\nvalue: ${value}\n---\n`, { excerpt: false });
      const expected = data.value instanceof Date ? data.value.toISOString().replace(/T00:00:00\.000Z$/, '') : data.value;
      expect(page.frontMatter.value, value).toEqual(expected);
    }
    expect(read('---\nbase: &b { a: 1 }\nmerged:\n  <<: *b\n  c: 2\n---\n').page.frontMatter.merged).toEqual({ a: 1, c: 2 });
  });
});
