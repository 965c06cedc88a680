import type { PageData } from '../src/render/data.ts';
import { PrevNext } from './PrevNext.tsx';

export function DocPage({ page }: { page: PageData }) {
  return (
    <article className="doc">
      <h1>{page.title}</h1>
      <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
      <PrevNext prev={page.prev} next={page.next} />
    </article>
  );
}
