import type { SiteData } from '../src/render/data.ts';

/** The navbar's links: in the navbar on wide screens, at the top of the drawer on narrow ones. */
export function NavbarLinks({ site }: { site: SiteData }) {
  return (
    <ul>
      {site.navbar.map((link) => (
        <li key={link.href}>
          <a href={link.href} {...(link.external ? { rel: 'noopener' } : {})}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
