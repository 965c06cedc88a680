// A build killed at any moment (SIGKILL: no clean-up) leaves the previous
// output as it was, whole: pages are written as they are rendered, but into a
// folder beside the output that replaces it only once everything is written.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile, writeFile } from 'node:fs/promises';
import { filesIn, makeSite } from '../helpers/site.ts';
import { generateSite } from '../bench/generate.ts';

const DOCS = fileURLToPath(new URL('../../bin/docs.js', import.meta.url));
const KILLS = 6;

/** Runs docs build in a child process; kills it after `killAfterMs` when given. Resolves with its exit code (null: killed), how long it ran and what it said on stderr. */
function docsBuild(root: string, args: string[], killAfterMs?: number): Promise<{ code: number | null; ms: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [DOCS, 'build', root, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (data) => (stderr += data));
    const timer = killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, ms: performance.now() - started, stderr });
    });
  });
}

describe('a build killed at random points', () => {
  it('always leaves the previous output complete (or the new one, when it got that far)', async () => {
    const root = await makeSite({});
    await generateSite(root, 300);
    const out = path.join(root, 'dist');
    const first = await docsBuild(root, []);
    expect(first.code, first.stderr).toBe(0);
    const previous = await filesIn(out);

    // Every page changes, so that the killed builds have thousands of files to write.
    const edited = path.join(root, 'site.config.ts');
    await writeFile(edited, (await readFile(edited, 'utf8')).replace("productName: 'Bench API'", "productName: 'Bench API 2'"));
    const whole = await docsBuild(root, ['--out', path.join(root, 'expected')]);
    expect(whole.code, whole.stderr).toBe(0);
    const next = await filesIn(path.join(root, 'expected'));

    const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);
    let killedBefore = 0;
    for (let i = 0; i < KILLS; i++) {
      // Spread over the whole build, from its start to its writing the last files.
      const killed = await docsBuild(root, [], whole.ms * (0.1 + (0.9 * (i + Math.random())) / KILLS));
      expect(killed.code === null || killed.code === 0, killed.stderr).toBe(true);
      const now = await filesIn(out);
      // Killed before its output was in place: the previous one; after (or not killed): the new one, whole.
      expect(same(now, previous) || same(now, next)).toBe(true);
      if (killed.code === null && same(now, previous)) killedBefore++;
    }
    expect(killedBefore).toBeGreaterThan(0);
    const last = await docsBuild(root, []);
    expect(last.code, last.stderr).toBe(0);
    expect(await filesIn(out)).toEqual(next);
  }, 300_000);
});
