// docs serve and docs build --watch: a first build, then a rebuild after every
// change, reported in the terminal (and, for serve, in the browser).
import path from 'node:path';
import { spawn } from 'node:child_process';
import { loadConfig } from '../config.ts';
import { formatError } from '../errors.ts';
import { fromPackage } from '../package-root.ts';
import { bundleDevClient } from '../output/bundle.ts';
import { bold, dim, formatMs, green, plural, red, reportNotes, reportProblems } from '../log.ts';
import { createSession, type Build, type RebuildResult, type ServingSession } from './session.ts';
import { DEV_SCRIPT_URL, startServer, type DevServer } from './server.ts';
import { watchSources, type Watcher } from './watch.ts';
import type { SiteConfig } from '../types.ts';
import type { DevEvent } from '../shared/dev-events.ts';

export interface DevOptions {
  root: string;
  loadBuild: () => Promise<Build>;
}

export interface Running {
  server?: DevServer;
  watcher: Watcher;
  close(): Promise<void>;
}

const TEMPLATES = fromPackage('templates');

export async function serve({ root, loadBuild, host, port, open }: DevOptions & { host: string; port: number; open: boolean }): Promise<Running> {
  const config = await loadConfig({ root });
  const session = createSession({ root, mode: 'serve', loadBuild, devScriptUrl: DEV_SCRIPT_URL });
  const first = await session.rebuild();
  report(first, []);
  const server = await startServer({ site: session.served, baseUrl: config.baseUrl, host, port, devScript: await bundleDevClient(), allowedHosts: () => (session.config() ?? config).allowedHosts });
  if (server.port !== port && port !== 0) process.stdout.write(`Port ${port} is in use, so the site is served on port ${server.port}.\n`);
  process.stdout.write(`${bold('Serving')} ${server.url} ${dim('(watching for changes; Ctrl+C stops)')}\n`);
  if (!first.ok) server.broadcast(errorEvent(first));
  if (open) openBrowser(server.url);

  const watcher = watchSources({
    ...watched(config, session),
    onRebuild(result, changed) {
      report(result, changed);
      server.broadcast(result.ok ? { type: 'update', buildId: result.buildId, changed: result.changedUrls } : errorEvent(result));
    },
  });
  await watcher.ready;
  return { server, watcher, close: async () => void (await Promise.all([watcher.close(), server.close(), session.close()])) };
}

export async function buildAndWatch({ root, out, loadBuild }: DevOptions & { out?: string }): Promise<Running> {
  const config = await loadConfig({ root, out });
  const session = createSession({ root, out: config.outDir, mode: 'build', loadBuild });
  report(await session.rebuild(), []);
  const watcher = watchSources({ ...watched(config, session), onRebuild: report });
  await watcher.ready;
  process.stdout.write(dim('Watching for changes; Ctrl+C stops.\n'));
  return { watcher, close: async () => void (await Promise.all([watcher.close(), session.close()])) };
}

function watched(config: SiteConfig, session: ServingSession) {
  return {
    session,
    // The config's inputs: site.config.ts and the files it imports (components), as its last build read them; and the OpenAPI
    // documents' files, each document's own and (from the first build, which read them) those its $refs name.
    paths: [...new Set([...config.versions.map((v) => v.contentDir), ...(config.staticDir ? [config.staticDir] : []), ...config.configInputs, ...config.versions.flatMap((v) => v.openapi.map((e) => e.spec)), ...session.inputs(), TEMPLATES])],
    alsoWatch: () => session.inputs(),
    ignore: [config.outDir, config.cacheDir],
    isCode: (file: string) => file.startsWith(TEMPLATES + path.sep) && /\.tsx?$/.test(file),
  };
}

function errorEvent(result: Extract<RebuildResult, { ok: false }>): DevEvent {
  return { type: 'error', errors: result.errors.map((e, i) => ({ text: formatError(e), page: result.pages[i] })) };
}

/** Notes said already: a rebuild says only new ones. */
const notesSaid = new Set<string>();

function report(result: RebuildResult, changed: string[]): void {
  const what = changed.length ? dim(` (${changed.map((f) => path.relative(process.cwd(), f)).join(', ')})`) : '';
  if (!result.ok) {
    const served = result.served ? 'serving the pages that built, with the errors over them' : 'the last good output is kept';
    process.stderr.write(red(bold(`✖ Build failed with ${plural(result.errors.length, 'error')}; ${served}.`)) + what + '\n');
    reportProblems('error', result.errors);
    return;
  }
  if (result.warnings.length) reportProblems('warning', result.warnings);
  reportNotes(result.notes, notesSaid);
  const pages = changed.length ? `${plural(result.changedUrls.length, 'page')} changed` : plural(result.pages, 'page');
  process.stdout.write(`${green('✔')} ${changed.length ? 'Rebuilt' : 'Built'} in ${formatMs(result.ms)}: ${pages}${what}\n`);
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(command, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => process.stderr.write(dim(`Could not open a browser; open ${url} yourself.\n`)));
  child.unref();
}
