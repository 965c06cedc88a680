// Terminal output: colours when the terminal supports them (NO_COLOR turns
// them off), a progress line on a terminal, and the numbered error report.
import { formatError, type SiteError } from './errors.ts';

const useColor = (stream: NodeJS.WriteStream) => stream.isTTY && !('NO_COLOR' in process.env) && process.env.TERM !== 'dumb';
const paint = (code: number) => (s: string) => (useColor(process.stderr) ? `\x1b[${code}m${s}\x1b[0m` : s);
export const red = paint(31);
export const yellow = paint(33);
export const green = paint(32);
export const dim = paint(2);
export const bold = paint(1);

/** A line that rewrites itself on a terminal, and prints nothing elsewhere. */
export function progress(stage: string, done: number, total: number): void {
  if (!process.stderr.isTTY) return;
  process.stderr.write(`\r${dim(`${stage} ${done}/${total}`)}\x1b[K`);
  if (done === total) process.stderr.write('\r\x1b[K');
}

export function reportProblems(kind: 'error' | 'warning', problems: SiteError[]): void {
  const paintKind = kind === 'error' ? red : yellow;
  problems.forEach((problem, i) => {
    const [first, ...rest] = formatError(problem).split('\n');
    process.stderr.write(`${paintKind(`${i + 1})`)} ${first}\n${rest.map((l) => `   ${dim(l)}\n`).join('')}`);
  });
}

/**
 * Notes need no fix, so each is said once: notes with the same message (the
 * same unused front matter key on 300 pages) make one line, with the first
 * place and how many others. `said` holds the notes said already (docs
 * serve says only new ones after a rebuild).
 */
export function reportNotes(notes: SiteError[], said: Set<string> = new Set()): void {
  const groups = new Map<string, SiteError[]>();
  for (const note of notes) {
    const key = note.message + '\0' + (note.hint ?? '');
    if (!said.has(key)) groups.set(key, [...(groups.get(key) ?? []), note]);
  }
  for (const [key, group] of groups) {
    said.add(key);
    const [first, ...rest] = formatError(group[0]).split('\n');
    const more = group.length > 1 ? dim(` (and ${plural(group.length - 1, 'other place')})`) : '';
    process.stderr.write(`${dim('note:')} ${first}${more}\n${rest.map((l) => `      ${dim(l)}\n`).join('')}`);
  }
}

/** "1 error", "2 errors". */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}
