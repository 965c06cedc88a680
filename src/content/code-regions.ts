// Which parts of a markdown file's lines are code, for the expand stage, which
// walks the lines before the markdown is parsed: fenced code blocks, indented
// code blocks and inline code spans. Placeholders follow other rules in code
// (src/placeholders.ts), and includes and containers are lines outside fences.
//
// It reads lines as CommonMark does where that is cheap, and errs towards
// "code" where it would need the parser: a backtick run that no run of the same
// length closes on its line opens a span that goes on over the next lines of
// the paragraph (CommonMark lets a span continue over lines, and makes the run
// text when nothing closes it). Taking too much for code only means that an
// unknown placeholder name there is left as written instead of reported.

/** A fence: three or more backticks or tildes, also indented in a list item or behind a quote's ">". */
const FENCE = /^[ \t>]*(`{3,}|~{3,})(.*)$/;
/** A fence may open on a list item's first line ("1.  ```ts"); it closes on a line of its own. */
const OPENING_FENCE = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*(`{3,}|~{3,})(.*)$/;
const LIST_ITEM = /^[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
const INDENT = /^(?: {4}|\t| {1,3}\t)/;

export interface LineCode {
  /** The line opens, closes or is inside a fenced code block. */
  fenced: boolean;
  /** The whole line is code: fenced, or in an indented code block. */
  whole: boolean;
  /** Inline code spans of the line, as [start, end) offsets, flat. */
  spans: number[];
}

const FENCED: LineCode = { fenced: true, whole: true, spans: [] };
const INDENTED: LineCode = { fenced: false, whole: true, spans: [] };
const TEXT: LineCode = { fenced: false, whole: false, spans: [] };

/** A reader of one file's lines, in order: what of each line is code; `openFence()`, the fence a block the lines left open began with ("" for none). */
export function codeRegions(): ((line: string) => LineCode) & { openFence: () => string } {
  let fence = '';
  /** The length of the backtick run of a span left open by an earlier line of this paragraph. */
  let openSpan = 0;
  let blankBefore = true;
  let inIndented = false;
  let inList = false;
  const read = (line: string): LineCode => {
    if (fence) {
      const close = FENCE.exec(line);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length && !close[2].trim()) fence = '';
      return FENCED;
    }
    const open = OPENING_FENCE.exec(line);
    // A backtick fence's info string holds no backtick: "```a``` b" is inline code.
    if (open && !(open[1][0] === '`' && open[2].includes('`'))) {
      fence = open[1];
      openSpan = 0;
      blankBefore = inIndented = false;
      return FENCED;
    }
    if (!line.trim()) {
      blankBefore = true;
      openSpan = 0;
      return TEXT;
    }
    // An indented code block starts after a blank line; in a list, indented lines are the item's paragraphs.
    if (LIST_ITEM.test(line)) inList = true;
    else if (blankBefore && !/^[ \t]/.test(line)) inList = false;
    inIndented = INDENT.test(line) && !inList && (blankBefore || inIndented);
    blankBefore = false;
    if (inIndented) return INDENTED;
    if (!openSpan && !line.includes('`')) return TEXT;
    return { fenced: false, whole: false, spans: spansOf(line) };
  };
  return Object.assign(read, { openFence: () => fence });

  function spansOf(line: string): number[] {
    const spans: number[] = [];
    let at = 0;
    if (openSpan) {
      const close = runOf(line, 0, openSpan);
      if (close < 0) return [0, line.length];
      spans.push(0, close + openSpan);
      at = close + openSpan;
      openSpan = 0;
    }
    for (let start = line.indexOf('`', at); start >= 0; start = line.indexOf('`', at)) {
      let length = runLength(line, start);
      // A backslash makes the run's first backtick text.
      if (backslashesBefore(line, start) % 2 === 1) {
        start++;
        length--;
        if (!length) {
          at = start;
          continue;
        }
      }
      const close = runOf(line, start + length, length);
      if (close < 0) {
        openSpan = length;
        spans.push(start, line.length);
        break;
      }
      spans.push(start, close + length);
      at = close + length;
    }
    return spans;
  }
}

/** True when `index` of the line is code. */
export function isCode(code: LineCode, index: number): boolean {
  if (code.whole) return true;
  const { spans } = code;
  for (let i = 0; i < spans.length; i += 2) if (index >= spans[i] && index < spans[i + 1]) return true;
  return false;
}

function runLength(line: string, start: number): number {
  let end = start;
  while (line[end] === '`') end++;
  return end - start;
}

/** Where the next run of exactly `length` backticks from `from` starts, or -1. */
function runOf(line: string, from: number, length: number): number {
  for (let start = line.indexOf('`', from); start >= 0; start = line.indexOf('`', from)) {
    const found = runLength(line, start);
    if (found === length) return start;
    from = start + found;
  }
  return -1;
}

function backslashesBefore(line: string, index: number): number {
  let n = 0;
  while (line[index - 1 - n] === '\\') n++;
  return n;
}
