// Builds a documentation folder written for another tool as a writer would try
// it: a few-line site.config.ts in a temporary site folder pointing at it, then
// the real CLI, cold, in a child process. Prints what it found: pages, errors,
// warnings and notes grouped by kind, time and peak memory, and (--check-output)
// what reads wrong in the pages that build. Writes nothing into the folder.
//
// Usage: node --import ./bin/register.js test/real/build-folder.ts <folder|name>... [options]
//        node --import ./bin/register.js test/real/build-folder.ts --all [options]
// Names are those of test/real/folders.json, looked for under --dir; a folder
// that is not there is skipped with a line saying so (exit 0).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median } from '../bench/stats.ts';
import { detectFlavour, type Flavour } from './flavour.ts';
import { runBuild, warmUp, type Run } from './run.ts';
import { describe, groupByKind, parseProblems, type Kind, type Problem } from './problems.ts';
import { checkOutput, type Finding } from './check-output.ts';
import { LENIENT, buildableSubset, contentFolders, countFiles, siteConfig, type ContentFolder } from './site.ts';

interface Listed { name: string; checkout: string; repository: string; folder: string; flavour: string; needs: string[]; about: string }

const USAGE = 'usage: build-folder.ts <folder|name>... | --all  [--dir DIR] [--runs N] [--timeout S] [--heap MB] [--check-output [--lenient]] [--set key=value]... [--no-versions] [--no-warm-up] [--keep] [--json] [--cli path/to/bin/docs.js]';
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    allowNegative: true,
    options: {
      all: { type: 'boolean' },
      dir: { type: 'string', default: process.env.DOCS_REAL_DIR ?? path.join(homedir(), 'docs-real') },
      runs: { type: 'string', default: '1' },
      timeout: { type: 'string', default: '600' },
      heap: { type: 'string' },
      'check-output': { type: 'boolean' },
      lenient: { type: 'boolean' },
      set: { type: 'string', multiple: true, default: [] },
      versions: { type: 'boolean', default: true },
      keep: { type: 'boolean' },
      'warm-up': { type: 'boolean', default: true },
      json: { type: 'boolean' },
      cli: { type: 'string', default: fileURLToPath(new URL('../../bin/docs.js', import.meta.url)) },
    },
  });
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { values: opts, positionals } = parsed;
const runs = Number(opts.runs);
const timeoutS = Number(opts.timeout);
const heapMB = opts.heap === undefined ? undefined : Number(opts.heap);
if ((!opts.all && !positionals.length) || !(runs >= 1) || !(timeoutS > 0) || (heapMB !== undefined && !(heapMB > 0))) {
  console.error(USAGE);
  process.exit(2);
}
const extra: Record<string, unknown> = {};
for (const pair of opts.set) {
  const [key, ...rest] = pair.split('=');
  const value = rest.join('=');
  try {
    extra[key] = JSON.parse(value);
  } catch {
    extra[key] = value; // a bare word: brokenLinks=warn
  }
}

const listed: Listed[] = JSON.parse(readFileSync(new URL('./folders.json', import.meta.url), 'utf8')).folders;
const targets = opts.all ? listed.map((l) => l.name) : positionals;
const cli = path.resolve(opts.cli);
const results: object[] = [];
let warm = false;

for (const target of targets) {
  const entry = listed.find((l) => l.name === target && !existsSync(target));
  const folder = path.resolve(entry ? path.join(opts.dir, entry.checkout, entry.folder) : target);
  const name = entry?.name ?? path.basename(folder);
  if (!existsSync(folder)) {
    const how = entry ? `; fetch it with: git clone --depth 1 ${entry.repository} ${path.join(opts.dir, entry.checkout)}` : '';
    console.log(`${name}: not fetched, skipped (no folder ${folder}${how})`);
    results.push({ name, folder, skipped: 'not fetched' });
    continue;
  }
  if (!warm && opts['warm-up']) {
    warmUp(cli, path.join(tmpdir(), `docs-real-warm-up-${process.pid}`));
    warm = true;
  }
  results.push(await measureFolder(name, folder, entry));
}
if (opts.json) console.log(JSON.stringify(results, null, 2));

