// What a line starts, read at its first character after the indentation
// (`at`) up to its end (`end`): the leaf blocks of CommonMark and the parts of
// GFM's tables and footnotes, each as micromark reads it.
import { isDigit, isSpace } from './characters.ts';

/** An ATX heading ("## Title ##"): its depth and where its text is. */
export function atxHeading(text: string, at: number, end: number): { depth: number; from: number; to: number } | undefined {
  let i = at;
  while (i < end && text.charCodeAt(i) === 35 /* # */) i++;
  const depth = i - at;
  if (depth > 6 || (i < end && !isSpace(text.charCodeAt(i)))) return undefined;
  let from = i;
  while (from < end && isSpace(text.charCodeAt(from))) from++;
  let to = end;
  while (to > from && isSpace(text.charCodeAt(to - 1))) to--;
  // A closing sequence of #s, after whitespace (or alone), goes.
  let hashes = to;
  while (hashes > from && text.charCodeAt(hashes - 1) === 35) hashes--;
  if (hashes < to && (hashes === from || isSpace(text.charCodeAt(hashes - 1)))) {
    to = hashes;
    while (to > from && isSpace(text.charCodeAt(to - 1))) to--;
  }
  return { depth, from, to };
}

/** Three or more *, - or _ (the same one), with spaces and tabs between. */
export function isThematicBreak(text: string, at: number, end: number): boolean {
  const marker = text.charCodeAt(at);
  if (marker !== 42 && marker !== 45 && marker !== 95) return false;
  let count = 0;
  for (let i = at; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === marker) count++;
    else if (!isSpace(c)) return false;
  }
  return count >= 3;
}

/** A setext heading's underline: its depth (1 for =, 2 for -), or 0. */
export function setextUnderline(text: string, at: number, end: number): number {
  const marker = text.charCodeAt(at);
  if (marker !== 61 && marker !== 45) return 0;
  let i = at;
  while (i < end && text.charCodeAt(i) === marker) i++;
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  return i === end ? (marker === 61 ? 1 : 2) : 0;
}

/** An opening code fence: its character and length (a backtick fence's info has no backtick). */
export function fenceOpen(text: string, at: number, end: number): { marker: number; size: number } | undefined {
  const marker = text.charCodeAt(at);
  if (marker !== 96 && marker !== 126) return undefined;
  let i = at;
  while (i < end && text.charCodeAt(i) === marker) i++;
  const size = i - at;
  if (size < 3) return undefined;
  if (marker === 96 && text.indexOf('`', i) !== -1 && text.indexOf('`', i) < end) return undefined;
  return { marker, size };
}

/** Whether the line closes a fence of `marker` at least `size` long. */
export function isFenceClose(text: string, at: number, end: number, marker: number, size: number): boolean {
  let i = at;
  while (i < end && text.charCodeAt(i) === marker) i++;
  if (i - at < size) return false;
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  return i === end;
}

export interface ListMarker {
  ordered: boolean;
  /** The bullet (-, +, *) or the delimiter (., )). */
  marker: number;
  start: number;
  /** The marker's length: 1 for a bullet, the digits and the delimiter. */
  size: number;
}

/** A list item's marker, followed by a space, a tab or the line's end. */
export function listMarker(text: string, at: number, end: number): ListMarker | undefined {
  const c = text.charCodeAt(at);
  let marker: ListMarker;
  if (c === 45 || c === 43 || c === 42) marker = { ordered: false, marker: c, start: 1, size: 1 };
  else if (isDigit(c)) {
    let i = at;
    while (i < end && i - at < 9 && isDigit(text.charCodeAt(i))) i++;
    const d = text.charCodeAt(i);
    if (d !== 46 && d !== 41) return undefined;
    marker = { ordered: true, marker: d, start: Number.parseInt(text.slice(at, i), 10), size: i + 1 - at };
  } else return undefined;
  const after = at + marker.size;
  return after === end || isSpace(text.charCodeAt(after)) ? marker : undefined;
}

