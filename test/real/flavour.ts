// Which tool a fetched docs folder was written for, found the way a writer
// would point at it: a Docusaurus config in the folder or above it (or in a
// website/ folder beside it, where jest and babel keep theirs), a VitePress
// .vitepress/config in the folder, a Starlight site (an Astro config whose
// package depends on @astrojs/starlight) above it, else plain markdown; and
// what a writer would set for it: the static folder, the partials.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type FlavourName = 'docusaurus' | 'vitepress' | 'starlight' | 'plain';

export interface Flavour {
  name: FlavourName;
  /** The config file that told, when there is one. */
  configFile?: string;
  /** Older versions of the docs (Docusaurus versions.json + versioned_docs/version-<v>), newest first. */
  versions: { id: string; folder: string }[];
  /** The folder of files served as they are: Docusaurus's static/, VitePress's and Starlight's public/. */
  staticDir?: string;
  /** Globs of the files that are no pages (Docusaurus: a name that starts with "_"). */
  partials?: string[];
}

/** Docusaurus leaves out of its pages the files and folders whose names start with "_". */
const DOCUSAURUS_PARTIALS = ['**/_*.md', '**/_*.mdx', '**/_*/**'];
const folderIn = (dir: string, name: string) => (existsSync(path.join(dir, name)) ? path.join(dir, name) : undefined);

const CONFIG_EXTENSIONS = ['ts', 'mts', 'js', 'mjs', 'cjs'];
const firstFile = (dir: string, base: string) => CONFIG_EXTENSIONS.map((ext) => path.join(dir, `${base}.${ext}`)).find((f) => existsSync(f));

/** Looks in the folder and up to three folders above it. */
export function detectFlavour(folder: string): Flavour {
  const vitepress = firstFile(path.join(folder, '.vitepress'), 'config');
  if (vitepress) return { name: 'vitepress', configFile: vitepress, versions: [], staticDir: folderIn(folder, 'public') };
  let dir = folder;
  for (let up = 0; up < 4; up++) {
    const docusaurus = firstFile(dir, 'docusaurus.config') ?? firstFile(path.join(dir, 'website'), 'docusaurus.config');
    if (docusaurus) {
      const siteDir = path.dirname(docusaurus);
      const versions = path.basename(folder) === 'blog' ? [] : docusaurusVersions(siteDir);
      return { name: 'docusaurus', configFile: docusaurus, versions, staticDir: folderIn(siteDir, 'static'), partials: DOCUSAURUS_PARTIALS };
    }
    const astro = firstFile(dir, 'astro.config');
    if (astro && /"@astrojs\/starlight"/.test(readIfThere(path.join(dir, 'package.json')))) return { name: 'starlight', configFile: astro, versions: [], staticDir: folderIn(dir, 'public') };
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return { name: 'plain', versions: [] };
}

/** The versions listed in versions.json whose folder is there (a blog has none). */
function docusaurusVersions(siteDir: string): Flavour['versions'] {
  let listed: unknown;
  try {
    listed = JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8'));
  } catch {
    return [];
  }
  if (!Array.isArray(listed)) return [];
  return listed
    .filter((v): v is string => typeof v === 'string')
    .map((id) => ({ id, folder: path.join(siteDir, 'versioned_docs', `version-${id}`) }))
    .filter((v) => existsSync(v.folder));
}

function readIfThere(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Every file under a folder, as the generator's scan sees it: no dot-folders, no node_modules. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(folder, path.join(e.parentPath, e.name)))
    .filter((rel) => !rel.split(path.sep).slice(0, -1).some((part) => part.startsWith('.') || part === 'node_modules'));
}
