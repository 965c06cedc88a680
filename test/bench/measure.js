// One cold `docs build`, run the way a writer runs it: the launcher's bundled
// CLI in a fresh process, so startup counts and the peak RSS belongs to this
// build alone (maxRSS never goes down; worker threads share the process).
// Usage: node test/bench/measure.js <siteRoot> <outDir> [--no-cache]
// Prints one JSON line {"maxRssMB": …, "cpuMs": …}, and exits with the build's code; the parent times the whole
// process. CPU time (user + system, every thread) moves less than wall time when
// other work shares the machine.
import { runBundledCli } from '../../bin/bundle.js';

const [root, out, ...flags] = process.argv.slice(2);
if (!root || !out) {
  console.error('usage: measure.js <siteRoot> <outDir>');
  process.exit(2);
}

const code = await runBundledCli(['node', 'docs', 'build', root, '--out', out, ...flags]);
// The figures of a failed build too (large-page.ts measures one); the exit code says it failed.
const usage = process.resourceUsage();
console.log(JSON.stringify({ maxRssMB: Math.round(usage.maxRSS / 1024), cpuMs: Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000) }));
process.exit(code);
