// Admonitions: the boxes that ":::note" containers, GitHub's alerts and the
// <Admonition> component all become.
//
// GitHub writes them as a quote whose first line names the kind:
//   > [!WARNING]
//   > Never put the secret in a browser.
// and so do ReadMe ("> 🚧 Careful") and Bump.sh ("> warn").
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

/** ReadMe's call-outs' emoji, and the kind each is. */
const README_KINDS: Record<string, string> = { '📘': 'info', '👍': 'tip', '🚧': 'warning', '❗': 'danger' };

/**
 * The first line of a quote that makes it an admonition, and the kind each form names: GitHub's "[!NOTE]" (any case;
 * a title may follow), ReadMe's emoji and a title ("📘 Good to know"), Bump.sh's kind alone ("info"). Documents and
 * guides written for those read as quotes that began with the mark.
 */
const ALERTS: { line: RegExp; kinds: Record<string, string> }[] = [
  { line: /^\[!(note|tip|important|warning|caution)\][ \t]*([^\n]*)(?:\n|$)/i, kinds: { note: 'note', tip: 'tip', important: 'important', warning: 'warning', caution: 'caution' } },
  { line: /^(📘|👍|🚧|❗)\uFE0F?[ \t]*([^\n]*)(?:\n|$)/u, kinds: README_KINDS },
  { line: /^(info|warn|success|error)[ \t]*()(?:\n|$)/, kinds: { info: 'info', warn: 'warning', success: 'tip', error: 'danger' } },
];

/** Whether a line of a quote (without its marks) is an alert's first: its mark, and its title if it has one. */
export function isAlertLine(line: string): boolean {
  const text = line.trim();
  return ALERTS.some((alert) => alert.line.test(text));
}

/** Whether a page may hold an alert: most have none of their marks at all, and are not walked (looked for as plainly as can be: every page is). */
export function mayHoldAlert(text: string): boolean {
  return text.includes('[!') || Object.keys(README_KINDS).some((emoji) => text.includes(emoji)) || />[ \t]*(?:info|warn|success|error)[ \t]*(?:\r?\n|$)/.test(text);
}

/** Turns every quote that starts with an alert's mark into that kind of admonition. */
export function alertsToAdmonitions(tree: Root): void {
  eachBlock(tree, (node, index, parent: Parent) => {
    if (node.type !== 'blockquote') return;
    const alert = alertOf(node);
    if (!alert) return;
    const first = node.children[0] as Parent;
    const text = first.children[0] as { value: string };
    text.value = text.value.slice(alert.match[0].length);
    if (!text.value) first.children.shift();
    if (first.children[0]?.type === 'break') first.children.shift();
    const title: PhrasingContent[] | undefined = alert.match[2] ? [{ type: 'text', value: alert.match[2] }] : undefined;
    const rest = first.children.length ? node.children : node.children.slice(1);
    parent.children[index] = admonition(alert.kind, title, rest);
  });
}

function alertOf(quote: Blockquote): { kind: string; match: RegExpExecArray } | undefined {
  const first = quote.children[0];
  if (first?.type !== 'paragraph' || first.children[0]?.type !== 'text') return undefined;
  const value = first.children[0].value;
  for (const { line, kinds } of ALERTS) {
    const match = line.exec(value);
    if (match) return { kind: kinds[match[1].toLowerCase()], match };
  }
  return undefined;
}
