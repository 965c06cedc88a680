#!/usr/bin/env node
// The `docs` command. Launcher only: runs the CLI from its cached bundle
// (bin/bundle.js), or from the TypeScript sources when DOCS_FROM_SOURCE is set.
// docs serve loads the build again through `loadBuild` when a template changes.
let cli;
let loadBuild;
if (process.env.DOCS_FROM_SOURCE) {
  await import('./register.js');
  cli = '../src/cli.ts';
  loadBuild = async () => (await import('../src/build.ts')).build;
} else {
  const { bundled } = await import('./bundle.js');
  cli = await bundled('cli');
  loadBuild = async () => (await import(await bundled('build'))).build;
}
const { main } = await import(cli);
process.exitCode = await main(process.argv, { loadBuild });
