// The build benchmark: generates sites of several sizes, builds each one cold
// several times, and compares median time and peak memory with the targets.
// Usage: npm run bench [-- --sizes 55,1000,5000] [--runs 3]
// Lighthouse on the real site is a benchmark of its own (slower, and it measures
// the pages rather than the build): npm run lighthouse, or npm run bench -- --lighthouse.
// Also: warm builds (nothing changed) and, on the 1000-page site, rebuilds in docs serve.
// Progress goes to stderr, the table to stdout; exits 1 if a target is missed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { generateSite } from './generate.ts';
import { median } from './stats.ts';
import { BUDGETS, pageWeight } from './weight.ts';
import { build } from '../../src/build.ts';
import { measureRebuilds } from './rebuild.ts';
import { BENCH_QUERIES, measureSearch, type SearchFigures } from './search.ts';

// Seconds and peak-RSS megabytes a build of that many pages must stay under.
const TARGETS: Record<number, { s: number; mb?: number }> = {
  55: { s: 1 },
  1000: { s: 10, mb: 1024 },
  5000: { s: 50, mb: 2048 },
};

/** Seconds a warm build (nothing changed) must stay under. */
const WARM_TARGETS: Record<number, number | undefined> = { 1000: 1.5 };
/** The site on which rebuilds in docs serve are timed, and how many edits of each kind. */
const REBUILD_SITE = 1000;
const EDITS = 10;
/** gzip bytes a first query loads (on the real site, and on the bench sites); ms a query takes once loaded. */
const SEARCH_TARGETS = { realSiteGzip: 60 * 1024, firstQueryGzip: 600 * 1024, queryMs: 10 };

interface Sample { ms: number; maxRssMB: number }

const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '55,1000,5000' }, runs: { type: 'string', default: '3' }, lighthouse: { type: 'boolean', default: false } },
});
if (values.lighthouse) {
  const script = fileURLToPath(new URL('./lighthouse.ts', import.meta.url));
  const runsGiven = process.argv.some((arg) => arg.startsWith('--runs'));
  const child = spawnSync(process.execPath, ['--import', './bin/register.js', script, ...(runsGiven ? ['--runs', values.runs] : [])], { cwd: fileURLToPath(new URL('../../', import.meta.url)), stdio: 'inherit' });
  process.exit(child.status ?? 1);
}
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);
if (!sizes.every((n) => Number.isInteger(n) && n > 0) || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: index.ts [--sizes 55,1000,5000] [--runs 3] | --lighthouse [--runs 3]');
  process.exit(2);
}

const repo = fileURLToPath(new URL('../../', import.meta.url));
const measureScript = fileURLToPath(new URL('./measure.js', import.meta.url));

// Each build runs in a fresh process, so one run's heap, caches and peak RSS
// can't leak into the next one's numbers.
function measure(root: string, out: string, cache: boolean): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [measureScript, root, out, ...(cache ? [] : ['--no-cache'])], {
      cwd: repo,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      // The build may log to stdout as well; the measurement is the last JSON line.
      const lines = stdout.trim().split('\n');
      const line = [...lines].reverse().find((l) => l.startsWith('{"maxRssMB"'));
      if (code === 0 && line) return resolve({ ms: performance.now() - started, ...JSON.parse(line) });
      reject(new Error(`measure.js exited with code ${code}; its last output:\n${lines.slice(-20).join('\n')}`));
    });
  });
}

// The first run of `docs` after a change bundles the generator, and its first build keeps
// the code cache (bin/bundle.js) that later runs load: both happen once per change of the
// generator, not per build, so they are done here, before timing, on the project's own site.
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const warmUpOut = await mkdtemp(join(tmpdir(), 'docs-bench-warm-up-'));
await new Promise((resolve) => spawn(process.execPath, [join(projectRoot, 'bin/docs.js'), 'build', projectRoot, '--out', warmUpOut, '--no-cache'], { stdio: 'ignore' }).on('close', resolve));
await rm(warmUpOut, { recursive: true, force: true });

