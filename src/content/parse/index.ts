// The markdown parser: CommonMark with GitHub's tables, strikethrough, task
// lists, footnotes and autolink literals, read into the mdast tree that
// remark-parse with those extensions (micromark and mdast-util-from-markdown)
// gives, positions included, about ten times faster. The remark plugins read
// the tree as before; test/unit/parse.test.ts compares the two parsers.
import type { Root } from 'mdast';
import { Lines } from './lines.ts';
import { parseBlocks } from './blocks.ts';
import { toTree } from './tree.ts';

export interface ParseOptions {
  /** MDX: no indented code (writers indent the markdown inside components). */
  mdx?: boolean;
}

export function parseMarkdown(value: string, options: ParseOptions = {}): Root {
  // micromark reads the text without a byte order mark, and NUL as U+FFFD.
  let text = value.charCodeAt(0) === 0xfeff ? value.slice(1) : value;
  if (text.includes('\0')) text = text.replace(/\0/g, '\uFFFD');
  const lines = new Lines(text);
  const mdx = Boolean(options.mdx);
  return toTree(parseBlocks(lines, mdx), lines, mdx);
}
