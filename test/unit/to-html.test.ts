// The HTML writer (src/content/to-html.ts) must write what remark-html writes
// (mdast-util-to-hast, then hast-util-to-html) from the tree the plugins leave:
// compared on cases written for each node and for the corners of
// mdast-util-to-hast (spaces after a line break, tight and loose lists, task
// items, table columns, references without a definition, plugin nodes named by
// their data), on every page of the site, and on random documents. Where it
// cannot write a page (footnotes), it says so, and the page still comes out
// as remark-html writes it.
import { describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import { markdownProcessor, renderMarkdown } from '../../src/content/markdown.ts';
import { writeHtml } from '../../src/content/to-html.ts';
import { taskListItem } from '../../src/content/plugins/task-lists.ts';
import type { LinkTargets } from '../../src/content/plugins/links.ts';
import { realSiteMarkdown } from '../helpers/site.ts';
import { randomMarkdown } from '../helpers/random-markdown.ts';

const targets: LinkTargets = { baseUrl: '/', pageUrls: { 'other.md': '/docs/other/' }, assetUrls: { 'i.png': '/media/i.png' } };
const processors = { md: markdownProcessor(false), mdx: markdownProcessor(true) };

/** The tree the plugins leave for a document. */
function treeOf(text: string, mdx = false): Root {
  const file = mdx ? 'page.mdx' : 'page.md';
  const processor = processors[mdx ? 'mdx' : 'md'];
  const vfile = new VFile({ value: text, data: { markdown: { file, url: '/docs/page/', segments: [{ file, from: 1, line: 1 }], targets, mdx } } });
  return processor.runSync(processor.parse(vfile), vfile) as Root;
}

/** remark-html's compiler, as markdown.ts configures it. */
function remarkHtml(tree: Root): string {
  const html = toHtml(toHast(tree, { allowDangerousHtml: true, handlers: { listItem: taskListItem } }), { allowDangerousHtml: true });
  return html && /[^\r\n]/.test(html.charAt(html.length - 1)) ? `${html}\n` : html;
}

function expectSameHtml(text: string, mdx = false) {
  const tree = treeOf(text, mdx);
  expect(writeHtml(tree), JSON.stringify(text)).toBe(remarkHtml(tree));
}

const CASES: Record<string, string[]> = {
  text: ['a', 'a & b < c > d " \' `', 'a\nb', '  a  \n  b  ', 'a\r\nb', '&amp; &lt;', 'é 😀 \u00a0', '', '\n\n'],
  'line breaks': ['a  \nb', 'a\\\nb', 'a  \n  b', 'a  \n\t*b*', 'a  \n  `b`', 'a  \n  **b**', 'a  \n  [b](/u)', 'a  \n  <b>c</b>', 'a  \n  ![i](/i.png)', 'a  \n  [b][c]', 'a  \n  [b]\n\n[b]: /u', '*a  \n  b*'],
  headings: ['# a', '## a *b*', '### `c`', '#### a', '###### a', 'a\n===', '## a\n## a', '## <span>x</span> a'],
  emphasis: ['*a*', '**a**', '~~a~~', '***a***', '*a **b** `c`*'],
  code: ['`a`', '`a\nb`', '`<a> & b`', '```\na < b\n```', '```js\nconst a = 1;\n```', '```bash\n$ npm i\n```', '```json {2}\n{\n  "a": 1\n}\n```', '```ts title="a.ts" showLineNumbers\nlet a;\n```', '    indented'],
  links: ['[a](/u)', '[a](/u "t")', '[a](<u v> \'t "q"\')', '[a](./other.md)', '[a](#h)', '<https://a.b/c?d=e&f>', 'www.example.com', 'a@b.cd', '[a](/ü ä)', '[a](javascript:x)'],
  images: ['![a](/i.png)', '![a](./i.png "t")', '![](/u)', '![a *b*](/u)'],
  references: ['[a]\n\n[a]: /u', '[a][]\n\n[a]: /u "t"', '[b][a]\n\n[a]: /u', '[a]', '[a][]', '[b][a]', '![a]\n\n[a]: /i.png', '![a][]', '![b][a]', '[*a*][]', '[`a`]', '[a]: /u\n[a]: /v\n\n[a]', '[A]\n\n[a]: /u'],
  html: ['<div>\n*a*\n</div>', 'a <b>c</b> d', '<!-- c -->', '<br/>', '<kbd>Ctrl</kbd>+<kbd>C</kbd>'],
  'block quotes': ['> a', '> a\n>\n> b', '> - a\n> - b', '> > a', '>'],
  lists: ['- a\n- b', '- a\n\n- b', '- a\n\n  b', '1. a\n2. b', '3. a\n4. b', '0. a', '- a\n  - b\n    - c', '-\n- b', '- > a', '- ```\n  a\n  ```', '- a\n- # b', '* a\n\n  > b\n* c', '- a\n\n\n- b'],
  'task lists': ['- [ ] a\n- [x] b', '- [x] a *b* `c`', '- [ ] a\n  - [x] b', '1. [x] a\n\n   b', '- [ ]\n- [x] a', '- [x] a\n\n- [ ] b', '- [ ] a\n  more\n  <div>x</div>', '- a\n- [x] b'],
  tables: [
    '| a | b |\n| - | - |\n| 1 | 2 |', '| a | b | c |\n| :- | :-: | -: |\n| 1 | 2 | 3 |', '| a | b |\n| - | - |\n| 1 |', '| a |\n| - |\n| 1 | 2 |', '| a |\n| - |',
    '| `a\\|b` | *c* |\n| - | - |\n| [d](/u) | e  \\\nf |',
  ],
  'thematic breaks': ['***', 'a\n\n---\n\nb'],
  containers: [
    ':::note\na\n:::', ':::tip Title *b*\na\n:::', ':::warning[Be careful]\n- a\n:::', ':::details Summary\na\n:::', ':::details\na\n:::', ':::info\n```js\na\n```\n:::', '::::note\n:::tip\na\n:::\n::::',
    '::: code-group\n```js [a.js]\na\n```\n```ts [b.ts]\nb\n```\n:::',
  ],
  'table of contents': ['[[toc]]\n\n## a\n\n### b'],
};

const MDX_CASES = [
  'import Tabs from "@theme/Tabs";\nimport TabItem from "@theme/TabItem";\n\n<Tabs>\n<TabItem value="a" label="A">\n\na\n\n</TabItem>\n<TabItem value="b">\n\nb\n\n</TabItem>\n</Tabs>',
  '<Tabs groupId="os">\n  <TabItem value="mac" default>\n\n    mac\n\n  </TabItem>\n</Tabs>',
  'a <Badge text="new" /> b', '<Badge type="tip">c</Badge>', '<details>\n<summary>s</summary>\n\na\n\n</details>', '<div className="x" id="y">\n\n*a*\n\n</div>',
  '<span style={{color: "red"}}>a</span>', 'a <kbd>b</kbd>', '<Link to="/docs/other/">a</Link>', '<img src="/i.png" alt="a" />',
];

describe('the HTML writer', () => {
  for (const [name, cases] of Object.entries(CASES)) {
    it(`writes ${name} as remark-html does`, () => {
      for (const text of cases) expectSameHtml(text);
    });
  }

  it('writes MDX components and elements as remark-html does', () => {
    for (const text of MDX_CASES) expectSameHtml(text, true);
  });

  it('writes every page of the site as remark-html does', () => {
    const pages = realSiteMarkdown();
    expect(pages.length).toBeGreaterThan(50);
    for (const { text } of pages) expectSameHtml(text);
  });

  it('writes random documents as remark-html does', () => {
    const inline = ['*', '**', '~~', '`', '[', ']', '](/u)', '](./other.md "t")', '![', '<', '>', '<b>', '</b>', '&amp;', '\\', ' ', '  ', '\t', 'x', 'foo', '[x]', '[a]', '[b][a]', 'http://x.y', '"', "'", '|', '\n', '  \n', '\\\n', '<Badge text="x" />'];
    const starts = ['', '', ' ', '    ', '> ', '- ', '* ', '1. ', '3) ', '  - ', '- [ ] ', '- [x] ', '# ', '## ', '```', '```js', '<div>', '***', '| ', '| - | :-: |', '[a]: /u', ':::note', ':::tip T', ':::'];
    for (const { text, mdx } of randomMarkdown(20261125, 1000, { starts, inline })) expectSameHtml(text, mdx);
  });

  it('writes trees that plugins make as remark-html does: spaces after a break, nodes named and given properties or children by their data', () => {
    const text = (value: string) => ({ type: 'text', value });
    const br = { type: 'break' };
    const trees = [
      [text('a'), br, text(' \t b'), br, { type: 'emphasis', children: [text('  c')] }, br, { type: 'inlineCode', value: '  d' }, br, { type: 'html', value: '  <e>' }, br, br, text('  f')],
      [text('a'), br, { type: 'link', url: '/u', children: [text('  b')] }, br, { type: 'strong', children: [{ type: 'emphasis', children: [text(' c')] }] }, br, { type: 'custom', value: '  g' }],
      [{ type: 'link', url: '/u', title: 't', children: [text('a')], data: { hProperties: { className: ['x', 'y'], href: '/v', dataTab: 'a&"b', hidden: true, open: false, tabIndex: 0, accept: ['a', 'b'], id: '' } } }],
      [{ type: 'custom', data: { hName: 'span', hProperties: { ariaSelected: true, ariaLabel: "it's" } }, children: [text('a < b')] }, { type: 'custom', children: [text('c')] }, { type: 'custom', value: 'd' }],
      [{ type: 'custom', data: { hName: 'div', hChildren: [{ type: 'element', tagName: 'button', properties: { type: 'button', ariaSelected: false }, children: [{ type: 'text', value: 'A & B' }] }, { type: 'raw', value: '<i>x</i>' }] }, children: [text('ignored')] }],
      [{ type: 'image', url: '/i.png', alt: 'a', data: { hName: 'img', hProperties: { width: 20, loading: 'lazy' } } }, { type: 'heading', depth: 2, children: [text('h')], data: { hProperties: { id: 'h' } } }],
    ];
    for (const children of trees) {
      const tree = { type: 'root', children: [{ type: 'paragraph', children }] } as Root;
      expect(writeHtml(tree), JSON.stringify(children)).toBe(remarkHtml(tree));
    }
  });

  it('leaves footnotes to remark-html, and the page still has them', () => {
    const text = 'a[^1] b[^1]\n\n[^1]: note';
    expect(writeHtml(treeOf(text))).toBeUndefined();
    const page = renderMarkdown({ file: 'page.md', url: '/docs/page/', text, segments: [{ file: 'page.md', from: 1, line: 1 }] } as never, targets);
    expect(page.html).toBe(remarkHtml(treeOf(text)));
    expect(page.html).toContain('<section data-footnotes class="footnotes">');
  });
});
