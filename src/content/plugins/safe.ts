// The last of the markdown plugins: nothing a page writes runs in the reader's
// browser. Every piece of HTML of the page's tree, whoever made it (raw HTML,
// MDX elements, registered components, the other plugins), and every URL of a
// link or an image goes through src/content/sanitize.ts here, just before the
// tree is written as HTML (by to-html.ts, or remark-html): what could run script
// is left out, and the page gets one warning, at the first place, naming what.
import type { Html, Nodes, Parent, Root } from 'mdast';
import type { ElementContent, Properties } from 'hast';
import type { VFile } from 'vfile';
import { find, html as htmlSchema } from 'property-information';
import { placeOf, warningsOf } from './context.ts';
import { safeUrl, sanitizeHtml, schemeOf, unsafeAttribute, unsafeElementName } from '../sanitize.ts';

interface HtmlData {
  hName?: unknown;
  hProperties?: Properties;
  hChildren?: ElementContent[];
}

const ESCAPED = Object.freeze({});

/**
 * HTML a plugin wrote from escaped text only (a highlighted code block: most of
 * a page's HTML), which needs no second reading here. Nothing the page wrote
 * as HTML may be given this way.
 */
export function escapedHtml(value: string): Html {
  return { type: 'html', value, data: ESCAPED };
}

export function remarkSafe() {
  return (tree: Root, file: VFile) => {
    const found = new Removals();
    visit(tree, found);
    if (found.first) {
      warningsOf(file).push({
        message: `Left out what could run script in the reader's browser: ${[...found.removed].join(', ')}`,
        ...placeOf(file, found.first),
        hint: 'a page may not run script (links and files use http:, https:, mailto:, tel: or a relative path); the site\'s own scripts are its runtime, analytics and registered components',
      });
    }
  };
}

/** What was left out of a page, and the node of the first. */
class Removals {
  readonly removed = new Set<string>();
  first?: Nodes;
  /** The node being looked at. */
  at?: Nodes;
  readonly report = (what: string) => {
    this.removed.add(what);
    this.first ??= this.at;
  };
}

/**
 * Every node that can carry HTML or a URL, depth first (eachNode's walk, with
 * the text nodes, most of a tree, passed over without a call).
 */
function visit(parent: Parent, found: Removals): void {
  const children = parent.children as Nodes[];
  for (let i = 0; i < children.length; i++) {
    const node = children[i];
    const type = node.type;
    if (type === 'text' || type === 'inlineCode' || type === 'code') continue;
    found.at = node;
    if (type === 'html') {
      if (node.data !== ESCAPED && node.value.indexOf('<') !== -1) node.value = sanitizeHtml(node.value, found.report);
    } else if (type === 'link' || type === 'image' || type === 'definition') {
      if (!safeUrl(node.url)) {
        found.report(`a ${schemeOf(node.url)}: URL`);
        removeUrl(node, i, parent);
      }
    }
    // What is there now (a link gives way to its text), as a plugin's data makes it.
    const now = children[i];
    const data = now.data as HtmlData | undefined;
    if (data && data !== ESCAPED) safeData(data, i, parent, found.report);
    const after = children[i];
    if ('children' in after) visit(after, found);
  }
}

/** A link without its URL is its text; an image, its alt text; a definition, an empty URL. */
function removeUrl(node: Extract<Nodes, { url: string }>, index: number, parent: Parent): void {
  if (node.type === 'link') parent.children.splice(index, 1, ...(node.children.length ? node.children : [{ type: 'text', value: '' } as const]));
  else if (node.type === 'image') parent.children[index] = { type: 'text', value: node.alt ?? '' };
  else node.url = '';
}

/** What a plugin's data makes of a node: an element's name, its properties, and its children as HTML nodes. */
function safeData(data: HtmlData, index: number, parent: Parent, report: (what: string) => void): void {
  if (typeof data.hName === 'string') {
    const why = unsafeElementName(data.hName.toLowerCase());
    if (why) {
      report(why);
      parent.children[index] = { type: 'html', value: '' };
      return;
    }
  }
  if (data.hProperties) data.hProperties = safeProperties(data.hProperties, report);
  if (data.hChildren) data.hChildren = safeHast(data.hChildren, report);
}

function safeProperties(properties: Properties, report: (what: string) => void): Properties {
  let safe = properties;
  for (const key in properties) {
    const value = properties[key];
    if (value === null || value === undefined || value === false) continue;
    const why = unsafeAttribute(find(htmlSchema, key).attribute, Array.isArray(value) ? value.join(' ') : String(value));
    if (!why) continue;
    report(why);
    if (safe === properties) safe = { ...properties };
    delete safe[key];
  }
  return safe;
}

function safeHast(nodes: ElementContent[], report: (what: string) => void): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    if (node.type === 'element') {
      const why = unsafeElementName(node.tagName.toLowerCase());
      if (why) {
        report(why);
        continue;
      }
      out.push({ ...node, properties: safeProperties(node.properties ?? {}, report), children: safeHast(node.children, report) });
    } else if ((node.type as string) === 'raw') {
      out.push({ ...node, value: sanitizeHtml((node as unknown as { value: string }).value, report) } as ElementContent);
    } else out.push(node);
  }
  return out;
}
