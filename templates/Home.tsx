import type { PageData, SiteData } from '../src/render/data.ts';
import { PrevNext } from './PrevNext.tsx';
import { PageActions } from './PageActions.tsx';

/** /docs/home: a doc page that opens with the product's name and tagline. */
export function Home({ site, page }: { site: SiteData; page: PageData }) {
  return (
    <article className="doc home">
      <p className="eyebrow">{site.productName}</p>
      {!page.hideTitle && <h1 id={page.titleId}>{page.heading ?? page.title}</h1>}
      {site.tagline && <p className="tagline">{site.tagline}</p>}
      {site.llms && <PageActions url={page.url} />}
      <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
      <PrevNext prev={page.prev} next={page.next} />
    </article>
  );
}
