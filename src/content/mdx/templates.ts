// A component a markdown file exports as JSX over its props, as Mintlify's
// snippets write their reusable components:
//
//   export const Maintained = ({ maintainer, repo = 'the repository' }) => (
//     <Note>Maintained by {maintainer}: report issues on {repo}.</Note>
//   );
//
// Nothing of it runs: a page's <Maintained maintainer="Ada" /> is its JSX,
// included where the tag is, as MDX, with the props as constants there
// ({maintainer}, {props.maintainer}, href={repo}). A component with code of
// any other kind (a map over a list, a condition, a hook) is no template: its
// tags are unknown components, as a page's own component's are.
import { parseEsm } from './esm-parser.ts';
import { scanPage } from './scan.ts';
import type { Literal, Scope } from './tag.ts';

export interface Template {
  /** The JSX, as written (a fragment's content), and the line of the file it starts on. */
  body: string;
  bodyLine: number;
  /** The props it names, with their defaults; or the one name it takes them all by ("props"). */
  params: { names: [string, Literal | undefined][] } | { all: string };
}

const OPTIONS = { ecmaVersion: 'latest', sourceType: 'module', locations: true } as const;

const templates = new WeakMap<object, Map<string, Template | null>>();

/** The component `name` that a file (its body, from `bodyLine`) exports as a template; undefined when it exports none. */
export function templateOf(file: { body: string; bodyLine: number } | undefined, name: string): Template | undefined {
  if (!file) return undefined;
  let found = templates.get(file);
  if (!found) templates.set(file, (found = readTemplates(file)));
  return found.get(name) ?? undefined;
}

/** The scope the template's JSX is read in: its props, given or by default ('' where neither: React shows nothing of an undefined one). */
export function templateScope(template: Template, given: Scope): Scope {
  if ('all' in template.params) return { [template.params.all]: given };
  return Object.fromEntries(template.params.names.map(([name, fallback]) => [name, given[name] ?? fallback ?? '']));
}

function readTemplates(file: { body: string; bodyLine: number }): Map<string, Template | null> {
  const out = new Map<string, Template | null>();
  const lines = file.body.split('\n');
  const scan = scanPage(lines, true);
  for (const [start, end] of scan.esm) {
    const block = lines.slice(start, end).join('\n');
    let program;
    try {
      program = parseEsm(block, OPTIONS);
    } catch {
      continue; // the file's own reading says what is wrong with it
    }
    for (const statement of program.body) {
      if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
      for (const declaration of statement.declaration.declarations) {
        if (declaration.id.type !== 'Identifier') continue;
        out.set(declaration.id.name, templateIn(declaration.init as unknown as Node | null, block, file.bodyLine + start) ?? null);
      }
    }
  }
  return out;
}

interface Node {
  type: string;
  start: number;
  end: number;
  loc: { start: { line: number } };
  [key: string]: unknown;
}

/** An arrow function of props whose body is JSX (or a block that only returns it). */
function templateIn(init: Node | null, block: string, firstLine: number): Template | undefined {
  if (!init || init.type !== 'ArrowFunctionExpression') return undefined;
  const params = paramsOf(init.params as Node[]);
  let body = init.body as Node;
  if (body.type === 'BlockStatement') {
    const statements = body.body as Node[];
    if (statements.length !== 1 || statements[0].type !== 'ReturnStatement' || !statements[0].argument) return undefined;
    body = statements[0].argument as Node;
  }
  if (!params || (body.type !== 'JSXElement' && body.type !== 'JSXFragment') || !onlyValues(body)) return undefined;
  return { body: printed(body, block), bodyLine: firstLine + block.slice(0, body.start).split('\n').length - 1, params };
}

/**
 * The JSX as MDX reads it the way JSX means it: an element that holds text (a sentence with a link in it) on one line,
 * as JSX joins its lines, where MDX would make a paragraph of each line between tags; an element of elements only, an
 * element a line. A fragment is its content (<> and </> are no tags of MDX's). Its lines are fewer than the file's: a
 * problem inside it is named at the template's first line, or a few lines before where it is.
 */
