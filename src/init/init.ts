// docs init: a working site in a new folder. The starter's pages are files in
// src/init/starter/ (read from the package, so they can be read and edited as
// what they are), site.config.ts comes from config-file.ts, and package.json
// names the generator the way it can be installed from the new folder.
//
// It never replaces a file: a folder that is not empty is refused, unless
// --force, which adds the starter's files beside the ones there and keeps every
// file that exists, saying which. Keeping is the safe choice: re-running init
// then only restores what is missing, and nobody loses an edited page. The two
// exceptions change a file without replacing it: the scripts the site needs are
// added to an existing package.json, and the lines it needs to an existing
// .gitignore, each said.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../errors.ts';
import { fromPackage, PACKAGE_ROOT } from '../package-root.ts';
import { CONFIG_FILE } from '../config.ts';
import { configFile } from './config-file.ts';

const STARTER = fromPackage('src/init/starter');
const SCRIPTS = { build: 'docs build', serve: 'docs serve', check: 'docs check' };
const IGNORED = ['dist/', 'node_modules/'];

export interface InitResult {
  folder: string;
  /** Files written, relative to the folder. */
  written: string[];
  /** Files that existed and were kept as they were. */
  kept: string[];
  /** Files that existed and got what the site needs added: "package.json: scripts build, check". */
  added: string[];
  /** The commands to run next. */
  next: string[];
}

export async function init(folder: string, { force = false }: { force?: boolean } = {}): Promise<InitResult> {
  const root = path.resolve(folder);
  const existing = (await readdir(root).catch(() => [] as string[])).filter((name) => name !== '.git');
  if (existing.length && !force) {
    const shown = existing.slice(0, 5).join(', ') + (existing.length > 5 ? `, and ${existing.length - 5} more` : '');
    throw new UsageError(`The folder ${root} is not empty (${shown})`, {
      hint: 'make the site in a new folder (docs init my-docs), or add its files beside these with docs init --force, which keeps every file that exists',
    });
  }
  const name = productName(path.basename(root));
  const dependency = generatorDependency(root);
  const files: Record<string, string> = {
    [CONFIG_FILE]: configFile({ name }),
    ...(await starterFiles()),
  };
  const result: InitResult = { folder: root, written: [], kept: [], added: [], next: [] };
  for (const [rel, text] of Object.entries(files)) {
    const abs = path.join(root, rel);
    if (existsSync(abs)) {
      result.kept.push(rel);
      continue;
    }
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, text);
    result.written.push(rel);
  }
  await packageJson(root, packageName(path.basename(root)), dependency, result);
  await gitignore(root, result);

  const cd = path.relative(process.cwd(), root);
  const setup = [cd && `cd ${/^[\w./-]+$/.test(cd) ? cd : JSON.stringify(cd)}`, dependency && 'npm install'].filter(Boolean).join(' && ');
  result.next = setup ? [setup, 'npm run serve'] : ['npm run serve', 'npm run build'];
  return result;
}

/** The starter's files, by their path in the new site (".gitignore" is kept as "gitignore": npm leaves dotfiles named so out of a package). */
async function starterFiles(): Promise<Record<string, string>> {
  const entries = await readdir(STARTER, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile()).sort((a, b) => a.name.localeCompare(b.name))) {
    const abs = path.join(entry.parentPath, entry.name);
    const rel = path.relative(STARTER, abs).split(path.sep).join('/');
    if (rel !== 'gitignore') files[rel] = await readFile(abs, 'utf8');
  }
  return files;
}

async function packageJson(root: string, name: string, dependency: string | undefined, result: InitResult): Promise<void> {
  const file = path.join(root, 'package.json');
  if (!existsSync(file)) {
    const pkg = { name, private: true, type: 'module', scripts: SCRIPTS, ...(dependency && { devDependencies: { docs: dependency } }) };
    await writeFile(file, JSON.stringify(pkg, null, 2) + '\n');
    result.written.push('package.json');
    return;
  }
  const text = await readFile(file, 'utf8');
  let pkg: { scripts?: Record<string, string> };
  try {
    pkg = JSON.parse(text);
  } catch {
    result.kept.push('package.json (not valid JSON)');
    return;
  }
  const missing = Object.entries(SCRIPTS).filter(([script]) => pkg.scripts?.[script] === undefined);
  if (!missing.length) {
    result.kept.push('package.json');
    return;
  }
  pkg.scripts = { ...pkg.scripts, ...Object.fromEntries(missing) };
  await writeFile(file, JSON.stringify(pkg, null, 2) + '\n');
  result.added.push(`package.json: scripts ${missing.map(([script]) => script).join(', ')}`);
}

async function gitignore(root: string, result: InitResult): Promise<void> {
  const file = path.join(root, '.gitignore');
  const text = existsSync(file) ? await readFile(file, 'utf8') : undefined;
  const lines = new Set((text ?? '').split('\n').map((l) => l.trim().replace(/^\//, '')));
  const missing = IGNORED.filter((line) => !lines.has(line) && !lines.has(line.slice(0, -1)));
  if (text === undefined) {
    await writeFile(file, IGNORED.join('\n') + '\n');
    result.written.push('.gitignore');
  } else if (missing.length) {
    await writeFile(file, text + (text.endsWith('\n') || text === '' ? '' : '\n') + missing.join('\n') + '\n');
    result.added.push(`.gitignore: ${missing.join(', ')}`);
  } else {
    result.kept.push('.gitignore');
  }
}

/**
 * How the new site's package.json names this generator: none when the site
 * lies in a project that has it installed already (its scripts find `docs`
 * there); the spec the installing project used, when this copy is installed;
 * else the path of this copy (a checkout), which npm links.
 */
function generatorDependency(site: string): string | undefined {
  const self = realpathSync(PACKAGE_ROOT);
  for (let dir = site; ; dir = path.dirname(dir)) {
    const installed = path.join(dir, 'node_modules', 'docs');
    if (existsSync(installed) && realpathSync(installed) === self) return undefined;
    if (dir === path.dirname(dir)) break;
  }
  if (path.basename(path.dirname(self)) === 'node_modules') {
    const project = path.dirname(path.dirname(self));
    const spec = specIn(path.join(project, 'package.json'));
    if (spec?.startsWith('file:')) return `file:${relativeSpec(site, path.resolve(project, spec.slice(5)))}`;
    if (spec) return spec;
  }
  return `file:${relativeSpec(site, self)}`;
}

function specIn(file: string): string | undefined {
  try {
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    return pkg.dependencies?.docs ?? pkg.devDependencies?.docs;
  } catch {
    return undefined;
  }
}

function relativeSpec(from: string, to: string): string {
  const rel = path.relative(from, to).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** "weather-api" → "Weather API". */
function productName(folder: string): string {
  const words = folder.split(/[-_\s.]+/).filter(Boolean).map((w) => (/^(api|sdk|cli|ui|id)$/i.test(w) ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1)));
  return words.join(' ') || 'Docs';
}

/** An npm package name for the site; never "docs", which would be the generator's own. */
function packageName(folder: string): string {
  const name = folder.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[._-]+|-+$/g, '');
  if (!name) return 'my-site';
  return name === 'docs' ? 'docs-site' : name;
}
