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

describe('Reuse.map', () => {
  it('takes the last result at a position whose input is the same object, with the same parts, and makes the others', () => {
    const reuse = new Reuse();
    const [a, b, c] = [{ n: 1 }, { n: 2 }, { n: 3 }];
    let made = 0;
    const map = (inputs: { n: number }[], parts: unknown[]) => reuse.map('test list', inputs, parts, (input, i) => `${input.n} at ${i}, made ${++made}`);
    expect(map([a, b], ['x'])).toEqual(['1 at 0, made 1', '2 at 1, made 2']);
    expect(map([a, c], ['x'])).toEqual(['1 at 0, made 1', '3 at 1, made 3']); // b's place has another object
    expect(map([c, a], ['x'])).toEqual(['3 at 0, made 4', '1 at 1, made 5']); // the same objects at other places
    expect(map([c, a], ['y'])).toEqual(['3 at 0, made 6', '1 at 1, made 7']); // another part: all made again
    expect(map([{ n: 3 }, a], ['y'])).toEqual(['3 at 0, made 8', '1 at 1, made 7']); // equal is not the same
  });

  it('checks again, before taking it, a result that read more than its input, as long as it does', () => {
    const reuse = new Reuse();
    const files = new Map([['part.md', 'v1']]);
    const pages = [{ includes: 'part.md' }, { includes: '' }];
    let made = 0;
    const expand = () => reuse.map('test expand', pages, [], (page) => ({ read: page.includes && files.get(page.includes), made: ++made }), {
      needed: (result) => result.read !== '',
      valid: (result) => result.read === files.get(pages[0].includes),
    });
    expect(expand().map((r) => r.made)).toEqual([1, 2]);
    expect(expand().map((r) => r.made)).toEqual([1, 2]);
    files.set('part.md', 'v2');
    expect(expand()).toEqual([{ read: 'v2', made: 3 }, { read: '', made: 2 }]);
    expect(expand().map((r) => r.made)).toEqual([3, 2]);
  });

  it('keeps what a list holds, and forgets it with the list once a build maps it no more', () => {
    const reuse = new Reuse();
    const input = {};
    reuse.map('test held', [input], [], () => reuse.kept('page', 'a', () => 'page a'));
    reuse.map('test fields', [input], [], () => ({ page: reuse.kept('page', 'b', () => 'page b') }));
    reuse.settle();
    for (let i = 0; i < 3; i++) {
      reuse.map('test held', [input], [], () => reuse.kept('page', 'a', () => 'made again'));
      reuse.map('test fields', [input], [], () => ({ page: reuse.kept('page', 'b', () => 'made again') }));
      reuse.keep('page', `other ${i}`, i); // enough made for the results not used to be dropped
      reuse.settle();
    }
    expect(reuse.find('page', 'a')).toBe('page a'); // found by its list, not its key
    expect(reuse.find('page', 'b')).toBe('page b');
    reuse.keep('page', 'c', 1);
    reuse.settle(); // a build that mapped neither list
    reuse.keep('page', 'd', 1);
    reuse.settle();
    expect(reuse.find('page', 'a')).toBeUndefined();
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
