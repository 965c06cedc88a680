// The block structure of a document, line by line, as the CommonMark
// reference parsers build it: each line first continues the open containers
// (block quotes, list items, footnote definitions) it can, then may start new
// blocks, and what remains is added to the open leaf (a paragraph, code, HTML,
// a table) or is lazily a paragraph's. Where a block ends, and whether a list
// is loose, follow micromark and mdast-util-from-markdown (see `close`).
import { isSpace } from './characters.ts';
import {
  atxHeading, fenceOpen, footnoteLabel, isFenceClose, isThematicBreak, listMarker, setextUnderline, tableDelimiter, tableHeadCells,
} from './block-starts.ts';
import { htmlBlockEnds, htmlBlockStart, type HtmlState } from './html-blocks.ts';
import { leadingDefinitions } from './definitions.ts';
import { normalizeLabel } from './characters.ts';
import { Block, CONTAINERS, HEADABLE, type BlockKind } from './block.ts';
import { closedByContainer, listSpread, setEnd } from './block-ends.ts';
import { LineReader } from './line-reader.ts';
import { MAX_CONTAINER_DEPTH, TooDeep } from './depth.ts';
import type { Lines } from './lines.ts';

export interface BlockTree {
  root: Block;
  /** The identifiers of the link reference definitions, and of the footnote definitions. */
  definitions: Set<string>;
  footnotes: Set<string>;
}

export function parseBlocks(lines: Lines, mdx: boolean): BlockTree {
  const parser = new BlockParser(lines, mdx);
  for (let line = 0; line < lines.count; line++) parser.addLine(line);
  parser.finish();
  return { root: parser.root, definitions: parser.definitions, footnotes: parser.footnotes };
}

class BlockParser extends LineReader {
  readonly root: Block;
  readonly definitions = new Set<string>();
  readonly footnotes = new Set<string>();
  /** Lines that hold a block quote's ">". */
  private readonly quoteLines: Uint8Array;
  private tip: Block;
  private oldTip: Block;
  private lastMatched: Block;
  private allClosed = true;
  /** Indented code's line is blank and less indented: it does not end the code, nor go on it. */
  private softBlank = false;
  /** Where the open blocks' prefixes ended on this line, and whether one was a block quote's ">". */
  private matchedOffset = 0;
  private matchedQuote = false;
  /** A footnote definition's indentation was matched on this line (mdast-util-from-markdown does not see past it). */
  private matchedFootnote = false;
  private matchedPartialTab = false;
  /** Why blocks close now: a line that is theirs no more (0), a list's next item (1), a new container (2). */
  private closing = 0;
  /** A list item on this line would interrupt a paragraph or indented code: it needs content, and "1." if ordered. */
  private interrupt = false;

  constructor(lines: Lines, mdx: boolean) {
    super(lines, mdx);
    this.root = new Block('root', undefined, 0, 0);
    this.tip = this.root;
    this.oldTip = this.root;
    this.lastMatched = this.root;
    this.quoteLines = new Uint8Array(lines.count);
  }

