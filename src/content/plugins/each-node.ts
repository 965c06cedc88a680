// Calls `fn` on every node of a tree, depth first, with its parent and index.
// unist-util-visit does the same but builds an array of ancestors for every
// node, which cost a tenth of the markdown stage; no plugin here needs them.
import type { Nodes, Parent, Root } from 'mdast';

export function eachNode(tree: Root, fn: (node: Nodes, index: number, parent: Parent) => void): void {
  const walk = (parent: Parent) => {
    const children = parent.children;
    for (let i = 0; i < children.length; i++) {
      fn(children[i], i, parent);
      // fn may have replaced the node: walk what is there now.
      const node = children[i];
      if ('children' in node) walk(node);
    }
  };
  walk(tree);
}
