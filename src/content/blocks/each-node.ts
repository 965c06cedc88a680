// Calls `fn` on every node of a tree, depth first, with its parent and index.
// unist-util-visit does the same but builds an array of ancestors for every
// node, which cost a tenth of the markdown stage; no plugin here needs them.
import type { Nodes, Parent, Root } from 'mdast';

/**
 * Nodes that hold only inline content (text, emphasis, links, inline code and
 * HTML): no block, such as a fenced code block or an HTML block, is ever inside
 * one. Most of a page's nodes are under them.
 */
export const PHRASING_PARENTS: ReadonlySet<string> = new Set(['paragraph', 'heading', 'table', 'tableRow', 'tableCell']);

export function eachNode(tree: Root, fn: (node: Nodes, index: number, parent: Parent) => void): void {
  walk(tree, fn, () => true);
}

/** eachNode for a plugin that looks only at blocks: it does not go into PHRASING_PARENTS. */
export function eachBlock(tree: Root, fn: (node: Nodes, index: number, parent: Parent) => void): void {
  walk(tree, fn, (node) => !PHRASING_PARENTS.has(node.type));
}

function walk(parent: Parent, fn: (node: Nodes, index: number, parent: Parent) => void, into: (node: Parent) => boolean): void {
  const children = parent.children;
  for (let i = 0; i < children.length; i++) {
    fn(children[i], i, parent);
    // fn may have replaced the node: walk what is there now.
    const node = children[i];
    if ('children' in node && into(node)) walk(node, fn, into);
  }
}
