// What a tag grouped by the containers plugin becomes: the built-in
// components (Docusaurus's Tabs/TabItem, Admonition, Details, TOCInline,
// CodeBlock and Link, VitePress's Badge, Starlight's: starlight.ts, Mintlify's:
// mintlify.ts), HTML elements, and the components
// site.config.ts registers (rendered with React after the other plugins, see
// render.ts). A component the generator does not know is an error.
import type { Code, Image, Link, PhrasingContent, RootContent } from 'mdast';
import type { Node } from 'unist';
import { closest } from '../../errors.ts';
import { ADMONITIONS, admonition } from '../blocks/admonitions.ts';
import { tabs, type Tab } from '../blocks/tabs.ts';
import { tocPlaceholder } from '../blocks/toc-inline.ts';
import { readExpression, type Attributes, type Literal } from './tag.ts';
import { elementProperties, type Report } from './elements.ts';
import { starlightComponents } from './starlight.ts';
import { mintlifyComponents } from './mintlify.ts';
import { dedent } from '../dedent.ts';
import { keepForCopy } from '../copy-edits.ts';

import type { TagData } from '../blocks/tag-data.ts';

export type { TagData };

export interface OpenTag {
  name: string;
  data: TagData;
  marker: Node;
  children: RootContent[];
}

export interface ComponentContext {
  report: Report;
  note: (node: Node, message: string) => void;
  /** Inline markdown parsed and placed at a node. */
  inline: (text: string, at: Node) => PhrasingContent[];
  nextTabsId: () => number;
  /** Whether site.config.ts registers a component of this name. */
  registered: (name: string) => boolean;
  /** Says that the page has a registered component to render. */
  hasComponent: () => void;
  /** The tag the component sits in, if any. */
  parent?: string;
  /** The tag is in a paragraph, a heading or a table cell (inline.ts), not a block of its own. */
  inText?: boolean;
  /** What comes before the tag among its siblings, as built so far (Mintlify's <View> joins the group of the one before it). */
  before?: readonly RootContent[];
}

/** What a registered component becomes until render.ts renders it. */
export interface ComponentNode extends Node {
  type: 'component';
  name: string;
  props: Attributes;
  children: RootContent[];
}

export type Build = (tag: OpenTag, ctx: ComponentContext) => RootContent | RootContent[];

/** What the builders of starlight.ts and mintlify.ts make their HTML with (given to them: this module imports theirs). */
export interface Makers {
  /** An HTML element of a tag (its attributes made HTML ones). */
  element: Build;
  /** A <div> of a class around the tag's content (or `children`), without the tag's attributes. */
  box: (className: string, tag: OpenTag, ctx: ComponentContext, children?: RootContent[]) => RootContent;
}

const MAKERS: Makers = {
  element,
  box: (className, tag, ctx, children = tag.children) => element({ ...tag, name: 'div', data: { ...tag.data, a: { className } }, children }, ctx),
};

