// Code blocks as Docusaurus and VitePress writers write them: the fence's info
// string (line numbers, lines to highlight), the comments that mark lines, the
// languages real docs use, and shell sessions, through the markdown stage.
import { describe, expect, it } from 'vitest';
import { expandPage } from '../../src/content/expand.ts';
import { renderMarkdown } from '../../src/content/markdown.ts';
import { fenceInfo, markedCode } from '../../src/content/plugins/code-lines.ts';
import hljs from 'highlight.js/lib/core';
import type { Mode } from 'highlight.js';
import { GRAMMARS, NEEDS, grammarOf } from '../../src/content/plugins/code-languages.ts';
import { parseHtml } from '../helpers/site.ts';

const FILE = 'guide.md';

function render(body: string) {
  const source = { file: FILE, frontMatter: {}, body, bodyLine: 1 };
  const { page } = expandPage(source, '/docs/guide', { sources: new Map([[FILE, source]]), placeholders: new Map() });
  const result = renderMarkdown(page, { baseUrl: '/docs/', pageUrls: { [FILE]: '/docs/guide' }, assetUrls: {} });
  expect(result.errors).toEqual([]);
  return parseHtml(result.html);
}

/** Each line of the (first) block: its text and its classes besides "line". */
function lines(doc: Document): [string, string][] {
  return [...doc.querySelectorAll('code .line')].map((l) => [l.textContent!, [...l.classList].filter((c) => c !== 'line').join(' ')]);
}

describe('the fence info string', () => {
  it('reads Docusaurus\'s showLineNumbers and VitePress\'s :line-numbers, with a first number, and :no-line-numbers', () => {
    expect(fenceInfo('js', 'title="a.js" showLineNumbers')).toMatchObject({ lang: 'js', firstLineNumber: 1 });
    expect(fenceInfo('js', 'showLineNumbers=12 {2}')).toMatchObject({ firstLineNumber: 12, meta: 'showLineNumbers=12 {2}' });
    expect(fenceInfo('ts:line-numbers=5', '{1}')).toMatchObject({ lang: 'ts', firstLineNumber: 5, meta: ':line-numbers=5 {1}' });
    expect(fenceInfo('ts:no-line-numbers', null)).toMatchObject({ lang: 'ts', firstLineNumber: undefined });
    expect(fenceInfo('js{1,3}', null)).toMatchObject({ lang: 'js', meta: '{1,3}', firstLineNumber: undefined });
    expect(fenceInfo('c#', 'showLineNumbersLater')).toMatchObject({ lang: 'c#', firstLineNumber: undefined });
  });

  it('numbers lines with CSS, and carries the first number only when it is not 1', () => {
    const doc = render('```js showLineNumbers\na()\nb()\n```\n\n```ts:line-numbers=9 {2}\nc()\nd()\n```');
    const [first, second] = [...doc.querySelectorAll('code')];
    expect(first.className).toBe('language-js line-numbers');
    expect([...first.querySelectorAll('.line')].map((l) => l.getAttribute('data-n'))).toEqual([null, null]);
    expect(second.className).toBe('language-ts line-numbers');
    expect([...second.querySelectorAll('.line')].map((l) => [l.getAttribute('data-n'), l.className])).toEqual([['9', 'line'], ['10', 'line highlighted']]);
    // The numbers are no text of the code.
    expect(second.textContent).toBe('c()\nd()');
  });

  it('highlights the lines of VitePress\'s "js{1,3}"', () => {
    expect(lines(render('```js{1,3}\na()\nb()\nc()\n```'))).toEqual([['a()', 'highlighted'], ['b()', ''], ['c()', 'highlighted']]);
  });
});

