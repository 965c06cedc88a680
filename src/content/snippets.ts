// Snippet imports, as VitePress writes them: a line of its own
//
//   <<< @/snippets/client.ts#setup{2,4 ts:line-numbers} [label]
//
// becomes a fenced code block of that file's text, in the language of its
// extension (or the one in braces), with the lines in braces highlighted. `@/`
// is the content folder; any other path is relative to the file that has the
// line, and none may leave the content folder. `#name` takes the lines between
// `#region name` and `#endregion` comments (`// #region name`, `# region name`,
// `<!-- #region name -->`, ...), of every region of that name, dedented. The file's text is inserted as it is:
// no placeholder, include or container in it is expanded.
import path from 'node:path/posix';
import { SiteError, closest, guessAmong } from '../errors.ts';
import type { AssetFile, LineSegment, SourceFile } from '../types.ts';
import { dedent } from './dedent.ts';

/** Files by content path (markdown, with its whole text, and the others): what expanding a page looks up. */
export interface Lookup<T> {
  get(path: string): T | undefined;
  keys(): Iterable<string>;
}

export type ContentFiles = Lookup<SourceFile | AssetFile>;

const LINE = /^([ \t]*)<<<[ \t]+(\S.*?)[ \t]*$/;
/** path, #region, {lines language}, then the rest of the fence meta ("[label]", a title). */
const SPEC = /^([^\s#{]+)(?:#([\w.-]+))?(?:\{([^}]*)\})?(?:\s+(.*))?$/;
/** A region's start or end comment, in the comment syntax of most languages. */
const REGION = /^\s*(?:(?:\/\/+|\/\*+|<!--|--|;+|'|\(\*)\s*#?|#\s*(?:pragma\s+)?)(end\s?)?region\b\s*([\w.-]*)/i;

interface Output {
  lines: string[];
  segments: LineSegment[];
  errors: SiteError[];
  /** Content paths of the snippet files read. */
  snippets: Set<string>;
}

/**
 * When `line` is a snippet import, adds its code block to `out` (or a problem
 * when the file or region cannot be found) and returns true.
 */
export function insertSnippet(out: Output, line: string, page: string, pageLine: number, files: ContentFiles | undefined): boolean {
  const match = line.includes('<<<') ? LINE.exec(line) : null;
  if (!match) return false;
  const [, indent, spec] = match;
  const problem = (message: string, hint: string) => {
    out.errors.push(new SiteError(message, { file: page, line: pageLine, column: indent.length + 1, hint }));
    out.lines.push(line);
    return true;
  };
  const parts = SPEC.exec(spec);
  if (!parts) return problem(`Cannot read the snippet import "<<< ${spec}"`, 'write <<< @/path/to/file.ts, optionally followed by #region and {2,4 ts}');
  const [, written, region, options = '', meta = ''] = parts;
  const target = written.startsWith('@/') || written.startsWith('/')
    ? path.normalize(written.replace(/^@?\//, ''))
    : path.normalize(path.join(path.dirname(page), written));
  if (target === '..' || target.startsWith('../')) {
    return problem(`The snippet ${written} is outside the content folder`, 'snippets come from the content folder: @/ starts there, other paths start at this file');
  }
  const file = files?.get(target);
  if (!file) {
    const guess = files && guessAmong(target, files);
    return problem(`Snippet file not found: ${written} (content/${target})`, guess ? `did you mean content/${guess}?` : 'the path is relative to this file; @/ starts from the content folder');
  }
  out.snippets.add(target);
  let text = ('text' in file ? file.text : file.bytes.toString('utf8')).replace(/\r\n?/g, '\n').replace(/\n$/, '');
  let firstLine = 1;
  if (region) {
    const found = regionOf(text, region);
    if (Array.isArray(found)) {
      const guess = closest(region, found);
      return problem(`The snippet ${written} has no region "${region}"`, guess ? `did you mean #${guess}?` : 'mark it in the file with a line "// #region name" before it and "// #endregion" after it');
    }
    ({ text, firstLine } = found);
  }
  const tokens = options.trim().split(/\s+/).filter(Boolean);
  const ranges = tokens.find((t) => /^[\d,-]+$/.test(t));
  const language = tokens.find((t) => t !== ranges) ?? languageOfFile(target);
  const fence = '`'.repeat(Math.max(3, longestFence(text) + 1));
  const info = [language, ranges && `{${ranges}}`, meta].filter(Boolean).join(' ');
  // The fences stand for the import line; the code lines are the snippet file's.
  out.lines.push(indent + fence + info);
  out.segments.push({ from: out.lines.length + 1, file: target, line: firstLine });
  for (const codeLine of text.split('\n')) out.lines.push(codeLine ? indent + codeLine : codeLine);
  out.segments.push({ from: out.lines.length + 1, file: page, line: pageLine });
  out.lines.push(indent + fence);
  return true;
}

/**
 * The lines of the regions named `name` (one after the other, when there are
 * several), each dedented, without any region's marker lines; else the names
 * of the regions the text has.
 */
function regionOf(text: string, name: string): { text: string; firstLine: number } | string[] {
  const names: string[] = [];
  const regions: string[][] = [];
  let firstLine = 0;
  /** 0: outside the region; else 1 + how many other regions are open inside it. */
  let depth = 0;
  text.split('\n').forEach((line, i) => {
    const marker = REGION.exec(line);
    if (!marker) {
      if (depth) regions[regions.length - 1].push(line);
      return;
    }
    const [, isEnd, markerName] = marker;
    if (!isEnd) {
      names.push(markerName);
      if (depth) depth++;
      else if (markerName === name) {
        depth = 1;
        firstLine ||= i + 2;
        regions.push([]);
      }
    } else if (depth) depth--;
  });
  if (!firstLine) return names;
  return { text: regions.flatMap(dedent).join('\n'), firstLine };
}

/** The language a file's extension names ("client.ts" → ts), which the code blocks know by that name. */
function languageOfFile(file: string): string {
  const name = path.basename(file);
  if (/^(?:docker|container)file$/i.test(name)) return 'dockerfile';
  return path.extname(name).slice(1).toLowerCase();
}

/** The longest run of backticks that starts a line: the fence around the text must be longer. */
function longestFence(text: string): number {
  let longest = 0;
  for (const match of text.matchAll(/^[ \t>]*(`{3,})/gm)) longest = Math.max(longest, match[1].length);
  return longest;
}
