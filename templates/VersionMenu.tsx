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
