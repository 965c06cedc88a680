// Code as Docusaurus and VitePress writers write it, through a whole build:
// placeholders that leave code alone, fence meta and magic comments, snippet
// imports, and a snippet file's edit rebuilding the page that imports it.
import { afterEach, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/build.ts';
import { createSession, type ServingSession } from '../../src/dev/session.ts';
import { buildErrors, buildSite, makeSite, parseHtml } from '../helpers/site.ts';

let session: ServingSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const SITE = {
  'site.config.ts': `export default { productName: 'Acme', tagline: 'Docs', hosts: { api: 'api.acme.test' } };\n`,
  'content/index.md': [
    '# Home',
    '',
    'Run `acme get {{path/to/file}}` against `https://{{hosts.api}}`.',
    '',
    '````md title="A page of Handlebars"',
    '```hbs',
    '{{#each items}}{{name}}{{/each}}',
    '```',
    '````',
    '',
    '```yaml title="ci.yml" showLineNumbers',
    'steps:',
    '  # highlight-next-line',
    '  - run: echo ${{ steps.build.outputs.tag }}',
    '  - run: curl https://{{hosts.api}}/v1 # [!code ++]',
    '```',
    '',
    '<<< @/snippets/client.go{3}',
  ].join('\n'),
  'content/vue.md': '<script setup>\nconst n = 1\n</script>\n\n# Vue\n\nThe count is {{ n }} on {{productName}}.\n',
  'content/snippets/client.go': 'package main\n\nfunc main() {}\n',
};

describe('code in a build', () => {
  it('leaves code to the writer, reads the fence as Docusaurus and VitePress do, and imports snippets', async () => {
    const site = await buildSite(SITE);
    const home = await site.page('docs/index.html');
    const codes = [...home.querySelectorAll('main code')];
    expect(codes.map((c) => c.textContent)).toEqual([
      'acme get {{path/to/file}}',
      'https://api.acme.test',
      '```hbs\n{{#each items}}{{name}}{{/each}}\n```',
      'steps:\n  - run: echo ${{ steps.build.outputs.tag }}\n  - run: curl https://api.acme.test/v1',
      'package main\n\nfunc main() {}',
    ]);
    expect(home.querySelector('.code-title')!.textContent).toBe('A page of Handlebars');
    expect(codes[3].className).toBe('language-yaml line-numbers');
    expect([...codes[3].querySelectorAll('.line')].map((l) => l.className)).toEqual(['line', 'line highlighted', 'line added']);
    expect(codes[4].className).toBe('language-go');
    expect(codes[4].querySelector('.line.highlighted')!.textContent).toBe('func main() {}');
    expect(codes[4].querySelector('.hljs-keyword')!.textContent).toBe('package');

    const vue = await site.page('docs/vue/index.html');
    expect(vue.querySelector('main p')!.textContent).toBe('The count is {{ n }} on Acme.');
    // One note on the placeholders, one on the <script setup> left out (mdx/lines.ts).
    const placeholderNotes = site.result.notes.filter((n) => n.message.includes('{{'));
    expect(placeholderNotes).toHaveLength(1);
    expect(placeholderNotes[0]).toMatchObject({ file: path.join(site.root, 'content/vue.md'), line: 7 });
    expect(site.result.notes).toHaveLength(2);
  });

  it('fails on an unknown name shaped like a setting outside code, with a suggestion', async () => {
    const root = await makeSite({ ...SITE, 'content/index.md': '# Home\n\nCall {{hots.api}}.\n' });
    const errors = await buildErrors(root);
    expect(errors).toMatchObject([{ message: 'Unknown placeholder {{hots.api}}', line: 3, column: 6, hint: 'did you mean {{hosts.api}}?' }]);
  });
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
