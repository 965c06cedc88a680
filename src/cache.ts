// What a build keeps for the next one. docs serve and docs build --watch keep
// one cache between rebuilds; docs build starts with an empty one, and finds
// the results it keeps on disk (result-store.ts) and its pages in the
// previous output (output/record.ts). How results are found: reuse.ts.
import { Reuse } from './reuse.ts';
import type { ApiRead } from './openapi/source.ts';
import type { ContentTree, OutputFile, PageSummary, SiteConfig } from './types.ts';

export interface RenderedPage {
  html: string;
  chunk: string;
}

/** A markdown result: the page's summary, and its HTML when asked (docs build reads it from disk then). */
export interface MarkdownResult {
  summary: PageSummary;
  html: () => string | undefined;
}

export interface BuildCache {
  /** Every stage's results, by the key of what they depend on. */
  results: Reuse;
  /** What was read: the config (kept while site.config.ts is not among the changed files), each version's content by content folder, and git's last-commit dates (docs serve asks git once, when it starts). */
  config?: SiteConfig;
  content: Map<string, ContentTree>;
  gitDates: Map<string, Map<string, string>>;
  /** The search files each version had last, by base URL: what docs serve serves while it builds new ones. */
  lastSearch: Map<string, OutputFile[]>;
  /** Each OpenAPI document as last read (src/openapi/source.ts): read again when one of its files changed. */
  apis: Map<string, ApiRead>;
}

export function createCache(): BuildCache {
  return { results: new Reuse(), content: new Map(), gitDates: new Map(), lastSearch: new Map(), apis: new Map() };
}
