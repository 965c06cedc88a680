// The build benchmark: generates sites of several sizes, builds each one cold
// several times, and compares median time and peak memory with the targets.
// Usage: node --import ./bin/register.js test/bench/index.ts [--sizes 55,1000,5000] [--runs 3]
// Progress goes to stderr, the table to stdout; exits 1 if a target is missed.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateSite } from './generate.ts';
import { median } from './stats.ts';
import { BUDGETS, pageWeight } from './weight.ts';
import { build } from '../../src/build.ts';

// Seconds and peak-RSS megabytes a build of that many pages must stay under.
const TARGETS: Record<number, { s: number; mb?: number }> = {
  55: { s: 1 },
  1000: { s: 10, mb: 1024 },
  5000: { s: 50, mb: 2048 },
};

interface Sample { ms: number; maxRssMB: number }

const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '55,1000,5000' }, runs: { type: 'string', default: '3' } },
});
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);
if (!sizes.every((n) => Number.isInteger(n) && n > 0) || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: index.ts [--sizes 55,1000,5000] [--runs 3]');
  process.exit(2);
}

const repo = fileURLToPath(new URL('../../', import.meta.url));
const measureScript = fileURLToPath(new URL('./measure.js', import.meta.url));

// Each build runs in a fresh process, so one run's heap, caches and peak RSS
// can't leak into the next one's numbers.
function measure(root: string, out: string): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [measureScript, root, out], {
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

// The first run of `docs` after a change bundles the generator: do it before timing.
await new Promise((resolve) => spawn(process.execPath, [fileURLToPath(new URL('../../bin/docs.js', import.meta.url)), '--version'], { stdio: 'ignore' }).on('close', resolve));

const fmt = (n: number, digits = 2) => n.toFixed(digits);
const rows: string[][] = [];
let missed = false;
const temp = await mkdtemp(join(tmpdir(), 'docs-bench-'));
try {
  for (const pages of sizes) {
    const root = join(temp, `site-${pages}`);
    const out = join(temp, `out-${pages}`);
    const t = performance.now();
    await generateSite(root, pages);
    console.error(`${pages} pages: generated in ${fmt((performance.now() - t) / 1000)} s, building ${runs}x`);
    const target = TARGETS[pages];
    const goal = target ? `< ${target.s} s` + (target.mb ? `, < ${target.mb} MB` : '') : '-';
    const samples: Sample[] = [];
    try {
      for (let i = 0; i < runs; i++) {
        await rm(out, { recursive: true, force: true }); // cold: nothing left from the last run
        samples.push(await measure(root, out));
        const last = samples[samples.length - 1];
        console.error(`  run ${i + 1}: ${fmt(last.ms / 1000)} s, ${last.maxRssMB} MB`);
      }
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      rows.push([String(pages), '-', '-', '-', '-', goal, 'FAIL']);
      missed = true;
      continue;
    }
    const secs = samples.map((s) => s.ms / 1000);
    const mb = median(samples.map((s) => s.maxRssMB));
    const over = target && (median(secs) >= target.s || (target.mb !== undefined && mb >= target.mb));
    missed ||= Boolean(over);
    const verdict = !target ? '-' : over ? 'OVER' : 'ok';
    rows.push([String(pages), fmt(median(secs)), fmt(Math.min(...secs)), fmt(Math.max(...secs)), fmt(mb, 0), goal, verdict]);
    // Free the disk as we go: the 5000-page site and its output are large.
    await Promise.all([rm(root, { recursive: true }), rm(out, { recursive: true, force: true })]);
  }
} finally {
  await rm(temp, { recursive: true, force: true });
}

// What a page of the real site ships to the reader.
const weight = pageWeight((await build({ root: repo, write: false, env: {} })).files);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log('\nBytes shipped per page of the real site (gzip):');
console.log(`  JavaScript  ${kb(weight.jsGzip).padStart(8)}  (runtime ${kb(weight.runtimeGzip)}, inline head script ${kb(weight.headScriptGzip)}; budget ${kb(BUDGETS.jsGzip)})`);
console.log(`  head script ${kb(weight.headScript).padStart(8)}  as written into the page (budget ${kb(BUDGETS.headScript)})`);
console.log(`  CSS         ${kb(weight.cssGzip).padStart(8)}  (budget ${kb(BUDGETS.cssGzip)})`);
console.log(`  HTML        ${kb(weight.htmlGzip).padStart(8)}  (median page)`);
console.log(`  first visit ${kb(weight.totalGzip).padStart(8)}  HTML + CSS + JS\n`);
missed ||= weight.jsGzip > BUDGETS.jsGzip || weight.headScript > BUDGETS.headScript || weight.cssGzip > BUDGETS.cssGzip;

const header = ['pages', 'median s', 'min s', 'max s', 'median RSS MB', 'target', 'result'];
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
for (const row of [header, ...rows]) {
  // Numbers right-aligned so they line up; the last two columns are text.
  console.log(row.map((cell, c) => (c < 5 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ').trimEnd());
}
process.exitCode = missed ? 1 : 0;