  addLine(line: number): void {
    this.readLine(line);
    this.softBlank = false;
    this.closing = 0;
    this.matchedFootnote = false;
    this.oldTip = this.tip;
    // 1. The open blocks this line continues.
    let container = this.root;
    for (;;) {
      const last = container.children[container.children.length - 1];
      if (!last || !last.open) break;
      container = last;
      this.findNextNonspace();
      const matched = this.continues(container);
      if (matched === 0) {
        if (CONTAINERS.has(container.kind)) container.lastLine = line;
        continue;
      }
      if (matched === 2) return;
      container = container.parent!;
      break;
    }
    this.allClosed = container === this.oldTip;
    this.lastMatched = container;
    // (A tab the prefixes took part of is behind: micromark has moved past it.)
    this.matchedOffset = this.partialTab ? this.offset + 1 : this.offset;
    this.matchedPartialTab = this.partialTab;
    this.matchedQuote = this.quoteLines[line] === 1;
    // micromark's rule for the whole line: a list item interrupts a paragraph (or indented code) its containers all go on with.
    const tip = this.tip;
    this.interrupt = (tip.kind === 'paragraph' && container === tip) || (tip.kind === 'code' && tip.fenceSize === 0 && container === tip.parent);
    // 2. The blocks it starts.
    let leaf = container.kind === 'code' || container.kind === 'html';
    let started = 0;
    // A paragraph's next line keeps its indentation: inline code and labels keep it, and text drops it after the line ending.
    let contentStart = this.offset;
    while (!leaf) {
      this.findNextNonspace();
      started = this.start(container);
      if (started === 0) {
        contentStart = this.offset;
        this.advanceNextNonspace();
        break;
      }
      container = this.tip;
      leaf = started === 2;
    }
    // The text's last line, blank after a ">" still open: micromark ends the blocks it closes at the text's end.
    this.closing = line === this.lines.count - 1 && this.matchedOffset >= this.end && !this.matchedPartialTab && this.matchedQuote ? 3 : 0;
    // 3. What is left of it: a paragraph's line (perhaps lazily), code or HTML, a table row.
    if (!this.allClosed && !this.blank && this.tip.kind === 'paragraph') {
      for (let open: Block | undefined = this.tip; open; open = open.parent) open.lastLine = line;
      this.offset = contentStart;
      this.addContent(this.tip, HEADABLE);
      return;
    }
    this.closeUnmatched(this.closing);
    if (started === 2) {
      // A leaf started here took the line; indented code takes the rest of it.
      if (container.kind === 'code' && container.fenceSize === 0 && container.open) this.addContent(container, 0);
      return;
    }
    switch (container.kind) {
      case 'code':
        this.addContent(container, 0);
        break;
      case 'html':
        this.addContent(container, 0);
        if (container.htmlKind <= 5 && htmlBlockEnds(container.htmlKind, this.text, this.offset, this.end, 0 as HtmlState)) this.close(container);
        break;
      case 'table':
        container.lines.push(this.nextNonspace, this.end, line);
        container.lastLine = line;
        break;
      case 'paragraph':
        this.offset = contentStart;
        this.addContent(container, HEADABLE);
        break;
      default:
        if (!this.blank) this.addContent(this.addChild('paragraph', this.nextNonspace), HEADABLE);
    }
  }

  finish(): void {
    // The end of the text closes everything, as a container's start does (see closedByContainer).
    this.closing = 3;
    while (this.tip !== this.root) this.close(this.tip);
    this.close(this.root);
  }

  // Continuing open blocks: 0 continued, 1 not, 2 the line is done (a closing fence).

  private continues(block: Block): number {
    switch (block.kind) {
      case 'blockquote':
        if (this.indented || this.text.charCodeAt(this.nextNonspace) !== 62) return 1;
        this.advanceNextNonspace();
        this.advanceOffset(1, false);
        if (isSpace(this.text.charCodeAt(this.offset))) this.advanceOffset(1, true);
        this.quoteLines[this.line] = 1;
        return 0;
      case 'listItem':
        if (this.blank) {
          if (block.blankStart && block.children.length === 0) block.furtherBlank = true;
          // micromark takes at most the item's indentation from a blank line.
          this.advanceOffset(Math.min(this.indent, block.contentIndent), true);
          return 0;
        }
        if (block.furtherBlank) return 1;
        block.blankStart = false;
        if (this.indent < block.contentIndent) return 1;
        this.advanceOffset(block.contentIndent, true);
        return 0;
      case 'footnoteDefinition':
        if (this.blank) return 0;
        if (this.indent < 4) return 1;
        this.advanceOffset(4, true);
        this.matchedFootnote = true;
        return 0;
      case 'list':
        return 0; // its items decide
      case 'paragraph':
      case 'table':
        return this.blank ? 1 : 0;
      case 'code':
        if (block.fenceSize > 0) {
          if (!this.indented && isFenceClose(this.text, this.nextNonspace, this.end, block.fenceMarker, block.fenceSize)) {
            block.closed = true;
            block.lastLine = this.line;
            this.close(block);
            return 2;
          }
          for (let i = block.fenceIndent; i > 0 && isSpace(this.text.charCodeAt(this.offset)); i--) this.advanceOffset(1, true);
          return 0;
        }
        if (this.indent >= 4) {
          this.advanceOffset(4, true);
          return 0;
        }
        if (this.blank) {
          this.advanceNextNonspace();
          this.softBlank = true;
          return 0;
        }
        return 1;
      case 'html':
        return this.blank && block.htmlKind >= 6 ? 1 : 0;
      default:
        return 1;
    }
  }

