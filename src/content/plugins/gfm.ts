// GitHub Flavored Markdown: tables, task lists, strikethrough, footnotes and
// autolink literals ("www.example.com", "https://...", emails).
//
// It is remark-gfm less one piece: the micromark tokenizer for autolink
// literals, which tries every character of every paragraph and halved the
// parser's speed on our pages. mdast-util-gfm still links the literals, as a
// regex pass over the text nodes after parsing, with GitHub's rules.
import type { Processor } from 'unified';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmFromMarkdown } from 'mdast-util-gfm';

export function remarkGfmWithoutLiteralTokenizer(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
}
