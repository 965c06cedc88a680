// The text's lines, and the points of mdast positions. A point's column is the
// offset in its line plus one (a tab is one column), as micromark counts.
import type { Point } from 'unist';

export class Lines {
  readonly text: string;
  /** Offset where each line starts. */
  readonly starts: number[] = [];
  /** Offset where each line's content ends: its line ending, or the end of the text. */
  readonly ends: number[] = [];

  constructor(text: string) {
    this.text = text;
    let start = 0;
    const length = text.length;
    for (;;) {
      let end = start;
      let c = 0;
      while (end < length && (c = text.charCodeAt(end)) !== 10 && c !== 13) end++;
      this.starts.push(start);
      this.ends.push(end);
      if (end >= length) break;
      start = c === 13 && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
    }
  }

  get count(): number {
    return this.starts.length;
  }

  /** The line that holds `offset` (a line ending belongs to the line it ends). */
  lineOf(offset: number): number {
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  point(offset: number): Point {
    const line = this.lineOf(offset);
    return { line: line + 1, column: offset - this.starts[line] + 1, offset };
  }

  /** A point on a line already known. */
  pointOn(line: number, offset: number): Point {
    return { line: line + 1, column: offset - this.starts[line] + 1, offset };
  }

  /** The line ending after line `line` ("" for the last line). */
  ending(line: number): string {
    return line + 1 < this.starts.length ? this.text.slice(this.ends[line], this.starts[line + 1]) : '';
  }
}