async function measureFolder(name: string, folder: string, entry: Listed | undefined) {
  const flavour = detectFlavour(folder);
  const folders = contentFolders(folder, opts.versions ? flavour.versions : []);
  const site = mkdtempSync(path.join(tmpdir(), `docs-real-${name}-`));
  const out = path.join(site, 'out');
  try {
    const config = siteConfig(name, folders, extra, flavour);
    writeFileSync(path.join(site, 'site.config.ts'), config);
    const samples: Run[] = [];
    for (let i = 0; i < runs; i++) {
      samples.push(await runBuild({ cli, site, out, heapMB, timeoutS }));
      console.error(`${name} run ${i + 1}: ${(samples[i].ms / 1000).toFixed(2)} s (CPU ${samples[i].cpuS?.toFixed(2) ?? '?'} s), ${samples[i].maxRssMB ?? '?'} MB, ${outcome(samples[i])}`);
      if (samples[i].exitCode === null) break; // killed: once is enough
    }
    const last = samples[samples.length - 1];
    const problems = parseProblems(last.stderr);
    const kinds = groupByKind(problems);
    const result = {
      name, folder, flavour, expectedFlavour: entry?.flavour, config,
      files: countFiles(folders),
      outcome: outcome(last), exitCode: last.exitCode, pagesBuilt: last.pagesBuilt,
      seconds: samples.map((s) => s.ms / 1000), cpuSeconds: samples.map((s) => s.cpuS).filter((s): s is number => s !== undefined), peakMB: samples.map((s) => s.maxRssMB).filter((mb): mb is number => mb !== undefined),
      errors: kinds.filter((k) => k.level === 'error'), warnings: kinds.filter((k) => k.level === 'warning'), notes: kinds.filter((k) => k.level === 'note'),
      // What the process said before it died, without V8's native stack frames.
      /** Every problem as printed, for --json readers. */
      problems,
      crash: last.exitCode === null || (last.exitCode !== 0 && !problems.length) ? last.stderr.trim().split('\n').filter((l) => !/^\s*\d+: 0x/.test(l)).slice(-12).join('\n') : undefined,
      output: opts['check-output'] ? await outputCheck(name, folders, flavour, site, last, problems.filter((p) => p.level === 'error')) : undefined,
    };
    if (!opts.json) print(result);
    return result;
  } finally {
    if (opts.keep) console.error(`${name}: kept ${site}`);
    else rmSync(site, { recursive: true, force: true });
  }
}

function outcome(run: Run): string {
  if (run.timedOut) return `killed after the ${timeoutS} s time-out`;
  if (run.exitCode === null || run.outOfMemory) return run.outOfMemory ? 'crashed: out of memory' : 'crashed';
  return run.exitCode === 0 ? `built ${run.pagesBuilt} pages` : `failed (exit ${run.exitCode})`;
}

/**
 * The pages that build, checked for what reads wrong: the folder built again
 * with broken links as warnings; while errors remain, the files they name are
 * left out of a linked copy of the folder (at most three rounds). --lenient
 * rewrites the files whose only errors are front matter keys and placeholders
 * instead (site.ts), to see how they would read.
 */
async function outputCheck(name: string, folders: ContentFolder[], flavour: Flavour, site: string, last: Run, errors: Problem[]) {
  const out = path.join(site, 'out');
  if (last.exitCode === null) return { skipped: 'the build did not finish' };
  if (last.exitCode === 0) return { leftOut: 0, rewritten: 0, ...checkOutput(out) };
  const checkSite = path.join(site, 'check');
  const leave = new Set<string>();
  const change = new Map<string, (text: string) => string>();
  let content = folders;
  for (let round = 0; round < 3; round++) {
    // The file in the fetched folder that an error names (later rounds build a copy).
    const original = (file: string | undefined) => {
      const at = content.findIndex((c) => file?.startsWith(c.folder + path.sep));
      return at < 0 ? undefined : path.join(folders[at].folder, path.relative(content[at].folder, file!));
    };
    const blocking = errors.filter((e) => !/^Broken (link|anchor)/.test(e.message));
    const elsewhere = blocking.find((e) => !original(e.file));
    if (elsewhere) return { skipped: `an error names no page file: ${describe(elsewhere)}` };
    const byFile = new Map<string, Problem[]>();
    for (const e of blocking) byFile.set(original(e.file)!, [...(byFile.get(original(e.file)!) ?? []), e]);
    for (const [file, found] of byFile) {
      const fixes = opts.lenient && !change.has(file) ? found.map((e) => LENIENT.find(([kind]) => kind.test(e.message))?.[1]) : [undefined];
      if (fixes.every(Boolean)) change.set(file, (text) => [...new Set(fixes)].reduce((t, fix) => fix!(t), text));
      else leave.add(file);
    }
    content = leave.size || change.size ? buildableSubset(folders, leave, change, path.join(checkSite, `content-${round}`)) : folders;
    mkdirSync(checkSite, { recursive: true });
    writeFileSync(path.join(checkSite, 'site.config.ts'), siteConfig(name, content, { ...extra, brokenLinks: 'warn' }, flavour));
    const run = await runBuild({ cli, site: checkSite, out, heapMB, timeoutS });
    if (run.exitCode === 0) return { leftOut: leave.size, rewritten: change.size, ...checkOutput(out) };
    if (run.exitCode === null) return { skipped: `the check build ${outcome(run)}` };
    errors = parseProblems(run.stderr).filter((p) => p.level === 'error');
  }
  return { skipped: `still failing after leaving out ${leave.size} files with errors` };
}

