import { documentTitle, translationsOf, type PageData, type SiteData } from '../src/render/data.ts';
import { Navbar } from './Navbar.tsx';
import { Footer } from './Footer.tsx';
import { NavbarLinks } from './NavbarLinks.tsx';
import { markdownCopyUrl } from '../src/shared/markdown-url.ts';

export interface Regions {
  sidebar: string;
  main: string;
  toc: string;
  versions: string;
}

/**
 * The HTML document around every page. The regions arrive rendered, because
 * content chunks carry them too: client-side navigation swaps them in place.
 */
export function Layout({ site, page, regions }: { site: SiteData; page: PageData; regions: Regions }) {
  return (
    <html lang={site.lang} {...(site.dir && { dir: site.dir })} data-theme="light" data-base={site.baseUrl} data-route={page.route} data-progress-delay={site.progressDelayMs} {...(site.locales ? { 'data-locale': site.version } : { 'data-version': site.version })} {...(site.analyticsKey ? { 'data-analytics': site.analyticsKey } : {})}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={page.csp ?? site.csp} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{documentTitle(site, page)}</title>
        <meta name="description" content={page.description} />
        {page.keywords && <meta name="keywords" content={page.keywords.join(', ')} />}
        {page.noindex && <meta name="robots" content="noindex" />}
        <link rel="canonical" href={site.origin + page.url} />
        {translationsOf(site, page).map((t) => <link key={t.lang} rel="alternate" hrefLang={t.lang} href={t.url} />)}
        {site.llms && page.template !== 'not-found' && <link rel="alternate" type="text/markdown" href={markdownCopyUrl(page.url)} />}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={site.productName} />
        <meta property="og:title" content={page.template === 'landing' ? site.productName : page.title} />
        {page.description && <meta property="og:description" content={page.description} />}
        <meta property="og:url" content={site.origin + page.url} />
        {page.image && <meta property="og:image" content={/^\/(?!\/)/.test(page.image) ? site.origin + page.image : page.image} />}
        {page.head?.map((tag, i) => ('name' in tag ? <meta key={i} name={tag.name} content={tag.content} /> : <meta key={i} property={tag.property} content={tag.content} />))}
        <meta name="twitter:card" content="summary" />
        <meta name="docs-build" content={site.buildId} />
        <link rel="icon" href="data:," />
        <script dangerouslySetInnerHTML={{ __html: site.headScript }} />
        <link rel="stylesheet" href={site.cssUrl} />
        <script defer src={site.scriptUrl} />
        {site.devScriptUrl && <script defer src={site.devScriptUrl} />}
      </head>
      <body className={`template-${page.template}`}>
        <a className="skip-link" href="#content">Skip to content</a>
        <Navbar site={site} versions={regions.versions} />
        <div className="shell">
          {/* The sidebar's column on wide screens; on narrow ones a drawer with the navbar's links above the sidebar. */}
          <div className="drawer" id="drawer" popover="auto">
            <nav className="drawer-links" aria-label="Main"><NavbarLinks site={site} /></nav>
            <nav className="sidebar" id="sidebar" aria-label="Docs" data-trail={JSON.stringify(page.sidebar.trail)} data-sidebar-root={page.sidebar.root} dangerouslySetInnerHTML={{ __html: regions.sidebar }} />
          </div>
          <main id="content" className="content" tabIndex={-1} dangerouslySetInnerHTML={{ __html: regions.main }} />
          <aside className="toc" id="toc" dangerouslySetInnerHTML={{ __html: regions.toc }} />
        </div>
        <Footer site={site} />
        <div id="announcer" className="visually-hidden" role="status" />
      </body>
    </html>
  );
}
