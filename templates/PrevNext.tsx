import type { PageLink } from '../src/types.ts';

export function PrevNext({ prev, next }: { prev?: PageLink; next?: PageLink }) {
  if (!prev && !next) return null;
  return (
    <nav className="prev-next" aria-label="Previous and next pages">
      {prev && <a className="prev" href={prev.url} rel="prev"><span className="prev-next-label">Previous</span>{prev.title}</a>}
      {next && <a className="next" href={next.url} rel="next"><span className="prev-next-label">Next</span>{next.title}</a>}
    </nav>
  );
}
