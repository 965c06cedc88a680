// Cuts a page's text at its h2 and h3 for the search index: each section's
// words, and the names its code blocks use, so that a search for a field or an
// endpoint finds the section that shows it. Runs after the anchors plugin,
// whose ids the sections link to.
import type { Heading, Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import type { SectionText } from '../../types.ts';
import { unescapeHtml, withoutInlineTags } from '../../html.ts';

/** snake_case and kebab-case names, dotted names and paths: what a reader may search code for. */
const CODE_NAME = /(?:\/[\w{}.-]+){2,}|[A-Za-z][\w.]*[_.-][\w.-]*\w/g;
/** The runs of characters a code name is made of. */
const NAME_RUN = /[\w{}./-]+/g;
/**
 * A run longer than 256 characters is data (base64, a long hex string, a minified line), not a name: CODE_NAME would
 * take time as its length squared in it (it tries each position, and scans the run from each one).
 */
const LONG_RUN = /[\w{}./-]{257}/;
/** Blocks whose text runs on without spaces between children. */
const PHRASING = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell']);

export function remarkSections() {
  return (tree: Root, file: VFile) => {
    const sections: SectionText[] = [];
    let current: SectionText & { words: string[]; names: Set<string> } = start('', []);
    function start(anchor: string, headings: string[]) {
      return { anchor, headings, text: '', code: '', words: [] as string[], names: new Set<string>() };
    }
    const close = () => {
      const { words, names, ...section } = current;
      // Runs of white space stay: the index splits words at any run of them.
      sections.push({ ...section, text: words.join(' ').trim(), code: [...names].join(' ') });
    };
    const path: string[] = [];
    const walk = (node: Nodes) => {
      if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
        const text = plainText(node);
        path.length = node.depth - 2;
        path.push(text);
        close();
        current = start(String((node as Heading).data?.hProperties?.id ?? ''), [...path]);
      } else if (node.type === 'code') {
        for (const name of codeNames(node.value)) current.names.add(name);
      } else if (node.type === 'html') {
        // Markup written into markdown is not text; the build's own (a generated region's, see safe.ts: generatedHtml) is.
        if ((node.data as { generated?: boolean } | undefined)?.generated) current.words.push(htmlText(node.value));
      } else if ('children' in node && !PHRASING.has(node.type)) {
        for (const child of node.children) walk(child as Nodes);
      } else {
        current.words.push(plainText(node));
      }
    };
    walk(tree);
    close();
    // A page that opens with a heading has no intro.
    file.data.sections = sections.filter((s, i) => i > 0 || s.text || s.code);
  };
}

function plainText(node: Nodes): string {
  if (node.type === 'html') return '';
  if ('value' in node) return node.value;
  if (!('children' in node)) return '';
  return (node.children as Nodes[]).map(plainText).join(PHRASING.has(node.type) ? '' : ' ');
}

/** The text of HTML the build wrote: its tags gone (a block's between words), the characters it escaped back. */
function htmlText(html: string): string {
  return unescapeHtml(withoutInlineTags(html).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim());
}

/** The names a code block uses (CODE_NAME), but in its long runs (LONG_RUN). */
function codeNames(code: string): string[] {
  if (!LONG_RUN.test(code)) return code.match(CODE_NAME) ?? [];
  const names: string[] = [];
  for (const [run] of code.matchAll(NAME_RUN)) if (!LONG_RUN.test(run)) names.push(...(run.match(CODE_NAME) ?? []));
  return names;
}
