// The parts of inline content that are read on their own: a code span's value,
// a link's resource "(url 'title')", the nodes of references and footnote
// calls, and GitHub's task list check.
import type { PhrasingContent } from 'mdast';
import type { Point } from 'unist';
import { decodeString, normalizeLabel } from './characters.ts';
import { destinationEnd, skipWhitespace, titleEnd } from './link-parts.ts';

export function lineEndingEnd(s: string, i: number): number {
  return s.charCodeAt(i) === 13 && s.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
}

/** A code span's value: one space or line ending off each end when both have one and there is more. */
export function codeValue(s: string, from: number, to: number): string {
  const first = s.charCodeAt(from);
  const last = s.charCodeAt(to - 1);
  if (to - from > 1 && isPadding(first) && isPadding(last)) {
    for (let i = from; i < to; i++) {
      const c = s.charCodeAt(i);
      if (!isPadding(c)) {
        const start = first === 13 && s.charCodeAt(from + 1) === 10 ? from + 2 : from + 1;
        const end = last === 10 && s.charCodeAt(to - 2) === 13 ? to - 2 : to - 1;
        return s.slice(start, end);
      }
    }
  }
  return s.slice(from, to);
}

function isPadding(c: number): boolean {
  return c === 32 || c === 10 || c === 13;
}

export function footnoteReference(s: string, from: number, to: number): PhrasingContent {
  const raw = s.slice(from, to);
  return { type: 'footnoteReference', identifier: normalizeLabel(raw), label: decodeString(raw) };
}

export function reference(image: boolean, referenceType: 'full' | 'collapsed' | 'shortcut', label: string, raw: string): PhrasingContent {
  const identifier = normalizeLabel(raw);
  return image
    ? { type: 'imageReference', alt: null, label, identifier, referenceType }
    : { type: 'linkReference', children: [], label, identifier, referenceType };
}

/** A link's resource, "(url 'title')", at `at` (its "("); else how far it was read. */
export function resourceAt(s: string, at: number): { end: number; url: string; title: string | null } | number {
  let i = skipWhitespace(s, at + 1);
  if (s.charCodeAt(i) === 41) return { end: i + 1, url: '', title: null };
  const urlEnd = destinationEnd(s, i, 32);
  if (urlEnd === -1) return i;
  const url = decodeString(s.charCodeAt(i) === 60 ? s.slice(i + 1, urlEnd - 1) : s.slice(i, urlEnd));
  let title: string | null = null;
  i = urlEnd;
  const between = skipWhitespace(s, i);
  if (between > i) {
    i = between;
    const c = s.charCodeAt(i);
    if (c === 34 || c === 39 || c === 40) {
      const after = titleEnd(s, i);
      if (after === -1) return s.length;
      title = titleValue(s.slice(i + 1, after - 1));
      i = skipWhitespace(s, after);
    }
  }
  return s.charCodeAt(i) === 41 ? { end: i + 1, url, title } : i;
}

/** A title's text: escapes and references decoded, each next line without its indentation. */
export function titleValue(raw: string): string {
  return decodeString(raw.includes('\n') || raw.includes('\r') ? raw.replace(/(\r\n|\r|\n)[ \t]+/g, '$1') : raw);
}

/** GFM's task list check at the start of a list item's first paragraph: "[ ]", "[x]" or "[X]", then a space or a line ending. */
export function taskListCheck(s: string): { checked: boolean; end: number } | undefined {
  if (s.charCodeAt(0) !== 91) return undefined;
  const mark = s.charCodeAt(1);
  let close = 2;
  let checked: boolean;
  if (mark === 120 || mark === 88) checked = true;
  else if (mark === 32 || mark === 9 || mark === 10) checked = false;
  else if (mark === 13) {
    checked = false;
    if (s.charCodeAt(2) === 10) close = 3;
  } else return undefined;
  if (s.charCodeAt(close) !== 93) return undefined;
  const end = close + 1;
  const after = s.charCodeAt(end);
  if (after === 10 || after === 13) return { checked, end };
  if (after !== 32 && after !== 9) return undefined;
  let i = end;
  while (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 9) i++;
  return i < s.length ? { checked, end } : undefined;
}

/** After a task list check, the character that followed it is not text (mdast-util-gfm-task-list-item); the paragraph then starts where the text does. */
export function dropCheckSpace(children: PhrasingContent[]): Point | undefined {
  const head = children[0];
  if (!head || head.type !== 'text') return undefined;
  head.value = head.value.slice(1);
  if (head.value.length === 0) {
    children.shift();
    return undefined;
  }
  const start = head.position!.start;
  head.position!.start = { line: start.line, column: start.column + 1, offset: start.offset! + 1 };
  return { ...head.position!.start };
}
