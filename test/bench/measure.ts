// One cold `docs build`, run the way a writer runs it: the real CLI in a fresh
// process, so module loading counts and the peak RSS belongs to this build alone
// (maxRSS never goes down; worker threads share the process, so it covers them).
// Usage: node --import ./bin/register.js test/bench/measure.ts <siteRoot> <outDir>
// Prints one JSON line {"maxRssMB": …}; the parent times the whole process.
import { main } from '../../src/cli.ts';

const [root, out] = process.argv.slice(2);
if (!root || !out) {
  console.error('usage: measure.ts <siteRoot> <outDir>');
  process.exit(2);
}

const code = await main(['node', 'docs', 'build', root, '--out', out]);
if (code !== 0) process.exit(code);
console.log(JSON.stringify({ maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024) }));
