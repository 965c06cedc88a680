// A build killed at each step of the swap that moves its new output into place
// (two renames, then the old folder removed), which kills at random points
// almost never hit: the next build, even one that fails, puts the last
// complete output back first, and no complete copy is removed while no other
// is in place. The kill is SIGKILL, sent by the build to itself at that step
// (DOCS_TEST_KILL_AT, read only by the swap code): a kill from outside cannot
// aim at a window of microseconds.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesIn, makeSite, writeFiles } from '../helpers/site.ts';

const DOCS = fileURLToPath(new URL('../../bin/docs.js', import.meta.url));

function docsBuild(root: string, args: string[] = [], env: Record<string, string> = {}): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [DOCS, 'build', root, ...args], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NO_COLOR: '1', ...env } });
    let stderr = '';
    child.stderr.on('data', (data) => (stderr += data));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stderr }));
  });
}

const config = (name: string) => `export default { productName: '${name}', tagline: 'Docs for tests' };\n`;
const FILES = {
  'site.config.ts': config('Before'),
  'content/index.md': '# Home\n\nSee [the guide](./guide.md).\n',
  'content/guide.md': '# Guide\n\n## Setup\n\nInstall the client.\n',
};
const BROKEN = { 'content/broken.md': '# Broken\n\nSee [nothing](./missing.md).\n' };
const beside = (out: string) => readdirSync(path.dirname(out)).filter((name) => name.startsWith(`.${path.basename(out)}.`));

/** A site with a complete output of `Before`, and the output `After` gives (built elsewhere). */
async function siteWithOutputs(): Promise<{ root: string; out: string; before: Record<string, string>; after: Record<string, string> }> {
  const root = await makeSite(FILES);
  const out = path.join(root, 'dist');
  expect((await docsBuild(root)).code).toBe(0);
  const before = await filesIn(out);
  await writeFiles(root, { 'site.config.ts': config('After') });
  const expected = path.join(root, 'expected');
  expect((await docsBuild(root, ['--out', expected, '--no-cache'])).code).toBe(0);
  const after = await filesIn(expected);
  await rm(expected, { recursive: true });
  return { root, out, before, after };
}

describe('a build killed while swapping its output in', () => {
  // Killed before the new output is in place: the previous one is the output; after: the new one.
  const steps = [
    { step: 'before-renames', expect: 'before' },
    { step: 'between-renames', expect: 'before' },
    { step: 'before-removing-old', expect: 'after' },
    { step: 'before-release', expect: 'after' },
  ] as const;

  for (const { step, expect: which } of steps) {
    it(`at "${step}": a following failed build leaves the ${which === 'before' ? 'previous' : 'new'} output whole, and the next good build cleans up`, async () => {
      const site = await siteWithOutputs();
      const killed = await docsBuild(site.root, [], { DOCS_TEST_KILL_AT: step });
      expect(killed.signal, killed.stderr).toBe('SIGKILL');
      // As a kill while the record was being replaced would leave it: its replacement, half-written.
      const [record] = beside(site.out).filter((name) => name.endsWith('.json'));
      await writeFile(path.join(path.dirname(site.out), `${record}.tmp`), '{"pid": 1');

      await writeFiles(site.root, BROKEN);
      const failed = await docsBuild(site.root);
      expect(failed.code, failed.stderr).toBe(1);
      expect(failed.stderr).toContain('the output folder was left as it was');
      expect(await filesIn(site.out)).toEqual(site[which]);

      await rm(path.join(site.root, 'content/broken.md'));
      const good = await docsBuild(site.root);
      expect(good.code, good.stderr).toBe(0);
      expect(await filesIn(site.out)).toEqual(site.after);
      expect(beside(site.out)).toEqual([]);
    }, 120_000);
  }

  it('when it was the first build (no output yet), killed just before its only rename: its whole output is put in place', async () => {
    const root = await makeSite(FILES);
    const out = path.join(root, 'dist');
    const killed = await docsBuild(root, [], { DOCS_TEST_KILL_AT: 'between-renames' });
    expect(killed.signal, killed.stderr).toBe('SIGKILL');
    await writeFiles(root, BROKEN);
    const failed = await docsBuild(root);
    expect(failed.code, failed.stderr).toBe(1);
    await rm(path.join(root, 'content/broken.md'));
    const good = await docsBuild(root, ['--out', path.join(root, 'expected'), '--no-cache']);
    expect(good.code, good.stderr).toBe(0);
    expect(await filesIn(out)).toEqual(await filesIn(path.join(root, 'expected')));
  }, 120_000);
});
