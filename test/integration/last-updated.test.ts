// "Last updated" from git history, and nothing when the content is not in git.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { build } from '../../src/build.ts';
import { lastCommitDates } from '../../src/content/git-dates.ts';
import { makeSite, parseHtml, writeFiles } from '../helpers/site.ts';

function commit(root: string, message: string, date: string) {
  const env = { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date };
  execFileSync('git', ['add', '.'], { cwd: root, env });
  execFileSync('git', ['-c', 'user.name=Docs', '-c', 'user.email=docs@example.test', 'commit', '-q', '-m', message], { cwd: root, env });
}

const page = async (root: string, file: string) => {
  const result = await build({ root, write: false, env: {} });
  return parseHtml(String(result.files.find((f) => f.path === file)!.contents));
};

describe('last updated', () => {
  it('shows when each page was last committed', async () => {
    const root = await makeSite({ 'content/guide.md': '# Guide\n', 'content/faq.md': '# FAQ\n' });
    execFileSync('git', ['init', '-q'], { cwd: root });
    commit(root, 'first', '2025-03-04T10:00:00Z');
    await writeFiles(root, { 'content/faq.md': '# FAQ\n\nMore.\n' });
    commit(root, 'second', '2025-05-06T10:00:00Z');

    expect(await lastCommitDates(`${root}/content`)).toEqual(new Map([['faq.md', '2025-05-06T10:00:00+00:00'], ['guide.md', '2025-03-04T10:00:00+00:00']]));
    const guide = (await page(root, 'docs/guide/index.html')).querySelector('main .page-meta time')!;
    expect(guide.textContent).toBe('March 4, 2025');
    expect(guide.getAttribute('datetime')).toBe('2025-03-04T10:00:00+00:00');
    expect((await page(root, 'docs/faq/index.html')).querySelector('main .page-meta')!.textContent).toBe('Last updated May 6, 2025');
  });

  it('says nothing when the content is not in git', async () => {
    const root = await makeSite({ 'content/guide.md': '# Guide\n' });
    expect((await lastCommitDates(`${root}/content`)).size).toBe(0);
    expect((await page(root, 'docs/guide/index.html')).querySelector('main .page-meta')).toBeNull();
  });
});
