// Shell commands, the other language of most code blocks in API documentation
// (curl), highlighted without highlight.js: the same HTML lines that code.ts
// makes of highlight.js's bash tokens, in a fraction of the time. highlight.js
// took about 100 µs for the bench's four-line curl command in a cold build.
//
// It reads the part of bash that commands are written in: words (highlight.js's
// keywords, literals and built-ins among them), options, paths (which
// highlight.js reads as one token, so that no keyword is found in
// "/usr/bin/test"), strings in double quotes with $VARIABLES in them, strings in
// single quotes, escaped quotes, and plain variables. Anything else (comments,
// $(…), ${…}, arithmetic, functions, here-documents, backticks, a string over
// two lines) returns undefined, and highlight.js highlights the block. A test
// compares the two on random commands and on the site's shell blocks.
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import { escapeHtml } from '../../html.ts';

// The grammar's own keyword lists and pattern, so that the two cannot differ.
const grammar = bash(hljs);
const keywordLists = grammar.keywords as unknown as { $pattern: RegExp; keyword: string[]; literal: string[]; built_in: string[] };
const KEYWORD_CLASS = new Map<string, string>();
for (const kind of ['keyword', 'literal', 'built_in'] as const) for (const word of keywordLists[kind]) KEYWORD_CLASS.set(word, `hljs-${kind}`);
const KEYWORD = new RegExp(keywordLists.$pattern.source, 'g');

// highlight.js's bash modes, anchored where the reader is (sticky).
const VARIABLE = /\$[\w\d#@][\w\d_]*(?![\w\d])(?![$])/y;
const PATH = /(?:\/[a-z._-]+)+/y;

/** Characters that start something this reader leaves to highlight.js: a comment, a subshell or function, backticks. */
const UNREAD = new Uint8Array(128);
for (const c of '#()`') UNREAD[c.charCodeAt(0)] = 1;

/** The block's lines as HTML, each token a span of its class; undefined when the block holds more than this reader reads. */
export function bashLines(code: string): string[] | undefined {
  if (code.includes('<<')) return undefined; // a here-document
  const lines: string[] = [];
  let line = '';
  /** Plain text since the last token, in which keywords are looked for (as highlight.js does, between its modes). */
  let plainFrom = 0;
  const plain = (to: number) => {
    if (to > plainFrom) line += withKeywords(code.slice(plainFrom, to));
  };
  let i = 0;
  while (i < code.length) {
    const c = code.charCodeAt(i);
    if (c < 128 && UNREAD[c] === 1) return undefined;
    if (c === 10 /* \n */) {
      plain(i);
      lines.push(line);
      line = '';
      plainFrom = ++i;
    } else if (c === 92 /* \ */ && (code[i + 1] === '"' || code[i + 1] === "'")) {
      plain(i);
      line += escapeHtml(code.slice(i, i + 2)); // an escaped quote, which starts no string
      plainFrom = i += 2;
    } else if (c === 34 /* " */) {
      plain(i);
      const end = doubleQuoted(code, i);
      if (end === undefined) return undefined;
      line += end.html;
      plainFrom = i = end.at;
    } else if (c === 39 /* ' */) {
      plain(i);
      const end = code.indexOf("'", i + 1);
      if (end < 0 || code.slice(i, end).includes('\n')) return undefined;
      line += span('hljs-string', code.slice(i, end + 1));
      plainFrom = i = end + 1;
    } else if (c === 36 /* $ */) {
      if (code[i + 1] === '{' || code[i + 1] === '(') return undefined;
      const variable = match(VARIABLE, code, i);
      if (variable === undefined) {
        i++; // a "$" that starts nothing
        continue;
      }
      plain(i);
      line += span('hljs-variable', variable);
      plainFrom = i += variable.length;
    } else if (c === 47 /* / */) {
      const path = match(PATH, code, i);
      if (path === undefined) {
        i++;
        continue;
      }
      plain(i);
      line += escapeHtml(path); // a token without a class, in which no keyword is looked for
      plainFrom = i += path.length;
    } else i++;
  }
  plain(i);
  lines.push(line);
  return lines;
}

/** A string in double quotes from `at`: its HTML (a span for each part, variables apart) and where it ends; undefined for what this reader leaves. */
function doubleQuoted(code: string, at: number): { html: string; at: number } | undefined {
  let html = '';
  let from = at;
  let i = at + 1;
  while (i < code.length) {
    const c = code.charCodeAt(i);
    if (c === 10 /* \n */ || c === 96 /* ` */) return undefined;
    if (c === 92 /* \ */) {
      if (code[i + 1] === '\n' || i + 1 === code.length) return undefined;
      i += 2; // an escape, part of the string
    } else if (c === 34 /* " */) {
      return { html: html + span('hljs-string', code.slice(from, i + 1)), at: i + 1 };
    } else if (c === 36 /* $ */) {
      if (code[i + 1] === '{' || code[i + 1] === '(') return undefined;
      const variable = match(VARIABLE, code, i);
      if (variable === undefined) {
        i++;
        continue;
      }
      if (i > from) html += span('hljs-string', code.slice(from, i));
      html += span('hljs-variable', variable);
      from = i += variable.length;
    } else i++;
  }
  return undefined; // not closed
}

/** Plain text, its keywords in spans of their class. */
function withKeywords(text: string): string {
  let html = '';
  let from = 0;
  KEYWORD.lastIndex = 0;
  for (let found = KEYWORD.exec(text); found; found = KEYWORD.exec(text)) {
    const className = KEYWORD_CLASS.get(found[0]);
    if (className === undefined) continue;
    html += escapeHtml(text.slice(from, found.index)) + span(className, found[0]);
    from = found.index + found[0].length;
  }
  return html + escapeHtml(text.slice(from));
}

function span(className: string, text: string): string {
  return `<span class="${className}">${escapeHtml(text)}</span>`;
}

function match(pattern: RegExp, code: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(code)?.[0];
}
