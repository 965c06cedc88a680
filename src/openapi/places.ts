// The line a JSON pointer names in a document's text, worked out only for a problem to report or a page's "from"
// line: a parser that keeps every value's place (`yaml`'s document model) took 8 s and 600 MB for GitHub's 13 MB
// document. JSON's places are found by its brackets (jsonPointerLines); block YAML's from indentation (keyLines), then
// by parsing only the part of the text the place is in, and by parsing the whole text only where neither can tell.
import { LineCounter, parseDocument, isMap, isNode, isScalar, isSeq, type Document, type Pair, type YAMLMap } from 'yaml';
import { pointerOf, pointerTokens } from './pointer.ts';
import { Lines } from '../content/parse/lines.ts';

/** A finder of the line of the value at a pointer, or at the deepest place of it that exists (see parsedLineOf). */
export type PointerLines = (pointer: string) => number | undefined;


interface Member {
  /** Where its key starts (an object's member) or its value (an array's item): the line a problem names. */
  at: number;
  /** Where its value starts. */
  value: number;
}

/**
 * The line of the value at a pointer, or at the deepest place of it that exists (as far as the pointer leads): its
 * key's line in an object, its own in an array. Undefined when the text is not JSON.
 */
export function jsonPointerLines(text: string): PointerLines {
  const members = new Map<number, Map<string, Member>>();
  let lines: Lines | undefined;
  const lineOf = (offset: number) => (lines ??= new Lines(text)).lineOf(offset) + 1;
  return (pointer) => {
    try {
      let at = skipSpace(text, 0);
      if (at >= text.length) return undefined;
      let line = at;
      for (const token of pointerTokens(pointer)) {
        if (text[at] !== '{' && text[at] !== '[') break;
        let list = members.get(at);
        if (!list) members.set(at, (list = membersOf(text, at)));
        const member = list.get(token);
        if (!member) break;
        at = member.value;
        line = member.at;
      }
      return lineOf(line);
    } catch {
      return undefined;
    }
  };
}

/** The members of the object or array that starts at `start`. */
function membersOf(text: string, start: number): Map<string, Member> {
  const list = new Map<string, Member>();
  const isObject = text[start] === '{';
  let i = skipSpace(text, start + 1);
  if (text[i] === (isObject ? '}' : ']')) return list;
  for (let index = 0; ; index++) {
    if (isObject) {
      const keyAt = i;
      const keyEnd = stringEnd(text, i);
      const key = JSON.parse(text.slice(keyAt, keyEnd)) as string;
      i = skipSpace(text, keyEnd);
      if (text[i] !== ':') throw new SyntaxError('not JSON');
      const value = skipSpace(text, i + 1);
      list.set(key, { at: keyAt, value });
      i = valueEnd(text, value);
    } else {
      list.set(String(index), { at: i, value: i });
      i = valueEnd(text, i);
    }
    i = skipSpace(text, i);
    if (text[i] === ',') i = skipSpace(text, i + 1);
    else if (text[i] === (isObject ? '}' : ']')) return list;
    else throw new SyntaxError('not JSON');
  }
}

/** Past the value that starts at `i`: a string, a container (its brackets counted, outside strings), or a word or number. */
function valueEnd(text: string, i: number): number {
  const c = text[i];
  if (c === '"') return stringEnd(text, i);
  if (c === '{' || c === '[') {
    let depth = 0;
    for (let j = i; j < text.length; j++) {
      const d = text.charCodeAt(j);
      if (d === 34) j = stringEnd(text, j) - 1; // "
      else if (d === 123 || d === 91) depth++; // { [
      else if (d === 125 || d === 93) { // } ]
        if (--depth === 0) return j + 1;
      }
    }
    throw new SyntaxError('not JSON');
  }
  let j = i;
  while (j < text.length && !/[\s,}\]]/.test(text[j])) j++;
  if (j === i) throw new SyntaxError('not JSON');
  return j;
}

/** Past the string whose quote is at `i`: at the next quote after an even number of backslashes. */
function stringEnd(text: string, i: number): number {
  if (text[i] !== '"') throw new SyntaxError('not JSON');
  for (let j = text.indexOf('"', i + 1); j !== -1; j = text.indexOf('"', j + 1)) {
    let k = j - 1;
    while (text.charCodeAt(k) === 92) k--;
    if ((j - 1 - k) % 2 === 0) return j + 1;
  }
  throw new SyntaxError('not JSON');
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
  return i;
}

/** How deep keyLines reads a YAML text: the keys of operations and schemas, which pages ask the lines of. */
const KEY_DEPTH = 4;

/**
 * The line of a pointer in a YAML text: a key near the top from indentation (keyLines); a deeper place by parsing
 * the block of its nearest key that indentation found (an operation, a schema); else by parsing the whole text.
 */
