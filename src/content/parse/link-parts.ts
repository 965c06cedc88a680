// The parts of links and link reference definitions, read in a string of
// inline content (a paragraph's lines joined by their line endings): a label
// "[...]", a destination, a title. Each returns the index after it, or -1.
// micromark's factories are the reference, limits included (a label of at
// most 999 characters, 32 nested parentheses in a link's destination).
import { isSpace } from './characters.ts';

/** After a label that starts at `at` (its "["): it holds no unescaped "[" and some non-whitespace. */
export function labelEnd(s: string, at: number): number {
  let i = at + 1;
  let size = 0;
  let seen = false;
  const length = s.length;
  for (;;) {
    if (size > 999 || i >= length) return -1;
    const c = s.charCodeAt(i);
    if (c === 91 || (c === 93 && !seen)) return -1;
    if (c === 93) return i + 1;
    i++;
    if (c === 10 || c === 13) {
      if (c === 13 && s.charCodeAt(i) === 10) i++;
      continue;
    }
    size++;
    if (!seen) seen = c !== 32 && c !== 9;
    if (c === 92) {
      const next = s.charCodeAt(i);
      if (next === 91 || next === 92 || next === 93) {
        i++;
        size++;
      }
    }
  }
}

function isControl(c: number): boolean {
  return c < 32 || c === 127;
}

/** After a destination that starts at `at`: "<...>" on one line, or raw text with balanced parentheses (at most `limit` deep). */
export function destinationEnd(s: string, at: number, limit: number): number {
  const length = s.length;
  let c = s.charCodeAt(at);
  if (c === 60 /* < */) {
    let i = at + 1;
    for (;;) {
      if (i >= length) return -1;
      c = s.charCodeAt(i);
      if (c === 62) return i + 1;
      if (c === 60 || c === 10 || c === 13) return -1;
      i++;
      if (c === 92) {
        const next = s.charCodeAt(i);
        if (next === 60 || next === 62 || next === 92) i++;
      }
    }
  }
  if (at >= length || c === 32 || c === 41 || isControl(c)) return -1;
  let balance = 0;
  let i = at;
  for (;;) {
    const end = i >= length;
    c = s.charCodeAt(i);
    if (balance === 0 && (end || c === 41 || c === 32 || c === 9 || c === 10 || c === 13)) return i;
    if (balance < limit && c === 40) {
      balance++;
      i++;
      continue;
    }
    if (c === 41) {
      balance--;
      i++;
      continue;
    }
    if (end || c === 32 || c === 40 || isControl(c)) return -1;
    i++;
    if (c === 92) {
      const next = s.charCodeAt(i);
      if (next === 40 || next === 41 || next === 92) i++;
    }
  }
}

/** After a title that starts at `at`: "...", '...' or (...), over line endings too. */
export function titleEnd(s: string, at: number): number {
  const open = s.charCodeAt(at);
  if (open !== 34 && open !== 39 && open !== 40) return -1;
  const close = open === 40 ? 41 : open;
  const length = s.length;
  let i = at + 1;
  for (;;) {
    if (i >= length) return -1;
    const c = s.charCodeAt(i);
    if (c === close) return i + 1;
    i++;
    if (c === 92) {
      const next = s.charCodeAt(i);
      if (next === close || next === 92) i++;
    }
  }
}

/** After spaces, tabs and line endings from `at`. */
export function skipWhitespace(s: string, at: number): number {
  let i = at;
  for (;;) {
    const c = s.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return i;
    i++;
  }
}

/** After spaces and tabs from `at`. */
export function skipSpaces(s: string, at: number): number {
  let i = at;
  while (isSpace(s.charCodeAt(i))) i++;
  return i;
}

export interface DefinitionParts {
  /** The raw label, between the brackets. */
  label: [number, number];
  /** The raw destination (inside the brackets of "<...>"). */
  url: [number, number];
  title?: [number, number];
  /** Where the definition ends: at its line's end, trailing whitespace included. */
  end: number;
}

/** A link reference definition ("[label]: /url 'title'") at `at`, which must end its line. */
export function definitionAt(s: string, at: number): DefinitionParts | undefined {
  if (s.charCodeAt(at) !== 91) return undefined;
  const afterLabel = labelEnd(s, at);
  if (afterLabel === -1 || s.charCodeAt(afterLabel) !== 58 /* : */) return undefined;
  const urlStart = skipWhitespace(s, afterLabel + 1);
  const urlEnd = destinationEnd(s, urlStart, Number.POSITIVE_INFINITY);
  if (urlEnd === -1) return undefined;
  const label: [number, number] = [at + 1, afterLabel - 1];
  const url: [number, number] = s.charCodeAt(urlStart) === 60 ? [urlStart + 1, urlEnd - 1] : [urlStart, urlEnd];
  const titleStart = skipWhitespace(s, urlEnd);
  if (titleStart > urlEnd) {
    const after = titleEnd(s, titleStart);
    if (after !== -1) {
      const end = skipSpaces(s, after);
      if (atLineEnd(s, end)) return { label, url, title: [titleStart + 1, after - 1], end };
    }
  }
  const end = skipSpaces(s, urlEnd);
  return atLineEnd(s, end) ? { label, url, end } : undefined;
}

function atLineEnd(s: string, i: number): boolean {
  return i >= s.length || s.charCodeAt(i) === 10 || s.charCodeAt(i) === 13;
}
