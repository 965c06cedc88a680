// The page pool shares a build's pages between the main thread and a worker:
// the worker renders the markdown and the main thread makes the page while it
// keeps up, the worker runs whole jobs when it does not. However the pages
// were shared, the output is the same.
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { createPagePool, type PagePool, type Shares } from '../../src/pages/pool.ts';
import { makeSite } from '../helpers/site.ts';
import { generateOpenApiSite } from '../bench/generate-openapi.ts';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobContext } from '../../src/pages/job.ts';
import type { ExpandedPage, OutputFile } from '../../src/types.ts';

const PAGES = 160;

const page = (n: number) => [
  `---\ntitle: Page ${n}\ndescription: What page ${n} says.\n---\n`,
  `# Page ${n}\n\nSee [the next page](./p${(n + 1) % PAGES}.md#setup) and \`tool --page ${n}\`.\n`,
  `## Setup\n\n\`\`\`ts\nconst page = ${n};\nexport default { page };\n\`\`\`\n`,
  `| Name | Value |\n| --- | ---: |\n| page | ${n} |\n`,
  `:::tip\nPage ${n} has a tip.\n:::\n`,
].join('\n');

const site = () => makeSite(Object.fromEntries(Array.from({ length: PAGES }, (_, n) => [`content/guide/p${n}.md`, page(n)])));

type RecordingPool = PagePool & { shares?: Shares; prefetched?: ExpandedPage[]; failNext?: boolean };

/**
 * A pool on two threads that says how the last run shared its pages and which pages it was sent before the run
 * (prefetch), and whose main thread may be made slow to finish a batch, or fail at the third batch it finishes (as a
 * full disk would).
 */
function recordingPool(slowMs = 0): RecordingPool {
  const pool = createPagePool(2);
  const recording: RecordingPool = {
    prepare: (pages) => pool.prepare(pages),
    prefetch(first, ctx) {
      const taken: ExpandedPage[] = (recording.prefetched = []);
      pool.prefetch((function* () {
        for (const page of first) yield (taken.push(page), page);
      })(), ctx);
    },
    close: () => pool.close(),
    async run(jobs, ctx, options) {
      let batches = 0;
      const failing = recording.failNext;
      recording.failNext = false;
      const onResults: typeof options.onResults = (from, results) => {
        if (failing && ++batches === 3) throw new Error('No space left on the device');
        const until = performance.now() + slowMs;
        while (performance.now() < until); // a main thread held up, as by a slow disk
        return options.onResults(from, results);
      };
      return (recording.shares = await pool.run(jobs, ctx, { ...options, onResults }));
    },
  };
  return recording;
}

const contentsOf = (files: OutputFile[]) => Object.fromEntries(files.map((f) => [f.path, String(f.contents)]));

describe('the page pool', () => {
  const pools: PagePool[] = [];
  afterAll(() => Promise.all(pools.map((p) => p.close())));

  /** Builds `root` with `pool` until its worker has loaded before the pages start, as in docs serve's rebuilds. */
  async function buildWith(root: string, pool: ReturnType<typeof recordingPool>) {
    pools.push(pool);
    const started = performance.now();
    for (;;) {
      const result = await build({ root, write: false, env: {}, diskCache: false, pool });
      if (pool.shares!.main === 0 || performance.now() - started > 60_000) return result;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('splits pages between a worker and the main thread, or gives the worker whole jobs when the main thread falls behind, and writes what one thread writes', async () => {
    const root = await site();
    const alone = await build({ root, write: false, env: {}, diskCache: false, threads: 1 });

    const keepingUp = recordingPool();
    const split = await buildWith(root, keepingUp);
    expect(keepingUp.shares!.main).toBe(0);
    expect(keepingUp.shares!.split).toBeGreaterThan(PAGES / 2);
    // The worker started on the first pages before the run began (while the pages' keys were worked out).
    expect(keepingUp.prefetched!.length).toBeGreaterThan(0);
    expect(keepingUp.shares!.prefetched).toBe(keepingUp.prefetched!.length);
    expect(contentsOf(split.files)).toEqual(contentsOf(alone.files));

    // Pages prefetched for a run that never came (a build that failed before its pages): the next run is not misled by them.
    const stray: ExpandedPage = { file: 'guide/p0.md', url: '/docs/guide/p0/', text: '# Not this page\n', segments: [{ from: 1, file: 'guide/p0.md', line: 1 }], includes: [], key: 'stray' };
    keepingUp.prefetch([stray], { targets: { baseUrl: '/docs/', pageUrls: {}, assetUrls: {} }, site: {} } as unknown as JobContext);
    expect(contentsOf((await build({ root, write: false, env: {}, diskCache: false, pool: keepingUp })).files)).toEqual(contentsOf(alone.files));
    expect(keepingUp.shares!.prefetched).toBe(0);

    // A run that fails leaves the pool as good as new: the next run does not take the failed run's batches for its own.
    keepingUp.failNext = true;
    await expect(build({ root, write: false, env: {}, diskCache: false, pool: keepingUp })).rejects.toThrow('No space left');
    expect(contentsOf((await build({ root, write: false, env: {}, diskCache: false, pool: keepingUp })).files)).toEqual(contentsOf(alone.files));

    const fallingBehind = recordingPool(150);
    const whole = await buildWith(root, fallingBehind);
    expect(fallingBehind.shares!.workers).toBeGreaterThan(PAGES / 2);
    expect(contentsOf(whole.files)).toEqual(contentsOf(alone.files));
  }, 120_000);

  it('starts the workers while the pages are read when an OpenAPI document brings the pages, not the content folder', async () => {
    const root = await mkdtemp(join(tmpdir(), 'docs-pool-'));
    await generateOpenApiSite(root, 40);
    const told: number[] = [];
    const pool = createPagePool(2);
    pools.push(pool);
    await build({ root, write: false, env: {}, diskCache: false, pool: { ...pool, prepare: (pages) => (told.push(pages), pool.prepare(pages)) } });
    // One markdown file, then the document's 40 operations and their schemas: enough pages for a worker.
    expect(told[0]).toBe(1);
    expect(told.at(-1)).toBeGreaterThanOrEqual(100);
  }, 60_000);
});
