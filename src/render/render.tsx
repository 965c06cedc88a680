// Stage 6: every route rendered with react-dom/server, as a whole HTML page and
// as the content chunk that client-side navigation fetches instead.
import { renderToStaticMarkup } from 'react-dom/server';
import { Layout } from '../../templates/Layout.tsx';
import { Sidebar } from '../../templates/Sidebar.tsx';
import { Toc } from '../../templates/Toc.tsx';
import { DocPage } from '../../templates/DocPage.tsx';
import { Landing } from '../../templates/Landing.tsx';
import { Home } from '../../templates/Home.tsx';
import { NotFound } from '../../templates/NotFound.tsx';
import { LanguageMenu, VersionMenu } from '../../templates/VersionMenu.tsx';
import { CHUNK_VERSION, type PageChunk } from '../shared/chunk.ts';
import { documentTitle, type PageData, type SiteData } from './data.ts';

export interface RenderedRoute {
  html: string;
  chunk: PageChunk;
}

export function renderPage(site: SiteData, page: PageData): RenderedRoute {
  // The landing page shows no sidebar or table of contents; its regions stay, empty, for client-side navigation.
  const bare = page.template === 'landing';
  const regions = {
    sidebar: bare ? '' : renderToStaticMarkup(<Sidebar items={page.sidebar.items} />),
    main: renderToStaticMarkup(<Main site={site} page={page} />),
    toc: bare ? '' : renderToStaticMarkup(<Toc headings={page.toc} />),
    versions: !page.versions ? '' : renderToStaticMarkup(site.locales ? <LanguageMenu locales={page.versions} /> : <VersionMenu versions={page.versions} />),
  };
  const html = '<!doctype html>' + renderToStaticMarkup(<Layout site={site} page={page} regions={regions} />);
  // The chunk carries no sidebar: the runtime marks the page in the full one (see render/sidebar.ts).
  const chunk: PageChunk = {
    v: CHUNK_VERSION,
    buildId: site.buildId,
    url: page.url,
    title: documentTitle(site, page),
    description: page.description,
    template: page.template,
    main: regions.main,
    toc: regions.toc,
    versions: regions.versions,
    trail: page.sidebar.trail,
    ...(page.sidebar.root ? { sidebar: page.sidebar.root } : {}),
    csp: page.csp ?? site.csp,
  };
  return { html, chunk };
}

function Main({ site, page }: { site: SiteData; page: PageData }) {
  switch (page.template) {
    case 'landing': return <Landing site={site} page={page} />;
    case 'home': return <Home site={site} page={page} />;
    case 'not-found': return <NotFound site={site} />;
    default: return <DocPage site={site} page={page} />;
  }
}