/**
 * Flushes what the bench itself wrote or deleted (a generated site, the last
 * run's output) to the disk before a timed build. Otherwise the kernel does it
 * during the build: on this machine (ext4 mounted with online discard),
 * deleting the 55-page output right before a cold build made that build's
 * write stage 30-130 ms instead of 30-40. A writer's cold build (a fresh
 * checkout in CI) has no such clean-up of somebody else's to wait for.
 */
function flushDisk(): void {
  spawnSync('sync', { stdio: 'ignore' }); // where there is no sync command, nothing to do
}

const fmt = (n: number, digits = 2) => n.toFixed(digits);
const rows: string[][] = [];
const rebuildRows: string[][] = [];
const searchRows: string[][] = [];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
function searchRow(site: string, figures: SearchFigures, firstQueryLimit: number): void {
  searchRows.push([site, kb(figures.totalGzip), `${kb(figures.firstQueryGzip.median)} / ${kb(figures.firstQueryGzip.max)}`, fmt(figures.queryMs),
    [verdict(figures.firstQueryGzip.max, firstQueryLimit), verdict(figures.queryMs, SEARCH_TARGETS.queryMs)].includes('OVER') ? 'OVER' : 'ok']);
}
let missed = false;
const verdict = (value: number, limit: number | undefined) => (limit === undefined ? '-' : value < limit ? 'ok' : ((missed = true), 'OVER'));

/** Builds `runs` times and reports each run; `fresh` runs before each (to delete the output, for a cold build). */
async function series(label: string, root: string, out: string, cache: boolean, fresh: () => Promise<unknown>): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    await fresh();
    flushDisk();
    samples.push(await measure(root, out, cache));
    console.error(`  ${label} ${i + 1}: ${fmt(samples[i].ms / 1000)} s, ${samples[i].maxRssMB} MB`);
  }
  return samples;
}

const temp = await mkdtemp(join(tmpdir(), 'docs-bench-'));
try {
  for (const pages of sizes) {
    const root = join(temp, `site-${pages}`);
    const out = join(temp, `out-${pages}`);
    const t = performance.now();
    await generateSite(root, pages);
    console.error(`${pages} pages: generated in ${fmt((performance.now() - t) / 1000)} s, building ${runs}x cold and ${runs}x warm`);
    const target = TARGETS[pages];
    try {
      // Cold: no output, no cache. Warm: nothing changed since the last build, whose output and cache are there.
      const cold = await series('cold', root, out, false, () => rm(out, { recursive: true, force: true }));
      await measure(root, out, true);
      const warm = await series('warm', root, out, true, async () => {});
      const secs = median(cold.map((c) => c.ms / 1000));
      const mb = median(cold.map((c) => c.maxRssMB));
      const warmSecs = median(warm.map((w) => w.ms / 1000));
      const ok = [verdict(secs, target?.s), verdict(mb, target?.mb), verdict(warmSecs, WARM_TARGETS[pages])].filter((v) => v !== '-');
      rows.push([String(pages), fmt(secs), `${fmt(Math.min(...cold.map((c) => c.ms / 1000)))}-${fmt(Math.max(...cold.map((c) => c.ms / 1000)))}`, fmt(mb, 0), fmt(warmSecs),
        [target && `cold < ${target.s} s`, target?.mb && `< ${target.mb} MB`, WARM_TARGETS[pages] && `warm < ${WARM_TARGETS[pages]} s`].filter(Boolean).join(', ') || '-',
        ok.length ? (ok.includes('OVER') ? 'OVER' : 'ok') : '-']);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      rows.push([String(pages), '-', '-', '-', '-', '-', 'FAIL']);
      missed = true;
    }
    try {
      const dir = join(out, 'docs', '_', 'search');
      searchRow(`${pages} pages`, await measureSearch((f) => readFile(join(dir, f), 'utf8'), await readdir(dir)), SEARCH_TARGETS.firstQueryGzip);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      searchRows.push([`${pages} pages`, '-', '-', '-', 'FAIL']);
      missed = true;
    }
    if (pages === REBUILD_SITE) {
      console.error(`  rebuilds in docs serve: ${EDITS} page edits, ${EDITS} title edits`);
      try {
        const times = await measureRebuilds(root, EDITS);
        rebuildRows.push(['page edit (only that page changes)', fmt(times.pageEditMs, 0), '< 50 ms', verdict(times.pageEditMs, 50)]);
        rebuildRows.push(['title edit (every sidebar changes)', fmt(times.titleEditMs, 0), '< 1500 ms', verdict(times.titleEditMs, 1500)]);
      } catch (error) {
        console.error(error instanceof Error ? error.message : error);
        rebuildRows.push(['rebuilds', '-', '-', 'FAIL']);
        missed = true;
      }
    }
    // Free the disk as we go: the 5000-page site and its output are large.
    await Promise.all([rm(root, { recursive: true }), rm(out, { recursive: true, force: true })]);
  }
} finally {
  await rm(temp, { recursive: true, force: true });
}

