import type { PageData, SiteData } from '../src/render/data.ts';
import { Features, Hero } from './Hero.tsx';

/** A landing page (/docs/, Starlight's splash, VitePress's home): the hero, feature cards, then the page's markdown (its lists of links show as cards). */
export function Landing({ site, page }: { site: SiteData; page: PageData }) {
  return (
    <article className="landing">
      <Hero site={site} page={page} />
      {page.features && <Features features={page.features} />}
      <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
