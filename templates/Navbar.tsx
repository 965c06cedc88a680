import type { SiteData } from '../src/render/data.ts';

export function Navbar({ site }: { site: SiteData }) {
  return (
    <header className="navbar">
      <a className="navbar-brand" href={site.baseUrl}>{site.productName}</a>
      <nav className="navbar-links" aria-label="Main">
        <ul>
          {site.navbar.map((link) => (
            <li key={link.href}>
              <a href={link.href} {...(link.external ? { rel: 'noopener' } : {})}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
