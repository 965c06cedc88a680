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
// component by its name (copy-components.ts), or a kind of node in `find`.
import type { Definition, Html, Image, Link, Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
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
import type { TagData } from '../mdx/components.ts';
import { codeGroupLabel, MINTLIFY_CODE_GROUPS } from '../mdx/mintlify.ts';
import { attributes, COMPONENTS, CONTAINERS, destination, element, fenced, fenceLine, inlineComponent, ONE, type Around } from './copy-components.ts';
import { applyEdits, DEDENT_END, dedentStart, indentAt, keptLink, lineEnd, lineStart, QUOTE_END, QUOTE_START, type Edit } from '../copy-edits.ts';
import { isCommonMark, type MarkdownContext } from '../blocks/context.ts';
import { withLinkTargets } from '../markdown-text.ts';

/**
 * A container or component the copy has seen open: what it is, and what its
 * end writes; on an MDX page, where its content's lines start (their
 * indentation, which MDX allows and markdown reads as code, goes).
 */
interface Open { name: string; fence?: number; eager?: boolean; data?: TagData; end: string; content?: number; columns?: number; tags?: number }

/**
 * What is open across the page, and which containers close the eager way (container-nesting.ts), by the order of their
 * opening lines. `omit`: the tag whose content the copy leaves out (OpenCopy), open, and where its content starts once
 * its opening line is past; `resume`: where the content left out started, when the tag just closed.
 */
interface Opened { stack: Open[]; eager: Set<number>; count: number; omit?: { entry: Open; from?: number }; resume?: number }

/**
 * The <span>s and <div>s an OpenAPI page's markdown wraps around what it styles (method badges, types, property
 * lists: classes "api-…"): the copy leaves them out, and the end tags that close them. A writer's HTML stays.
 */
const STYLING_TAG = /^<(span|div)\s+class="api-[^"<>]*"\s*>$|^<\/(span|div)\s*>$|^<(span|div)\b[^<>]*>$/;

