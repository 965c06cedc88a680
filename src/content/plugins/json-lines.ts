// JSON, the language of most code blocks in API documentation, highlighted
// without highlight.js: the same HTML lines that code.ts makes of
// highlight.js's tokens with our grammar (code-languages.ts: JSON without its
// punctuation tokens), in a tenth of the time. highlight.js took 85 µs for the
// bench's 335-character JSON blocks, a tenth of a page's markdown work.
//
// It reads JSON's own tokens only: strings (an "attr" when a colon follows,
// as highlight.js's lookahead has it), numbers, true, false and null, with
// whitespace and punctuation between them. Anything else (comments, JSON5,
// a string over two lines, text that is not JSON) returns undefined, and
// highlight.js highlights the block. A test compares the two on every JSON
// block of the site and on random documents.
import { escapeHtml } from '../../html.ts';

// highlight.js's JSON modes, anchored where the reader is (sticky).
const ATTRIBUTE = /"(?:\\.|[^\\"\r\n])*"(?=\s*:)/y;
/** QUOTE_STRING_MODE, less the strings it would take over a line end (left to highlight.js). */
const STRING = /"(?:\\[^\r\n]|[^\\"\r\n])*"/y;
/** C_NUMBER_MODE's decimal numbers (a hexadecimal one is left to highlight.js). */
const NUMBER = /-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?/y;
const LITERAL = /true|false|null/y;

/** What may stand between tokens: whitespace and punctuation, which highlight.js leaves as plain text. */
const BETWEEN = new Uint8Array(128);
for (const c of ' \t\r{}[],:') BETWEEN[c.charCodeAt(0)] = 1;
const NEWLINE = 10;

/** The block's lines as HTML, each token a span of its class; undefined when the block is not plain JSON. */
export function jsonLines(code: string): string[] | undefined {
  const lines: string[] = [];
  let line = '';
  let i = 0;
  /** A number or literal must be followed by what may stand between tokens (so that none is cut out of a word). */
  let ended = true;
  while (i < code.length) {
    const c = code.charCodeAt(i);
    if (c === NEWLINE) {
      lines.push(line);
      line = '';
      i++;
      ended = true;
      continue;
    }
    if (c < 128 && BETWEEN[c] === 1) {
      const start = i;
      while (++i < code.length && code.charCodeAt(i) < 128 && BETWEEN[code.charCodeAt(i)] === 1);
      line += code.slice(start, i); // none of these characters is escaped
      ended = true;
      continue;
    }
    if (!ended) return undefined;
    let token: string | undefined;
    let className: string;
    if (c === 34 /* " */) {
      token = match(ATTRIBUTE, code, i);
      className = 'hljs-attr';
      if (token === undefined) {
        token = match(STRING, code, i);
        className = 'hljs-string';
      }
      ended = true; // highlight.js starts a token right after a string's closing quote
    } else if (c === 45 /* - */ || (c >= 48 && c <= 57) /* 0-9 */) {
      token = match(NUMBER, code, i);
      className = 'hljs-number';
      ended = false;
    } else {
      token = match(LITERAL, code, i);
      className = 'hljs-keyword'; // the literal mode's keyword span, the innermost styled class
      ended = false;
    }
    if (token === undefined) return undefined;
    line += `<span class="${className}">${escapeHtml(token)}</span>`;
    i += token.length;
  }
  lines.push(line);
  return lines;
}

function match(pattern: RegExp, code: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(code)?.[0];
}