  // Starting blocks: 0 none, 1 a container (others may follow on the line), 2 a leaf (the line is its).

  private start(container: Block): number {
    const text = this.text;
    const at = this.nextNonspace;
    const end = this.end;
    const c = text.charCodeAt(at);
    if (!this.indented) {
      if (c === 62 /* > */) {
        this.advanceNextNonspace();
        this.advanceOffset(1, false);
        if (isSpace(text.charCodeAt(this.offset))) this.advanceOffset(1, true);
        this.closeUnmatched(2);
        this.addChild('blockquote', at);
        this.quoteLines[this.line] = 1;
        return 1;
      }
      if (c === 91 /* [ */) {
        const label = footnoteLabel(text, at, end);
        if (label) {
          this.closeUnmatched(2);
          const block = this.addChild('footnoteDefinition', at);
          block.from = label.from;
          block.to = label.to;
          this.footnotes.add(normalizeLabel(text.slice(label.from, label.to)));
          this.advanceNextNonspace();
          this.advanceOffset(label.content - at, false);
          return 1;
        }
      }
      if (c === 35 /* # */) {
        const heading = atxHeading(text, at, end);
        if (heading) {
          this.closeUnmatched();
          const block = this.addChild('heading', at);
          block.depth = heading.depth;
          block.from = heading.from;
          block.to = heading.to;
          this.offset = end;
          return 2;
        }
      }
      if (c === 96 || c === 126) {
        const fence = fenceOpen(text, at, end);
        if (fence) {
          this.closeUnmatched();
          const block = this.addChild('code', at);
          block.fenceMarker = fence.marker;
          block.fenceSize = fence.size;
          block.fenceIndent = this.indent;
          block.from = at + fence.size;
          block.to = end;
          this.offset = end;
          return 2;
        }
      }
      if (c === 60 /* < */) {
        const lazy = this.tip.kind === 'paragraph' && container.kind !== 'paragraph';
        const html = htmlBlockStart(text, at, end, this.tip.kind === 'paragraph', lazy);
        if (html) {
          if (html.kind === 7 && lazy && this.line + 1 < this.lines.count) {
            // micromark decides whether such a tag ends the paragraph only once it has the next line, meanwhile in the
            // paragraph's containers: the HTML stays in them, which this line goes on (a last line does not).
            for (let open: Block | undefined = this.tip.parent; open; open = open.parent) open.lastLine = this.line;
            this.close(this.tip);
            this.allClosed = true;
          } else {
            this.closeUnmatched();
          }
          const block = this.addChild('html', this.partialTab ? this.offset + 1 : this.offset);
          block.htmlKind = html.kind;
          this.addContent(block, 0);
          if (html.kind <= 5 && htmlBlockEnds(html.kind, text, html.resume, end, html.state)) this.close(block);
          return 2;
        }
      }
      if (container.kind === 'paragraph') {
        const depth = setextUnderline(text, at, end);
        if (depth) {
          const start = container.start;
          const startLine = container.startLine;
          this.takeDefinitions(container);
          if (container.lines.length > 0) {
            // It starts where the paragraph did, definitions and all.
            const heading = new Block('heading', container.parent, start, startLine);
            heading.depth = depth;
            heading.lines.push(...container.lines);
            heading.lastLine = this.line;
            this.replaceTip(container, heading);
            this.offset = end;
            return 2;
          }
        }
      }
      if ((c === 42 || c === 45 || c === 95) && isThematicBreak(text, at, end)) {
        this.closeUnmatched();
        this.addChild('thematicBreak', at);
        this.offset = end;
        return 2;
      }
      const marker = listMarker(text, at, end);
      if (marker) {
        const item = this.listItem(container, marker);
        if (item) return 1;
      }
      // After the containers' starts: "- | -" is a list item.
      if (container.kind === 'paragraph' && this.tableStart(container)) return 2;
    }
    if (this.indented && this.tip.kind !== 'paragraph' && !this.blank) {
      // A block that starts inside a tab starts after it.
      const start = this.partialTab ? this.offset + 1 : this.offset;
      this.advanceOffset(4, true);
      this.closeUnmatched();
      this.addChild('code', start);
      return 2;
    }
    return 0;
  }

