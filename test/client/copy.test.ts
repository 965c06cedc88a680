// @vitest-environment happy-dom
// What the copy button of a code block copies: the code as the reader should
// paste it, from the HTML the build writes.
import { describe, expect, it } from 'vitest';
import { codeText } from '../../src/client/copy.ts';
import { codeBlock } from '../../src/content/plugins/code.ts';
import { grammarOf } from '../../src/content/plugins/code-languages.ts';
import { markedCode } from '../../src/content/plugins/code-lines.ts';

/** The text the copy button of a block of `value` copies. */
function copied(value: string, lang: string, firstLineNumber?: number): string {
  const grammar = grammarOf(lang);
  const { code, marks } = markedCode(value, grammar);
  document.body.innerHTML = codeBlock(code, { lang, grammar, marks, firstLineNumber });
  return codeText(document.querySelector('code')!);
}

describe('the copy button', () => {
  it('copies plain and highlighted code as it is shown', () => {
    expect(copied('const a = "x";\nconst b = 2;', 'js')).toBe('const a = "x";\nconst b = 2;');
    expect(copied('plain <text> & more', 'text')).toBe('plain <text> & more');
  });

  it('copies no magic comment, and no line number', () => {
    expect(copied('// highlight-next-line\nconst a = 1;\nb(a); // [!code highlight]', 'js', 5)).toBe('const a = 1;\nb(a);');
  });

  it('copies the code after the change: added lines, not removed ones', () => {
    expect(copied('keep();\nold(); // [!code --]\nnew(); // [!code ++]', 'js')).toBe('keep();\nnew();');
  });

  it('copies a session\'s commands without their prompts or their output', () => {
    expect(copied('$ npm install \\\n    docs\nadded 1 package\n$ docs build', 'console')).toBe('npm install \\\n    docs\ndocs build');
    expect(copied('$ ls', 'shell-session')).toBe('ls');
    expect(copied('$ npm ci\necho done', 'bash')).toBe('npm ci\necho done');
  });
});
