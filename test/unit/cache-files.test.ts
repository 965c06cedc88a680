// The checks on what a build reads back from its cache folder.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isPathInside, isPlainName, seal, unseal, writeSealed } from '../../src/cache-files.ts';

describe('seal and unseal', () => {
  it('give back the text, and catch any change of a byte, of the length, or of the checksum line', () => {
    const text = '{"entries":{"a":"Grüße, 東京"}}';
    const sealed = Buffer.from(seal(text));
    expect(unseal(sealed)).toBe(text);
    for (let at = 0; at < sealed.length; at++) {
      const changed = Buffer.from(sealed);
      changed[at] ^= 1;
      expect(unseal(changed), `byte ${at}`).not.toBe(text);
    }
    expect(unseal(sealed.subarray(0, sealed.length - 1))).toBe('damaged');
    expect(unseal(Buffer.concat([sealed, Buffer.from(' ')]))).toBe('damaged');
  });

  it('write a file of chunks as seal writes their text, in pieces of a megabyte, never the whole text at once', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'docs-seal-')), 'index.json');
    // Pieces larger and smaller than a write, characters of one, two and three bytes.
    const chunks = ['{"entries":{', ...Array.from({ length: 100 }, (_, i) => `"k${i}":"${'Grüße, 東京 '.repeat(i * 37)}",`), '"end":1}}'];
    writeSealed(file, chunks);
    const written = readFileSync(file);
    expect(written.toString('utf8')).toBe(seal(chunks.join('')));
    expect(unseal(written)).toBe(chunks.join(''));
    writeSealed(file, []);
    expect(unseal(readFileSync(file))).toBe('');
  });

  it('call a file of the earlier, unsealed format foreign', () => {
    expect(unseal(Buffer.from('{"fingerprint":"x","entries":{}}'))).toBe('foreign');
    expect(unseal(Buffer.from(''))).toBe('foreign');
  });
});

describe('names read back from the cache', () => {
  it('a pack is a plain file name', () => {
    for (const name of ['a.pack', '123-abcd.pack', '..pack', 'a..b.pack']) expect(isPlainName(name), name).toBe(true);
    for (const name of ['', '.', '..', '../a.pack', 'a/b.pack', 'a\\b.pack', '/etc/passwd', 'a\0.pack', 1, null]) expect(isPlainName(name), String(name)).toBe(false);
  });

  it('a file of the output stays inside the output folder', () => {
    for (const rel of ['docs/index.html', 'docs/..hidden/x', 'docs/a..b/index.html', 'robots.txt']) expect(isPathInside(rel), rel).toBe(true);
    for (const rel of ['', '..', '../x', 'docs/../../x', '/etc/passwd', 'docs\\..\\..\\x', 'a\0b', 7]) expect(isPathInside(rel), String(rel)).toBe(false);
  });
});
