// What the page's markdown copy (markdown-copy.ts) writes for each container
// and component of the build: before an opening marker's content, a head
// ("**Label**", a paragraph of its own), a quote (an admonition) or HTML; a
// self-closing component, its text; an inline component's tag, its text or
// nothing. Any other writes its content alone. A construct of the build plugs
// in with one function here: a container or a component by its name
// (CONTAINERS, COMPONENTS, ONE).
import { ADMONITIONS, defaultTitle } from '../blocks/admonitions.ts';
import { fenceTitle } from '../blocks/tabs.ts';
import { codeBlockCode, type TagData } from '../mdx/components.ts';
import { githubRepo, MINTLIFY_CALLOUTS, MINTLIFY_CODE_GROUPS } from '../mdx/mintlify.ts';
import { colourValues } from '../mdx/colours.ts';
import { readTag } from '../mdx/tag.ts';
import { inlineCode } from '../markdown-text.ts';

/**
 * What an opening marker writes: a head before the content, whether the content is a quote, or HTML around it.
 * `nth`: which tag it is among those of the tag it is in (a step's number); `url`: a URL an attribute gives (a card's
 * href) as the copy writes links, known once the links plugin has run: a head that uses it is a function, written then.
 * `within`: the containers and tags open around it, outermost first. `omit`: its content is left out of the copy (what
 * is only for the page's readers).
 */
export type OpenCopy = (open: { name: string; title: string; a: TagData['a']; nth: number; url: (written: string) => string; within: readonly Around[] }) =>
  { head: string | (() => string); quote?: boolean } | { html: string; end: string; omit?: boolean };

/** A container or tag open around another, by its name and attributes. */
export interface Around { name: string; a: TagData['a'] }

const string = (value: unknown) => (typeof value === 'string' ? value : undefined);
const admonition = (kind: string, title: string | undefined) => ({ head: title ? `**${defaultTitle(kind)}:** ${title}` : `**${defaultTitle(kind)}**`, quote: true });
const details = (summary: string | undefined) => ({ head: `**${summary || 'Details'}**` });
/** A card's title, a link where it has one. */
const card = (a: TagData['a'], url: (written: string) => string) => {
  const [title, href] = [string(a.title), string(a.href)];
  return !title ? '' : `**${href ? `[${title}](${destination(url(href))})` : title}**`;
};
/** A folder or file of Mintlify's <Tree>: an item of a list, by its path in the tree ("app/api/route.ts"; a folder's ends in "/"). */
const treeItem = (a: TagData['a'], within: readonly Around[], folder: boolean) => {
  const path = [...within.filter((tag) => tag.name === 'Tree.Folder').map((tag) => `${string(tag.a.name) ?? ''}/`), string(a.name) ?? '', folder ? '/' : ''].join('');
  return `- ${a.highlight === true || a.highlight === 'true' ? `**${path}**` : path}`;
};
/** Mintlify's <ParamField> and <ResponseField>: the field's name, type and marks, as the OpenAPI pages' copy writes a field; its default after them. */
const field = (a: TagData['a'], name: string | undefined) => {
  const marks = [string(a.type), a.required === true || a.required === 'true' ? 'required' : undefined, a.deprecated === true || a.deprecated === 'true' ? 'deprecated' : undefined];
  const fallback = a.default === undefined || a.default === null ? '' : `. Default: ${inlineCode(typeof a.default === 'string' ? a.default : JSON.stringify(a.default))}`;
  return { head: [inlineCode(name ?? ''), ...marks.filter(Boolean)].join(' ') + fallback };
};

/** Containers (":::name") by name; any other (tabs, code-group, raw) writes its content alone. */
export const CONTAINERS: Record<string, OpenCopy> = {
  ...Object.fromEntries(ADMONITIONS.map((kind) => [kind, ({ title }: { title: string }) => admonition(kind, title)])),
  details: ({ title }) => details(title),
};

