// Inline content: a paragraph's, a heading's or a table cell's text, read into
// mdast phrasing nodes with their positions. The text is one string (a
// paragraph's lines joined by their line endings, without the indentation and
// container markers before each line); `segments` map it back to the source.
//
// It reads left to right into a list of items (text, finished nodes, runs of
// * _ ~ that may become emphasis, and [ ![ that may become links), as the
// CommonMark reference parsers do; a "]" makes a link of the items after its
// opener, and emphasis is matched last. The rules are micromark's where it
// differs from the spec's prose (which links a "]" may close, which runs
// count for the rule of 3).
import type { PhrasingContent } from 'mdast';
import type { Point, Position } from 'unist';
import { toString } from 'mdast-util-to-string';
import { characterReference, classify, decodeString, isAsciiPunctuation, normalizeLabel } from './characters.ts';
import { labelEnd } from './link-parts.ts';
import { codeValue, dropCheckSpace, footnoteReference, lineEndingEnd, reference, resourceAt, taskListCheck } from './inline-parts.ts';
import { autolinkEnd, htmlTextEnd } from './inline-html.ts';
import { footnoteLabelEnd } from './block-starts.ts';
import type { Lines } from './lines.ts';

/** Where a piece of the inline text comes from: its first index in the text, its offset in the source, and its line. */
export interface Segment {
  at: number;
  source: number;
  line: number;
}

export interface InlineContext {
  lines: Lines;
  /** The identifiers of the document's link reference definitions. */
  definitions: Set<string>;
  /** The identifiers of its footnote definitions. */
  footnotes: Set<string>;
  /** MDX: raw HTML's lines lose all their indentation (CommonMark: up to 3 spaces). */
  mdx: boolean;
}

export interface InlineOptions {
  segments: Segment[];
  /** A table cell: "\|" in inline code is a pipe. */
  inTable?: boolean;
  /** The first paragraph of a list item: it may start with a task list check, "[ ]" or "[x]". */
  taskList?: boolean;
}

const TEXT = 0;
const NODE = 1;
const DELIMITER = 2;
const BRACKET = 3;

class Item {
  kind: number;
  start: number;
  end: number;
  value: string;
  node: PhrasingContent | undefined;
  prev: Item | undefined = undefined;
  next: Item | undefined = undefined;
  // A delimiter run: its character, what it can do, and its neighbours among the delimiters.
  char = 0;
  canOpen = false;
  canClose = false;
  prevDelimiter: Item | undefined = undefined;
  nextDelimiter: Item | undefined = undefined;
  /** A bracket's or a delimiter run's place: where it started in the text (its start may move, this does not). */
  order = 0;
  // A bracket: an image's "![", closed by no link any more (dead), and the last delimiter before it.
  image = false;
  dead = false;
  delimiterBefore: Item | undefined = undefined;

  constructor(kind: number, start: number, end: number, value: string, node?: PhrasingContent) {
    this.kind = kind;
    this.start = start;
    this.end = end;
    this.value = value;
    this.node = node;
  }
}

/** The longest label a link reference definition can have (micromark's limit). */
const MAX_LABEL = 999;

/** For each index of `s`, how many code points before it are not whitespace (a low surrogate is part of the code point before). */
function countNonSpace(s: string): Uint32Array {
  const counts = new Uint32Array(s.length + 1);
  let count = 0;
  for (let i = 0; i < s.length; i++) {
    counts[i] = count;
    const c = s.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13 && (c < 0xdc00 || c > 0xdfff)) count++;
  }
  counts[s.length] = count;
  return counts;
}

/** The kinds of closer a pass of emphasis tells apart (see resolvePass): ~ by size (1, 2); * then _ (3, 9), by whether it can open (+3) and size modulo 3. */
const FLOOR_KINDS = 15;

/** The passes of emphasis: ~ runs first, or * and _ runs first. */
const TILDE_FIRST = [true, false];
const ATTENTION_FIRST = [false, true];

/** Characters that may start something; the others are text. */
const SPECIAL = new Uint8Array(128);
for (const c of '\\`*_~[]!<&\n\r') SPECIAL[c.charCodeAt(0)] = 1;

/** The nodes of `s`; with `taskList`, whether its list item is checked, and where its paragraph then starts. */
export function parseInline(s: string, ctx: InlineContext, options: InlineOptions): { children: PhrasingContent[]; checked?: boolean; start?: Point } {
  return new InlineParser(s, ctx, options).parse();
}

