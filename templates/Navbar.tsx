import type { SiteData } from '../src/render/data.ts';
import { NavbarLinks } from './NavbarLinks.tsx';

/**
 * The navbar. Its menu button opens the drawer (a popover: that needs no
 * script) on narrow screens, and hides the sidebar on wide ones (that needs the
 * runtime); the search and color-mode buttons need the runtime, so the
 * stylesheet shows them only once the head script has run.
 */
export function Navbar({ site, versions }: { site: SiteData; versions: string }) {
  return (
    <header className="navbar">
      <button type="button" id="sidebar-toggle" className="icon-button" popoverTarget="drawer" aria-controls="drawer" aria-label="Docs navigation">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
      </button>
      <a className="navbar-brand" href={site.homeUrl}>{site.productName}</a>
      <div id="versions" className="versions" dangerouslySetInnerHTML={{ __html: versions }} />
      <nav className="navbar-links" aria-label="Main">
        <NavbarLinks site={site} />
      </nav>
      <button type="button" id="search-button" className="search-button needs-js" aria-haspopup="dialog" aria-keyshortcuts="/ Control+K Meta+K">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" /><path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
        <span>Search</span>
        <kbd aria-hidden="true">/</kbd>
      </button>
      <button type="button" id="theme-toggle" className="icon-button needs-js" aria-label="Switch to dark mode" title="Switch to dark mode">
        <svg className="icon-moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" fill="currentColor" /></svg>
        <svg className="icon-sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><circle cx="12" cy="12" r="4.5" fill="currentColor" /><path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
      </button>
    </header>
  );
}
