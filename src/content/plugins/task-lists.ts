// A task list item's checkbox (GFM "- [x] text") labelled by its text: it is
// wrapped, with the phrasing that follows it, in a <label>. mdast-util-to-hast
// renders the checkbox without one, which leaves a form field with no name.
import type { Element, ElementContent } from 'hast';
import type { ListItem, Parents } from 'mdast';
import { defaultHandlers, type State } from 'mdast-util-to-hast';

/** Elements that end the text that labels the checkbox (to-html.ts labels it the same way). */
export const BLOCKS: ReadonlySet<string> = new Set(['p', 'ul', 'ol', 'pre', 'div', 'blockquote', 'table', 'details', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr']);

export function taskListItem(state: State, node: ListItem, parent: Parents | undefined): Element {
  const item = defaultHandlers.listItem(state, node, parent);
  if (typeof node.checked !== 'boolean') return item;
  // A tight item has the checkbox among its own children; a loose one, in its first paragraph.
  const first = item.children.find((child): child is Element => child.type === 'element');
  const holder = first?.tagName === 'p' ? first : item;
  const start = holder.children.findIndex((child) => child.type === 'element' && child.tagName === 'input');
  if (start < 0) return item;
  let end = start + 1;
  while (end < holder.children.length && !isBlock(holder.children[end])) end++;
  const label: Element = { type: 'element', tagName: 'label', properties: {}, children: holder.children.slice(start, end) };
  holder.children.splice(start, end - start, label);
  return item;
}

function isBlock(node: ElementContent): boolean {
  return node.type === 'element' && BLOCKS.has(node.tagName);
}
