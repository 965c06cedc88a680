// A plain GitHub-markdown folder links to the project's own files ("../source/index.ts"), which GitHub shows:
// with repositoryUrl those links go to the repository's page of the file; a file that is not there stays a broken link.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { BuildFailure } from '../../src/errors.ts';
import { makeSite, parseHtml } from '../helpers/site.ts';
import { repositoryUrlOf } from '../../src/init/from/intake.ts';
import path from 'node:path';

const FILES = {
  'package.json': JSON.stringify({ name: 'widget', repository: 'acme/widget' }),
  'source/core/index.ts': 'export {};\n',
  'readme.md': '# Widget\n',
  'content/index.md': '# Guide\n\nSee [the code](../source/core/index.ts#L3) and [the readme](../readme.md#install).\n',
};

describe('links to the project\'s files', () => {
  it('go to the repository with repositoryUrl, and stay broken links when the file is not there', async () => {
    const root = await makeSite({ ...FILES, 'site.config.ts': "export default { productName: 'Widget', repositoryUrl: 'https://git.example/acme/widget/blob/HEAD' };\n" });
    const result = await build({ root, write: false });
    const page = parseHtml(String(result.files.find((f) => f.path === 'docs/index.html')!.contents));
    expect([...page.querySelectorAll('main .markdown a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://git.example/acme/widget/blob/HEAD/source/core/index.ts#L3',
      'https://git.example/acme/widget/blob/HEAD/readme.md#install',
    ]);
    const broken = await makeSite({ ...FILES, 'site.config.ts': "export default { productName: 'Widget', repositoryUrl: 'https://git.example/acme/widget/blob/HEAD/' };\n", 'content/index.md': '# Guide\n\n[gone](../source/gone.ts)\n' });
    const err = await build({ root: broken, write: false }).catch((e) => e) as BuildFailure;
    expect(err.errors.map((e) => [e.line, e.message.slice(0, 30)])).toEqual([[3, 'Broken link: ../source/gone.ts']]);
  });

  it('are broken links without repositoryUrl', async () => {
    const root = await makeSite({ ...FILES, 'site.config.ts': "export default { productName: 'Widget' };\n" });
    const err = await build({ root, write: false }).catch((e) => e) as BuildFailure;
    expect(err.errors).toHaveLength(2);
  });

  it('docs init --from reads the repository from package.json, on GitHub or GitLab', async () => {
    const at = async (repository: unknown) => repositoryUrlOf(path.join(await makeSite({ 'package.json': JSON.stringify({ repository }) }), 'docs'));
    expect(await at('sindresorhus/got')).toBe('https://github.com/sindresorhus/got/blob/HEAD/');
    expect(await at({ type: 'git', url: 'git+https://github.com/acme/widget.git' })).toBe('https://github.com/acme/widget/blob/HEAD/');
    expect(await at('gitlab:acme/widget')).toBe('https://gitlab.com/acme/widget/-/blob/HEAD/');
    expect(await at('https://example.org/widget.git')).toBeUndefined();
  });
});
