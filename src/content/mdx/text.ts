// A line of text on a page read as MDX, made into markdown: {…} and inline
// tags, which MDX reads as JavaScript and JSX.
// - {'text'}, {1}, {name} of an exported constant: the value, as text;
//   {/* a comment */}: nothing; anything else is code, an error.
// - An HTML tag's JSX attributes (className, htmlFor, {literal} values) become
//   HTML ones; style={{…}} is left out, with a note (the Content-Security-Policy
//   would drop inline styles anyway).
// - A component's tag whose attributes are not all plain text carries them
//   whole in data-docs, where mdx/inline.ts reads them.
// Inline code, "\{", a heading's {#id} and a container's {attributes} are left as they are.
import { escapeHtml } from '../../html.ts';
import { elementProperties } from './elements.ts';
import { readExpression, readTag, type Literal, type Tag } from './tag.ts';
import type { PageJsx } from './lines.ts';

/** A ":::" line that ends in {attributes}; the group is what comes before them. */
const CONTAINER_ATTRIBUTES = /^(\s*:{3,}.*?)\{[^{}]*\}\s*$/;

/** The line as markdown, and whether a {/* comment goes on past its end. */
export function mdxText(line: string, n: number, page: PageJsx): { text: string; commentGoesOn: boolean } {
  const { ctx, scope } = page;
  let out = '';
  let i = 0;
  // A container line's {attributes} (":::tip{icon="star"}") are the container's, not JavaScript.
  const attributes = CONTAINER_ATTRIBUTES.exec(line);
  const end = attributes ? attributes[1].length : line.length;
  const code = line.includes('`') ? codeSpans(line) : [];
  let span = 0; // the first code span that does not end before the brace (the braces come in order)
  const inCode = (at: number) => {
    while (span < code.length && code[span][1] <= at) span++;
    return span < code.length && code[span][0] < at;
  };
  for (let at = nextJsx(line, i, end); at !== -1; at = nextJsx(line, i, end)) {
    // "\{", inline code, and a heading's "{#id}" (never JavaScript) are left as they are.
    if (line[at - 1] === '\\' || line[at + 1] === '#' || inCode(at)) {
      out += line.slice(i, at + 1);
      i = at + 1;
      continue;
    }
    if (line[at] === '<') {
      const tag = readTag(line, at, scope);
      // Not a tag as JSX writes one: markdown's to read (an autolink, "a < b").
      if (tag === 'incomplete' || 'error' in tag) {
        out += line.slice(i, at + 1);
        i = at + 1;
        continue;
      }
      out += line.slice(i, at) + inlineTag(tag, n, at, page);
      i = tag.end;
      continue;
    }
    out += line.slice(i, at);
    const read = readExpression(line, at, scope);
    if (read === 'incomplete') {
      if (/^\{\s*\/\*/.test(line.slice(at))) return { text: out, commentGoesOn: true };
      ctx.error('A "{" without its "}" on the line', n, 'MDX reads braces as JavaScript: write \\{ for a brace', at + 1);
      return { text: out + line.slice(at), commentGoesOn: false };
    }
    if ('error' in read) {
      ctx.error(`A "{" that MDX reads as JavaScript, which this is not: ${read.error}`, n, 'MDX reads braces as JavaScript: write \\{ for a brace', at + 1);
      return { text: out + line.slice(at), commentGoesOn: false };
    }
    if ('code' in read && read.code) {
      ctx.error(`{${read.code}} is code, which pages do not run`, n, 'write the text itself, or export a constant (export const name = \'…\') and write {name}', at + 1, 'page-code');
      out += asWritten(line.slice(at, read.end));
    } else if ('value' in read) out += textOf(read.value, (message) => ctx.error(message, n, 'only strings, numbers and booleans can stand in text', at + 1));
    i = read.end;
  }
  return { text: out + line.slice(i), commentGoesOn: false };
}

function inlineTag(tag: Tag, n: number, at: number, { ctx, imports, vue }: PageJsx): string {
  if (tag.kind === 'close') return `</${tag.name}>`;
  const bound = imports.get(tag.name);
  if (bound?.kind === 'partial') ctx.error(`<${tag.name}> (the imported ${bound.file}) must be alone on its line`, n, 'an imported markdown file is inserted where it stands, as a block', at + 1);
  const end = tag.kind === 'self' ? ' />' : '>';
  if (/^[A-Z]/.test(tag.name) || vue.has(tag.name)) {
    // The built-in component an import names (Starlight's Aside is an admonition) travels with the tag; one the page
    // imports from elsewhere (or its <script setup> does) is none, whatever its name: "" says so (mdx/inline.ts).
    const b = bound?.kind === 'builtin' ? bound.name : bound || vue.has(tag.name) ? '' : undefined;
    const plain = b === undefined && Object.keys(tag.code).length === 0 && Object.values(tag.attributes).every((v) => typeof v === 'string' || v === true);
    if (plain) return `<${tag.name}${htmlAttributes(tag.attributes)}${end}`;
    return `<${tag.name} data-docs="${encodeURIComponent(JSON.stringify({ a: tag.attributes, c: tag.code, b }))}"${end}`;
  }
  for (const [name, code] of Object.entries(tag.code)) ctx.error(`<${tag.name} ${name}={${code}}>: the value is code, which pages do not run`, n, 'give a literal value: a string, a number, true or false', at + 1, 'page-code');
  return `<${tag.name}${htmlAttributes(elementProperties(tag.attributes, (message) => ctx.note(message.replace('%', `<${tag.name}>`), n)))}${end}`;
}

/**
 * Where the line's code spans are, [opening, closing) backtick runs included:
 * a run of backticks opens one that the next run of the same length closes
 * (``({ theme }) => x`` holds a brace); a run never closed is text.
 */
export function codeSpans(line: string): [number, number][] {
  const runs: [number, number][] = [];
  for (const m of line.matchAll(/(?<!\\)`+/g)) runs.push([m.index, m[0].length]);
  // The runs of each length, in order, and how far each list has been read: linear in the runs.
  const ofLength = new Map<number, number[]>();
  runs.forEach(([, length], k) => (ofLength.get(length) ?? ofLength.set(length, []).get(length)!).push(k));
  const read = new Map<number, number>();
  const spans: [number, number][] = [];
  for (let r = 0; r < runs.length; r++) {
    const [at, length] = runs[r];
    const list = ofLength.get(length)!;
    let p = read.get(length) ?? 0;
    while (p < list.length && list[p] <= r) p++;
    read.set(length, p);
    if (p === list.length) continue;
    spans.push([at, runs[list[p]][0] + length]);
    r = list[p];
  }
  return spans;
}

/** Where the next "{" or tag might start, from `from` and before `end`; -1 if nowhere. */
function nextJsx(line: string, from: number, end: number): number {
  for (let at = from; at < end; at++) {
    const c = line[at];
    if (c === '{' || (c === '<' && /[A-Za-z/]/.test(line[at + 1] ?? ''))) return at;
  }
  return -1;
}

/** Attributes as HTML writes them (hast property names: className and htmlFor are class and for). */
function htmlAttributes(properties: Record<string, unknown>): string {
  return Object.entries(properties).map(([name, value]) => {
    const attribute = name === 'className' ? 'class' : name === 'htmlFor' ? 'for' : name;
    return value === true ? ` ${attribute}` : ` ${attribute}="${escapeHtml(Array.isArray(value) ? value.join(' ') : String(value))}"`;
  }).join('');
}

/** Code that is not run, shown as written: inline code, fenced with more backticks than it holds. */
function asWritten(code: string): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${/^`|`$/.test(code) ? ` ${code} ` : code}${fence}`;
}

/** A literal as text in the page, escaped so that markdown shows it as it is. */
function textOf(value: Literal, error: (message: string) => void): string {
  if (value !== null && typeof value === 'object') {
    error(`{…} holds ${Array.isArray(value) ? 'an array' : 'an object'}, which is not text`);
    return '';
  }
  return escapeMarkdown(String(value ?? ''));
}

/** Text that markdown shows as it is. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]<>()#+\-.!|~&]/g, '\\$&');
}