describe('Docusaurus\'s magic comments', () => {
  it('highlight the next line or the lines between start and end, and are not shown', () => {
    const doc = render([
      '```js',
      'one();',
      '// highlight-next-line',
      'two();',
      '  // highlight-start',
      'three();',
      'four();',
      '  // highlight-end',
      'five();',
      '```',
    ].join('\n'));
    expect(lines(doc)).toEqual([['one();', ''], ['two();', 'highlighted'], ['three();', 'highlighted'], ['four();', 'highlighted'], ['five();', '']]);
  });

  it('use the comments of the block\'s language: # in bash, python and yaml, <!-- --> in html, {/* */} in jsx', () => {
    expect(lines(render('```bash\n# highlight-next-line\nnpm ci\nls\n```'))).toEqual([['npm ci', 'highlighted'], ['ls', '']]);
    expect(lines(render('```yaml\n# highlight-start\na: 1\n# highlight-end\nb: 2\n```'))).toEqual([['a: 1', 'highlighted'], ['b: 2', '']]);
    expect(lines(render('```html\n<ul>\n  <!-- highlight-next-line -->\n  <li>One</li>\n</ul>\n```'))[1]).toEqual(['  <li>One</li>', 'highlighted']);
    expect(lines(render('```jsx\n<div>\n  {/* highlight-next-line */}\n  <b />\n</div>\n```'))[1]).toEqual(['  <b />', 'highlighted']);
    // In bash, "//" starts no comment: the line is code.
    expect(markedCode('// highlight-next-line\nls', 'bash')).toEqual({ code: '// highlight-next-line\nls', marks: new Map() });
    // In a language the generator does not know, any comment works.
    expect(markedCode('-- highlight-next-line\nx', undefined).marks).toEqual(new Map([[1, new Set(['highlighted'])]]));
  });

  it('count the lines of "{…}" in the code as shown', () => {
    expect(lines(render('```js {2}\n// highlight-next-line\na()\nb()\n```'))).toEqual([['a()', 'highlighted'], ['b()', 'highlighted']]);
  });
});

describe('VitePress\'s [!code] notations', () => {
  it('mark their line, in any comment syntax, and are not shown', () => {
    const doc = render([
      '```ts',
      'const a = 1 // [!code highlight]',
      'const b = 2 // [!code ++]',
      'const c = 3 // [!code --]',
      'const d = 4 /* [!code focus] */',
      'const e = 5 // [!code warning]',
      'const f = 6 // [!code error]',
      'const g = "[\\!code ++]"',
      '```',
      '',
      '```python',
      'x = 1  # [!code ++]',
      '```',
    ].join('\n'));
    expect(lines(doc)).toEqual([
      ['const a = 1', 'highlighted'], ['const b = 2', 'added'], ['const c = 3', 'removed'], ['const d = 4', 'focused'],
      ['const e = 5', 'warning'], ['const f = 6', 'error'], ['const g = "[!code ++]"', ''],
      ['x = 1', 'added'],
    ]);
  });

  it('mark the next lines when alone on a line, as many as ":n" says', () => {
    expect(markedCode('// [!code highlight:2]\na\nb\nc', 'javascript')).toEqual({
      code: 'a\nb\nc', marks: new Map([[1, new Set(['highlighted'])], [2, new Set(['highlighted'])]]),
    });
    expect(markedCode('a // [!code ++:2]\nb\nc', 'javascript').marks).toEqual(new Map([[1, new Set(['added'])], [2, new Set(['added'])]]));
  });

  it('write "[!code …]" for "[\\!code …]", also in a block with no notation', () => {
    expect(markedCode('const s = "[\\!code ++]";', 'javascript')).toEqual({ code: 'const s = "[!code ++]";', marks: new Map() });
  });

  it('leave the code alone when it has none (the common case costs nothing)', () => {
    const code = 'a = "highlight-start"';
    expect(markedCode(code, 'python')).toEqual({ code, marks: new Map() });
  });
});

