// A block of the document as the parser builds it: its kind, where it starts and
// ends, its children (containers) or its lines (leaves), and what each kind
// needs to go on (a list's marker, a fence, an HTML block's kind).
import type { Align } from './block-starts.ts';
import type { FoundDefinition } from './definitions.ts';

export type BlockKind =
  | 'root' | 'blockquote' | 'list' | 'listItem' | 'footnoteDefinition'
  | 'paragraph' | 'heading' | 'thematicBreak' | 'code' | 'html' | 'table' | 'definition';

/** A paragraph line that may be a table's head row (one that micromark would try a table at). */
export const HEADABLE = 1;

export class Block {
  readonly kind: BlockKind;
  parent: Block | undefined;
  readonly children: Block[] = [];
  /** How many block quotes, list items and footnote definitions it is in, itself included. */
  level: number;
  open = true;
  /** Offset where the block starts. */
  start: number;
  startLine: number;
  /** The last line it was part of. */
  lastLine: number;
  /** Where it ends, and on which line (set when it closes). */
  end = -1;
  endLine = -1;
  /** The lines of a leaf's content, three numbers each: from, to (offsets) and the line; code also has the spaces a tab left before it, fourth. */
  readonly lines: number[] = [];
  /** Paragraphs: flags of each line (HEADABLE). */
  readonly flags: number[] = [];
  // Lists and their items.
  ordered = false;
  marker = 0;
  startNumber = 0;
  /** The column an item's content starts at, relative to its container. */
  contentIndent = 0;
  /** Items: the first line held only the marker; after a blank line, such an item takes nothing more. */
  blankStart = false;
  furtherBlank = false;
  spread = false;
  // Headings, code, HTML, tables, footnotes.
  depth = 0;
  fenceMarker = 0;
  fenceSize = 0;
  fenceIndent = 0;
  closed = false;
  /** Code: the info string's range; footnote definitions: the label's; headings: the text's. */
  from = 0;
  to = 0;
  htmlKind = 0;
  align: Align[] = [];
  definition: FoundDefinition | undefined = undefined;

  constructor(kind: BlockKind, parent: Block | undefined, start: number, line: number) {
    this.kind = kind;
    this.parent = parent;
    this.level = parent ? parent.level + (NESTING.has(kind) ? 1 : 0) : 0;
    this.start = start;
    this.startLine = line;
    this.lastLine = line;
  }
}

/** Blocks that hold blocks (a list holds only items). */

/** Blocks that count as a level of nesting (a list and its item count once). */
const NESTING = new Set<BlockKind>(['blockquote', 'listItem', 'footnoteDefinition']);

/** Blocks that hold blocks (a list holds only items). */
export const CONTAINERS = new Set<BlockKind>(['root', 'blockquote', 'listItem', 'footnoteDefinition', 'list']);
