// A page's markdown copy: the writer's markdown, expanded, with what only the
// build understands written as plain markdown and the site's links absolute.
import { describe, expect, it } from 'vitest';
import { renderMarkdown, type LinkTargets } from '../../src/content/markdown.ts';
import { expandPage } from '../../src/content/expand.ts';
import { GeneratedHtml, generatedRegion } from '../../src/content/blocks/container-markers.ts';

const ORIGIN = 'https://docs.acme.example';
const targets: LinkTargets = {
  baseUrl: '/docs/',
  pageUrls: { 'guides/start.md': '/docs/guides/start', 'api/auth.md': '/docs/api/auth', 'guides/parts/note.md': '/docs/guides/parts/note' },
  assetUrls: { 'guides/flow.png': '/docs/_/media/flow.0123456789.png', 'api/keys.png': '/docs/_/media/keys.9876543210.png' },
  origin: ORIGIN,
};

/** The copy of guides/start.md (or `file`), whose body is `text`; `others` are more files by content path. */
function copyOf(text: string, others: Record<string, string> = {}, { origin = ORIGIN, file = 'guides/start.md' }: { origin?: string | null; file?: string } = {}) {
  const source = (path: string, body: string) => ({ file: path, body, bodyLine: 1 });
  const sources = new Map(Object.entries({ ...others, [file]: text }).map(([path, body]) => [path, source(path, body)]));
  const { page, errors } = expandPage(sources.get(file)!, '/docs/guides/start', { sources, placeholders: new Map([['hosts.api', 'api.acme.example']]), contentFolder: 'content' });
  expect(errors).toEqual([]);
  const parsed = renderMarkdown(page, { ...targets, origin: origin ?? undefined });
  expect(parsed.errors).toEqual([]);
  return parsed.markdown;
}

