// The file watcher under docs serve: which paths it reports, for the edits a
// writer makes (save, add, remove, a folder at a time, a save by replacing the file).
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { watchFiles, type FileWatcher } from '../../src/dev/watch-files.ts';
import { makeSite } from '../helpers/site.ts';

let watcher: FileWatcher | undefined;
afterEach(() => {
  watcher?.close();
  watcher = undefined;
});

/** Watches `paths` of a new site folder; `seen` collects what is reported, relative to the folder. */
async function watchSite(files: Record<string, string>, paths: string[], ignored: (file: string) => boolean = () => false) {
  const root = await makeSite(files);
  const seen = new Set<string>();
  watcher = watchFiles(paths.map((p) => path.join(root, p)), { ignored, onChange: (file) => seen.add(path.relative(root, file)) });
  return { root, seen };
}

/** Until `seen` has `expected` (events come a moment after the change), or a second has passed. */
async function waitFor(seen: Set<string>, expected: string) {
  const until = Date.now() + 1000;
  while (!seen.has(expected) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
  // And a little more, for any event that would follow.
  await new Promise((resolve) => setTimeout(resolve, 30));
}

describe('watchFiles', () => {
  it('reports a page saved in a folder below the watched one, and nothing else', async () => {
    const { root, seen } = await watchSite({ 'content/guide/deep/page.md': '# Page\n', 'content/guide/other.md': '# Other\n' }, ['content']);
    writeFileSync(path.join(root, 'content/guide/deep/page.md'), '# Page, edited\n');
    await waitFor(seen, 'content/guide/deep/page.md');
    expect([...seen]).toEqual(['content/guide/deep/page.md']);
  });

  it('reports a page added and one removed', async () => {
    const { root, seen } = await watchSite({ 'content/guide/page.md': '# Page\n' }, ['content']);
    writeFileSync(path.join(root, 'content/guide/new.md'), '# New\n');
    rmSync(path.join(root, 'content/guide/page.md'));
    await waitFor(seen, 'content/guide/page.md');
    expect(seen).toEqual(new Set(['content/guide/new.md', 'content/guide/page.md']));
  });

  it('watches a folder added after it started, and reports the pages written into it later', async () => {
    const { root, seen } = await watchSite({ 'content/index.md': '# Home\n' }, ['content']);
    mkdirSync(path.join(root, 'content/new/deeper'), { recursive: true });
    await waitFor(seen, 'content/new');
    seen.clear();
    writeFileSync(path.join(root, 'content/new/deeper/page.md'), '# Page\n');
    await waitFor(seen, 'content/new/deeper/page.md');
    expect(seen).toContain('content/new/deeper/page.md');
  });

  it('reports a folder removed, and stops watching it', async () => {
    const { root, seen } = await watchSite({ 'content/gone/page.md': '# Page\n', 'content/index.md': '# Home\n' }, ['content']);
    rmSync(path.join(root, 'content/gone'), { recursive: true });
    await waitFor(seen, 'content/gone');
    expect(seen).toContain('content/gone');
    mkdirSync(path.join(root, 'content/gone'));
    seen.clear();
    writeFileSync(path.join(root, 'content/index.md'), '# Home, edited\n');
    await waitFor(seen, 'content/index.md');
    expect(seen).toContain('content/index.md');
  });

  it('says nothing of what `ignored` leaves out, and does not watch below it', async () => {
    const { root, seen } = await watchSite({ 'content/page.md': '# Page\n', 'content/node_modules/pkg/readme.md': 'x\n' }, ['content'], (file) => file.split(path.sep).includes('node_modules'));
    writeFileSync(path.join(root, 'content/node_modules/pkg/readme.md'), 'y\n');
    writeFileSync(path.join(root, 'content/page.md'), '# Page, edited\n');
    await waitFor(seen, 'content/page.md');
    expect([...seen]).toEqual(['content/page.md']);
  });

  it('watches a file alone through its folder: a save that replaces the file is seen, its neighbours are not', async () => {
    const { root, seen } = await watchSite({ 'components/Note.tsx': 'export default 1;\n', 'components/Other.tsx': 'export default 2;\n' }, ['components/Note.tsx']);
    writeFileSync(path.join(root, 'components/Other.tsx'), 'export default 3;\n');
    // As editors that save safely do: the new text in another file, renamed over the old one.
    writeFileSync(path.join(root, 'components/.Note.tsx.tmp'), 'export default 4;\n');
    renameSync(path.join(root, 'components/.Note.tsx.tmp'), path.join(root, 'components/Note.tsx'));
    await waitFor(seen, 'components/Note.tsx');
    expect([...seen]).toEqual(['components/Note.tsx']);
    seen.clear();
    writeFileSync(path.join(root, 'components/Note.tsx'), 'export default 5;\n');
    await waitFor(seen, 'components/Note.tsx');
    expect([...seen]).toEqual(['components/Note.tsx']);
  });

  it('watches a folder given as a link to another folder (a content folder linked from elsewhere)', async () => {
    const { root, seen } = await watchSite({ 'shared/guide/page.md': '# Page\n' }, []);
    symlinkSync(path.join(root, 'shared'), path.join(root, 'content'));
    watcher!.add([path.join(root, 'content')]);
    writeFileSync(path.join(root, 'shared/guide/page.md'), '# Page, edited\n');
    await waitFor(seen, 'content/guide/page.md');
    expect([...seen]).toEqual(['content/guide/page.md']);
  });
});
