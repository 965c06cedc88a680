// The build benchmark: generates sites of several sizes and shapes, builds each
// one cold and warm several times, and compares the medians with the targets.
// Usage: npm run bench [-- --sites api-55,api-1000,screen-7500,openapi-1000] [--sizes 55,1000] [--runs 3] [--edits 10] [--huge]
// npm run bench -- --large-page: only the large page's section (large-page.ts).
// Sites: api-N (API reference pages of 9 KB, 20 per folder) and screen-N
// (one-screen pages of 600 bytes, most of them in one folder); --sizes N,M
// means api-N,api-M; --huge adds screen-50000. Also: page weights against the
// 55-page site of the same shape, Hugo on api-1000 (when installed), rebuilds in
// docs serve, and search. Progress goes to stderr, the tables to stdout; exits 1
// if a target is missed.
// Lighthouse on the real site is a benchmark of its own (slower, and it measures
// the pages rather than the build): npm run lighthouse, or npm run bench -- --lighthouse.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { generateSite } from './generate.ts';
import { generateScreenSite } from './generate-screens.ts';
import { generateOpenApiSite, WEIGHED_OPERATION } from './generate-openapi.ts';
import { median } from './stats.ts';
import { BUDGETS, pageWeight } from './weight.ts';
import { siteWeight, type SiteWeight } from './output-weight.ts';
import { hugoBuild, hugoInstalled, makeHugoSite } from './hugo.ts';
import { build } from '../../src/build.ts';
import { measureRebuilds } from './rebuild.ts';
import { BENCH_QUERIES, measureSearch, type SearchFigures } from './search.ts';

interface Target {
  /** Cold build seconds, peak megabytes, warm build seconds. */
  s?: number;
  mb?: number;
  warm?: number;
  /** Cold build time against Hugo's on the same site, measured in turn. */
  hugo?: number;
  /**
   * The rebuild measurement in docs serve: which file it edits (of the pages generated), how it changes its text (default:
   * a sentence added at the end) and its title, and each edit's target (ms).
   */
  rebuilds?: {
    page: (pages: string[]) => string; edit?: (text: string, i: number) => string; retitle: (text: string, i: number) => string; pageMs?: number; titleMs?: number;
    /** An edit that adds lines, and its target. */
    lines?: { edit: (text: string, i: number) => string; ms: number };
  };
}

/** A page in the middle of the screen sites' big folder (4,600 pages of 7,500). */
function middleOfCommon(pages: string[]): string {
  const common = pages.filter((p) => p.startsWith('content/common/'));
  return common[common.length >> 1];
}