/** How a generated region's first marker starts. */
const GENERATED = '<!--docs:copyas ';

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
    /** The tips of the inline <Tooltip>s open, innermost last: each is written after its term. */
    const tips: string[] = [];
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
        if (holdsMarker(node.value)) {
          // A link a component made of an attribute, as the links plugin led it (see keepForCopy).
          const url = (written: string) => { const kept = keptLink(node, written); return (kept && copyUrl(kept, written)) ?? absolute(written) ?? written; };
          edits.push(markerEdit(source, node, from, to, open, { mdx: Boolean(ctx.mdx), url }));
        } else if (/^<!--[\s\S]*-->$/.test(node.value.trim())) edits.push(dropped(source, from, to, ''));
        else if (/^<\/?[A-Z]/.test(node.value) && !isCommonMark(ctx, node)) {
          const text = inlineComponent(node.value, tips);
          edits.push({ from, to, write: () => text });
        }
        else if (STYLING_TAG.test(node.value.trim())) {
          const [, styling, closing, other] = STYLING_TAG.exec(node.value.trim())!;
          if (styling || other) (openTags[styling ?? other] ??= []).push(Boolean(styling));
          if (styling || (closing && openTags[closing]?.pop())) edits.push({ from, to, write: () => '' });
        }
      } else if (node.type === 'code') {
        const fence = /^(`{3,}|~{3,})/.exec(source.slice(from, from + 40))?.[1];
        if (!fence) return; // indented code has no meta
        const group = open.stack.at(-1);
        const mintlify = Object.hasOwn(MINTLIFY_CODE_GROUPS, group?.data?.b ?? '');
        const inTabs = group?.name === 'tabs' || group?.name === 'code-group';
        const label = mintlify ? codeGroupLabel(node) : inTabs ? codeTabLabel(node) : fenceTitle(node.meta);
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
function markerEdit(source: string, node: Html, from: number, to: number, open: Opened, { mdx, url }: Pick<Place, 'mdx' | 'url'>): Edit {
  const indent = indentAt(source, from);
  const next = lineEnd(source, to) + 1;
  const blankAfter = next >= source.length || source.slice(next, lineEnd(source, next)).trim() === '';
  let startsWithHead: boolean | undefined;
  const lines = node.value.split('\n').map((line, i, all) => {
    if (!holdsMarker(line)) return () => line;
    const pieces: (() => string)[] = [];
    let head = false;
    for (const marker of readMarkers(line)) {
      const piece = markerText(marker, open, { source, indent, mdx, from, to, url });
      // A head is a paragraph of its own: what follows it on its line comes after a blank line.
      if (head && piece.text) pieces.push(() => '\n\n');
      pieces.push(piece.write);
      if (i === 0 && piece.text) startsWithHead ??= Boolean(piece.head);
      head = piece.head || (head && !piece.text);
    }
    const last = head && !(i === all.length - 1 && blankAfter) ? '\n' : '';
    return () => pieces.map((write) => write()).join('') + last;
  });
  // Content left out of the copy: from the end of its opening tag's node to the end of its closing tag's, this edit then.
  const resume = open.resume;
  open.resume = undefined;
  // Written when the edits are applied: an opening tag's dedent is known only at its end.
  const text = () => lines.map((line) => line()).join('\n');
  const start = lineStart(source, from);
  const end = lineEnd(source, to);
  const alone = source.slice(start, from).trim() === '' && source.slice(to, end).trim() === '';
  // A head after a line of text (a code block's fence) gets a blank line before it.
  const gap = () => (alone && startsWithHead && lineBefore(source, from).trim() !== '' ? '\n' : '');
  const until = alone ? Math.min(end + 1, source.length) : to;
  if (open.omit && open.omit.from === undefined) open.omit.from = until;
  return { from: resume ?? (alone ? start : from), to: until, write: () => { const t = text(); return alone && t === '' ? '' : (alone ? gap() + source.slice(start, from) : '') + t + (alone && end < source.length ? '\n' : ''); } };
}

interface Place { source: string; indent: string; mdx: boolean; from: number; to: number; url: (written: string) => string }

/** A marker as plain markdown: `text` says whether it writes anything, `write` writes it (when the edits are applied). */
function markerText(marker: Marker, opened: Opened, place: Place): { text: boolean; head?: boolean; write: () => string } {
  const now = (text: string, head?: boolean) => ({ text: text !== '', head, write: () => text });
  const open = opened.stack;
  if (marker.kind === 'open' || marker.kind === 'tag') {
    const name = marker.name;
    const a = marker.kind === 'tag' ? marker.data.a : {};
    const around = open.at(-1);
    const nth = around ? (around.tags = (around.tags ?? 0) + 1) : 1;
    const within = open.map(aroundOf);
    const copy = marker.kind === 'open' ? CONTAINERS[name]?.({ name, title: marker.title, a, nth, url: place.url, within })
      : (builtIn(marker.data, COMPONENTS) ?? (/^[a-z][a-z0-9]*$/.test(name) ? element : undefined))?.({ name, title: '', a, nth, url: place.url, within });
    const quote = Boolean(copy && 'quote' in copy && copy.quote);
    const entry: Open = { name, fence: marker.kind === 'open' ? marker.fence : undefined, eager: marker.kind === 'open' && opened.eager.has(opened.count++), data: marker.kind === 'tag' ? marker.data : undefined, end: quote ? QUOTE_END : copy && 'end' in copy ? copy.end : '' };
    if (place.mdx && marker.kind === 'tag') entry.content = lineEnd(place.source, place.to) + 1;
    open.push(entry);
    // Inside content left out, a tag writes nothing, nor does its end; a tag whose content the copy leaves out starts it.
    if (opened.omit) return now('');
    if (copy && 'omit' in copy && copy.omit) {
      opened.omit = { entry };
      return now('');
    }
    const head = copy && 'head' in copy ? copy.head : undefined;
    // A head that is a function is written once the links plugin has run (see OpenCopy).
    const text = () => (!copy ? '' : 'html' in copy ? copy.html : (quote ? QUOTE_START : '') + (typeof head === 'function' ? head() : head));
    const written = typeof head === 'function' ? undefined : text();
    return { text: written !== '', head: head !== undefined, write: () => (written ?? text()) + (entry.columns ? dedentStart(entry.columns) : '') };
  }
  if (marker.kind === 'close' || marker.kind === 'end') {
    const index = marker.kind === 'close' ? closedBy(open, marker.fence, opened.eager.size > 0) : endedBy(open, marker.name);
    if (index === -1) return now('');
    // What it closes, and what is still open inside that, innermost first.
    const closed = open.splice(index).reverse();
    for (const entry of closed) if (entry.content !== undefined) entry.columns = contentIndent(place.source, entry.content, lineStart(place.source, place.from));
    let shown = closed;
    if (opened.omit) {
      // Only what is open around the content left out writes its end; closing the tag of that content ends it.
      const at = closed.indexOf(opened.omit.entry);
      shown = at === -1 ? [] : closed.slice(at + 1);
      if (at !== -1) [opened.resume, opened.omit] = [opened.omit.from, undefined];
    }
    return now(shown.map((entry) => (entry.columns ? DEDENT_END : '') + entry.end).join(''));
  }
  if (opened.omit) return now('');
  if (marker.kind === 'one') {
    const one = (builtIn(marker.data, ONE) ?? (/^[a-z][a-z0-9]*$/.test(marker.name) ? ONE[marker.name] : undefined))?.(marker.data, place.indent, place.url, open.map(aroundOf));
    // Written later (a card's link): a paragraph of its own, as a head is.
    if (typeof one === 'function') return { text: true, head: true, write: one };
    return now(one ?? (/^[a-z][a-z0-9]*$/.test(marker.name) ? `<${marker.name}${attributes(marker.data.a)} />` : ''));
  }
  if (marker.kind === 'text') return now(marker.text);
  if (marker.kind === 'tab') return now(`**${marker.label}**`, true);
  return now(''); // a table of contents, a note, an import: the build's
}

/** An open container or tag, as a component's copy sees it around itself. */
function aroundOf(entry: Open): Around {
  return { name: entry.name, a: entry.data?.a ?? {} };
}

/** What a table of the copy says of the built-in component a tag is (its import's, as Starlight's Aside is an Admonition); none for another (a Vue component of the page). */
function builtIn<T>(data: TagData, table: Record<string, T>): T | undefined {
  return data.b && Object.hasOwn(table, data.b) ? table[data.b] : undefined;
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

/** The links in a node, by their URL as written (the links plugin sets another later), in order. */
function linksIn(node: Nodes, into: Map<string, Link[]>): void {
  if (node.type === 'link') {
    const list = into.get(node.url);
    if (list) list.push(node);
    else into.set(node.url, [node]);
  }
  if ('children' in node) for (const child of node.children) linksIn(child, into);
}
