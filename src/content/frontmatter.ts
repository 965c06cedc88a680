// Splits a markdown file into validated front matter and body, keeping the line
// on which the body starts so that later errors can name the file's real line.
import matter from 'gray-matter';
import { SiteError } from '../errors.ts';
import { validateFrontMatter } from './frontmatter-schema.ts';
import { pageSettings } from './page-settings.ts';
import { replacePlaceholders, type PlaceholderValues } from '../placeholders.ts';
import type { FrontMatter, PageSource, SourceFile } from '../types.ts';

const FRONT_MATTER_BLOCK = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/;

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
  let data: Record<string, unknown> = {};
  let body = text;
  try {
    // Passing options turns off gray-matter's cache, which would keep every file alive.
    const parsed = plainFrontMatter(text) ?? matter(text, { excerpt: false });
    data = parsed.data ?? {};
    body = parsed.content;
  } catch (err) {
    const mark = (err as { mark?: { line: number; column: number } }).mark;
    const reason = (err as { reason?: string }).reason ?? (err as Error).message;
    const error = new SiteError(`Front matter is not valid YAML: ${reason}`, {
      file: source.path,
      // gray-matter hands js-yaml the text from the end of the opening "---" line,
      // so mark.line (0-based) counts from the file's first line.
      line: mark ? mark.line + 1 : 1,
      column: mark ? mark.column + 1 : undefined,
      hint: 'front matter is YAML between two "---" lines; quote values that contain ":" or "#"',
      cause: err,
    });
    // Keep the body, so that one bad front matter does not also break the links into this page.
    const block = FRONT_MATTER_BLOCK.exec(text)?.[0] ?? '';
    return { page: pageSource(source.path, {}, text.slice(block.length), countLines(block) + 1, {}, () => {}), errors: [error], notes: [] };
  }
  const bodyLine = text.endsWith(body) ? countLines(text.slice(0, text.length - body.length)) + 1 : 1;
  const keyLines = linesOfKeys(text, bodyLine);
  const keyLine = (key: string) => keyLines[key] ?? 1;
  const { frontMatter, errors, notes } = validateFrontMatter(withPlainDates(data) as Record<string, unknown>, source.path, keyLine);
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
 * left to gray-matter and YAML: undefined.
 */
export function plainFrontMatter(text: string): { data: Record<string, unknown>; content: string } | undefined {
  const open = text.startsWith('---\n') ? 4 : text.startsWith('---\r\n') ? 5 : 0;
  if (open === 0) return undefined;
  // gray-matter's rules: the block ends at the first "\n---"; the body starts after it and one line ending.
  const close = text.indexOf('\n---', open - 1);
  if (close === -1) return undefined;
  const data: Record<string, unknown> = {};
  for (const raw of text.slice(open, close).split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === '') continue;
    const match = PLAIN_LINE.exec(line);
    if (!match || match[1] in data || match[1] === '__proto__') return undefined;
    const [, key, double, single, word, integer] = match;
    if (word !== undefined && YAML_WORDS.has(word.toLowerCase())) return undefined;
    data[key] = double ?? single ?? word ?? Number(integer);
  }
  if (Object.keys(data).length === 0) return undefined;
  let content = text.slice(close + 4);
  if (content[0] === '\r') content = content.slice(1);
  if (content[0] === '\n') content = content.slice(1);
  return { data, content };
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

/** YAML dates (`date: 2025-03-04`) as ISO strings, so that front matter is plain data: "2025-03-04", or the full time when it has one. */
function withPlainDates(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString().replace(/T00:00:00\.000Z$/, '');
  if (Array.isArray(value)) return value.map(withPlainDates);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPlainDates(v)]));
  return value;
}

function countLines(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) n++;
  return n;
}
