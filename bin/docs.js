#!/usr/bin/env node
// The `docs` command. Launcher only: runs the CLI from its cached bundle
// (bin/bundle.js), or from the TypeScript sources when DOCS_FROM_SOURCE is set.
let cli;
if (process.env.DOCS_FROM_SOURCE) {
  await import('./register.js');
  cli = '../src/cli.ts';
} else {
  cli = await (await import('./bundle.js')).bundledCli();
}
const { main } = await import(cli);
process.exitCode = await main(process.argv);
