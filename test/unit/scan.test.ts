// Reading the content folder: what cannot be read is named with the system's
// reason, links are followed while they stay in the site, and nothing the
// folder holds (a loop of links, a named pipe) can stop the scan.
import { describe, expect, it, vi } from 'vitest';
import { execFileSync } from 'node:child_process';
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { makeSite } from '../helpers/site.ts';

/** Paths whose reads fail as if the user running the build could not read them. */
const unreadable = new Set<string>();
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const denied = (file: unknown) => {
    if (!unreadable.has(String(file))) return;
    throw Object.assign(new Error(`EACCES: permission denied, open '${String(file)}'`), { code: 'EACCES', errno: -13, path: String(file) });
  };
  return {
    ...fs,
    readFileSync: ((file: string, ...rest: never[]) => (denied(file), fs.readFileSync(file, ...rest))) as typeof fs.readFileSync,
    readdirSync: ((dir: string, ...rest: never[]) => (denied(dir), fs.readdirSync(dir, ...rest))) as typeof fs.readdirSync,
  };
});
const { scanContent } = await import('../../src/content/scan.ts');

const summary = (tree: ReturnType<typeof scanContent>, root: string) => ({
  pages: tree.markdown.map((f) => f.path),
  assets: tree.assets.map((f) => f.path),
  errors: (tree.errors ?? []).map((e) => [path.relative(root, e.file!), e.message]),
  notes: (tree.notes ?? []).map((e) => [path.relative(root, e.file!), e.message]),
});

describe('the content folder', () => {
  it('follows links to pages and folders elsewhere in the site, at the link\'s path', async () => {
    const root = await makeSite({ 'content/index.md': '# Home\n', 'shared/setup.md': '# Setup\n', 'shared/api/keys.md': '# Keys\n', 'shared/logo.png': 'png' });
    await symlink('../shared/setup.md', path.join(root, 'content/setup.md'));
    await symlink('../shared/api', path.join(root, 'content/api'));
    await symlink('../shared/logo.png', path.join(root, 'content/logo.png'));
    const tree = scanContent(path.join(root, 'content'), undefined, 'content folder', root);
    expect(summary(tree, root)).toEqual({ pages: ['api/keys.md', 'index.md', 'setup.md'], assets: ['logo.png'], errors: [], notes: [] }); // the links were skipped
    expect(tree.markdown.find((f) => f.path === 'setup.md')?.text).toBe('# Setup\n');
  });

  it('leaves out, with a note each, links outside the site, links to nowhere, loops of links, and pipes, without hanging', async () => {
    const root = await makeSite({ 'content/index.md': '# Home\n', 'content/guides/a.md': '# A\n' });
    const content = path.join(root, 'content');
    await symlink('/etc/hostname', path.join(content, 'host.md'));
    await symlink('missing.md', path.join(content, 'gone.md'));
    await symlink('loop-b', path.join(content, 'loop-a'));
    await symlink('loop-a', path.join(content, 'loop-b'));
    await symlink('..', path.join(content, 'guides/up'));
    await symlink('../guides', path.join(content, 'guides/self'));
    execFileSync('mkfifo', [path.join(content, 'pipe.md')]); // reading it would wait forever for a writer
    const start = performance.now();
    const tree = scanContent(content, undefined, 'content folder', root);
    expect(performance.now() - start).toBeLessThan(5_000);
    expect(summary(tree, root)).toEqual({
      pages: ['guides/a.md', 'index.md'],
      assets: [],
      errors: [],
      notes: [
        ['content/gone.md', 'A link that leads nowhere, left out: it does not exist (ENOENT)'],
        ['content/guides/self', `A link to a folder it is in (${path.join(content, 'guides')}): not followed`],
        ['content/guides/up', `A link to a folder it is in (${content}): not followed`],
        ['content/host.md', 'A link to /etc/hostname, outside the site folder: left out'],
        ['content/loop-a', 'A link that leads nowhere, left out: links that lead in a circle (ELOOP)'],
        ['content/loop-b', 'A link that leads nowhere, left out: links that lead in a circle (ELOOP)'],
        ['content/pipe.md', 'Neither a file nor a folder (a named pipe): left out'],
      ],
    });
  });

  it('names a file or folder it cannot read, with the system\'s reason, and reads the rest', async () => {
    const root = await makeSite({ 'content/index.md': '# Home\n', 'content/secret.md': '# Secret\n', 'content/locked/a.md': '# A\n', 'content/img.png': 'png' });
    const content = path.join(root, 'content');
    unreadable.add(path.join(content, 'secret.md')).add(path.join(content, 'locked')).add(path.join(content, 'img.png'));
    try {
      const tree = scanContent(content, undefined, 'content folder', root); // threw the system's error, with its stack
      expect(summary(tree, root)).toEqual({
        pages: ['index.md'],
        assets: [],
        errors: [
          ['content/locked', 'Cannot read this folder: permission denied (EACCES)'],
          ['content/img.png', 'Cannot read this file: permission denied (EACCES)'],
          ['content/secret.md', 'Cannot read this file: permission denied (EACCES)'],
        ],
        notes: [],
      });
      expect(tree.errors![0].hint).toBe('make it readable by the user who runs the build, or move it out of the folder');
    } finally {
      unreadable.clear();
    }
  });

  it('names a changed file it cannot read again (docs serve), and keeps the rest of the last scan', async () => {
    const root = await makeSite({ 'content/index.md': '# Home\n', 'content/guide.md': '# Guide\n' });
    const content = path.join(root, 'content');
    const first = scanContent(content, undefined, 'content folder', root);
    const guide = path.join(content, 'guide.md');
    unreadable.add(guide);
    try {
      const again = scanContent(content, { previous: first, changed: new Set([guide]) }, 'content folder', root); // threw
      expect(summary(again, root)).toEqual({ pages: ['index.md'], assets: [], errors: [['content/guide.md', 'Cannot read this file: permission denied (EACCES)']], notes: [] });
    } finally {
      unreadable.clear();
    }
  });

  it('says why it cannot read the content folder itself: missing, or not readable', async () => {
    const root = await makeSite({ 'content/index.md': '# Home\n' });
    expect(() => scanContent(path.join(root, 'docs'), undefined, 'content folder', root)).toThrow(expect.objectContaining({
      message: `Cannot read the content folder ${path.join(root, 'docs')}: it does not exist (ENOENT)`, hint: 'create it, or set contentDir in site.config.ts',
    }));
    unreadable.add(path.join(root, 'content'));
    try {
      expect(() => scanContent(path.join(root, 'content'), undefined, 'content folder', root)).toThrow(expect.objectContaining({
        message: `Cannot read the content folder ${path.join(root, 'content')}: permission denied (EACCES)`, hint: 'make it readable by the user who runs the build',
      }));
    } finally {
      unreadable.clear();
    }
  });
});
