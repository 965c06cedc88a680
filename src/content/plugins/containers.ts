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
// CommonMark has no containers: their lines are markers (container-markers.ts),
// which come out of the parser as blocks among their content's blocks. This
// plugin wraps the content of each container, and of each component tag that
// holds markdown, as what it stands for.
import type { Html, Parent, Root, RootContent } from 'mdast';
import type { Node } from 'unist';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { closest } from '../../errors.ts';
import { componentOf, type TagData } from '../mdx/components.ts';
import { componentContext } from '../mdx/context.ts';
import { unknownImport } from '../mdx/esm.ts';
import { PHRASING_PARENTS } from '../blocks/each-node.ts';
import { ADMONITIONS, admonition, alertsToAdmonitions, mayHoldAlert } from '../blocks/admonitions.ts';
import { codeTabs, groupedCodeTabs, isTabStart, markdownTabs, tabStart } from '../blocks/tabs.ts';
import { tocPlaceholder } from '../blocks/toc-inline.ts';
import { closedBy, eagerContainers, innermost } from '../blocks/container-nesting.ts';
import { MARKER, readMarkers } from '../blocks/container-markers.ts';
import type { MarkdownContext } from '../blocks/context.ts';
import { generatedHtml } from './safe.ts';

/** Every container, and what it becomes. */
const CONTAINERS: readonly string[] = [...ADMONITIONS, 'details', 'tabs', 'code-group', 'raw', 'v-pre'];

/** An open container (":::note", with its fence) or tag (<Tabs>, with its data), and what it holds so far. */
interface Open { name: string; fence?: number; eager?: boolean; title?: string; flags?: string[]; data?: TagData; marker: Html; children: RootContent[] }

export function remarkContainers(this: Processor) {
  const processor = this;
  return (tree: Root, file: VFile) => {
    const text = String(file.value);
    if (mayHoldAlert(text)) alertsToAdmonitions(tree);
    // Most pages have no container: their trees are left as they are.
    if (!text.includes(MARKER)) return;
    file.data.regrouped = true; // the tree may nest deeper now (parse/depth.ts checks it again)
    const components = componentContext(processor, file);
    const { report, inline } = components;
    const generatedHtmlOf = (file.data.markdown as MarkdownContext | undefined)?.html ?? {};

    /** What an open container or tag stands for; `before`: what precedes it among its siblings. */
    const wrap = (open: Open, parent: string | undefined, before: RootContent[]): RootContent | RootContent[] => {
      if (open.data) return componentOf({ name: open.name, data: open.data, marker: open.marker, children: open.children }, { ...components, parent, before });
      const id = open.flags!.find((flag) => flag.startsWith('#'))?.slice(1);
      const node = container(open);
      if (id) withId(node, id);
      return node;
    };
    const container = (open: Open): RootContent => {
      if (open.name === 'tabs' && open.children.some(isTabStart)) return markdownTabs(open.children, open.title!, open.marker, components);
      const title = inline(open.title!, open.marker);
      if (open.name === 'tabs' || open.name === 'code-group') {
        const group = { written: `:::${open.name}`, marker: open.marker, between: `":::${open.name}" and ":::"`, aside: 'before or after the tabs' };
        return groupedCodeTabs(open.children, group, report, components.nextTabsId) ?? codeTabs([], components.nextTabsId());
      }
      if (open.name === 'details') {
        const summary = { type: 'container', data: { hName: 'summary' }, children: title.length ? title : [{ type: 'text', value: 'Details' }] };
        return { type: 'container', data: { hName: 'details', hProperties: { open: open.flags!.includes('open') } }, children: [summary, ...open.children] } as unknown as RootContent;
      }
      // VitePress's raw (out of its theme's styles) and v-pre (out of Vue's reach): plain content here.
      if (open.name === 'raw' || open.name === 'v-pre') return { type: 'container', data: { hName: 'div', hProperties: { className: [open.name] } }, children: open.children } as unknown as RootContent;
      return admonition(open.name, open.flags!.includes('no-title') ? null : title, open.children);
    };
    const describe = (open: Open) => (open.data ? `<${open.name}>` : `The container ":::${open.name}"`);

    const group = (parent: Parent): void => {
      const stack: Open[] = [];
      const top: RootContent[] = [];
      const into = () => (stack.length ? stack[stack.length - 1].children : top);
      const children = (parent.children as RootContent[]).flatMap(splitAtMarkers);
      const eager = eagerContainers(children.flatMap((child) => (isMarkerNode(child) ? readMarkers(child.value) : [])));
      let opened = 0;
      /** Closes the open containers and tags down to `at`; those above it were never closed by the writer (`by` says what closed them). */
      const close = (at: number, by?: string) => {
        while (stack.length > at) {
          const done = stack.pop()!;
          if (by && stack.length > at && (done.data || by.startsWith('</'))) report(done.marker, `${describe(done)} is not closed before ${by}`, done.data ? `close it with </${done.name}>` : `end it with a line holding only "${':'.repeat(done.fence!)}"`);
          const siblings = into();
          siblings.push(...[wrap(done, stack[stack.length - 1]?.name, siblings)].flat());
        }
      };
      for (const child of children) {
        // A marker is a block of its own (an HTML comment line): never inside inline content.
        if ('children' in child && !PHRASING_PARENTS.has(child.type)) group(child as Parent);
        // (With indented code off, as in MDX, an indented block's text keeps its indentation.)
        if (!isMarkerNode(child)) {
          into().push(child);
          continue;
        }
        for (const marker of readMarkers(child.value)) {
          if (marker.kind === 'open') {
            const { fence: size, name } = marker;
            if (!CONTAINERS.includes(name)) {
              const guess = closest(name, CONTAINERS);
              report(child, name ? `Unknown container ":::${name}"` : 'A ":::" line with a title but no container name',
                guess ? `did you mean ":::${guess}"?` : `containers are ${CONTAINERS.map((c) => `:::${c}`).join(', ')}`);
            }
            stack.push({ name: CONTAINERS.includes(name) ? name : 'note', fence: size, eager: eager.has(opened++), title: marker.title, flags: marker.flags, marker: child, children: [] });
          } else if (marker.kind === 'close') {
            const size = marker.fence;
            // A closing line closes the innermost container opened with as many colons, else
            // the innermost opened with fewer; containers inside it that are still open close with it.
            const at = closedBy(stack, size, eager.size > 0);
            const last = innermost(stack, (open) => open.fence !== undefined);
            if (at !== -1) close(at, `the line "${':'.repeat(size)}"`);
            else {
              report(child, last !== -1 ? `A closing "${':'.repeat(size)}" that matches no open container` : `A closing "${':'.repeat(size)}" without a container to close`,
                last !== -1 ? `close ":::${stack[last].name}" with ${stack[last].fence} colons, as it was opened` : 'remove it, or open a container such as ":::note" above');
            }
          } else if (marker.kind === 'tag' || marker.kind === 'one') {
            const open: Open = { name: marker.name, data: marker.data, marker: child, children: [] };
            if (marker.kind === 'tag') stack.push(open);
            else into().push(...[wrap(open, stack[stack.length - 1]?.name, into())].flat());
          } else if (marker.kind === 'end') {
            const at = endedBy(stack, marker.name);
            if (at !== -1) close(at, `</${marker.name}>`);
            else report(child, `</${marker.name}> closes no <${marker.name}>`, `remove it, or open <${marker.name}> above`);
          } else if (marker.kind === 'text') {
            into().push(...inline(marker.text, child));
          } else if (marker.kind === 'tab') {
            into().push(tabStart(marker.label, child));
          } else if (marker.kind === 'anchor') {
            const siblings = into();
            const above = siblings[siblings.length - 1];
            // Right below a block (no blank line between), the id is the block's, as markdown-it-attrs gives it; else a target of its own.
            if (above && TAKES_ID.has(above.type) && above.position && child.position && above.position.end.line === child.position.start.line - 1 && !idOf(above)) withId(above, marker.id);
            else siblings.push({ type: 'container', data: { hName: 'div', hProperties: { id: marker.id } }, children: [] } as unknown as RootContent);
          } else if (marker.kind === 'toc') {
            into().push(tocPlaceholder(marker.min, marker.max, child) as RootContent);
          } else if (marker.kind === 'html') {
            const html = generatedHtmlOf[marker.key];
            if (html !== undefined) into().push(generatedHtml(html, child.position));
          } else if (marker.kind === 'note') {
            components.note(child, marker.message);
          } else if (marker.kind === 'import') {
            if (!components.registered(marker.local)) {
              const { hint, about } = unknownImport(marker.local, marker.source);
              report(child, `import ${marker.local} from '${marker.source}': the generator does not know this module`, hint, about);
            }
          }
        }
      }
      for (const open of [...stack].reverse()) {
        // A container ends with its page, as in Docusaurus; a tag never closed is an error of the MDX.
        if (open.data) report(open.marker, `<${open.name}> is never closed`, `close it with </${open.name}>`);
        else report(open.marker, `The container ":::${open.name}" is never closed`, `end it with a line holding only "${':'.repeat(open.fence!)}"`, { kind: 'unclosed-container' });
      }
      close(0);
      parent.children = top as Parent['children'];
    };
    group(tree);
  };
}