/** GFM's footnote definition label ("[^name]:"): the label's range and where the content starts, after the whitespace. */
export function footnoteLabel(text: string, at: number, end: number): { from: number; to: number; content: number } | undefined {
  if (text.charCodeAt(at) !== 91 || text.charCodeAt(at + 1) !== 94) return undefined;
  const to = footnoteLabelEnd(text, at + 2, end);
  if (to === -1 || text.charCodeAt(to + 1) !== 58 /* : */) return undefined;
  let content = to + 2;
  while (content < end && isSpace(text.charCodeAt(content))) content++;
  return { from: at + 2, to, content };
}

/** Where a footnote label that starts at `from` (after "[^") ends: its "]", or -1. No whitespace or "[" in it; "\[", "\\" and "\]" are text. */
export function footnoteLabelEnd(text: string, from: number, end: number): number {
  let i = from;
  let size = 0;
  for (;;) {
    if (i >= end || size > 999) return -1;
    const c = text.charCodeAt(i);
    if (c === 91 || isSpace(c) || c === 10 || c === 13) return -1;
    if (c === 93) return i === from ? -1 : i;
    size++;
    i++;
    if (c === 92) {
      const next = text.charCodeAt(i);
      if (next === 91 || next === 92 || next === 93) {
        i++;
        size++;
      }
    }
  }
}

/** The head row of a table: its number of cells, or 0 when it cannot be one (micromark's rule: a cell and a pipe at least). */
export function tableHeadCells(text: string, at: number, end: number): number {
  let size = 0;
  let parts = 0;
  let seen = false;
  let i = at;
  if (text.charCodeAt(i) !== 124) {
    seen = true;
    parts = 1;
  }
  while (i < end) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    parts++;
    if (seen) {
      seen = false;
      size++;
    }
    if (c === 124) {
      seen = true;
      i++;
      continue;
    }
    i = cellDataEnd(text, i, end);
  }
  return parts > 1 ? size : 0;
}

/** Where a run of cell text that starts at `i` ends: at a pipe, a space or the line's end; "\|" and "\\" are text. */
export function cellDataEnd(text: string, i: number, end: number): number {
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 124 || isSpace(c)) break;
    i++;
    if (c === 92 && i < end) {
      const next = text.charCodeAt(i);
      if (next === 92 || next === 124) i++;
    }
  }
  return i;
}

export type Align = 'left' | 'right' | 'center' | null;

/**
 * A table's delimiter row ("| --- | :-: |"), read from `at` on, where its
 * indentation has been skipped: its cells' alignment, or undefined. `cells`
 * is the head row's count, which it must match; a pipe or a colon is needed.
 */
export function tableDelimiter(text: string, at: number, end: number, cells: number): Align[] | undefined {
  const align: Align[] = [];
  let seen = false;
  let i = at;
  for (;;) {
    // Before a cell: a pipe (then whitespace), or the cell.
    if (text.charCodeAt(i) === 124) {
      seen = true;
      i++;
      while (i < end && isSpace(text.charCodeAt(i))) i++;
    } else if (align.length > 0 || (text.charCodeAt(i) !== 45 && text.charCodeAt(i) !== 58)) {
      return undefined;
    }
    if (i >= end) break; // a trailing pipe
    let left = false;
    if (text.charCodeAt(i) === 58) {
      left = true;
      seen = true;
      i++;
    }
    if (text.charCodeAt(i) !== 45) return undefined;
    while (i < end && text.charCodeAt(i) === 45) i++;
    let right = false;
    if (text.charCodeAt(i) === 58) {
      right = true;
      seen = true;
      i++;
    }
    align.push(left ? (right ? 'center' : 'left') : right ? 'right' : null);
    while (i < end && isSpace(text.charCodeAt(i))) i++;
    if (i >= end) break;
    if (text.charCodeAt(i) !== 124) return undefined;
  }
  return seen && align.length === cells ? align : undefined;
}
