// The shipped `docs` command (bin/docs.js, which runs the bundled generator),
// run as a writer runs it: a real process, its terminal output and exit code.
import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const DOCS = fileURLToPath(new URL('../../bin/docs.js', import.meta.url));

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `docs ...args` to its end (as another user when given one: a root test's unreadable files). */
export function docs(args: string[], cwd: string, env: Record<string, string> = {}, user: { uid?: number; gid?: number } = {}): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(process.execPath, [DOCS, ...args], { cwd, timeout: 60_000, env: { ...process.env, NO_COLOR: '1', ...env }, ...user }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

export interface Running {
  /** Everything it printed so far, stdout and stderr as they came. */
  output(): string;
  /** Resolves with the output once it matches `pattern` after `from` (a length of the output), or rejects after `timeoutMs`. */
  waitFor(pattern: RegExp, from?: number, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Starts `docs ...args` (serve, build --watch), which runs until it is stopped. */
export function startDocs(args: string[], cwd: string): Running {
  const child = spawn(process.execPath, [DOCS, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } });
  let output = '';
  const listeners = new Set<() => void>();
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      output += chunk;
      for (const listener of listeners) listener();
    });
  }
  return {
    output: () => output,
    waitFor: (pattern, from = 0, timeoutMs = 30_000) => new Promise((resolve, reject) => {
      const check = () => {
        const found = pattern.exec(output.slice(from));
        if (!found) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`docs ${args.join(' ')} did not print ${pattern} within ${timeoutMs} ms; it printed:\n${output}`));
      }, timeoutMs);
      listeners.add(check);
      check();
    }),
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