  /** A list item (and its list, if it starts one), unless it cannot interrupt the paragraph it follows. */
  private listItem(container: Block, marker: ReturnType<typeof listMarker> & object): Block | undefined {
    const text = this.text;
    const afterMarker = this.nextNonspace + marker.size;
    const emptyItem = afterMarker >= this.end || isBlankFrom(text, afterMarker, this.end);
    // Interrupting a paragraph, an item has content, and an ordered one is "1." or "1)".
    if (this.interrupt && (emptyItem || (marker.ordered && marker.size !== 2) || (marker.ordered && text.charCodeAt(this.nextNonspace) !== 49))) return undefined;
    const markerIndent = this.indent;
    this.advanceNextNonspace();
    this.advanceOffset(marker.size, true);
    const spacesStartColumn = this.column;
    const spacesStartOffset = this.offset;
    do {
      this.advanceOffset(1, true);
    } while ((this.column - spacesStartColumn < 5 || this.mdx) && isSpace(text.charCodeAt(this.offset)));
    const blankItem = this.offset >= this.end;
    const spaces = this.column - spacesStartColumn;
    let padding: number;
    // Five spaces or more after the marker: the content is indented code after one (MDX has no indented code).
    if ((spaces >= 5 && !this.mdx) || spaces < 1 || blankItem) {
      padding = marker.size + 1;
      this.column = spacesStartColumn;
      this.offset = spacesStartOffset;
      this.partialTab = false;
      if (isSpace(text.charCodeAt(this.offset))) this.advanceOffset(1, true);
    } else {
      padding = marker.size + spaces;
    }
    const sibling = container.kind === 'list' && container.ordered === marker.ordered && container.marker === marker.marker;
    this.closeUnmatched(sibling ? 1 : 2);
    const start = this.nextNonspace;
    let list = this.tip;
    if (list.kind !== 'list' || list.ordered !== marker.ordered || list.marker !== marker.marker) {
      list = this.addChild('list', start);
      list.ordered = marker.ordered;
      list.marker = marker.marker;
      list.startNumber = marker.start;
    }
    const item = this.addChild('listItem', start);
    item.contentIndent = markerIndent + padding;
    item.blankStart = blankItem;
    // An item whose code took the line ending before this one ends, in mdast-util-from-markdown, where this marker does.
    // So does one before a line with a footnote definition's indentation, which mdast-util-from-markdown does not look past.
    const previous = list.children[list.children.length - 2];
    if (previous && (previous.end === this.lines.starts[this.line] || this.matchedFootnote)) {
      previous.end = blankItem ? start + marker.size : this.offset;
      previous.endLine = this.line;
    }
    return item;
  }

  /** A table's delimiter row under a paragraph whose last line is its head row: the paragraph gives that line up. */
  private tableStart(paragraph: Block): boolean {
    const count = paragraph.flags.length;
    if (count === 0 || !(paragraph.flags[count - 1] & HEADABLE) || this.indented) return false;
    const headTo = paragraph.lines[count * 3 - 2];
    let headFrom = paragraph.lines[count * 3 - 3];
    while (headFrom < headTo && isSpace(this.text.charCodeAt(headFrom))) headFrom++;
    const headLine = paragraph.lines[count * 3 - 1];
    const cells = tableHeadCells(this.text, headFrom, headTo);
    if (cells === 0) return false;
    const align = tableDelimiter(this.text, this.nextNonspace, this.end, cells);
    if (!align) return false;
    paragraph.lines.length -= 3;
    paragraph.flags.length -= 1;
    const parent = paragraph.parent!;
    if (paragraph.lines.length === 0) {
      parent.children.pop();
      this.tip = parent;
    } else {
      paragraph.lastLine = headLine - 1;
      this.close(paragraph);
    }
    const table = new Block('table', parent, headFrom, headLine);
    table.align = align;
    table.lines.push(headFrom, headTo, headLine);
    table.lastLine = this.line;
    parent.children.push(table);
    this.tip = table;
    this.offset = this.end;
    return true;
  }

