// The last step of stage 5: the markdown tree, as the plugins left it, written
// as HTML. remark-html does it in two passes, mdast-util-to-hast building an
// HTML tree (every node with its properties object and position) and
// hast-util-to-html serializing it through generic handlers: together a
// quarter of a page's job. This writes the same bytes in one light pass: the
// nodes become small elements (tag, properties, children) only where a later
// step needs to see them (a list item takes its paragraph apart; a task item
// puts its checkbox in a label), and text stays a string until it is written.
//
// It follows mdast-util-to-hast 13 (its handlers, applyData, wrap, the space
// trimmed after a line break) and hast-util-to-html 9 with remark-html's
// settings (raw HTML kept, double quotes, hexadecimal character references).
// What it does not know (footnotes, an element that
// changes how its content is written: svg, script, style, template) makes
// writeHtml return undefined, and the page goes through remark-html instead.
// test/unit/to-html.test.ts holds both to the same output.
import type { Definition, List, ListItem, Nodes, Parents, Root, Table, TableRow } from 'mdast';
import type { ElementContent, Nodes as HastNodes } from 'hast';
import type { Processor } from 'unified';
import { stringify as commaSeparated } from 'comma-separated-tokens';
import { htmlVoidElements } from 'html-void-elements';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import { find, html as htmlSchema } from 'property-information';
import { trimLines } from 'trim-lines';
import { BLOCKS } from './plugins/task-lists.ts';

/** Raw HTML, written as it is. */
interface Raw {
  raw: string;
}
/** An element: its content is written when the whole page is. */
interface Element {
  tag: string;
  props: Properties;
  children: Piece[];
}
/** A node of the output: text (escaped when written), raw HTML, or an element. */
type Piece = string | Raw | Element;
type Properties = Record<string, unknown>;
type HastNode = ElementContent | Extract<HastNodes, { type: 'raw' }>;

const NO_PROPERTIES: Properties = Object.freeze({});
const VOID = new Set(htmlVoidElements);
/** Elements whose content hast-util-to-html writes otherwise (not escaped, or in the SVG space). */
const ELSEWHERE = new Set(['svg', 'script', 'style', 'template']);

/** Thrown on what only remark-html writes; writeHtml returns undefined then. */
class Unsupported extends Error {}

/** Used after remark-html: a page is written here, and by remark-html where writeHtml cannot. */
export function remarkWriteHtml(this: Processor) {
  const remarkHtml = this.compiler!;
  this.compiler = (tree, file) => writeHtml(tree as Root) ?? remarkHtml(tree, file);
}

