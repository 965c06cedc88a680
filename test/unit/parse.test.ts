// The markdown parser (src/content/parse) must give the tree remark-parse with
// GitHub's extensions (micromark, mdast-util-from-markdown) gives: the same
// nodes, fields and positions, which the plugins, their messages and the
// markdown copy read. Compared on cases written for each construct (and for
// the corners where micromark reads differently from the spec's prose), on
// every page of the site, and on random documents.
import { describe, expect, it } from 'vitest';
import { remark } from 'remark';
import type { Processor } from 'unified';
import type { Root } from 'mdast';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { remarkParser } from '../../src/content/plugins/parser.ts';
import { realSiteMarkdown } from '../helpers/site.ts';
import { randomMarkdown } from '../helpers/random-markdown.ts';

function gfm(this: Processor, options: { mdx?: boolean } = {}) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
  if (options.mdx) data.micromarkExtensions.push({ disable: { null: ['codeIndented'] } });
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
}

const reference = { md: remark().use(gfm).freeze(), mdx: remark().use(gfm, { mdx: true }).freeze() };
const ours = { md: remark().use(remarkParser).freeze(), mdx: remark().use(remarkParser, { mdx: true }).freeze() };

function expectSameTree(text: string, mdx = false) {
  const kind = mdx ? 'mdx' : 'md';
  expect(ours[kind].parse(text) as Root, JSON.stringify(text)).toEqual(reference[kind].parse(text));
}

const CASES: Record<string, string[]> = {
  'paragraphs and breaks': ['a', 'a\nb', 'a  \nb', 'a\\\nb', 'a \t\nb', 'a\t \nb', '  a\n   b  ', 'a\r\nb\r\n', 'a\rb', '\uFEFFa', 'a\0b', '', '\n\n', 'a\n\n\n'],
  headings: ['# a', '#\ta #', '## a ##  ', '# a#', '# a \\#', '####### a', '#', '# ###', 'a\n===', 'a\nb\n---', ' a\n  ==  ', 'a\n= =', '[r]: /u\na\n==='],
  'thematic breaks': ['***', ' - - -', '_ _ _ _', '**', 'a\n***\nb', '* * *\n- a'],
  'code': ['    a\n\n      b\n  \n    c\n\n', '\ta\n  \tb', '```js meta  data\nx\n```', '~~~\n```\n~~~', '```\na', '```\na\n\n', '  ```\n  a\n   b\n ```', '```a`b\n', '- ```\n  a\n- b', '> ```\n- x', '````\n```\n````'],
  'html blocks': ['<div>\na\n\nb', '<!-- a\nb -->\nc', '<pre>\n**a**\n</pre>\nb', '<?php\n?>', '<!X>', '<![CDATA[\n]]]>\n]]>', '<a href="x">\nb', 'a\n<a href="x">', '</x-y >\n', '<div/>\n', '  <table>\n  x', '> a\n<x>\nb', '> a\n<x>'],
  'block quotes': ['> a\n> b\nc', '> a\n\n> b', '>a\n>\n> b', '  > a\n>', '> > a\n> b', '>\t\tfoo', '> - a\n>\n> b', '> - a\n>   \n> b', '>>\n>', '> a\n>  \nb'],
  lists: [
    '- a\n- b', '- a\n\n- b', '- a\n\n  b\n- c', '1. a\n2) b', '3. a\n4. b', '- a\n  - b\n    - c', '-\n  a', '-\n\n  a', '- \n- b', '-  \n- b',
    '* a\n\n  > b\n  >\n* c', '10) a\n    - b', '- a\n  ```\n  b\n  ```\n- c', 'a\n- b', 'a\n2. b', 'a\n1. b', 'a\n-', '    a\n- x', '    a\n-', 'a\n> 2. b',
    '- a\n\n\n- b', '> - a\n>\n>\n> b', '- a\n  >\n- b', '- [ ] a\n- [x] b\n- [X]\n  c', '- [ ]\n- [x]a', '1. [x] a\n\n   b', '- [r]: /u\n  [x] a',
    '   > - ![a](/u "t")\n   >> <u@hh>', '- a\n  ```diff\n+    0xff', '- ```\n ', '-\tfoo\n\n\t  bar', '- foo\n\n\t\tbar',
  ],
  tables: [
    '| a | b |\n| - | :-: |\n| 1 | 2 |', 'a | b\n--- | ---\n1 | 2\nlazy\n\nafter', 'abc\n:--\nrow', 'x\n| a |\n| - |', 'a | b\n- | -', '| a |\n| - |\n|',
    '| `a|b` | c \\| d |\n| - | - |', '|a||b|\n|-|-|-|', '  | a |  \n|:-:|\n| x | y |  ', '| a |\n| - |\n- b', '| a |\n| - |\n    x', 'a\n    | b |\n| - |',
    '> | a |\n| - |', '- | a |\n  | - |\n  | b |', '| a |\r\n| - |\r\n| b |', '| a |\n| - |\n> b',
  ],
  'link reference definitions': [
    '[a]: /u\n[a]', '[a]: <u v> "t"\n[A]', '[a]:\n/u\n\'t\'\n[a]', '[a]: /u "t\n  u"\n[a]', '[Foo\n  bar]: /url\n\n[Baz][Foo bar]', ' [1]: /a\n [2]: /b\n[1][2]',
    '[a]: /u x\n[a]', '[a]: /u\n===\n[a]', '> [a]: /u\n\n[a]', '[a]: /u\n  b', '[]: /u', '[a]: <>\n[a]',
  ],
  'inline code and html': ['`a`', '`` a`b ``', '` a `', '`  `', '`a\n  b`', 'a `b', '* `\n  <e>', '<a href="x" b>', '<a\n     b=1>', '<!-- a -->', '<!-->', '<?a?>', '<![CDATA[a]]>', '</a >', '<a/>', '<a b=c d="e">'],
  emphasis: [
    '*a*', '**a**', '***a***', '_a_b', 'a*b*c', '*a **b** c*', '**a*', '*a**b*', '__a_b__', '*(*a*)*', '_~_b~_', '~a *b~ c*', '*x* ~a *b c~ d*', '~~a~~', '~a~', '~~~a~~~',
    '*a\n b*', 'a ** b', '***a*', '*a ~b* c~', '\\**a*', '&amp;*a*', '**a** ~~b~~ *c*',
  ],
  'links and images': [
    '[a](/u)', '[a](/u "t")', '[a](<u v>)', '[a]( /u\n"t" )', '[a](/u(b)c)', '[a](\\(b)', '![a *b*](/u)', '[a [b](/c)](/d)', '![a [b](/c)](/d)', '[a](/u "t)',
    '[a]\n\n[a]: /u', '[a][]\n\n[a]: /u', '[a][b]\n\n[b]: /u', '[a][b]\n\n[a]: /u', '[a][b\n\n[a]: /u', '[a](not a link)\n\n[a]: /u', '<http://a.b/c?d>', '<a@b.co>', '<a:b>', '<http://a b>',
    'http://a.b and www.c.d and e@f.gh', '[www.a.b](https://x.y)', '[a](</u>)',
  ],
  footnotes: ['a[^1]\n\n[^1]: b', '[^1]: a\n    b\n\nc[^1]', '[^ a]: b', 'a[^x]', '![^1]\n\n[^1]: b', '[^1]: - a\n    - b', '[^1]: > a\n    - b', 'a\n[^1]: b'],
  'escapes and references': ['\\*a\\*', '\\a', '&copy; &#35; &#x22; &#0; &#xD800; &nope;', 'a\\\n', '[a\\]](/u)'],
};

