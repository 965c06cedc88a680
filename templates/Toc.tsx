import { Fragment, type ReactNode } from 'react';
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
            <a href={`#${h.id}`}>{breakable(h.text)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A heading's text that may wrap after each ".", "(" and "/" inside a word: a
 * code-like entry ("fs.createReadStream(path[, options])") breaks where it
 * reads best before the stylesheet breaks it anywhere.
 */
function breakable(text: string): ReactNode {
  const parts = text.split(/(?<=[.(/])(?=[^\s.(/)])/);
  if (parts.length === 1) return text;
  return parts.map((part, i) => <Fragment key={i}>{i > 0 && <wbr />}{part}</Fragment>);
}
