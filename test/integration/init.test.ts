// docs init: the site it makes builds as it is, its config lists every setting
// with the real defaults, and it never replaces a file.
import { describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { init } from '../../src/init/init.ts';
import { configFile } from '../../src/init/config-file.ts';
import { CONFIG_KEYS } from '../../src/config-schema.ts';
import { loadConfig } from '../../src/config.ts';
import { build } from '../../src/build.ts';
import { parseHtml } from '../helpers/site.ts';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));
async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'docs-init-'));
  folders.push(folder);
  return folder;
}

/** The config a site.config.ts gives, in a folder of its own. */
async function resolved(source: string) {
  const root = await tempFolder();
  await writeFile(path.join(root, 'site.config.ts'), source);
  const { root: _root, configFile: _file, contentDir, outDir, cacheDir, versions, configInputs, ...rest } = await loadConfig({ root, env: {} });
  return { ...rest, configInputs: configInputs.map((f) => path.relative(root, f)), contentDir: path.relative(root, contentDir), outDir: path.relative(root, outDir), cacheDir: path.relative(root, cacheDir), versions: versions.map((v) => ({ ...v, contentDir: path.relative(root, v.contentDir) })) };
}

describe('docs init', () => {
  it('makes a site that builds as it is: a landing page, a guide, and a reference page with tabs, an admonition, a table and code', async () => {
    const root = path.join(await tempFolder(), 'weather-api');
    const result = await init(root);
    expect(result.written.sort()).toEqual(['.gitignore', 'content/guides/quickstart.md', 'content/index.md', 'content/reference/tasks.md', 'package.json', 'site.config.ts']);
    expect(result.kept).toEqual([]);
    const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
    expect(pkg).toMatchObject({ name: 'weather-api', private: true, scripts: { build: 'docs build', serve: 'docs serve', check: 'docs check' } });
    expect(pkg.devDependencies.docs).toMatch(/^file:/); // this checkout, which npm links
    expect(await readFile(path.join(root, '.gitignore'), 'utf8')).toBe('dist/\nnode_modules/\n');

    const built = await build({ root, env: {} });
    expect(built.warnings).toEqual([]);
    expect(built.pages).toBe(5); // three files, and the generated index pages of guides/ and reference/
    const page = async (rel: string) => parseHtml(await readFile(path.join(root, 'dist/docs', rel), 'utf8'));
    const landing = await page('index.html');
    expect(landing.title).toBe('Weather API | Guides and API reference for Weather API');
    expect(landing.querySelector('main a[href="/docs/reference/tasks"]')).not.toBeNull();
    const reference = await page('reference/tasks/index.html');
    expect(reference.querySelectorAll('[role=tab]')).toHaveLength(3);
    expect(reference.querySelector('.admonition-warning')?.textContent).toContain('Idempotency-Key');
    expect(reference.querySelectorAll('table')).toHaveLength(2);
    expect(reference.querySelector('pre code')?.textContent).toContain('https://api.example.com/v1/tasks');
    expect((await page('guides/quickstart/index.html')).querySelector('.admonition-tip')).not.toBeNull();
  });

  it('writes every setting of the schema into site.config.ts, each left out showing the default the build uses', async () => {
    const text = configFile({ name: 'Weather API' });
    for (const key of Object.keys(CONFIG_KEYS)) expect(text, key).toMatch(new RegExp(`^  (// )?${key}: `, 'm'));
    // Uncommenting the defaults changes nothing; uncommenting everything gives a valid config (with versions or locales: a site has one or the other).
    const starter = await resolved(text);
    expect(await resolved(configFile({ name: 'Weather API', active: (kind) => kind !== 'example' }))).toEqual(starter);
    expect(await resolved(configFile({ name: 'Weather API', active: (_, key) => key !== 'locales' }))).toMatchObject({ allowedHosts: ['docs.test'], editUrl: expect.stringMatching(/^https:/) });
    expect((await resolved(configFile({ name: 'Weather API', active: (_, key) => key !== 'versions' }))).versions.map((v) => v.baseUrl)).toEqual(['/docs/', '/docs/fr/']);
    expect(starter).toMatchObject({ productName: 'Weather API', contentDir: 'content', outDir: 'dist' });
  });

  it('refuses a folder that is not empty, naming what is there; one with only .git is empty', async () => {
    const root = await tempFolder();
    await writeFile(path.join(root, 'notes.txt'), 'mine');
    await expect(init(root)).rejects.toThrow(/is not empty \(notes\.txt\)/);
    expect(existsSync(path.join(root, 'site.config.ts'))).toBe(false);
    const repo = await tempFolder();
    await mkdir(path.join(repo, '.git'));
    expect((await init(repo)).written).toContain('site.config.ts');
  });

  it('with --force, keeps every file that exists and says which, and adds only the scripts and ignore lines that are missing', async () => {
    const root = await tempFolder();
    const mine = { 'content/index.md': '# My own home\n', 'package.json': JSON.stringify({ name: 'mine', scripts: { build: 'make docs' } }), '.gitignore': '/dist\n.env' };
    for (const [rel, text] of Object.entries(mine)) {
      await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
      await writeFile(path.join(root, rel), text);
    }
    const result = await init(root, { force: true });
    expect(result.kept).toEqual(['content/index.md']);
    expect(result.added).toEqual(['package.json: scripts serve, check', '.gitignore: node_modules/']);
    expect(result.written.sort()).toEqual(['content/guides/quickstart.md', 'content/reference/tasks.md', 'site.config.ts']);
    expect(await readFile(path.join(root, 'content/index.md'), 'utf8')).toBe('# My own home\n');
    expect(JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'))).toEqual({ name: 'mine', scripts: { build: 'make docs', serve: 'docs serve', check: 'docs check' } });
    expect(await readFile(path.join(root, '.gitignore'), 'utf8')).toBe('/dist\n.env\nnode_modules/\n');
    const again = await init(root, { force: true });
    expect(again.written).toEqual([]);
    expect(again.added).toEqual([]);
  });

  it('names the package after the folder, never "docs" (the generator\'s own name), and tells the two commands to run next', async () => {
    const parent = await tempFolder();
    const result = await init(path.join(parent, 'docs'));
    expect(JSON.parse(await readFile(path.join(parent, 'docs/package.json'), 'utf8')).name).toBe('docs-site');
    expect(result.next).toHaveLength(2);
    expect(result.next[0]).toMatch(/^cd .*docs && npm install$/);
    expect(result.next[1]).toBe('npm run serve');
  });
});