const MDX_CASES = ['    a', '-      <!x', '- a\n\n      b', '> a\n\n    # b', '```\nx\n    ```', '| a |\n    | - |', '[^b]:-\n    [^a]:'];

describe('the markdown parser', () => {
  for (const [name, cases] of Object.entries(CASES)) {
    it(`reads ${name} as remark-parse with GFM does`, () => {
      for (const text of cases) expectSameTree(text);
    });
  }

  it('reads MDX (no indented code) as remark-parse does with indented code disabled', () => {
    for (const text of [...MDX_CASES, ...Object.values(CASES).flat()]) expectSameTree(text, true);
  });

  it('reads every page of the site as remark-parse does', () => {
    const pages = realSiteMarkdown();
    expect(pages.length).toBeGreaterThan(50);
    for (const { text } of pages) expectSameTree(text);
  });

  it('reads random documents as remark-parse does', () => {
    const inline = ['*', '**', '_', '__', '~', '~~', '`', '[', ']', '](', '](/u)', '![', '<', '>', '<a>', '</a>', '&amp;', '\\*', '\\', ' ', '  ', '\t', 'x', 'foo', '[^1]', '[x]', 'http://x.y', 'a@b.cd', '<http://a.b>', '"', '(', ')', '|', '\n'];
    const starts = ['', '', ' ', '    ', '\t', '> ', '>', '- ', '* ', '1. ', '2) ', '  - ', '# ', '```', '~~~', '<div>', '<!--', '***', '---', '===', '| ', '|-|', '[a]: /u', '[^1]: '];
    for (const { text, mdx } of randomMarkdown(20261125, 1500, { starts, inline })) expectSameTree(text, mdx);
  });
});
