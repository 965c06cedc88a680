// Reads a JSX tag as MDX writes it (<TabItem value="a" label="A" default>,
// </Tabs>, <TOCInline toc={toc} />) without running any code: attribute values
// in braces are parsed with acorn and kept when they are literals (strings,
// numbers, booleans, arrays and objects of them, the page's exported
// constants, require('./file.png').default); anything else is kept as the
// expression's text, for the component to accept (toc={toc}) or report.
import type { Attributes, Literal } from '../blocks/tag-data.ts';

export type { Attributes, Literal };
import { parseExpressionAt } from 'acorn';

/** A braced value: the literal it is, or else its code, kept as written. */
export type Braced = { value: Literal } | { code: string };
/** What identifiers may name: the page's `export const`s. */
export type Scope = Record<string, Literal>;

export interface Tag {
  kind: 'open' | 'close' | 'self';
  name: string;
  attributes: Attributes;
  /** Attributes whose value is code: name → the code. */
  code: Record<string, string>;
  /** Index just past the tag. */
  end: number;
}

export interface TagError { error: string; at: number }
/** A tag, an error, or 'incomplete' when the text ends inside the tag (it goes on on the next line). */
export type TagResult = Tag | TagError | 'incomplete';

const NAME = /[A-Za-z_$][\w$.-]*/y;
const ATTRIBUTE_NAME = /[A-Za-z_:$][\w:.$-]*/y;
const SPACE = /\s*/y;
const OPTIONS = { ecmaVersion: 'latest' } as const;

function sticky(pattern: RegExp, text: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0];
}

/** The tag that starts at `at` (text[at] is "<"). */
export function readTag(text: string, at: number, scope: Scope = {}): TagResult {
  let i = at + 1;
  const closing = text[i] === '/';
  if (closing) i++;
  i += sticky(SPACE, text, i)!.length;
  const name = sticky(NAME, text, i);
  if (!name) return i >= text.length ? 'incomplete' : { error: 'a tag without a name', at: i };
  i += name.length;
  const attributes: Attributes = {};
  const code: Record<string, string> = {};
  for (;;) {
    i += sticky(SPACE, text, i)!.length;
    if (i >= text.length) return 'incomplete';
    if (text[i] === '>') return { kind: closing ? 'close' : 'open', name, attributes, code, end: i + 1 };
    if (text.startsWith('/>', i) && !closing) return { kind: 'self', name, attributes, code, end: i + 2 };
    if (closing) return { error: `unexpected "${text[i]}" in </${name}>`, at: i };
    if (text[i] === '{') {
      const braced = readExpression(text, i, scope);
      if (braced === 'incomplete' || 'error' in braced) return braced;
      if ('code' in braced && braced.code === '') {
        i = braced.end; // {/* a comment */} between attributes
        continue;
      }
      return { error: `a spread attribute ${text.slice(i, braced.end)} is not supported`, at: i };
    }
    const attribute = sticky(ATTRIBUTE_NAME, text, i);
    if (!attribute) return { error: `unexpected "${text[i]}" in <${name}>`, at: i };
    i += attribute.length;
    i += sticky(SPACE, text, i)!.length;
    if (text[i] !== '=') {
      attributes[attribute] = true;
      continue;
    }
    i += 1 + sticky(SPACE, text, i + 1)!.length;
    const quote = text[i];
    if (quote === '"' || quote === "'") {
      const close = text.indexOf(quote, i + 1);
      if (close === -1) return 'incomplete';
      attributes[attribute] = text.slice(i + 1, close);
      i = close + 1;
    } else if (quote === '{') {
      const markup = readMarkup(text, i);
      if (markup === 'incomplete') return markup;
      if (markup) {
        attributes[attribute] = markup.value;
        i = markup.end;
        continue;
      }
      const braced = readExpression(text, i, scope);
      if (braced === 'incomplete' || 'error' in braced) return braced;
      if ('code' in braced) code[attribute] = braced.code;
      else attributes[attribute] = braced.value;
      i = braced.end;
    } else if (i >= text.length) {
      return 'incomplete';
    } else {
      return { error: `the value of ${attribute}= must be in quotes or braces`, at: i };
    }
  }
}