/** Components (<Name>) by name; an HTML element (a lowercase name) is written back as HTML, any other writes its content alone. */
export const COMPONENTS: Record<string, OpenCopy> = {
  Details: ({ a }) => details(string(a.summary)),
  Admonition: ({ a }) => {
    const type = string(a.type) ?? 'note';
    return admonition((ADMONITIONS as readonly string[]).includes(type) ? type : 'note', string(a.title));
  },
  TabItem: ({ a }) => ({ head: `**${String(a.label ?? a.value ?? '')}**` }),
  // Mintlify's, which its pages use without an import (mdx/mintlify.ts); its groups (cards, steps, accordions) write their content alone.
  ...Object.fromEntries(Object.entries(MINTLIFY_CALLOUTS).map(([name, kind]): [string, OpenCopy] => [name, ({ a }) => admonition(kind, string(a.title))])),
  ...Object.fromEntries(Object.entries(MINTLIFY_CODE_GROUPS).filter(([, label]) => label).map(([name, label]): [string, OpenCopy] => [name, () => ({ head: `**${label}**` })])),
  Tab: ({ a }) => ({ head: `**${string(a.title) ?? ''}**` }),
  Card: ({ a, url }) => ({ head: () => card(a, url) }),
  Step: ({ a, nth }) => ({ head: `**${/^\d+$/.test(String(a.stepNumber)) ? a.stepNumber : nth}. ${string(a.title) ?? ''}**` }),
  Accordion: ({ a }) => ({ head: `**${string(a.title) || 'Details'}**${string(a.description) ? ` — ${string(a.description)}` : ''}` }),
  Expandable: ({ a }) => details(string(a.title) ?? 'properties'),
  Frame: ({ a }) => ({ html: '', end: string(a.caption) ? `\n\n*${string(a.caption)}*` : '' }),
  Tooltip: ({ a }) => ({ html: '', end: string(a.tip) ? ` (${string(a.tip)})` : '' }),
  ParamField: ({ a }) => field(a, ['path', 'query', 'body', 'header', 'name'].map((at) => string(a[at])).find(Boolean)),
  ResponseField: ({ a }) => field(a, string(a.name)),
  Update: ({ a }) => ({ head: `## ${string(a.label) ?? ''}${string(a.description) ? `\n\n${string(a.description)}` : ''}` }),
  'Tree.Folder': ({ a, within }) => ({ html: treeItem(a, within, true), end: '' }),
  // A row of a palette after another: a blank line ends the list of the one before.
  'Color.Row': ({ a, nth }) => ({ head: `${nth > 1 ? '\n' : ''}**${string(a.title) ?? ''}**` }),
  // The prompt as it is written, in a block to copy (a fence longer than those of the code blocks it may hold).
  Prompt: ({ a }) => ({ html: `${string(a.description) ? `${string(a.description)}\n\n` : ''}\`\`\`\`text`, end: '````' }),
  Tile: ({ a, url }) => ({ head: () => [card(a, url), string(a.description)].filter(Boolean).join('\n\n') }),
  View: ({ a }) => ({ head: `**${string(a.title) ?? ''}**` }),
  // for="humans": on the page only; for="agents" (only here: the page leaves it out), its content.
  Visibility: ({ a }) => ({ html: '', end: '', omit: a.for === 'humans' }),
};

/** An HTML element written as a tag line (<details>, <div>): written back as HTML, which a reader of markdown reads. */
export const element: OpenCopy = ({ name, a }) => ({ html: `<${name}${attributes(a)}>`, end: `</${name}>` });

/** Self-closing components (<Name />) by name; any other writes nothing. A function is written once the links plugin has run (see OpenCopy). */
export const ONE: Record<string, (data: TagData, indent: string, url: (written: string) => string, within: readonly Around[]) => string | (() => string)> = {
  Badge: ({ a }) => string(a.text) ?? '',
  Card: ({ a }, _, url) => () => card(a, url),
  CodeBlock: (data, indent) => {
    const { code } = codeBlockCode(data);
    return fenced(code.value, '```', code.lang ?? undefined, fenceTitle(code.meta), indent);
  },
  img: ({ a }, _, url) => (typeof a.src === 'string' ? () => `![${string(a.alt) ?? ''}](${destination(url(a.src as string))})` : ''),
  'Tree.File': ({ a }, _, __, within) => treeItem(a, within, false),
  'Color.Item': ({ a }) => `- ${string(a.name) ? `${string(a.name)}: ` : ''}${colourValues(a.value).map(([colour, mode]) => inlineCode(colour) + (mode && ` ${mode}`)).join(', ')}`,
  'GitHub.Repo': ({ a }) => { const repo = githubRepo(a.repo); return repo ? `**[${repo}](https://github.com/${repo})**` : ''; },
};

/** Literal attributes, as HTML writes them. */
export function attributes(a: TagData['a']): string {
  return Object.entries(a).map(([name, value]) => {
    if (value === true) return ` ${name}`;
    if (typeof value === 'string' || typeof value === 'number') return ` ${name}="${String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
    return '';
  }).join('');
}

/**
 * An inline component's tag (<Badge text="v2" />, <Highlight>…</Highlight>): a badge's text; a tooltip's tip after its
 * term, in parentheses (`tips`: those of the tooltips open); any other tag goes, its content stays.
 */
export function inlineComponent(value: string, tips: string[]): string {
  const tag = readTag(value, 0);
  if (tag === 'incomplete' || 'error' in tag || tag.end !== value.length) return value;
  // Attributes that are not plain text come whole in data-docs (see mdx/lines.ts).
  const carried = typeof tag.attributes['data-docs'] === 'string' ? (JSON.parse(decodeURIComponent(tag.attributes['data-docs'])) as Pick<TagData, 'a'>).a : tag.attributes;
  if (tag.name === 'Tooltip') {
    if (tag.kind === 'open') tips.push(string(carried.tip) ?? '');
    const tip = tag.kind === 'close' ? tips.pop() : undefined;
    return tip ? ` (${tip})` : '';
  }
  return tag.name === 'Badge' && tag.kind !== 'close' ? string(carried.text) ?? '' : '';
}

/** A fence's first line: the fence and its language (titles, line ranges and other meta are the build's), after its label on a line of its own. */
export function fenceLine(fence: string, lang: string | undefined, label: string | undefined, indent: string): string {
  return (label ? `**${label}**\n${indent.trimEnd()}\n${indent}` : '') + fence + (lang ?? '');
}

/** A whole fenced code block, its lines at `indent`. */
export function fenced(code: string, fence: string, lang: string | undefined, label: string | undefined, indent: string): string {
  return [fenceLine(fence, lang, label, indent), ...code.split('\n').map((line) => (line ? indent + line : indent.trimEnd())), indent + fence].join('\n');
}

/** A link destination as markdown: in <> when it holds what would end it. */
export function destination(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
}
