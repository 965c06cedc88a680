// The lines of a page that are no markdown (":::" containers and Markdoc's admonitions, "[[toc]]",
// "{#id}" lines, "== label" tabs, and the tags and imports of MDX that
// mdx/lines.ts reads) become marker comments at the expand stage, which walks
// the lines with fenced code in mind. A marker keeps the line's indentation (a
// container in a list item stays in it), and a comment line is a block of its
// own that also ends a paragraph, so the blocks between two markers come out
// of the parser as siblings, for the containers plugin (containers.ts) to
// group, with line numbers unchanged; the markdown copy (markdown-copy.ts)
// reads them too.
import { closedBy } from './container-nesting.ts';
import type { TagData } from './tag-data.ts';

/** A ":::" line: the colons, then nothing, or a name, a [title] or {attributes} (":::,,," in ASCII art is text). */
const LINE = /^(\s*)(:{3,})(?=\s*(?:$|[A-Za-z[{]))\s*([\w-]*)\s*(.*?)\s*$/;
/** What every marker starts with. */
export const MARKER = '<!--docs:';
/** Each marker of a marker line: its kind and its arguments (encoded text never holds "--", so the first "-->" ends it). */
const MARKERS = /<!--docs:(\w+) ?(.*?)-->/g;
/** VitePress's inline table of contents. */
const TOC_LINE = /^(\s*)\[\[toc\]\]\s*$/;
/** An id on a line of its own (markdown-it-attrs): for the block just above it, else a target of its own. */
const ANCHOR_LINE = /^(\s*)\{#([^\s{}]+)\}\s*$/;
/** A tab's label inside ":::tabs" (vitepress-plugin-tabs): "== npm". */
const TAB_LINE = /^(\s*)==[ \t]+(\S.*?)\s*$/;
/** Markdoc's admonition tag on a line of its own, as Redocly's documents write one: {% admonition type="warning" name="Title" %} … {% /admonition %}. */
const MARKDOC_OPEN = /^(\s*)\{%\s*admonition\b((?:\s+[\w-]+=(?:"[^"]*"|\S+))*)\s*%\}\s*$/;
const MARKDOC_CLOSE = /^(\s*)\{%\s*\/admonition\s*%\}\s*$/;
/** Redocly's kinds of admonition as ours (its default is info). */
const MARKDOC_KINDS: Record<string, string> = { info: 'info', success: 'tip', warning: 'warning', danger: 'danger' };

/** The marker for a ":::", "[[toc]]" or "{#id}" line, or null when the line is none of them. */
export function markContainerLine(line: string): string | null {
  const toc = TOC_LINE.exec(line);
  if (toc) return `${toc[1]}<!--docs:toc 2 3-->`;
  const anchor = ANCHOR_LINE.exec(line);
  if (anchor) return `${anchor[1]}<!--docs:anchor ${encodeMarkerText(anchor[2])}-->`;
  if (line.includes('{%')) return markdocLine(line);
  const match = LINE.exec(line);
  if (!match) return null;
  const [, indent, fence, name, rest] = match;
  if (!name && !rest) return `${indent}<!--docs:close ${fence.length}-->`;
  // Attributes at the end: VitePress's {no-title} and {open}, an id {#id} (markdown-it-attrs, Docusaurus); classes are left alone.
  const attributes = /\s*\{([^{}]*)\}$/.exec(rest);
  const written = attributes ? rest.slice(0, attributes.index) : rest;
  const flags = (attributes?.[1].split(/\s+/) ?? []).filter((a) => a === 'no-title' || a === 'open' || /^#[^,%]+$/.test(a)).map(encodeMarkerText);
  // ":::note[Title]" (Docusaurus) or ":::note Title"
  const title = written.startsWith('[') && written.endsWith(']') ? written.slice(1, -1) : written;
  return `${indent}<!--docs:open ${fence.length} ${name} ${flags.join(',') || '-'} ${encodeMarkerText(title)}-->`;
}

/** A Markdoc admonition's opening or closing line as a container's (of three colons), or null. */
function markdocLine(line: string): string | null {
  const close = MARKDOC_CLOSE.exec(line);
  if (close) return `${close[1]}<!--docs:close 3-->`;
  const open = MARKDOC_OPEN.exec(line);
  if (!open) return null;
  const attributes = Object.fromEntries([...open[2].matchAll(/([\w-]+)=(?:"([^"]*)"|(\S+))/g)].map((m) => [m[1], m[2] ?? m[3]]));
  const kind = MARKDOC_KINDS[attributes.type ?? 'info'] ?? 'info';
  return `${open[1]}<!--docs:open 3 ${kind} - ${encodeMarkerText(attributes.name ?? '')}-->`;
}

/**
 * Marks a page's lines in order, as markContainerLine does, and, inside a ":::tabs", a line
 * "== label" as the start of a tab (vitepress-plugin-tabs), which elsewhere is text.
 */
export class ContainerLines {
  /** The containers open at this line, as far as lines tell (a closing line closes as containers.ts reads it). */
  private readonly open: { fence: number; name: string }[] = [];

  mark(line: string): string | null {
    const marked = markContainerLine(line);
    if (marked) {
      const [marker] = readMarkers(marked);
      if (marker.kind === 'open') this.open.push({ fence: marker.fence, name: marker.name });
      else if (marker.kind === 'close') {
        const at = closedBy(this.open, marker.fence);
        if (at !== -1) this.open.length = at;
      }
      return marked;
    }
    const tab = this.open.at(-1)?.name === 'tabs' ? TAB_LINE.exec(line) : null;
    return tab && `${tab[1]}<!--docs:tab ${encodeMarkerText(tab[2])}-->`;
  }
}

/** Text that can sit in a marker comment: no "--" (which could end it), and back exactly as written. */
export function encodeMarkerText(text: string): string {
  return text.replace(/[%-]/g, (c) => (c === '%' ? '%25' : '%2D'));
}

export function decodeMarkerText(text: string): string {
  return decodeURIComponent(text);
}

/** A line of a generated region's HTML, or markdown between its blocks (a description, which the page's pipeline renders as any page's). */
export type RegionLine = string | { markdown: string[] };

/**
 * A part of a page that the build writes as HTML (an OpenAPI document's property lists), with the markdown that
 * the page's copy shows in its place: the first marker holds that markdown; the markdown copy (markdown-copy.ts)
 * writes it instead of the region. The HTML does not go through the markdown parser and the sanitiser (the
 * generator escaped what it took from the document): each run of it is a marker naming it by a key, the HTML
 * kept beside the page's text under that key (`into`, then the page's `html`), which the containers plugin
 * puts in the marker's place, for the search to read its text. A writer's marker names no HTML of the page's, and is left out.
 */
export function generatedRegion(lines: RegionLine[], copy: string[], into: GeneratedHtml): string[] {
  // encodeMarkerText's escapes, and the line ends', so that the marker is one line.
  const markdown = encodeMarkerText(copy.join('\n').replace(/\s+$/, '')).replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const out = [`<!--docs:copyas ${markdown}-->`, ''];
  let run: string[] = [];
  const endRun = () => {
    if (!run.length) return;
    out.push(`<!--docs:html ${into.add(run.join('\n'))}-->`, '');
    run = [];
  };
  for (const line of lines) {
    if (typeof line === 'string') run.push(line);
    else endRun(), out.push(...line.markdown, '');
  }
  endRun();
  out.push('<!--docs:copyend-->', '');
  return out;
}

/** The HTML of a part's generated regions, by key: the part's name and a count, the same from build to build (the page's text, which names them, is the key of its rendering). */
export class GeneratedHtml {
  readonly html: Record<string, string> = {};
  private readonly prefix: string;
  private count = 0;

  constructor(partName: string) {
    this.prefix = encodeMarkerText(encodeURIComponent(partName));
  }

  add(html: string): string {
    const key = `${this.prefix}.${this.count++}`;
    this.html[key] = html;
    return key;
  }
}

/** A marker read back: what this plugin groups, and what the markdown copy (markdown-copy.ts) writes as plain markdown. */
export type Marker =
  | { kind: 'open'; fence: number; name: string; flags: string[]; title: string }
  | { kind: 'close'; fence: number }
  | { kind: 'tag' | 'one'; name: string; data: TagData }
  | { kind: 'end'; name: string }
  | { kind: 'text'; text: string }
  | { kind: 'toc'; min: number; max: number }
  | { kind: 'tab'; label: string }
  | { kind: 'anchor'; id: string }
  | { kind: 'note'; message: string }
  | { kind: 'import'; local: string; source: string }
  | { kind: 'copyas'; markdown: string }
  | { kind: 'copyend' }
  | { kind: 'html'; key: string }
  | { kind: 'other' };

/** Whether an HTML node's text holds a marker. */
export function holdsMarker(value: string): boolean {
  return value.includes(MARKER);
}

/** The markers of a marker line (or of an HTML node that is one), in order. */
export function readMarkers(line: string): Marker[] {
  return [...line.matchAll(MARKERS)].map(([, kind, args]): Marker => {
    if (kind === 'open') {
      const [fence, name = '', flags = '-', title = ''] = splitArgs(args, 4);
      return { kind, fence: Number(fence), name, flags: flags.split(',').map(decodeMarkerText), title: decodeMarkerText(title) };
    }
    if (kind === 'close') return { kind, fence: Number(splitArgs(args, 4)[0]) };
    if (kind === 'tag' || kind === 'one') {
      const [name, data] = splitArgs(args, 2);
      return { kind, name, data: JSON.parse(decodeMarkerText(data)) as TagData };
    }
    if (kind === 'end') return { kind, name: args };
    if (kind === 'text') return { kind, text: decodeMarkerText(args) };
    if (kind === 'toc') {
      const [min, max] = args.split(' ').map(Number);
      return { kind, min, max };
    }
    if (kind === 'note') return { kind, message: decodeMarkerText(args) };
    if (kind === 'tab') return { kind, label: decodeMarkerText(args) };
    if (kind === 'anchor') return { kind, id: decodeMarkerText(args) };
    if (kind === 'copyas') return { kind, markdown: decodeMarkerText(args) };
    if (kind === 'copyend') return { kind };
    if (kind === 'html') return { kind, key: args };
    if (kind === 'import') {
      const [local, source] = splitArgs(args, 2);
      return { kind, local, source: decodeMarkerText(source) };
    }
    return { kind: 'other' };
  });
}

/** The first `count - 1` space-separated arguments, and the rest as the last. */
function splitArgs(args: string, count: number): string[] {
  const parts = args.split(' ');
  return [...parts.slice(0, count - 1), parts.slice(count - 1).join(' ')];
}
