// YAML and JSON that the site's writers write (front matter, _category_ files),
// read with limits: any contributor's page is input to every build, so a few
// hundred bytes must not be able to take the build down. Past a limit the
// reader gives an error naming the file and line, in milliseconds.
//
// YAML is read by js-yaml's safe schema (gray-matter's reader, through which
// pages have always been read, so values are what they were: dates become ISO
// strings, `yes` and `no` stay words). It is several times faster than the
// `yaml` package on front matter, and its aliases (*name) are references to
// what their anchor (&name) names: an "alias bomb" parses in milliseconds
// into a small graph, and it is the copy of it as plain data, here, that is
// bounded before it can grow.
import matter from 'gray-matter';
import { SiteError } from '../errors.ts';

export const LIMITS = {
  /** Characters of one front matter block or data file. */
  size: 1_000_000,
  /** Lists and mappings inside one another. */
  depth: 100,
  /** Values (strings, numbers, lists, mappings…) once every alias is replaced by what its anchor names. */
  values: 100_000,
};

export type DataRead = { value: unknown; error?: undefined } | { error: SiteError; value?: undefined };

/** Where the text is and what it is: `what` starts the messages ("Front matter", "Category file"); `line` is the file's line of the text's first line. */
export interface DataSource {
  file: string;
  what: string;
  line?: number;
  hint?: string;
}

const yaml = (matter as unknown as { engines: { yaml: { parse(text: string): unknown } } }).engines.yaml;

export function readYaml(text: string, source: DataSource): DataRead {
  return read(text, source, 'YAML', yaml.parse, (err) => (err as { mark?: { position: number } }).mark?.position);
}

export function readJson(text: string, source: DataSource): DataRead {
  return read(text, source, 'JSON', JSON.parse, (err) => {
    const position = /position (\d+)/.exec((err as Error).message)?.[1];
    return position === undefined ? undefined : Number(position);
  });
}

function read(text: string, source: DataSource, format: string, parse: (text: string) => unknown, offsetOf: (err: unknown) => number | undefined): DataRead {
  if (text.length > LIMITS.size) {
    return { error: at(source, text, undefined, `is too large: ${text.length.toLocaleString('en')} characters, more than ${LIMITS.size.toLocaleString('en')}`, 'keep large data in a file of its own') };
  }
  // The parsers recurse into brackets: stop before they run out of stack.
  const deep = deepBrackets(text);
  if (deep !== undefined) return { error: at(source, text, deep, TOO_DEEP) };
  let value: unknown;
  try {
    value = parse(text);
  } catch (err) {
    if (err instanceof RangeError) return { error: at(source, text, undefined, TOO_DEEP) }; // nested by indentation
    const reason = ((err as { reason?: string }).reason ?? (err as Error).message).split('\n')[0];
    return { error: at(source, text, offsetOf(err), `is not valid ${format}: ${reason}`, source.hint, err) };
  }
  const copy = plainData(value);
  if (copy.problem) {
    const keyLine = copy.key === undefined ? undefined : lineOfKey(text, copy.key);
    const where = copy.key === undefined ? '' : ` (in "${copy.key}")`;
    const line = keyLine === undefined ? source.line : (source.line ?? 1) + keyLine - 1;
    const hint = copy.problem === TOO_MANY
      ? 'an alias (*name) repeats what its anchor (&name) names, and aliases of aliases multiply: a few hundred characters can name billions of values'
      : undefined;
    return { error: new SiteError(`${source.what} ${copy.problem}${where}`, { file: source.file, line, hint }) };
  }
  return { value: copy.value };
}

const TOO_DEEP = `nests lists and mappings more than ${LIMITS.depth} levels deep`;
const TOO_MANY = `expands to more than ${LIMITS.values.toLocaleString('en')} values once its aliases (*name) are replaced by what they name`;

/**
 * The value as plain data, a tree: dates as ISO strings ("2025-03-04", or the
 * full time when it has one), and each alias a copy. Stops at the limits,
 * naming the top-level key it was in.
 */
function plainData(root: unknown): { value?: unknown; problem?: string; key?: string } {
  let values = 0;
  let problem: string | undefined;
  const copy = (value: unknown, depth: number): unknown => {
    if (problem) return undefined;
    if (++values > LIMITS.values) {
      problem = TOO_MANY;
      return undefined;
    }
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString().replace(/T00:00:00\.000Z$/, '');
    if (value === null || typeof value !== 'object') return value;
    if (depth >= LIMITS.depth) {
      problem = TOO_DEEP;
      return undefined;
    }
    if (Array.isArray(value)) return value.map((item) => copy(item, depth + 1));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v, depth + 1)]));
  };
  if (root === null || typeof root !== 'object' || root instanceof Date || Array.isArray(root)) {
    const value = copy(root, 0);
    return problem ? { problem } : { value };
  }
  const value: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(root)) {
    // Defined, not assigned: a key "__proto__" is a key like any other.
    Object.defineProperty(value, key, { value: copy(item, 1), enumerable: true, writable: true, configurable: true });
    if (problem) return { problem, key };
  }
  return { value };
}

/**
 * Where brackets ([ and {) nest past the depth limit. Brackets in quoted
 * text count too: a hundred unclosed ones are no writer's.
 */
function deepBrackets(text: string): number | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b || c === 0x7b) {
      if (++depth > LIMITS.depth) return i;
    } else if ((c === 0x5d || c === 0x7d) && depth > 0) {
      depth--;
    }
  }
  return undefined;
}

/** The line (from 1) on which a YAML or JSON text first names a key: `key:`, `"key":` or `'key':`. */
export function lineOfKey(text: string, key: string): number | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|[{,\\s])(?:"${escaped}"|'${escaped}'|${escaped})\\s*:`).exec(text);
  return match ? countLines(text.slice(0, match.index + match[0].search(/\S/))) + 1 : undefined;
}

/** An error at a character of the text, with the file's line and column. */
function at(source: DataSource, text: string, offset: number | undefined, problem: string, hint = source.hint, cause?: unknown): SiteError {
  let line = source.line;
  let column: number | undefined;
  if (offset !== undefined) {
    const before = text.slice(0, offset);
    line = (source.line ?? 1) + countLines(before);
    column = offset - before.lastIndexOf('\n');
  }
  return new SiteError(`${source.what} ${problem}`, { file: source.file, line, column, hint, cause });
}

export function countLines(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) n++;
  return n;
}