class InlineParser {
  private readonly s: string;
  private readonly ctx: InlineContext;
  private readonly options: InlineOptions;
  private readonly head = new Item(TEXT, 0, 0, '');
  private tail: Item = this.head;
  private lastDelimiter: Item | undefined = undefined;
  /** The character of the first run of * _ or ~ (micromark resolves that kind first). */
  private firstKind = 0;
  private readonly brackets: Item[] = [];
  /** Where the last link ended: the link brackets opened before it make no link (no link inside a link). */
  private activeFrom = 0;
  /** Non-space code points before each index of the text, counted when a label first runs long (see mayBeDefined). */
  private nonSpace: Uint32Array | undefined = undefined;
  /** Where the text not yet added starts. */
  private textStart = 0;
  /**
   * Ranges that a construct read ahead over and then did not make (an unclosed
   * code span reads to the end): micromark has the next lines then, and ends a
   * line ending in them after the next line's container markers, not at its
   * start (a text node's end, a hard break's). They come in the order they
   * start; each is kept as its start and the furthest end of it and those before
   * (a page of many such ranges and many lines asks in a binary search).
   */
  private readonly lookaheadFrom: number[] = [];
  private readonly lookaheadTo: number[] = [];
  /** The runs of backticks after the first code span that found no end, by length: where each starts (see codeSpan). */
  private backtickRuns: Map<number, number[]> | undefined = undefined;
  private readonly backtickNext = new Map<number, number>();

  constructor(s: string, ctx: InlineContext, options: InlineOptions) {
    this.s = s;
    this.ctx = ctx;
    this.options = options;
  }

  parse(): { children: PhrasingContent[]; checked?: boolean; start?: Point } {
    const s = this.s;
    const n = s.length;
    let checked: boolean | undefined;
    let i = 0;
    if (this.options.taskList) {
      const check = taskListCheck(s);
      if (check) {
        checked = check.checked;
        i = check.end;
        this.textStart = i;
      }
    }
    while (i < n) {
      const c = s.charCodeAt(i);
      if (c >= 128 || SPECIAL[c] === 0) {
        i++;
        continue;
      }
      switch (c) {
        case 92: i = this.backslash(i); break;
        case 96: i = this.codeSpan(i); break;
        case 42: case 95: case 126: i = this.delimiterRun(i, c); break;
        case 91: i = this.openBracket(i); break;
        case 33: i = s.charCodeAt(i + 1) === 91 ? this.bracket(i, 2, true) : i + 1; break;
        case 93: i = this.closeBracket(i); break;
        case 60: i = this.lessThan(i); break;
        case 38: i = this.reference(i); break;
        default: i = this.lineEnding(i);
      }
    }
    // Whitespace at the end is not text.
    let end = n;
    while (end > this.textStart && (s.charCodeAt(end - 1) === 32 || s.charCodeAt(end - 1) === 9)) end--;
    this.flushText(end);
    this.processEmphasis(undefined);
    const children = this.build(this.head.next, undefined);
    const start = checked === undefined ? undefined : dropCheckSpace(children);
    return { children, checked, start };
  }

  // Items.

  private append(item: Item): Item {
    item.prev = this.tail;
    this.tail.next = item;
    this.tail = item;
    return item;
  }

  /** Adds the text from `textStart` up to `to`. */
  private flushText(to: number): void {
    if (to > this.textStart) this.append(new Item(TEXT, this.textStart, to, this.s.slice(this.textStart, to)));
    this.textStart = to;
  }

  private addNode(start: number, end: number, node: PhrasingContent): number {
    this.flushText(start);
    node.position = this.position(start, end);
    this.append(new Item(NODE, start, end, '', node));
    this.textStart = end;
    return end;
  }

  // What each special character starts.

  private backslash(i: number): number {
    const next = this.s.charCodeAt(i + 1);
    if (isAsciiPunctuation(next)) {
      this.flushText(i);
      this.append(new Item(TEXT, i, i + 2, this.s[i + 1]));
      this.textStart = i + 2;
      return i + 2;
    }
    if (next === 10 || next === 13) return this.skipLinePrefix(this.addNode(i, lineEndingEnd(this.s, i + 1), { type: 'break' }));
    return i + 1;
  }

  /** After a line ending in text: the next line's indentation is not text. */
  private skipLinePrefix(i: number): number {
    const s = this.s;
    while (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 9) i++;
    this.textStart = i;
    return i;
  }

