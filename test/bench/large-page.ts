// One large page: cold builds of the 55-page API site with one more page made of
// its first folder's pages again and again, at sizes up to the limit (10 MB,
// MAX_PAGE_CHARS), and one of 50 MB, which the build refuses with an error
// naming it. Each build runs in a fresh process (measure.js): its wall time and
// peak memory, the median of --runs. The time should grow with the size, not
// faster. Usage: npm run bench -- --large-page [--runs 3]
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateSite } from './generate.ts';
import { median } from './stats.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const MB = 1024 * 1024;
const SIZES_MB = [1, 4, 9.5, 50];

const repo = fileURLToPath(new URL('../../', import.meta.url));
const measureScript = fileURLToPath(new URL('./measure.js', import.meta.url));

interface Sample { ms: number; maxRssMB: number; code: number; errorLine: string }

function measure(root: string, out: string): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [measureScript, root, out, '--no-cache'], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = stdout.trim().split('\n').reverse().find((l) => l.startsWith('{"maxRssMB"'));
      if (!line) return reject(new Error(`measure.js exited with code ${code} and no figures:\n${stderr.slice(-2000)}`));
      const errorLine = stderr.split('\n').find((l) => /^\s*1\) /.test(l))?.trim() ?? '';
      resolve({ ms: performance.now() - started, code: code ?? 1, errorLine, ...JSON.parse(line) });
    });
  });
}

const root = await mkdtemp(join(tmpdir(), 'docs-bench-large-page-'));
await generateSite(root, 55);
// The first folder's pages, without their front matter: their relative links work from that folder.
const folder = join(root, 'content', (await readdir(join(root, 'content'), { withFileTypes: true })).find((e) => e.isDirectory())!.name);
const firstFolder = join(folder, (await readdir(folder, { withFileTypes: true })).find((e) => e.isDirectory())!.name);
const bodies = await Promise.all((await readdir(firstFolder)).filter((f) => f.endsWith('.md')).map(async (f) => (await readFile(join(firstFolder, f), 'utf8')).replace(/^---\n[\s\S]*?\n---\n/, '')));
const unit = bodies.join('\n\n');

// The first build after a change of the generator bundles it (bin/bundle.js): not part of any figure.
await measure(root, join(root, 'out-warm-up'));
console.log(`One large page (the 55-page API site's pages again and again) in the 55-page site: cold build, median of ${runs}`);
console.log('size      wall s   peak MB   result');
for (const mb of SIZES_MB) {
  const page = '---\ntitle: Large page\n---\n\n' + unit.repeat(Math.ceil((mb * MB) / unit.length)).slice(0, mb * MB);
  await writeFile(join(firstFolder, 'large-page.md'), page);
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await measure(root, join(root, `out-${mb}-${i}`)));
  const result = samples[0].code === 0 ? 'built' : `exit ${samples[0].code}: ${samples[0].errorLine}`;
  console.log(`${`${mb} MB`.padEnd(8)}  ${(median(samples.map((s) => s.ms)) / 1000).toFixed(1).padStart(6)}  ${String(median(samples.map((s) => s.maxRssMB))).padStart(8)}   ${result}`);
}
