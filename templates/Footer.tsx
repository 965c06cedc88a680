import type { SiteData } from '../src/render/data.ts';

export function Footer({ site }: { site: SiteData }) {
  return (
    <footer className="footer">
      <nav aria-label="Footer">
        <ul>
          {site.footer.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="copyright">{site.copyright}</p>
    </footer>
  );
}
