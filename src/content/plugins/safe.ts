// The last of the markdown plugins: nothing a page writes runs in the reader's
// browser. Every piece of HTML of the page's tree, whoever made it (raw HTML,
// MDX elements, registered components, the other plugins), and every URL of a
// link or an image goes through src/content/sanitize.ts here, just before the
// tree is written as HTML (by to-html.ts, or remark-html): what could run script
// is left out, and the page gets one warning, at the first place, naming what.
// What the page shows from other sites (images, frames, media) is gathered on
// the way, for its Content-Security-Policy (file.data.embeds).
import type { Html, Nodes, Parent, Root } from 'mdast';
import type { ElementContent, Properties } from 'hast';
import type { VFile } from 'vfile';
import { find, html as htmlSchema } from 'property-information';
import { placeOf, warningsOf } from '../blocks/context.ts';
import { embeddableFrame, safeUrl, sanitizeHtml, removedUrl, unsafeAttribute, unsafeElementName } from '../sanitize.ts';
import { EmbedSet, FRAME_SANDBOX } from '../embeds.ts';

interface HtmlData {
  hName?: unknown;
  hProperties?: Properties;
  hChildren?: ElementContent[];
}

const ESCAPED = Object.freeze({});
/** The build's own HTML of a generated region, which the search reads as text (sections.ts). */
const GENERATED = Object.freeze({ generated: true });

/**
 * HTML a plugin wrote from escaped text only (a highlighted code block: most of
 * a page's HTML), which needs no second reading here. Nothing the page wrote
 * as HTML may be given this way.
 */
export function escapedHtml(value: string): Html {
  return { type: 'html', value, data: ESCAPED };
}

/** HTML the generator wrote from the OpenAPI document, escaping what it took from it (see container-markers.ts, generatedRegion). */
export function generatedHtml(value: string, position: Html['position']): Html {
  return { type: 'html', value, position, data: GENERATED as Html['data'] };
}

export function remarkSafe() {
  return (tree: Root, file: VFile) => {
    const found = new Removals();
    visit(tree, found);
    file.data.embeds = found.embeds.result();
    if (found.first) {
      // A link of a scheme no browser opens (docblock:, which a plugin of another tool expands) runs no script: say so.
      const onlySchemes = [...found.removed].every((what) => /^an? [\w+.-]+: URL$/.test(what) && !/^a (javascript|vbscript|data):/i.test(what));
      warningsOf(file).push({
        message: onlySchemes
          ? `Left out links of a scheme that browsers do not open: ${[...found.removed].join(', ')}`
          : `Left out what could run script in the reader's browser: ${[...found.removed].join(', ')}`,
        ...placeOf(file, found.first),
        hint: onlySchemes
          ? 'links and files use http:, https:, mailto:, tel: or a relative path; a plugin of another tool may have turned this one into text or a link (write that instead)'
          : 'a page may not run script (links and files use http:, https:, mailto:, tel: or a relative path); the site\'s own scripts are its runtime, analytics and registered components',
      });
    }
  };
}

/** What was left out of a page, and the node of the first. */
class Removals {
  readonly removed = new Set<string>();
  /** What the page shows from other sites. */
  readonly embeds = new EmbedSet();
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
      if (node.data !== ESCAPED && node.data !== GENERATED && node.value.indexOf('<') !== -1) node.value = sanitizeHtml(node.value, found.report, found.embeds);
    } else if (type === 'link' || type === 'image' || type === 'definition') {
      if (!safeUrl(node.url)) {
        found.report(removedUrl(node.url));
        removeUrl(node, i, parent);
      } else if (type === 'image') found.embeds.add('img', node.url);
    }
    // What is there now (a link gives way to its text), as a plugin's data makes it.
    const now = children[i];
    const data = now.data as HtmlData | undefined;
    if (data && data !== ESCAPED && data !== GENERATED) safeData(data, i, parent, found);
    const after = children[i];
    if (!('children' in after)) continue;
    // A frame kept holds nothing: a browser reads what is inside it as text up to "</iframe>", which its writer could hide in an attribute.
    const name = (after.data as HtmlData | undefined)?.hName;
    if (typeof name === 'string' && name.toLowerCase() === 'iframe') after.children = [];
    else visit(after, found);
  }
}

/** A link without its URL is its text; an image, its alt text; a definition, an empty URL. */
function removeUrl(node: Extract<Nodes, { url: string }>, index: number, parent: Parent): void {
  if (node.type === 'link') parent.children.splice(index, 1, ...(node.children.length ? node.children : [{ type: 'text', value: '' } as const]));
  else if (node.type === 'image') parent.children[index] = { type: 'text', value: node.alt ?? '' };
  else node.url = '';
}

/** What a plugin's data makes of a node: an element's name, its properties, and its children as HTML nodes. */
function safeData(data: HtmlData, index: number, parent: Parent, found: Removals): void {
  const name = typeof data.hName === 'string' ? data.hName.toLowerCase() : undefined;
  if (name !== undefined) {
    const why = unsafeElementOf(name, data.hProperties);
    if (why) {
      found.report(why);
      parent.children[index] = { type: 'html', value: '' };
      return;
    }
  }
  if (data.hProperties || name === 'iframe') data.hProperties = safeProperties(name, data.hProperties ?? {}, found);
  if (data.hChildren) data.hChildren = name === 'iframe' ? [] : safeHast(data.hChildren, found);
}

/** Why an element made as data must go: by its name, and for a frame its src (sanitize.ts's rule for HTML). */
function unsafeElementOf(name: string, properties: Properties | undefined): string | undefined {
  if (name === 'iframe') return embeddableFrame(typeof properties?.src === 'string' ? properties.src : undefined) ? undefined : '<iframe> of no https: page';
  return unsafeElementName(name);
}

/** The properties without what could run script; a frame is sandboxed unless it is already. `name`: the element's, when known. */
function safeProperties(name: string | undefined, properties: Properties, found: Removals): Properties {
  let safe = properties;
  for (const key in properties) {
    const value = properties[key];
    if (value === null || value === undefined || value === false) continue;
    const attribute = find(htmlSchema, key).attribute;
    const text = Array.isArray(value) ? value.join(attribute === 'srcset' ? ', ' : ' ') : String(value);
    const why = unsafeAttribute(attribute, text);
    if (!why) {
      if (name) found.embeds.addAttribute(name, attribute, text);
      continue;
    }
    found.report(why);
    if (safe === properties) safe = { ...properties };
    delete safe[key];
  }
  if (name === 'iframe' && safe.sandbox === undefined) safe = { ...safe, sandbox: FRAME_SANDBOX.split(' ') };
  return safe;
}

function safeHast(nodes: ElementContent[], found: Removals): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    if (node.type === 'element') {
      const name = node.tagName.toLowerCase();
      const why = unsafeElementOf(name, node.properties);
      if (why) {
        found.report(why);
        continue;
      }
      out.push({ ...node, properties: safeProperties(name, node.properties ?? {}, found), children: name === 'iframe' ? [] : safeHast(node.children, found) });
    } else if ((node.type as string) === 'raw') {
      out.push({ ...node, value: sanitizeHtml((node as unknown as { value: string }).value, found.report, found.embeds) } as ElementContent);
    } else out.push(node);
  }
  return out;
}
