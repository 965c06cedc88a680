// An inline table of contents: VitePress's "[[toc]]" line and Docusaurus's
// <TOCInline toc={toc} />. The containers plugin leaves a placeholder where it
// stands; the anchors plugin, which knows every heading of the page, fills it.
import type { Html, Nodes } from 'mdast';
import type { Node } from 'unist';
import { escapeHtml } from '../../html.ts';
import type { Heading } from '../../types.ts';

export interface TocPlaceholder extends Node {
  type: 'tocInline';
  /** The heading levels it lists: h2 and h3 unless the writer chose others. */
  min: number;
  max: number;
  /** Docusaurus's toc.slice(from, to): the page's headings, all levels, from one to another. */
  slice?: [number, number?];
}

export function tocPlaceholder(min = 2, max = 3, at?: Node, slice?: [number, number?]): Nodes {
  return { type: 'tocInline', min, max, slice, position: at?.position } as unknown as Nodes;
}

export function isTocPlaceholder(node: Nodes | Node): node is TocPlaceholder {
  return node.type === 'tocInline';
}

/** The page's headings from `min` to `max`, as nested lists of links. */
export function inlineToc(headings: Heading[], { min, max, slice }: TocPlaceholder): Html {
  const listed = (slice ? headings.slice(...slice) : headings).filter((h) => h.depth >= min && h.depth <= max);
  let html = '';
  const open: number[] = [];
  for (const h of listed) {
    while (open.length && open[open.length - 1] > h.depth) html += '</li></ul>', open.pop();
    if (open.length && open[open.length - 1] === h.depth) html += '</li>';
    else html += '<ul>', open.push(h.depth);
    html += `<li><a href="#${escapeHtml(h.id)}">${escapeHtml(h.text)}</a>`;
  }
  while (open.pop() !== undefined) html += '</li></ul>';
  return { type: 'html', value: listed.length ? `<nav class="toc-inline" aria-label="Contents">${html}</nav>` : '' };
}
