// The docs command as a writer runs it: a real process, its output and exit code.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesIn, makeSite } from '../helpers/site.ts';
import { DOCS, docs } from '../helpers/cli.ts';
// @ts-expect-error: the launcher is plain JavaScript, without types
import { bundled } from '../../bin/bundle.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the docs command', () => {
  it('prints its version and help', async () => {
    const version = await docs(['--version'], process.cwd());
    expect(version).toMatchObject({ code: 0, stdout: '0.1.0\n' });
    const help = await docs(['--help'], process.cwd());
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('build [options] [root]');
  });

  it('exits 2 on an unknown option or command, saying which', async () => {
    const option = await docs(['build', '--nope'], process.cwd());
    expect(option.code).toBe(2);
    expect(option.stderr).toContain("unknown option '--nope'");
    const command = await docs(['frob'], process.cwd());
    expect(command.code).toBe(2);
    expect(command.stderr).toContain("unknown command 'frob'");
  });

  it('exits 2 when the folder has no site.config.ts', async () => {
    const root = await makeSite({});
    const result = await docs(['build', path.join(root, 'content')], root);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('No site.config.ts in');
  });

  it('builds the site in the current folder and ends with a one-line summary', async () => {
    const root = await makeSite({ 'content/index.md': '# Home\n', 'content/guide.md': '# Guide\n' });
    const result = await docs(['build'], root);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^✔ Built 2 pages in \d+(\.\d+)? m?s → dist \(\d+ files, [\d.]+ KB\)\n$/);
    expect(existsSync(path.join(root, 'dist/docs/guide/index.html'))).toBe(true);
  });

  it('ships the same browser code as a build from the TypeScript sources', async () => {
    // The launcher's bundle keeps the browser code it bundled once; it must be what the sources give.
    const root = await makeSite({ 'content/index.md': '# Home\n' });
    const assets = (out: string) => filesIn(path.join(root, out, 'docs/_/assets'));
    for (const out of ['first', 'second']) expect((await docs(['build', '--out', out], root)).code).toBe(0);
    expect((await docs(['build', '--out', 'source'], root, { DOCS_FROM_SOURCE: '1' })).code).toBe(0);
    const source = await assets('source');
    expect(Object.keys(source).filter((n) => n.endsWith('.js'))).toHaveLength(2);
    expect(await assets('first')).toEqual(source);
    expect(await assets('second')).toEqual(source);
  });

  it('builds the real site byte for byte as the TypeScript sources do, with the packages as published', async () => {
    // The bundle has the launcher's patches to packages (bin/package-patches.js); the sources run without them.
    const out = await mkdtemp(path.join(os.tmpdir(), 'docs-real-'));
    try {
      const files = async (dir: string) => {
        const found = await filesIn(path.join(out, dir));
        expect(Object.keys(found).length).toBeGreaterThan(100);
        return found;
      };
      expect((await docs(['build', ROOT, '--out', path.join(out, 'bundle'), '--no-cache'], ROOT)).code).toBe(0);
      expect((await docs(['build', ROOT, '--out', path.join(out, 'source'), '--no-cache'], ROOT, { DOCS_FROM_SOURCE: '1' })).code).toBe(0);
      const [bundle, source] = [await files('bundle'), await files('source')];
      expect(Object.keys(bundle)).toEqual(Object.keys(source));
      for (const name of Object.keys(source)) expect(bundle[name] === source[name], name).toBe(true);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('keeps a code cache of its bundle after the first build, and uses it afterwards', async () => {
    // Only this file runs `docs` through the launcher, one test at a time: nothing else writes the cache meanwhile.
    const cache = `${await bundled('cli')}.v8-cache`;
    await rm(cache, { force: true });
    const root = await makeSite({ 'content/index.md': '# Home\n' });
    expect((await docs(['--version'], root)).code).toBe(0);
    expect(existsSync(cache)).toBe(false); // made by a build, so that it holds what a build runs
    expect((await docs(['build'], root)).code).toBe(0);
    const kept = await stat(cache);
    expect(kept.size).toBeGreaterThan(100_000);
    const again = await docs(['build', '--out', 'again'], root);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^✔ Built 1 page/);
    expect((await stat(cache)).mtimeMs).toBe(kept.mtimeMs); // used as it was, not made again
  });

  it('builds into --out, and refuses an output folder that holds the site', async () => {
    const root = await makeSite({ 'content/index.md': '# Home\n' });
    const out = path.join(root, 'public');
    expect((await docs(['build', root, '--out', out], '/')).code).toBe(0);
    expect(existsSync(path.join(out, 'docs/index.html'))).toBe(true);
    const refused = await docs(['build', root, '--out', root], '/');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("contains the site's sources");
    expect(existsSync(path.join(root, 'content/index.md'))).toBe(true);
  });

  it('exits 1 on a failed build, with numbered errors naming file and line', async () => {
    const root = await makeSite({ 'content/index.md': 'See [x](./missing.md).\n\n{{nope}}\n' });
    const result = await docs(['build'], root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('✖ Build failed with 2 errors; the output folder was left as it was.');
    expect(result.stderr).toMatch(/1\) content\/index\.md:3:1 {2}Unknown placeholder \{\{nope\}\}/);
    expect(result.stderr).toMatch(/2\) content\/index\.md:1:5 {2}Broken link: \.\/missing\.md/);
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
  });
});

describe('docs check', () => {
  it('builds without writing, and fails on warnings too: a broken link fails it even with brokenLinks: "warn"', async () => {
    const root = await makeSite({
      'site.config.ts': `export default { productName: 'Acme', brokenLinks: 'warn' };\n`,
      'content/index.md': '# Home\n\nSee [the guide](./guide.md) and [x](./missing.md).\n',
      'content/guide.md': '# Guide\n',
    });
    expect((await docs(['build', '--out', 'built'], root)).code).toBe(0); // a warning only
    const failed = await docs(['check'], root);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('✖ Check failed with 1 problem (a check fails on warnings too).');
    expect(failed.stderr).toMatch(/1\) content\/index\.md:3:\d+ {2}Broken link: \.\/missing\.md/);
    await writeFile(path.join(root, 'content/index.md'), '# Home\n\nSee [the guide](./guide.md).\n');
    const passed = await docs(['check', root], '/');
    expect(passed.code).toBe(0);
    expect(passed.stdout).toMatch(/^✔ Checked 2 pages in \d.*: no errors, no broken links\n$/);
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
  });
});

describe('docs serve on the command line', () => {
  it('rejects a port that is not one, with exit code 2', async () => {
    const result = await docs(['serve', '--port', 'eighty'], process.cwd());
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('a port is a whole number from 0 to 65535');
  });

  it('starts, serves on the loopback address, and stops on SIGTERM', async () => {
    const root = await makeSite({ 'content/index.md': '# Home\n' });
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [DOCS, 'serve', root, '--port', '0'], { env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not serving after 30 s: ${output}`)), 30_000);
      child.stdout.on('data', () => output.includes('Serving') && (clearTimeout(timer), resolve()));
    });
    const url = /Serving (http:\/\/127\.0\.0\.1:\d+\/docs\/)/.exec(output)![1];
    expect((await fetch(url)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
