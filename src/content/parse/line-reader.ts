// Where the block parser is in the line it reads: an offset and a column (tabs
// stop every four columns, and a container may take part of a tab), and what
// comes next: the first character that is not a space or tab, how far it is
// indented, whether the rest of the line is blank.
import type { Lines } from './lines.ts';

export class LineReader {
  protected readonly text: string;
  protected readonly lines: Lines;
  /** MDX has no indented code: indentation never makes a line code. */
  protected readonly mdx: boolean;
  protected line = 0;
  protected offset = 0;
  protected column = 0;
  /** Where the line's content ends. */
  protected end = 0;
  /** The tab at `offset` has been partly taken (its other columns are still to come). */
  protected partialTab = false;
  protected nextNonspace = 0;
  protected nextNonspaceColumn = 0;
  protected indent = 0;
  /** Four columns of indentation or more (never in MDX). */
  protected indented = false;
  protected blank = false;

  constructor(lines: Lines, mdx: boolean) {
    this.lines = lines;
    this.text = lines.text;
    this.mdx = mdx;
  }

  protected readLine(line: number): void {
    this.line = line;
    this.offset = this.lines.starts[line];
    this.end = this.lines.ends[line];
    this.column = 0;
    this.partialTab = false;
  }

  protected findNextNonspace(): void {
    const text = this.text;
    let i = this.offset;
    let column = this.column;
    while (i < this.end) {
      const c = text.charCodeAt(i);
      if (c === 32) {
        i++;
        column++;
      } else if (c === 9) {
        i++;
        column += 4 - (column % 4);
      } else break;
    }
    this.blank = i >= this.end;
    this.nextNonspace = i;
    this.nextNonspaceColumn = column;
    this.indent = column - this.column;
    this.indented = !this.mdx && this.indent >= 4;
  }

  protected advanceNextNonspace(): void {
    this.offset = this.nextNonspace;
    this.column = this.nextNonspaceColumn;
    this.partialTab = false;
  }

  /** Moves `count` characters on, or `count` columns, where a tab may be partly taken. */
  protected advanceOffset(count: number, columns: boolean): void {
    const text = this.text;
    while (count > 0 && this.offset < this.end) {
      if (text.charCodeAt(this.offset) === 9) {
        const toTab = 4 - (this.column % 4);
        if (columns) {
          this.partialTab = toTab > count;
          const advance = toTab > count ? count : toTab;
          this.column += advance;
          this.offset += this.partialTab ? 0 : 1;
          count -= advance;
        } else {
          this.partialTab = false;
          this.column += toTab;
          this.offset++;
          count--;
        }
      } else {
        this.partialTab = false;
        this.offset++;
        this.column++;
        count--;
      }
    }
  }
}
