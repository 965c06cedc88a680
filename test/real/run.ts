// One cold `docs build` of a site folder, as a writer runs it: the real CLI
// (bin/docs.js, its bundle and code cache) in a child process, under
// /usr/bin/time for the peak RSS and the CPU time (the child's whole process:
// worker threads included), killed with its children when it runs longer than the timeout.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

export interface Run {
  /** null when the build was killed (time-out, out of memory). */
  exitCode: number | null;
  ms: number;
  maxRssMB?: number;
  /** User and system CPU time of the whole process, in seconds: less moved than the wall time by other work on the machine. */
  cpuS?: number;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  outOfMemory: boolean;
  /** Pages the CLI said it built ("✔ Built N pages"). */
  pagesBuilt: number;
}

export interface RunOptions {
  cli: string;
  site: string;
  out: string;
  /** --max-old-space-size for the build's process, in MB. */
  heapMB?: number;
  timeoutS: number;
}

const TIME = '/usr/bin/time';

export function runBuild({ cli, site, out, heapMB, timeoutS }: RunOptions): Promise<Run> {
  rmSync(out, { recursive: true, force: true });
  // What the last run wrote and deleted goes to the disk now, not during this build.
  spawnSync('sync', { stdio: 'ignore' });
  const rusage = path.join(site, 'rusage.txt');
  rmSync(rusage, { force: true });
  // --all-problems: every problem numbered, as problems.ts reads them (past ten, the report groups them otherwise).
  const node = [process.execPath, ...(heapMB ? [`--max-old-space-size=${heapMB}`] : []), cli, 'build', site, '--out', out, '--no-cache', '--all-problems'];
  const [command, ...args] = existsSync(TIME) ? [TIME, '-f', '%M %U %S', '-o', rusage, ...node] : node;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: site, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL'); // the whole group: time and node
      } catch {}
    }, timeoutS * 1000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      const usage = existsSync(rusage) ? readFileSync(rusage, 'utf8') : '';
      const [, kb, user, system] = /^(\d+) ([\d.]+) ([\d.]+)\s*$/m.exec(usage) ?? [];
      // time reports "Command terminated by signal N" and no exit status of its own when node dies.
      const killed = timedOut || /Command terminated by signal/.test(usage);
      resolve({
        exitCode: killed ? null : code,
        ms,
        maxRssMB: kb ? Math.round(Number(kb) / 1024) : undefined,
        cpuS: user ? Number(user) + Number(system) : undefined,
        stdout,
        stderr,
        timedOut,
        outOfMemory: /heap out of memory|Reached heap limit|ERR_WORKER_OUT_OF_MEMORY/.test(stderr),
        pagesBuilt: Number(/Built (\d+) pages?/.exec(stdout)?.[1] ?? 0),
      });
    });
  });
}

/**
 * The first run after the generator changed bundles it, and the first build
 * keeps its code cache (bin/bundle.js): once per change of the generator, not
 * per build, so it is done before timing, on the generator's own site.
 */
export function warmUp(cli: string, out: string): void {
  spawnSync(process.execPath, [cli, 'build', path.resolve(path.dirname(cli), '..'), '--out', out, '--no-cache'], { stdio: 'ignore' });
  rmSync(out, { recursive: true, force: true });
}
