import { describe, expect, it } from 'vitest';
import { Reuse, derive, keyOfList } from '../../src/reuse.ts';

describe('Reuse', () => {
  it('finds a result by its key, and makes it only when there is none', () => {
    const reuse = new Reuse();
    let made = 0;
    const get = (key: string) => reuse.get('markdown', key, () => `result ${++made}`);
    expect(get('a')).toBe('result 1');
    expect(get('a')).toBe('result 1');
    expect(get('b')).toBe('result 2');
    expect(reuse.find('page', 'a')).toBeUndefined(); // each stage has its own keys
  });

  it('makes a result again when what it read besides its key changed', () => {
    const reuse = new Reuse();
    let includes = 'v1';
    const get = () => reuse.get('expand', 'page', () => ({ read: includes }), (found) => found.read === includes);
    expect(get()).toEqual({ read: 'v1' });
    includes = 'v2';
    expect(get()).toEqual({ read: 'v2' });
  });

  it('forgets after a build what that build did not use, and nothing after a failed one', () => {
    const reuse = new Reuse();
    reuse.keep('page', 'a', 1);
    reuse.keep('page', 'b', 2);
    reuse.settle();
    expect(reuse.find('page', 'a')).toBe(1); // used by this build
    reuse.keep('page', 'c', 3);
    // This build fails: nothing is forgotten; the next one uses only c.
    expect(reuse.find('page', 'c')).toBe(3);
    reuse.settle();
    expect(reuse.find('page', 'b')).toBeUndefined();
    expect(reuse.find('page', 'a')).toBe(1);
  });
});

describe('derive', () => {
  it('works a value out once per object, and again only when a part is not the same', () => {
    const object = {};
    const part = { a: 1 };
    let made = 0;
    const get = (parts: unknown[]) => derive('test', object, parts, () => `value ${++made}`);
    expect(get([part, 'x'])).toBe('value 1');
    expect(get([part, 'x'])).toBe('value 1');
    expect(get([{ a: 1 }, 'x'])).toBe('value 2'); // equal, not the same object
    expect(get([{ a: 1 }, 'x'].slice(0, 1))).toBe('value 3'); // fewer parts
    expect(derive('other kind', object, [part, 'x'], () => 'another kind')).toBe('another kind');
    expect(derive('test', {}, [part, 'x'], () => 'another object')).toBe('another object');
  });
});

describe('keyOfList', () => {
  it('keys a list as long as a large site (more items than a call takes arguments), the same list the same, another not', () => {
    const keys = Array.from({ length: 300_000 }, (_, i) => `page ${i}`);
    const key = keyOfList('test pages', keys);
    expect(keyOfList('test pages', [...keys])).toBe(key);
    expect(keyOfList('test pages', [...keys.slice(1), 'page 300000'])).not.toBe(key);
  });
});
