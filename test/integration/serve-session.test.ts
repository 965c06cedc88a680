// docs serve's site after each edit is the site a cold build makes of the same
// files: reusing the last build's work page by page (by position, by key) may
// make a rebuild faster, never different.
import { describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/build.ts';
import { createSession } from '../../src/dev/session.ts';
import { bodyOf } from '../../src/dev/served.ts';
import { makeSite, writeFiles } from '../helpers/site.ts';

const pages = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [
  `content/tasks/task-${i}.md`,
  `# Task ${i}\n\n## Steps\n\nRun \`task ${i}\`, then see [the next](./task-${(i + 1) % 12}.md#steps).\n`,
]));
const FILES = {
  ...pages,
  'content/index.md': '---\ntemplate: landing\n---\n\n- [Tasks](./tasks/task-0.md)\n',
  'content/guide.md': '# Guide\n\n<!--@include: ./parts/note.md-->\n\n![Plan](./plan.png)\n',
  'content/parts/note.md': '---\nsidebar: false\n---\n\nA note.\n',
  'content/plan.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  // Larger than docs serve renders on its main thread (pool.ts): a worker of its own does.
  'content/large.md': '# Large\n\n' + Array.from({ length: 500 }, (_, i) => `## Part ${i}\n\nSee [task ${i % 12}](./tasks/task-${i % 12}.md#steps), \`code\` and **more**.\n\n`).join(''),
};

/** The served files, the search index aside (docs serve makes it after the reload). */
function servedFiles(site: ReadonlyMap<string, unknown>): Record<string, string> {
  return Object.fromEntries([...site].filter(([file]) => !file.includes('/search/')).map(([file, contents]) => [file, String(bodyOf(contents as string))]).sort());
}

async function coldFiles(root: string): Promise<Record<string, string>> {
  const cold = await build({ root, write: false, env: {}, diskCache: false, drafts: true, deferSearch: false });
  return Object.fromEntries(cold.files.filter((f) => !f.path.includes('/search/')).map((f) => [f.path, String(bodyOf(f.contents))]).sort());
}

