// Stage 2: read the content folder. One of the three places that touch the disk.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SiteError } from '../errors.ts';
import type { ContentTree } from '../types.ts';

/** Folders that never hold pages: dot-folders (.git, .vscode) and installed packages. */
const SKIP_DIR = (name: string) => name.startsWith('.') || name === 'node_modules';

export async function scanContent(contentDir: string): Promise<ContentTree> {
  let entries;
  try {
    entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  } catch (err) {
    throw new SiteError(`Cannot read the content folder ${contentDir}`, { cause: err, hint: 'create it, or set contentDir in site.config.ts' });
  }
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(contentDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((rel) => !rel.split('/').slice(0, -1).some(SKIP_DIR))
    .sort();
  const tree: ContentTree = { markdown: [], assets: [] };
  await Promise.all(files.map(async (rel) => {
    const abs = path.join(contentDir, rel);
    if (rel.endsWith('.md')) tree.markdown.push({ path: rel, text: await readFile(abs, 'utf8') });
    else if (!path.basename(rel).startsWith('.')) tree.assets.push({ path: rel, bytes: await readFile(abs) });
  }));
  tree.markdown.sort((a, b) => a.path.localeCompare(b.path));
  tree.assets.sort((a, b) => a.path.localeCompare(b.path));
  return tree;
}
