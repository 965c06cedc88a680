// The parser's shortcuts for tables and autolink literals (src/content/plugins/gfm.ts)
// must never change what is parsed: the tree, positions included, is compared
// with the one that micromark's table construct and mdast-util-gfm give.
import { describe, expect, it } from 'vitest';
import { remark } from 'remark';
import type { Processor } from 'unified';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { delimiterRowMayFollow, remarkGfmWithoutLiteralTokenizer } from '../../src/content/plugins/gfm.ts';
import { realSiteMarkdown } from '../helpers/site.ts';

function plainGfm(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
}
const withShortcut = remark().use(remarkGfmWithoutLiteralTokenizer).freeze();
const reference = remark().use(plainGfm).freeze();

const CASES: Record<string, string> = {
  'a table': '| a | b |\n| - | :-: |\n| 1 | 2 |\n',
  'a table after a paragraph line': 'Some text\n| a | b |\n| --- | --- |\n| 1 | 2 |\n',
  'no leading pipes': 'a | b\n--- | ---\n1 | 2\nlazy row\n\nafter',
  'one column without a pipe': 'abc\n:--\nrow\n',
  'a setext heading, not a table': 'Title\n---\n\ntext',
  'a paragraph whose next line has a colon': 'Note: one\nTwo: - three\nfour',
  'a dash but no pipe or colon': 'a | b\n- - -\n',
  'cells that do not match': '| a | b |\n| - |\n| 1 |\n',
  'CRLF line endings': '| a | b |\r\n| - | - |\r\n| 1 | 2 |\r\n\r\ntext\r\n',
  'CR line endings': '| a | b |\r| - | - |\r| 1 | 2 |\r',
  'in a list': '- item\n\n  | a | b |\n  | - | - |\n  | 1 | 2 |\n- next',
  'in a blockquote': '> | a | b |\n> | - | - |\n> | 1 | 2 |\n\n> x | y\n> text',
  'a lazy delimiter line': '> | a | b |\n| - | - |\n',
  'indented 4 spaces': '    | a | b |\n    | - | - |\n',
  'tabs in cells': '|\ta\t|\tb |\n|\t-\t|\t- |\n',
  'a pipe in code and escaped': '| `a|b` | c \\| d |\n| - | - |\n| `1` | 2 |\n',
  'the last line, with no line after it': 'a | b',
  'a byte order mark': '\uFEFF| a | b |\n| - | - |\n| 1 | 2 |\n',
  'two tables and prose': 'Intro text here.\n\n| a |\n| - |\n| 1 |\n\nMiddle: text - with | pipes\n\n| c | d |\n|:-|-:|\n| 3 | 4 |\n',
  'a fenced block with table syntax': '```\n| a | b |\n| - | - |\n```\n',
  'an HTML block': '<div>\n| a | b |\n| - | - |\n</div>\n',
  'autolink literals': 'See www.example.com, https://x.example/a?b=1 and HTTP://UP.EXAMPLE.\n\n*Write to help@example.com* or WWW.EXAMPLE.ORG',
  'mailto and xmpp literals': 'mailto:a@b.example and xmpp:a@b.example/res, not a@b',
  'a literal inside a link': '[www.example.com](https://example.com) [x@y.example][ref]\n\n[ref]: /r',
  'text that looks like no literal': 'wwwexample com, http:/x, at sign spelt out, ftp://x.example',
  'footnotes and task lists': 'Text[^1]\n\n[^1]: | a | b |\n    | - | - |\n\n- [x] | a |\n  | - |\n',
};

describe('the shortcuts of the GFM parser', () => {
  for (const [name, text] of Object.entries(CASES)) {
    it(`parses ${name} as remark-gfm's parts do`, () => {
      expect(withShortcut.parse(text)).toEqual(reference.parse(text));
    });
  }

  it('parses every page of the real site as micromark does', () => {
    const pages = realSiteMarkdown();
    expect(pages.length).toBeGreaterThan(50);
    for (const { file, text } of pages) {
      expect(withShortcut.parse(text), file).toEqual(reference.parse(text));
    }
  });

  it('rules out a delimiter row only where none can follow', () => {
    expect(delimiterRowMayFollow('a | b\n--|--\n', 0)).toBe(true);
    expect(delimiterRowMayFollow('a | b\n:--\n', 2)).toBe(true);
    expect(delimiterRowMayFollow('a | b\r\n| - |', 0)).toBe(true);
    expect(delimiterRowMayFollow('a | b\n- x\n| - |', 0)).toBe(false); // the row after next does not count
    expect(delimiterRowMayFollow('a | b\n|  |\n', 0)).toBe(false);
    expect(delimiterRowMayFollow('a | b', 0)).toBe(false);
  });
});
