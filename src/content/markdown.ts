// Stage 5: markdown → HTML with remark. Our parser (plugins/parser.ts: CommonMark and GFM), admonitions and code tabs, heading ids and links, link rewriting,
// highlighted code; raw HTML that writers put in markdown is kept as written, but for what could run script in the reader's browser
// (plugins/safe.ts, last). The HTML is written by to-html.ts, and by remark-html where that cannot (footnotes).
import { remark } from 'remark';
import remarkHtml from 'remark-html';
import { remarkWriteHtml } from './to-html.ts';
import { remarkParser } from './plugins/parser.ts';
import { remarkCheckDepth } from './parse/depth.ts';
import { remarkAnchors } from './plugins/anchors.ts';
import { remarkCode } from './plugins/code.ts';
import { remarkContainers } from './plugins/containers.ts';
import { remarkInlineJsx } from './mdx/inline.ts';
import { remarkRenderComponents } from './mdx/render.ts';
import type { ComponentRenderer } from '../render/components.ts';
import { remarkCopyEdits, remarkCopyText } from './plugins/markdown-copy.ts';
import { remarkLinks, type LinkTargets } from './plugins/links.ts';
import { remarkSections } from './plugins/sections.ts';
import { remarkTables } from './plugins/tables.ts';
import { remarkSafe } from './plugins/safe.ts';
import { taskListItem } from './plugins/task-lists.ts';
import type { MarkdownContext } from './blocks/context.ts';
import { originOf } from './segments.ts';
import type { ApiExample, Embeds, ExpandedPage, Heading, LinkRef, ParsedPage, Problem, SectionText } from '../types.ts';

export type { LinkTargets };

/** The processor of a page: `mdx` for a page read as MDX. */
export function markdownProcessor(mdx: boolean) {
  // MDX has no indented code: writers indent the markdown inside components (and lists, headings, tables may be indented too).
  return remark()
    .use(remarkParser, { mdx })
    .use(remarkCopyEdits)
    .use(remarkContainers)
    .use(remarkInlineJsx)
    .use(remarkCheckDepth)
    .use(remarkAnchors)
    .use(remarkTables)
    .use(remarkSections)
    .use(remarkCode)
    .use(remarkLinks)
    .use(remarkRenderComponents)
    .use(remarkCopyText)
    .use(remarkSafe)
    .use(remarkHtml, { sanitize: false, handlers: { listItem: taskListItem } })
    .use(remarkWriteHtml)
    .freeze();
}

const processor = markdownProcessor(false);
const mdxProcessor = markdownProcessor(true);

/** A page read as MDX: an .mdx file, or one with import or export lines (which expand.ts leaves as markers). */
function isMdx(page: ExpandedPage): boolean {
  return page.file.endsWith('.mdx') || page.text.includes('<!--docs:esm');
}

/** `components`: what renders the components site.config.ts registers, if it does. */
export function renderMarkdown(page: ExpandedPage, targets: LinkTargets, components?: ComponentRenderer): ParsedPage {
  const mdx = isMdx(page);
  const markdown: MarkdownContext = { file: page.file, url: page.url, segments: page.segments, targets, mdx, components: components?.names, renderer: components, html: page.html };
  try {
    const result = (mdx ? mdxProcessor : processor).processSync({ value: page.text, data: { markdown } });
    return {
      file: page.file,
      html: String(result),
      headings: result.data.headings as Heading[],
      ids: result.data.ids as string[],
      links: result.data.linkRefs as LinkRef[],
      assets: result.data.assets as string[],
      ...(result.data.embeds ? { embeds: result.data.embeds as Embeds } : {}),
      sections: result.data.sections as SectionText[],
      apiExamples: (result.data.apiExamples ?? []) as ApiExample[],
      errors: (result.data.problems ?? []) as Problem[],
      warnings: (result.data.warnings ?? []) as Problem[],
      notes: (result.data.notes ?? []) as Problem[],
      markdown: (result.data.markdownCopy ?? '') as string,
    };
  } catch (err) {
    const point = (err as { place?: { line?: number; start?: { line: number } } }).place;
    const line = point && ('start' in point && point.start ? point.start.line : point.line);
    const where = line ? originOf(page.segments, line) : { file: page.file, line: undefined };
    return {
      file: page.file, html: '', headings: [], ids: [], links: [], assets: [], sections: [], apiExamples: [], warnings: [], notes: [], markdown: '',
      errors: [{ message: `Markdown could not be rendered: ${(err as Error).message}`, ...where, hint: (err as { hint?: string }).hint }],
    };
  }
}
