// Containers, written as in Docusaurus and VitePress:
//
//   :::warning Keep the secret secret        ::: code-group
//   Markdown content.                        ```bash [curl]
//   :::                                      ```
//                                            ```js [JavaScript]
//   :::note[A **title**]                     ```
//   ::::: longer fences nest: the close      :::
//   line matches its opening line's
//
// CommonMark has no containers, so the expand stage, which already walks the
// lines with fenced code in mind, turns each ":::" line into an HTML comment
// (markContainerLine), keeping its indentation (a container in a list item
// stays in it). A comment line is a block of its own that also ends a
// paragraph, so the blocks between two markers come out of the parser as
// siblings, and this plugin wraps them, with line numbers unchanged.
import type { Code, Html, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { Node } from 'unist';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { closest } from '../../errors.ts';
import { placeOf, problemsOf } from './context.ts';
import { PHRASING_PARENTS } from './each-node.ts';
import { ADMONITIONS, admonition, githubAlerts, mayHoldAlert } from './admonitions.ts';
import { codeTabs } from './tabs.ts';
import { tocPlaceholder } from './toc-inline.ts';

export { ADMONITIONS } from './admonitions.ts';
export { fenceTitle } from './tabs.ts';

/** Every container, and what it becomes. */
const CONTAINERS: readonly string[] = [...ADMONITIONS, 'details', 'tabs', 'code-group', 'raw'];

const LINE = /^(\s*)(:{3,})\s*([\w-]*)\s*(.*?)\s*$/;
/** What every marker starts with. */
const MARKER = '<!--docs:';
/** Each marker of a marker line: its kind and its arguments (encoded text never holds "--", so the first "-->" ends it). */
const MARKERS = /<!--docs:(\w+) ?(.*?)-->/g;
/** VitePress's inline table of contents. */
const TOC_LINE = /^(\s*)\[\[toc\]\]\s*$/;

/** The marker for a ":::" or "[[toc]]" line, or null when the line is neither. */
export function markContainerLine(line: string): string | null {
  const toc = TOC_LINE.exec(line);
  if (toc) return `${toc[1]}<!--docs:toc 2 3-->`;
  const match = LINE.exec(line);
  if (!match) return null;
  const [, indent, fence, name, rest] = match;
  if (!name && !rest) return `${indent}<!--docs:close ${fence.length}-->`;
  // ":::note[Title]" (Docusaurus) or ":::note Title"
  const title = rest.startsWith('[') && rest.endsWith(']') ? rest.slice(1, -1) : rest;
  return `${indent}<!--docs:open ${fence.length} ${name} ${encodeMarkerText(title)}-->`;
}

/** Text that can sit in a marker comment: no "--" (which could end it), and back exactly as written. */
export function encodeMarkerText(text: string): string {
  return text.replace(/[%-]/g, (c) => (c === '%' ? '%25' : '%2D'));
}

export function decodeMarkerText(text: string): string {
  return decodeURIComponent(text);
}

interface Open { name: string; fence: number; title: string; marker: Html; children: RootContent[] }

export function remarkContainers(this: Processor) {
  const processor = this;
  return (tree: Root, file: VFile) => {
    const text = String(file.value);
    if (mayHoldAlert(text)) githubAlerts(tree);
    // Most pages have no container: their trees are left as they are.
    if (!text.includes(MARKER)) return;
    const problems = problemsOf(file);
    const report = (node: Node, message: string, hint?: string) => problems.push({ message, ...placeOf(file, node), hint });
    let tabGroups = 0;

    /** A title's inline markdown, parsed where it stands (its nodes are placed on the marker's line). */
    const inline = (source: string, at: Node): PhrasingContent[] => {
      if (!source) return [];
      if (!/[*_`[\]<&\\!~]/.test(source)) return [{ type: 'text', value: source, position: at.position }];
      const parsed = (processor.parse(source) as Root).children;
      const nodes = parsed.length === 1 && parsed[0].type === 'paragraph' ? parsed[0].children : [{ type: 'text', value: source } as PhrasingContent];
      placeAt(nodes, at);
      return nodes;
    };

    const wrap = (open: Open): RootContent => {
      const title = inline(open.title, open.marker);
      if (open.name === 'tabs' || open.name === 'code-group') {
        const codes = open.children.filter((child): child is Code => child.type === 'code');
        const stray = open.children.find((child) => child.type !== 'code');
        if (stray) report(stray, `Only fenced code blocks can go inside :::${open.name}`, 'put the text before or after the tabs');
        if (codes.length === 0) report(open.marker, `:::${open.name} holds no code block`, `put one fenced code block per tab between ":::${open.name}" and ":::"`);
        return codeTabs(codes, ++tabGroups);
      }
      if (open.name === 'details') {
        const summary = { type: 'container', data: { hName: 'summary' }, children: title.length ? title : [{ type: 'text', value: 'Details' }] };
        return { type: 'container', data: { hName: 'details' }, children: [summary, ...open.children] } as unknown as RootContent;
      }
      if (open.name === 'raw') return { type: 'container', data: { hName: 'div', hProperties: { className: ['raw'] } }, children: open.children } as unknown as RootContent;
      return admonition(open.name, title, open.children);
    };

    const group = (parent: Parent): void => {
      const stack: Open[] = [];
      const top: RootContent[] = [];
      const into = () => (stack.length ? stack[stack.length - 1].children : top);
      const close = (at: number) => {
        while (stack.length > at) {
          const done = stack.pop()!;
          into().push(wrap(done));
        }
      };
      for (const child of parent.children as RootContent[]) {
        // A marker is a block of its own (an HTML comment line): never inside inline content.
        if ('children' in child && !PHRASING_PARENTS.has(child.type)) group(child as Parent);
        if (child.type !== 'html' || !child.value.startsWith(MARKER)) {
          into().push(child);
          continue;
        }
        for (const [, kind, args] of child.value.matchAll(MARKERS)) {
          const [fence, name = '', title = ''] = splitArgs(args, 3);
          const size = Number(fence);
          if (kind === 'toc') {
            into().push(tocPlaceholder(Number(fence), Number(name), child) as RootContent);
            continue;
          }
          if (kind === 'open') {
            if (CONTAINERS.includes(name)) stack.push({ name, fence: size, title: decodeMarkerText(title), marker: child, children: [] });
            else {
              const guess = closest(name, CONTAINERS);
              report(child, name ? `Unknown container ":::${name}"` : 'A ":::" line with a title but no container name',
                guess ? `did you mean ":::${guess}"?` : `containers are ${CONTAINERS.map((c) => `:::${c}`).join(', ')}`);
              stack.push({ name: 'note', fence: size, title: decodeMarkerText(title), marker: child, children: [] });
            }
            continue;
          }
          // A closing line closes the innermost container opened with as many colons, else
          // the innermost opened with fewer; containers inside it that are still open close with it.
          let at = innermost(stack, (open) => open.fence === size);
          if (at === -1) at = innermost(stack, (open) => open.fence < size);
          if (at === -1) {
            report(child, stack.length ? `A closing "${':'.repeat(size)}" that matches no open container` : `A closing "${':'.repeat(size)}" without a container to close`,
              stack.length ? `close ":::${stack.at(-1)!.name}" with ${stack.at(-1)!.fence} colons, as it was opened` : 'remove it, or open a container such as ":::note" above');
          } else close(at);
        }
      }
      for (const open of [...stack].reverse()) {
        report(open.marker, `The container ":::${open.name}" is never closed`, `end it with a line holding only "${':'.repeat(open.fence)}"`);
      }
      close(0);
      parent.children = top as Parent['children'];
    };
    group(tree);
  };
}

/** The first `count - 1` space-separated arguments, and the rest as the last. */
function splitArgs(args: string, count: number): string[] {
  const parts = args.split(' ');
  return [...parts.slice(0, count - 1), parts.slice(count - 1).join(' ')];
}

/** The index of the innermost open container that `fits`, or -1. */
function innermost(stack: Open[], fits: (open: Open) => boolean): number {
  for (let i = stack.length - 1; i >= 0; i--) if (fits(stack[i])) return i;
  return -1;
}

/** Gives parsed nodes the place of the node they stand for. */
function placeAt(nodes: Node[], at: Node): void {
  for (const node of nodes) {
    node.position = at.position;
    if ('children' in node) placeAt(node.children as Node[], at);
  }
}