function retitleHeading(text: string, i: number): string {
  return text.replace(/^# (.*)$/m, `# $1 edited ${i}`);
}

const TARGETS: Record<string, Target> = {
  'api-55': { s: 1 },
  'api-1000': {
    s: 10, mb: 1024, warm: 1.5, hugo: 1.5,
    rebuilds: { page: () => 'content/s01/f001/p02.md', retitle: (text, i) => text.replace(/^title: .*$/m, `title: "Edited title ${i}"`), titleMs: 1500 },
  },
  'api-5000': { s: 50, mb: 1024 },
  'screen-7500': { s: 10, rebuilds: { page: middleOfCommon, retitle: retitleHeading, titleMs: 1500 } },
  // A title edit changes every page's sidebar file and the routes of 50,000 pages: no target.
  'screen-50000': { s: 60, mb: 2048, rebuilds: { page: middleOfCommon, retitle: retitleHeading } },
  // An OpenAPI document of 1,000 operations and 2,000 schemas (generate-openapi.ts). Its edits: an operation's description
  // (its page changes), its summary (its title: the pages of its tag change too, their sidebars and previous/next), and
  // its description one line longer, then two, in turn (its page changes, and every operation below it moves).
  'openapi-1000': {
    s: 10, mb: 1024,
    rebuilds: {
      page: () => 'openapi.yaml',
      edit: (text, i) => text.replace('Returns one resource of kind 500,', `Returns one resource of kind 500 (edit ${i}),`),
      retitle: (text, i) => text.replace('summary: Get resource 500\n', `summary: Get resource 500, edited ${i}\n`),
      pageMs: 2000, titleMs: 3000,
      lines: { edit: (text, i) => text.replace('Returns one resource of kind 500,', `Returns one resource of kind 500 (edit ${i}),${'\n        and a line added'.repeat(1 + (i % 2))}`), ms: 3000 },
    },
  },
};
/** An operation page's HTML (uncompressed) stays under this. */
const OPERATION_PAGE_BYTES = 60 * 1024;
/** A page's HTML, chunk and first-visit bytes stay within this of the 55-page site of its shape. */
const WEIGHT_GROWTH = 0.15;
/** gzip bytes a first query loads (on the real site, and on the bench sites); ms a query takes once loaded. */
const SEARCH_TARGETS = { realSiteGzip: 60 * 1024, firstQueryGzip: 600 * 1024, queryMs: 10 };

/** Wall time, peak memory, and CPU time of every thread (which other work on the machine moves less). */
interface Sample { ms: number; maxRssMB: number; cpuMs: number }

const { values } = parseArgs({
  options: {
    sites: { type: 'string' },
    sizes: { type: 'string' },
    runs: { type: 'string', default: '3' },
    edits: { type: 'string', default: '10' },
    huge: { type: 'boolean', default: false },
    lighthouse: { type: 'boolean', default: false },
    'large-page': { type: 'boolean', default: false },
  },
});
if (values['large-page']) {
  // One large page, at sizes up to the limit and past it: a section of its own (large-page.ts).
  const script = fileURLToPath(new URL('./large-page.ts', import.meta.url));
  const child = spawnSync(process.execPath, ['--import', './bin/register.js', script, '--runs', values.runs], { cwd: fileURLToPath(new URL('../../', import.meta.url)), stdio: 'inherit' });
  process.exit(child.status ?? 1);
}
if (values.lighthouse) {
  const script = fileURLToPath(new URL('./lighthouse.ts', import.meta.url));
  const runsGiven = process.argv.some((arg) => arg.startsWith('--runs'));
  const child = spawnSync(process.execPath, ['--import', './bin/register.js', script, ...(runsGiven ? ['--runs', values.runs] : [])], { cwd: fileURLToPath(new URL('../../', import.meta.url)), stdio: 'inherit' });
  process.exit(child.status ?? 1);
}
const asked = values.sites?.split(',') ?? values.sizes?.split(',').map((n) => `api-${n}`) ?? ['api-55', 'api-1000', 'api-5000', 'screen-55', 'screen-7500', 'openapi-10', 'openapi-1000'];
if (values.huge) asked.push('screen-50000');
const runs = Number(values.runs);
/** Edits of each kind in the rebuild measurement. */
const EDITS = Number(values.edits);
const parseSite = (name: string) => {
  const match = /^(api|screen|openapi)-([1-9]\d*)$/.exec(name);
  return match && { name, shape: match[1] as 'api' | 'screen' | 'openapi', pages: Number(match[2]) };
};
const sites = asked.map(parseSite);
if (!sites.every(Boolean) || ![runs, EDITS].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('usage: index.ts [--sites api-55,screen-7500] [--sizes 55,1000,5000] [--runs 3] [--edits 10] [--huge] | --lighthouse [--runs 3]');
  process.exit(2);
}
// Each shape's 55-page site is built first: the others' page weights are compared with it.
/** The smallest site of a shape, which the others' page weights are compared with: 55 pages, or 10 operations. */
const smallest = (shape: string) => (shape === 'openapi' ? 10 : 55);
const plan = [...new Set(sites.flatMap((s) => [`${s!.shape}-${smallest(s!.shape)}`, s!.name]))].map((name) => parseSite(name)!).sort((a, b) => a.pages - b.pages);

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

/**
 * Folders to delete once every build is timed. On this machine's disk (ext4
 * without a journal), making a file takes longer the more files were deleted
 * in the minutes before: the allocator passes over each recently freed inode.
 * Deleting the last run's output (3,000 files for 1,000 pages) right before a
 * cold build made its writes three to ten times slower, and more so for the
 * tool that writes more files; a writer's cold build (a fresh checkout in CI)
 * follows no such deletion. So every cold build, ours and Hugo's, writes into
 * a folder of its own, and the bench deletes them all at the end.
 */
const toDelete: string[] = [warmUpOut];

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
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const rows: string[][] = [];
const weightRows: string[][] = [];
const rebuildRows: string[][] = [];
const searchRows: string[][] = [];
const hugoRows: string[][] = [];
function searchRow(site: string, figures: SearchFigures, firstQueryLimit: number): void {
  searchRows.push([site, kb(figures.totalGzip), `${kb(figures.firstQueryGzip.median)} / ${kb(figures.firstQueryGzip.max)}`, fmt(figures.queryMs),
    [verdict(figures.firstQueryGzip.max, firstQueryLimit), verdict(figures.queryMs, SEARCH_TARGETS.queryMs)].includes('OVER') ? 'OVER' : 'ok']);
}
let missed = false;
const verdict = (value: number, limit: number | undefined) => (limit === undefined ? '-' : value < limit ? 'ok' : ((missed = true), 'OVER'));
const overall = (verdicts: string[]) => (verdicts.includes('OVER') ? 'OVER' : verdicts.includes('ok') ? 'ok' : '-');

/** Builds `runs` times, into `out(i)`, and reports each run; `after` runs after each. */
async function series(label: string, root: string, out: (i: number) => string, cache: boolean, after?: (i: number) => Promise<void>): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    flushDisk();
    samples.push(await measure(root, out(i), cache));
    console.error(`  ${label} ${i + 1}: ${fmt(samples[i].ms / 1000)} s (cpu ${fmt(samples[i].cpuMs / 1000)} s), ${samples[i].maxRssMB} MB`);
    await after?.(i);
  }
  return samples;
}

