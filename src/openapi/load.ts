// Reads an OpenAPI document: its file and every file its `$ref`s reach, each
// parsed with `yaml` (JSON is YAML), which keeps where every value was written,
// so that a problem names the file, the line and the JSON pointer. Swagger 2.0
// is converted to OpenAPI 3.0 first. `$ref`s are not replaced by what they name
// (a recursive schema would be endless): `follow` looks them up when the pages
// reach them.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import jsYaml from 'js-yaml';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { SiteError } from '../errors.ts';
import { formatBytes } from '../log.ts';
import { convertSwagger2, swagger2Tokens } from './swagger2.ts';
import { escapeToken, pointerOf, pointerTokens, valueAt } from './pointer.ts';
import { jsonPointerLines, yamlPointerLines, type PointerLines } from './places.ts';
import { linkTarget, readableIn } from '../content/readable.ts';

/** A place in the document: the file (a file: URL) and the JSON pointer in it ("#/paths/~1leases/get"). */
export interface Loc {
  file: string;
  pointer: string;
}

/** A place as one string ("file:///…/openapi.yaml#/components/schemas/Lease"): what recursion and reuse are told apart by. */
export function placeOf(loc: Loc): string {
  return `${loc.file}#${loc.pointer}`;
}

export interface LoadedSpec {
  /** The document's own file, absolute. */
  file: string;
  /** The top of that file: where its paths, components and security schemes are. */
  root: Loc;
  /** The OpenAPI it is written in (its structure is checked against that version's schema). */
  written: Written;
  /** Read for pages that leave out what it marks x-internal: true (see hiddenIn); its checks read all of it. */
  hidesInternal?: boolean;
  /** How it is read: "3.0" or "3.1" (Swagger 2.0 as the 3.0 it converts to; 3.2, a superset of 3.1 with the same schemas, as 3.1). */
  version: '3.0' | '3.1';
  /** Converted from Swagger 2.0: its places are told in the 2.0 document's terms (swagger2.ts). */
  converted: boolean;
  /** The document, as plain data. */
  api: Record<string, any>;
  /** Every file read: the document's and those its $refs name (docs serve watches them). */
  files: string[];
  /** Each file's data by its file: URL, the document's as converted: what validators resolve $refs in. */
  documents(): [string, unknown][];
  /** Each file's data as read (the document's before a conversion from Swagger 2.0), by file URL: what loadSpec takes instead of parsing the files again. */
  parsed: ReadonlyMap<string, unknown>;
  /** What a `$ref` at `loc` names, followed through further `$ref`s, and where it is. */
  follow(node: unknown, loc: Loc): { node: any; loc: Loc };
  /** As follow, but undefined where follow throws for a $ref (leads nowhere, or to itself). */
  tryFollow(node: unknown, loc: Loc): { node: any; loc: Loc } | undefined;
  /**
   * The file (absolute) and line of a place, for messages; and its pointer as written, where that is another (Swagger
   * 2.0). `asWritten`: the place is one of a Swagger 2.0 document as written already, not of the 3.0 it converts to.
   */
  where(loc: Loc, asWritten?: boolean): { file: string; line?: number; pointer?: string };
  /** The line of a place (an operation, a schema, a tag): see places.ts. */
  lineOf(loc: Loc): number | undefined;
  /**
   * The line of the `offset`th line (from 0) of the text at `loc` (a description) as the views write it, trimmed: where the
   * file holds its lines as they are (a literal block scalar, "|", or a file of its own); else where it is (lineOf).
   */
  lineInText(loc: Loc, offset: number): number | undefined;
  /** A problem at a place, naming its file, line and pointer (`asWritten` as for `where`). */
  problem(message: string, loc: Loc, hint?: string, asWritten?: boolean): SiteError;
}

/** Files larger than this are not read: a spec of tens of megabytes is a mistake (or an attack) before it is an API. */
const MAX_FILE_BYTES = 64 * 1024 * 1024;
/** The files read as data; a file of another extension that a $ref names is read as text ("code_samples/get.cs", "intro.md"). */
/** A URL's scheme ("https:"); of two letters or more, so that a Windows path's drive ("C:") is none. */
const URL_SCHEME = /^[a-z][a-z0-9+.-]+:/i;
const YAML_OR_JSON = /(\.ya?ml|\.json|\/[^./]*)$/i;
/** How many `$ref`s in a row may name another `$ref`. */
const MAX_REF_CHAIN = 64;
/**
 * Deeper than this, a document's values are refused: the walks of a schema or an example recurse (the property
 * lists, the samples, the validator), and a value thousands of levels deep would overflow the stack. The limit is
 * js-yaml's own, which a YAML document met already; documents nest a few dozen levels.
 */
