// The blocks as an mdast tree, with the inline content of paragraphs,
// headings and table cells parsed once every definition is known. Nodes have
// the fields, and the positions, mdast-util-from-markdown gives them.
import type { Code, Html, List, ListItem, Nodes, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast';
import type { Point } from 'unist';
import { decodeString, isSpace, normalizeLabel } from './characters.ts';
import { cellDataEnd } from './block-starts.ts';
import { parseInline, type InlineContext } from './inline.ts';
import { joinLines } from './leaf-text.ts';
import type { Block } from './block.ts';
import type { BlockTree } from './blocks.ts';
import type { Lines } from './lines.ts';

export function toTree(tree: BlockTree, lines: Lines, mdx: boolean): Root {
  const ctx: InlineContext = { lines, definitions: tree.definitions, footnotes: tree.footnotes, mdx };
  const last = lines.count - 1;
  return {
    type: 'root',
    children: tree.root.children.map((block) => toNode(block, ctx) as RootContent),
    position: { start: { line: 1, column: 1, offset: 0 }, end: lines.pointOn(last, lines.ends[last]) },
  };
}

function toNode(block: Block, ctx: InlineContext): Nodes {
  const lines = ctx.lines;
  const position = { start: lines.point(block.start), end: endOf(block, lines) };
  switch (block.kind) {
    case 'paragraph':
      return { type: 'paragraph', children: inline(block, ctx), position };
    case 'heading': {
      const children = block.lines.length > 0 ? inline(block, ctx) : atxText(block, ctx);
      return { type: 'heading', depth: block.depth as 1, children, position };
    }
    case 'thematicBreak':
      return { type: 'thematicBreak', position };
    case 'code':
      return code(block, lines, position);
    case 'html':
      return { type: 'html', value: joinValue(block.lines, lines, block.lines.length / 4), position } satisfies Html;
    case 'blockquote':
      return { type: 'blockquote', children: children(block, ctx), position } as Nodes;
    case 'list':
      return {
        type: 'list', ordered: block.ordered, start: block.ordered ? block.startNumber : null, spread: block.spread,
        children: block.children.map((item) => listItem(item, ctx)), position,
      } satisfies List;
    case 'listItem':
      return listItem(block, ctx);
    case 'footnoteDefinition': {
      const label = lines.text.slice(block.from, block.to);
      return { type: 'footnoteDefinition', identifier: normalizeLabel(label), label: decodeString(label), children: children(block, ctx), position } as Nodes;
    }
    case 'definition': {
      const found = block.definition!;
      return { ...found.node, position: { start: lines.point(found.start), end: lines.point(found.end) } };
    }
    case 'table':
      return table(block, ctx, position);
    default:
      throw new Error(`No node for a ${block.kind} block`);
  }
}

function endOf(block: Block, lines: Lines): Point {
  return lines.pointOn(block.endLine, block.end);
}

function children(block: Block, ctx: InlineContext): RootContent[] {
  return block.children.map((child) => toNode(child, ctx) as RootContent);
}

function listItem(block: Block, ctx: InlineContext): ListItem {
  const lines = ctx.lines;
  const position = { start: lines.point(block.start), end: endOf(block, lines) };
  // GFM's task list check is read at the start of the item's first content: its first paragraph, after definitions.
  let first = 0;
  while (first < block.children.length && block.children[first].kind === 'definition') first++;
  let checked: boolean | null = null;
  const nodes = block.children.map((child, i) => {
    if (i !== first || child.kind !== 'paragraph') return toNode(child, ctx) as RootContent;
    const { text, segments } = joinLines(child.lines, 3, lines);
    const parsed = parseInline(text, ctx, { segments, taskList: true });
    const paragraph: Paragraph = { type: 'paragraph', children: parsed.children, position: { start: lines.point(child.start), end: endOf(child, lines) } };
    if (parsed.checked !== undefined) {
      checked = parsed.checked;
      if (parsed.start) paragraph.position!.start = parsed.start;
    }
    return paragraph;
  });
  return { type: 'listItem', spread: block.spread, checked, children: nodes as ListItem['children'], position };
}

function inline(block: Block, ctx: InlineContext): PhrasingContent[] {
  const { text, segments } = joinLines(block.lines, 3, ctx.lines);
  return parseInline(text, ctx, { segments }).children;
}

function atxText(block: Block, ctx: InlineContext): PhrasingContent[] {
  if (block.to <= block.from) return [];
  const lines = ctx.lines;
  const line = lines.lineOf(block.from);
  return parseInline(lines.text.slice(block.from, block.to), ctx, { segments: [{ at: 0, source: block.from, line }] }).children;
}

function code(block: Block, lines: Lines, position: { start: Point; end: Point }): Code {
  const text = lines.text;
  let lang: string | null = null;
  let meta: string | null = null;
  let value: string;
  if (block.fenceSize > 0) {
    // The info string: a word (the language), then whitespace and the rest (meta, as written to the line's end).
    let i = block.from;
    while (i < block.to && isSpace(text.charCodeAt(i))) i++;
    if (i < block.to) {
      let j = i;
      while (j < block.to && !isSpace(text.charCodeAt(j))) j++;
      lang = decodeString(text.slice(i, j));
      while (j < block.to && isSpace(text.charCodeAt(j))) j++;
      if (j < block.to) meta = decodeString(text.slice(j, block.to));
    }
    // As mdast-util-from-markdown: the line ending after the fence, the lines with theirs, less the first and last line ending.
    const count = block.lines.length / 4;
    let data = lines.ending(block.startLine) + joinValue(block.lines, lines, count);
    if (block.closed && count > 0) data += lines.ending(block.lines[(count - 1) * 4 + 2]);
    value = data.replace(/^(\r?\n|\r)|(\r?\n|\r)$/g, '');
  } else {
    // Up to its last line that is not blank.
    const ranges = block.lines;
    let count = ranges.length / 4;
    while (count > 1 && ranges[(count - 1) * 4 + 3] === -1) count--;
    value = joinValue(ranges, lines, count).replace(/(\r?\n|\r)$/, '');
  }
  return { type: 'code', lang, meta, value, position };
}

/** The first `count` lines of code or HTML (from, to, line, spaces a tab left), joined by their line endings. */
function joinValue(ranges: number[], lines: Lines, count: number): string {
  const text = lines.text;
  let value = '';
  for (let i = 0; i < count; i++) {
    const pad = ranges[i * 4 + 3];
    if (pad > 0) value += ' '.repeat(pad); // a tab's columns left after the indentation
    value += text.slice(ranges[i * 4], ranges[i * 4 + 1]);
    if (i + 1 < count) value += lines.ending(ranges[i * 4 + 2]);
  }
  return value;
}

// Tables: a row's cells are split at its pipes (not "\|"); a cell runs from
// its pipe to the next cell's, the first pipe belongs to the first cell and a
// last one to the last cell, which ends with the line.

function table(block: Block, ctx: InlineContext, position: { start: Point; end: Point }): Table {
  const rows: TableRow[] = [];
  for (let i = 0; i < block.lines.length; i += 3) rows.push(tableRow(block.lines[i], block.lines[i + 1], block.lines[i + 2], ctx));
  return { type: 'table', align: block.align, children: rows, position };
}

function tableRow(from: number, to: number, line: number, ctx: InlineContext): TableRow {
  const text = ctx.lines.text;
  const lines = ctx.lines;
  // Each cell: where it starts, and the range of its text.
  const cells: number[] = [];
  let i = from;
  let cellStart = from;
  let textStart = -1;
  let textEnd = -1;
  if (text.charCodeAt(i) === 124) i++;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 124) {
      // A pipe starts the next cell, unless only whitespace follows it.
      let j = i + 1;
      while (j < to && isSpace(text.charCodeAt(j))) j++;
      if (j < to) {
        cells.push(cellStart, textStart, textEnd);
        cellStart = i;
        textStart = -1;
        textEnd = -1;
      }
      i++;
    } else if (isSpace(c)) {
      i++;
    } else {
      const end = cellDataEnd(text, i, to);
      if (textStart === -1) textStart = i;
      textEnd = end;
      i = end;
    }
  }
  cells.push(cellStart, textStart, textEnd);
  const row: TableCell[] = [];
  for (let k = 0; k < cells.length; k += 3) {
    const start = cells[k];
    const end = k + 3 < cells.length ? cells[k + 3] : to;
    const children = cells[k + 1] === -1 ? [] : parseInline(text.slice(cells[k + 1], cells[k + 2]), ctx, { segments: [{ at: 0, source: cells[k + 1], line }], inTable: true }).children;
    row.push({ type: 'tableCell', children, position: { start: lines.pointOn(line, start), end: lines.pointOn(line, end) } });
  }
  return { type: 'tableRow', children: row, position: { start: lines.pointOn(line, from), end: lines.pointOn(line, to) } };
}
