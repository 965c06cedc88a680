import type { PageData, SiteData } from '../src/render/data.ts';

/** /docs/: the product name and tagline, then the page's markdown (its lists of links show as cards). */
export function Landing({ site, page }: { site: SiteData; page: PageData }) {
  return (
    <article className="landing">
      <header className="hero">
        <h1>{site.productName}</h1>
        {site.tagline && <p className="tagline">{site.tagline}</p>}
      </header>
      <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
