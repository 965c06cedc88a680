// Media a site keeps outside its content folder, as Starlight keeps images in
// src/assets beside src/content/docs: the shipped `docs build` copies each one
// a page names and links it under the base URL, as it does a file beside the
// markdown; a path that leaves the site's project and repository
// (content/readable.ts), or names no media file, is never copied, and the
// image is reported as not found.
import { describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { docs } from '../helpers/cli.ts';
import { makeSite, outputOf } from '../helpers/site.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('media outside the content folder', () => {
  it('are copied and linked under the base URL when a page names them', { timeout: 120_000 }, async () => {
    const root = await makeSite({
      'package.json': '{ "name": "starlight-like", "private": true }\n',
      'site.config.ts': "export default { productName: 'Acme Docs', contentDir: 'src/content/docs' };\n",
      'src/assets/shot.png': PNG,
      'src/assets/clip.mp4': 'not really a video',
      'src/content/docs/index.md': '# Home\n',
      'src/content/docs/guide/setup.md': '# Setup\n\n![The dashboard](../../../assets/shot.png)\n\n<video src="../../../assets/clip.mp4" poster="../../../assets/shot.png" controls></video>\n',
      'src/content/docs/guide/_again.md': '![Again](../../../assets/shot.png)\n',
      'src/content/docs/guide/again.md': '# Again\n\n<!--@include: ./_again.md-->\n',
    });
    const built = await docs(['build'], root);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    const site = outputOf(root);
    const page = await site.page('docs/guide/setup/index.html');
    const src = page.querySelector('img[alt="The dashboard"]')!.getAttribute('src')!;
    expect(src).toMatch(/^\/docs\/_\/media\/shot\.[0-9a-f]{10}\.png$/);
    expect(page.querySelector('video')!.getAttribute('poster')).toBe(src);
    expect(page.querySelector('video')!.getAttribute('src')).toMatch(/^\/docs\/_\/media\/clip\.[0-9a-f]{10}\.mp4$/);
    expect(await readFile(path.join(site.out, src))).toEqual(PNG);
    // An include names it from its own folder.
    expect((await site.page('docs/guide/again/index.html')).querySelector('img[alt="Again"]')!.getAttribute('src')).toBe(src);
  });

  it('are taken from the git repository the site is in (a monorepo\'s shared assets)', { timeout: 120_000 }, async () => {
    const repo = await makeSite({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'assets/logo.png': PNG,
      'site/package.json': '{ "name": "site", "private": true }\n',
      'site/site.config.ts': "export default { productName: 'Acme Docs', contentDir: 'docs' };\n",
      'site/docs/index.md': '# Home\n\n![Logo](../../assets/logo.png)\n',
    });
    const root = path.join(repo, 'site');
    const built = await docs(['build'], root);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    const src = (await outputOf(root).page('docs/index.html')).querySelector('img[alt="Logo"]')!.getAttribute('src')!;
    expect(await readFile(path.join(outputOf(root).out, src))).toEqual(PNG);
  });

  it('are never taken from outside the site and its project, nor when they are no media: the image is not found', { timeout: 120_000 }, async () => {
    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'docs-elsewhere-'));
    try {
      await writeFile(path.join(elsewhere, 'secret.png'), PNG);
      const root = await makeSite({
        'package.json': '{ "name": "project", "private": true }\n',
        'site.config.ts': "export default { productName: 'Acme Docs', contentDir: 'docs' };\n",
        'keys.txt': 'a key\n',
        'docs/index.md': `# Home\n\n![Secret](../../${path.basename(elsewhere)}/secret.png)\n\n![Keys](../keys.txt)\n`,
      });
      const built = await docs(['build'], root);
      expect(built.code).toBe(1);
      expect(built.stderr).toMatch(/index\.md:3\b[^\n]*Image not found: \.\.\/\.\.\/docs-elsewhere-\w+\/secret\.png/);
      expect(built.stderr).toMatch(/index\.md:5\b[^\n]*Image not found: \.\.\/keys\.txt/);
      const written = await readdir(root, { recursive: true });
      expect(written.filter((f) => String(f).includes('_/media'))).toEqual([]);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});