  private codeSpan(i: number): number {
    const s = this.s;
    let j = i;
    while (s.charCodeAt(j) === 96) j++;
    const size = j - i;
    const k = this.backtickRuns ? this.nextRun(j, size) : this.findRun(j, size);
    if (k === -1) {
      this.readAheadOver(i, s.length);
      return j; // no closing run: the backticks are text
    }
    let value = codeValue(s, j, k);
    if (this.options.inTable) value = value.replace(/\\([\\|])/g, (all, char: string) => (char === '|' ? char : all));
    return this.addNode(i, k + size, { type: 'inlineCode', value });
  }

  /**
   * Where the first run of `size` backticks from `from` starts, or -1. A search that finds none
   * has read to the end: it lists the runs it read, and later searches look there (nextRun), so
   * that runs of many lengths, each without an end, do not each read the rest of the text again.
   */
  private findRun(from: number, size: number): number {
    const s = this.s;
    let k = from;
    for (;;) {
      k = s.indexOf('`', k);
      if (k === -1) {
        this.listRuns(from);
        return -1;
      }
      let m = k;
      while (s.charCodeAt(m) === 96) m++;
      if (m - k === size) return k;
      k = m;
    }
  }

  private listRuns(from: number): void {
    const s = this.s;
    const runs = new Map<number, number[]>();
    for (let k = s.indexOf('`', from); k !== -1; ) {
      let m = k;
      while (s.charCodeAt(m) === 96) m++;
      const starts = runs.get(m - k);
      if (starts) starts.push(k);
      else runs.set(m - k, [k]);
      k = s.indexOf('`', m);
    }
    this.backtickRuns = runs;
  }

  /** findRun, from the list: the text is read left to right, so each length's place in its list only moves on. */
  private nextRun(from: number, size: number): number {
    const starts = this.backtickRuns!.get(size);
    if (!starts) return -1;
    let next = this.backtickNext.get(size) ?? 0;
    while (next < starts.length && starts[next] < from) next++;
    this.backtickNext.set(size, next);
    return next < starts.length ? starts[next] : -1;
  }

  private delimiterRun(i: number, char: number): number {
    const s = this.s;
    let j = i;
    while (s.charCodeAt(j) === char) j++;
    if (char === 126 && j - i > 2) return j; // three tildes or more are text
    const previous = i > 0 ? s.charCodeAt(i - 1) : Number.NaN;
    const following = s.charCodeAt(j);
    const before = classify(previous);
    const after = classify(following);
    this.flushText(i);
    const item = this.append(new Item(DELIMITER, i, j, ''));
    item.order = i;
    item.char = char;
    if (char === 126) {
      item.canOpen = !after || (after === 2 && before !== 0);
      item.canClose = !before || (before === 2 && after !== 0);
    } else {
      // A ~ next to a run lets it open or close (GFM's strikethrough counts as an attention marker).
      const open = !after || (after === 2 && before !== 0) || following === 126;
      const close = !before || (before === 2 && after !== 0) || previous === 126;
      item.canOpen = char === 42 ? open : open && (before !== 0 || !close);
      item.canClose = char === 42 ? close : close && (after !== 0 || !open);
    }
    if (this.firstKind === 0) this.firstKind = char;
    item.prevDelimiter = this.lastDelimiter;
    if (this.lastDelimiter) this.lastDelimiter.nextDelimiter = item;
    this.lastDelimiter = item;
    this.textStart = j;
    return j;
  }

  private openBracket(i: number): number {
    const s = this.s;
    if (s.charCodeAt(i + 1) === 94) {
      // A footnote call, "[^name]", when the footnote is defined.
      const close = footnoteLabelEnd(s, i + 2, s.length);
      if (close !== -1 && this.ctx.footnotes.has(normalizeLabel(s.slice(i + 2, close)))) {
        return this.addNode(i, close + 1, footnoteReference(s, i + 2, close));
      }
    }
    return this.bracket(i, 1, false);
  }

  private bracket(i: number, size: number, image: boolean): number {
    this.flushText(i);
    const item = this.append(new Item(BRACKET, i, i + size, image ? '![' : '['));
    item.image = image;
    item.order = i;
    item.delimiterBefore = this.lastDelimiter;
    this.brackets.push(item);
    this.textStart = i + size;
    return i + size;
  }

