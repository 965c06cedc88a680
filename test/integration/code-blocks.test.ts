// Code as Docusaurus and VitePress writers write it, through a whole build:
// placeholders that leave code alone, fence meta and magic comments, snippet
// imports, and a snippet file's edit rebuilding the page that imports it.
import { afterEach, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/build.ts';
import { createSession, type ServingSession } from '../../src/dev/session.ts';
import { buildErrors, makeSite, parseHtml } from '../helpers/site.ts';

let session: ServingSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe('snippet imports in a build', () => {
  it('insert a content file as code, and fail the build for a missing one at the page and line', async () => {
    const root = await makeSite({
      'content/index.md': '# Home\n\nTry it:\n\n<<< ./snippets/helo.js\n',
      'content/snippets/hello.js': 'console.log("hello");\n',
    });
    const errors = await buildErrors(root);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: path.join(root, 'content/index.md'), line: 5, hint: 'did you mean content/snippets/hello.js?' });
  });

  it('are rebuilt by docs serve when the snippet file changes', async () => {
    const root = await makeSite({
      'content/index.md': '# Home\n\n<<< @/snippets/hello.js\n',
      'content/other.md': '# Other\n',
      'content/snippets/hello.js': 'console.log("first");\n',
    });
    session = createSession({ root, env: {}, mode: 'serve', loadBuild: async () => build });
    expect(await session.rebuild()).toMatchObject({ ok: true });
    const home = () => parseHtml(String(session!.served().get('docs/index.html'))).querySelector('main pre code')!.textContent;
    expect(home()).toBe('console.log("first");');

    const snippet = path.join(root, 'content/snippets/hello.js');
    await writeFile(snippet, 'console.log("second");\n');
    const rebuilt = await session.rebuild([snippet]);
    expect(rebuilt).toMatchObject({ ok: true, changedUrls: ['/docs/'] });
    expect(home()).toBe('console.log("second");');
  });
});
