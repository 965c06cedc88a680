// GitHub Flavored Markdown: tables, task lists, strikethrough, footnotes and
// autolink literals ("www.example.com", "https://...", emails).
//
// It is remark-gfm less one piece and with two shortcuts, all for the parser's speed:
// - No micromark tokenizer for autolink literals, which tries every character
//   of every paragraph and halved the parser's speed on our pages.
//   mdast-util-gfm still links the literals, as a regex pass over the text
//   nodes after parsing, with GitHub's rules.
// - That pass (a tree walk that keeps every node's ancestors, and four regexes
//   per text node) runs only on a page that has text it could link, outside
//   links: "@", "www." or "http(s)://". It was 7 % of the markdown stage.
// - The table tokenizer is tried at the start of every paragraph, and reads
//   its whole first line as a head row before it finds out, on the next line,
//   that there is no delimiter row: 30 % of the tokenizer's time on our pages.
//   A look at the next line of the source skips it when no delimiter row can follow.
import type { Processor } from 'unified';
import type { Root } from 'mdast';
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import type { Construct, Extension, TokenizeContext } from 'micromark-util-types';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmFromMarkdown } from 'mdast-util-gfm';

/** The markdown being parsed, for the table's look-ahead; parsing is synchronous, so one at a time. */
let source: string | undefined;

export function remarkGfmWithoutLiteralTokenizer(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), tableWithLookahead(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown().map(literalsOnlyWherePossible));
  const parse = this.parser!;
  this.parser = (doc, file) => {
    // micromark drops a byte order mark, which would shift its offsets against the text.
    source = doc.charCodeAt(0) === 0xfeff ? undefined : doc;
    try {
      return parse(doc, file);
    } finally {
      source = undefined;
    }
  };
}

/** What an autolink literal needs, one of these (mdast-util-gfm-autolink-literal's regexes). */
const MAY_LINK = /@|www\.|https?:\/\//i;

/** The autolink literals' pass, run only on a tree with a text that may hold one; other extensions as they are. */
function literalsOnlyWherePossible(extension: FromMarkdownExtension): FromMarkdownExtension {
  if (!extension.enter?.literalAutolink || !extension.transforms) return extension;
  const transforms = extension.transforms;
  return {
    ...extension,
    transforms: [(tree: Root) => {
      if (!hasText(tree, MAY_LINK)) return;
      for (const transform of transforms) tree = transform(tree) || tree;
      return tree;
    }],
  };
}

/** Whether a text outside links matches (the pass leaves links alone: a page of `<https://…>` autolinks needs no pass). */
function hasText(node: Root | Root['children'][number], pattern: RegExp): boolean {
  if (node.type === 'text') return pattern.test(node.value);
  if (node.type === 'link' || node.type === 'linkReference') return false;
  return 'children' in node && node.children.some((child) => hasText(child, pattern));
}

/** micromark's GFM table construct, tried only where it can succeed: the same tokens in the end. */
export function tableWithLookahead(): Extension {
  const table = gfmTable().flow!.null as Construct;
  return {
    flow: {
      null: {
        ...table,
        tokenize(effects, ok, nok) {
          const self = this;
          return (code) => (source !== undefined && !continuesTable(self) && !delimiterRowMayFollow(source, self.now().offset)
            ? nok(code)
            : table.tokenize.call(self, effects, ok, nok)(code));
        },
      },
    },
  };
}

/** Whether this line comes right after a table's head or row, and so may be its next row (the table's own test). */
function continuesTable(self: TokenizeContext): boolean {
  let index = self.events.length - 1;
  while (index > -1 && (self.events[index][1].type === 'lineEnding' || self.events[index][1].type === 'linePrefix')) index--;
  const tail = index > -1 ? self.events[index][1].type : undefined;
  return tail === 'tableHead' || tail === 'tableRow';
}

/**
 * Whether the line after the one at `offset` may be a table's delimiter row.
 * Such a row has a "-" in every cell, and a "|" or a ":" somewhere (micromark's
 * rule): a line without them rules the table out.
 */
export function delimiterRowMayFollow(text: string, offset: number): boolean {
  const from = nextLineStart(text, offset);
  if (from === -1) return false;
  const end = nextLineStart(text, from);
  const to = end === -1 ? text.length : end;
  const has = (char: string) => {
    const at = text.indexOf(char, from);
    return at !== -1 && at < to;
  };
  return has('-') && (has('|') || has(':'));
}

/** Where the line after the one at `offset` starts, or -1 if it is the last one (line endings: \n, \r\n, \r). */
function nextLineStart(text: string, offset: number): number {
  for (let i = offset; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) return i + 1;
    if (c === 13) return text.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
  }
  return -1;
}
