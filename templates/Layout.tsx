import { documentTitle, type PageData, type SiteData } from '../src/render/data.ts';
import { Navbar } from './Navbar.tsx';
import { Footer } from './Footer.tsx';

/** The HTML document around every page. The regions arrive rendered, because content chunks carry them too. */
export function Layout({ site, page, regions }: { site: SiteData; page: PageData; regions: { sidebar: string; main: string; toc: string } }) {
  const withSidebar = page.template !== 'landing';
  return (
    <html lang="en" data-theme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{documentTitle(site, page)}</title>
        {page.description && <meta name="description" content={page.description} />}
        <meta name="docs-build" content={site.buildId} />
        <link rel="stylesheet" href={site.cssUrl} />
      </head>
      <body className={`template-${page.template}`}>
        <a className="skip-link" href="#content">Skip to content</a>
        <Navbar site={site} />
        <div className={withSidebar ? 'shell' : 'shell shell-wide'}>
          {withSidebar && <nav className="sidebar" id="sidebar" aria-label="Docs" dangerouslySetInnerHTML={{ __html: regions.sidebar }} />}
          <main id="content" className="content" tabIndex={-1} dangerouslySetInnerHTML={{ __html: regions.main }} />
          {withSidebar && <aside className="toc" id="toc" dangerouslySetInnerHTML={{ __html: regions.toc }} />}
        </div>
        <Footer site={site} />
      </body>
    </html>
  );
}
