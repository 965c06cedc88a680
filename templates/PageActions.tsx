import { markdownCopyUrl } from '../src/shared/markdown-url.ts';

/**
 * The page as markdown: "Copy page" copies it (the runtime fetches it when
 * clicked: client/copy-page.ts), and the link, which works without the
 * runtime, shows it.
 */
export function PageActions({ url }: { url: string }) {
  return (
    <div className="page-actions">
      <button type="button" className="copy-page needs-js">Copy page</button>
      <a className="view-markdown" href={markdownCopyUrl(url)} type="text/markdown">View as Markdown</a>
    </div>
  );
}
