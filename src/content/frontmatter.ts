// Splits a markdown file into validated front matter and body, keeping the line
// on which the body starts so that later errors can name the file's real line.
import { SiteError } from '../errors.ts';
import { LIMITS, countLines, readJson, readYaml } from './data.ts';
import { validateFrontMatter } from './frontmatter-schema.ts';
import { pageSettings } from './page-settings.ts';
import { replacePlaceholders, type PlaceholderValues } from '../placeholders.ts';
import type { FrontMatter, PageSource, SourceFile } from '../types.ts';

/** Front matter keys whose text may use placeholders, like `title: "{{productName}} docs"`. */
const TEXT_KEYS = ['title', 'description', 'sidebar_label', 'pagination_label'] as const;

export interface ParsedFrontMatter {
  page: PageSource;
  errors: SiteError[];
  /** What the writer may want to know but need not fix. */
  notes: SiteError[];
}

export function parseFrontMatter(source: SourceFile, placeholders: PlaceholderValues): ParsedFrontMatter {
  const text = source.text.replace(/^\uFEFF/, '');
  const found = plainFrontMatter(text) ?? readFrontMatter(text, source.path);
  if (found instanceof SiteError) {
    // Keep the body, so that one bad front matter does not also break the links into this page.
    const block = blockOf(text);
    const body = typeof block === 'string' ? text : block.body;
    return { page: pageSource(source.path, {}, body, lineOfBody(text, body), {}, () => {}), errors: [found], notes: [] };
  }
  const { data, content: body } = found;
  const bodyLine = lineOfBody(text, body);
  const keyLines = linesOfKeys(text, bodyLine);
  const keyLine = (key: string) => keyLines[key] ?? 1;
  const { frontMatter, errors, notes } = validateFrontMatter(data, source.path, keyLine);
  for (const key of TEXT_KEYS) {
    const value = frontMatter[key];
    if (typeof value !== 'string') continue;
    frontMatter[key] = replacePlaceholders(value, placeholders, (u) => errors.push(
      new SiteError(`Unknown placeholder {{${u.name}}} in front matter "${key}"`, { file: source.path, line: keyLine(key), hint: u.hint }),
    ));
  }
  const note = (key: string, message: string, hint?: string) => notes.push(new SiteError(message, { file: source.path, line: keyLine(key), hint }));
  return { page: pageSource(source.path, frontMatter, body, bodyLine, keyLines, note), errors, notes };
}

/** A front matter key, and the values read without YAML: a quoted string without escapes, a word or words, a small integer. */
const PLAIN_LINE = /^([A-Za-z_][\w-]*): +(?:"([^"\\]*)"|'([^']*)'|([A-Za-z][\w .,!?()/-]*?)|(0|[1-9]\d{0,9})) *$/;
/** Plain words YAML reads as something else (true, null…), in any case. */
const YAML_WORDS = new Set(['true', 'false', 'yes', 'no', 'on', 'off', 'y', 'n', 'null']);

/**
 * gray-matter's result for the front matter most files have, lines of
 * `key: value` as PLAIN_LINE reads them, without YAML (a tenth of a
 * millisecond a page, on the main thread before any page can be rendered).
 * Anything else (lists, nesting, comments, escapes, dates, a key twice) is
 * left to YAML: undefined.
 */
export function plainFrontMatter(text: string): { data: Record<string, unknown>; content: string } | undefined {
  const block = blockOf(text);
  // Too large for front matter is for the YAML reader to say.
  if (typeof block === 'string' || block.language !== '' || block.data.length > LIMITS.size) return undefined;
  const data: Record<string, unknown> = {};
  for (const raw of block.data.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === '') continue;
    const match = PLAIN_LINE.exec(line);
    if (!match || match[1] in data || match[1] === '__proto__') return undefined;
    const [, key, double, single, word, integer] = match;
    if (word !== undefined && YAML_WORDS.has(word.toLowerCase())) return undefined;
    data[key] = double ?? single ?? word ?? Number(integer);
  }
  if (Object.keys(data).length === 0) return undefined;
  return { data, content: block.body };
}