function printed(node: Node, source: string): string {
  const children = (node.children as Node[]).filter((child) => child.type !== 'JSXText' || (child.value as string).trim() || !(child.value as string).includes('\n'));
  const holdsText = children.some((child) => (child.type === 'JSXText' && (child.value as string).trim()) || (child.type === 'JSXExpressionContainer' && (child.expression as Node).type !== 'JSXEmptyExpression'));
  const [open, close] = node.type === 'JSXFragment' ? ['', ''] : [tagText(node.openingElement as Node, source), node.closingElement ? tagText(node.closingElement as Node, source) : ''];
  if ((node.openingElement as Node | undefined)?.selfClosing) return open;
  // Its text a paragraph of its own, between its tags; an inline element's (a link, a span) on the line of its tags.
  if (holdsText) {
    const text = children.map((child) => inlineText(child, source)).join('').trim();
    return INLINE.test(open) ? open + text + close : [open, text, close].filter(Boolean).join('\n');
  }
  return [open, ...children.map((child) => (child.type === 'JSXElement' || child.type === 'JSXFragment' ? printed(child, source) : source.slice(child.start, child.end).trim())), close].filter(Boolean).join('\n');
}

/** Elements of a line of text, as HTML's phrasing content. */
const INLINE = /^<(a|abbr|b|code|em|i|kbd|mark|small|span|strong|sub|sup|u)[\s>]/;

/** A child of an element that holds text, on its one line: text with its lines joined as JSX joins them, an element likewise. */
function inlineText(node: Node, source: string): string {
  if (node.type === 'JSXText') return jsxText(node.value as string);
  if (node.type === 'JSXElement' || node.type === 'JSXFragment') return printed({ ...node, children: (node.children as Node[]) } as Node, source).replace(/\n/g, ' ');
  return source.slice(node.start, node.end).replace(/\s*\n\s*/g, ' ');
}

/** JSX text as JSX reads it: each line trimmed where it meets another, lines of only spaces dropped, the rest joined by a space. */
function jsxText(text: string): string {
  const lines = text.split('\n');
  return lines.map((line, i) => (i > 0 ? line.trimStart() : line)).map((line, i) => (i < lines.length - 1 ? line.trimEnd() : line))
    .filter((line, i) => line || i === 0 || i === lines.length - 1).join(' ').replace(/^ (?=\S)/, lines.length > 1 && !lines[0].trim() ? '' : ' ').replace(/(?<=\S) $/, lines.length > 1 && !lines[lines.length - 1].trim() ? '' : ' ');
}

/** An opening or closing tag as written, its attributes on one line. */
function tagText(tag: Node, source: string): string {
  return source.slice(tag.start, tag.end).replace(/\s*\n\s*/g, ' ');
}

/** The kinds of expression a template's JSX may hold: what the page's reading evaluates (a name, a prop, a literal, a template of them), and comments. */
const VALUES = new Set(['Identifier', 'MemberExpression', 'Literal', 'TemplateLiteral', 'JSXEmptyExpression']);

/** Whether every {…} of the JSX is a value, not code (a map over a list, a condition, a call). */
function onlyValues(node: unknown): boolean {
  if (!node || typeof node !== 'object') return true;
  if (Array.isArray(node)) return node.every(onlyValues);
  const n = node as Node;
  if (n.type === 'JSXSpreadAttribute' || n.type === 'JSXSpreadChild') return false;
  if (n.type === 'JSXExpressionContainer') {
    const expression = n.expression as Node;
    return VALUES.has(expression.type) && (expression.type !== 'TemplateLiteral' || (expression.expressions as Node[]).every((e) => VALUES.has(e.type)));
  }
  return Object.entries(n).every(([key, value]) => key === 'loc' || onlyValues(value));
}

/** () , ({ a, b = 'x' }) or (props): what a template takes. */
function paramsOf(params: Node[]): Template['params'] | undefined {
  if (!params.length) return { names: [] };
  if (params.length !== 1) return undefined;
  const [param] = params;
  if (param.type === 'Identifier') return { all: param.name as string };
  if (param.type !== 'ObjectPattern') return undefined;
  const names: [string, Literal | undefined][] = [];
  for (const property of param.properties as Node[]) {
    if (property.type !== 'Property') return undefined;
    const value = property.value as Node;
    if (value.type === 'Identifier') names.push([value.name as string, undefined]);
    else if (value.type === 'AssignmentPattern' && (value.left as Node).type === 'Identifier' && (value.right as Node).type === 'Literal') {
      names.push([(value.left as Node).name as string, (value.right as Node).value as Literal]);
    } else return undefined;
  }
  return { names };
}
