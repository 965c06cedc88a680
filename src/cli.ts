// The `docs` command line. The only place that prints errors and decides the
// exit code: 0 success, 1 the build failed, 2 bad usage.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import type { Running } from './dev/command.ts';
import type { Build } from './dev/session.ts';
import { fromPackage } from './package-root.ts';
import { BuildFailure, SiteError, UsageError, problemsOf, toSiteError } from './errors.ts';
import { LISTED_IN_FULL, bold, dim, formatBytes, formatMs, green, plural, problemsText, progress, red, reportNotes, reportProblems } from './log.ts';

const { version } = JSON.parse(readFileSync(fromPackage('package.json'), 'utf8'));

export interface Launcher {
  /** The build function, loaded afresh (the launcher re-bundles it when the generator's code changed). */
  loadBuild: () => Promise<Build>;
  /** Called after a build succeeded: the launcher then keeps its code cache (bin/bundle.js), which now holds what a build runs. */
  built?: () => void;
}

const fromSource: Launcher = { loadBuild: async () => (await import('./build.ts')).build };

export async function main(argv: string[], launcher: Launcher = fromSource): Promise<number> {
  // A reader that stops reading (docs build | head -3) closes the pipe: what is written after it is dropped, and the
  // command goes on to its end (a build still writes its output whole), instead of dying of EPIPE with a stack trace.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE') throw err;
    });
  }
  let exitCode = 0;
  const program = new Command()
    .name('docs')
    .description('Build and serve the documentation site.')
    .version(version, '-v, --version')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s), outputError: (s, write) => write(red(s)) })
    .showHelpAfterError('(run docs --help for usage)');

  program
    .command('build')
    .description('Build the site into <out>/<base URL>, replacing the previous output only when the build succeeds.')
    .argument('[root]', 'the site folder, with site.config.ts and content/', '.')
    .option('-o, --out <dir>', 'output folder (default: <root>/dist)')
    .option('--timings', 'print the time each stage of the build took')
    .option('--no-cache', 'neither use nor update the cache of parsed pages')
    .option('-w, --watch', 'rebuild whenever a source changes')
    .option('--all-problems', `list every problem, even past ${LISTED_IN_FULL} (then they are grouped by kind, a few of each)`)
    .action(async (root: string, opts: { out?: string; timings?: boolean; cache: boolean; watch?: boolean; allProblems?: boolean }) => {
      if (opts.watch) exitCode = await runDev(async () => (await import('./dev/command.ts')).buildAndWatch({ root, out: opts.out && path.resolve(opts.out), loadBuild: launcher.loadBuild }));
      else exitCode = await runBuild(root, opts, launcher);
    });

  program
    .command('check')
    .description('Build the site without writing it, and fail on any error or warning (broken links and anchors, unknown components and containers never closed included, whatever the settings say).')
    .argument('[root]', 'the site folder, with site.config.ts and content/', '.')
    .option('--all-problems', `list every problem, even past ${LISTED_IN_FULL} (then they are grouped by kind, a few of each)`)
    .action(async (root: string, opts: { allProblems?: boolean }) => {
      exitCode = await runBuild(root, { cache: true, check: true, allProblems: opts.allProblems }, launcher);
    });

  program
    .command('init')
    .description('Make a new site: site.config.ts, a few starter pages, package.json and .gitignore. With --from, take in a site written for another tool where it lies.')
    .argument('[folder]', 'where to make it (it must be empty)', '.')
    .option('--from <root>', 'a Docusaurus, VitePress or Starlight site, or a folder of markdown: write a site.config.ts that builds it as it is, copying nothing')
    .option('--force', 'add the files to a folder that is not empty, keeping every file that exists (with --from: replace its site.config.ts)')
    .action(async (folder: string, opts: { force?: boolean; from?: string }) => {
      exitCode = opts.from === undefined ? await runInit(folder, Boolean(opts.force)) : await runInitFrom(folder, opts.from, Boolean(opts.force));
    });

  program
    .command('serve')
    .description('Build the site, serve it, and rebuild and reload open pages whenever a source changes.')
    .argument('[root]', 'the site folder, with site.config.ts and content/', '.')
    .option('-p, --port <port>', 'port to listen on (the next free one when it is busy)', parsePort, 3000)
    .option('-H, --host <host>', 'address to listen on (other machines can reach 0.0.0.0)', '127.0.0.1')
    .option('--open', 'open the site in a browser')
    .action(async (root: string, opts: { port: number; host: string; open?: boolean }) => {
      exitCode = await runDev(async () => (await import('./dev/command.ts')).serve({ root, host: opts.host, port: opts.port, open: Boolean(opts.open), loadBuild: launcher.loadBuild }));
    });

  try {
    await program.parseAsync(argv);
  } catch (err) {
    if (err instanceof CommanderError) {
      // --help and --version end here too, with exit code 0.
      return err.exitCode === 0 ? 0 : 2;
    }
    throw err;
  }
  return exitCode;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('a port is a whole number from 0 to 65535.');
  return port;
}