describe('the markdown copy of a page', () => {
  it('is the markdown as written, without a leading "# Title" (the copy starts with the title)', () => {
    const text = '# Start\n\nSome *text* with `code`, a\\_b and &amp; as written.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n1. one\n2. two\n';
    expect(copyOf(text)).toBe('Some *text* with `code`, a\\_b and &amp; as written.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n1. one\n2. two\n');
  });

  it('leaves out the <span>s and <div>s of OpenAPI pages (classes api-…), and the end tags that close them, keeping their text', () => {
    const text = '<span class="api-method">GET</span> `/v1/pets`\n\n<div class="api-schema">\n\n- `id` <span class="api-type">string</span>\n\n</div>\n\nA <span style="color: red">styled</span> word.\n';
    expect(copyOf(text)).toBe('GET `/v1/pets`\n\n\n\n- `id` string\n\n\n\nA <span style="color: red">styled</span> word.\n');
  });

  it('writes a generated region as the markdown it carries, in its place, with the site\'s paths absolute', () => {
    const region = generatedRegion(['<div class="api-schema">', '<ul>', '<li>', '<p><code>id</code></p>', '</li>', '</ul>', '</div>'],
      ['- `id` string -- 100% ([Pet](</docs/pets>))', '', '  A <!-- note --> line.', ''], new GeneratedHtml('openapi:getPet'));
    const text = ['Before.', '', ...region, 'After.', ''].join('\n');
    expect(copyOf(text)).toBe(`Before.\n\n- \`id\` string -- 100% ([Pet](<${ORIGIN}/docs/pets>))\n\n  A <!-- note --> line.\n\nAfter.\n`);
  });

  it('makes the links inside the site absolute: pages with their anchors, this page\'s anchors, site URLs, images, definitions', () => {
    const text = [
      'See [scopes](../api/auth.md#scopes "Scopes"), [below](#setup), [the API](/docs/api/auth) and [elsewhere](https://example.com/x).',
      '',
      '![The flow](./flow.png) and [![keys](../api/keys.png)](../api/auth.md)',
      '',
      'A [reference link][auth].',
      '',
      '[auth]: ../api/auth.md#tokens',
      '',
      '## Setup',
    ].join('\n');
    expect(copyOf(text)).toBe([
      `See [scopes](${ORIGIN}/docs/api/auth#scopes "Scopes"), [below](${ORIGIN}/docs/guides/start#setup), [the API](${ORIGIN}/docs/api/auth) and [elsewhere](https://example.com/x).`,
      '',
      `![The flow](${ORIGIN}/docs/_/media/flow.0123456789.png) and [![keys](${ORIGIN}/docs/_/media/keys.9876543210.png)](${ORIGIN}/docs/api/auth)`,
      '',
      'A [reference link][auth].',
      '',
      `[auth]: ${ORIGIN}/docs/api/auth#tokens`,
      '',
      '## Setup',
      '',
    ].join('\n'));
  });

  it('writes admonitions as quotes that name their kind and title, nested ones too', () => {
    const text = ':::warning Keep the secret secret\nNever put it in [a browser](../api/auth.md).\n\n:::tip\nInside.\n:::\n:::\nAfter.\n';
    expect(copyOf(text)).toBe([
      '> **Warning:** Keep the secret secret',
      '>',
      `> Never put it in [a browser](${ORIGIN}/docs/api/auth).`,
      '>',
      '> > **Tip**',
      '> >',
      '> > Inside.',
      '',
      'After.',
      '',
    ].join('\n'));
  });

  it('writes an admonition in a list item inside that item', () => {
    const text = '- Step one\n\n  :::note\n  Mind the gap.\n  :::\n- Step two\n';
    expect(copyOf(text)).toBe('- Step one\n\n  > **Note**\n  >\n  > Mind the gap.\n\n- Step two\n');
  });

  it('writes the containers of other tools as plain markdown: other kinds, titles in brackets, details, code groups; the build\'s heading ids and tables of contents go', () => {
    const text = [
      ':::caution[Mind **this**]', 'Careful.', ':::', '',
      '::: details Click me', 'Hidden.', ':::', '',
      '::: code-group', '```js [config.js]', 'export default {}', '```', '```ts [config.ts]', 'export default {}', '```', ':::', '',
      '> [!NOTE]', '> GitHub writes it so.', '',
      '## Set up {#setup}', '',
      '[[toc]]', '',
      'End.',
    ].join('\n');
    expect(copyOf(text)).toBe([
      '> **Caution:** Mind **this**', '>', '> Careful.', '',
      '**Click me**', '', 'Hidden.', '',
      '**config.js**', '', '```js', 'export default {}', '```', '',
      '**config.ts**', '', '```ts', 'export default {}', '```', '',
      '> [!NOTE]', '> GitHub writes it so.', '',
      '## Set up', '', '', 'End.', '',
    ].join('\n'));
  });

  it('writes components as what they mean: tabs under their labels, admonitions as quotes, badges as their text, code blocks; HTML elements stay HTML', () => {
    const text = [
      '<Tabs>', '<TabItem value="npm" label="npm">', '', '```bash', 'npm install', '```', '', '</TabItem>', '<TabItem value="yarn">', '', 'Use yarn.', '', '</TabItem>', '</Tabs>', '',
      '<Admonition type="warning" title="Heads up">', '', 'Mind the gap.', '', '</Admonition>', '',
      'Version <Badge text="v2" /> only.', '',
      '<CodeBlock language="js">{`const a = 1;`}</CodeBlock>', '',
      '<div class="note">', '', 'Inside a div.', '', '</div>', '',
      '- A list', '', '  <Details summary="More">', '', '  Hidden in a list.', '', '  </Details>', '',
      '<Admonition type="tip">Short.</Admonition>',
    ].join('\n');
    expect(copyOf(text).replace(/\n{3,}/g, '\n\n')).toBe([
      '**npm**', '', '```bash', 'npm install', '```', '',
      '**yarn**', '', 'Use yarn.', '',
      '> **Warning:** Heads up', '>', '> Mind the gap.', '',
      'Version v2 only.', '',
      '```js', 'const a = 1;', '```', '',
      '<div class="note">', '', 'Inside a div.', '', '</div>', '',
      '- A list', '', '  **More**', '', '  Hidden in a list.', '',
      '> **Tip**', '>', '> Short.', '',
    ].join('\n'));
  });

  it('writes the content of components on an MDX page without the indentation that MDX allows and markdown reads as code', () => {
    const text = [
      '<Tabs>', '  <TabItem value="npm" label="npm" default>', '    ```bash', '    npm install acme', '    ```', '  </TabItem>',
      '  <TabItem value="yarn" label="Yarn">', '    Use yarn:', '', '    - one', '      - nested', '  </TabItem>', '</Tabs>', '',
      '<Admonition type="note">', '  Indented **content**.', '</Admonition>', 'After.',
    ].join('\n');
    expect(copyOf(text, {}, { file: 'guides/start.mdx' })).toBe([
      '**npm**', '', '```bash', 'npm install acme', '```', '',
      '**Yarn**', '', 'Use yarn:', '', '- one', '  - nested', '',
      '> **Note**', '>', '> Indented **content**.', '', 'After.', '',
    ].join('\n'));
  });

  it('writes code tabs as code blocks, each after its label, and drops the meta of fences', () => {
    const text = ':::tabs\n```bash title="curl" {1}\ncurl https://{{hosts.api}}/v1\n```\n```python\nrequests.get(url)\n```\n:::\n\n```json title="200 OK" {2}\n{\n  "a": 1\n}\n```\n\n```\nplain\n```\n';
    expect(copyOf(text)).toBe([
      '**curl**', '', '```bash', 'curl https://api.acme.example/v1', '```', '',
      '**Python**', '', '```python', 'requests.get(url)', '```', '',
      '**200 OK**', '', '```json', '{', '  "a": 1', '}', '```', '',
      '```', 'plain', '```', '',
    ].join('\n'));
  });

  it('writes code as the page shows it: the comments that mark lines go, and the info string keeps only the language', () => {
    const text = [
      '```js {1} showLineNumbers', '// highlight-next-line', 'const a = 1;', 'const b = 2;', '```', '',
      '- In a list:', '', '  ```ts:line-numbers=5', '  old(); // [!code --]', '  fresh(); // [!code ++]', '', '  done();', '  ```', '',
      '```js{2}', 'unchanged();', 'too();', '```', '',
    ].join('\n');
    expect(copyOf(text)).toBe([
      '```js', 'const a = 1;', 'const b = 2;', '```', '',
      '- In a list:', '', '  ```ts', '  old();', '  fresh();', '', '  done();', '  ```', '',
      '```js', 'unchanged();', 'too();', '```', '',
    ].join('\n'));
  });

  it('leaves ":::" lines, comments and links inside code as they are', () => {
    const text = '````md\n:::note\n<!-- a comment -->\n[x](./start.md)\n:::\n````\n\nText `[y](./start.md)`.\n';
    expect(copyOf(text)).toBe(text);
  });

  it('inlines includes, with the links of the included file relative to that file, and drops comments', () => {
    const text = 'Before.\n\n<!-- a note to writers -->\n\n<!--@include: ./parts/note.md-->\n\nAfter \\{{literal}}.\n';
    const copy = copyOf(text, { 'guides/parts/note.md': 'Included, see [the flow](../flow.png) and [start](../start.md).\n' });
    expect(copy.replace(/\n{3,}/g, '\n\n')).toBe(`Before.\n\nIncluded, see [the flow](${ORIGIN}/docs/_/media/flow.0123456789.png) and [start](${ORIGIN}/docs/guides/start).\n\nAfter {{literal}}.\n`);
  });

  it('keeps raw HTML that means something to a reader', () => {
    const text = '<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n\n| a |\n|---|\n| one<br>two |\n';
    expect(copyOf(text)).toBe(text);
  });

  it('finds the line before a block at the very start of the text too', () => {
    expect(copyOf('\n:::tabs\n```js title="a.js"\nx\n```\n:::\n')).toBe('**a.js**\n\n```js\nx\n```\n');
    expect(copyOf('\n<Tabs>\n<TabItem value="a">\n\nText.\n\n</TabItem>\n</Tabs>\n')).toBe('**a**\n\nText.\n');
  });

  it('is not made when the site makes no copies', () => {
    expect(copyOf('Some text.', {}, { origin: null })).toBe('');
  });
});

