// What a "<" starts inside a paragraph: an autolink (<https://…>, <a@b.c>) or
// raw HTML (a tag, a comment, a declaration, an instruction, CDATA), read as
// micromark reads them. Each returns the index after it, or -1.
import { isAsciiAlpha, isAsciiAlphanumeric, isSpace } from './characters.ts';

const ATEXT = /[#-'*+\--9=?A-Z^-~]/;

function isControl(c: number): boolean {
  return c < 32 || c === 127;
}

/** An autolink at `at` (its "<"): where it ends, and whether it is an email address. */
export function autolinkEnd(s: string, at: number): { end: number; email: boolean } | undefined {
  let i = at + 1;
  const first = s.charCodeAt(i);
  if (isAsciiAlpha(first)) {
    // A scheme of 2 to 32 characters, then ":" and anything up to ">" but spaces, "<" and controls.
    let j = i + 1;
    while (j - i < 32 && isSchemeChar(s.charCodeAt(j))) j++;
    if (j - i >= 2 && s.charCodeAt(j) === 58) {
      j++;
      for (;;) {
        const c = s.charCodeAt(j);
        if (c === 62) return { end: j + 1, email: false };
        if (c !== c || c === 32 || c === 60 || isControl(c)) break;
        j++;
      }
    }
  } else if (first === 64) {
    return undefined;
  }
  // An email address: atext, "@", then labels of letters, digits and inner hyphens, up to 63 long.
  while (i < s.length && ATEXT.test(s[i])) i++;
  if (s.charCodeAt(i) !== 64) return undefined;
  i++;
  for (;;) {
    if (!isAsciiAlphanumeric(s.charCodeAt(i))) return undefined;
    let size = 0;
    let c = s.charCodeAt(i);
    while ((c === 45 || isAsciiAlphanumeric(c)) && size < 63) {
      i++;
      size++;
      c = s.charCodeAt(i);
    }
    if (s.charCodeAt(i - 1) === 45) return undefined;
    if (c === 62) return { end: i + 1, email: true };
    if (c !== 46) return undefined;
    i++;
  }
}

function isSchemeChar(c: number): boolean {
  return c === 43 || c === 45 || c === 46 || isAsciiAlphanumeric(c);
}

function isLineEnding(c: number): boolean {
  return c === 10 || c === 13;
}

/** Raw HTML at `at` (its "<"): where it ends; else -1 less the index it was read up to. It may go over line endings. */
export function htmlTextEnd(s: string, at: number): number {
  let i = at + 1;
  const c = s.charCodeAt(i);
  if (c === 33 /* ! */) {
    i++;
    const d = s.charCodeAt(i);
    if (d === 45) return s.charCodeAt(i + 1) === 45 ? commentEnd(s, i + 2) : -1 - i;
    if (d === 91) return s.startsWith('CDATA[', i + 1) ? cdataEnd(s, i + 7) : -1 - i;
    if (isAsciiAlpha(d)) {
      const close = s.indexOf('>', i + 1);
      return close === -1 ? -1 - s.length : close + 1;
    }
    return -1 - i;
  }
  if (c === 63 /* ? */) {
    const close = s.indexOf('?>', i + 1);
    return close === -1 ? -1 - s.length : close + 2;
  }
  if (c === 47 /* / */) {
    i++;
    if (!isAsciiAlpha(s.charCodeAt(i))) return -1 - i;
    while (s.charCodeAt(i) === 45 || isAsciiAlphanumeric(s.charCodeAt(i))) i++;
    while (isSpace(s.charCodeAt(i)) || isLineEnding(s.charCodeAt(i))) i++;
    return s.charCodeAt(i) === 62 ? i + 1 : -1 - i;
  }
  if (!isAsciiAlpha(c)) return -1 - i;
  while (s.charCodeAt(i) === 45 || isAsciiAlphanumeric(s.charCodeAt(i))) i++;
  const after = s.charCodeAt(i);
  if (after !== 47 && after !== 62 && !isSpace(after) && !isLineEnding(after)) return -1 - i;
  return openTagEnd(s, i);
}

/** After "<!--": "-->", where "<!-->" and "<!--->" are whole comments. */
function commentEnd(s: string, i: number): number {
  // micromark's states: just after "<!--" or "--" (end), after one "-" (close), inside.
  let state = 2;
  for (;;) {
    if (i >= s.length) return -1 - i;
    const c = s.charCodeAt(i);
    if (state === 2) {
      if (c === 62) return i + 1;
      if (c !== 45) state = 0;
    } else if (state === 1) {
      state = c === 45 ? 2 : 0;
    } else if (c === 45) state = 1;
    i++;
  }
}

/** After "<![CDATA[": "]]>" (also after more "]"). */
function cdataEnd(s: string, i: number): number {
  let brackets = 0;
  for (;;) {
    if (i >= s.length) return -1 - i;
    const c = s.charCodeAt(i);
    if (c === 62 && brackets >= 2) return i + 1;
    brackets = c === 93 ? brackets + 1 : 0;
    i++;
  }
}

/** After an opening tag's name: attributes (over line endings), an optional "/", and ">". */
function openTagEnd(s: string, i: number): number {
  // The states of micromark's htmlText: between attributes, in a name, after a name, before a value, in an unquoted value.
  let state = 0;
  for (;;) {
    if (i >= s.length) return -1 - i;
    const c = s.charCodeAt(i);
    const space = isSpace(c) || isLineEnding(c);
    if (state === 0) {
      if (c === 47) return s.charCodeAt(i + 1) === 62 ? i + 2 : -2 - i;
      if (c === 58 || c === 95 || isAsciiAlpha(c)) state = 1;
      else if (!space) return c === 62 ? i + 1 : -1 - i;
      i++;
    } else if (state === 1) {
      if (c === 45 || c === 46 || c === 58 || c === 95 || isAsciiAlphanumeric(c)) i++;
      else state = 2;
    } else if (state === 2) {
      if (c === 61) {
        state = 3;
        i++;
      } else if (space) i++;
      else state = 0;
    } else if (state === 3) {
      if (c === 60 || c === 61 || c === 62 || c === 96) return -1 - i;
      if (c === 34 || c === 39) {
        const close = s.indexOf(s[i], i + 1);
        if (close === -1) return -1 - s.length;
        i = close + 1;
        const next = s.charCodeAt(i);
        if (next !== 47 && next !== 62 && !isSpace(next) && !isLineEnding(next)) return -1 - i;
        state = 0;
      } else {
        i++;
        if (!space) state = 4;
      }
    } else {
      if (c === 34 || c === 39 || c === 60 || c === 61 || c === 96) return -1 - i;
      if (c === 47 || c === 62 || space) state = 0;
      else i++;
    }
  }
}
