// Each bad input gets a clear message naming file and line, and the output of
// the previous good build survives the failed one.
import { describe, expect, it } from 'vitest';
import { mkdir, readdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/build.ts';
import { buildErrors, filesIn, makeSite, writeFiles } from '../helpers/site.ts';

const GOOD = {
  'content/index.md': '---\ntitle: Home\n---\n\nWelcome. See [the guide](./guide.md#setup).\n',
  'content/guide.md': '---\ntitle: Guide\n---\n\n## Setup\n\nText.\n',
};

/** Builds GOOD, applies `change`, and returns the errors of the failing rebuild after checking the old output is intact. */
async function failAfterGoodBuild(change: Record<string, string>) {
  const root = await makeSite(GOOD);
  await build({ root, env: {} });
  const out = path.join(root, 'dist');
  const before = await filesIn(out);
  await writeFiles(root, change);
  const errors = await buildErrors(root);
  expect(await filesIn(out)).toEqual(before);
  expect((await readdir(root)).filter((name) => name !== 'node_modules')).toEqual(['content', 'dist', 'site.config.ts']); // no staging folder left behind
  return errors;
}

describe('bad input', () => {
  it('malformed front matter: file and line of the YAML error', async () => {
    const errors = await failAfterGoodBuild({ 'content/guide.md': '---\ntitle: Guide\ndescription: a: b: c\n---\n\n## Setup\n' });
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/^Front matter is not valid YAML/);
    expect(errors[0].file).toMatch(/content\/guide\.md$/);
    expect(errors[0].line).toBe(3);
  });

  it('an unknown front matter key: its line, and a suggestion', async () => {
    const errors = await failAfterGoodBuild({ 'content/guide.md': '---\ntitle: Guide\nsidebar_positon: 2\n---\n\nText\n' });
    expect(errors[0]).toMatchObject({ message: 'Unknown front matter key "sidebar_positon"', line: 3, hint: 'did you mean "sidebar_position"?' });
  });

  it('two files claiming one route', async () => {
    const errors = await failAfterGoodBuild({ 'content/guide/index.md': '# Another guide\n' });
    expect(errors[0].message).toBe('Two files claim the route /docs/guide: content/guide.md and content/guide/index.md');
  });

  it('a link to a page that does not exist: file, line, target and a suggestion', async () => {
    const errors = await failAfterGoodBuild({ 'content/index.md': '---\ntitle: Home\n---\n\nWelcome.\n\nSee [the guide](./guid.md).\n' });
    expect(errors[0]).toMatchObject({ line: 7, column: 5, hint: 'did you mean content/guide.md?' });
    expect(errors[0].message).toBe('Broken link: ./guid.md names a file that does not exist');
    expect(errors[0].file).toMatch(/content\/index\.md$/);
  });

  it('a link to an #anchor that does not exist, with brokenAnchors: "error" (by default a warning)', async () => {
    const errors = await failAfterGoodBuild({
      'site.config.ts': `export default { brokenAnchors: 'error' };`,
      'content/index.md': '---\ntitle: Home\n---\n\nSee [setup](./guide.md#set-up).\n',
    });
    expect(errors[0].message).toBe('Broken anchor: ./guide.md#set-up points to #set-up, which is not a heading or id on /docs/guide');
    expect(errors[0]).toMatchObject({ line: 5, hint: 'did you mean #setup?' });
  });

  it('a broken link is only a warning when the config says so', async () => {
    const root = await makeSite({
      'site.config.ts': `export default { brokenLinks: 'warn' };`,
      'content/index.md': 'See [nothing](./nothing.md).\n',
    });
    const result = await build({ root, env: {} });
    expect(result.warnings.map((w) => w.message)).toEqual(['Broken link: ./nothing.md names a file that does not exist']);
  });

  it('a broken link in a part two pages include, said once (a warning too)', async () => {
    const files = { 'content/index.md': '# Home\n\n<!--@include: ./parts/see.md-->\n', 'content/other.md': '# Other\n\n<!--@include: ./parts/see.md-->\n', 'content/parts/see.md': 'See [nothing](../nothing.md).\n' };
    const errors = await buildErrors(await makeSite(files));
    expect(errors.map((e) => [e.message, e.line, path.basename(e.file ?? '')])).toEqual([['Broken link: ../nothing.md names a file that does not exist', 1, 'see.md']]);
    const warned = await build({ root: await makeSite({ ...files, 'site.config.ts': "export default { brokenLinks: 'warn' };" }), env: {} });
    expect(warned.warnings).toHaveLength(1);
  });

  it('a missing include and an unknown placeholder, both reported at once', async () => {
    const errors = await failAfterGoodBuild({ 'content/guide.md': '## Setup\n\n<!--@include: ./parts/missing.md-->\n\nCall {{hosts.nope}}.\n' });
    expect(errors.map((e) => [e.message, e.line])).toEqual([
      ['Included file not found: ./parts/missing.md (content/parts/missing.md)', 3],
      ['Unknown placeholder {{hosts.nope}}', 5],
    ]);
  });

  it('an invalid site.config.ts', async () => {
    const errors = await failAfterGoodBuild({ 'site.config.ts': `export default { productName: 42 };` });
    expect(errors[0].message).toBe('Config key "productName" must be a non-empty string, got 42');
    expect(errors[0].file).toMatch(/site\.config\.ts$/);
  });

  it('a site.config.ts that does not compile', async () => {
    const errors = await failAfterGoodBuild({ 'site.config.ts': `export default {\n  productName: 'x',,\n};` });
    expect(errors[0]).toMatchObject({ line: 2 });
  });

  it('a navbar link to a page that does not exist, named as coming from the config', async () => {
    const errors = await failAfterGoodBuild({ 'site.config.ts': `export default { navbar: [{ label: 'FAQ', href: '/docs/faq' }] };` });
    expect(errors[0].message).toBe('Broken link in the navbar: "FAQ" points to /docs/faq, which is not a page of the site');
  });
});

