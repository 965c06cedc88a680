#!/usr/bin/env node
// The `docs` command. Launcher only: lets Node load TypeScript, then runs the CLI.
import './register.js';

const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv);
