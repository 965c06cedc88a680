import { describe, expect, it } from 'vitest';
import { Remembered } from '../../src/remember.ts';

describe('Remembered', () => {
  it('makes a value again only when a part it was made from is not the same', () => {
    const remembered = new Remembered<object, string>();
    const key = {};
    const part = { a: 1 };
    let made = 0;
    const get = (from: unknown[]) => remembered.get(key, from, () => `value ${++made}`);
    expect(get([part, 'x'])).toBe('value 1');
    expect(get([part, 'x'])).toBe('value 1');
    expect(get([{ a: 1 }, 'x'])).toBe('value 2'); // equal, not the same object
    expect(get([{ a: 1 }, 'x', 3].slice(0, 2))).toBe('value 3');
    expect(get([part])).toBe('value 4'); // fewer parts
    expect(remembered.get({}, [part], () => 'another key')).toBe('another key');
  });
});
