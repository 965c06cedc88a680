// Gives every heading a GitHub-style id (so "#rate-limits" works as on GitHub)
// and a link to itself (the runtime copies its address when clicked), collects the headings for the table of contents, and collects the ids that
// raw HTML declares (and the elements an MDX page writes as JSX), so that links to any of them can be checked.
// A leading "# Title" is removed: the template renders the page title as the h1.
//
// "## Heading {#custom-id}" (Docusaurus, VitePress) sets the id and leaves the
// text. VitePress slugs headings by rules of its own ("server.proxy" is
// #server-proxy there, #serverproxy on GitHub): where the two differ, the
// heading also holds an empty element with VitePress's id, so that a link
// written for either works, in any browser, and the link check knows both.
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import type { Heading as MdHeading, Html, Nodes, Parent, Root } from 'mdast';
import { eachNode } from '../blocks/each-node.ts';
import { escapeHtml, withoutInlineTags } from '../../html.ts';
import type { VFile } from 'vfile';
import type { Heading } from '../../types.ts';
import { inlineToc, isTocPlaceholder, type TocPlaceholder } from '../blocks/toc-inline.ts';
import { placeOf, problemsOf } from '../blocks/context.ts';
import { CUSTOM_ID } from '../title.ts';
import { uniqueIds } from '../markdown-text.ts';

const HTML_ID = /\sid\s*=\s*["']([^"']+)["']/g;
/** An HTML block or inline node that is only a comment: not for the reader, not even in the page source. */
const COMMENT = /^<!--[\s\S]*?-->$/;

export function remarkAnchors() {
  return (tree: Root, file: VFile) => {
    // The page's own "# Title": the template shows it (with its custom id); a link to its id lands at the top of the page, as it would.
    const heading = leadingTitle(tree);
    if (heading) tree.children.splice(tree.children.indexOf(heading), 1);
    const titleId = heading && customId(heading);
    const title = heading && toString(heading).trim();
    const slugger = new GithubSlugger();
    const vitepress = uniqueIds(1);
    const headings: Heading[] = [];
    const ids: string[] = [];
    const aliases: { heading: MdHeading; id: string }[] = [];
    const tocs: { node: TocPlaceholder; parent: Parent; index: number }[] = [];
    eachNode(tree, (node, index, parent) => {
      if (node.type === 'heading') {
        const custom = customId(node);
        // The text a reader sees, without the tags of inline HTML ("### <code>got(url)</code>"), as GitHub and VitePress
        // slug it and as the table of contents shows it; "<key>" in a heading is the writer's text.
        const text = headingText(node).trim();
        const id = custom ?? slugger.slug(text);
        if (custom) slugger.slug(custom); // a later heading of the same text gets another id
        const alias = custom ? undefined : vitepress(vitepressSlug(text));
        if (alias && alias !== id) aliases.push({ heading: node, id: alias });
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
        node.children.push({ type: 'html', value: `<a class="heading-link" href="#${escapeHtml(id)}" aria-label="Link to this section: ${escapeHtml(text)}"></a>` });
        headings.push({ depth: node.depth, text, id });
        ids.push(id);
      } else if (node.type === 'html') {
        if (COMMENT.test(node.value)) node.value = '';
        else if (node.value.startsWith('<!--') && !node.value.includes('-->')) {
          problemsOf(file).push({ message: 'An HTML comment that is never closed hides the rest of the page', ...placeOf(file, node), hint: 'end it with "-->"' });
        } else for (const match of node.value.matchAll(HTML_ID)) ids.push(match[1]);
      } else if (isTocPlaceholder(node)) {
        tocs.push({ node, parent, index });
      } else if (node.data?.hProperties?.id !== undefined) {
        ids.push(String(node.data.hProperties.id)); // an element an MDX page wrote as JSX (<div id>, <Link id>)
      }
    });
    const taken = new Set(ids);
    for (const { heading, id } of aliases) {
      if (taken.has(id)) continue;
      taken.add(id);
      ids.push(id);
      heading.children.unshift({ type: 'html', value: `<span id="${escapeHtml(id)}"></span>` } satisfies Html);
    }
    if (title !== undefined) for (const id of titleId ? [titleId] : [new GithubSlugger().slug(title), vitepressSlug(title)]) if (!taken.has(id)) taken.add(id), ids.push(id);
    for (const { node, parent, index } of tocs) parent.children[index] = inlineToc(headings, node);
    file.data.headings = headings;
    file.data.ids = ids;
  };
}

/**
 * What comes before the page's "# Title" (see title.ts, which finds its text for the manifest):
 * comments, and the markers of import and export lines (mdx/lines.ts), none of which the reader sees.
 */
const UNSEEN = /^(?:<!--(?!docs:(?!(?:esm|import|note)\b))[\s\S]*?-->\s*)*$/;

/** The page's "# Title": its first h1, when only what the reader never sees comes before it. */
export function leadingTitle(tree: Root): MdHeading | undefined {
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 1) return node;
    if (node.type !== 'html' || !UNSEEN.test(node.value)) return undefined;
  }
  return undefined;
}

/** The id of "## Heading {#id}", taken off the heading's text; undefined when it has none. */
function customId(heading: MdHeading): string | undefined {
  const last = heading.children[heading.children.length - 1];
  if (last?.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (!last.value) heading.children.pop();
  return match[1];
}

/**
 * VitePress's slug rules (its default slugify): accents off, runs of spaces and
 * ASCII punctuation to one "-", a leading digit gets "_". Composed again at the
 * end (VitePress leaves "ガ" decomposed), so that it is the text a writer types.
 */
export function vitepressSlug(text: string): string {
  return text.normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u0000-\u001f]/g, '')
    .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase()
    .normalize('NFC');
}

/** The slugs a page has used, and for each, the number its next repeat tries first. */
/** A heading's text: its inline HTML without the tags of the elements that mark it up (see withoutInlineTags). */
function headingText(node: Nodes): string {
  if (node.type === 'html') return withoutInlineTags(node.value);
  if (node.type === 'image') return node.alt ?? '';
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? (node.children as Nodes[]).map(headingText).join('') : '';
}
