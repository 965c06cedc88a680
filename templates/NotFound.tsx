import type { SiteData } from '../src/render/data.ts';

export function NotFound({ site }: { site: SiteData }) {
  return (
    <article className="doc not-found">
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link that brought you here may be wrong.</p>
      <p><a href={site.homeUrl}>Go to the {site.productName} docs home</a></p>
    </article>
  );
}
