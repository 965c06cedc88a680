// The page as plain markdown, for readers that are programs: the .md file
// beside each page, llms-full.txt and the "Copy page" button. It is the text
// the writer wrote, expanded (includes inlined, placeholders replaced), with
// only what the build reads differently from plain markdown rewritten:
// admonitions become quotes, tabs labelled blocks, components their content,
// fence meta and comments go, and links inside the site become absolute URLs.
//
// It edits the source text at the places the parser found, rather than writing
// the tree out again: mdast-util-to-markdown escapes every text node anew and
// added a third to a half to the markdown stage (55-page bench site), while
// these edits cost about 1 %, and keep the writer's markdown as written. So the
// edits are found first of the plugins (remarkCopyEdits), while every node's
// place is its own and the container and component markers are still in the
// tree, and applied last (remarkCopyText), once the links plugin has set the URLs.
//
// A construct of the build plugs in with one function: a container or a
// component by its name (CONTAINERS, COMPONENTS, ONE), or a kind of node in `find`.
import type { Definition, Html, Image, Link, Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { ADMONITIONS, defaultTitle } from '../blocks/admonitions.ts';
import { endedBy } from './containers.ts';
import { holdsMarker, readMarkers, type Marker } from '../blocks/container-markers.ts';
import { closedBy, eagerContainers } from '../blocks/container-nesting.ts';
import { eachNode } from '../blocks/each-node.ts';
import { codeTabLabel, fenceTitle } from '../blocks/tabs.ts';
import { CUSTOM_ID } from '../title.ts';
import { leadingTitle } from './anchors.ts';
import { fenceInfo, markedCode } from './code-lines.ts';
import { grammarOf } from './code-languages.ts';
import { withoutAnsi } from './ansi-lines.ts';
import { isNpm2yarn, npmTo, PACKAGE_MANAGERS } from './npm2yarn.ts';
import { codeBlockCode, type TagData } from '../mdx/components.ts';
import { readTag } from '../mdx/tag.ts';
import { applyEdits, DEDENT_END, dedentStart, indentAt, lineEnd, lineStart, QUOTE_END, QUOTE_START, type Edit } from '../copy-edits.ts';
import { isCommonMark, type MarkdownContext } from '../blocks/context.ts';
import { withLinkTargets } from '../markdown-text.ts';

/**
 * A container or component the copy has seen open: what it is, and what its
 * end writes; on an MDX page, where its content's lines start (their
 * indentation, which MDX allows and markdown reads as code, goes).
 */
interface Open { name: string; fence?: number; eager?: boolean; data?: TagData; end: string; content?: number; columns?: number }

/** What is open across the page, and which containers close the eager way (container-nesting.ts), by the order of their opening lines. */
interface Opened { stack: Open[]; eager: Set<number>; count: number }

/**
 * What an opening marker writes: a head before the content ("**Label**", a
 * paragraph of its own), whether the content is a quote, or HTML around it.
 */
/**
 * The <span>s and <div>s an OpenAPI page's markdown wraps around what it styles (method badges, types, property
 * lists: classes "api-…"): the copy leaves them out, and the end tags that close them. A writer's HTML stays.
 */
const STYLING_TAG = /^<(span|div)\s+class="api-[^"<>]*"\s*>$|^<\/(span|div)\s*>$|^<(span|div)\b[^<>]*>$/;

/** How a generated region's first marker starts. */
const GENERATED = '<!--docs:copyas ';

type OpenCopy = (open: { name: string; title: string; a: TagData['a'] }) => { head: string; quote?: boolean } | { html: string; end: string };

const string = (value: unknown) => (typeof value === 'string' ? value : undefined);
const admonition = (kind: string, title: string | undefined) => ({ head: title ? `**${defaultTitle(kind)}:** ${title}` : `**${defaultTitle(kind)}**`, quote: true });
const details = (summary: string | undefined) => ({ head: `**${summary || 'Details'}**` });

/** Containers (":::name") by name; any other (tabs, code-group, raw) writes its content alone. */
const CONTAINERS: Record<string, OpenCopy> = {
  ...Object.fromEntries(ADMONITIONS.map((kind) => [kind, ({ title }: { title: string }) => admonition(kind, title)])),
  details: ({ title }) => details(title),
};

