import type { PageData, SiteData } from '../src/render/data.ts';
import { PrevNext } from './PrevNext.tsx';
import { PageActions } from './PageActions.tsx';
import { Features, Hero } from './Hero.tsx';

export function DocPage({ site, page }: { site: SiteData; page: PageData }) {
  const edit = page.editUrl === false ? undefined : page.editUrl ?? (site.editUrl && page.file && !page.generated ? site.editUrl + page.file : undefined);
  return (
    <article className="doc">
      {/* Starlight: a doc page with a hero shows it in place of its title. */}
      {page.hero ? <Hero site={site} page={page} /> : !page.hideTitle && <h1 id={page.titleId}>{page.heading ?? page.title}</h1>}
      {page.features && <Features features={page.features} />}
      {site.llms && <PageActions url={page.url} />}
      <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
      {(edit || page.updated) && (
        <div className="page-meta">
          {edit && <a href={edit} rel="noopener">Edit this page</a>}
          {page.updated && <span>Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>{page.updatedBy && ` by ${page.updatedBy}`}</span>}
        </div>
      )}
      <PrevNext prev={page.prev} next={page.next} />
    </article>
  );
}

/** "March 4, 2025", the same wherever the site is built. */
function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