describe('unusual file names', () => {
  it('map to safe routes, and nothing is written outside the output folder', async () => {
    const root = await makeSite({
      'content/index.md': 'Home\n',
      'content/odd/v1.2 notes.md': 'A\n',
      'content/odd/100%.md': 'B\n',
      'content/odd/[id].md': 'C\n',
      'content/odd/c++.md': 'D\n',
      'content/odd/..md': 'E\n',
      'content/odd/日本語.md': 'F\n',
      'content/odd/$.md': 'G\n',
      'content/odd/aux.md': 'H\n',
    });
    const result = await build({ root, env: {} });
    const pages = result.written.filter((p) => p.endsWith('index.html')).sort();
    expect(pages).toEqual([
      'docs/index.html', 'docs/odd/(dollar)/index.html', 'docs/odd/(dot)/index.html', 'docs/odd/100-percent/index.html', 'docs/odd/aux_/index.html',
      'docs/odd/c-plus-plus/index.html', 'docs/odd/id/index.html', 'docs/odd/index.html', 'docs/odd/v1.2-notes/index.html', 'docs/odd/日本語/index.html',
    ]);
    expect((await readdir(root)).filter((name) => name !== 'node_modules')).toEqual(['content', 'dist', 'site.config.ts']);
  });
});

describe('placeholders in front matter', () => {
  it('are replaced in title, description and sidebar label, and checked', async () => {
    const root = await makeSite({ 'content/index.md': '---\ntitle: "{{productName}} docs"\n---\n\nHi\n' });
    const result = await build({ root, env: {}, write: false });
    expect(String(result.files.find((f) => f.path === 'docs/index.html')!.contents)).toContain('<title>Acme Docs docs | Acme Docs</title>');
    const bad = await makeSite({ 'content/index.md': '---\ntitle: Hi\ndescription: "{{productNme}}"\n---\n\nHi\n' });
    const errors = await buildErrors(bad);
    expect(errors[0]).toMatchObject({ message: 'Unknown placeholder {{productNme}} in front matter "description"', line: 3, hint: 'did you mean {{productName}}?' });
  });
});

describe('links in the static folder', () => {
  it('are followed inside the site, and left out with a note when they point outside it', async () => {
    const root = await makeSite({
      'site.config.ts': `export default { productName: 'Acme', tagline: 't', staticDir: 'static' };`,
      'content/index.md': '# Home\n',
      'assets/logo.svg': '<svg/>',
    });
    await mkdir(path.join(root, 'static'));
    await symlink('../assets/logo.svg', path.join(root, 'static/logo.svg'));
    await symlink('/etc/hostname', path.join(root, 'static/hostname.txt'));
    const result = await build({ root, env: {}, write: false });
    expect(result.files.some((f) => f.path === 'docs/logo.svg')).toBe(true); // was left out
    expect(result.files.some((f) => f.path.endsWith('hostname.txt'))).toBe(false);
    expect(result.notes.map((n) => [path.relative(root, n.file!), n.message])).toEqual([['static/hostname.txt', 'A link to /etc/hostname, outside the site folder: left out']]);
  });
});
