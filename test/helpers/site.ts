// Builds a site described inline as { path: contents }, in a temporary folder.
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { Window } from 'happy-dom';
import { build, type BuildOptions } from '../../src/build.ts';

export const MINIMAL_CONFIG = `export default { productName: 'Acme Docs', tagline: 'Docs for tests' };\n`;

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })));
});

/** A temporary site folder holding `files` (site.config.ts is added when missing). */
export async function makeSite(files: Record<string, string | Buffer>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'docs-test-'));
  folders.push(root);
  await writeFiles(root, { 'site.config.ts': MINIMAL_CONFIG, ...files });
  return root;
}

export async function writeFiles(root: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [rel, contents] of Object.entries(files)) {
    const abs = path.join(root, rel);
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, contents);
  }
}

export interface BuiltSite {
  root: string;
  out: string;
  /** A file of the output, as text; undefined when it was not written. */
  read(rel: string): Promise<string | undefined>;
  /** A page of the output, parsed. */
  page(rel: string): Promise<Document>;
}

export async function buildSite(files: Record<string, string | Buffer>, options: Partial<BuildOptions> = {}): Promise<BuiltSite & { result: Awaited<ReturnType<typeof build>> }> {
  const root = await makeSite(files);
  const result = await build({ root, env: {}, ...options });
  return { ...outputOf(root, result.outDir), result };
}

export function outputOf(root: string, out = path.join(root, 'dist')): BuiltSite {
  const read = async (rel: string) => (existsSync(path.join(out, rel)) ? readFile(path.join(out, rel), 'utf8') : undefined);
  return {
    root,
    out,
    read,
    async page(rel) {
      const html = await read(rel);
      if (html === undefined) throw new Error(`${rel} was not written`);
      return parseHtml(html);
    },
  };
}

/** The markdown files of the project's own site (content/), with their paths relative to it. */
export function realSiteMarkdown(): { file: string; text: string }[] {
  const content = fileURLToPath(new URL('../../content/', import.meta.url));
  const files = readdirSync(content, { recursive: true }).map(String).filter((f) => f.endsWith('.md')).sort();
  return files.map((file) => ({ file, text: readFileSync(path.join(content, file), 'utf8') }));
}

/** Every file under `dir`, as text, by its path relative to `dir`. */
export async function filesIn(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort();
  return Object.fromEntries(await Promise.all(files.map(async (abs) => [path.relative(dir, abs), await readFile(abs, 'utf8')])));
}

// A window holds every document it parsed until it is closed: a suite that
// parses every page of a site several times ran out of memory.
const windows: Window[] = [];
afterAll(async () => {
  await Promise.all(windows.splice(0).map((w) => w.happyDOM.close()));
});

/** Reads a page and frees its document at once: for walks over every page of a site. */
export async function readHtml<T>(html: string, read: (doc: Document) => T): Promise<T> {
  const window = new Window();
  try {
    return read(new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document);
  } finally {
    await window.happyDOM.close();
  }
}

export function parseHtml(html: string): Document {
  const window = new Window();
  windows.push(window);
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** The errors of a build that must fail. */
export async function buildErrors(root: string, options: Partial<BuildOptions> = {}) {
  try {
    await build({ root, env: {}, ...options });
  } catch (err) {
    return ((err as { errors?: unknown[] }).errors ?? [err]) as Array<{ message: string; file?: string; line?: number; column?: number; hint?: string }>;
  }
  throw new Error('the build succeeded, but it should have failed');
}