describe('languages', () => {
  it.each([
    ['jsx', 'javascript'], ['tsx', 'typescript'], ['scss', 'scss'], ['less', 'less'], ['graphql', 'graphql'], ['gql', 'graphql'],
    ['vue', 'xml'], ['diff', 'diff'], ['console', 'shell-session'], ['shell-session', 'shell-session'], ['toml', 'ini'],
    ['dockerfile', 'dockerfile'], ['docker', 'dockerfile'], ['go', 'go'], ['golang', 'go'], ['rust', 'rust'], ['java', 'java'],
    ['kotlin', 'kotlin'], ['kt', 'kotlin'], ['swift', 'swift'], ['ruby', 'ruby'], ['rb', 'ruby'], ['php', 'php'], ['c', 'c'],
    ['cpp', 'cpp'], ['c++', 'cpp'], ['csharp', 'csharp'], ['cs', 'csharp'], ['c#', 'csharp'], ['js', 'javascript'],
    ['ts', 'typescript'], ['sh', 'bash'], ['shell', 'bash'], ['yml', 'yaml'], ['md', 'markdown'], ['py', 'python'],
    ['ps1', 'powershell'], ['powershell', 'powershell'], ['jsonc', 'json'], ['json5', 'json'], ['JSON', 'json'],
  ])('%s is highlighted as %s', (lang, grammar) => {
    expect(grammarOf(lang)).toBe(grammar);
  });

  it('highlight each of them', () => {
    const samples: Record<string, string> = {
      jsx: 'const a = <b className="c" />;', go: 'func main() {}', rust: 'fn main() {}', java: 'public class A {}',
      kotlin: 'fun main() {}', swift: 'let a = 1', ruby: 'def a; end', php: '<?php echo 1;', c: 'int main(void) { return 0; }',
      cpp: 'int main() { return 0; }', csharp: 'public class A {}', scss: '.a { color: red; }', less: '@a: 1px;',
      graphql: 'query { a }', vue: '<template><div/></template>', toml: 'a = 1', dockerfile: 'FROM node:20', powershell: 'Get-Item a',
    };
    for (const [lang, code] of Object.entries(samples)) {
      expect(render('```' + lang + '\n' + code + '\n```').querySelectorAll('code [class^="hljs-"]').length, lang).toBeGreaterThan(0);
    }
  });

  it('set up with each grammar the ones it hands parts of its code to, so that no block depends on the blocks before it', () => {
    // "*": an empty list, which highlight.js reads as any grammar set up so far.
    const handedTo = (mode: Mode | 'self', seen = new Set<Mode>()): string[] => {
      if (mode === 'self' || seen.has(mode)) return [];
      seen.add(mode);
      const own = typeof mode.subLanguage === 'string' ? [mode.subLanguage] : mode.subLanguage?.length === 0 ? ['*'] : mode.subLanguage ?? [];
      return [...own, ...[mode.starts, ...(mode.contains ?? []), ...(mode.variants ?? [])].flatMap((m) => (m ? handedTo(m, seen) : []))];
    };
    for (const [name, grammar] of Object.entries(GRAMMARS)) {
      const handed = handedTo(grammar(hljs) as Mode);
      expect(handed, name).not.toContain('*');
      expect(handed.filter((language) => language in GRAMMARS && language !== name && !NEEDS[name]?.includes(language)), name).toEqual([]);
    }
  });

  it('show text, txt, plaintext and an unknown language as plain text', () => {
    for (const lang of ['text', 'txt', 'plaintext', 'klingon']) {
      const code = render('```' + lang + '\nif x then {{y}}\n```').querySelector('code')!;
      expect(code.className).toBe(`language-${lang}`);
      expect(code.innerHTML).toBe('if x then {{y}}');
    }
  });

  it('highlight an HTTP message\'s body as JSON or XML, never as another language', () => {
    const doc = render('```http\nHTTP/1.1 429 Too Many Requests\nContent-Type: application/json\n\n{"error": {"code": "rate_limited", "message": "Slow down"}}\n```');
    expect([...doc.querySelectorAll('.hljs-attr')].map((a) => a.textContent)).toEqual(['"error"', '"code"', '"message"']);
  });
});

describe('shell sessions', () => {
  it('mark the prompts and the output lines, which the copy button leaves out', () => {
    const doc = render('```console\n$ npm install \\\n    docs\nadded 1 package\n$ docs build\n```');
    expect([...doc.querySelectorAll('.prompt')].map((p) => p.textContent)).toEqual(['$ ', '$ ']);
    expect(lines(doc)).toEqual([['$ npm install \\', ''], ['    docs', ''], ['added 1 package', 'output'], ['$ docs build', '']]);
  });

  it('know prompts that name a folder, a user and a host, and other shells\' prompts', () => {
    const doc = render('```console\n~/app$ npm ci\nuser@host:~/app$ ls\n% zsh\n# root\n> cmd\n```');
    expect([...doc.querySelectorAll('.prompt')].map((p) => p.textContent)).toEqual(['~/app$ ', 'user@host:~/app$ ', '% ', '# ', '> ']);
  });

  it('in bash, mark a line\'s leading "$ " as a prompt, and nothing else', () => {
    const doc = render('```sh\n$ npm ci\n  $ indented\necho $HOME $ x\n```');
    expect([...doc.querySelectorAll('.prompt')].map((p) => p.textContent)).toEqual(['$ ', '$ ']);
    expect(doc.querySelector('code')!.textContent).toBe('$ npm ci\n  $ indented\necho $HOME $ x');
    expect(doc.querySelectorAll('.line')).toHaveLength(0);
  });

  it('are not wrapped in lines when they hold only commands, or no prompt at all', () => {
    expect(render('```console\n$ ls\n```').querySelectorAll('.line')).toHaveLength(0);
    expect(render('```console\nls\nok\n```').querySelectorAll('.line, .prompt')).toHaveLength(0);
  });
});
