// Edits of a page's source text, for its markdown copy (plugins/markdown-copy.ts):
// ranges of the text replaced by other text. A quote (an admonition) is marked
// in the edits' text by two sentinels, where it starts and where it ends; the
// lines between get their "> " once every edit is applied, which is how a
// quote of any content, nested in another or in a list item, comes out right.

import type { Image, Link } from 'mdast';
import type { Node } from 'unist';

export interface Edit {
  /** The range of the source it replaces (offsets). */
  from: number;
  to: number;
  /** The text instead; undefined keeps the source as it is. */
  write: () => string | undefined;
}

/** In an edit's text: a quote starts, from this line on (at this line's indentation). */
export const QUOTE_START = '\u0000q';
/** In an edit's text: the innermost quote ends, after this line. */
export const QUOTE_END = '\u0000e';
/** In an edit's text: the lines after this one lose up to `columns` spaces of indentation (a component's content on an MDX page), until DEDENT_END. */
export const dedentStart = (columns: number) => `\u0000d${columns};`;
export const DEDENT_END = '\u0000f';
const SENTINEL = /\u0000(?:[qef]|d\d+;)/g;

/** The source with the edits applied (where two overlap, the first wins); leading blank lines and trailing white space go. */
export function applyEdits(source: string, edits: Edit[]): string {
  // A NUL in the text itself would read as a sentinel; the parser reads it as U+FFFD anyway.
  const text = source.includes('\u0000') ? source.replaceAll('\u0000', '\uFFFD') : source;
  const sorted = [...edits].sort((a, b) => a.from - b.from || b.to - a.to);
  let out = '';
  let pos = 0;
  for (const edit of sorted) {
    if (edit.from < pos) continue;
    out += text.slice(pos, edit.from) + (edit.write() ?? text.slice(edit.from, edit.to));
    pos = edit.to;
  }
  out += text.slice(pos);
  const written = (out.includes('\u0000') ? quoteLines(out) : out).replace(/^(?:[ \t]*\n)+/, '').trimEnd();
  return written && written + '\n';
}

/**
 * The lines between the quote sentinels after "> " (nested quotes nested),
 * those between the dedent sentinels with less indentation; lines that held
 * only sentinels go.
 */
function quoteLines(text: string): string {
  const out: string[] = [];
  const quotes: string[] = [];
  const dedents: number[] = [];
  const lines = text.split('\n');
  for (const [i, whole] of lines.entries()) {
    const columns = dedents.at(-1) ?? 0;
    const line = columns ? whole.replace(new RegExp(`^ {0,${columns}}`), '') : whole;
    if (!line.includes('\u0000')) {
      out.push(quoted(line, quotes));
      continue;
    }
    const indent = /^[ \t]*/.exec(line)![0];
    let wrote = false;
    let ended = false;
    let at = 0;
    const flush = (piece: string) => {
      if (piece.trim() === '') return;
      out.push(quoted(wrote ? indent + piece.trimStart() : piece, quotes));
      wrote = true;
    };
    for (const sentinel of line.matchAll(SENTINEL)) {
      flush(line.slice(at, sentinel.index));
      at = sentinel.index + sentinel[0].length;
      if (sentinel[0] === QUOTE_START) quotes.push(indent);
      else if (sentinel[0] === QUOTE_END) {
        quotes.pop();
        ended = true;
      } else if (sentinel[0] === DEDENT_END) dedents.pop();
      else dedents.push(Number(sentinel[0].slice(2, -1)));
    }
    flush(line.slice(at));
    // A block after a quote would otherwise run on into it: a blank line ends it (one, for quotes that end together).
    if (ended && !wrote && out.length) {
      if (out[out.length - 1].replace(/[\s>]/g, '') === '') out[out.length - 1] = quoted('', quotes);
      else if (quotes.length || (lines[i + 1] ?? '').replace(SENTINEL, '').trim() !== '') out.push(quoted('', quotes));
    }
  }
  return out.join('\n');
}

/** A line inside `quotes` (their indentations, outermost first): each quote's "> " after its indentation. */
function quoted(line: string, quotes: string[]): string {
  if (!quotes.length) return line;
  let rest = line;
  let prefix = '';
  let outer = '';
  for (const indent of quotes) {
    const own = indent.startsWith(outer) ? indent.slice(outer.length) : '';
    rest = rest.startsWith(own) ? rest.slice(own.length) : rest.trimStart();
    prefix += `${own}> `;
    outer = indent;
  }
  return rest.trim() ? prefix + rest : prefix.trimEnd();
}

/** Where the line holding `offset` starts. */
export function lineStart(source: string, offset: number): number {
  // (lastIndexOf reads a negative start as 0, where a "\n" would be found.)
  return offset <= 0 ? 0 : source.lastIndexOf('\n', offset - 1) + 1;
}

/** Where the line holding `offset` ends (its "\n", or the end of the text). */
export function lineEnd(source: string, offset: number): number {
  const end = source.indexOf('\n', offset);
  return end === -1 ? source.length : end;
}

/** What comes before `offset` on its line: the indentation of a block in a list item, or a quote's "> ". */
export function indentAt(source: string, offset: number): string {
  return source.slice(lineStart(source, offset), offset);
}

/**
 * A link or image a component makes of an attribute (a card's href, an <img>'s src), kept on the node of its tag's
 * marker, which the copy's edits know: the copy writes it as the links plugin led it (the edits are written after that
 * plugin has run).
 */
export function keepForCopy<T extends Link | Image>(marker: Node, link: T): T {
  const data = (marker.data ??= {}) as { attributeLinks?: { written: string; link: Link | Image }[] };
  (data.attributeLinks ??= []).push({ written: link.url, link });
  return link;
}

/** The link or image kept on a marker's node for this URL as written, if any. */
export function keptLink(marker: Node, written: string): Link | Image | undefined {
  return (marker.data as { attributeLinks?: { written: string; link: Link | Image }[] } | undefined)?.attributeLinks?.find((kept) => kept.written === written)?.link;
}