  private closeBracket(i: number): number {
    const s = this.s;
    const brackets = this.brackets;
    while (brackets.length > 0 && brackets[brackets.length - 1].dead) brackets.pop();
    const opener = brackets[brackets.length - 1];
    if (!opener) return i + 1;
    if (!opener.image && opener.order < this.activeFrom) {
      opener.dead = true;
      return i + 1;
    }
    const label = this.mayBeDefined(opener.end, i) ? s.slice(opener.end, i) : '';
    const defined = label !== '' && this.ctx.definitions.has(normalizeLabel(label));
    const after = i + 1;
    const next = s.charCodeAt(after);
    let end = -1;
    let node: PhrasingContent | undefined;
    if (next === 40 /* ( */) {
      const resource = resourceAt(s, after);
      if (typeof resource === 'number') this.readAheadOver(after, resource);
      else {
        end = resource.end;
        node = opener.image
          ? { type: 'image', title: resource.title, url: resource.url, alt: null }
          : { type: 'link', title: resource.title, url: resource.url, children: [] };
      }
    } else if (next === 91 /* [ */) {
      const close = labelEnd(s, after);
      if (close !== -1 && this.ctx.definitions.has(normalizeLabel(s.slice(after + 1, close - 1)))) {
        end = close;
        node = reference(opener.image, 'full', decodeString(s.slice(after + 1, close - 1)), s.slice(after + 1, close - 1));
      } else if (defined && s.charCodeAt(after + 1) === 93) {
        end = after + 2;
        node = reference(opener.image, 'collapsed', decodeString(label), label);
      }
    }
    if (end === -1 && defined && next !== 91) {
      end = after;
      node = reference(opener.image, 'shortcut', decodeString(label), label);
    }
    if (!node) {
      opener.dead = true;
      if (opener.image) this.imageFootnoteCall(opener, i);
      return i + 1;
    }
    this.flushText(i);
    this.processEmphasis(opener.delimiterBefore, TILDE_FIRST);
    const children = this.build(opener.next, undefined);
    if (node.type === 'image' || node.type === 'imageReference') node.alt = toString(children);
    else (node as { children: PhrasingContent[] }).children = children;
    brackets.pop();
    // No link inside a link: the openers before this one make none any more.
    if (!opener.image) this.activeFrom = end;
    this.replace(opener, end, node);
    return end;
  }

  /**
   * Whether the label from `from` to `to` may name a definition (or a footnote): one of more than 999 characters
   * cannot, even with its runs of whitespace made one space (each code point stays one or more when
   * its case is folded). "[" 100,000 times then "]" 100,000 times made each "]" read a longer label:
   * past 999, the count of non-space code points says so without reading it.
   */
  private mayBeDefined(from: number, to: number): boolean {
    if (to - from <= MAX_LABEL) return true;
    if (!this.nonSpace) this.nonSpace = countNonSpace(this.s);
    return this.nonSpace[to] - this.nonSpace[from] <= MAX_LABEL;
  }

  /** "![^name]" that links nothing: with the footnote defined, a "!" and a footnote call (micromark's rule). */
  private imageFootnoteCall(opener: Item, close: number): void {
    const s = this.s;
    if (!this.mayBeDefined(opener.end, close)) return;
    const id = normalizeLabel(s.slice(opener.end, close));
    if (id.charCodeAt(0) !== 94 || !this.ctx.footnotes.has(id.slice(1))) return;
    this.flushText(close);
    this.dropDelimitersAfter(opener.delimiterBefore);
    opener.kind = TEXT;
    opener.value = '!';
    opener.end = opener.start + 1;
    this.tail = opener;
    opener.next = undefined;
    this.addNode(opener.start + 1, close + 1, footnoteReference(s, opener.start + 3, close));
  }

  /** Puts a node made of `opener` and every item after it in their place. */
  private replace(opener: Item, end: number, node: PhrasingContent): void {
    node.position = this.position(opener.start, end);
    opener.kind = NODE;
    opener.end = end;
    opener.node = node;
    opener.next = undefined;
    this.tail = opener;
    this.textStart = end;
  }

  private lessThan(i: number): number {
    const s = this.s;
    const autolink = autolinkEnd(s, i);
    if (autolink) {
      const raw = s.slice(i + 1, autolink.end - 1);
      const text: PhrasingContent = { type: 'text', value: raw, position: this.position(i + 1, autolink.end - 1) };
      return this.addNode(i, autolink.end, { type: 'link', title: null, url: autolink.email ? `mailto:${raw}` : raw, children: [text] });
    }
    const end = htmlTextEnd(s, i);
    if (end < 0) this.readAheadOver(i, -end - 1);
    if (end >= 0) {
      let value = s.slice(i, end);
      // Each next line loses its indentation, up to three spaces (all, in MDX).
      if (value.includes('\n') || value.includes('\r')) value = value.replace(this.ctx.mdx ? /(\r\n|\r|\n)[ \t]+/g : /(\r\n|\r|\n)[ \t]{1,3}/g, '$1');
      return this.addNode(i, end, { type: 'html', value });
    }
    return i + 1;
  }