/** "12.3 KB (+4 %)" against the 55-page figure of the shape, with its verdict. */
function growth(value: number, reference: number | undefined, format: (n: number) => string): [string, string] {
  if (reference === undefined || reference === value) return [format(value), '-'];
  const change = value / reference - 1;
  return [`${format(value)} (${change >= 0 ? '+' : ''}${Math.round(change * 100)} %)`, verdict(change, WEIGHT_GROWTH)];
}

const reference = new Map<string, SiteWeight>();
const operationRows: string[][] = [];
let operationReference: number | undefined;

/**
 * Redocly CLI's build-docs on the same document, when it is installed (REDOCLY=path to its
 * redocly command, or node_modules/.bin/redocly): its median time and peak memory over the
 * runs, and the page it writes, which a reader downloads whole to see any one operation.
 */
async function redoclyBuild(spec: string, out: string): Promise<{ s: number; mb: number; bytes: number; gzip: number } | undefined> {
  const command = process.env.REDOCLY ?? join(repo, 'node_modules/.bin/redocly');
  if (spawnSync(command, ['--version'], { stdio: 'ignore' }).status !== 0) return undefined;
  const times: number[] = [];
  const peaks: number[] = [];
  for (let i = 0; i < runs; i++) {
    flushDisk();
    const started = performance.now();
    const run = spawnSync('/usr/bin/time', ['-f', '%M', command, 'build-docs', spec, '-o', `${out}-${i}.html`], { encoding: 'utf8' });
    if (run.status !== 0) return undefined;
    times.push((performance.now() - started) / 1000);
    peaks.push(Number(run.stderr.trim().split('\n').pop()) / 1024);
    console.error(`  redocly build-docs ${i + 1}: ${fmt(times[i])} s, ${fmt(peaks[i], 0)} MB`);
  }
  const page = await readFile(`${out}-0.html`);
  return { s: median(times), mb: median(peaks), bytes: page.length, gzip: gzipSync(page).length };
}
const temp = await mkdtemp(join(tmpdir(), 'docs-bench-'));
try {
  for (const { name, shape, pages } of plan) {
    const root = join(temp, name);
    // Each cold build has an output folder of its own (see toDelete); the warm builds rebuild the last one.
    const coldOut = (i: number) => join(temp, `${name}-out-${i}`);
    const out = coldOut(runs - 1);
    const t = performance.now();
    const spec = shape === 'openapi' ? await generateOpenApiSite(root, pages) : undefined;
    const generated = shape === 'openapi' ? [] : await (shape === 'api' ? generateSite(root, pages) : generateScreenSite(root, pages));
    const target = TARGETS[name] ?? {};
    const hugo = target.hugo !== undefined && hugoInstalled() ? join(temp, `${name}-hugo`) : undefined;
    if (hugo) await makeHugoSite(root, hugo);
    console.error(`${name}: generated in ${fmt((performance.now() - t) / 1000)} s, building ${runs}x cold${hugo ? ' (and with Hugo, in turn)' : ''} and ${runs}x warm`);
    try {
      // Cold: no output, no cache. Warm: nothing changed since the last build, whose output and cache are there.
      const hugoRuns: Sample[] = [];
      const cold = await series('cold', root, coldOut, false, hugo ? async (i) => {
        flushDisk();
        hugoRuns.push(await hugoBuild(hugo, join(temp, `hugo-out-${i}`), join(temp, `hugo-cache-${i}`)));
        console.error(`  hugo ${i + 1}: ${fmt(hugoRuns[i].ms / 1000)} s (cpu ${fmt(hugoRuns[i].cpuMs / 1000)} s), ${hugoRuns[i].maxRssMB} MB`);
      } : undefined);
      const weight = await siteWeight(out);
      await measure(root, out, true);
      const warm = await series('warm', root, () => out, true);
      const secs = median(cold.map((c) => c.ms / 1000));
      const mb = median(cold.map((c) => c.maxRssMB));
      const warmSecs = median(warm.map((w) => w.ms / 1000));
      rows.push([name, fmt(secs), `${fmt(Math.min(...cold.map((c) => c.ms / 1000)))}-${fmt(Math.max(...cold.map((c) => c.ms / 1000)))}`, fmt(median(cold.map((c) => c.cpuMs / 1000))), fmt(mb, 0), fmt(warmSecs),
        [target.s && `cold < ${target.s} s`, target.mb && `< ${target.mb} MB`, target.warm && `warm < ${target.warm} s`].filter(Boolean).join(', ') || '-',
        overall([verdict(secs, target.s), verdict(mb, target.mb), verdict(warmSecs, target.warm)])]);
      if (hugo) {
        const ratio = median(cold.map((c, i) => c.ms / hugoRuns[i].ms));
        const cpuRatio = median(cold.map((c, i) => c.cpuMs / hugoRuns[i].cpuMs));
        hugoRows.push([name, fmt(secs), fmt(median(hugoRuns.map((h) => h.ms / 1000))), fmt(median(hugoRuns.map((h) => h.maxRssMB)), 0), fmt(ratio), fmt(cpuRatio), `< ${target.hugo}`, overall([verdict(ratio, target.hugo)])]);
      }
      if (spec) {
        const page = await readFile(join(out, WEIGHED_OPERATION));
        if (pages === smallest(shape)) operationReference = page.length;
        const [html, result] = growth(page.length, pages === smallest(shape) ? undefined : operationReference, kb);
        const redocly = await redoclyBuild(spec, join(temp, `${name}-redocly`));
        operationRows.push([name, html, kb(gzipSync(page).length), fmt(secs), fmt(mb, 0),
          redocly ? `${fmt(redocly.s)} s, ${fmt(redocly.mb, 0)} MB` : '-', redocly ? `${kb(redocly.bytes)} (${kb(redocly.gzip)} gzip)` : '-',
          overall([result, verdict(page.length, OPERATION_PAGE_BYTES), ...(redocly ? [verdict(secs, redocly.s)] : [])])]);
      }
      if (pages === smallest(shape)) reference.set(shape, weight);
      const base = pages === smallest(shape) ? undefined : reference.get(shape);
      const cells = [growth(weight.htmlBytes, base?.htmlBytes, kb), growth(weight.chunkBytes, base?.chunkBytes, kb), growth(weight.firstVisitGzip, base?.firstVisitGzip, kb)];
      weightRows.push([name, ...cells.map((c) => c[0]), weight.sidebarGzip ? kb(weight.sidebarGzip) : '-', overall(cells.map((c) => c[1]))]);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      rows.push([name, '-', '-', '-', '-', '-', '-', 'FAIL']);
      missed = true;
    }
    try {
      const dir = join(out, 'docs', '_', 'search');
      searchRow(name, await measureSearch((f) => readFile(join(dir, f), 'utf8'), await readdir(dir)), SEARCH_TARGETS.firstQueryGzip);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      searchRows.push([name, '-', '-', '-', 'FAIL']);
      missed = true;
    }
    if (target.rebuilds) {
      console.error(`  rebuilds in docs serve: ${EDITS} page edits, ${EDITS} title edits${target.rebuilds.lines ? `, ${EDITS} edits that add lines` : ''}`);
      try {
        const { page, edit, retitle, pageMs = 50, lines } = target.rebuilds;
        const times = await measureRebuilds(root, EDITS, page(generated ?? []), retitle, edit, lines?.edit);
        rebuildRows.push([name, 'page edit', fmt(times.pageEditMs, 0), String(times.pageEditPages), `< ${pageMs} ms`, verdict(times.pageEditMs, pageMs)]);
        const titleMs = target.rebuilds.titleMs;
        rebuildRows.push([name, 'title edit', fmt(times.titleEditMs, 0), String(times.titleEditPages), titleMs ? `< ${titleMs} ms` : '-', verdict(times.titleEditMs, titleMs)]);
        if (lines && times.linesEdit) rebuildRows.push([name, 'lines edit', fmt(times.linesEdit.ms, 0), String(times.linesEdit.pages), `< ${lines.ms} ms`, verdict(times.linesEdit.ms, lines.ms)]);
      } catch (error) {
        console.error(error instanceof Error ? error.message : error);
        rebuildRows.push([name, 'rebuilds', '-', '-', '-', 'FAIL']);
        missed = true;
      }
    }
  }
} finally {
  await Promise.all([temp, ...toDelete].map((dir) => rm(dir, { recursive: true, force: true })));
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

console.log(`Builds: median of ${runs}; cold is --no-cache with no output, warm has nothing changed since the last build`);
printTable(['site', 'cold s', 'cold range', 'cold cpu s', 'peak MB', 'warm s', 'targets', 'result'], rows, 6);
console.log(`\nA page's weight (median page) against the 55-page site of its shape: within ${WEIGHT_GROWTH * 100} %`);
console.log('first visit: HTML + CSS + JS, gzip; sidebar: the shared sidebar, gzip, loaded once per visit after the page shows');
printTable(['site', 'HTML', 'chunk', 'first visit', 'sidebar', 'result'], weightRows, 5);
if (hugoRows.length) {
  console.log(`\nAgainst Hugo (${spawnSync('hugo', ['version'], { encoding: 'utf8' }).stdout.split(' ')[1]}), cold builds in turn: median seconds, and the median of each pair's ratio (wall time; CPU time)`);
  printTable(['site', 'docs s', 'hugo s', 'hugo MB', 'ratio', 'cpu ratio', 'target', 'result'], hugoRows, 6);
}
if (operationRows.length) {
  console.log(`\nOpenAPI: an operation page's HTML (against 10 operations: within ${WEIGHT_GROWTH * 100} %, and < ${kb(OPERATION_PAGE_BYTES)}), the build, and Redocly CLI's build-docs on the same document (its one page, which a reader downloads to see any operation)`);
  printTable(['site', 'operation page', 'gzip', 'docs s', 'docs MB', 'redocly', 'redocly page', 'result'], operationRows, 5);
}
if (rebuildRows.length) {
  console.log(`\nRebuilds in docs serve: save to reload event, median of ${EDITS}, and the pages that changed`);
  printTable(['site', 'edit', 'ms', 'pages', 'target', 'result'], rebuildRows, 4);
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