/**
 * "{<…>}" at `at`, an attribute whose value is markup without code (Mintlify's `title={<>Set <code>url</code></>}`,
 * `icon={<svg …>…</svg>}`): the markup as text (a fragment's content), which a component reads as inline markdown and
 * HTML; undefined when the value is no markup, or holds code ({…} in its text).
 */
function readMarkup(text: string, at: number): { value: string; end: number } | 'incomplete' | undefined {
  const start = at + 1 + sticky(SPACE, text, at + 1)!.length;
  if (text[start] !== '<') return undefined;
  let inTag = false;
  let quote: string | undefined;
  // An attribute's {…} inside the markup (an svg's style={{ fill: "#7856ff" }}) is part of it; one in its text is code.
  let braces = 0;
  for (let k = start; k < text.length; k++) {
    const c = text[k];
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (inTag && (c === '"' || c === "'")) quote = c;
    else if (inTag && c === '{') braces++;
    else if (braces > 0 && c === '}') braces--;
    else if (braces > 0) continue;
    else if (c === '<') inTag = true;
    else if (c === '>') inTag = false;
    else if (c === '{') return undefined;
    else if (c === '}') {
      const markup = text.slice(start, k).trim();
      const fragment = /^<>([\s\S]*)<\/>$/.exec(markup);
      return { value: fragment ? fragment[1].trim() : markup, end: k + 1 };
    }
  }
  return 'incomplete';
}

/** "{…}" at `at`: its value when it is a literal, else its code ("" for only a comment); `end` is past the "}". */
export function readExpression(text: string, at: number, scope: Scope = {}): (Braced & { end: number }) | TagError | 'incomplete' {
  const inner = skipComments(text, at + 1);
  if (inner >= text.length) return 'incomplete';
  if (text[inner] === '}') return { code: '', end: inner + 1 };
  let node;
  try {
    node = parseExpressionAt(text, inner, OPTIONS);
  } catch (err) {
    const pos = (err as { pos?: number }).pos ?? inner;
    // Ended by the text's end (acorn places an unterminated template or comment at its start): more lines may finish it.
    return pos >= text.length - 1 || /^Unterminated (template|comment)/.test((err as Error).message) ? 'incomplete' : { error: `JavaScript the generator cannot read: ${(err as Error).message.replace(/ \(\d+:\d+\)$/, '')}`, at: pos };
  }
  const close = skipComments(text, node.end);
  if (close >= text.length) return 'incomplete';
  if (text[close] !== '}') return { error: 'expected "}" after the expression', at: close };
  const value = evaluate(node as unknown as EsNode, scope);
  return value === undefined ? { code: text.slice(node.start, node.end), end: close + 1 } : { value, end: close + 1 };
}

function skipComments(text: string, i: number): number {
  for (;;) {
    i += sticky(SPACE, text, i)!.length;
    if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      if (end === -1) return text.length;
      i = end + 2;
    } else if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      if (end === -1) return text.length;
      i = end + 1;
    } else return i;
  }
}

// acorn's tree, as far as literals go.
const isText = (value: Literal | undefined): value is string | number => typeof value === 'string' || typeof value === 'number';

/** The longest text a page's constants may make (each join may double it: a few lines would make gigabytes). */
const MAX_TEXT = 1_000_000;
const bounded = (text: string): string | undefined => (text.length <= MAX_TEXT ? text : undefined);

/** A regular expression of the writer's that is safe to run: no groups, so no runaway backtracking, and short. */
const SAFE_PATTERN = /^[^()]{1,100}$/;

/**
 * A method of text that only computes (code.replace(/\t/g, '  '), name.trim()),
 * on values known here; undefined for anything else.
 */
