// The build cache cannot lie: whatever is read back from the cache folder (the
// markdown cache's index and packs, the record of the last output) is checked,
// and what fails the check is a miss, said once, never published.
import { describe, expect, it } from 'vitest';
import { readdir, readFile, stat, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/build.ts';
import { checksum, seal, unseal } from '../../src/cache-files.ts';
import { filesIn, makeSite } from '../helpers/site.ts';
import type { OutputFile } from '../../src/types.ts';

const FILES = {
  'content/index.md': '# Home\n\nSee [the guide](./guide.md).\n',
  'content/guide.md': '# Guide\n\n## Setup\n\nInstall the client.\n',
  'content/reference.md': '# Reference\n\n## Limits\n\nTen requests a second.\n',
};
const asMap = (files: OutputFile[]) => Object.fromEntries(files.map((f) => [f.path, String(f.contents)]));
const cacheOf = (root: string) => path.join(root, 'node_modules/.cache/docs');
const readSealed = async (file: string) => JSON.parse(unseal(await readFile(file)));
const writeSealed = (file: string, value: object) => writeFile(file, seal(JSON.stringify(value)));
const messages = (notes: Error[]) => notes.map((n) => n.message).join('\n');

describe('the markdown cache', () => {
  it('does not publish a pack entry whose bytes changed (same length): the page is parsed again, and the build says so', async () => {
    const root = await makeSite(FILES);
    const cold = await build({ root, write: false, env: {}, diskCache: false });
    await build({ root, write: false, env: {} });
    const dir = path.join(cacheOf(root), 'markdown');
    const [pack] = (await readdir(dir)).filter((f) => f.endsWith('.pack'));
    const bytes = await readFile(path.join(dir, pack), 'latin1');
    expect(bytes).toContain('Ten requests');
    await writeFile(path.join(dir, pack), bytes.replace('Ten requests', 'Six requests'), 'latin1');
    // A warm build reads every page's HTML from the packs (nothing else of it changed).
    const warm = await build({ root, write: false, env: {} });
    expect(asMap(warm.files)).toEqual(asMap(cold.files));
    expect(messages(warm.notes)).toMatch(/The build cache's entry for reference\.md was damaged \(the checksum does not match\) and not used/);
    // The entry was replaced: the next build finds nothing wrong.
    const again = await build({ root, write: false, env: {} });
    expect(asMap(again.files)).toEqual(asMap(cold.files));
    expect(messages(again.notes)).not.toMatch(/damaged/);
  });

  it('does not use an entry that ends past its pack (a truncated copy), and allocates nothing for its length', async () => {
    const root = await makeSite(FILES);
    const cold = await build({ root, write: false, env: {}, diskCache: false });
    await build({ root, write: false, env: {} });
    const dir = path.join(cacheOf(root), 'markdown');
    const index = await readSealed(path.join(dir, 'index.json'));
    const [pack] = (await readdir(dir)).filter((f) => f.endsWith('.pack'));
    const { size } = await stat(path.join(dir, pack));
    await truncate(path.join(dir, pack), size - 10);
    // An entry claiming 4 GB: refused by the pack's size before any buffer is made for it.
    const first = Object.values(index.entries)[0] as { length: number };
    first.length = 2 ** 32;
    await writeSealed(path.join(dir, 'index.json'), index);
    const warm = await build({ root, write: false, env: {} });
    expect(asMap(warm.files)).toEqual(asMap(cold.files));
    expect(messages(warm.notes)).toMatch(/The build cache's entries for .+ were damaged/);
  });

  it('reads a pack only by a file name inside its folder: an index naming ../../(...)/etc/passwd is refused', async () => {
    const root = await makeSite(FILES);
    const cold = await build({ root, write: false, env: {}, diskCache: false });
    await build({ root, write: false, env: {} });
    const file = path.join(cacheOf(root), 'markdown/index.json');
    const index = await readSealed(file);
    const secret = await readFile('/etc/passwd');
    // Even with the checksum of what it points to: the name alone is refused.
    for (const entry of Object.values(index.entries) as Record<string, unknown>[]) {
      Object.assign(entry, { pack: path.relative(path.dirname(file), '/etc/passwd'), at: 0, length: secret.length, sum: checksum(secret) });
    }
    await writeSealed(file, index);
    const warm = await build({ root, write: false, env: {} });
    expect(asMap(warm.files)).toEqual(asMap(cold.files));
    expect(warm.files.some((f) => String(f.contents).includes(secret.toString().split('\n')[0]))).toBe(false);
    expect(messages(warm.notes)).toMatch(/index had 3 entries that were malformed or named a file outside the cache folder; they were not used/);
  });

  it('refuses a malformed record of a page\'s expansion: the page is expanded again, and the build says so', async () => {
    const root = await makeSite(FILES);
    const cold = await build({ root, write: false, env: {}, diskCache: false });
    await build({ root, write: false, env: {} });
    const file = path.join(cacheOf(root), 'markdown/index.json');
    const index = await readSealed(file);
    const [first, second, third] = Object.values(index.pages) as Record<string, unknown>[];
    Object.assign(first, { key: 42 });
    Object.assign(second, { reads: [['guide.md']] });
    Object.assign(third, { includes: 'guide.md' });
    await writeSealed(file, index);
    const warm = await build({ root, write: false, env: {} });
    expect(asMap(warm.files)).toEqual(asMap(cold.files));
    expect(messages(warm.notes)).toMatch(/index had 3 entries that were malformed or named a file outside the cache folder; they were not used/);
  });

  it('does not use an index whose bytes changed (same length), and says so', async () => {
    const root = await makeSite(FILES);
    const cold = await build({ root, write: false, env: {}, diskCache: false });
    await build({ root, write: false, env: {} });
    const file = path.join(cacheOf(root), 'markdown/index.json');
    const text = await readFile(file, 'latin1');
    expect(text).toContain('Limits');
    // A heading's text in a page's summary: the page's table of contents would show it.
    await writeFile(file, text.replaceAll('Limits', 'Lemons'), 'latin1');
    const warm = await build({ root, write: false, env: {} });
    expect(asMap(warm.files)).toEqual(asMap(cold.files));
    expect(messages(warm.notes)).toMatch(/The build cache's index was damaged \(its checksum does not match\) and was not used/);
  });
});

describe('the record of the last output', () => {
  it('is not used when it names a file outside the output folder: the build succeeds, says so, and publishes nothing from outside', async () => {
    const root = await makeSite(FILES);
    await build({ root, env: {} });
    const file = path.join(cacheOf(root), 'output.json');
    const record = await readSealed(file);
    // The search index's files come from the record when no page changed: point them at a file outside.
    const searchKey = Object.keys(record.pages).find((key) => key.startsWith('search\0'))!;
    const outside = '../../../../etc/passwd';
    const { size, mtimeMs } = await stat('/etc/passwd');
    record.pages[searchKey] = [outside];
    record.files[outside] = { hash: 'x', size, mtimeMs };
    await writeSealed(file, record);
    const warm = await build({ root, env: {} });
    expect(messages(warm.notes)).toMatch(/The record of the last output was damaged, or named files outside the output folder, and was not used/);
    await build({ root, env: {}, out: path.join(root, 'cold'), diskCache: false });
    expect(await filesIn(path.join(root, 'dist'))).toEqual(await filesIn(path.join(root, 'cold')));
  });

  it('is not used when its bytes changed, and the output is a cold build\'s', async () => {
    const root = await makeSite(FILES);
    await build({ root, env: {} });
    const file = path.join(cacheOf(root), 'output.json');
    const text = await readFile(file, 'latin1');
    await writeFile(file, text.replace('docs/guide/index.html', 'docs/guide/index.htmx'), 'latin1');
    const warm = await build({ root, env: {} });
    expect(warm.kept).toEqual([]);
    expect(messages(warm.notes)).toMatch(/The record of the last output was damaged/);
    await build({ root, env: {}, out: path.join(root, 'cold'), diskCache: false });
    expect(await filesIn(path.join(root, 'dist'))).toEqual(await filesIn(path.join(root, 'cold')));
  });
});
