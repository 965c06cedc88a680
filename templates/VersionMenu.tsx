import type { VersionLink } from '../src/routes/versions.ts';

/**
 * The navbar's version menu: a disclosure that works without JavaScript. Its
 * links load in full (data-full-load): another version has another sidebar.
 */
export function VersionMenu({ versions }: { versions: VersionLink[] }) {
  const current = versions.find((v) => v.current)!;
  return (
    <details className="version-menu">
      <summary aria-label={`Version: ${current.label}. Choose another version`}>{current.label}</summary>
      <ul>
        {versions.map((v) => (
          <li key={v.id}>
            <a href={v.url} data-version={v.id} data-full-load="" {...(v.current ? { 'aria-current': 'true' as const } : {})}>{v.label}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The navbar's language menu of a site with translations: each locale's link
 * leads to this page in that language (or to that locale's first page), and
 * loads in full (another locale has another sidebar and search).
 */
export function LanguageMenu({ locales }: { locales: VersionLink[] }) {
  const current = locales.find((l) => l.current)!;
  return (
    <details className="version-menu language-menu">
      <summary aria-label={`Language: ${current.label}. Choose another language`}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" /><path d="M3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9z" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
        {' '}{current.label}
      </summary>
      <ul>
        {locales.map((l) => (
          <li key={l.id}>
            <a href={l.url} hrefLang={l.lang} lang={l.lang} data-locale={l.id} data-full-load="" {...(l.current ? { 'aria-current': 'true' as const } : {})}>{l.label}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}
