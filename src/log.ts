// Terminal output: colours when the terminal supports them (NO_COLOR turns
// them off), a progress line on a terminal, and the report of problems:
// numbered, or past ten grouped by kind.
import { formatError, type SiteError } from './errors.ts';
import { KIND_TITLES, SHORT_NAMES } from './problems.ts';
import type { ProblemKind } from './types.ts';

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

/** More problems than this are reported grouped by kind, a few of each (a first build of another tool's site may have a thousand). */
export const LISTED_IN_FULL = 10;
/** How many problems of each kind a grouped report shows. */
const SHOWN_PER_KIND = 3;
/** How many component names the unknown components' group names, the most used first. */
const NAMES_SHOWN = 8;

export interface ReportOptions {
  /** List every problem, however many (--all-problems). */
  all?: boolean;
  /** Where the full list was written, for a grouped report to say. */
  fullList?: string;
  /** The command that lists every problem with --all-problems (default: build). */
  command?: 'build' | 'check';
}

/**
 * Problems, numbered, with file, line and hint. Past LISTED_IN_FULL, grouped
 * by kind instead (those of no kind first): each kind's count and first few,
 * the unknown components by name, and where the full list is, so that a
 * thousand problems take a screen, and say what to fix first.
 */
export function reportProblems(level: 'error' | 'warning', problems: SiteError[], { all, fullList, command = 'build' }: ReportOptions = {}): void {
  if (all || problems.length <= LISTED_IN_FULL) {
    process.stderr.write(numbered(problems, level === 'error' ? red : yellow, dim));
    return;
  }
  const groups = byKind(problems);
  const out: string[] = [];
  for (const [kind, group] of groups) {
    out.push(bold(`${kind ? KIND_TITLES[kind] : 'Other problems'}: ${group.length}`));
    const subjects = bySubject(group);
    if (subjects.length) out.push(`  ${countedSubjects(subjects)}`);
    for (const problem of examples(group, subjects)) {
      const [first, ...rest] = formatError(problem).split('\n');
      out.push(`  ${first}`, ...rest.map((l) => `    ${dim(l)}`));
    }
    if (group.length > SHOWN_PER_KIND) out.push(dim(`  … and ${group.length - SHOWN_PER_KIND} more`));
  }
  const counts = groups.map(([kind, group]) => `${group.length} ${kind ? SHORT_NAMES[kind] : 'other'}`).join(', ');
  out.push(`${plural(problems.length, level === 'warning' ? 'warning' : 'problem')} in all: ${counts}.`);
  const listAll = `docs ${command} --all-problems`;
  out.push(fullList ? `Every one, with its file, line and hint: ${fullList} (or run ${listAll})` : `${listAll} lists every one.`);
  process.stderr.write(out.map((line) => `${line}\n`).join(''));
}

/** The full list, as reportProblems prints a short one, without colours: for the file a grouped report points to. */
export function problemsText(problems: SiteError[]): string {
  const plain = (s: string) => s;
  return numbered(problems, plain, plain);
}

function numbered(problems: SiteError[], paintNumber: (s: string) => string, paintHint: (s: string) => string): string {
  return problems.map((problem, i) => {
    const [first, ...rest] = formatError(problem).split('\n');
    return `${paintNumber(`${i + 1})`)} ${first}\n${rest.map((l) => `   ${paintHint(l)}\n`).join('')}`;
  }).join('');
}

/** Problems by kind, the kinds in the order of KIND_TITLES with the others (always errors, the first to fix) first. */
function byKind(problems: SiteError[]): [ProblemKind | undefined, SiteError[]][] {
  const groups = new Map<ProblemKind | undefined, SiteError[]>([[undefined, []], ...Object.keys(KIND_TITLES).map((k): [ProblemKind, SiteError[]] => [k as ProblemKind, []])]);
  for (const problem of problems) groups.get(problem.kind)!.push(problem);
  return [...groups].filter(([, group]) => group.length > 0);
}

/** The problems of a group by what they are about (unknown components by name), the most frequent first; none when they are about nothing in particular. */
function bySubject(group: SiteError[]): [string, SiteError[]][] {
  const subjects = new Map<string, SiteError[]>();
  for (const problem of group) {
    if (!problem.subject) continue;
    const same = subjects.get(problem.subject);
    if (same) same.push(problem);
    else subjects.set(problem.subject, [problem]);
  }
  return [...subjects].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
}

/** "<Tabs2> 200, <Chart> 80 (and 3 more names)". */
function countedSubjects(subjects: [string, SiteError[]][]): string {
  const shown = subjects.slice(0, NAMES_SHOWN).map(([name, problems]) => `<${name}> ${problems.length}`).join(', ');
  return subjects.length > NAMES_SHOWN ? `${shown} (and ${plural(subjects.length - NAMES_SHOWN, 'more name')})` : shown;
}

/** The problems a group shows: the first place of each of its most frequent subjects, else its first problems. */
function examples(group: SiteError[], subjects: [string, SiteError[]][]): SiteError[] {
  const firsts = subjects.slice(0, SHOWN_PER_KIND).map(([, problems]) => problems[0]);
  for (const problem of group) {
    if (firsts.length === SHOWN_PER_KIND) break;
    if (!firsts.includes(problem)) firsts.push(problem);
  }
  return firsts;
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
