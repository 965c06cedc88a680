// Containers: admonitions and code tabs, written as in Docusaurus and VitePress:
//
//   :::warning Keep the secret secret        :::tabs
//   Markdown content.                        ```bash title="curl"
//   :::                                      ```
//                                            ```js title="JavaScript"
//                                            ```
//                                            :::
//
// CommonMark has no containers, so the expand stage, which already walks the
// lines with fenced code in mind, turns each ":::" line into an HTML comment
// (markContainerLine). A comment line is a block of its own that also ends a
// paragraph or a list, so the blocks between two markers come out of the parser
// as siblings, and this plugin wraps them, with line numbers unchanged.
import type { Code, Html, Parent, Root, RootContent } from 'mdast';
import type { Element, ElementContent } from 'hast';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { closest } from '../../errors.ts';
import { placeOf, problemsOf } from './context.ts';
import { PHRASING_PARENTS } from './each-node.ts';

export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger'] as const;
const CONTAINERS: readonly string[] = [...ADMONITIONS, 'tabs'];

const LINE = /^(\s*):::\s*([\w-]*)\s*(.*?)\s*$/;
const OPEN = /^<!--docs:open (\S*) ?(.*)-->$/;
const CLOSE = '<!--docs:close-->';
/** What every marker starts with. */
const MARKER = '<!--docs:';

/** The marker for a ":::" line, or null when the line is not one. */
export function markContainerLine(line: string): string | null {
  const match = LINE.exec(line);
  if (!match) return null;
  const [, indent, name, title] = match;
  if (!name && !title) return indent + CLOSE;
  return `${indent}<!--docs:open ${name} ${title.replaceAll('--', '—')}-->`;
}

/** Tab labels of code blocks without a title. */
const LANGUAGE_LABELS: Record<string, string> = {
  bash: 'Shell', sh: 'Shell', shell: 'Shell', zsh: 'Shell', console: 'Shell',
  js: 'JavaScript', javascript: 'JavaScript', mjs: 'JavaScript', ts: 'TypeScript', typescript: 'TypeScript',
  py: 'Python', python: 'Python', json: 'JSON', http: 'HTTP', yaml: 'YAML', yml: 'YAML',
};

/** The `title="…"` of a fence's meta, if any. */
export function fenceTitle(meta: string | null | undefined): string | undefined {
  return meta ? /\btitle=(["'])(.*?)\1/.exec(meta)?.[2] : undefined;
}

interface Open { name: string; title: string; marker: Html; children: RootContent[] }

export function remarkContainers() {
  return (tree: Root, file: VFile) => {
    const problems = problemsOf(file);
    const report = (node: Node, message: string, hint?: string) => problems.push({ message, ...placeOf(file, node), hint });
    let tabGroups = 0;

    const wrap = (open: Open): RootContent => {
      if (open.name !== 'tabs') return admonition(open);
      const codes = open.children.filter((child): child is Code => child.type === 'code');
      const stray = open.children.find((child) => child.type !== 'code');
      if (stray) report(stray, 'Only fenced code blocks can go inside :::tabs', 'put the text before or after the tabs');
      if (codes.length === 0) report(open.marker, ':::tabs holds no code block', 'put one fenced code block per tab between ":::tabs" and ":::"');
      return tabs(codes, ++tabGroups);
    };

    const group = (parent: Parent): void => {
      const stack: Open[] = [];
      const top: RootContent[] = [];
      const into = () => (stack.length ? stack[stack.length - 1].children : top);
      for (const child of parent.children as RootContent[]) {
        // A marker is a block of its own (an HTML comment line): never inside inline content.
        if ('children' in child && !PHRASING_PARENTS.has(child.type)) group(child as Parent);
        const open = child.type === 'html' ? OPEN.exec(child.value) : null;
        if (open) {
          const [, name, title] = open;
          if (CONTAINERS.includes(name)) stack.push({ name, title, marker: child as Html, children: [] });
          else {
            const guess = closest(name, CONTAINERS);
            report(child, name ? `Unknown container ":::${name}"` : 'A ":::" line with a title but no container name',
              guess ? `did you mean ":::${guess}"?` : `containers are ${CONTAINERS.map((c) => `:::${c}`).join(', ')}`);
            stack.push({ name: 'note', title, marker: child as Html, children: [] });
          }
        } else if (child.type === 'html' && child.value === CLOSE) {
          const done = stack.pop();
          if (done) into().push(wrap(done));
          else report(child, 'A closing ":::" without a container to close', 'remove it, or open a container such as ":::note" above');
        } else {
          into().push(child);
        }
      }
      while (stack.length) {
        const open = stack.pop()!;
        report(open.marker, `The container ":::${open.name}" is never closed`, 'end it with a line holding only ":::"');
        into().push(wrap(open));
      }
      parent.children = top as Parent['children'];
    };
    // Most pages have no container: their trees are left as they are.
    if (String(file.value).includes(MARKER)) group(tree);
  };
}

function admonition({ name, title, children }: Open): RootContent {
  const label = title || name[0].toUpperCase() + name.slice(1);
  const heading = { type: 'paragraph', data: { hProperties: { className: ['admonition-title'] } }, children: [{ type: 'text', value: label }] };
  return {
    type: 'container',
    data: { hName: 'div', hProperties: { className: ['admonition', `admonition-${name}`], role: 'note' } },
    children: [heading, ...children],
  } as unknown as RootContent;
}

/** WAI-ARIA tabs; the first panel shows until the runtime picks the reader's language. */
function tabs(codes: Code[], group: number): RootContent {
  const id = (kind: string, i: number) => `tabs-${group}-${kind}-${i}`;
  const labels = codes.map((code) => fenceTitle(code.meta) ?? LANGUAGE_LABELS[code.lang ?? ''] ?? code.lang ?? 'Text');
  const buttons: ElementContent[] = labels.map((label, i): Element => ({
    type: 'element', tagName: 'button',
    properties: {
      type: 'button', role: 'tab', id: id('tab', i), ariaControls: [id('panel', i)],
      ariaSelected: i === 0 ? 'true' : 'false', tabIndex: i === 0 ? 0 : -1, dataTab: label,
    },
    children: [{ type: 'text', value: label }],
  }));
  const panels = codes.map((code, i) => {
    code.data = { ...code.data, inTabs: true } as Code['data'];
    return {
      type: 'container',
      data: { hName: 'div', hProperties: { role: 'tabpanel', id: id('panel', i), ariaLabelledBy: id('tab', i), dataTab: labels[i], hidden: i > 0 } },
      children: [code],
    };
  });
  return {
    type: 'container',
    data: { hName: 'div', hProperties: { className: ['tabs'] } },
    children: [
      { type: 'container', data: { hName: 'div', hProperties: { role: 'tablist', ariaLabel: 'Code examples' }, hChildren: buttons }, children: [] },
      ...panels,
    ],
  } as unknown as RootContent;
}
