// Renders markdown as a page goes through the expand and markdown stages, for
// unit tests of markdown conventions.
import { expandPage } from '../../src/content/expand.ts';
import { renderMarkdown } from '../../src/content/markdown.ts';
import { componentRenderer, rememberComponents, type Components } from '../../src/render/components.ts';
import { parseHtml } from './site.ts';
import type { PageSource, Problem } from '../../src/types.ts';

type Source = Pick<PageSource, 'file' | 'body' | 'bodyLine'> & { frontMatter?: PageSource['frontMatter'] };

export const FILE = 'guides/examples.md';
/** The body starts after four lines of front matter. */
export const BODY_LINE = 5;

interface RenderOptions {
  file?: string;
  /** Other files of the content folder (content path → body), to include, import or link to. */
  others?: Record<string, string>;
  /** React components, as site.config.ts registers them. */
  components?: Components;
  /** The page's front matter. */
  frontMatter?: PageSource['frontMatter'];
  /** The config's delimiters of a custom id. */
  attributeDelimiters?: [string, string];
}

let configs = 0;

/** A page's body rendered; errors and notes of both stages, as plain data. */
export function renderBody(body: string, { file = FILE, others = {}, components, frontMatter, attributeDelimiters }: RenderOptions = {}) {
  const source: Source = { file, body, bodyLine: BODY_LINE, ...(frontMatter && { frontMatter }) };
  const sources = new Map<string, Source>([[file, source]]);
  for (const [path, text] of Object.entries(others)) sources.set(path, { file: path, body: text, bodyLine: 1 });
  const pageUrls = Object.fromEntries([...sources.keys()].map((f) => [f, `/docs/${f.replace(/\.mdx?$/, '')}`]));
  const expanded = expandPage(source, pageUrls[file], { sources, placeholders: new Map([['productName', 'Acme']]), contentFolder: 'content', attributeDelimiters });
  let renderer;
  if (components) {
    const code = `test config ${++configs}`;
    rememberComponents(code, components);
    renderer = componentRenderer(code);
  }
  const result = renderMarkdown(expanded.page, { baseUrl: '/docs/', pageUrls, assetUrls: {} }, renderer);
  const plain = (e: Problem) => ({ message: e.message, file: e.file, line: e.line, column: e.column, hint: e.hint, ...(e.kind && { kind: e.kind }), ...(e.subject && { subject: e.subject }) });
  return {
    ...result,
    errors: [...expanded.errors.map(plain), ...result.errors.map(plain)],
    notes: [...expanded.notes.map(plain), ...result.notes.map(plain)],
    doc: parseHtml(result.html),
    page: expanded.page,
  };
}
