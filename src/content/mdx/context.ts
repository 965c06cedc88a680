// What the plugins that build components share for a page: where problems and
// notes go, inline markdown parsed in place, the page's count of tab groups
// (their ids must differ), and the components site.config.ts registers.
import type { PhrasingContent, Root } from 'mdast';
import type { Node } from 'unist';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { notesOf, placeOf, problemsOf, type MarkdownContext } from '../blocks/context.ts';
import type { ComponentContext } from './components.ts';
import { markComponents } from './render.ts';

export function componentContext(processor: Processor, file: VFile): ComponentContext {
  const registered = new Set((file.data.markdown as MarkdownContext).components ?? []);
  return {
    report: (node, message, hint, about) => problemsOf(file).push({ message, ...placeOf(file, node), hint, ...about }),
    note: (node, message) => notesOf(file).push({ message, ...placeOf(file, node) }),
    inline: (source, at) => parseInline(processor, source, at),
    nextTabsId: () => nextTabsId(file),
    registered: (name) => registered.has(name),
    hasComponent: () => markComponents(file),
  };
}

/** A number for the page's next group of tabs: their ids are made from it, and must differ on the page. */
export function nextTabsId(file: VFile): number {
  const data = file.data as { tabGroups?: number };
  return (data.tabGroups = (data.tabGroups ?? 0) + 1);
}

/** Inline markdown (a title, a tag's text), parsed, its nodes placed where `at` is (so links in it are reported at its line). */
export function parseInline(processor: Processor, source: string, at: Node): PhrasingContent[] {
  if (!source) return [];
  if (!/[*_`[\]<&\\!~]/.test(source)) return [{ type: 'text', value: source, position: at.position }];
  const parsed = (processor.parse(source) as Root).children;
  const nodes = parsed.length === 1 && parsed[0].type === 'paragraph' ? parsed[0].children : [{ type: 'text', value: source } as PhrasingContent];
  placeAt(nodes, at);
  return nodes;
}

function placeAt(nodes: Node[], at: Node): void {
  for (const node of nodes) {
    node.position = at.position;
    if ('children' in node) placeAt(node.children as Node[], at);
  }
}
