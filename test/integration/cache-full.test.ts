// A cache folder that cannot be written (a full disk, a read-only file system,
// a file where the folder must be) costs the build its cache, not the build:
// the shipped command says so in one note and exits 0, docs serve starts.
import { describe, expect, it } from 'vitest';
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSite } from '../helpers/site.ts';

const DOCS = fileURLToPath(new URL('../../bin/docs.js', import.meta.url));

function docs(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [DOCS, ...args], { timeout: 120_000, env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** Pages with enough text that their cache fills a few kilobytes. */
function pages(count: number): Record<string, string> {
  const text = 'Each request carries a token that names the tenant and the scopes it may use. '.repeat(40);
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`content/page-${i}.md`, `# Page ${i}\n\n${text}\n`]));
}

/** The lines a build wrote about its cache, and the proof that nothing else went wrong. */
function expectOneCacheNote(stderr: string, cause: RegExp): void {
  const notes = stderr.split('\n').filter((line) => line.startsWith('note: '));
  expect(notes, stderr).toHaveLength(1);
  expect(notes[0]).toMatch(/^note: \S+node_modules\/\.cache\/docs {2}The build cache could not be written \(/);
  expect(notes[0]).toMatch(cause);
  expect(stderr).not.toMatch(/^\s+at /m); // no stack trace
}

/** A tmpfs mounted at `dir` (root in a sandbox that allows it); false where mounting is not allowed. */
function mountTmpfs(dir: string, options: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const canMount = (() => {
  const probe = mkdtempSync(path.join(os.tmpdir(), 'docs-mount-'));
  try {
    if (!mountTmpfs(probe, 'size=4k')) return false;
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();

describe('a cache folder that cannot be written', () => {
  it('docs build: a file where the cache folder must be gives one note, exit 0 and the site', async () => {
    const root = await makeSite(pages(5));
    await mkdir(path.join(root, 'node_modules/.cache'), { recursive: true });
    await writeFile(path.join(root, 'node_modules/.cache/docs'), 'a file, not a folder');
    const result = await docs(['build', root]);
    expect(result.code, result.stderr).toBe(0);
    expectOneCacheNote(result.stderr, /ENOTDIR/);
    expect(existsSync(path.join(root, 'dist/docs/page-4/index.html'))).toBe(true);
  }, 120_000);

  it.runIf(canMount)('docs build: a full disk (a 4 KB tmpfs) gives one note and exit 0, twice in a row', async () => {
    const root = await makeSite(pages(30));
    const cache = path.join(root, 'node_modules/.cache');
    await mkdir(cache, { recursive: true });
    expect(mountTmpfs(cache, 'size=4k')).toBe(true);
    try {
      for (let i = 0; i < 2; i++) {
        const result = await docs(['build', root]);
        expect(result.code, result.stderr).toBe(0);
        expectOneCacheNote(result.stderr, /ENOSPC/);
        expect(existsSync(path.join(root, 'dist/docs/page-29/index.html'))).toBe(true);
      }
    } finally {
      execFileSync('umount', [cache]);
    }
  }, 120_000);

  it.runIf(canMount)('docs build: a read-only file system gives one note and exit 0', async () => {
    const root = await makeSite(pages(5));
    const cache = path.join(root, 'node_modules/.cache');
    await mkdir(cache, { recursive: true });
    expect(mountTmpfs(cache, 'size=64k')).toBe(true);
    try {
      // The folders as an earlier build left them, then read-only.
      await mkdir(path.join(cache, 'docs/markdown'), { recursive: true });
      execFileSync('mount', ['-o', 'remount,ro', cache]);
      const result = await docs(['build', root]);
      expect(result.code, result.stderr).toBe(0);
      expectOneCacheNote(result.stderr, /EROFS/);
    } finally {
      execFileSync('umount', [cache]);
    }
  }, 120_000);

  it('docs serve: starts and serves, with one note', async () => {
    const root = await makeSite(pages(5));
    await mkdir(path.join(root, 'node_modules/.cache'), { recursive: true });
    await writeFile(path.join(root, 'node_modules/.cache/docs'), 'a file, not a folder');
    const child = spawn(process.execPath, [DOCS, 'serve', root, '--port', '0'], { env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not serving after 60 s: ${stdout}${stderr}`)), 60_000);
        child.on('exit', () => reject(new Error(`exited: ${stdout}${stderr}`)));
        child.stdout.on('data', (d) => {
          stdout += d;
          if (stdout.includes('Serving')) clearTimeout(timer), resolve();
        });
      });
      const url = /Serving (http:\/\/127\.0\.0\.1:\d+\/docs\/)/.exec(stdout)![1];
      expect((await fetch(`${url}page-1`)).status).toBe(200);
      expectOneCacheNote(stderr, /ENOTDIR/);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 120_000);
});
