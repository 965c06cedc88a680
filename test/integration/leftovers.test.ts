// Builds killed partway leave their folders beside the output; the next build
// removes them, and only them: never a running build's, never one it cannot
// prove is a build's. Real processes, killed with SIGKILL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { link, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeLeftovers, stagingFolders } from '../../src/output/leftovers.ts';
import { build } from '../../src/build.ts';
import { generateSite } from '../bench/generate.ts';
import { filesIn } from '../helpers/site.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCS = path.join(ROOT, 'bin/docs.js');
let site: string;

beforeAll(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'docs-leftovers-'));
  await generateSite(site, 300);
});
afterAll(() => rm(site, { recursive: true, force: true }));

/** The site's output, built in memory: what a complete output folder holds. */
let built: Promise<Record<string, string>> | undefined;
const complete = () => (built ??= build({ root: site, write: false, env: {} }).then((result) => {
  return Object.fromEntries(result.files.filter((f) => !Buffer.isBuffer(f.contents)).map((f) => [f.path, typeof f.contents === 'string' ? f.contents : f.contents.join('')]));
}));

/** The entries beside `out` that a build of it makes for itself. */
const beside = (out: string) => readdirSync(path.dirname(out)).filter((name) => name.startsWith(`.${path.basename(out)}.`));

function docs(args: string[]): { child: ChildProcess; done: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> } {
  const child = spawn(process.execPath, [DOCS, ...args], { env: { ...process.env, NO_COLOR: '1' } });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return { child, done: new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, output }))) };
}

/** Resolves once a folder named `.<out>.new-…` exists (the build is writing), polling often. */
async function writing(out: string, child: ChildProcess): Promise<boolean> {
  while (child.exitCode === null && child.signalCode === null) {
    if (beside(out).some((name) => name.includes('.new-'))) return true;
    await new Promise((r) => setTimeout(r, 2));
  }
  return false;
}

/** A process that claims a staging folder for `out` and then waits, as a build does while it writes. */
async function holder(out: string): Promise<ChildProcess> {
  const code = `import(${JSON.stringify(path.join(ROOT, 'src/output/leftovers.ts'))}).then(async (m) => { await m.stagingFolders(process.argv[1]).claim(); console.log('claimed'); setInterval(() => {}, 1e6); })`;
  const child = spawn(process.execPath, ['--import', path.join(ROOT, 'bin/register.js'), '-e', code, out]);
  await new Promise((resolve, reject) => {
    child.stdout!.on('data', resolve);
    child.on('exit', reject);
  });
  return child;
}