/** A marker line of its own (an HTML node that starts with a marker). */
function isMarkerNode(node: RootContent): node is Html {
  return node.type === 'html' && node.value.trimStart().startsWith(MARKER);
}

/** The blocks a line "{#id}" below them gives an id (a heading has its own, and "{#id}" at its end). */
const TAKES_ID = new Set(['paragraph', 'list', 'table', 'blockquote', 'code', 'container']);

function idOf(node: RootContent): unknown {
  return (node.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
}

function withId(node: RootContent, id: string): void {
  const data = (node.data ?? {}) as { hProperties?: Record<string, unknown> };
  node.data = { ...data, hProperties: { ...data.hProperties, id } } as RootContent['data'];
}

/**
 * An HTML block with marker lines inside (a component line in a <div> of a .md
 * page, which CommonMark's HTML block runs on into): its lines of HTML and its
 * marker lines apart, each placed on its own line, so that the markers count.
 */
function splitAtMarkers(node: RootContent): RootContent[] {
  if (node.type !== 'html' || !node.value.includes(MARKER) || node.value.trimStart().startsWith(MARKER)) return [node];
  const pieces: Html[] = [];
  const start = node.position?.start;
  node.value.split('\n').forEach((line, i) => {
    const marker = line.trimStart().startsWith(MARKER);
    const last = pieces[pieces.length - 1];
    if (last && !marker && !last.value.trimStart().startsWith(MARKER)) last.value += `\n${line}`;
    else {
      const at = start && { line: start.line + i, column: 1, offset: undefined };
      pieces.push({ type: 'html', value: line, position: at && { start: at, end: at } });
    }
  });
  return pieces;
}


/** Which open tag </name> closes: the innermost of that name; -1 for none. */
export function endedBy(stack: { name: string; data?: unknown }[], name: string): number {
  return innermost(stack, (open) => open.data !== undefined && open.name === name);
}