function textMethod(callee: EsNode, args: EsNode[], scope: Scope): Literal | undefined {
  const target = evaluate(callee.object as EsNode, scope);
  const method = (callee.property as EsNode).name as string;
  const values = args.map((a) => (a.type === 'Literal' && (a as { regex?: unknown }).regex ? a.value : evaluate(a, scope)));
  if (Array.isArray(target)) return method === 'join' && values.length <= 1 && (values[0] === undefined || typeof values[0] === 'string') && target.every(isText) ? bounded(target.join(values[0] as string | undefined)) : undefined;
  if (typeof target !== 'string') return undefined;
  const [a, b] = values;
  switch (method) {
    case 'trim': case 'trimStart': case 'trimEnd': case 'toUpperCase': case 'toLowerCase':
      return values.length === 0 ? target[method]() : undefined;
    case 'replace': case 'replaceAll': {
      // replaceAll throws on a pattern without the g flag; that is code that fails, not text.
      const pattern = a instanceof RegExp && SAFE_PATTERN.test(a.source) && (method === 'replace' || a.global) ? a : typeof a === 'string' ? a : undefined;
      return pattern !== undefined && typeof b === 'string' ? bounded(method === 'replace' ? target.replace(pattern, b) : target.replaceAll(pattern, b)) : undefined;
    }
    default:
      return undefined;
  }
}
interface EsNode { type: string; [key: string]: unknown }

/** The value of a literal expression; undefined when it is not one (code that would have to run). */
export function evaluate(node: EsNode, scope: Scope): Literal | undefined {
  switch (node.type) {
    case 'Literal': {
      const value = node.value;
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null ? value : undefined;
    }
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      const values = (node.expressions as EsNode[]).map((e) => evaluate(e, scope));
      if (!values.every(isText)) return undefined;
      return bounded(quasis.map((q, i) => q.value.cooked + (i < values.length ? String(values[i]) : '')).join(''));
    }
    case 'BinaryExpression': {
      // 'a' + name + `…`: text joined from constants.
      const left = evaluate(node.left as EsNode, scope);
      const right = evaluate(node.right as EsNode, scope);
      if (node.operator !== '+' || !isText(left) || !isText(right)) return undefined;
      return typeof left === 'number' && typeof right === 'number' ? left + right : bounded(String(left) + String(right));
    }
    case 'ArrayExpression': {
      const items = (node.elements as (EsNode | null)[]).map((e) => (e && e.type !== 'SpreadElement' ? evaluate(e, scope) : undefined));
      return items.every((v) => v !== undefined) ? items as Literal[] : undefined;
    }
    case 'ObjectExpression': {
      const object: Record<string, Literal> = {};
      for (const p of node.properties as EsNode[]) {
        if (p.type !== 'Property' || p.kind !== 'init' || p.method) return undefined;
        const key = p.computed ? evaluate(p.key as EsNode, scope) : (p.key as EsNode).type === 'Identifier' ? (p.key as EsNode).name : (p.key as EsNode).value;
        const value = evaluate(p.value as EsNode, scope);
        if ((typeof key !== 'string' && typeof key !== 'number') || value === undefined) return undefined;
        object[key] = value;
      }
      return object;
    }
    case 'UnaryExpression': {
      const value = evaluate(node.argument as EsNode, scope);
      return typeof value === 'number' && (node.operator === '-' || node.operator === '+') ? (node.operator === '-' ? -value : value) : undefined;
    }
    case 'Identifier':
      return node.name === 'undefined' ? null : Object.hasOwn(scope, node.name as string) ? scope[node.name as string] : undefined;
    case 'MemberExpression': {
      const object = evaluate(node.object as EsNode, scope);
      const key = node.computed ? evaluate(node.property as EsNode, scope) : (node.property as EsNode).name;
      if (!object || typeof object !== 'object' || (typeof key !== 'string' && typeof key !== 'number')) return undefined;
      return Object.hasOwn(object, key) ? (object as Record<string, Literal>)[key] : undefined;
    }
    case 'CallExpression': {
      // require('./diagram.png').default: the file's path, as a link to it would give it.
      const [arg] = node.arguments as EsNode[];
      const callee = node.callee as EsNode;
      if (callee.type === 'Identifier' && callee.name === 'require') return arg?.type === 'Literal' && typeof arg.value === 'string' ? { default: arg.value } : undefined;
      return callee.type === 'MemberExpression' && !callee.computed ? textMethod(callee, node.arguments as EsNode[], scope) : undefined;
    }
    default:
      return undefined;
  }
}
