// Notes: what a writer may want to know but need not fix, said once however many pages share it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteError } from '../../src/errors.ts';
import { reportNotes } from '../../src/log.ts';
import { buildSite } from '../helpers/site.ts';

describe('reportNotes', () => {
  const written: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    written.length = 0;
  });
  const capture = () => vi.spyOn(process.stderr, 'write').mockImplementation((s) => (written.push(String(s)), true));

  it('says each note once, with its first place and how many others share it', () => {
    capture();
    const said = new Set<string>();
    const note = (file: string) => new SiteError('Front matter key "authors" has no use here; it is kept in the page data', { file, line: 2 });
    reportNotes([note('content/a.md'), note('content/b.md'), note('content/c.md'), new SiteError('Another note')], said);
    expect(written).toHaveLength(2);
    expect(written[0]).toContain('content/a.md:2');
    expect(written[0]).toContain('and 2 other places');
    expect(written[1]).toContain('Another note');
    reportNotes([note('content/d.md')], said);
    expect(written).toHaveLength(2); // said already
  });
});

describe('MDX files', () => {
  it('are pages: content/guide.mdx is /docs/guide, index.mdx labels its folder, and links to .mdx files resolve', async () => {
    const site = await buildSite({
      'content/index.md': '# Home\n\nRead [the guide](./guide.mdx) and [the API](./api/index.mdx).\n',
      'content/guide.mdx': '# Guide\n\nText.\n',
      'content/api/index.mdx': '---\ntitle: API\n---\n\nThe API.\n',
      'content/api/auth.md': '# Auth\n',
    });
    expect(site.result.notes).toEqual([]);
    const home = await site.page('docs/index.html');
    const links = [...home.querySelectorAll('.markdown a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/docs/guide', '/docs/api']);
    expect((await site.page('docs/guide/index.html')).querySelector('h1')!.textContent).toBe('Guide');
    const sidebar = await site.page('docs/api/auth/index.html');
    expect([...sidebar.querySelectorAll('#sidebar a')].map((a) => a.textContent)).toContain('API');
  });
});
