// Shell blocks are highlighted without highlight.js (bash-lines.ts) when they
// hold only what that reader reads: the lines must then be the ones
// highlight.js's tokens give; anything else is left to highlight.js.
import { describe, expect, it } from 'vitest';
import { bashLines } from '../../src/content/plugins/bash-lines.ts';
import { highlightedLines } from '../../src/content/plugins/code.ts';
import { grammarOf } from '../../src/content/plugins/code-languages.ts';
import { realSiteMarkdown } from '../helpers/site.ts';

const grammar = grammarOf('bash')!;
const byHighlightJs = (code: string) => highlightedLines(code, grammar);

/** A seeded generator of command lines: words (keywords and built-ins among them), options, paths, quotes, variables, escapes. */
function randomCommands(seed: number) {
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const WORDS = [
    'curl', 'echo', 'cd', 'test', 'if', 'then', 'fi', 'true', 'false', 'export', 'sudo', 'npm', 'install', 'grep', 'kill', 'wait', 'print',
    'log', 'set', 'in', 'do', 'done', 'select', 'x', 'Echo', 'TEST', 'echo.', 'cd-x', 'a.echo', 'test.sh', 'echo_', '_echo', 'echo2', 'API_KEY=abc',
  ];
  const PIECES = [
    ' ', ' ', ' ', '  ', '\t', ' \\\n  ', '\n', '\n\n', '-X', '-H', '--data', '-d', 'POST', '|', '&&', ';', '>', '<', '=', ':', ',', '.', '-', '~',
    '/usr/bin/test', '/v1/leases', '/Usr/x', '/a.b-c_d', '/_x', '/1', '//', './run.sh', '../echo', '~/echo', 'https://api.example.com/v1/x?a=1&b=2',
    '$HOME', '$1', '$@', '$#', '$$', '$?', '$_', '$', '$FOO$', '$FOO$BAR', '$a_b', '$9x', '\\$HOME', '\\"', "\\'", '\\', '\\\\', '"', "'", '"plain"',
    '"with $VAR inside"', '"esc \\" q"', '"$A"', '"$A$"', '"$ "', "'single $X'", '"a\\\\"', '""', "''", '"it\'s"', "it's", 'a"b"c', '"echo"', "'if'",
    'é', 'ü漢', '😀', '&', '<b>', '{', '}', '[', ']', '*', '?', '!', '%', '+', '@', '^',
  ];
  const command = () => Array.from({ length: 1 + Math.floor(random() * 25) }, () => (random() < 0.4 ? pick(WORDS) : pick(PIECES))).join('');
  return { command };
}

describe('shell blocks highlighted without highlight.js', () => {
  it('gives highlight.js\'s lines for random commands, or leaves them to highlight.js', () => {
    const { command } = randomCommands(11);
    let read = 0;
    for (let n = 0; n < 10_000; n++) {
      const code = command();
      const lines = bashLines(code);
      if (lines === undefined) continue;
      read++;
      expect(lines, code).toEqual(byHighlightJs(code));
    }
    expect(read).toBeGreaterThan(5_000);
  });

  it('gives highlight.js\'s lines for the site\'s shell blocks', () => {
    const blocks = realSiteMarkdown().flatMap(({ text }) => [...text.matchAll(/^```(?:bash|sh|shell)[^\n]*\n([\s\S]*?)\n```$/gm)].map((m) => m[1]));
    expect(blocks.length).toBeGreaterThan(5);
    for (const code of blocks) {
      const lines = bashLines(code);
      if (lines !== undefined) expect(lines, code).toEqual(byHighlightJs(code));
    }
  });

  it('leaves comments, substitutions, arithmetic, functions, here-documents, backticks and strings over two lines to highlight.js', () => {
    const unread = [
      'ls # list', '#!/bin/bash\nls', 'echo $(date)', 'echo "$(date)"', 'echo ${HOME}', 'echo "${A:-b}"', 'echo $((1 + 2))', 'f() { ls; }', '(cd x && ls)',
      'cat <<EOF\nhi\nEOF', 'echo `date`', 'echo "one\ntwo"', "echo 'one\ntwo'", 'echo "open', "echo 'open", 'echo "a\\\nb"',
    ];
    for (const code of unread) expect(bashLines(code), code).toBeUndefined();
  });
});
