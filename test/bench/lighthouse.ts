// Lighthouse on the real site, as readers' tools measure it: a few pages, with
// the mobile preset (a mid-range phone: 4× slower CPU, slow 4G, simulated) and
// the desktop one, every category. Prints a table of page × form factor ×
// category, the metrics behind performance, the main-thread time of the site's
// runtime script (Lighthouse's "JavaScript execution time" for it) and the
// longest task; exits 1 when a score is under 95.
// Usage: npm run lighthouse [-- --runs 3] [--pages /docs/,/docs/support/faq] [--dist DIR]
// It builds the project's own site into a temporary folder, or measures the
// output folder DIR of an earlier build (to compare two versions).
// Runs Debian's Chromium (CHROMIUM_PATH for another); needs no network.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { build } from '../../src/build.ts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { CHROMIUM, CLOSED_NETWORK_FLAGS } from '../helpers/chromium.ts';
import { median } from './stats.ts';

const TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The landing page, a resource page with tabs and tables, and the longest page. */
const PAGES = ['/docs/', '/docs/api/resources/leases', '/docs/support/faq'];
const FORM_FACTORS = ['mobile', 'desktop'] as const;
/** The metrics behind the performance score, in the order Lighthouse lists them. */
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

/**
 * The presets, with the runtime's figure kept however small: Lighthouse lists a
 * script's main-thread time only from 50 ms on.
 */
const SHOW_EVERY_SCRIPT: Config['audits'] = [{ path: 'bootup-time', options: { thresholdInMs: 0 } }];
const CONFIGS: Record<(typeof FORM_FACTORS)[number], Config> = {
  mobile: { extends: 'lighthouse:default', audits: SHOW_EVERY_SCRIPT },
  desktop: { ...desktopConfig, audits: SHOW_EVERY_SCRIPT },
};

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, pages: { type: 'string' }, dist: { type: 'string' } } });
const runs = Number(values.runs);
const pages = values.pages ? values.pages.split(',') : PAGES;
if (!Number.isInteger(runs) || runs < 1 || !pages.every((p) => p.startsWith('/'))) {
  console.error('usage: lighthouse.ts [--runs 3] [--pages /docs/,/docs/support/faq] [--dist DIR]');
  process.exit(2);
}

interface Figures { scores: number[]; metrics: string[] }

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = values.dist ?? await mkdtemp(join(tmpdir(), 'docs-lighthouse-'));
if (!values.dist) await build({ root, out, env: {} });
const server = await serveLikeAHost(out);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...CLOSED_NETWORK_FLAGS] });
const rows: string[][] = [];
let missed = false;
try {
  for (const pagePath of pages) {
    for (const formFactor of FORM_FACTORS) {
      const samples: Result[] = [];
      for (let run = 0; run < runs; run++) {
        process.stderr.write(`lighthouse ${pagePath} ${formFactor} run ${run + 1}/${runs}\n`);
        const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
        const result = await lighthouse(server.url + pagePath, flags, CONFIGS[formFactor]);
        if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
        samples.push(result.lhr);
        for (const warning of result.lhr.runWarnings) process.stderr.write(`  warning: ${warning}\n`);
      }
      const { scores, metrics } = summarise(samples);
      if (scores.some((s) => s < TARGET)) missed = true;
      rows.push([pagePath, formFactor, ...scores.map(String), ...metrics]);
      const failing = samples.at(-1)!.audits;
      for (const audit of Object.values(failing)) {
        if (audit.scoreDisplayMode === 'binary' && audit.score === 0) process.stderr.write(`  failed audit: ${audit.id}: ${audit.title}\n`);
      }
    }
  }
} finally {
  chrome.kill();
  await server.close();
  if (!values.dist) await rm(out, { recursive: true, force: true });
}

console.log(`\nLighthouse on the real site (median of ${runs} run${runs > 1 ? 's' : ''}; target: every category ≥ ${TARGET})`);
printTable([['page', 'form factor', 'perf', 'a11y', 'best pr.', 'SEO', ...METRICS.map(([, short]) => short), 'runtime', 'longest task'], ...rows]);
process.exitCode = missed ? 1 : 0;

/** Median scores (0-100) per category, and the median of each metric as Lighthouse displays it. */
function summarise(samples: Result[]): Figures {
  const scores = CATEGORIES.map((c) => Math.round(100 * median(samples.map((s) => s.categories[c]?.score ?? 0))));
  const metrics = METRICS.map(([id]) => {
    const values = samples.map((s) => s.audits[id].numericValue ?? NaN);
    const value = median(values);
    return id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
  });
  const items = (s: Result, id: string) => ((s.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []);
  const runtime = median(samples.map((s) => Number(items(s, 'bootup-time').find((i) => /\/runtime\.[0-9a-f]+\.js$/.test(String(i.url)))?.total ?? 0)));
  const longest = median(samples.map((s) => Math.max(0, ...items(s, 'long-tasks').map((i) => Number(i.duration)))));
  return { scores, metrics: [...metrics, `${Math.round(runtime)} ms`, `${Math.round(longest)} ms`] };
}

function printTable(table: string[][]): void {
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
  for (const row of table) console.log(row.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ').trimEnd());
}

/**
 * Serves the site as a static host does: text compressed (gzip, next to each
 * file, which sirv sends to a browser that accepts it), and no Cache-Control:
 * no-store (the tests' server sends it, which keeps pages out of the
 * back/forward cache and makes Lighthouse's best practices complain).
 */
async function serveLikeAHost(dir: string) {
  const files = (await readdir(dir, { recursive: true })).map(String).filter((f) => /\.(html|css|js|json|xml|txt)$/.test(f));
  await Promise.all(files.map(async (f) => writeFile(join(dir, `${f}.gz`), gzipSync(await readFile(join(dir, f))))));
  const handler = sirv(dir, { gzip: true, etag: true });
  const http = createServer((req, res) => handler(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  }));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: async () => {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
      await Promise.all(files.map((f) => rm(join(dir, `${f}.gz`), { force: true })));
    },
  };
}
