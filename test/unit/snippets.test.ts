// Snippet imports ("<<< @/snippets/client.ts"), as VitePress writes them: a
// fenced code block of a content file's text, checked like includes.
import { describe, expect, it } from 'vitest';
import { expandPage } from '../../src/content/expand.ts';
import { locate } from '../../src/content/segments.ts';
import type { ContentFiles } from '../../src/content/snippets.ts';
import type { AssetFile, SourceFile } from '../../src/types.ts';

const CLIENT = [
  'import { connect } from "acme";',
  '',
  '// #region setup',
  'export function setup() {',
  '  // #region inner',
  '  return connect();',
  '  // #endregion inner',
  '}',
  '// #endregion setup',
  '',
].join('\r\n');

const FILES: ContentFiles = new Map<string, SourceFile | AssetFile>([
  ['snippets/client.ts', { path: 'snippets/client.ts', bytes: Buffer.from(CLIENT) }],
  ['guide/example.py', { path: 'guide/example.py', bytes: Buffer.from('# region main\nprint("{{name}}")\n# endregion main\n') }],
  ['guide/fenced.md', { path: 'guide/fenced.md', text: '---\ntitle: Fenced\n---\n\n```js\nx\n```\n' }],
  ['Dockerfile', { path: 'Dockerfile', bytes: Buffer.from('FROM node:20\n') }],
  ['components/Counter.vue', { path: 'components/Counter.vue', bytes: Buffer.from([
    '<template>', '  <!-- #region v1.demo -->', '  <button @click="n++">{{ n }}</button>', '  <!-- #endregion v1.demo -->', '</template>',
    '<script setup>', '// #region v1.demo', 'const n = ref(0)', '// #endregion v1.demo', '</script>',
  ].join('\n')) }],
]);

function expand(body: string, file = 'guide/setup.md') {
  const source = { file, frontMatter: {}, body, bodyLine: 4 };
  return expandPage(source, '/docs/x', { sources: new Map([[file, source]]), placeholders: new Map([['productName', 'Acme']]), files: FILES });
}

describe('snippet imports', () => {
  it('become a fenced code block of the file, in the language of its extension, @/ being the content folder', () => {
    const { page, errors, snippets } = expand('Before\n\n<<< @/snippets/client.ts\n\nAfter');
    expect(errors).toEqual([]);
    expect(page.text).toBe(`Before\n\n\`\`\`ts\n${CLIENT.replaceAll('\r\n', '\n').trimEnd()}\n\`\`\`\n\nAfter`);
    expect(snippets).toEqual(['snippets/client.ts']);
  });

  it('take lines to highlight, a language, a region and the rest of the meta', () => {
    const { page, errors } = expand('<<< @/snippets/client.ts#setup{2 js:line-numbers} [client]');
    expect(errors).toEqual([]);
    expect(page.text).toBe('```js:line-numbers {2} [client]\nexport function setup() {\n  return connect();\n}\n```');
  });

  it('resolve other paths from the page, insert the text as it is, and keep line numbers right', () => {
    const { page, errors } = expand('Intro\n<<< ./example.py#main\nOutro');
    expect(errors).toEqual([]);
    expect(page.text).toBe('Intro\n```py\nprint("{{name}}")\n```\nOutro');
    expect(locate(page.segments, 2)).toEqual({ file: 'guide/setup.md', line: 5 });
    expect(locate(page.segments, 3)).toEqual({ file: 'guide/example.py', line: 2 });
    expect(locate(page.segments, 4)).toEqual({ file: 'guide/setup.md', line: 5 });
    expect(locate(page.segments, 5)).toEqual({ file: 'guide/setup.md', line: 6 });
  });

  it('fence a file that holds fences with a longer fence, keep a list item\'s indent, and name a Dockerfile\'s language', () => {
    expect(expand('<<< ./fenced.md').page.text).toBe('````md\n---\ntitle: Fenced\n---\n\n```js\nx\n```\n````');
    expect(expand('- Build it:\n\n  <<< @/Dockerfile').page.text).toBe('- Build it:\n\n  ```dockerfile\n  FROM node:20\n  ```');
  });

  it('report a missing file with its page, line and path, and a suggestion', () => {
    const { errors } = expand('Text\n<<< @/snippets/clent.ts');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'guide/setup.md', line: 5, column: 1, hint: 'did you mean content/snippets/client.ts?' });
    expect(errors[0].message).toBe('Snippet file not found: @/snippets/clent.ts (content/snippets/clent.ts)');
  });

  it('take every region of the name, in any comment syntax, one after the other', () => {
    expect(expand('<<< @/components/Counter.vue#v1.demo').page.text).toBe('```vue\n<button @click="n++">{{ n }}</button>\nconst n = ref(0)\n```');
  });

  it('report a missing region with the regions the file has', () => {
    const { errors } = expand('<<< @/snippets/client.ts#setpu');
    expect(errors[0]).toMatchObject({ message: 'The snippet @/snippets/client.ts has no region "setpu"', hint: 'did you mean #setup?' });
  });

  it('may not leave the content folder', () => {
    const { errors } = expand('<<< ../../secrets.txt');
    expect(errors[0].message).toBe('The snippet ../../secrets.txt is outside the content folder');
  });

  it('are left alone inside fenced or indented code, where they document the syntax', () => {
    for (const text of ['```md\n<<< @/snippets/missing.ts\n```', 'A shell:\n\n    <<< word']) expect(expand(text)).toMatchObject({ errors: [], page: { text } });
  });
});