  private reference(i: number): number {
    const found = characterReference(this.s, i);
    if (!found) return i + 1;
    this.flushText(i);
    this.append(new Item(TEXT, i, i + found.length, found.value));
    this.textStart = i + found.length;
    return i + found.length;
  }

  /** A line ending: a hard break after two spaces or more, else text; spaces and tabs before it are not text. */
  private lineEnding(i: number): number {
    const s = this.s;
    let space = i;
    let tabs = false;
    while (space > this.textStart) {
      const c = s.charCodeAt(space - 1);
      if (c === 9) tabs = true;
      else if (c !== 32) break;
      space--;
    }
    const end = lineEndingEnd(s, i);
    if (!tabs && i - space >= 2) return this.skipLinePrefix(this.addNode(space, end, { type: 'break' }));
    this.flushText(space);
    this.append(new Item(TEXT, i, end, s.slice(i, end)));
    return this.skipLinePrefix(end);
  }

  // Emphasis and strikethrough. micromark resolves the runs of * and _ and
  // those of ~ in two passes: at the top, first the kind the text used first;
  // inside a link's text, emphasis or strikethrough, the ~ first. A match
  // resolves the runs between its two among themselves first, and they can
  // then make nothing with runs outside it.

  /** Resolves the runs after `bottom`, in the passes of `order`, then lets those left be text. */
  private processEmphasis(bottom: Item | undefined, order = this.firstKind === 126 ? TILDE_FIRST : ATTENTION_FIRST): void {
    for (const tilde of order) this.resolvePass(bottom, tilde);
    this.dropDelimitersAfter(bottom);
  }

  /**
   * One pass: closers of one kind, left to right, each with the nearest opener it may close.
   * Which openers a closer may take depends only on its kind, on whether it can open too and on
   * its size (modulo 3 for * and _): once a closer of a kind found none, the next one of that kind
   * looks no further back than it did (`floor`), unless a match changed an opener's size there.
   * Without that, 50,000 "a_ " took 17 s, each "_" looking at every one before it.
   */
  private resolvePass(bottom: Item | undefined, tilde: boolean): void {
    let closer = bottom ? bottom.nextDelimiter : this.firstDelimiter();
    if (!closer) return;
    const floor = new Float64Array(FLOOR_KINDS).fill(-1);
    while (closer) {
      if (!closer.canClose || (closer.char === 126) !== tilde) {
        closer = closer.nextDelimiter;
        continue;
      }
      const closeSize = closer.end - closer.start;
      const kind = tilde ? closeSize : (closer.char === 42 ? 3 : 9) + (closer.canOpen ? 3 : 0) + (closeSize % 3);
      const lowest = floor[kind];
      let opener = closer.prevDelimiter;
      while (opener && opener !== bottom && opener.order >= lowest) {
        if (opener.canOpen && opener.char === closer.char) {
          const openSize = opener.end - opener.start;
          if (tilde ? openSize === closeSize : !((opener.canClose || closer.canOpen) && closeSize % 3 !== 0 && (openSize + closeSize) % 3 === 0)) break;
        }
        opener = opener.prevDelimiter;
      }
      if (!opener || opener === bottom || opener.order < lowest) {
        floor[kind] = closer.order;
        closer = closer.nextDelimiter;
        continue;
      }
      // The opener's size changes: closers of any kind may take it now.
      for (let k = 0; k < FLOOR_KINDS; k++) if (floor[k] > opener.order) floor[k] = opener.order;
      // The runs between resolve among themselves; what is left of them is text.
      if (opener.nextDelimiter !== closer) {
        const inner = this.lastDelimiter;
        closer.prevDelimiter!.nextDelimiter = undefined;
        this.lastDelimiter = closer.prevDelimiter;
        for (const innerTilde of TILDE_FIRST) this.resolvePass(opener, innerTilde);
        this.lastDelimiter = inner;
      }
      const openSize = opener.end - opener.start;
      const use = tilde ? closeSize : openSize > 1 && closeSize > 1 ? 2 : 1;
      const type = tilde ? 'delete' : use === 2 ? 'strong' : 'emphasis';
      const start = opener.end - use;
      const end = closer.start + use;
      const node = { type, children: this.build(opener.next, closer), position: this.position(start, end) } as PhrasingContent;
      // The node takes the place of what it holds.
      const item = new Item(NODE, start, end, '', node);
      item.prev = opener;
      item.next = closer;
      opener.next = item;
      closer.prev = item;
      opener.nextDelimiter = closer;
      closer.prevDelimiter = opener;
      opener.end -= use;
      closer.start += use;
      if (opener.end === opener.start) this.remove(opener);
      if (closer.end === closer.start) {
        const next = closer.nextDelimiter;
        this.remove(closer);
        closer = next;
      }
    }
  }

