// The size check: what a page of the real site loads stays within its budgets.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/build.ts';
import { BUDGETS, pageWeight } from '../bench/weight.ts';

describe('page weight', () => {
  it('stays within the budgets: JS 8 KB gzip, inline head script 1 KB, CSS 10 KB gzip', async () => {
    const { files } = await build({ root: fileURLToPath(new URL('../..', import.meta.url)), write: false, env: {} });
    const weight = pageWeight(files);
    expect(weight.jsGzip).toBeLessThanOrEqual(BUDGETS.jsGzip);
    expect(weight.headScript).toBeLessThanOrEqual(BUDGETS.headScript);
    expect(weight.cssGzip).toBeLessThanOrEqual(BUDGETS.cssGzip);
  });
});
