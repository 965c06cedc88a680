// Where a page's markdown copy is, for the build that writes it and the
// runtime that links to it. (A module of its own: the search module, which
// imports paths.ts, stays the same bytes.)

/**
 * The URL of a page's markdown copy, as llmstxt.org proposes: the page's URL
 * with ".md" added ("/docs/api/x.md"), "index.html.md" after a URL that ends
 * in "/" ("/docs/index.html.md").
 */
export function markdownCopyUrl(pageUrl: string): string {
  return pageUrl.endsWith('/') ? `${pageUrl}index.html.md` : `${pageUrl}.md`;
}