describe('a docs serve session', () => {
  it('serves after each edit what a cold build makes', async () => {
    const root = await makeSite(FILES);
    const session = createSession({ root, env: {}, mode: 'serve', loadBuild: async () => build });
    const abs = (rel: string) => path.join(root, rel);
    try {
      expect((await session.rebuild()).ok).toBe(true);
      const edits: [string, () => Promise<string[]>][] = [
        ['a large page\'s text', async () => (await writeFiles(root, { 'content/large.md': FILES['content/large.md'].replace('Part 7', 'Part seven') }), ['content/large.md'])],
        ['a page\'s text', async () => (await writeFiles(root, { 'content/tasks/task-3.md': '# Task 3\n\n## Steps\n\nRun it twice.\n' }), ['content/tasks/task-3.md'])],
        ['a title (every page\'s sidebar)', async () => (await writeFiles(root, { 'content/tasks/task-5.md': '# Task five\n\n## Steps\n\nRun.\n' }), ['content/tasks/task-5.md'])],
        ['a heading another page links to', async () => (await writeFiles(root, { 'content/tasks/task-3.md': '# Task 3\n\n## Steps\n\n## More\n' }), ['content/tasks/task-3.md'])],
        ['an included file', async () => (await writeFiles(root, { 'content/parts/note.md': '---\nsidebar: false\n---\n\nAn edited note.\n' }), ['content/parts/note.md'])],
        ['a page added', async () => (await writeFiles(root, { 'content/tasks/task-20.md': '# Task 20\n\nNew.\n' }), ['content/tasks/task-20.md'])],
        ['a page removed', async () => (await rm(abs('content/tasks/task-20.md')), ['content/tasks/task-20.md'])],
        ['the same text again', async () => (await writeFiles(root, { 'content/tasks/task-3.md': '# Task 3\n\n## Steps\n\n## More\n' }), ['content/tasks/task-3.md'])],
      ];
      for (const [edit, apply] of edits) {
        const changed = (await apply()).map(abs);
        const result = await session.rebuild(changed);
        expect(result.ok ? [] : result.errors.map((e) => e.message), edit).toEqual([]);
        expect(servedFiles(session.served()), edit).toEqual(await coldFiles(root));
      }
    } finally {
      await session.close();
    }
  });

  it('after a failed build, serves again what a cold build makes once the problem is fixed', async () => {
    const root = await makeSite(FILES);
    const session = createSession({ root, env: {}, mode: 'serve', loadBuild: async () => build });
    const file = 'content/tasks/task-2.md';
    try {
      await session.rebuild();
      await writeFiles(root, { [file]: '# Task 2\n\nSee [nothing](./missing.md).\n' });
      const failed = await session.rebuild([path.join(root, file)]);
      expect(failed.ok).toBe(false);
      await writeFiles(root, { 'content/tasks/task-4.md': '# Task 4\n\n## Steps\n\nEdited meanwhile.\n', [file]: '# Task 2\n\n## Steps\n\nFixed.\n' });
      const fixed = await session.rebuild([path.join(root, file), path.join(root, 'content/tasks/task-4.md')]);
      expect(fixed.ok ? [] : fixed.errors.map((e) => e.message)).toEqual([]);
      expect(servedFiles(session.served())).toEqual(await coldFiles(root));
    } finally {
      await session.close();
    }
  });

  it('serves every page of a first build that failed, and says which page each error is about', async () => {
    const root = await makeSite({ ...FILES, 'content/tasks/task-2.md': '# Task 2\n\n## Steps\n\nSee [nothing](./missing.md).\n' });
    const session = createSession({ root, env: {}, mode: 'serve', loadBuild: async () => build });
    try {
      const failed = await session.rebuild();
      expect(failed.ok).toBe(false);
      if (failed.ok) return;
      expect(failed.served).toBe(true);
      expect(failed.errors.map((e) => e.message)).toEqual([expect.stringContaining('Broken link: ./missing.md')]);
      expect(failed.pages).toEqual(['/docs/tasks/task-2']);
      const served = servedFiles(session.served());
      expect(served['docs/tasks/task-2/index.html']).toContain('See');
      expect(served['docs/guide/index.html']).toContain('A note.');
      const pagesOf = (files: Record<string, string>) => Object.keys(files).filter((f) => f.endsWith('.html'));

      // A later failure keeps what is served; the fix serves what a cold build makes.
      await writeFiles(root, { 'content/guide.md': '# Guide\n\n{{nope}}\n' });
      const again = await session.rebuild([path.join(root, 'content/guide.md')]);
      expect(again.ok || again.served).toBe(false);
      expect(servedFiles(session.served())['docs/guide/index.html']).toContain('A note.');
      // A page new since then that fails is served with its errors, not a 404.
      await writeFiles(root, { 'content/new.md': '# New page\n\nSee [nothing](./missing.md).\n' });
      const added = await session.rebuild([path.join(root, 'content/new.md')]);
      expect(added.ok ? [] : added.pages).toContain('/docs/new');
      expect(servedFiles(session.served())['docs/new/index.html']).toContain('New page');
      expect(servedFiles(session.served())['docs/guide/index.html']).toContain('A note.');
      await writeFiles(root, { 'content/guide.md': FILES['content/guide.md'], 'content/tasks/task-2.md': '# Task 2\n\n## Steps\n\nFixed.\n', 'content/new.md': '# New page\n\nFixed.\n' });
      const fixed = await session.rebuild([path.join(root, 'content/guide.md'), path.join(root, 'content/tasks/task-2.md'), path.join(root, 'content/new.md')]);
      expect(fixed.ok ? [] : fixed.errors.map((e) => e.message)).toEqual([]);
      const cold = await coldFiles(root);
      expect(servedFiles(session.served())).toEqual(cold);
      expect(pagesOf(served)).toEqual(pagesOf(cold).filter((f) => f !== 'docs/new/index.html')); // the failed build served every page there was
    } finally {
      await session.close();
    }
  }, 60_000);
});
