// HTML blocks: where one starts, and the line its end mark is on.
import { isAsciiAlpha, isAsciiAlphanumeric, isSpace } from './characters.ts';

// HTML blocks. Kinds 1 to 5 end at a line with their end mark (kind 1
// "</pre>" and the other raw tags, 2 "-->", 3 "?>", 4 ">", 5 "]]>"), kinds 6
// and 7 at a blank line. Their start and end are read as micromark's state
// machine reads them (it differs from the spec's prose in corners such as
// "]]]>", which does not end a CDATA block).

export const HTML_BLOCK_NAMES = new Set(['address', 'article', 'aside', 'base', 'basefont', 'blockquote', 'body', 'caption', 'center', 'col', 'colgroup', 'dd', 'details', 'dialog', 'dir', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'frame', 'frameset', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header', 'hr', 'html', 'iframe', 'legend', 'li', 'link', 'main', 'menu', 'menuitem', 'nav', 'noframes', 'ol', 'optgroup', 'option', 'p', 'param', 'search', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'title', 'tr', 'track', 'ul']);
export const HTML_RAW_NAMES = new Set(['pre', 'script', 'style', 'textarea']);

/** Where the end mark's search is on a line: in the text, or right after a part that may end a declaration (after "<!--", "--", "?", "]]"). */
export const enum HtmlState { Text, Declaration }

export interface HtmlStart {
  kind: number;
  /** Where to go on looking for the end mark on the first line, and in which state. */
  resume: number;
  state: HtmlState;
}

/**
 * An HTML block's start at `at` (a "<"). `interrupt`: it would end a
 * paragraph (kind 7 cannot, unless the line is lazy).
 */
export function htmlBlockStart(text: string, at: number, end: number, interrupt: boolean, lazy: boolean): HtmlStart | undefined {
  let i = at + 1;
  const c = text.charCodeAt(i);
  if (c === 33 /* ! */) {
    i++;
    const d = text.charCodeAt(i);
    if (d === 45) return text.charCodeAt(i + 1) === 45 ? { kind: 2, resume: i + 2, state: HtmlState.Declaration } : undefined;
    if (d === 91) return text.startsWith('CDATA[', i + 1) ? { kind: 5, resume: i + 7, state: HtmlState.Text } : undefined;
    if (isAsciiAlpha(d)) return { kind: 4, resume: i + 1, state: HtmlState.Declaration };
    return undefined;
  }
  if (c === 63 /* ? */) return { kind: 3, resume: i + 1, state: HtmlState.Declaration };
  const closing = c === 47;
  if (closing) i++;
  if (!isAsciiAlpha(text.charCodeAt(i))) return undefined;
  const nameStart = i;
  while (i < end && (isAsciiAlphanumeric(text.charCodeAt(i)) || text.charCodeAt(i) === 45)) i++;
  const after = text.charCodeAt(i);
  if (i < end && after !== 47 && after !== 62 && !isSpace(after)) return undefined;
  const name = text.slice(nameStart, i).toLowerCase();
  if (!closing && after !== 47 && HTML_RAW_NAMES.has(name)) return { kind: 1, resume: i, state: HtmlState.Text };
  if (HTML_BLOCK_NAMES.has(name)) {
    if (after === 47) return text.charCodeAt(i + 1) === 62 ? { kind: 6, resume: i + 2, state: HtmlState.Text } : undefined;
    return { kind: 6, resume: i, state: HtmlState.Text };
  }
  if (interrupt && !lazy) return undefined;
  const tagEnd = closing ? closingTagEnd(text, i, end) : openTagEnd(text, i, end);
  if (tagEnd === -1) return undefined;
  let j = tagEnd;
  while (j < end && isSpace(text.charCodeAt(j))) j++;
  return j === end ? { kind: 7, resume: end, state: HtmlState.Text } : undefined;
}

/** After a closing tag's name: whitespace, then ">". Where the tag ends, or -1. */
function closingTagEnd(text: string, i: number, end: number): number {
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  return text.charCodeAt(i) === 62 ? i + 1 : -1;
}

/** After an opening tag's name: attributes, an optional "/", then ">" (on this line). Where the tag ends, or -1. */
function openTagEnd(text: string, i: number, end: number): number {
  // micromark's states: before a name, in a name, after a name, before a value, in an unquoted value.
  let state = 0;
  for (;;) {
    const c = i < end ? text.charCodeAt(i) : Number.NaN;
    if (state === 0) {
      if (c === 47) return i + 1 < end && text.charCodeAt(i + 1) === 62 ? i + 2 : -1;
      if (c === 58 || c === 95 || isAsciiAlpha(c)) state = 1;
      else if (!isSpace(c)) return c === 62 ? i + 1 : -1;
      i++;
    } else if (state === 1) {
      if (isAttributeNameChar(c)) i++;
      else state = 2;
    } else if (state === 2) {
      if (c === 61) {
        state = 3;
        i++;
      } else if (isSpace(c)) i++;
      else state = 0;
    } else if (state === 3) {
      if (c !== c || c === 60 || c === 61 || c === 62 || c === 96) return -1;
      if (c === 34 || c === 39) {
        const close = text.indexOf(String.fromCharCode(c), i + 1);
        if (close === -1 || close >= end) return -1;
        i = close + 1;
        const next = i < end ? text.charCodeAt(i) : Number.NaN;
        if (next !== 47 && next !== 62 && !isSpace(next)) return -1;
        state = 0;
      } else if (isSpace(c)) i++;
      else state = 4;
    } else if (c !== c || isUnquotedEnd(c)) state = 2;
    else i++;
  }
}

function isAttributeNameChar(c: number): boolean {
  return c === 45 || c === 46 || c === 58 || c === 95 || isAsciiAlphanumeric(c);
}

function isUnquotedEnd(c: number): boolean {
  return c === 34 || c === 39 || c === 47 || c === 60 || c === 61 || c === 62 || c === 96 || isSpace(c);
}

/** Whether the HTML block of `kind` (1 to 5) ends on the part of a line from `from`, starting in `state`. */
export function htmlBlockEnds(kind: number, text: string, from: number, end: number, state: HtmlState): boolean {
  let declaration = state === HtmlState.Declaration;
  for (let i = from; i < end; i++) {
    const c = text.charCodeAt(i);
    if (declaration) {
      declaration = false;
      if (c === 62) return true;
      if (c === 45 && kind === 2) {
        declaration = true;
        continue;
      }
    }
    if (kind === 2 && c === 45) {
      if (text.charCodeAt(i + 1) === 45 && i + 1 < end) {
        i++;
        declaration = true;
      }
    } else if (kind === 1 && c === 60) {
      if (text.charCodeAt(i + 1) === 47 && i + 1 < end) {
        let j = i + 2;
        while (j < end && j - (i + 2) < 8 && isAsciiAlpha(text.charCodeAt(j))) j++;
        if (text.charCodeAt(j) === 62 && j < end && HTML_RAW_NAMES.has(text.slice(i + 2, j).toLowerCase())) return true;
        i = j - 1;
      }
    } else if (kind === 4 && c === 62) {
      return true;
    } else if (kind === 3 && c === 63) {
      declaration = true;
    } else if (kind === 5 && c === 93) {
      if (text.charCodeAt(i + 1) === 93 && i + 1 < end) {
        i++;
        declaration = true;
      }
    }
  }
  return false;
}