describe('folders left by interrupted builds', () => {
  it('are removed by the next build, which says so, after builds killed at random points; the output is complete', async () => {
    const out = path.join(site, 'dist');
    const random = (max: number) => Math.floor(Math.random() * max);
    // One kill anywhere in a build, three while it writes (where it leaves folders).
    // Without the cache each build writes the whole output: a build that finds the
    // output complete and its cache in place writes nothing, and leaves nothing to kill.
    for (const during of [false, true, true, true]) {
      const { child, done } = docs(['build', site, '--no-cache']);
      if (during && !(await writing(out, child))) throw new Error(`the build ended before it wrote: ${(await done).output}`);
      await new Promise((r) => setTimeout(r, during ? random(60) : random(1500)));
      child.kill('SIGKILL');
      await done;
    }
    const left = beside(out).filter((name) => !name.endsWith('.json'));
    expect(left.length).toBeGreaterThan(0);

    const { done } = docs(['build', site]);
    const result = await done;
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(new RegExp(`Removed ${left.length} folders? left by interrupted builds \\(\\d`));
    expect(beside(out)).toEqual([]);
    const expected = await complete();
    const written = await filesIn(out);
    expect(Object.keys(written).sort()).toEqual(Object.keys(expected).sort());
    for (const [file, contents] of Object.entries(expected)) expect(written[file] === contents, file).toBe(true);
  }, 120_000);

  it('are kept while their build runs: a build stopped while writing keeps its folder through another build, and then finishes', async () => {
    const out = path.join(site, 'stopped');
    const { child, done } = docs(['build', site, '--out', out]);
    if (!(await writing(out, child))) throw new Error(`the build ended before it wrote: ${(await done).output}`);
    child.kill('SIGSTOP');
    try {
      const staging = beside(out).filter((name) => name.includes('.new-'));
      await removeLeftovers(out);
      const other = docs(['build', site, '--out', out]);
      expect((await other.done).code).toBe(0);
      for (const name of staging) expect(existsSync(path.join(site, name)), name).toBe(true);
    } finally {
      child.kill('SIGCONT');
    }
    const result = await done;
    expect(result.code, result.output).toBe(0);
    expect(beside(out)).toEqual([]);
    expect(Object.keys(await filesIn(out)).sort()).toEqual(Object.keys(await complete()).sort());
  }, 60_000);

  it('keeps the folder of a live process, and removes it once that process is killed', async () => {
    const out = path.join(site, 'held');
    const child = await holder(out);
    expect(beside(out)).toHaveLength(2); // the folder and its record
    expect(await removeLeftovers(out)).toEqual([]);
    expect(beside(out)).toHaveLength(2);
    child.kill('SIGKILL');
    await new Promise((r) => child.on('exit', r));
    const notes = await removeLeftovers(out);
    expect(notes.map((n) => n.message)).toEqual(['Removed 1 folder left by interrupted builds (0 B)']);
    expect(beside(out)).toEqual([]);
  });

  it('removes the folder of a pid that lives on in another process (a reused pid), and not one it cannot prove is a build\'s', async () => {
    const out = path.join(site, 'reused');
    const folders = stagingFolders(out);
    folders.claim();
    await writeFile(path.join(folders.dir, 'page.html'), 'x'.repeat(2048));
    // This process is alive, but started at another time than the record says: not the build that made the folder.
    const record = beside(out).find((name) => name.endsWith('.json'))!;
    const owner = JSON.parse(await readFile(path.join(site, record), 'utf8'));
    await writeFile(path.join(site, record), JSON.stringify({ ...owner, start: '1' }));
    // Looks like a build's folder, but no record says so.
    const stray = path.join(site, '.reused.new-123-0badf00d');
    await mkdir(stray);
    // Another machine's build, sharing the folder: its process cannot be checked from here.
    await mkdir(path.join(site, '.reused.new-1-00000001'));
    await writeFile(path.join(site, '.reused.build-1-00000001.json'), JSON.stringify({ ...owner, pid: 1, host: 'elsewhere.test' }));

    const notes = await removeLeftovers(out);
    expect(notes.map((n) => n.message)).toEqual([
      'Removed 1 folder left by interrupted builds (2.0 KB)',
      'Left alone 1 folder that may be left by interrupted builds of an older version: .reused.new-123-0badf00d',
    ]);
    expect(existsSync(folders.dir)).toBe(false);
    expect(existsSync(stray)).toBe(true);
    expect(beside(out).sort()).toEqual(['.reused.build-1-00000001.json', '.reused.new-1-00000001', '.reused.new-123-0badf00d']);
  });

  it('judges a record cut short (a build killed as it wrote it) by the process its name gives, and does not fail on it', async () => {
    // Read as JSON, an empty record failed the next build: "Unexpected end of JSON input".
    const out = path.join(site, 'cut');
    const ended = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => ended.on('exit', r));
    await mkdir(path.join(site, `.cut.new-${ended.pid}-0000000a`));
    await writeFile(path.join(site, `.cut.build-${ended.pid}-0000000a.json`), '');
    await mkdir(path.join(site, `.cut.new-${process.pid}-0000000b`));
    await writeFile(path.join(site, `.cut.build-${process.pid}-0000000b.json`), '{"pid":');
    const notes = await removeLeftovers(out);
    expect(notes.map((n) => n.message)).toEqual(['Removed 1 folder left by interrupted builds (0 B)']);
    expect(beside(out).sort()).toEqual([`.cut.build-${process.pid}-0000000b.json`, `.cut.new-${process.pid}-0000000b`]);
  });

  it('counts only the bytes it frees: a file linked from the output is not', async () => {
    const out = path.join(site, 'linked');
    await mkdir(out);
    await writeFile(path.join(out, 'kept.html'), 'k'.repeat(4096));
    const folders = stagingFolders(out);
    folders.claim();
    await link(path.join(out, 'kept.html'), path.join(folders.dir, 'kept.html'));
    await writeFile(path.join(folders.dir, 'new.html'), 'n'.repeat(1024));
    const record = path.join(site, beside(out).find((name) => name.endsWith('.json'))!);
    await writeFile(record, (await readFile(record, 'utf8')).replace(/"start":"\d+"/, '"start":"1"'));
    expect((await removeLeftovers(out)).map((n) => n.message)).toEqual(['Removed 1 folder left by interrupted builds (1.0 KB)']);
    expect(existsSync(path.join(out, 'kept.html'))).toBe(true);
  });
});