/** Components (<Name>) by name; an HTML element (a lowercase name) is written back as HTML, any other writes its content alone. */
const COMPONENTS: Record<string, OpenCopy> = {
  Details: ({ a }) => details(string(a.summary)),
  Admonition: ({ a }) => {
    const type = string(a.type) ?? 'note';
    return admonition((ADMONITIONS as readonly string[]).includes(type) ? type : 'note', string(a.title));
  },
  TabItem: ({ a }) => ({ head: `**${String(a.label ?? a.value ?? '')}**` }),
};

/** An HTML element written as a tag line (<details>, <div>): written back as HTML, which a reader of markdown reads. */
const element: OpenCopy = ({ name, a }) => ({ html: `<${name}${attributes(a)}>`, end: `</${name}>` });

/** Self-closing components (<Name />) by name; any other writes nothing. */
const ONE: Record<string, (data: TagData, indent: string) => string> = {
  Badge: ({ a }) => string(a.text) ?? '',
  CodeBlock: (data, indent) => {
    const { code } = codeBlockCode(data);
    return fenced(code.value, '```', code.lang ?? undefined, fenceTitle(code.meta), indent);
  },
  img: ({ a }) => (typeof a.src === 'string' ? `![${string(a.alt) ?? ''}](${a.src})` : ''),
};

