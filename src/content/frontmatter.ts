// Splits a markdown file into validated front matter and body, keeping the line
// on which the body starts so that later errors can name the file's real line.
import matter from 'gray-matter';
import { SiteError } from '../errors.ts';
import { validateFrontMatter } from '../config-schema.ts';
import { replacePlaceholders, type PlaceholderValues } from '../placeholders.ts';
import type { PageSource, SourceFile } from '../types.ts';

const FRONT_MATTER_BLOCK = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/;

/** Front matter keys whose text may use placeholders, like `title: "{{productName}} docs"`. */
const TEXT_KEYS = ['title', 'description', 'sidebar_label'] as const;

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
    const parsed = matter(text, { excerpt: false });
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
    return { page: { file: source.path, frontMatter: {}, body: text.slice(block.length), bodyLine: countLines(block) + 1 }, errors: [error], notes: [] };
  }
  const bodyLine = text.endsWith(body) ? countLines(text.slice(0, text.length - body.length)) + 1 : 1;
  const keyLine = (key: string) => {
    const index = text.split('\n').findIndex((l, i) => i > 0 && i < bodyLine && l.startsWith(`${key}:`));
    return index < 0 ? 1 : index + 1;
  };
  const { frontMatter, errors } = validateFrontMatter(data, source.path, keyLine);
  for (const key of TEXT_KEYS) {
    const value = frontMatter[key];
    if (typeof value !== 'string') continue;
    frontMatter[key] = replacePlaceholders(value, placeholders, (u) => errors.push(
      new SiteError(`Unknown placeholder {{${u.name}}} in front matter "${key}"`, { file: source.path, line: keyLine(key), hint: u.hint }),
    ));
  }
  return { page: { file: source.path, frontMatter, body, bodyLine }, errors, notes: [] };
}

function countLines(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) n++;
  return n;
}
