// The site a writer would make around a fetched folder: a site.config.ts of a
// few lines (only keys the README documents) naming it as the content folder,
// with its older versions when it has them, its static folder and partials. And, for checking the output of a
// folder that does not build, a copy of it (hard links where the disk allows)
// without the files that have errors, or (--lenient) with some errors undone.
import { copyFileSync, linkSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder, type Flavour } from './flavour.ts';

export interface ContentFolder {
  /** The version's id in the config: "next" for a versioned folder's current docs, "current" without versions. */
  id: string;
  folder: string;
}

export function contentFolders(folder: string, versions: Flavour['versions']): ContentFolder[] {
  return [{ id: versions.length ? 'next' : 'current', folder }, ...versions];
}

export function siteConfig(name: string, folders: ContentFolder[], extra: Record<string, unknown>, flavour: Pick<Flavour, 'staticDir' | 'partials'> = {}): string {
  const [current, ...older] = folders;
  const lines = [`  productName: ${JSON.stringify(name)},`, `  contentDir: ${JSON.stringify(current.folder)},`];
  if (flavour.staticDir) lines.push(`  staticDir: ${JSON.stringify(flavour.staticDir)},`);
  if (flavour.partials) lines.push(`  partials: ${JSON.stringify(flavour.partials)},`);
  if (older.length) {
    lines.push('  versions: [', `    { id: ${JSON.stringify(current.id)}, label: 'Next' },`);
    for (const v of older) lines.push(`    { id: ${JSON.stringify(v.id)}, contentDir: ${JSON.stringify(v.folder)} },`);
    lines.push('  ],');
  }
  for (const [key, value] of Object.entries(extra)) lines.push(`  ${key}: ${JSON.stringify(value)},`);
  return `import { defineConfig } from 'docs';\n\nexport default defineConfig({\n${lines.join('\n')}\n});\n`;
}

export function countFiles(folders: ContentFolder[]): { files: number; md: number; mdx: number; versions: number } {
  const all = folders.flatMap((f) => filesUnder(f.folder));
  return { files: all.length, md: all.filter((f) => f.endsWith('.md')).length, mdx: all.filter((f) => f.endsWith('.mdx')).length, versions: folders.length };
}

/**
 * The folders again under `into`, without the files in `leave` and with the
 * files in `change` rewritten (absolute paths of the fetched folder).
 */
export function buildableSubset(folders: ContentFolder[], leave: Set<string>, change: Map<string, (text: string) => string>, into: string): ContentFolder[] {
  return folders.map((version, i) => {
    const copy = path.join(into, String(i));
    mkdirSync(copy, { recursive: true });
    for (const rel of filesUnder(version.folder)) {
      const from = path.join(version.folder, rel);
      if (leave.has(from)) continue;
      const to = path.join(copy, rel);
      mkdirSync(path.dirname(to), { recursive: true });
      const rewrite = change.get(from);
      if (rewrite) writeFileSync(to, rewrite(readFileSync(from, 'utf8')));
      else {
        try {
          linkSync(from, to);
        } catch {
          copyFileSync(from, to); // another disk
        }
      }
    }
    return { id: version.id, folder: copy };
  });
}

/**
 * For --lenient: what a page would read like once the generator accepts its
 * front matter and leaves its {{…}} alone. The front matter keeps only the
 * keys the generator knows as plain lines; every {{name}} is escaped.
 */
export const LENIENT: [RegExp, (text: string) => string][] = [
  [/^(Unknown front matter key|Front matter ")/, (text) => text.replace(/^---\r?\n([\s\S]*?)\r?\n---(?=\r?\n|$)/, (_, yaml: string) =>
    `---\n${yaml.split(/\r?\n/).filter((l) => /^(title|description|sidebar_label|sidebar_position):\s*\S/.test(l)).join('\n')}\n---`)],
  [/^Unknown placeholder/, (text) => text.replace(/(?<!\\)\{\{\s*[^{}\s]*\s*\}\}/g, '\\$&')],
];
