// Components inside a paragraph, a heading or a table cell: <Badge text="v2" />,
// <Highlight color="x">text</Highlight>. The parser gives each tag as an inline
// HTML node; this plugin pairs an opening tag with its closing one among its
// siblings and makes the component of them, as the containers plugin does for
// lines of tags. It runs before the heading ids are made, so that a badge's
// text is not part of a heading's id. (On a page read as MDX, the expand stage
// has made the JSX attributes of inline tags readable as HTML: mdx/lines.ts.)
import type { Parent, PhrasingContent, RootContent, Root } from 'mdast';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { PHRASING_PARENTS } from '../blocks/each-node.ts';
import { componentOf, type ComponentContext, type TagData } from './components.ts';
import { componentContext } from './context.ts';
import { readTag, type Tag } from './tag.ts';
import { BUILTINS } from './lines.ts';
import { isCommonMark, type MarkdownContext } from '../blocks/context.ts';
import type { Node } from 'unist';

/** A component's tag, or (on MDX pages) an attribute only JSX writes. */
const MAY_HOLD = /<\/?[A-Z]/;
const COMPONENT_START = /^<[A-Z]/;

export function remarkInlineJsx(this: Processor) {
  const processor = this;
  return (tree: Root, file: VFile) => {
    const text = String(file.value);
    if (!MAY_HOLD.test(text)) return;
    file.data.regrouped = true; // the tree may nest deeper now (parse/depth.ts checks it again)
    const ctx = componentContext(processor, file);
    const markdown = file.data.markdown as MarkdownContext;
    const generated = (node: Node) => isCommonMark(markdown, node);
    const walk = (parent: Parent, inline: boolean) => {
      if (inline) pairTags(parent, ctx);
      else blocksOfText(parent, ctx, generated);
      for (const child of parent.children) {
        if ('children' in child && !generated(child)) walk(child as Parent, inline || PHRASING_PARENTS.has(child.type));
      }
    };
    walk(tree, false);
  };
}

/**
 * A block that starts with a component's tag beside text, or in a list item or a quote
 * ("- <Badge text="new" /> Faster builds"), which the parser took for a block of HTML (as
 * it takes "<Link" for HTML's <link>): a paragraph, whose tags are paired like any other's.
 */
function blocksOfText(parent: Parent, ctx: ComponentContext, generated: (node: Node) => boolean): void {
  const nodes = parent.children as RootContent[];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    if (node.type !== 'html' || !COMPONENT_START.test(node.value) || generated(node)) continue;
    const tag = readTag(node.value, 0);
    if (tag === 'incomplete' || 'error' in tag) continue;
    const rest = node.value.slice(tag.end);
    const gap: PhrasingContent[] = /^\s/.test(rest) && rest.trim() ? [{ type: 'text', value: ' ', position: node.position }] : [];
    nodes[i] = { type: 'paragraph', position: node.position, children: [{ type: 'html', value: node.value.slice(0, tag.end), position: node.position }, ...gap, ...ctx.inline(rest.trim(), node)] };
  }
}

function pairTags(parent: Parent, ctx: ComponentContext): void {
  const nodes = parent.children as RootContent[];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    if (node.type !== 'html' || !node.value.startsWith('<')) continue;
    const tag = readTag(node.value, 0);
    if (tag === 'incomplete' || 'error' in tag || tag.end !== node.value.length) continue;
    if (!/^[A-Z]/.test(tag.name)) continue;
    // Attributes that are not plain text come whole in data-docs (see mdx/lines.ts).
    const carried = typeof tag.attributes['data-docs'] === 'string' ? JSON.parse(decodeURIComponent(tag.attributes['data-docs'])) as Pick<TagData, 'a' | 'c' | 'b'> : undefined;
    const data: TagData = { a: carried?.a ?? tag.attributes, c: carried?.c ?? tag.code, b: carried?.b ?? (BUILTINS.has(tag.name) ? tag.name : undefined) };
    if (tag.kind === 'close') {
      ctx.report(node, `</${tag.name}> closes no <${tag.name}>`, `remove it, or open <${tag.name}> before it`);
      nodes.splice(i--, 1);
      continue;
    }
    const end = tag.kind === 'open' ? closing(nodes, i, tag.name) : i;
    if (end === -1) ctx.report(node, `<${tag.name}> is never closed`, `close it with </${tag.name}> in the same paragraph, or write <${tag.name} />`);
    const children = end === -1 ? [] : nodes.slice(i + 1, end);
    const made = [componentOf({ name: tag.name, data, marker: node, children }, { ...ctx, inText: true })].flat();
    nodes.splice(i, (end === -1 ? i : end) - i + 1, ...made);
    i += made.length - 1;
  }
}

/** The index of the tag that closes the one at `at`, among its siblings; -1 if none. */
function closing(nodes: RootContent[], at: number, name: string): number {
  let depth = 0;
  for (let i = at + 1; i < nodes.length; i++) {
    const node = nodes[i];
    if (node.type !== 'html') continue;
    if (node.value === `</${name}>`) {
      if (depth === 0) return i;
      depth--;
    } else if (new RegExp(`^<${name}[\\s>]`).test(node.value) && !node.value.endsWith('/>')) depth++;
  }
  return -1;
}
