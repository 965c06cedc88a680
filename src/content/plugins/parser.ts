// The markdown parser of the remark pipeline: src/content/parse (CommonMark and
// GitHub's extensions, into the tree remark-parse with remark-gfm gives), then
// GitHub's autolink literals ("www.example.com", "https://…", emails), linked by
// mdast-util-gfm-autolink-literal's pass over the text nodes. That pass (a walk
// that keeps every node's ancestors, four regexes per text node) runs only on a
// page with text it could link, outside links: "@", "www." or "http(s)://".
import type { Processor } from 'unified';
import type { Nodes, Root } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { parseMarkdown } from '../parse/index.ts';
import { checkDepth } from '../parse/depth.ts';

const literals = gfmAutolinkLiteralFromMarkdown().transforms ?? [];

/** What an autolink literal needs, one of these (mdast-util-gfm-autolink-literal's regexes). */
const MAY_LINK = /@|www\.|https?:\/\//i;

/** `mdx`: the page is read as MDX, which has no indented code. */
export function remarkParser(this: Processor, options: { mdx?: boolean } = {}) {
  this.parser = (document) => {
    let tree = parseMarkdown(document, options);
    checkDepth(tree); // before any recursive walk
    if (hasText(tree, MAY_LINK)) for (const transform of literals) tree = transform(tree) || tree;
    return tree;
  };
}

/** Whether a text outside links matches (the pass leaves links alone: a page of `<https://…>` autolinks needs no pass). */
function hasText(node: Root | Nodes, pattern: RegExp): boolean {
  if (node.type === 'text') return pattern.test(node.value);
  if (node.type === 'link' || node.type === 'linkReference') return false;
  return 'children' in node && node.children.some((child) => hasText(child, pattern));
}
