#!/usr/bin/env node
// The `docs` command. Launcher only: runs the CLI from its cached bundle
// (bin/bundle.js), or from the TypeScript sources when DOCS_FROM_SOURCE is set.
import { runBundledCli, tuneV8 } from './bundle.js';

if (process.env.DOCS_FROM_SOURCE) {
  tuneV8();
  await import('./register.js');
  const { main } = await import('../src/cli.ts');
  process.exitCode = await main(process.argv);
} else {
  process.exitCode = await runBundledCli(process.argv);
}
