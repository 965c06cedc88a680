// Reads what `docs build` printed (src/log.ts: numbered errors and warnings,
// notes said once with "(and N other places)") back into problems, and groups
// them by kind: the message with its file-specific parts (quoted names, paths,
// links, numbers) taken out, so that 171 unknown keys make one line.

export type Level = 'error' | 'warning' | 'note';

export interface Problem {
  level: Level;
  /** Absolute path, when the message names a file. */
  file?: string;
  line?: number;
  message: string;
  hint?: string;
  /** How many places the line stands for (a note said once for several). */
  count: number;
}

export interface Kind {
  level: Level;
  kind: string;
  count: number;
  files: number;
  /** The first thing taken out of each message ("id" for an unknown key "id"), and how often. */
  values: [string, number][];
  example: string;
}

const NUMBERED = /^(\d+)\) (.*)$/;
const NOTE = /^note: (.*?)(?: \(and (\d+) other places?\))?$/;
// "/abs/path/file.md:12:3  message": the location, two spaces, the message.
const LOCATED = /^(\/.*?)(?::(\d+))?(?::(\d+))?  (.*)$/;

export function parseProblems(stderr: string): Problem[] {
  const problems: Problem[] = [];
  let level: Level = 'error';
  let last: Problem | undefined;
  for (const raw of stderr.split('\n')) {
    const line = raw.replace(/\x1b\[[0-9;]*m/g, '');
    if (/^✖ /.test(line)) level = 'error';
    else if (/^\d+ warnings?:$/.test(line)) level = 'warning';
    const numbered = NUMBERED.exec(line);
    const note = numbered ? null : NOTE.exec(line);
    if (numbered || note) {
      const text = numbered ? numbered[2] : note![1];
      const at = LOCATED.exec(text);
      last = {
        level: numbered ? level : 'note',
        ...(at ? { file: at[1], line: at[2] ? Number(at[2]) : undefined, message: at[4] } : { message: text }),
        count: note?.[2] ? Number(note[2]) + 1 : 1,
      };
      problems.push(last);
    } else if (last && /^\s+hint: /.test(line)) {
      last.hint = line.replace(/^\s+hint: /, '');
    } else if (last && /^\s{3}/.test(line) && !last.hint) {
      last.message += '\n' + line.trim();
    } else if (line.trim()) {
      last = undefined;
    }
  }
  return problems;
}

/** "Unknown front matter key "id"" → { kind: 'Unknown front matter key "X"', value: 'id' }. */
export function kindOf(message: string): { kind: string; value?: string } {
  let value: string | undefined;
  const take = (found: string, replacement: string) => ((value ??= found), replacement);
  const kind = message
    .split('\n')[0]
    .replace(/ \(content\/[^)]*\)/g, '')
    .replace(/, got .*$/, ', got X') // the value given: the key it was given for says more
    .replace(/(?<=^Broken (?:link|anchor)[^:]*: )\S+(?= (?:points to|names) )/, (link) => take(link, 'X'))
    .replace(/\{\{(.*?)\}\}/g, (_, name) => take(name, '{{X}}'))
    .replace(/"([^"]*)"/g, (_, v) => take(v, '"X"'))
    .replace(/`([^`]*)`/g, (_, v) => take(v, '`X`'))
    // Paths, links, routes and anchors: any word with a slash, a hash or a file extension.
    .replace(/(?<=^|[\s(])([^\s"`(]*(?:\/|#|\.mdx?\b)[^\s"`]*?)(?=[,:;)]?(?:\s|$))/g, (w) => take(w, 'X'))
    .replace(/\d+/g, 'N');
  return { kind, value };
}

export function groupByKind(problems: Problem[]): Kind[] {
  const groups = new Map<string, { level: Level; kind: string; count: number; files: Set<string>; values: Map<string, number>; first: Problem }>();
  for (const problem of problems) {
    const { kind, value } = kindOf(problem.message);
    const key = `${problem.level}\0${kind}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { level: problem.level, kind, count: 0, files: new Set(), values: new Map(), first: problem }));
    group.count += problem.count;
    if (problem.file) group.files.add(problem.file);
    if (value !== undefined) group.values.set(value, (group.values.get(value) ?? 0) + problem.count);
  }
  return [...groups.values()]
    .map((g) => ({
      level: g.level,
      kind: g.kind,
      count: g.count,
      files: g.files.size,
      values: [...g.values].sort((a, b) => b[1] - a[1]),
      example: describe(g.first),
    }))
    .sort((a, b) => b.count - a.count);
}

export function describe(problem: Problem): string {
  const where = problem.file ? `${problem.file}${problem.line ? `:${problem.line}` : ''}  ` : '';
  return `${where}${problem.message.split('\n')[0]}${problem.hint ? ` (hint: ${problem.hint})` : ''}`;
}