function print(r: {
  name: string; folder: string; flavour: Flavour; expectedFlavour?: string; config: string; files: ReturnType<typeof countFiles>;
  outcome: string; seconds: number[]; cpuSeconds: number[]; peakMB: number[]; errors: Kind[]; warnings: Kind[]; notes: Kind[]; crash?: string;
  output?: { skipped: string } | { leftOut: number; rewritten: number; pages: number; findings: Finding[] };
}): void {
  const range = (xs: number[], digits: number) => (xs.length > 1 ? ` (${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)}, ${xs.length} runs)` : '');
  const lines = [
    `== ${r.name}: ${r.folder}`,
    `flavour   ${r.flavour.name}${r.flavour.configFile ? ` (${r.flavour.configFile})` : ' (no config of another tool found)'}${r.expectedFlavour && r.expectedFlavour !== r.flavour.name ? `; folders.json says ${r.expectedFlavour}` : ''}`,
    `config    ${r.config.trim().split('\n').join('\n          ')}`,
    `files     ${r.files.files} files, ${r.files.md + r.files.mdx} pages (${r.files.md} .md, ${r.files.mdx} .mdx)${r.files.versions > 1 ? ` in ${r.files.versions} versions` : ''}`,
    `build     ${r.outcome}`,
    `time      ${median(r.seconds).toFixed(2)} s median${range(r.seconds, 2)}${r.cpuSeconds.length ? `, CPU ${median(r.cpuSeconds).toFixed(2)} s` : ''}; peak memory ${r.peakMB.length ? `${median(r.peakMB).toFixed(0)} MB median${range(r.peakMB, 0)}` : 'not measured'}`,
  ];
  for (const [label, kinds] of [['errors', r.errors], ['warnings', r.warnings], ['notes', r.notes]] as const) {
    const total = kinds.reduce((n, k) => n + k.count, 0);
    lines.push(`${label.padEnd(10)}${total}${kinds.length ? `, ${kinds.length} kinds:` : ''}`);
    for (const k of kinds) {
      const values = k.values.length > 1 || (k.values[0] && k.values[0][1] > 1) ? `; ${k.values.slice(0, 8).map(([v, n]) => `${v} ${n}`).join(', ')}${k.values.length > 8 ? `, … (${k.values.length} different)` : ''}` : '';
      lines.push(`  ${String(k.count).padStart(6)}  ${k.kind}  (${k.files} files${values})`, `          e.g. ${k.example}`);
    }
  }
  if (r.crash) lines.push(`last output:\n  ${r.crash.split('\n').join('\n  ')}`);
  if (r.output && 'skipped' in r.output) lines.push(`output    not checked: ${r.output.skipped}`);
  else if (r.output) {
    lines.push(`output    ${r.output.pages} pages checked (built with brokenLinks 'warn'${r.output.leftOut ? `, ${r.output.leftOut} files with errors left out` : ''}${r.output.rewritten ? `, ${r.output.rewritten} rewritten (--lenient)` : ''}); ${r.output.findings.length ? 'reads wrong:' : 'nothing found'}`);
    for (const f of r.output.findings) {
      const names = f.names ? `; ${f.names.slice(0, 10).map(([n, c]) => `${n} ${c}`).join(', ')}${f.names.length > 10 ? ', …' : ''}` : '';
      lines.push(`  ${String(f.pages).padStart(6)} pages  ${f.check} (${f.count} times${names})`, `          e.g. ${f.example}`);
    }
  }
  console.log(lines.join('\n') + '\n');
}
