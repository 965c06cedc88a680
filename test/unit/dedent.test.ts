import { describe, expect, it } from 'vitest';
import { dedent } from '../../src/content/dedent.ts';

describe('dedent', () => {
  it('removes the indent every line with text shares, whatever the blank lines hold', () => {
    expect(dedent(['    if (a) {', '', '      b();', '  ', '    }'])).toEqual(['if (a) {', '', '  b();', '', '}']);
    expect(dedent(['\tone', '\t\ttwo'])).toEqual(['one', '\ttwo']);
  });

  it('leaves lines alone that share no indent, and blank ones alone', () => {
    expect(dedent(['one', '  two'])).toEqual(['one', '  two']);
    expect(dedent(['', '  '])).toEqual(['', '  ']);
  });

  it('takes a file of more lines than a call takes arguments', () => {
    const lines = Array.from({ length: 300_000 }, (_, i) => `  line ${i}`);
    expect(dedent(lines)[299_999]).toBe('line 299999');
  });
});
