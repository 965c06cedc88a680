// How deep a page may nest. The parser reads any depth without recursion, but
// the tree it makes is walked recursively (by this project's plugins, remark's,
// and the HTML writers, a few stack frames a level), and each line goes through
// every container still open on it: a page of lists nested 100,000 deep took
// 28 s before running out of stack with no line to show for it. Nothing a
// writer means nests near these limits (GitHub's renderer stops at a few dozen
// list levels), so a page past them is an error at the line where it goes past.
import type { Nodes, Root } from 'mdast';
import type { Point } from 'unist';

/** Block quotes, list items and footnote definitions inside one another. */
export const MAX_CONTAINER_DEPTH = 100;

/**
 * Nodes inside one another, counted in the mdast tree (a list level is two, the list and its item):
 * room for inline content and components inside the deepest lists allowed, and far inside a thread's stack.
 */
export const MAX_TREE_DEPTH = 400;

/** Nesting past a limit: what the markdown stage reports, at `place`. */
export class TooDeep extends Error {
  readonly place: { line: number; column: number };
  readonly hint: string;

  constructor(what: string, limit: number, place: { line: number; column: number }) {
    super(`${what} nest more than ${limit} deep`);
    this.place = place;
    this.hint = `nest them less deep: a page can hold ${limit} levels`;
  }
}

/** Throws TooDeep at the first node past MAX_TREE_DEPTH; walks with a stack of its own (the tree may be deeper than the call stack). */
export function checkDepth(tree: Root): void {
  const nodes: Nodes[] = [tree];
  const depths: number[] = [0];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    if (!('children' in node)) continue;
    if (depth === MAX_TREE_DEPTH && node.children.length > 0) {
      const start = firstPlace(node) ?? firstPlace(tree)!;
      throw new TooDeep('Elements (lists, quotes, containers, components, emphasis, links)', MAX_TREE_DEPTH, { line: start.line, column: start.column });
    }
    for (const child of node.children) {
      nodes.push(child);
      depths.push(depth + 1);
    }
  }
}

/** Where a node starts, or the first node inside it that knows it (plugins make some nodes, such as containers, without a place). */
function firstPlace(node: Nodes): Point | undefined {
  const nodes: Nodes[] = [node];
  while (nodes.length > 0) {
    const next = nodes.pop()!;
    if (next.position) return next.position.start;
    if ('children' in next) for (let i = next.children.length - 1; i >= 0; i--) nodes.push(next.children[i]);
  }
  return undefined;
}

/**
 * checkDepth as a remark plugin, after the plugins that nest what the parser left flat (containers,
 * components): only where one of them grouped something (`regrouped`), the parser's check holding otherwise.
 */
export function remarkCheckDepth() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    if (file.data.regrouped === true) checkDepth(tree);
  };
}