  private firstDelimiter(): Item | undefined {
    let first = this.lastDelimiter;
    while (first?.prevDelimiter) first = first.prevDelimiter;
    return first;
  }

  /** The delimiters after `bottom` can no longer make emphasis: they stay as text. */
  private dropDelimitersAfter(bottom: Item | undefined): void {
    if (bottom) bottom.nextDelimiter = undefined;
    this.lastDelimiter = bottom;
  }

  /** Takes an exhausted delimiter run out of both lists. */
  private remove(item: Item): void {
    item.prev!.next = item.next;
    if (item.next) item.next.prev = item.prev;
    else this.tail = item.prev!;
    if (item.prevDelimiter) item.prevDelimiter.nextDelimiter = item.nextDelimiter;
    if (item.nextDelimiter) item.nextDelimiter.prevDelimiter = item.prevDelimiter;
    if (this.lastDelimiter === item) this.lastDelimiter = item.prevDelimiter;
  }

  // Building the tree.

  /** The nodes of the items from `from` up to `to` (not included): adjacent text becomes one text node. */
  private build(from: Item | undefined, to: Item | undefined): PhrasingContent[] {
    const children: PhrasingContent[] = [];
    let textValue = '';
    let textStart = -1;
    let textEnd = -1;
    for (let item = from; item && item !== to; item = item.next) {
      if (item.kind === NODE) {
        if (textStart !== -1) {
          children.push({ type: 'text', value: textValue, position: this.position(textStart, textEnd) });
          textStart = -1;
        }
        children.push(item.node!);
        continue;
      }
      const value = item.kind === DELIMITER ? String.fromCharCode(item.char).repeat(item.end - item.start) : item.value;
      if (textStart === -1) {
        textStart = item.start;
        textValue = value;
      } else textValue += value;
      textEnd = item.end;
    }
    if (textStart !== -1) children.push({ type: 'text', value: textValue, position: this.position(textStart, textEnd) });
    return children;
  }

  /** Where a range of the text is in the source. */
  private position(start: number, end: number): Position {
    const segments = this.options.segments;
    const lines = this.ctx.lines;
    // The start is in the last segment that starts at or before it; the end, in the last one that starts before it.
    let a = 0;
    if (segments.length > 1) {
      let hi = segments.length - 1;
      while (a < hi) {
        const mid = (a + hi + 1) >> 1;
        if (segments[mid].at <= start) a = mid;
        else hi = mid - 1;
      }
    }
    let b = a;
    while (b + 1 < segments.length && segments[b + 1].at < end) b++;
    const from = segments[a];
    const to = segments[b];
    const startPoint = lines.pointOn(from.line, from.source + start - from.at);
    const offset = to.source + end - to.at;
    if (offset <= lines.ends[to.line]) return { start: startPoint, end: lines.pointOn(to.line, offset) };
    // At the end of a line ending: the next line's start (or, read ahead, past its container markers).
    const next = segments[b + 1];
    return { start: startPoint, end: next && this.readAhead(end, next.at) ? lines.pointOn(next.line, next.source) : lines.pointOn(to.line + 1, offset) };
  }

  private readAheadOver(from: number, to: number): void {
    const ends = this.lookaheadTo;
    this.lookaheadFrom.push(from);
    ends.push(ends.length > 0 ? Math.max(to, ends[ends.length - 1]) : to);
  }

  /** Whether the line ending that ends at `end` came after a construct that read the next line, up to `next`. */
  private readAhead(end: number, next: number): boolean {
    // The last range that starts before `end`: whether it, or one before it, reaches `next`.
    const starts = this.lookaheadFrom;
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] < end) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && this.lookaheadTo[lo - 1] >= next;
  }
}
