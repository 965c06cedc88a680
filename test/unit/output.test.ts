// The output folder's writer, with a file as long as a large site makes them:
// llms-full.txt holds a part per page, three parts per page (hundreds of
// thousands of parts at 50,000 pages).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openOutput } from '../../src/output/write.ts';
import { readRecord } from '../../src/output/record.ts';
import { CacheWrites } from '../../src/cache-files.ts';
import { makeSite } from '../helpers/site.ts';

describe('openOutput', () => {
  it('writes and records a file of 300,000 parts, as docs build with its cache does (no list of the parts is passed as arguments)', async () => {
    const root = await makeSite({});
    const outDir = path.join(root, 'dist');
    const recordFile = path.join(root, '.cache', 'output.json');
    const parts = Array.from({ length: 300_000 }, (_, i) => `part ${i}\n`);
    const output = openOutput(outDir, { recordFile, cacheWrites: new CacheWrites(path.dirname(recordFile)) });
    output.add({ path: 'llms-full.txt', contents: parts });
    await output.finish();
    expect(readFileSync(path.join(outDir, 'llms-full.txt'), 'utf8')).toBe(parts.join(''));
    const { record } = await readRecord(recordFile, outDir);
    expect(record?.files['llms-full.txt']).toMatchObject({ size: parts.join('').length });
  });
});
