// Gives every heading a GitHub-style id (so "#rate-limits" works as on GitHub)
// and a link to itself (the runtime copies its address when clicked), collects the headings for the table of contents, and collects the ids that
// raw HTML declares, so that links to any of them can be checked.
// A leading "# Title" is removed: the template renders the page title as the h1.
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import type { Root } from 'mdast';
import { eachNode } from './each-node.ts';
import { escapeHtml } from '../../html.ts';
import type { VFile } from 'vfile';
import type { Heading } from '../../types.ts';

const HTML_ID = /\sid\s*=\s*["']([^"']+)["']/g;

export function remarkAnchors() {
  return (tree: Root, file: VFile) => {
    const first = tree.children[0];
    if (first?.type === 'heading' && first.depth === 1) tree.children.shift();
    const slugger = new GithubSlugger();
    const headings: Heading[] = [];
    const ids: string[] = [];
    eachNode(tree, (node) => {
      if (node.type === 'heading') {
        const text = toString(node);
        const id = slugger.slug(text);
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
        node.children.push({ type: 'html', value: `<a class="heading-link" href="#${id}" aria-label="Link to this section: ${escapeHtml(text)}"></a>` });
        headings.push({ depth: node.depth, text, id });
        ids.push(id);
      } else if (node.type === 'html') {
        for (const match of node.value.matchAll(HTML_ID)) ids.push(match[1]);
      }
    });
    file.data.headings = headings;
    file.data.ids = ids;
  };
}