export function yamlPointerLines(text: string): PointerLines {
  let keys: Map<string, number> | undefined;
  let lines: string[] | undefined;
  let whole: ParsedText | undefined;
  // The block parsed last: the problems of one operation or schema are placed one after another.
  let last: { line: number; parsed: ParsedText } | undefined;
  return (pointer) => {
    lines ??= text.split('\n');
    keys ??= keyLines(lines, KEY_DEPTH);
    const known = keys.get(pointer);
    if (known !== undefined) return known;
    const tokens = pointerTokens(pointer);
    for (let depth = Math.min(tokens.length - 1, KEY_DEPTH); depth >= 1; depth--) {
      const line = keys.get(pointerOf(tokens.slice(0, depth)));
      // A key of its own line ("- name: x" starts an item too, which the block would not be all of).
      if (line === undefined || /^\s*-(\s|$)/.test(lines[line - 1])) continue;
      if (last?.line !== line) last = { line, parsed: parseText(blockOf(lines, line)) };
      const inBlock = parsedLineOf(last.parsed, tokens.slice(depth - 1), true);
      if (inBlock !== undefined) return line - 1 + inBlock;
      break;
    }
    return parsedLineOf(whole ??= parseText(text), tokens);
  };
}

/** The text of a key's line and of the lines under it (more indented, blank, or comments). */
function blockOf(lines: string[], line: number): string {
  const indent = indentOf(lines[line - 1]);
  let end = line;
  while (end < lines.length && (!lines[end].trim() || lines[end].trimStart().startsWith('#') || indentOf(lines[end]) > indent)) end++;
  return lines.slice(line - 1, end).join('\n');
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

interface ParsedText {
  doc: Document;
  lines: LineCounter;
}

function parseText(text: string): ParsedText {
  const lines = new LineCounter();
  return { doc: parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false, version: '1.2' }), lines };
}

/**
 * A mapping's pairs by key, made once for each mapping asked about: problems are placed one by one, and a mapping
 * of 20,000 keys searched from the start for each of its 20,000 problems took a build 15 s.
 */
const pairsByKey = new WeakMap<object, Map<string, Pair>>();
function pairsOf(node: YAMLMap): Map<string, Pair> {
  let pairs = pairsByKey.get(node);
  if (!pairs) {
    pairs = new Map();
    // The first of two pairs with one key, as a search from the start found it.
    for (const pair of node.items) {
      const key = String(isScalar(pair.key) ? pair.key.value : pair.key);
      if (!pairs.has(key)) pairs.set(key, pair);
    }
    pairsByKey.set(node, pairs);
  }
  return pairs;
}

/**
 * The line of the value at a pointer (as deep as it is found): of its key where a mapping holds it, since a mapping
 * or a list as a value starts on the line after its key ("get:", then the operation's first key).
 */
function parsedLineOf(parsed: ParsedText, tokens: string[], block = false): number | undefined {
  let node: unknown = parsed.doc.contents;
  // A key's block (yamlPointerLines) is a mapping that starts with the key, or the indentation was misread.
  if (block && !isMap(node)) return undefined;
  let range = isNode(node) ? node.range : undefined;
  for (const [i, token] of tokens.entries()) {
    if (isMap(node)) {
      const pair = pairsOf(node).get(token);
      if (!pair) {
        if (block && i === 0) return undefined;
        break;
      }
      node = pair.value;
      range = isNode(pair.key) ? pair.key.range : isNode(node) ? node.range : range;
    } else if (isSeq(node) && /^\d+$/.test(token) && Number(token) < node.items.length) {
      node = node.items[Number(token)];
      range = isNode(node) ? node.range : range;
    } else break;
  }
  return range ? parsed.lines.linePos(range[0]).line : undefined;
}

/**
 * The lines of the keys of a block-style YAML text (given as its lines), by JSON pointer, down to `depth`
 * levels, read from indentation alone: a hundred times as fast as a YAML parser that keeps every value's
 * place, which a large document's pages (each needs its operation's line) cannot wait for. Flow style or keys
 * it cannot tell are simply not found, and the caller asks the parser.
 */
function keyLines(lines: string[], depth: number): Map<string, number> {
  const found = new Map<string, number>();
  const stack: { indent: number; token: string; items: number }[] = [];
  const KEY = /^(\s*)(?:"((?:[^"\\]|\\.)*)"|'((?:[^']|'')*)'|([^\s#'"{[\]},&*!|>%@`-][^:#]*?|-[^\s:#][^:#]*?))\s*:(?:\s|$)/;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    let indent = line.length - line.trimStart().length;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    // "- key: value": an item of the sequence of the key above, whose own keys start after the dash.
    let item = false;
    while (/^\s*- /.test(line)) {
      while (stack.length && stack[stack.length - 1].indent >= indent && stack[stack.length - 1].token !== '') stack.pop();
      const parent = stack[stack.length - 1];
      if (!parent) break;
      const index = parent.items++;
      stack.push({ indent, token: String(index), items: 0 });
      if (stack.length <= depth) found.set(pointerOf(stack.map((f) => f.token)), i + 1);
      line = line.replace(/^(\s*)- /, (m, space: string) => ' '.repeat(space.length + 2));
      indent = line.length - line.trimStart().length;
      item = true;
    }
    const m = KEY.exec(line);
    if (!m) continue;
    const key = m[2] !== undefined ? JSON.parse(`"${m[2]}"`) : m[3] !== undefined ? m[3].replace(/''/g, "'") : m[4].trim();
    while (stack.length && stack[stack.length - 1].indent >= indent && !(item && stack[stack.length - 1].indent === indent - 2)) stack.pop();
    stack.push({ indent, token: key, items: 0 });
    if (stack.length <= depth) found.set(pointerOf(stack.map((f) => f.token)), i + 1);
  }
  return found;
}