describe('the markdown copy of VitePress conventions', () => {
  it('writes a "== label" tab as a labelled part, an {#id} line as nothing, and closes a container the markdown-it way', () => {
    expect(copyOf(':::tabs\n== npm\nnpm i\n== yarn\nyarn add\n:::\n\n{#after}\n\nEnd.\n')).toBe('**npm**\n\nnpm i\n\n**yarn**\n\nyarn add\n\n\nEnd.\n');
    expect(copyOf('::: warning\n::: tip\nInner.\n:::\n\nOutside.\n')).toBe('> **Warning**\n>\n> > **Tip**\n> >\n> > Inner.\n\nOutside.\n');
  });
});

describe('the markdown copy of code conventions', () => {
  it('writes an npm2yarn block as one block per package manager, and an ansi block without its escape codes', () => {
    expect(copyOf('Install:\n\n```bash npm2yarn\nnpm install acme\n```\n')).toBe('Install:\n\n**npm**\n\n```bash\nnpm install acme\n```\n\n**yarn**\n\n```bash\nyarn add acme\n```\n\n**pnpm**\n\n```bash\npnpm add acme\n```\n');
    expect(copyOf('```ansi\n\x1b[32mok\x1b[0m\n```\n')).toBe('```ansi\nok\n```\n');
  });
});
