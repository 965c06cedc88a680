import type { PageData, SiteData } from '../src/render/data.ts';
import { PrevNext } from './PrevNext.tsx';

export function DocPage({ site, page }: { site: SiteData; page: PageData }) {
  return (
    <article className="doc">
      <h1>{page.title}</h1>
      <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
      {site.editUrl && page.file && <p className="edit-page"><a href={site.editUrl + page.file} rel="noopener">Edit this page</a></p>}
      <PrevNext prev={page.prev} next={page.next} />
    </article>
  );
}