/** The page's HTML as remark-html (with `sanitize: false` and task-lists.ts's list items) writes it, or undefined where this cannot. */
export function writeHtml(tree: Root): string | undefined {
  let pieces: Piece[];
  try {
    dataOf(tree);
    pieces = wrap(new Writer(tree).all(tree), false);
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
  const result = write(pieces);
  // remark-html ends the document with a line ending.
  const last = result.charCodeAt(result.length - 1);
  return result && last !== 10 && last !== 13 ? `${result}\n` : result;
}

class Writer {
  /** Link definitions by identifier, the first of each: collected when a reference first needs them. */
  private definitions?: Map<string, Definition>;

  constructor(private readonly root: Root) {}

  /** The pieces of a parent's children; where one follows a line break, the spaces that start its text are dropped. */
  all(parent: Parents): Piece[] {
    const out: Piece[] = [];
    const nodes = parent.children;
    for (let i = 0; i < nodes.length; i++) this.one(nodes[i], parent, afterBreak(nodes, i), out);
    return out;
  }

  /** Adds a node's pieces to `out`. `trim`: the node follows a line break (a single text, or an element's first text, loses its leading spaces). */
  private one(node: Nodes, parent: Parents, trim: boolean, out: Piece[]): void {
    switch (node.type) {
      case 'text': {
        dataOf(node, true);
        // Spaces around line endings go (trim-lines); most texts have none.
        const value = node.value.includes('\n') || node.value.includes('\r') ? trimLines(node.value) : node.value;
        out.push(trim ? trimSpaceStart(value) : value);
        return;
      }
      case 'paragraph': return void out.push(this.element(node, 'p', NO_PROPERTIES, this.all(node), trim));
      case 'heading': return void out.push(this.element(node, `h${node.depth}`, NO_PROPERTIES, this.all(node), trim));
      case 'emphasis': return void out.push(this.element(node, 'em', NO_PROPERTIES, this.all(node), trim));
      case 'strong': return void out.push(this.element(node, 'strong', NO_PROPERTIES, this.all(node), trim));
      case 'delete': return void out.push(this.element(node, 'del', NO_PROPERTIES, this.all(node), trim));
      case 'inlineCode': return void out.push(this.element(node, 'code', NO_PROPERTIES, [node.value.replace(/\r?\n|\r/g, ' ')], trim));
      case 'blockquote': return void out.push(this.element(node, 'blockquote', NO_PROPERTIES, wrap(this.all(node), true), trim));
      case 'thematicBreak': return void out.push(this.element(node, 'hr', NO_PROPERTIES, [], trim));
      case 'break': return void out.push(this.element(node, 'br', NO_PROPERTIES, [], false), '\n');
      case 'html': {
        if (typeof dataOf(node).hName === 'string') throw new Unsupported();
        return void out.push({ raw: node.value });
      }
      case 'link': {
        const props: Properties = { href: normalizeUri(node.url) };
        if (node.title !== null && node.title !== undefined) props.title = node.title;
        return void out.push(this.element(node, 'a', props, this.all(node), trim));
      }
      case 'image': {
        const props: Properties = { src: normalizeUri(node.url) };
        if (node.alt !== null && node.alt !== undefined) props.alt = node.alt;
        if (node.title !== null && node.title !== undefined) props.title = node.title;
        return void out.push(this.element(node, 'img', props, [], trim));
      }
      case 'linkReference':
      case 'imageReference': {
        const definition = this.definition(node.identifier);
        if (!definition) return void out.push(...this.revert(node));
        const props: Properties = node.type === 'linkReference' ? { href: normalizeUri(definition.url || '') } : { src: normalizeUri(definition.url || '') };
        if (node.type === 'imageReference' && node.alt !== null && node.alt !== undefined) props.alt = node.alt;
        if (definition.title !== null && definition.title !== undefined) props.title = definition.title;
        return void out.push(node.type === 'linkReference' ? this.element(node, 'a', props, this.all(node), trim) : this.element(node, 'img', props, [], trim));
      }
      case 'code': {
        const props: Properties = {};
        const language = node.lang ? node.lang.split(/\s+/) : [];
        if (language.length > 0) props.className = [`language-${language[0]}`];
        const code = this.element(node, 'code', props, [node.value ? `${node.value}\n` : ''], false);
        return void out.push(trimmed({ tag: 'pre', props: NO_PROPERTIES, children: [code] }, trim));
      }
      case 'list': return void out.push(this.list(node, trim));
      case 'listItem': return void out.push(this.listItem(node, parent.type === 'list' && looseList(parent), trim));
      case 'table': return void out.push(this.table(node, trim));
      case 'tableRow': return void out.push(trimmed(this.row(node, parent, (parent.children as Nodes[]).indexOf(node)), trim));
      case 'tableCell': return void out.push(this.element(node, 'td', NO_PROPERTIES, this.all(node), trim));
      case 'definition':
      case 'footnoteDefinition':
      case 'yaml':
        return; // written nowhere (a footnote only with a reference to it, which is not written here)
      case 'footnoteReference':
        throw new Unsupported();
      default: {
        // A node of a plugin's own (a container, an MDX element): its text, or a <div> of its children, named by its data.
        const unknown = node as Nodes & { value?: unknown; children?: Nodes[] };
        if ((unknown.type as string) === 'toml') return;
        const data = dataOf(unknown);
        if ('value' in unknown && !(Object.hasOwn(data, 'hProperties') || Object.hasOwn(data, 'hChildren'))) {
          if (typeof data.hName === 'string') throw new Unsupported();
          const value = String(unknown.value);
          return void out.push(trim ? trimSpaceStart(value) : value);
        }
        return void out.push(this.element(unknown, 'div', NO_PROPERTIES, 'children' in unknown ? this.all(unknown as Parents) : [], trim));
      }
    }
  }

  /** An element made from a node: its data may rename it and add properties (mdast-util-to-hast's applyData). */
  private element(node: Nodes, tag: string, props: Properties, children: Piece[], trim: boolean): Element {
    const data = dataOf(node);
    const element: Element = { tag, props, children };
    if (typeof data.hName === 'string') element.tag = data.hName;
    if (data.hProperties) element.props = { ...props, ...data.hProperties };
    if (data.hChildren !== undefined && data.hChildren !== null) element.children = fromHast(data.hChildren);
    if (ELSEWHERE.has(element.tag)) throw new Unsupported();
    return trimmed(element, trim);
  }

  private list(node: List, trim: boolean): Element {
    const loose = looseList(node);
    const items: Piece[] = [];
    for (let i = 0; i < node.children.length; i++) {
      const child = node.children[i];
      if (child.type === 'listItem') items.push(this.listItem(child, loose, false));
      else this.one(child, node, afterBreak(node.children, i), items);
    }
    const props: Properties = {};
    if (typeof node.start === 'number' && node.start !== 1) props.start = node.start;
    if (items.some((item) => isElement(item, 'li') && Array.isArray(item.props.className) && item.props.className.includes('task-list-item'))) {
      props.className = ['contains-task-list'];
    }
    return this.element(node, node.ordered ? 'ol' : 'ul', props, wrap(items, true), trim);
  }

  /** A list item: a tight list's paragraphs are unwrapped; a task item's checkbox and the text after it go in a <label> (task-lists.ts). */
  private listItem(node: ListItem, loose: boolean, trim: boolean): Element {
    const results = this.all(node);
    const task = typeof node.checked === 'boolean';
    if (task) {
      const head = results[0];
      let paragraph: Element;
      if (isElement(head, 'p')) paragraph = head;
      else results.unshift((paragraph = { tag: 'p', props: NO_PROPERTIES, children: [] }));
      if (paragraph.children.length > 0) paragraph.children.unshift(' ');
      paragraph.children.unshift({ tag: 'input', props: { type: 'checkbox', checked: node.checked, disabled: true }, children: [] });
    }
    const children: Piece[] = [];
    for (let i = 0; i < results.length; i++) {
      const child = results[i];
      const paragraph = isElement(child, 'p');
      if (loose || i !== 0 || !paragraph) children.push('\n');
      if (paragraph && !loose) children.push(...child.children);
      else children.push(child);
    }
    const tail = results[results.length - 1];
    if (tail && (loose || !isElement(tail, 'p'))) children.push('\n');
    const item = this.element(node, 'li', task ? { className: ['task-list-item'] } : NO_PROPERTIES, children, trim);
    if (task) labelCheckbox(item);
    return item;
  }

  private table(node: Table, trim: boolean): Element {
    const rows: Piece[] = [];
    for (let i = 0; i < node.children.length; i++) {
      const child = node.children[i];
      if (child.type === 'tableRow') rows.push(this.row(child, node, i));
      else this.one(child, node, afterBreak(node.children, i), rows);
    }
    const first = rows.shift();
    const content: Piece[] = [];
    if (first) content.push({ tag: 'thead', props: NO_PROPERTIES, children: wrap([first], true) });
    if (rows.length > 0) content.push({ tag: 'tbody', props: NO_PROPERTIES, children: wrap(rows, true) });
    return this.element(node, 'table', NO_PROPERTIES, wrap(content, true), trim);
  }

  /** A table row: header cells in the first row; as many cells as the table has columns, each with its column's alignment. */
  private row(node: TableRow, parent: Parents, index: number): Element {
    const tag = index === 0 ? 'th' : 'td';
    const align = parent.type === 'table' ? parent.align : undefined;
    const length = align ? align.length : node.children.length;
    const cells: Piece[] = [];
    for (let i = 0; i < length; i++) {
      const cell = node.children[i];
      const alignment = align ? align[i] : undefined;
      const props = alignment ? { align: alignment } : NO_PROPERTIES;
      cells.push(cell ? this.element(cell, tag, props, this.all(cell), false) : { tag, props, children: [] });
    }
    return this.element(node, 'tr', NO_PROPERTIES, wrap(cells, true), false);
  }

  /** A reference without a definition, as it was written: `[text][label]`. */
  private revert(node: Extract<Nodes, { type: 'linkReference' | 'imageReference' }>): Piece[] {
    let suffix = ']';
    if (node.referenceType === 'collapsed') suffix += '[]';
    else if (node.referenceType === 'full') suffix += `[${node.label || node.identifier}]`;
    if (node.type === 'imageReference') return [`![${node.alt}${suffix}`];
    const contents = this.all(node);
    if (typeof contents[0] === 'string') contents[0] = `[${contents[0]}`;
    else contents.unshift('[');
    const last = contents.length - 1;
    if (typeof contents[last] === 'string') contents[last] += suffix;
    else contents.push(suffix);
    return contents;
  }

  private definition(identifier: string): Definition | undefined {
    if (!this.definitions) {
      const definitions = new Map<string, Definition>();
      const visit = (node: Nodes) => {
        if (node.type === 'definition') {
          const id = String(node.identifier).toUpperCase();
          if (!definitions.has(id)) definitions.set(id, node);
        }
        if ('children' in node) for (const child of node.children) visit(child);
      };
      visit(this.root);
      this.definitions = definitions;
    }
    return this.definitions.get(String(identifier).toUpperCase());
  }
}

/** What a node's data says of its element: a name, properties, and children given as HTML nodes (hast). */
interface HtmlData {
  hName?: unknown;
  hProperties?: Properties;
  hChildren?: HastNode[] | null;
}

function dataOf(node: Nodes, text = false): HtmlData {
  const data = node.data as HtmlData | undefined;
  if (!data) return NO_PROPERTIES;
  // A text (or the root) with a name or properties becomes an element: not done here.
  if ((text || node.type === 'root') && (data.hName !== undefined || data.hProperties !== undefined || data.hChildren !== undefined)) throw new Unsupported();
  return data;
}

/** Children given as hast: its texts, raw HTML and elements. */
function fromHast(nodes: HastNode[]): Piece[] {
  return nodes.map((node) => {
    if (node.type === 'text') return node.value;
    if (node.type === 'raw') return { raw: node.value };
    if (node.type !== 'element' || ELSEWHERE.has(node.tagName)) throw new Unsupported();
    return { tag: node.tagName, props: node.properties ?? NO_PROPERTIES, children: fromHast(node.children) };
  });
}

function afterBreak(nodes: readonly Nodes[], i: number): boolean {
  return i > 0 && nodes[i - 1].type === 'break';
}

/** A list is loose when it is spread or any of its items is. */
function looseList(node: List): boolean {
  return Boolean(node.spread) || node.children.some((item) => (item.spread === null || item.spread === undefined ? item.children.length > 1 : item.spread));
}

/** mdast-util-to-hast's wrap: one line ending between nodes, and around them when loose. */
function wrap(pieces: Piece[], loose: boolean): Piece[] {
  const out: Piece[] = loose ? ['\n'] : [];
  for (let i = 0; i < pieces.length; i++) {
    if (i) out.push('\n');
    out.push(pieces[i]);
  }
  if (loose && pieces.length > 0) out.push('\n');
  return out;
}

function isElement(piece: Piece | undefined, tag: string): piece is Element {
  return typeof piece === 'object' && 'tag' in piece && piece.tag === tag;
}

/** An element after a line break: its first text loses its leading spaces. */
function trimmed(element: Element, trim: boolean): Element {
  if (trim && typeof element.children[0] === 'string') element.children[0] = trimSpaceStart(element.children[0]);
  return element;
}

function trimSpaceStart(value: string): string {
  let i = 0;
  while (value.charCodeAt(i) === 9 || value.charCodeAt(i) === 32) i++;
  return i ? value.slice(i) : value;
}

/** Puts a task item's checkbox, with the text that follows it up to the next block, in a <label>. */
function labelCheckbox(item: Element): void {
  const first = item.children.find((child): child is Element => typeof child === 'object' && 'tag' in child);
  const holder = first?.tag === 'p' ? first : item;
  const start = holder.children.findIndex((child) => isElement(child, 'input'));
  if (start < 0) return;
  let end = start + 1;
  while (end < holder.children.length && !isBlock(holder.children[end])) end++;
  holder.children.splice(start, end - start, { tag: 'label', props: NO_PROPERTIES, children: holder.children.slice(start, end) });
}

function isBlock(piece: Piece): boolean {
  return typeof piece === 'object' && 'tag' in piece && BLOCKS.has(piece.tag);
}

function write(pieces: Piece[]): string {
  let html = '';
  for (const piece of pieces) {
    if (typeof piece === 'string') html += escapeText(piece);
    else if ('raw' in piece) html += piece.raw;
    else {
      const attributes = attributesOf(piece.props);
      const content = write(piece.children);
      html += `<${piece.tag}${attributes ? ` ${attributes}` : ''}>${content}`;
      if (content || !VOID.has(piece.tag.toLowerCase())) html += `</${piece.tag}>`;
    }
  }
  return html;
}

/** The attributes, as hast-util-to-html writes properties: names from property-information, booleans bare, lists joined. */
function attributesOf(props: Properties): string {
  let attributes = '';
  for (const key in props) {
    let value = props[key];
    if (value === null || value === undefined) continue;
    const info = find(htmlSchema, key);
    if (info.overloadedBoolean && (value === info.attribute || value === '')) value = true;
    else if ((info.boolean || info.overloadedBoolean) && (typeof value !== 'string' || value === info.attribute || value === '')) value = Boolean(value);
    if (value === null || value === undefined || value === false || (typeof value === 'number' && Number.isNaN(value))) continue;
    let attribute = escape(info.attribute, ATTRIBUTE_NAME);
    if (value !== true) {
      const text = Array.isArray(value) ? (info.commaSeparated ? commaSeparated(value) : value.join(' ').trim()) : String(value);
      attribute += `="${escape(text, ATTRIBUTE_VALUE)}"`;
    }
    attributes += attributes ? ` ${attribute}` : attribute;
  }
  return attributes;
}

const TEXT = /[<&]/g;
const ATTRIBUTE_VALUE = /[\0"&'`]/g;
const ATTRIBUTE_NAME = /[\0\t\n\f\r "&'/<=>`]/g;

function escapeText(value: string): string {
  return value.indexOf('<') === -1 && value.indexOf('&') === -1 ? value : escape(value, TEXT);
}

/** Characters as hexadecimal references, as stringify-entities writes them. */
function escape(value: string, characters: RegExp): string {
  return value.replace(characters, (c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`);
}