const MAX_NESTING = 100;
/** js-yaml's core schema (YAML 1.2: no dates, no yes/no), and its limit of nesting (an option its types do not name). */
const YAML_OPTIONS = { schema: jsYaml.CORE_SCHEMA, maxDepth: MAX_NESTING };
const TOO_DEEP = `Values nested more than ${MAX_NESTING} levels deep`;
const TOO_DEEP_HINT = 'a schema or an example this deep cannot be shown or checked: name its parts in components and use $ref';

/** A problem of a Swagger 2.0 document as written: what the structure's checks find (structure.ts, swagger2Problems). */
export interface WrittenProblem {
  message: string;
  pointer: string;
  hint?: string;
}

/**
 * `within`: the folders whose files the document's $refs may name, besides the document's own folder (the site's:
 * content/readable.ts), hidden files left out, links followed: a document the writer does not own cannot publish a key or a
 * password by naming it.
 * `parsed`: the files' data as another loadSpec read it (LoadedSpec.parsed), which the files' texts are not parsed again
 * for (the checks' thread, check-apart.ts).
 * `explain`: what is wrong with a Swagger 2.0 document the converter cannot read; the error names the first of it, at its
 * line, rather than the converter's own words (given by the caller: the structure's checks read documents loaded here).
 */
export async function loadSpec(file: string, { within, parsed, explain }: { within?: string[]; parsed?: ReadonlyMap<string, unknown>; explain?: (api: unknown) => WrittenProblem[] } = {}): Promise<LoadedSpec> {
  // Each file's text; where its values were written is worked out only when asked (see places.ts).
  const texts = new Map<string, string>();
  const datas = new Map<string, unknown>();
  const rootUrl = pathToFileURL(file).href;
  // In one of those folders once its links are followed, and not hidden (see content/readable.ts).
  const readable = within && readableIn([...within, path.dirname(file)], { hidden: false });
  const read = (url: string, text: string): unknown => {
    texts.set(url, text);
    let data: unknown = parsed?.get(url);
    if (data !== undefined) {
      datas.set(url, data);
      return data;
    }
    // A file a $ref names that is not YAML or JSON (a code sample's source, a description in markdown) is its text, as Redocly reads it.
    if (url !== rootUrl && !YAML_OR_JSON.test(url)) {
      datas.set(url, text);
      return text;
    }
    try {
      // js-yaml's core schema (YAML 1.2: no dates, no yes/no) reads a large document ten times as fast as yaml's
      // document model, which keeps every value's place; JSON.parse faster still.
      data = readsAsJson(text, url) ? JSON.parse(text) : jsYaml.load(text, { ...YAML_OPTIONS, filename: url });
    } catch (err) {
      const mark = (err as { mark?: { line: number; column: number } }).mark;
      const reason = (err as { reason?: string }).reason ?? (err as Error).message.split('\n')[0];
      const tooDeep = reason.startsWith('nesting exceeded maxDepth');
      throw new SiteError(tooDeep ? TOO_DEEP : `Not a YAML or JSON document: ${reason}`, {
        file: fileURLToPath(url), line: mark ? mark.line + 1 : undefined, column: mark ? mark.column + 1 : undefined, hint: tooDeep ? TOO_DEEP_HINT : 'an OpenAPI document is YAML or JSON',
      });
    }
    // An alias is the same object in two places: a walk of the tree meets it twice. Nested aliases (a "billion
    // laughs") make a tree far larger than its text; such a document is refused before anything walks it.
    const tree = measureTree(data, text.length * 4 + 10_000);
    if (tree.size === undefined) {
      throw new SiteError('The YAML\'s aliases expand too far: the document would be many times larger than its text', {
        file: fileURLToPath(url), hint: 'an OpenAPI document needs few YAML aliases (&name, *name); write the values out or use $ref',
      });
    }
    if (tree.depth > MAX_NESTING) {
      const pointer = pathTooDeep(data);
      // The YAML parser that keeps places recurses as deep as the text nests: on JSON thousands of levels deep, V8 ran
      // out of stack inside it and stopped the process (no error to catch). JSON's nesting is found by its brackets; a
      // YAML file that js-yaml read nests no deeper than its limit as written (its aliases nest the values further).
      let line: number | undefined;
      if (readsAsJson(text, url)) line = lineNestedTooDeep(text);
      else {
        try {
          line = lineOfPointer(url, pointer);
        } catch {
          // a place the parser cannot find: the line goes unnamed
        }
      }
      throw new SiteError(`${TOO_DEEP}, at ${pointer.length > 120 ? `${pointer.slice(0, 120)}…` : pointer}`, { file: fileURLToPath(url), line, hint: TOO_DEEP_HINT });
    }
    // Walked whatever the text looks like: an escape ("\u0024ref") writes a $ref that no search of the text finds.
    if (readable && data && typeof data === 'object') {
      const outside = refOutside(data, url, readable);
      if (outside) throw notReadable('$ref', outside.ref, outside.target, { file: url, pointer: outside.pointer });
    }
    datas.set(url, data);
    return data;
  };
  /** A $ref, or an example's externalValue, written at `at`, that names a file outside the folders the document may read. */
  const notReadable = (what: '$ref' | 'externalValue', ref: string, target: string, at: Loc) => {
    const leads = linkTarget(target);
    return new SiteError(`The ${what} "${ref}" names a file the document may not read: ${target}${leads ? ` (a link to ${leads})` : ''}`, {
      file: fileURLToPath(at.file), line: lineOfPointer(at.file, at.pointer), hint: `${what === '$ref' ? 'a' : 'an'} ${what} names a file in ${within!.map((folder) => `${folder}${path.sep}`).join(', ')} or ${path.dirname(file)}${path.sep} that is not hidden (".env"), nor a link to a file elsewhere; copy the file there`,
    });
  };
  /** The line of a pointer in a file: JSON's found by its brackets, YAML's from indentation and its parser. */
  const finders = new Map<string, PointerLines>();
  const lineOfPointer = (url: string, pointer: string): number | undefined => {
    const text = texts.get(url);
    if (text === undefined) return undefined;
    if (!finders.has(url)) finders.set(url, readsAsJson(text, url) ? jsonPointerLines(text) : yamlPointerLines(text));
    return finders.get(url)!(pointer);
  };

  let rootText: string;
  try {
    rootText = readText(file);
  } catch (err) {
    if (err instanceof SiteError) throw err;
    throw new SiteError(`Cannot read the OpenAPI document: ${(err as Error).message}`, { file, hint: 'check the "spec" path of this entry of "openapi" in site.config.ts (relative to the site folder)' });
  }
  let api = read(rootUrl, rootText) as Record<string, any>;
  if (!api || typeof api !== 'object' || Array.isArray(api)) {
    throw new SiteError('Not an OpenAPI document: the file holds no mapping of keys', { file, line: 1, hint: 'an OpenAPI document starts with "openapi: 3.1.0" (or 3.0.x, or "swagger: \'2.0\'")' });
  }
  const written = writtenIn(api);
  if (!written) throw versionError(file, lineOfPointer(rootUrl, `/${api.swagger !== undefined ? 'swagger' : 'openapi'}`), api.swagger !== undefined ? 'swagger' : 'openapi', String(api.swagger ?? api.openapi ?? ''));
  const converted = written === '2.0';
  if (converted) {
    try {
      api = await convertSwagger2(api, file);
    } catch (err) {
      const [first, ...more] = explain?.(api) ?? [];
      if (!first) throw err;
      throw new SiteError(`This Swagger 2.0 document cannot be converted to OpenAPI 3.0: ${first.message} (at ${first.pointer || '#'})`, {
        file, line: lineOfPointer(rootUrl, first.pointer), hint: `${first.hint ?? 'fix it'}${more.length ? ` (the document has ${more.length} more problem${more.length === 1 ? '' : 's'} of Swagger 2.0's structure; each is told once it can be read)` : ''}`,
      });
    }
  }
  const version = written === '2.0' || written === '3.0' ? '3.0' : '3.1';

  // $RefParser finds and reads every file the $refs name (relative paths, other files' pointers), parsing each here;
  // a document whose $refs all point into itself (most) needs none of it.
  const problems: SiteError[] = [];
  // A file $RefParser reads that readText() or read() refuses (too large, not YAML, nested too deep, a $ref out of the
  // folders): with continueOnError it is kept as the file's error, thrown only when a page reads the file, without
  // its file and line.
  const refused: SiteError[] = [];
  const keepRefusal = <T>(step: () => T): T => {
    try {
      return step();
    } catch (err) {
      if (err instanceof SiteError) refused.push(err);
      throw err;
    }
  };
  let refs: { get(path: string): unknown } | undefined;
  if (hasExternalRefs(api)) try {
    refs = await ($RefParser.resolve as (...args: unknown[]) => Promise<{ get(path: string): unknown }>)(file, api, {
      continueOnError: true,
      // Files are read here (the package's own reader imports "fs" dynamically, which the launcher's code-cached bundle cannot).
      resolve: {
        http: false, external: true,
        file: { order: 1, canRead: (f: { url: string }) => !URL_SCHEME.test(f.url) || f.url.startsWith('file:'), read: (f: { url: string }) => keepRefusal(() => readText(fileURLToPath(asUrl(f.url)))) },
      },
      parse: {
        json: false, text: false, binary: false,
        yaml: { order: 1, canParse: true, allowEmpty: false, parse: (f: { url: string; data: unknown }) => keepRefusal(() => read(asUrl(f.url), String(f.data))) } as any,
      },
    } as any);
  } catch (err) {
    if (refused.length) throw refused[0];
    // With continueOnError, the files that could not be read or parsed are reported together.
    const group = err as { errors?: { message: string; source?: string; path?: (string | number)[] | null }[] };
    const own = err instanceof SiteError ? [err] : [];
    for (const e of group.errors ?? []) {
      if ((e as unknown) instanceof SiteError) { own.push(e as unknown as SiteError); continue; }
      const source = e.source && e.source.startsWith('file:') ? fileURLToPath(e.source) : e.source;
      problems.push(new SiteError(`Cannot resolve a $ref: ${e.message.split('\n')[0]}`, { file: source ?? file, hint: 'a $ref names another file relative to the one it is in, then a JSON pointer after "#"' }));
    }
    if (own.length) throw own[0];
    if (!problems.length) throw err;
  }
  if (refused.length) throw refused[0];
  if (problems.length) throw problems[0];

  /** Where a place of a converted Swagger 2.0 document was in the 2.0 document, as a pointer (swagger2.ts). */
  const originalPointer = (pointer: string) => pointerOf(swagger2Tokens(pointerTokens(pointer), api, datas.get(rootUrl) as Record<string, any>));
  const where = (loc: Loc, asWritten = false): { file: string; line?: number; pointer?: string } => {
    const abs = fileURLToPath(loc.file);
    if (converted && loc.file === rootUrl && !asWritten) {
      const pointer = originalPointer(loc.pointer);
      return { file: abs, line: lineOfPointer(rootUrl, pointer), pointer };
    }
    return { file: abs, line: lineOfPointer(loc.file, loc.pointer) };
  };
  const problem = (message: string, loc: Loc, hint?: string, asWritten?: boolean) => {
    const at = where(loc, asWritten);
    return new SiteError(`${message} (at ${(at.pointer ?? loc.pointer) || '#'})`, { file: at.file, line: at.line, hint });
  };
  /** A $ref as the writer wrote it: a converted Swagger 2.0 document's own ones named what its 2.0 document names. */
  const asWritten = (ref: string, at: Loc) => (converted && at.file === rootUrl && ref.startsWith('#/') ? `#${originalPointer(ref.slice(1))}` : ref);
  // Each file's data, and where each $ref written in a file leads, worked out once: the pages follow the same $refs
  // thousands of times, and making URLs and paths took a large split document (DigitalOcean's) more than a second.
  const tops = new Map<string, unknown>();
  /** The files a $ref names that could not be read (one that is not there): why, by URL. */
  const unreadable = new Map<string, string>();
  const topOf = (url: string) => {
    if (url === rootUrl) return api;
    if (!tops.has(url)) {
      let top: unknown;
      try {
        top = refs?.get(fileURLToPath(url));
      } catch (err) {
        // Kept by the resolver as that file's error (continueOnError): a $ref into it names nothing, which the checks report.
        unreadable.set(url, whyUnreadable(err));
      }
      tops.set(url, top);
    }
    return tops.get(url);
  };
  // An example's externalValue that is a relative URL names a file of the example (OpenAPI's Example Object): read as a
  // $ref's file is, by the same rules (the folders it may be in, its size, its text where it is not YAML or JSON), so that
  // following `{ $ref: <it> }` from the example finds its value, and docs serve watches it.
  for (const [url, data] of [...datas]) {
    // Walked only where the text has the word: most documents have none, and a walk of GitHub's costs a tenth of a second.
    if (!texts.get(url)?.includes('externalValue')) continue;
    for (const found of externalValuesIn(url === rootUrl ? api : data)) {
      const target = new URL(found.ref, url);
      target.hash = '';
      if (target.protocol !== 'file:' || datas.has(target.href) || tops.has(target.href)) continue;
      const targetFile = fileURLToPath(target);
      if (readable && !readable(targetFile)) throw notReadable('externalValue', found.ref, targetFile, { file: url, pointer: found.pointer });
      try {
        tops.set(target.href, read(target.href, readText(targetFile)));
      } catch (err) {
        if (err instanceof SiteError) throw err;
        tops.set(target.href, undefined);
        unreadable.set(target.href, whyUnreadable(err));
      }
    }
  }
  const targets = new Map<string, { href: string; pointer: string }>();
  const targetOf = (ref: string, base: string) => {
    const key = `${base}\0${ref}`;
    let found = targets.get(key);
    if (!found) {
      const target = new URL(ref, base);
      const pointer = decodeURIComponent(target.hash || '#');
      target.hash = '';
      targets.set(key, (found = { href: target.href, pointer }));
    }
    return found;
  };
  const valueIn = (url: string, pointer: string): { found: boolean; value?: unknown } => {
    const top = topOf(url);
    return top === undefined ? { found: false } : valueAt(top, pointerTokens(pointer));
  };

  /** Follows the $refs from `node`; where one leads nowhere, what `fail` makes of the problem. */
  const chase = <T>(node: unknown, loc: Loc, fail: (message: string, at: Loc, hint: string) => T): { node: any; loc: Loc } | T => {
    let current: any = node;
    let at = loc;
    const seen = new Set<string>();
    while (current && typeof current === 'object' && typeof current.$ref === 'string') {
      const target = targetOf(current.$ref, at.file);
      const pointer = target.pointer;
      const key = `${target.href}${pointer}`;
      if (seen.has(key)) {
        return fail(`A $ref that names itself, through ${seen.size} $ref${seen.size === 1 ? '' : 's'}: ${asWritten(current.$ref, at)}`, at, 'a $ref must end at a value that is not only a $ref');
      }
      if (seen.size >= MAX_REF_CHAIN) {
        return fail(`More than ${MAX_REF_CHAIN} $refs in a row, each naming only another: ${asWritten(current.$ref, at)}`, at, 'make a $ref name the value it stands for, not a $ref to it');
      }
      seen.add(key);
      const found = valueIn(target.href, pointer);
      if (!found.found) {
        const missing = unreadable.get(target.href);
        if (missing) return fail(`Broken $ref: ${asWritten(current.$ref, at)} names a file that cannot be read (${missing}): ${fileURLToPath(target.href)}`, { file: at.file, pointer: `${at.pointer}/$ref` }, 'a $ref names another file relative to the one it is in');
        return fail(`Broken $ref: ${asWritten(current.$ref, at)} names nothing`, { file: at.file, pointer: `${at.pointer}/$ref` }, pointerHint(target.href === at.file ? undefined : target.href));
      }
      // OpenAPI 3.1 lets a $ref's summary and description stand beside it, over those of what it names.
      const siblings = Object.keys(current).filter((k) => k !== '$ref');
      const next: any = found.value;
      current = siblings.length && next && typeof next === 'object' && !Array.isArray(next) ? { ...next, ...pick(current, siblings) } : next;
      at = { file: target.href, pointer: pointer === '#' ? '' : pointer.replace(/^#/, '') };
    }
    return { node: current, loc: at };
  };
  const follow = (node: unknown, loc: Loc) => chase(node, loc, (message, at, hint): never => {
    throw problem(message, at, hint);
  });
  // Not placed: finding a problem's line may parse its whole file, and a lenient reader drops it.
  const tryFollow = (node: unknown, loc: Loc) => chase(node, loc, () => undefined);

  const documents = (): [string, unknown][] => [...datas].map(([url, data]) => [url, url === rootUrl ? api : data]);
  const keyLine = (loc: Loc): number | undefined => {
    if (loc.pointer === '') return 1;
    return lineOfPointer(loc.file, converted && loc.file === rootUrl ? originalPointer(loc.pointer) : loc.pointer);
  };
  const fileLines = new Map<string, string[]>();
  const lineInText = (loc: Loc, offset: number): number | undefined => {
    const start = keyLine(loc);
    const text = texts.get(loc.file);
    if (start === undefined || text === undefined) return start;
    if (!fileLines.has(loc.file)) fileLines.set(loc.file, text.split('\n'));
    const lines = fileLines.get(loc.file)!;
    // A markdown file a $ref names (its whole text), or a block scalar whose header ends its key's line.
    const whole = loc.pointer === '' && typeof datas.get(loc.file) === 'string';
    if (!whole && !LITERAL_BLOCK.test(lines[start - 1] ?? '')) return foldedLine(lines, start, offset, () => valueIn(loc.file, loc.pointer).value) ?? start;
    const keyIndent = whole ? -1 : indentOf(lines[start - 1]);
    // From 0: the text's first line (its leading blank lines are trimmed), and the line asked for.
    let first = whole ? 0 : start;
    while (first < lines.length && !lines[first].trim()) first++;
    const line = first + offset;
    // A block scalar ends before the first line indented no deeper than its key: a line past it is not the text's (a fence the views closed).
    for (let i = first; i <= line; i++) if (i >= lines.length || (lines[i].trim() && indentOf(lines[i]) <= keyIndent)) return start;
    return line + 1;
  };
  return { file, root: { file: rootUrl, pointer: '' }, written, version, converted, api, files: [...texts.keys()].map((u) => fileURLToPath(u)), documents, parsed: datas, follow, tryFollow, where, lineOf: keyLine, lineInText, problem };
}

/** A key's line that a literal block scalar's header ends ("description: |", "|-", "|2+", a comment after it). */
const LITERAL_BLOCK = /:\s+\|[1-9+-]{0,2}(?:\s+#.*)?\s*$/;
/** A key's line that a folded block scalar's header ends ("description: >", ">-"). */
const FOLDED_BLOCK = /:\s+>[1-9+-]{0,2}(?:\s+#.*)?\s*$/;
/** A key's line whose plain value starts on it and may go on below ("description: Lists the leases"). */
const PLAIN_START = /^\s*[\w$.-]+:\s+(?![|>"'#&*!{[\]])(\S.*)$/;

/**
 * The line that starts the `offset`th line of a folded text: a folded block scalar (">") or a plain one written on
 * several lines, whose lines YAML joins with spaces, each blank line ending a line of the text. So the line of a
 * paragraph (not of a line inside it, which the text no longer has). Undefined where that cannot be told for sure:
 * more-indented lines (kept as written), quoted values (escapes), or a line that does not start the text's as read.
 */
function foldedLine(lines: string[], start: number, offset: number, value: () => unknown): number | undefined {
  const header = lines[start - 1] ?? '';
  const keyIndent = indentOf(header);
  const plain = FOLDED_BLOCK.test(header) ? undefined : PLAIN_START.exec(header);
  if (!plain && !FOLDED_BLOCK.test(header)) return undefined;
  let found: { line: number; written: string } | undefined;
  let base: number | undefined;
  /** The line of the text the source lines read so far are on. */
  let textLine = 0;
  let blank = true;
  // From the value's first line (the key's own for a plain value), to the first line indented no deeper than the key.
  for (let i = plain ? start - 1 : start; i < lines.length; i++) {
    const line = lines[i];
    if (!line.trim()) {
      if (!blank || textLine > 0 || found) textLine++;
      blank = true;
      continue;
    }
    const own = plain && i === start - 1;
    if (!own && indentOf(line) <= keyIndent) break;
    if (!own && !plain && indentOf(line) > (base ??= indentOf(line))) return undefined;
    if (blank && textLine === offset && !found) found = { line: i + 1, written: own ? plain![1].trim() : line.trim() };
    blank = false;
  }
  const text = value();
  if (!found || typeof text !== 'string') return undefined;
  return text.trim().split('\n')[offset]?.trim().startsWith(found.written) ? found.line : undefined;
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/** $RefParser names files by path, with the characters a URL escapes escaped ("menu_%7Bid%7D.yaml"); the document's places are file: URLs. */
function asUrl(file: string): string {
  return file.startsWith('file:') ? file : pathToFileURL(decodeURIComponent(file)).href;
}

/** How many values a tree holds, counting a value met twice (an alias) twice (undefined past `limit`), and how deep they nest. */
function measureTree(root: unknown, limit: number): { size?: number; depth: number } {
  let size = 0;
  let deepest = 0;
  const stack: unknown[] = [root];
  const depths: number[] = [0];
  while (stack.length) {
    const node = stack.pop();
    const depth = depths.pop()!;
    if (++size > limit) return { depth: deepest };
    if (depth > deepest) deepest = depth;
    if (node && typeof node === 'object') {
      for (const value of Object.values(node)) {
        stack.push(value);
        depths.push(depth + 1);
      }
    }
  }
  return { size, depth: deepest };
}

/** A file read with JSON.parse (faster than any YAML parser): a .json file that starts as JSON does. */
function readsAsJson(text: string, url: string): boolean {
  return url.endsWith('.json') && /^\s*[{[]/.test(text);
}

/** The line of the first value of a JSON text nested deeper than MAX_NESTING: inside more brackets than that, outside strings. */
function lineNestedTooDeep(text: string): number | undefined {
  let line = 1;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') line++;
    else if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      // The root's values are inside one bracket: a list or a mapping nested too deep opens a bracket past MAX_NESTING + 1 ...
      if (++depth > MAX_NESTING + 1) return line;
      continue;
    } else if (c === '}' || c === ']') depth--;
    // ... and any other value inside more than MAX_NESTING (a key is the key of one) is a character there that is not a space.
    if (depth > MAX_NESTING && c !== '}' && c !== ']' && !/\s/.test(c)) return line;
  }
  return undefined;
}

/** The JSON pointer of the first value nested deeper than MAX_NESTING (a document measureTree found too deep). */
function pathTooDeep(root: unknown): string {
  interface Step { node: unknown; key: string; up?: Step; depth: number }
  const stack: Step[] = [{ node: root, key: '', depth: 0 }];
  while (stack.length) {
    const step = stack.pop()!;
    if (step.depth > MAX_NESTING) {
      const tokens: string[] = [];
      for (let at: Step | undefined = step; at?.up; at = at.up) tokens.push(at.key);
      return pointerOf(tokens.reverse());
    }
    if (step.node && typeof step.node === 'object') {
      // In reverse, so that the first value taken is the first written (as lineNestedTooDeep finds it).
      for (const [key, node] of Object.entries(step.node).reverse()) stack.push({ node, key, up: step, depth: step.depth + 1 });
    }
  }
  return '';
}

/** The first $ref of a file's data that names a file it may not read, with its place. */
function refOutside(data: unknown, url: string, readable: (file: string) => boolean): { pointer: string; ref: string; target: string } | undefined {
  interface Step { node: unknown; key: string; up?: Step }
  const stack: Step[] = [{ node: data, key: '' }];
  while (stack.length) {
    const step = stack.pop()!;
    const ref = (step.node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && !ref.startsWith('#')) {
      const target = new URL(ref, url);
      if (target.protocol === 'file:' && !readable(fileURLToPath(target))) {
        const tokens = ['$ref'];
        for (let at: Step | undefined = step; at?.up; at = at.up) tokens.push(at.key);
        return { pointer: pointerOf(tokens.reverse()), ref, target: fileURLToPath(target) };
      }
    }
    // In reverse, so that the first $ref taken is the first written.
    for (const [key, node] of Object.entries(step.node as object).reverse()) if (node && typeof node === 'object') stack.push({ node, key, up: step });
  }
  return undefined;
}

/** Why a file could not be read, in a few words. */
function whyUnreadable(err: unknown): string {
  return (err as NodeJS.ErrnoException).code === 'ENOENT' || (err as { cause?: { code?: string } }).cause?.code === 'ENOENT' ? 'there is no such file' : (err as Error).message.split('\n')[0];
}

/** An Example Object's externalValue where it is a relative URL, a file of the document's; undefined for none, or a web address (not fetched). */
export function externalFile(example: unknown): string | undefined {
  const ref = example && typeof example === 'object' ? (example as { externalValue?: unknown }).externalValue : undefined;
  return typeof ref === 'string' && !URL_SCHEME.test(ref) ? ref : undefined;
}

/**
 * The relative URLs of the examples' externalValue in a file's data, with where each is written. An Example Object is a
 * value of an `examples` mapping (a media type's, a parameter's, `components.examples`); an example's own value is data.
 */
function externalValuesIn(data: unknown): { ref: string; pointer: string }[] {
  interface Step { node: unknown; key: string; up?: Step }
  const tokensOf = (step: Step) => {
    const tokens: string[] = [];
    for (let at: Step | undefined = step; at?.up; at = at.up) tokens.push(at.key);
    return tokens.reverse();
  };
  const found: { ref: string; pointer: string }[] = [];
  if (!data || typeof data !== 'object') return found;
  const stack: Step[] = [{ node: data, key: '' }];
  while (stack.length) {
    const step = stack.pop()!;
    for (const [key, value] of Object.entries(step.node as object)) {
      if (!value || typeof value !== 'object' || key === 'example' || key === 'value') continue;
      if (key === 'examples' && !Array.isArray(value)) {
        for (const [name, example] of Object.entries(value)) {
          const ref = externalFile(example);
          if (ref !== undefined) found.push({ ref, pointer: pointerOf([...tokensOf(step), key, name, 'externalValue']) });
        }
      } else stack.push({ node: value, key, up: step });
    }
  }
  return found;
}

function hasExternalRefs(api: unknown): boolean {
  const stack: unknown[] = [api];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) { for (const n of node) stack.push(n); continue; }
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) return true;
      if (value && typeof value === 'object') stack.push(value);
    }
  }
  return false;
}

function readText(file: string): string {
  // Measured before it is read: a file of gigabytes is not read into memory to be refused.
  const size = statSync(file).size;
  if (size > MAX_FILE_BYTES) {
    throw new SiteError(`The OpenAPI file is ${formatBytes(size)}, more than the ${formatBytes(MAX_FILE_BYTES)} docs reads`, {
      file, hint: 'a document this large usually has its $refs written out ("dereferenced", each schema copied wherever it is used): give the one with its $refs, or split it into files that $ref each other',
    });
  }
  return readFileSync(file, 'utf8');
}

/** A schema that is only a $ref: what it means is all where it leads (a $ref with other keys beside it is more). */
export function isRefOnly(schema: unknown): schema is { $ref: string } {
  return Boolean(schema) && typeof schema === 'object' && Object.keys(schema as object).length === 1 && typeof (schema as { $ref?: unknown }).$ref === 'string';
}

/** The OpenAPI versions this reads. */
export type Written = '2.0' | '3.0' | '3.1' | '3.2';

/** Which of them a document is written in, by its "swagger" key (which wins) or its "openapi" key; undefined for another. */
function writtenIn(api: Record<string, any>): Written | undefined {
  if (api.swagger !== undefined) return String(api.swagger) === '2.0' ? '2.0' : undefined;
  const minor = /^3\.([0-2])\.\d+$/.exec(String(api.openapi ?? ''))?.[1];
  return minor === undefined ? undefined : `3.${minor}` as Written;
}

function versionError(file: string, line: number | undefined, key: string, declared: string): SiteError {
  return new SiteError(
    declared ? `Unknown ${key === 'swagger' ? 'Swagger' : 'OpenAPI'} version "${declared}"` : 'Not an OpenAPI document: it has no "openapi" key',
    { file, line: line ?? 1, hint: 'docs reads OpenAPI 3.2, 3.1 and 3.0 ("openapi: 3.1.0") and Swagger 2.0 ("swagger: \'2.0\'")' },
  );
}

/** A JSON pointer one token further. */
export function child(loc: Loc, ...tokens: (string | number)[]): Loc {
  let pointer = loc.pointer;
  for (const token of tokens) pointer += '/' + escapeToken(String(token));
  return { file: loc.file, pointer };
}


function pointerHint(otherFile: string | undefined): string {
  return otherFile ? `check the file ${fileURLToPath(otherFile)} and the JSON pointer after "#" (escape "/" as ~1 and "~" as ~0)` : 'check the JSON pointer after "#" (escape "/" as ~1 and "~" as ~0)';
}

function pick(obj: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, obj[k]]));
}

/**
 * Whether pages leave out a value (an operation, a parameter, a property, a schema): the document marks it, or what its
 * $ref leads to, x-internal: true (as Stoplight and Redocly read it: not for the published reference), and is read so.
 * `followed`: where its $ref leads, when the caller has followed it already.
 */
export function hiddenIn(spec: LoadedSpec, node: unknown, loc: Loc, followed?: { node: any }): boolean {
  if (!spec.hidesInternal || !node || typeof node !== 'object') return false;
  if ((node as Record<string, unknown>)['x-internal'] === true) return true;
  if (typeof (node as Record<string, unknown>).$ref !== 'string') return false;
  try {
    return (followed ?? spec.follow(node, loc)).node?.['x-internal'] === true;
  } catch {
    return false;
  }
}

/** The document as the views read it: a $ref that names nothing (reported by the checks) reads as an empty schema, not a failure. */
export function lenient(spec: LoadedSpec): LoadedSpec {
  return { ...spec, follow: (node, loc) => {
    try {
      return spec.tryFollow(node, loc) ?? { node: undefined, loc };
    } catch {
      return { node: undefined, loc };
    }
  } };
}