/** Runs docs serve or build --watch until Ctrl+C; only a failure to start ends it sooner. */
async function runDev(start: () => Promise<Running>): Promise<number> {
  let running: Running;
  try {
    running = await start();
  } catch (err) {
    const problems = problemsOf(err);
    process.stderr.write(red(bold(`✖ Could not start: ${plural(problems.length, 'error')}\n`)));
    reportProblems('error', problems);
    return err instanceof UsageError ? 2 : 1;
  }
  await new Promise<void>((resolve) => {
    const stop = () => void running.close().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}

async function runInit(folder: string, force: boolean): Promise<number> {
  try {
    const { init } = await import('./init/init.ts');
    const { folder: root, written, kept, added, next } = await init(folder, { force });
    const where = path.relative(process.cwd(), root) || '.';
    process.stdout.write(`${green('✔')} Made a docs site in ${where}: ${plural(written.length, 'file')} written\n${written.map((f) => dim(`  ${f}\n`)).join('')}`);
    if (added.length) process.stdout.write(`Added to existing files:\n${added.map((f) => `  ${f}\n`).join('')}`);
    if (kept.length) process.stdout.write(`Kept as they were (${plural(kept.length, 'file')} that existed; the starter's were not written):\n${kept.map((f) => `  ${f}\n`).join('')}`);
    process.stdout.write(`\nNext, run:\n${next.map((command) => `  ${bold(command)}\n`).join('')}`);
    return 0;
  } catch (err) {
    const problems = [toSiteError(err)];
    process.stderr.write(red(bold('✖ No site was made.\n')));
    reportProblems('error', problems);
    return err instanceof UsageError ? 2 : 1;
  }
}

async function runInitFrom(folder: string, from: string, force: boolean): Promise<number> {
  try {
    const { initFrom } = await import('./init/from/index.ts');
    const found = await initFrom(folder, from, { force });
    const where = shortPath(found.folder);
    const out = (line: string) => process.stdout.write(line + '\n');
    out(`${green('✔')} Took in the ${found.flavourName} site${found.configFile ? ` of ${found.configFile}` : ''}: ${plural(found.pages, 'page')} in ${found.contentDir}, read where they are`);
    out(`  Wrote ${found.written.map((f) => path.join(where, f)).join(' and ')}`);
    if (found.staticDir) out(`  Static folder: ${found.staticDir}`);
    out(`  Sidebar: ${found.sidebars ?? 'made from the folders'}`);
    if (found.navbar || found.footer) out(`  Links: ${plural(found.navbar, 'navbar link')}, ${plural(found.footer, 'footer link')}`);
    if (found.versions) out(`  Versions: the current one and ${plural(found.versions, 'older version')}`);
    if (found.languages.length) out(`  Languages: ${found.languages.join(', ')}`);
    if (found.aliases.length) out(`  Aliases: ${found.aliases.join(', ')}`);
    if (found.apis.length) out(`  API reference: ${found.apis.join(', ')}`);
    if (found.components.length) {
      const names = found.components.map((c) => c.name);
      out(`  ${plural(names.length, 'stand-in')} for the site's own components: ${names.slice(0, 8).join(', ')}${names.length > 8 ? `, and ${names.length - 8} more` : ''} (see ${path.join(where, 'site-components.tsx')})`);
    }
    if (found.notes.length) {
      out(`\nNot carried over (${plural(found.notes.length, 'item')}, listed at the end of site.config.ts):`);
      for (const note of found.notes.slice(0, 8)) out(dim(`  ${note}`));
      if (found.notes.length > 8) out(dim(`  and ${found.notes.length - 8} more`));
    }
    const docs = invokedAs();
    const site = /^[\w./-]+$/.test(where) ? where : JSON.stringify(where);
    out(`\nNext, run:\n  ${bold(`${docs} serve ${site}`)}\n  ${bold(`${docs} build ${site}`)}`);
    return 0;
  } catch (err) {
    process.stderr.write(red(bold('✖ No site was made.\n')));
    reportProblems('error', [toSiteError(err)]);
    return 1; // a folder that is not there or a config that does not parse: bad input, as a build's
  }
}

/** How the writer ran this command, to say the next ones the same way: "docs" when installed, else "node path/to/bin/docs.js". */
function invokedAs(): string {
  const script = process.argv[1] ?? '';
  if (path.basename(script) === 'docs' || script.split(path.sep).includes('.bin')) return 'docs';
  const rel = shortPath(script);
  return `node ${/^[\w./-]+$/.test(rel) ? rel : JSON.stringify(rel)}`;
}

interface BuildFlags {
  out?: string;
  timings?: boolean;
  cache: boolean;
  check?: boolean;
  allProblems?: boolean;
}

async function runBuild(root: string, { out, timings, cache, check, allProblems }: BuildFlags, launcher: Launcher): Promise<number> {
  const started = performance.now();
  try {
    // Loaded here, not at the top, so that --help and --version answer at once.
    const { build } = await import('./build.ts');
    const result = await build({ root, out: out && path.resolve(out), diskCache: cache, onProgress: progress, write: !check });
    if (check && result.warnings.length) throw new BuildFailure(result.warnings, { cacheDir: result.cacheDir });
    if (check) {
      forgetFullList(result.cacheDir);
      reportNotes(result.notes);
      process.stdout.write(`${green('✔')} Checked ${plural(result.pages, 'page')} in ${formatMs(performance.now() - started)}: no errors, no broken links\n`);
      return 0;
    }
    if (result.warnings.length) {
      process.stderr.write(bold(`${plural(result.warnings.length, 'warning')}:\n`));
      reportAll('warning', result.warnings, { all: allProblems, cacheDir: result.cacheDir });
    } else forgetFullList(result.cacheDir);
    reportNotes(result.notes);
    const where = shortPath(result.outDir);
    process.stdout.write(`${green('✔')} Built ${plural(result.pages, 'page')} in ${formatMs(performance.now() - started)} → ${where} ${dim(`(${result.fileCount} files, ${formatBytes(result.bytes ?? 0)})`)}\n`);
    if (timings) process.stdout.write(Object.entries(result.timings).map(([stage, ms]) => `  ${stage.padEnd(13)}${formatMs(ms).padStart(9)}\n`).join(''));
    launcher.built?.();
    return 0;
  } catch (err) {
    // A check fails on the warnings too: it lists them with the errors. (The build may come from a bundle of its own: known by name, not class.)
    const failure = err as Partial<BuildFailure>;
    const warnings = Array.isArray(failure.warnings) ? failure.warnings : [];
    const problems = check ? [...problemsOf(err), ...warnings] : problemsOf(err);
    const outcome = check ? `Check failed with ${plural(problems.length, 'problem')} (a check fails on warnings too)` : `Build failed with ${plural(problems.length, 'error')}; the output folder was left as it was`;
    process.stderr.write(red(bold(`✖ ${outcome}.\n`)));
    reportAll('error', problems, { all: allProblems, cacheDir: failure.cacheDir, command: check ? 'check' : 'build' });
    if (!check && warnings.length) process.stderr.write(dim(`And ${plural(warnings.length, 'warning')}, which do not fail the build (docs check lists them with the errors).\n`));
    if (!(err instanceof SiteError) && !(err instanceof BuildFailure) && err instanceof Error && err.stack) process.stderr.write(dim(err.stack) + '\n');
    return err instanceof UsageError ? 2 : 1;
  }
}

/**
 * A build's problems: past LISTED_IN_FULL, grouped (log.ts), and the full list
 * written to <cacheDir>/problems.txt (not into the output, which is published).
 */
function reportAll(kind: 'error' | 'warning', problems: SiteError[], { all, cacheDir, command }: { all?: boolean; cacheDir?: string; command?: 'build' | 'check' }): void {
  let fullList: string | undefined;
  if (!all && cacheDir && problems.length > LISTED_IN_FULL) {
    const file = path.join(cacheDir, PROBLEMS_FILE);
    try {
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(file, problemsText(problems));
      fullList = shortPath(file);
    } catch {
      // Not written (a read-only folder): the report says to run with --all-problems instead.
    }
  } else if (cacheDir) forgetFullList(cacheDir);
  reportProblems(kind, problems, { all, fullList, command });
}

const PROBLEMS_FILE = 'problems.txt';

/** The list of an earlier build's problems goes, so that it is not taken for this one's. */
function forgetFullList(cacheDir: string): void {
  try {
    rmSync(path.join(cacheDir, PROBLEMS_FILE), { force: true });
  } catch {
    // A folder the build may not write to keeps it: the report names the file only when it wrote it.
  }
}

/** A path relative to the working directory, unless it is outside it. */
function shortPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative || '.';
}
