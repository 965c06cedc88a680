// Admonitions: the boxes that ":::note" containers, GitHub's alerts and the
// <Admonition> component all become.
//
// GitHub writes them as a quote whose first line names the kind:
//   > [!WARNING]
//   > Never put the secret in a browser.
import type { Blockquote, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import { eachBlock } from './each-node.ts';

/** Docusaurus's kinds (caution looks like a warning, important like info), VitePress's and GitHub's. */
export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important'] as const;

/** The kind's name as its default title: "Warning". */
export function defaultTitle(name: string): string {
  return name[0].toUpperCase() + name.slice(1);
}

/** <div class="admonition admonition-warning" role="note"> with its title (the kind's name unless given; none for null) and content. */
export function admonition(kind: string, title: PhrasingContent[] | undefined | null, children: RootContent[]): RootContent {
  if (title === null) return { type: 'container', data: { hName: 'div', hProperties: { className: ['admonition', `admonition-${kind}`], role: 'note', ariaLabel: defaultTitle(kind) } }, children } as unknown as RootContent;
  const heading = {
    type: 'paragraph',
    data: { hProperties: { className: ['admonition-title'] } },
    children: title?.length ? title : [{ type: 'text', value: defaultTitle(kind) }],
  };
  return {
    type: 'container',
    data: { hName: 'div', hProperties: { className: ['admonition', `admonition-${kind}`], role: 'note' } },
    children: [heading, ...children],
  } as unknown as RootContent;
}

/** "[!NOTE]" alone on the first line of a quote, as GitHub writes an alert (any case; a title may follow). */
const ALERT = /^\[!(note|tip|important|warning|caution)\][ \t]*([^\n]*)(?:\n|$)/i;

/** Whether a page may hold a GitHub alert: most have no "[!" at all, and are not walked. */
export function mayHoldAlert(text: string): boolean {
  return text.includes('[!');
}

/** Turns every quote that starts with "[!KIND]" into that kind of admonition. */
export function githubAlerts(tree: Root): void {
  eachBlock(tree, (node, index, parent: Parent) => {
    if (node.type !== 'blockquote') return;
    const kind = alertKind(node);
    if (!kind) return;
    const first = node.children[0] as Parent;
    const text = first.children[0] as { value: string };
    const match = ALERT.exec(text.value)!;
    text.value = text.value.slice(match[0].length);
    if (!text.value) first.children.shift();
    if (first.children[0]?.type === 'break') first.children.shift();
    const title: PhrasingContent[] | undefined = match[2] ? [{ type: 'text', value: match[2] }] : undefined;
    const rest = first.children.length ? node.children : node.children.slice(1);
    parent.children[index] = admonition(kind, title, rest);
  });
}

function alertKind(quote: Blockquote): string | undefined {
  const first = quote.children[0];
  if (first?.type !== 'paragraph' || first.children[0]?.type !== 'text') return undefined;
  return ALERT.exec(first.children[0].value)?.[1].toLowerCase();
}
