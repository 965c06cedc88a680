// Writes a benchmark site of one-screen pages, shaped like a collection of
// command summaries: a heading, a description line with a link out, and 3-6
// examples in inline code; about 600 bytes of markdown each. Most pages sit in
// one large folder (61 %, as in the collection this shape comes from), the rest
// in folders of 500. Folders have no index.md. Output depends only on (pages,
// seed), like generate.ts.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { prng, int, pick, type Rand } from './random.ts';
import * as W from './words.ts';

/** The share of the pages in the one large folder: 4,600 of 7,500 in the collection this imitates. */
const BIG_FOLDER_SHARE = 4600 / 7500;
/** The large folder never holds more than this: 50,000 pages make one folder of 5,000 and 90 of 500. */
const BIG_FOLDER_MAX = 5000;
const PER_FOLDER = 500;

const SYLLABLES = ['ba', 'co', 'di', 'fu', 'ga', 'he', 'ki', 'lo', 'mu', 'ne', 'pi', 'ra', 'so', 'tu', 've', 'xa', 'yo', 'zi', 'qua', 'tri'];
const FLAGS = ['--all', '--force', '--dry-run', '--verbose', '--output', '--format json', '--since 2024-01-01', '--recursive', '--limit 20', '--quiet'];
const ARGS = ['path/to/file', 'path/to/directory', 'path/to/archive.tar', 'user@host', 'https://example.com', 'port', 'name', 'pattern', 'path/to/config.toml'];
const ACTIONS = ['List', 'Show', 'Create', 'Remove', 'Export', 'Import', 'Compare', 'Watch', 'Archive', 'Restore', 'Search', 'Count'];

/** The folder of each page: the large one first, then the others in turn. */
export function screenFolders(pages: number): { dir: string; count: number }[] {
  const big = Math.min(BIG_FOLDER_MAX, Math.round(pages * BIG_FOLDER_SHARE));
  const folders = [{ dir: 'common', count: big }];
  for (let left = pages - big, i = 1; left > 0; left -= PER_FOLDER, i++) folders.push({ dir: `platform-${String(i).padStart(2, '0')}`, count: Math.min(PER_FOLDER, left) });
  return folders;
}

function commandName(r: Rand, taken: Set<string>): string {
  for (;;) {
    const parts = Array.from({ length: int(r, 2, 4) }, () => pick(r, SYLLABLES));
    const name = r() < 0.3 ? `${parts.slice(0, 2).join('')}-${parts.slice(2).join('') || pick(r, W.VERBS)}` : parts.join('');
    if (!taken.has(name)) return taken.add(name), name;
  }
}

function page(name: string, r: Rand): string {
  const lines = [
    `# ${name}`,
    '',
    `> ${pick(r, ACTIONS)} ${pick(r, W.NOUNS)} records and ${pick(r, W.NOUNS)}s from the command line.`,
    `> More information: <https://tools.bench.example/${name}>.`,
  ];
  for (let i = int(r, 3, 6); i > 0; i--) {
    const flags = Array.from({ length: int(r, 0, 2) }, () => pick(r, FLAGS)).join(' ');
    lines.push('', `- ${pick(r, ACTIONS)} the ${pick(r, W.ADJECTIVES)} ${pick(r, W.NOUNS)}s of a ${pick(r, W.NOUNS)}:`, '', `\`${[name, pick(r, W.VERBS), flags, pick(r, ARGS)].filter(Boolean).join(' ')}\``);
  }
  return lines.join('\n') + '\n';
}

/** Writes `site.config.ts` and exactly `pages` one-screen pages under `dir/content`; returns their paths, sorted ("content/common/x.md"). */
export async function generateScreenSite(dir: string, pages: number, seed = 1): Promise<string[]> {
  if (!Number.isInteger(pages) || pages < 1) throw new RangeError(`pages must be a positive integer: ${pages}`);
  const r = prng(seed);
  const taken = new Set<string>();
  let index = 0;
  const written: string[] = [];
  await mkdir(join(dir, 'content'), { recursive: true });
  await writeFile(join(dir, 'site.config.ts'), "export default { productName: 'Bench Commands' };\n");
  for (const folder of screenFolders(pages)) {
    await mkdir(join(dir, 'content', folder.dir), { recursive: true });
    const names = Array.from({ length: folder.count }, () => commandName(r, taken));
    written.push(...names.map((name) => `content/${folder.dir}/${name}.md`).sort());
    // A PRNG stream per page, as in generate.ts.
    await Promise.all(names.map((name) => writeFile(join(dir, 'content', folder.dir, `${name}.md`), page(name, prng(Math.imul(seed, 0x9e3779b1) + ++index)))));
  }
  return written;
}
