// Renders markdown as a page goes through the expand and markdown stages, for
// unit tests of markdown conventions.
import { expandPage } from '../../src/content/expand.ts';
import { renderMarkdown } from '../../src/content/markdown.ts';
import { parseHtml } from './site.ts';
import type { PageSource } from '../../src/types.ts';

export const FILE = 'guides/examples.md';
/** The body starts after four lines of front matter. */
export const BODY_LINE = 5;

/** A page's body rendered, with other files (content path → body) it may include or link to. */
export function renderBody(body: string, { file = FILE, others = {} }: { file?: string; others?: Record<string, string> } = {}) {
  const source: PageSource = { file, frontMatter: {}, body, bodyLine: BODY_LINE };
  const sources = new Map<string, PageSource>([[file, source]]);
  for (const [path, text] of Object.entries(others)) sources.set(path, { file: path, frontMatter: {}, body: text, bodyLine: 1 });
  const pageUrls = Object.fromEntries([...sources.keys()].map((f) => [f, `/docs/${f.replace(/\.mdx?$/, '')}`]));
  const expanded = expandPage(source, pageUrls[file], { sources, placeholders: new Map([['productName', 'Acme']]) });
  const result = renderMarkdown(expanded.page, { baseUrl: '/docs/', pageUrls, assetUrls: {} });
  return { ...result, errors: [...expanded.errors.map((e) => ({ message: e.message, file: e.file, line: e.line, hint: e.hint })), ...result.errors], doc: parseHtml(result.html), page: expanded.page };
}
