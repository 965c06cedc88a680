// Where each block ends, and whether a list is loose, as micromark and
// mdast-util-from-markdown have them: these decide the positions the plugins
// and messages read, and the HTML of lists (tight or loose).
//
// micromark ends a container (a block quote, a list, a footnote definition)
// at its last child, or at the last line of its own that holds a block
// quote's ">": the blank lines after its content are not its own, unless they
// hold one. A list item, as mdast-util-from-markdown ends it, ends at its last
// child, or at its marker (the ">" lines do not count there).
//
// How a block is closed moves its end in a few cases: a new container's start
// (or a list's next item) closes the blocks before it as the end of the text
// would (code and HTML that are open take the line ending before it), and a
// new container ends the containers it closes where it starts, after a ">"
// of the line (see closedByContainer).
import type { Block } from './block.ts';
import type { Lines } from './lines.ts';

export function setEnd(block: Block, lines: Lines, quoteLines: Uint8Array): void {
  const last = block.children[block.children.length - 1];
  let line = block.lastLine;
  switch (block.kind) {
    case 'code':
      if (block.fenceSize === 0 && block.lines.length > 0) {
        // Indented code ends at its last line that is not a blank one less indented.
        const ranges = block.lines;
        let at = ranges.length - 4;
        while (at > 0 && ranges[at + 3] === -1) at -= 4;
        line = ranges[at + 2];
      }
      break;
    case 'paragraph':
    case 'heading':
    case 'thematicBreak':
    case 'table':
    case 'html':
    case 'root':
      break;
    default: {
      // Containers: their start line, their last child, then lines of theirs with a ">" (list items: not those).
      let end = lines.ends[block.startLine];
      line = block.startLine;
      if (last && last.end > end) {
        end = last.end;
        line = last.endLine;
      }
      if (block.kind !== 'listItem') {
        let quote = block.kind === 'list' ? last.lastLine : block.lastLine;
        while (quote > line && !quoteLines[quote]) quote--;
        if (quote > line) {
          line = quote;
          end = lines.ends[quote];
        }
      }
      block.end = end;
      block.endLine = line;
      return;
    }
  }
  block.end = lines.ends[line];
  block.endLine = line;
}

/** What the line's open containers took: where their prefixes end, and whether one was a ">" or a footnote definition's indentation. */
export interface Matched {
  offset: number;
  quote: boolean;
  footnote: boolean;
}

/**
 * A block closed on `line` by a list's next item (closing 1), a new container
 * (2), or the end of the text (3): micromark ends its flow as at the end of
 * the text, and a new container ends the containers before it where it
 * starts, past a ">" of the line, and past a footnote definition's indentation,
 * which mdast-util-from-markdown does not look past either.
 */
export function closedByContainer(block: Block, closing: number, lines: Lines, line: number, matched: Matched): void {
  const start = lines.starts[line];
  if ((block.kind === 'code' && block.fenceSize > 0 && !block.closed) || (block.kind === 'html' && block.htmlKind <= 5)) {
    const ranges = block.lines;
    if (closing !== 3) {
      ranges.push(start, start, line, 0);
    } else if (ranges.length === 0 || ranges[ranges.length - 4] < ranges[ranges.length - 3] || ranges[ranges.length - 2] !== line) {
      return; // at the end of the text, the last line's content ends it
    }
    block.end = start;
    block.endLine = line;
    return;
  }
  const container = block.kind === 'blockquote' || block.kind === 'list' || block.kind === 'footnoteDefinition';
  if (closing === 3) {
    // At the end of the text, past the last line's indentation or ">".
    if ((block.end === start && block.kind !== 'root') || (container && matched.quote)) {
      block.end = lines.ends[line];
      if (container) block.endLine = line;
    }
    return;
  }
  if (closing !== 2) return;
  if (container) {
    if (matched.quote || matched.footnote || block.end === start) {
      block.end = matched.offset;
      block.endLine = line;
    }
  } else if (block.kind === 'listItem' && (block.end === start || matched.footnote)) {
    block.end = matched.offset;
    block.endLine = line;
  }
}

/** A list is loose when a blank line is between two items, or after the last one and still in the list (a ">" line); an item, when one is between two of its children. */
export function listSpread(list: Block): void {
  const items = list.children;
  for (let i = 0; i < items.length; i++) {
    const next = i + 1 < items.length ? items[i + 1].startLine : list.endLine;
    if (next - items[i].endLine >= 2) list.spread = true;
    const children = items[i].children;
    for (let k = 0; k + 1 < children.length; k++) if (children[k + 1].startLine > children[k].endLine + 1) items[i].spread = true;
  }
}