/** First of the plugins: finds what the copy must rewrite, while the tree is as the parser made it. */
export function remarkCopyEdits() {
  return (tree: Root, file: VFile) => {
    const ctx = file.data.markdown as MarkdownContext;
    const origin = ctx.targets.origin;
    if (origin === undefined) return;
    const source = String(file.value);
    const edits: Edit[] = [];
    const open: Opened = { stack: [], eager: eagerContainers(holdsMarker(source) ? pageMarkers(tree) : []), count: 0 };
    /** The <span>s and <div>s open, by name, and whether the copy leaves each out. */
    const openTags: Record<string, boolean[]> = {};
    const at = (node: Nodes, end = false) => (end ? node.position?.end.offset : node.position?.start.offset);
    // A link's URL is read when the edits are applied: the links plugin sets it after this one.
    const absolute = (url: string) => (url.startsWith('#') ? origin + ctx.url + url : url.startsWith('/') && !url.startsWith('//') ? origin + url : undefined);
    /** Its URL as the copy has it: absolute, or as the links plugin made it (a document's link to the site it was written for: linkBase). */
    const copyUrl = (node: Link | Image | Definition, written: string) => absolute(node.url) ?? (node.url !== written ? node.url : undefined);
    const target = (node: Link | Image | Definition, written: string) => {
      const url = copyUrl(node, written);
      return url && destination(url) + (node.title ? ` "${node.title.replace(/["\\]/g, '\\$&')}"` : '');
    };

    /**
     * A generated region open (blocks/container-markers.ts): where it starts, the markdown that replaces it to its end
     * marker, and the links of the descriptions in it, which the page's pipeline reads (and the links plugin leads to
     * their pages), by their URL as written, in order: the region's markdown has the same descriptions, as written.
     */
    let generated: { from: number; markdown: string; links: Map<string, Link[]> } | undefined;

    const find = (node: Nodes): void => {
      const from = at(node);
      const to = at(node, true);
      if (from === undefined || to === undefined) return;
      if (generated || (node.type === 'html' && node.value.startsWith(GENERATED))) {
        const [marker] = node.type === 'html' && holdsMarker(node.value) ? readMarkers(node.value) : [];
        if (marker?.kind === 'copyas') generated = { from, markdown: marker.markdown, links: new Map() };
        else if (marker?.kind === 'copyend' && generated) {
          const { from: start, markdown, links } = generated;
          const indent = indentAt(source, start);
          const write = () => {
            // Its descriptions' links as the page's; then the links it writes itself, the site's own paths ("](</docs/api/schemas/lease>)"): absolute, as every link of the copy.
            const taken = new Map<string, number>();
            const led = !links.size ? markdown : withLinkTargets(markdown.split('\n'), (written) => {
              const nth = taken.get(written) ?? 0;
              const node = links.get(written)?.[nth];
              taken.set(written, nth + 1);
              return node && copyUrl(node, written)?.replace(/[\s()<>]/g, encodeURIComponent);
            }).join('\n');
            const text = led.replace(/\]\((<?)\/(?!\/)/g, (_, angle: string) => `](${angle}${origin}/`);
            return text.split('\n').map((line, i) => (i && line ? indent + line : line)).join('\n');
          };
          edits.push({ from: start, to, write });
          generated = undefined;
        } else if (generated) linksIn(node, generated.links);
        return;
      }
      if (node.type === 'html') {
        if (holdsMarker(node.value)) edits.push(markerEdit(source, node, from, to, open, Boolean(ctx.mdx)));
        else if (/^<!--[\s\S]*-->$/.test(node.value.trim())) edits.push(dropped(source, from, to, ''));
        else if (/^<\/?[A-Z]/.test(node.value) && !isCommonMark(ctx, node)) edits.push({ from, to, write: () => inlineComponent(node.value) });
        else if (STYLING_TAG.test(node.value.trim())) {
          const [, styling, closing, other] = STYLING_TAG.exec(node.value.trim())!;
          if (styling || other) (openTags[styling ?? other] ??= []).push(Boolean(styling));
          if (styling || (closing && openTags[closing]?.pop())) edits.push({ from, to, write: () => '' });
        }
      } else if (node.type === 'code') {
        const fence = /^(`{3,}|~{3,})/.exec(source.slice(from, from + 40))?.[1];
        if (!fence) return; // indented code has no meta
        const inTabs = open.stack.at(-1)?.name === 'tabs' || open.stack.at(-1)?.name === 'code-group';
        const label = inTabs ? codeTabLabel(node) : fenceTitle(node.meta);
        const indent = indentAt(source, from);
        // A label after a line of text (another code block's fence, HTML) gets a blank line before it.
        const gap = label && lineBefore(source, from).trim() !== '' ? `\n${indent}` : '';
        const { lang } = fenceInfo(node.lang, node.meta);
        // The comments that only mark lines ("// highlight-next-line", "[!code ++]") go, as on the page, and so do a terminal's colour codes.
        const shown = markedCode(lang?.toLowerCase() === 'ansi' ? withoutAnsi(node.value) : node.value, grammarOf(lang)).code;
        if (isNpm2yarn(node.meta)) {
          // One block per package manager, under its name, as the page's tabs show them.
          const gap = lineBefore(source, from).trim() !== '' ? `\n${indent}` : '';
          edits.push({ from, to, write: () => gap + PACKAGE_MANAGERS.map((tool) => fenced(npmTo(shown, tool), fence, lang, tool, indent)).join(`\n\n${indent}`) });
        } else if (shown === node.value) edits.push({ from, to: lineEnd(source, from), write: () => gap + fenceLine(fence, lang, label, indent) });
        else edits.push({ from, to, write: () => gap + fenced(shown, fence, lang, label, indent) });
      } else if (node.type === 'heading') {
        const id = CUSTOM_ID.exec(source.slice(from, to));
        if (id) edits.push({ from: from + id.index, to: from + id.index + id[0].length, write: () => '' });
      } else if (node.type === 'link') {
        // Only the "](url)" after its text: the text may hold edits of its own (an image).
        const tail = node.children.length ? at(node.children[node.children.length - 1], true)! : from + 1;
        const written = node.url;
        if (source[tail] === ']') edits.push({ from: tail, to, write: () => { const t = target(node, written); return t && `](${t})`; } });
      } else if (node.type === 'image') {
        const written = node.url;
        edits.push({ from, to, write: () => { const t = target(node, written); return t && `![${node.alt?.replace(/[[\]\\]/g, '\\$&') ?? ''}](${t})`; } });
      } else if (node.type === 'definition') {
        const written = node.url;
        edits.push({ from, to, write: () => { const t = target(node, written); return t && `[${node.label ?? node.identifier}]: ${t}`; } });
      }
      if ('children' in node) for (const child of node.children) find(child);
    };
    const title = leadingTitle(tree);
    for (const node of tree.children) {
      // A leading "# Title" goes: the copy starts with the page's title (as the page does).
      if (node === title) edits.push({ from: lineStart(source, at(node)!), to: lineEnd(source, at(node, true)!), write: () => '' });
      else find(node);
    }
    file.data.copyEdits = edits;
  };
}

/** Last of the plugins: the copy, written. */
export function remarkCopyText() {
  return (_tree: Root, file: VFile) => {
    const edits = file.data.copyEdits as Edit[] | undefined;
    if (!edits) return;
    file.data.markdownCopy = applyEdits(String(file.value), edits);
  };
}

/**
 * An HTML node that holds markers (a container's or a component's lines, maybe
 * among lines of HTML): each marker written as plain markdown, in order. `open`
 * follows what is open across the page, as the containers plugin does.
 */
function markerEdit(source: string, node: Html, from: number, to: number, open: Opened, mdx: boolean): Edit {
  const indent = indentAt(source, from);
  const next = lineEnd(source, to) + 1;
  const blankAfter = next >= source.length || source.slice(next, lineEnd(source, next)).trim() === '';
  let startsWithHead: boolean | undefined;
  const lines = node.value.split('\n').map((line, i, all) => {
    if (!holdsMarker(line)) return () => line;
    const pieces: (() => string)[] = [];
    let head = false;
    for (const marker of readMarkers(line)) {
      const piece = markerText(marker, open, { source, indent, mdx, from, to });
      // A head is a paragraph of its own: what follows it on its line comes after a blank line.
      if (head && piece.text) pieces.push(() => '\n\n');
      pieces.push(piece.write);
      if (i === 0 && piece.text) startsWithHead ??= Boolean(piece.head);
      head = piece.head || (head && !piece.text);
    }
    const last = head && !(i === all.length - 1 && blankAfter) ? '\n' : '';
    return () => pieces.map((write) => write()).join('') + last;
  });
  // Written when the edits are applied: an opening tag's dedent is known only at its end.
  const text = () => lines.map((line) => line()).join('\n');
  const start = lineStart(source, from);
  const end = lineEnd(source, to);
  const alone = source.slice(start, from).trim() === '' && source.slice(to, end).trim() === '';
  // A head after a line of text (a code block's fence) gets a blank line before it.
  const gap = () => (alone && startsWithHead && lineBefore(source, from).trim() !== '' ? '\n' : '');
  return { from: alone ? start : from, to: alone ? Math.min(end + 1, source.length) : to, write: () => { const t = text(); return alone && t === '' ? '' : (alone ? gap() + source.slice(start, from) : '') + t + (alone && end < source.length ? '\n' : ''); } };
}

interface Place { source: string; indent: string; mdx: boolean; from: number; to: number }

/** A marker as plain markdown: `text` says whether it writes anything, `write` writes it (when the edits are applied). */
function markerText(marker: Marker, opened: Opened, place: Place): { text: boolean; head?: boolean; write: () => string } {
  const now = (text: string, head?: boolean) => ({ text: text !== '', head, write: () => text });
  const open = opened.stack;
  if (marker.kind === 'open' || marker.kind === 'tag') {
    const name = marker.name;
    const a = marker.kind === 'tag' ? marker.data.a : {};
    const copy = marker.kind === 'open' ? CONTAINERS[name]?.({ name, title: marker.title, a })
      : (COMPONENTS[name] ?? (/^[a-z][a-z0-9]*$/.test(name) ? element : undefined))?.({ name, title: '', a });
    const quote = Boolean(copy && 'quote' in copy && copy.quote);
    const entry: Open = { name, fence: marker.kind === 'open' ? marker.fence : undefined, eager: marker.kind === 'open' && opened.eager.has(opened.count++), data: marker.kind === 'tag' ? marker.data : undefined, end: quote ? QUOTE_END : copy && 'end' in copy ? copy.end : '' };
    if (place.mdx && marker.kind === 'tag') entry.content = lineEnd(place.source, place.to) + 1;
    open.push(entry);
    const text = !copy ? '' : 'html' in copy ? copy.html : (quote ? QUOTE_START : '') + copy.head;
    return { text: text !== '', head: Boolean(copy && 'head' in copy), write: () => text + (entry.columns ? dedentStart(entry.columns) : '') };
  }
  if (marker.kind === 'close' || marker.kind === 'end') {
    const index = marker.kind === 'close' ? closedBy(open, marker.fence, opened.eager.size > 0) : endedBy(open, marker.name);
    if (index === -1) return now('');
    // What it closes, and what is still open inside that, innermost first.
    const closed = open.splice(index).reverse();
    for (const entry of closed) if (entry.content !== undefined) entry.columns = contentIndent(place.source, entry.content, lineStart(place.source, place.from));
    return now(closed.map((entry) => (entry.columns ? DEDENT_END : '') + entry.end).join(''));
  }
  if (marker.kind === 'one') return now(ONE[marker.name]?.(marker.data, place.indent) ?? (/^[a-z][a-z0-9]*$/.test(marker.name) ? `<${marker.name}${attributes(marker.data.a)} />` : ''));
  if (marker.kind === 'text') return now(marker.text);
  if (marker.kind === 'tab') return now(`**${marker.label}**`, true);
  return now(''); // a table of contents, a note, an import: the build's
}

/** The markers of the page's marker lines, in order. */
function pageMarkers(tree: Root): Marker[] {
  const markers: Marker[] = [];
  eachNode(tree, (node) => {
    if (node.type === 'html' && holdsMarker(node.value)) markers.push(...readMarkers(node.value));
  });
  return markers;
}

/** The least indentation of the lines from `from` to `to` that hold something (in spaces). */
function contentIndent(source: string, from: number, to: number): number {
  let least = Infinity;
  for (const line of source.slice(Math.min(from, to), to).split('\n')) if (line.trim()) least = Math.min(least, /^ */.exec(line)![0].length);
  return Number.isFinite(least) ? least : 0;
}

/** Literal attributes, as HTML writes them. */
function attributes(a: TagData['a']): string {
  return Object.entries(a).map(([name, value]) => {
    if (value === true) return ` ${name}`;
    if (typeof value === 'string' || typeof value === 'number') return ` ${name}="${String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
    return '';
  }).join('');
}

/** An inline component's tag (<Badge text="v2" />, <Highlight>…</Highlight>): a badge's text; any other tag goes, its content stays. */
function inlineComponent(value: string): string {
  const tag = readTag(value, 0);
  if (tag === 'incomplete' || 'error' in tag || tag.end !== value.length) return value;
  // Attributes that are not plain text come whole in data-docs (see mdx/lines.ts).
  const carried = typeof tag.attributes['data-docs'] === 'string' ? (JSON.parse(decodeURIComponent(tag.attributes['data-docs'])) as Pick<TagData, 'a'>).a : tag.attributes;
  return tag.name === 'Badge' && tag.kind !== 'close' ? string(carried.text) ?? '' : '';
}

/** The line before the one at `offset`, over marker lines (which write no line of their own, or end with a blank one). */
function lineBefore(source: string, offset: number): string {
  let start = lineStart(source, offset);
  while (start > 0) {
    start = lineStart(source, start - 1);
    const line = source.slice(start, lineEnd(source, start));
    if (!holdsMarker(line)) return line;
  }
  return '';
}

/** An edit that writes `text` instead of a node: the node's whole line when the text is empty and nothing else is on it. */
function dropped(source: string, from: number, to: number, text: string): Edit {
  const start = lineStart(source, from);
  const end = lineEnd(source, to);
  const alone = text === '' && source.slice(start, from).trim() === '' && source.slice(to, end).trim() === '';
  return alone ? { from: start, to: Math.min(end + 1, source.length), write: () => '' } : { from, to, write: () => text };
}

/** A fence's first line: the fence and its language (titles, line ranges and other meta are the build's), after its label on a line of its own. */
function fenceLine(fence: string, lang: string | undefined, label: string | undefined, indent: string): string {
  return (label ? `**${label}**\n${indent.trimEnd()}\n${indent}` : '') + fence + (lang ?? '');
}

/** A whole fenced code block, its lines at `indent`. */
function fenced(code: string, fence: string, lang: string | undefined, label: string | undefined, indent: string): string {
  return [fenceLine(fence, lang, label, indent), ...code.split('\n').map((line) => (line ? indent + line : indent.trimEnd())), indent + fence].join('\n');
}

/** The links in a node, by their URL as written (the links plugin sets another later), in order. */
function linksIn(node: Nodes, into: Map<string, Link[]>): void {
  if (node.type === 'link') {
    const list = into.get(node.url);
    if (list) list.push(node);
    else into.set(node.url, [node]);
  }
  if ('children' in node) for (const child of node.children) linksIn(child, into);
}

/** A link destination as markdown: in <> when it holds what would end it. */
function destination(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
}
