// The generator as another project uses it: packed with npm pack, installed
// into a project outside this repository, then `npx docs init` and
// `npm run build`, as the README says. Also from an install the user cannot
// write to, where the launcher keeps its bundle elsewhere.
//
// Installed offline: the project gets a lock file made from this repository's
// (the generator's dependencies, at the versions `npm ci` put in npm's cache),
// so no registry is asked. Should the cache lack one, npm may ask the registry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { chmod, chown, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHtml } from '../helpers/site.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let project: string;

interface Run { code: number; stdout: string; stderr: string }

/** The environment of a command run in the project: none of the npm variables of `npm test` (its prefix is this repository). */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const keep = new Set(['npm_config_cache', 'npm_config_userconfig', 'npm_config_globalconfig', 'npm_config_registry', 'npm_config_cafile']);
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) || keep.has(key.toLowerCase())));
  return { ...env, NO_COLOR: '1', npm_config_fund: 'false', npm_config_audit: 'false', npm_config_update_notifier: 'false', ...extra };
}

function run(command: string, args: string[], cwd: string, options: { env?: NodeJS.ProcessEnv; uid?: number; gid?: number } = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: options.env ?? cleanEnv(), uid: options.uid, gid: options.gid, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** A lock file for a project that depends on the packed generator: its dependencies as this repository's lock file has them. */
function lockFile(tarball: string) {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const self = lock.packages[''];
  const packages: Record<string, unknown> = {
    '': { name: 'project', dependencies: { docs: `file:${tarball}` } },
    'node_modules/docs': { version: self.version, resolved: `file:${tarball}`, dependencies: self.dependencies, bin: self.bin, engines: self.engines },
  };
  for (const [at, entry] of Object.entries(lock.packages as Record<string, { dev?: boolean; link?: boolean }>)) {
    if (at && !entry.dev && !entry.link && at !== 'node_modules/docs') packages[at] = entry;
  }
  return { name: 'project', lockfileVersion: 3, requires: true, packages };
}

beforeAll(async () => {
  project = await mkdtemp(path.join(os.tmpdir(), 'docs-project-'));
  await chmod(project, 0o755);
  const packed = await run('npm', ['pack', '--pack-destination', project, '--silent'], ROOT);
  expect(packed.code, packed.stderr).toBe(0);
  const tarball = packed.stdout.trim().split('\n').pop()!;
  await writeFile(path.join(project, 'package.json'), JSON.stringify({ name: 'project', private: true, dependencies: { docs: `file:${tarball}` } }));
  await writeFile(path.join(project, 'package-lock.json'), JSON.stringify(lockFile(tarball)));
  let installed = await run('npm', ['ci', '--offline'], project);
  if (installed.code !== 0) installed = await run('npm', ['ci', '--prefer-offline'], project);
  expect(installed.code, installed.stderr).toBe(0);
}, 180_000);
afterAll(() => project && rm(project, { recursive: true, force: true }));

describe('docs installed in another project', () => {
  it('makes a site with npx docs init, which npm run build and npm run check then build and check', async () => {
    const init = await run('npx', ['--offline', 'docs', 'init', 'site'], project);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain('Next, run:\n  cd site\n  npm run serve\n');
    const site = path.join(project, 'site');
    // The project has docs installed already: the site's scripts find it there.
    expect(JSON.parse(await readFile(path.join(site, 'package.json'), 'utf8')).devDependencies).toBeUndefined();

    const built = await run('npm', ['run', 'build'], site);
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toMatch(/✔ Built 5 pages/);
    const page = async (rel: string) => parseHtml(await readFile(path.join(site, 'dist/docs', rel), 'utf8'));
    expect((await page('index.html')).querySelector('main a[href="/docs/guides/quickstart"]')).not.toBeNull();
    expect((await page('guides/quickstart/index.html')).querySelector('h1')?.textContent).toBe('Quickstart');
    const reference = await page('reference/tasks/index.html');
    expect(reference.querySelectorAll('[role=tab]')).toHaveLength(3);
    expect(reference.querySelector('.admonition-warning')).not.toBeNull();
    expect(reference.querySelector('table')).not.toBeNull();
    expect(reference.querySelector('pre code .hljs-string')).not.toBeNull();
    // The bundle sits in the installed package, not in this repository.
    expect(await readdir(path.join(project, 'node_modules/docs/node_modules/.cache/docs/bin'))).toHaveLength(1);

    const checked = await run('npm', ['run', 'check'], site);
    expect(checked.code, checked.stderr).toBe(0);
    expect(checked.stdout).toMatch(/✔ Checked 5 pages in .*: no errors, no broken links/);

    await writeFile(path.join(site, 'content/guides/quickstart.md'), (await readFile(path.join(site, 'content/guides/quickstart.md'), 'utf8')) + '\nSee [limits](../reference/limits.md).\n');
    const broken = await run('npm', ['run', 'check'], site);
    expect(broken.code).not.toBe(0);
    expect(broken.stderr).toContain('Broken link: ../reference/limits.md');

    const again = await run('npx', ['--offline', 'docs', 'init', 'site'], project);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('is not empty');
  }, 120_000);

  it('runs from an install its user cannot write to, keeping its bundle in the user\'s cache folder', async () => {
    // root writes anywhere, so the test runs as another user there; elsewhere it takes the write permission away.
    const asRoot = process.getuid?.() === 0;
    const home = path.join(project, 'home');
    await mkdir(home);
    const user = asRoot ? { uid: 65534, gid: 65534 } : {};
    if (asRoot) await chown(home, 65534, 65534);
    const installed = path.join(project, 'node_modules/docs');
    await rm(path.join(installed, 'node_modules'), { recursive: true, force: true });
    if (!asRoot) await run('chmod', ['-R', 'a-w', installed], project);
    try {
      const env = cleanEnv({ HOME: home, XDG_CACHE_HOME: path.join(home, '.cache') });
      const docs = path.join(project, 'node_modules/.bin/docs');
      const init = await run(process.execPath, [docs, 'init', 'mine'], home, { env, ...user });
      expect(init.code, init.stderr).toBe(0);
      const built = await run(process.execPath, [docs, 'build'], path.join(home, 'mine'), { env, ...user });
      expect(built.code, built.stderr).toBe(0);
      expect(existsSync(path.join(home, 'mine/dist/docs/reference/tasks/index.html'))).toBe(true);
      expect(await readdir(path.join(home, '.cache/docs/bin'))).toHaveLength(1);
      expect(existsSync(path.join(installed, 'node_modules'))).toBe(false);
    } finally {
      if (!asRoot) await run('chmod', ['-R', 'u+w', installed], project);
    }
  }, 120_000);
});