// What a page of the real site ships to the reader.
const realSite = (await build({ root: repo, write: false, env: {} })).files;
const weight = pageWeight(realSite);
const searchDir = 'docs/_/search/';
const searchFiles = new Map(realSite.filter((f) => f.path.startsWith(searchDir)).map((f) => [f.path.slice(searchDir.length), String(f.contents)]));
const realSearch = await measureSearch(async (f) => searchFiles.get(f)!, [...searchFiles.keys()], [
  'tenent ledg', 'rate lim', '429', 'webhook signature', 'pagination cursor', 'refresh token', 'idempotency key', 'rent roll', 'scopes',
  'sandbox', 'budget variance', 'guest card', 'properies', 'time zone', 'insufficient_scope', 'tenant charge', 'webhook retries', 'work order status',
]);
searchRow('real site', realSearch, SEARCH_TARGETS.realSiteGzip);
console.log('\nBytes shipped per page of the real site (gzip):');
console.log(`  JavaScript  ${kb(weight.jsGzip).padStart(8)}  (runtime ${kb(weight.runtimeGzip)}, inline head script ${kb(weight.headScriptGzip)}; budget ${kb(BUDGETS.jsGzip)})`);
console.log(`  head script ${kb(weight.headScript).padStart(8)}  as written into the page (budget ${kb(BUDGETS.headScript)})`);
console.log(`  CSS         ${kb(weight.cssGzip).padStart(8)}  (budget ${kb(BUDGETS.cssGzip)})`);
console.log(`  HTML        ${kb(weight.htmlGzip).padStart(8)}  (median page)`);
console.log(`  first visit ${kb(weight.totalGzip).padStart(8)}  HTML + CSS + JS\n`);
missed ||= weight.jsGzip > BUDGETS.jsGzip || weight.headScript > BUDGETS.headScript || weight.cssGzip > BUDGETS.cssGzip;

printTable(['pages', 'cold s', 'cold range', 'peak MB', 'warm s', 'targets', 'result'], rows, 5);
if (rebuildRows.length) {
  console.log(`\nRebuild in docs serve, ${REBUILD_SITE} pages: save to reload event, median of ${EDITS}`);
  printTable(['edit', 'ms', 'target', 'result'], rebuildRows, 2);
}
console.log(`\nSearch: download (gzip) and query time once loaded; ${BENCH_QUERIES.length} queries on the bench sites`);
printTable(['site', 'all files', 'first query median / max', 'query ms', 'result'], searchRows, 1);
const searchModule = realSite.find((f) => /\/_\/assets\/search\.[^/]+\.js$/.test(f.path))!;
console.log(`  plus the search module (dialog and MiniSearch, loaded once): ${kb(gzipSync(searchModule.contents as string).length)}`);
console.log(`  targets: first query < 600 KB (real site < 60 KB), query < ${SEARCH_TARGETS.queryMs} ms median`);
process.exitCode = missed ? 1 : 0;

function printTable(header: string[], body: string[][], numeric: number): void {
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((r) => r[c].length)));
  for (const row of [header, ...body]) {
    // Numbers right-aligned so they line up.
    console.log(row.map((cell, c) => (c > 0 && c < numeric ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ').trimEnd());
  }
}