  // The tree.

  private addChild(kind: BlockKind, start: number): Block {
    while (!canContain(this.tip, kind)) this.close(this.tip);
    const block = new Block(kind, this.tip, start, this.line);
    if (block.level > MAX_CONTAINER_DEPTH) {
      const at = this.lines.point(start);
      throw new TooDeep('Lists and block quotes', MAX_CONTAINER_DEPTH, { line: at.line, column: at.column });
    }
    this.tip.children.push(block);
    this.tip = block;
    return block;
  }

  private replaceTip(old: Block, block: Block): void {
    const siblings = old.parent!.children;
    siblings[siblings.indexOf(old)] = block;
    old.open = false;
    this.tip = block;
  }

  private addContent(block: Block, flags: number): void {
    let from = this.offset;
    let pad = 0;
    if (this.partialTab) {
      from++;
      pad = 4 - (this.column % 4);
    }
    if (block.kind === 'paragraph') {
      block.lines.push(from, this.end, this.line);
      block.flags.push(this.indented ? 0 : flags);
      if (block.lines.length === 3) this.startAtFirstLine(block);
    } else if (block.kind === 'code' || block.kind === 'html') {
      block.lines.push(from, this.end, this.line, this.softBlank ? -1 : pad);
    }
    block.lastLine = this.line;
  }

  /** Closes the blocks the line did not continue; `closing` says why (see `closedByContainer`), for them and those the new block closes. */
  private closeUnmatched(closing = 0): void {
    this.closing = closing;
    if (this.allClosed) return;
    while (this.oldTip !== this.lastMatched) {
      const parent = this.oldTip.parent!;
      this.close(this.oldTip);
      this.oldTip = parent;
    }
    this.allClosed = true;
  }

  /** Closes a block (its children are closed), and works out where it ends. */
  private close(block: Block): void {
    block.open = false;
    if (this.tip === block) this.tip = block.parent ?? this.root;
    if (block.kind === 'paragraph') {
      this.takeDefinitions(block);
      if (block.lines.length === 0) {
        block.parent!.children.splice(block.parent!.children.indexOf(block), 1);
        return;
      }
    }
    setEnd(block, this.lines, this.quoteLines);
    if (this.closing !== 0) {
      closedByContainer(block, this.closing, this.lines, this.line, { offset: this.matchedOffset, quote: this.matchedQuote, footnote: this.matchedFootnote });
    }
    if (block.kind === 'list') listSpread(block);
  }

  /** The link reference definitions a paragraph starts with become blocks before it. */
  private takeDefinitions(paragraph: Block): void {
    const { found, lineCount } = leadingDefinitions(paragraph.lines, this.lines);
    if (found.length === 0) return;
    const siblings = paragraph.parent!.children;
    const blocks = found.map((definition) => {
      const block = new Block('definition', paragraph.parent, definition.start, definition.startLine);
      block.definition = definition;
      block.open = false;
      block.lastLine = block.endLine = definition.endLine;
      block.end = definition.end;
      if (!this.definitions.has(definition.node.identifier)) this.definitions.add(definition.node.identifier);
      return block;
    });
    siblings.splice(siblings.indexOf(paragraph), 0, ...blocks);
    paragraph.lines.splice(0, lineCount * 3);
    paragraph.flags.splice(0, lineCount);
    this.startAtFirstLine(paragraph);
  }

  /** A paragraph starts at its first line's text, past its indentation. */
  private startAtFirstLine(paragraph: Block): void {
    const lines = paragraph.lines;
    if (lines.length === 0) return;
    while (lines[0] < lines[1] && isSpace(this.text.charCodeAt(lines[0]))) lines[0]++;
    paragraph.start = lines[0];
    paragraph.startLine = lines[2];
  }
}

function canContain(parent: Block, kind: BlockKind): boolean {
  if (parent.kind === 'list') return kind === 'listItem';
  return CONTAINERS.has(parent.kind) && kind !== 'listItem';
}

function isBlankFrom(text: string, from: number, end: number): boolean {
  for (let i = from; i < end; i++) if (!isSpace(text.charCodeAt(i))) return false;
  return true;
}
