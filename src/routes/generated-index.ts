// The index page of a category that has none: its title, its description and
// a card for each of its items (label and description), so that a reader
// without JavaScript, and a crawler, reach every page through links. It is
// made here as markdown, a page source like any other: from here on the
// pipeline (links, rendering, chunks, search, caches) treats it as one. It costs
// one line per item of its own category.
import { mdText } from '../content/markdown-text.ts';
import { pageSettings } from '../content/page-settings.ts';
import type { IndexRequest } from './nav.ts';
import type { NavItem, PageSource, Route } from '../types.ts';

/** The page source of a generated index, as if it were the file `file`. */
export function generatedIndexSource(request: IndexRequest, file: string, byUrl: Map<string, Route>): PageSource {
  const { link } = request;
  const frontMatter = {
    title: link.title ?? request.label,
    ...request.description !== undefined && { description: request.description },
    ...link.keywords && { keywords: link.keywords },
    ...link.image && { image: link.image },
  };
  const lines: string[] = [];
  if (request.description) lines.push(mdText(request.description), '');
  // The landing page's lists of links show as cards; so do these.
  lines.push('<div class="cards">', '');
  for (const item of request.children) lines.push(...card(item, byUrl));
  lines.push('', '</div>', '');
  // Not in search: its text is its pages' titles, which find the pages themselves.
  const settings = { ...pageSettings(frontMatter, () => {}), inSearch: false };
  return { file, frontMatter, settings, body: lines.join('\n'), bodyLine: 1, keyLines: {}, generated: true };
}

function card(item: NavItem, byUrl: Map<string, Route>): string[] {
  const description = item.kind === 'page' ? byUrl.get(item.url)?.description
    : item.kind === 'category' ? item.description ?? (item.hasIndex ? byUrl.get(item.url)?.description : undefined) : undefined;
  // Site URLs: the link check sees them like any other link.
  const line = `- [${mdText(item.label)}](<${item.url}>)`;
  return description ? [line, `  ${mdText(description)}`] : [line];
}