/** What an <img> of Astro's <Image> keeps. */
const IMAGE_ATTRIBUTES = new Set(['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'sizes', 'class', 'className', 'id']);

/** Starlight's badge variants, as the badge types they look like. */
const BADGE_VARIANTS: Record<string, string> = { note: 'info', default: 'info', success: 'tip', tip: 'tip', caution: 'warning', danger: 'danger' };
/** Mintlify's badge colours, as the badge types of that colour (styles.css). */
const BADGE_COLORS: Record<string, string> = { gray: 'note', blue: 'info', green: 'tip', yellow: 'warning', orange: 'warning', red: 'danger', purple: 'important' };

const BUILT_IN: Record<string, Build> = {
  Tabs: tabsOf,
  TabItem: (tag, ctx) => {
    if (ctx.parent !== 'Tabs') ctx.report(tag.marker, '<TabItem> must be inside <Tabs>', 'put the <TabItem>s of a group between <Tabs> and </Tabs>');
    return { type: 'tabItem', data: tag.data, children: tag.children, position: tag.marker.position } as unknown as RootContent;
  },
  Admonition: (tag, ctx) => {
    const type = String(tag.data.a.type ?? 'note');
    const kind = (ADMONITIONS as readonly string[]).includes(type) ? type : 'note';
    if (kind !== type) ctx.report(tag.marker, `Unknown admonition type "${type}"`, guessed(type, ADMONITIONS, (g) => `did you mean type="${g}"?`) ?? `types are ${ADMONITIONS.join(', ')}`);
    const title = typeof tag.data.a.title === 'string' ? ctx.inline(tag.data.a.title, tag.marker) : undefined;
    return admonition(kind, title, tag.children);
  },
  Details: (tag, ctx) => details(tag, ctx),
  details: (tag, ctx) => details(tag, ctx),
  TOCInline: (tag, ctx) => {
    const toc = tag.data.c.toc;
    const slice = toc && /^toc\.slice\(\s*(-?\d+)\s*(?:,\s*(-?\d+)\s*)?\)$/.exec(toc);
    if (toc !== undefined && toc !== 'toc' && !slice) ctx.report(tag.marker, `<TOCInline toc={${toc}}>: only toc={toc} (the page's own headings) and toc.slice(…) are understood`, 'choose the levels with minHeadingLevel and maxHeadingLevel');
    const level = (name: string, fallback: number) => (typeof tag.data.a[name] === 'number' ? tag.data.a[name] as number : fallback);
    return tocPlaceholder(level('minHeadingLevel', 2), level('maxHeadingLevel', 3), tag.marker, slice ? [Number(slice[1]), slice[2] === undefined ? undefined : Number(slice[2])] : undefined) as RootContent;
  },
  CodeBlock: codeBlockOf,
  Badge: (tag) => {
    // Starlight's variant and Mintlify's color, where VitePress writes a type.
    const type = String(tag.data.a.type ?? BADGE_VARIANTS[String(tag.data.a.variant)] ?? BADGE_COLORS[String(tag.data.a.color)] ?? 'tip');
    const text = tag.data.a.text;
    return {
      type: 'badge', position: tag.marker.position,
      data: { hName: 'span', hProperties: { className: ['badge', `badge-${type}`] }, ...(typeof text === 'string' ? { hChildren: [{ type: 'text', value: text }] } : {}) },
      children: typeof text === 'string' ? [] : tag.children,
    } as unknown as RootContent;
  },
  ...starlightComponents(MAKERS),
  ...mintlifyComponents(MAKERS),
  // Astro's <Image> and <Picture> (astro:assets): an image, whose src is an imported image's path or any other; the props
  // that tell Astro's optimiser what to make (format, quality, widths…) mean nothing to an <img>.
  Image: (tag, ctx) => element({ ...tag, name: 'img', data: { ...tag.data, a: Object.fromEntries(Object.entries(tag.data.a).filter(([name]) => IMAGE_ATTRIBUTES.has(name))) } }, ctx),
  // <LiteYouTubeEmbed id="…" title="…"> (react-lite-youtube-embed), astro-embed's <YouTube id="…">: the video's frame, from
  // YouTube's privacy-enhanced host; the page's policy then allows that origin (embeds.ts).
  YouTube: (tag, ctx) => {
    const id = youTubeId(String(tag.data.a.id ?? tag.data.a.videoId ?? ''));
    if (!id) {
      ctx.report(tag.marker, `<${tag.name}> names no YouTube video`, 'give id="…", the video\'s id or its address');
      return [];
    }
    const title = typeof tag.data.a.title === 'string' ? tag.data.a.title : 'YouTube video';
    const a = { src: `https://www.youtube-nocookie.com/embed/${id}`, title, className: 'video-embed', allow: 'fullscreen; picture-in-picture', allowFullScreen: true };
    return element({ ...tag, name: 'iframe', data: { a, c: {} }, children: [] }, ctx);
  },
  // React's and Astro's (<Fragment slot="…">, which gives a parent component its content): the content alone.
  Fragment: (tag) => tag.children,
  Link: (tag, ctx) => {
    const { to, href, ...rest } = tag.data.a;
    // <Link id="…"/>, a target to link to: an <a> that leads nowhere.
    if (to === undefined && href === undefined) return element({ ...tag, name: 'a' }, ctx);
    return { type: 'link', url: String(to ?? href ?? ''), children: tag.children, position: tag.marker.position, data: { hProperties: elementProperties(rest) } } as unknown as Link;
  },
};

/** A grouped tag as what it stands for. */
export function componentOf(tag: OpenTag, ctx: ComponentContext): RootContent | RootContent[] {
  for (const [name, value] of Object.entries(tag.data.c)) {
    if (!(name === 'toc' && tag.data.b === 'TOCInline')) ctx.report(tag.marker, `<${tag.name} ${name}={${value}}>: the value is code, which pages do not run`, 'give a literal value: a string, a number, true or false, or an array or object of them', { kind: 'page-code' });
  }
  if (ctx.registered(tag.name)) {
    ctx.hasComponent();
    return { type: 'component', name: tag.name, props: tag.data.a, children: tag.children, position: tag.marker.position } as unknown as RootContent;
  }
  const build = (tag.data.b && BUILT_IN[tag.data.b]) || (/^[a-z][a-z0-9]*$/.test(tag.name) && !tag.data.vue ? element : undefined);
  if (build) return build(tag, ctx);
  ctx.report(tag.marker, `Unknown component <${tag.name}>${tag.data.vue ? ' (a Vue component of the page\'s <script setup>)' : ''}`,
    `register it in site.config.ts (components: { ${pascal(tag.name)} }, a React component), or remove it${guessed(tag.name, Object.keys(BUILT_IN).filter((n) => /^[A-Z]/.test(n) && n !== tag.name), (g) => `; did you mean <${g}>?`) ?? ''}`,
    { kind: 'unknown-component', subject: tag.name });
  return unknownComponent(tag, ctx);
}

/**
 * A component the generator does not know (the site's own, not registered
 * yet): its content in a box that names it, so that the page reads and the
 * gap shows. The name is the box's label and its ::before (styles.css), not
 * text of the page: search and the markdown copy leave it out.
 */
function unknownComponent(tag: OpenTag, ctx: ComponentContext): RootContent {
  const name = ctx.inText ? 'span' : 'div';
  const a = { className: 'unknown-component', 'data-component': tag.name, role: 'group', 'aria-label': `${tag.name} (unknown component)` };
  return element({ ...tag, name, data: { a, c: {} } }, ctx);
}

function tabsOf(tag: OpenTag, ctx: ComponentContext): RootContent {
  const values = Array.isArray(tag.data.a.values) ? tag.data.a.values as Record<string, Literal>[] : [];
  const items: Tab[] = [];
  let selected = -1;
  for (const child of tag.children) {
    if (child.type as string !== 'tabItem') {
      ctx.report(child, 'Only <TabItem> can go inside <Tabs>', 'put the text inside a <TabItem>, or before or after the tabs');
      continue;
    }
    const { a } = (child as unknown as { data: TagData }).data;
    const value = a.value ?? a.label;
    if (typeof value !== 'string' && typeof value !== 'number') {
      ctx.report(child, '<TabItem> needs a value', 'give each tab a value="…" (and a label="…" to show another text)');
      continue;
    }
    const label = a.label ?? values.find((v) => v?.value === value)?.label ?? value;
    if (a.default === true || a.default === 'true' || tag.data.a.defaultValue === value) selected = items.length;
    items.push({ value: String(value), label: String(label), children: (child as unknown as { children: RootContent[] }).children });
  }
  const duplicate = items.find((item, i) => items.findIndex((other) => other.value === item.value) !== i);
  if (duplicate) ctx.report(tag.marker, `Two tabs of one <Tabs> have the value "${duplicate.value}"`, 'give each <TabItem> its own value');
  const groupId = tag.data.a.groupId ?? tag.data.a.syncKey; // Docusaurus's, Starlight's
  const group = typeof groupId === 'string' ? groupId : undefined;
  return tabs(items, { id: ctx.nextTabsId(), selected: Math.max(0, selected), group, local: !group });
}

/** <details>, with its <summary> (Docusaurus's <Details summary="…"> too) and any markdown. */
function details(tag: OpenTag, ctx: ComponentContext): RootContent {
  const summary = typeof tag.data.a.summary === 'string'
    ? [{ type: 'mdxElement', data: { hName: 'summary' }, children: ctx.inline(tag.data.a.summary, tag.marker) } as unknown as RootContent]
    : [];
  const { summary: _, ...rest } = tag.data.a;
  return element({ ...tag, name: 'details', data: { ...tag.data, a: rest }, children: [...summary, ...tag.children] }, ctx);
}

/** An HTML element: attributes as JSX writes them (className, style) made HTML; a and img become the links and images the link check sees. */
function element(tag: OpenTag, ctx: ComponentContext): RootContent {
  const { name, data, children } = tag;
  const properties = elementProperties(data.a, (message) => ctx.note(tag.marker, message.replace('%', `<${name}>`)));
  if (name === 'a' && typeof data.a.href === 'string') {
    const { href: _, ...rest } = properties;
    return { type: 'link', url: data.a.href, children, position: tag.marker.position, data: { hProperties: rest } } as unknown as Link;
  }
  if (name === 'img' && typeof data.a.src === 'string') {
    const { src: _, alt, title, ...rest } = properties;
    return keepForCopy(tag.marker, { type: 'image', url: data.a.src, alt: alt === undefined ? null : String(alt), title: title === undefined ? null : String(title), position: tag.marker.position, data: { hProperties: rest } } as Image);
  }
  // Blocks inside are set apart by line ends, as the parser does at the top of a page.
  const flow = children.some((child) => !PHRASING.has(child.type));
  return { type: 'mdxElement', data: { hName: name, hProperties: properties }, children: flow ? loose(children) : children, position: tag.marker.position } as unknown as RootContent;
}

/** <CodeBlock language="js" title="…" showLineNumbers>{`code`}</CodeBlock>: a code block like a fenced one. */
function codeBlockOf(tag: OpenTag, ctx: ComponentContext): RootContent {
  const { code, unreadable } = codeBlockCode(tag.data, tag.children);
  if (unreadable) ctx.report(tag.marker, '<CodeBlock> holds code the generator cannot read', 'write the code as text or as one template literal without ${…}: {`code`}');
  return { ...code, position: tag.marker.position } satisfies Code;
}

/** The code block a <CodeBlock> stands for (the markdown copy writes it too); `unreadable` when its content is code the generator cannot read. */
export function codeBlockCode(data: TagData, children: RootContent[] = []): { code: Code; unreadable: boolean } {
  const { a } = data;
  // Starlight's <Code code="…" lang="…" /> holds its code in an attribute; where that is code the page does not run, the block shows it as written.
  const inAttribute = typeof a.code === 'string' ? a.code : data.c?.code;
  const written = (inAttribute ?? data.x ?? children.map((c) => ('value' in c ? c.value : '')).join('\n')).replace(/^\s*\n|\n\s*$/g, '');
  let value = dedent(written.split('\n')).join('\n');
  let unreadable = false;
  const braced = written.trim();
  if (braced.startsWith('{')) {
    const read = readExpression(braced, 0);
    if (read !== 'incomplete' && !('error' in read) && 'value' in read && typeof read.value === 'string' && read.end === braced.length) value = read.value.replace(/^\n|\n$/g, '');
    else unreadable = true;
  }
  const language = typeof a.language === 'string' ? a.language : typeof a.lang === 'string' ? a.lang : typeof a.className === 'string' ? /language-(\S+)/.exec(a.className)?.[1] : undefined;
  const meta = [typeof a.title === 'string' ? `title="${a.title}"` : '', a.showLineNumbers ? 'showLineNumbers' : '', typeof a.metastring === 'string' ? a.metastring : ''].filter(Boolean).join(' ');
  return { code: { type: 'code', lang: language ?? null, meta: meta || null, value }, unreadable };
}

/** A YouTube video's id, written as itself or as its address (youtu.be/ID, watch?v=ID, embed/ID). */
function youTubeId(written: string): string | undefined {
  const id = /(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/)([\w-]{6,20})/.exec(written)?.[1] ?? written.trim();
  return /^[\w-]{6,20}$/.test(id) ? id : undefined;
}

/** mdast's inline nodes, and the inline ones of components. */
export const PHRASING: ReadonlySet<string> = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'image', 'linkReference', 'imageReference', 'footnoteReference', 'html', 'badge', 'component']);

/** Children set apart by line ends, as mdast-util-to-hast does for a loose list. */
function loose(children: RootContent[]): RootContent[] {
  const newline = () => ({ type: 'text', value: '\n' }) as RootContent;
  return [newline(), ...children.flatMap((child, i) => (i ? [newline(), child] : [child])), newline()];
}

function guessed(word: string, candidates: Iterable<string>, say: (guess: string) => string): string | undefined {
  const guess = closest(word, candidates);
  return guess ? say(guess) : undefined;
}

/** "my-widget" → "MyWidget": the name a React component registered for a Vue one would have. */
function pascal(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
}