function pageSource(file: string, frontMatter: FrontMatter, body: string, bodyLine: number, keyLines: Record<string, number>, note: Parameters<typeof pageSettings>[1]): PageSource {
  return { file, frontMatter, settings: pageSettings(frontMatter, note), body, bodyLine, keyLines };
}

/** The line of each top-level key of the front matter (which starts on line 2). */
function linesOfKeys(text: string, bodyLine: number): Record<string, number> {
  const lines: Record<string, number> = {};
  const block = text.split('\n', bodyLine);
  for (let i = 1; i < block.length; i++) {
    const key = /^([^\s#:][^:]*?)\s*:/.exec(block[i])?.[1]?.replace(/^(["'])(.*)\1$/, '$2');
    if (key !== undefined && !(key in lines)) lines[key] = i + 1;
  }
  return lines;
}

const NOT_DATA = 'a page without front matter starts with its text: a first line "---" opens front matter, and a line "---" closes it';

/**
 * The front matter as data, and the body after it (gray-matter's rules, by
 * which pages have always been split: the block opens with "---" on the first
 * line and ends at the next line that starts with "---"). Front matter that is
 * not closed, not YAML (or JSON), or not a mapping of keys to values is an error.
 */
function readFrontMatter(text: string, file: string): { data: Record<string, unknown>; content: string } | SiteError {
  const block = blockOf(text);
  if (block === 'none') return { data: {}, content: text };
  if (block === 'not closed') {
    return new SiteError('Front matter is not closed: the "---" on line 1 has no closing "---" line, so the whole page would be front matter', {
      file, line: 1, hint: 'add a line "---" where the front matter ends, or remove the first line if the page has no front matter',
    });
  }
  const format = block.language.toLowerCase();
  if (format !== '' && format !== 'yaml' && format !== 'yml' && format !== 'json') {
    return new SiteError(`Front matter in "${block.language}" is not read: front matter is YAML (or JSON) data, never code`, { file, line: 1, hint: 'write "---" alone on the first line, and YAML below it' });
  }
  const source = { file, what: 'Front matter', line: 2, hint: 'front matter is YAML between two "---" lines; quote values that contain ":" or "#"' };
  const read = format === 'json' ? readJson(block.data, source) : readYaml(block.data, source);
  if (read.error) return read.error;
  if (read.value === null || read.value === undefined) return { data: {}, content: block.body };
  if (typeof read.value !== 'object' || Array.isArray(read.value)) {
    const what = Array.isArray(read.value) ? 'a list' : typeof read.value === 'string' ? 'a line of text' : `${typeof read.value} ${String(read.value)}`;
    return new SiteError(`Front matter must be keys and values, like "title: Setup", got ${what}`, { file, line: 2, hint: NOT_DATA });
  }
  return { data: read.value as Record<string, unknown>, content: block.body };
}

/**
 * The parts of the front matter block the text opens, by gray-matter's rules:
 * a first line "---" (not "----"), with a language after it or not; the
 * block ends at the next line that starts with "---", and the body starts
 * after that line's end.
 */
function blockOf(text: string): { language: string; data: string; body: string } | 'none' | 'not closed' {
  if (!text.startsWith('---') || text[3] === '-') return 'none';
  const opened = text.indexOf('\n');
  const close = opened === -1 ? -1 : text.indexOf('\n---', opened);
  if (close === -1) return 'not closed';
  let body = text.slice(close + 4);
  if (body[0] === '\r') body = body.slice(1);
  if (body[0] === '\n') body = body.slice(1);
  return { language: text.slice(3, opened).trim(), data: text.slice(opened + 1, close + 1), body };
}

/** The file's line on which the body starts. */
function lineOfBody(text: string, body: string): number {
  return text.endsWith(body) ? countLines(text.slice(0, text.length - body.length)) + 1 : 1;
}
