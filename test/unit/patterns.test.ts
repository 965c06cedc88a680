import { describe, expect, it } from 'vitest';
import { PatternTooSlow, patternRegExp } from '../../src/openapi/patterns.ts';

describe('the tests of a document\'s patterns', () => {
  it('match as the native regular expression does, whether they run as they are or within the time limit', () => {
    const cases: [string, string[]][] = [
      ['^res_[0-9A-Z]{26}$', ['res_01HV3K8Q2M7ZJ4T9XW5N6B1C0D', 'res_x', '']],
      ['^-?\\d+\\.\\d{2}$', ['12.50', '-0.10', '1.5', '1'.repeat(5000) + '.00']],
      ['[a-z]+@[a-z]+', ['see me@example', 'no at sign', 'x'.repeat(3000)]],
      ['^(https?)://[^/]+$', ['https://example.com', 'ftp://x']],
      ['^\\p{Lu}\\p{Ll}+$', ['Élan', 'élan']],
      ['^[(|)*+]{2}$', ['(|', '((x']],
      ['^(a)\\1$', ['aa', 'ab']],
    ];
    for (const [pattern, texts] of cases) {
      const native = new RegExp(pattern, 'u');
      const test = patternRegExp(pattern, 'u');
      for (const text of texts) expect([pattern, text, test.test(text)]).toEqual([pattern, text, native.test(text)]);
      // ajv keeps one test per text: two patterns never share one.
      expect(test.toString()).toBe(native.toString());
    }
  });

  it('stop a pattern that backtracks too long, and say which', () => {
    const nested = patternRegExp('^(a+)+$', 'u');
    expect(nested.test('aaaa')).toBe(true);
    const started = performance.now();
    expect(() => nested.test(`${'a'.repeat(40)}!`)).toThrow(PatternTooSlow);
    expect(performance.now() - started).toBeLessThan(10_000);
    // No group, but one repetition after another: a time that grows as the string's length to the fifth.
    expect(() => patternRegExp('^\\d*\\d*\\d*\\d*\\d*$', 'u').test(`${'1'.repeat(3000)}x`)).toThrow('matching the pattern ^\\d*\\d*\\d*\\d*\\d*$ took longer than 1 s');
  });
});
