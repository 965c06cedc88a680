import type { Heading } from '../src/types.ts';

/** "On this page": the h2 and h3 of the page. */
export function Toc({ headings }: { headings: Heading[] }) {
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title">
      <h2 id="toc-title" className="toc-title">On this page</h2>
      <ul>
        {headings.map((h) => (
          <li key={h.id} className={`toc-h${h.depth}`}>
            <a href={`#${h.id}`}>{h.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
