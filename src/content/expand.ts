// Splices includes and snippets into a page and replaces placeholders, line by
// line, keeping a map from each expanded line back to the file and line it came from.
//
// Container lines (":::note", ":::"), outside fenced code, become markers that
// the markdown stage can see (plugins/container-markers.ts, grouped by plugins/containers.ts); so do component lines,
// while import and export lines, <script> and <style> blocks and JSX comments
// are left out (mdx/lines.ts).
//
// Include syntax, on a line of its own (ignored inside fenced code):
//   <!--@include: ./partials/leases/get-all-copy.md-->
// or, as MDX writes it, an imported markdown file used as a component:
//   import Note from './_note.md';
//   <Note />
// The path is relative to the file that contains the line; the included file's
// front matter is dropped. Snippet imports ("<<< @/file.ts"): see snippets.ts.
import path from 'node:path/posix';
import { SiteError, guessAmong } from '../errors.ts';
import { formatBytes } from '../log.ts';
import { hashList } from '../hash.ts';
import { expandLinePlaceholders, isVuePage, type PagePlaceholders, type PlaceholderValues } from '../placeholders.ts';
import { codeRegions, isCode, type LineCode } from './code-regions.ts';
import { mayReferToFrontMatter, withFrontMatter } from './mdx/frontmatter-refs.ts';
import { insertSnippet, type ContentFiles, type Lookup } from './snippets.ts';
import { ContainerLines } from './blocks/container-markers.ts';
import { jsxReader } from './mdx/lines.ts';
import { templateOf, templateScope } from './mdx/templates.ts';
import type { Scope } from './mdx/tag.ts';
import { withCustomId } from './title.ts';
import type { ExpandedPage, LineSegment, PageSource } from '../types.ts';
import { atPageTop, frontMatterPart, isApiPart, readPlaceLine } from './api-parts.ts';
import { unalias } from '../routes/resolve.ts';


const INCLUDE = /^\s*<!--\s*@include:\s*(.+?)\s*-->\s*$/;
/**
 * What may start a line the JSX reader has to see: a tag, an import or export line. (A literal
 * "\n" rather than a multiline "^" lets the regex engine skip to line ends: five times faster.)
 */
const JSX_LINE = /\n(?:(?:import|export)\s|[ \t]*<[A-Za-z/])/;
const JSX_FIRST_LINE = /^(?:(?:import|export)\s|[ \t]*<[A-Za-z/])/;
/** A line the JSX reader has taken is its own, whatever it looks like to markdown. */
const TAKEN: LineCode = { fenced: false, whole: false, spans: [] };

/** What expanding needs of a page source: its text and where it is. */
/**
 * `at`: the body was made from the value at this JSON pointer of the file (an OpenAPI document's operation), not written
 * line by line there, and is CommonMark (see LineSegment); `html`: the HTML its body names by key (generatedRegion), which the page carries.
 */
type Source = Pick<PageSource, 'file' | 'body' | 'bodyLine'> & { frontMatter?: PageSource['frontMatter']; keyLines?: PageSource['keyLines']; at?: string; html?: Record<string, string> };

export interface ExpandContext {
  sources: Lookup<Source>;
  placeholders: PlaceholderValues;
  /** Every file of the content folder, for snippet imports. */
  files?: ContentFiles;
  /** The content folder, relative to the site's folder ("content"), for imports from "@site/…". */
  contentFolder?: string;
  /** The config's aliases, as the link targets hold them (routes/resolve.ts, unalias). */
  aliases?: Record<string, string>;
  /** The config's delimiters of a custom id ("%{#id}%"). */
  attributeDelimiters?: [string, string];
}

export interface Expanded {
  page: ExpandedPage;
  errors: SiteError[];
  notes: SiteError[];
  /** The files that snippet imports read (content paths): the page changes with them. */
  snippets: string[];
}

/**
 * The most a page can hold, in characters, its includes' too. An 8 MB page renders in about
 * 10 s within 500 MB; one of 50 MB took more than 2 GB, with the collector running all the time
 * (more than four minutes). No documentation page comes near it: past it, the page is an error.
 */
export const MAX_PAGE_CHARS = 10 * 1024 * 1024;

const SPLIT_IT = 'split it into several pages';

export function expandPage(page: Source, url: string, ctx: ExpandContext): Expanded {
  const placeholders: PagePlaceholders = { values: ctx.placeholders, errors: [], notes: [], vue: false };
  const out: Output = { lines: [], segments: [], includes: new Set(), snippets: new Set(), errors: placeholders.errors, placeholders, chars: page.body.length, containers: new ContainerLines() };
  if (page.body.length > MAX_PAGE_CHARS) {
    const error = new SiteError(`The page is ${formatBytes(page.body.length)}: a page can hold at most ${formatBytes(MAX_PAGE_CHARS)}`, { file: page.file, line: page.bodyLine, hint: SPLIT_IT });
    return { page: expanded(page.file, url, '', [{ from: 1, file: page.file, line: page.bodyLine }], []), errors: [error], notes: [], snippets: [] };
  }
  placeholders.vue = isVuePage(page.body);
  expandInto(out, page, [page.file], ctx);
  const documented = frontMatterPart(page.frontMatter);
  if (documented) documentedPart(out, page, documented, ctx);
  return {
    page: expanded(page.file, url, out.lines.join('\n'), out.segments, [...out.includes], out.html),
    errors: out.errors,
    notes: placeholders.notes,
    snippets: [...out.snippets],
  };
}

/**
 * The operation or schema the page's front matter names (Mintlify's `openapi: GET /users`), after the page's own text
 * (an introduction, a deprecation notice): an operation as the page's own sections, as one included first is.
 */
function documentedPart(out: Output, page: Source, { name, key }: { name: string; key: string }, ctx: ExpandContext): void {
  const line = page.keyLines?.[key] ?? 1;
  const target = ctx.sources.get(atPageTop(name)) ? atPageTop(name) : ctx.sources.get(name) ? name : undefined;
  if (!target) {
    const written = String(page.frontMatter?.[key]);
    out.errors.push(new SiteError(`No OpenAPI ${key === 'openapi' ? 'operation' : 'schema'} is named ${written}`, {
      file: page.file, line,
      hint: key === 'openapi'
        ? 'write an operation\'s method and path as the document has them ("GET /users/{id}"), or its operationId, of a document in "openapi" of site.config.ts; before them, the document\'s file where several have it ("openapi.json GET /users")'
        : 'write the name of a component schema of a document in "openapi" of site.config.ts; before it, the document\'s file where several have it',
    }));
    return;
  }
  if (out.lines.length && out.lines[out.lines.length - 1].trim()) out.lines.push('');
  expandInto(out, { file: page.file, body: `<!--@include: ${target}-->`, bodyLine: line }, [page.file], ctx);
}

function expanded(file: string, url: string, text: string, segments: LineSegment[], includes: string[], html?: Record<string, string>): ExpandedPage {
  const key = hashList([file, url, JSON.stringify(segments), text, ...Object.entries(html ?? {}).flat()]);
  return { file, url, key, text, segments, includes, ...(html && { html }) };
}

type Output = {
  lines: string[]; segments: LineSegment[]; includes: Set<string>; snippets: Set<string>; errors: SiteError[]; placeholders: PagePlaceholders;
  /** The characters of the page and of every file included so far (an include of an include counts each time). */
  chars: number;
  /** Its container lines, marked in order (a line's meaning may depend on the container it is in). */
  containers: ContainerLines;
  /** The HTML of the generated parts it includes, by key. */
  html?: Record<string, string>;
};

function mayHoldJsx(body: string): boolean {
  return JSX_LINE.test(body) || JSX_FIRST_LINE.test(body);
}

/** `props`: the constants an included file's text may use (the attributes of its tag, see mdx/lines.ts). */
function expandInto(out: Output, source: Source, stack: string[], ctx: ExpandContext, props?: Scope): void {
  if (source.html) Object.assign((out.html ??= {}), source.html);
  const lines = source.body.split('\n');
  const codeOf = codeRegions();
  let startSegment = true;
  const mdxFile = source.file.endsWith('.mdx');
  // What the build made from an OpenAPI document is CommonMark: its tags are HTML, none a component.
  const generated = source.at !== undefined;
  /** In what the build made from an OpenAPI document: the place the next lines come from (a description's, see placeLine). */
  let place: { file: string; at?: string; text?: true } = { file: source.file, at: source.at };
  const jsx = !generated && (mdxFile || mayHoldJsx(source.body)) ? jsxReader(lines, source.bodyLine, mdxFile, {
    resolve: (request) => resolveImport(source.file, unalias(request, source.file, ctx.aliases) ?? request, ctx.contentFolder),
    error: (message, line, hint, column, kind) => out.errors.push(new SiteError(message, { file: source.file, line, column, hint, kind })),
    note: (message, line) => out.placeholders.notes.push(new SiteError(message, { file: source.file, line })),
    frontMatter: source.frontMatter,
    props,
    isTemplate: (file, name) => templateOf(ctx.sources.get(file), name) !== undefined,
  }) : undefined;
  const include = (target: string, written: string, where: { file: string; line: number; column?: number }, given?: { props?: Scope; template?: string }) => {
    const file = ctx.sources.get(target);
    // A component the file exports as a template: its JSX, read with the props it is given.
    const template = given?.template !== undefined ? templateOf(file, given.template) : undefined;
    const included = template ? { file: target, body: template.body, bodyLine: template.bodyLine } : file;
    if (stack.includes(target)) {
      out.errors.push(new SiteError(`Include cycle: ${[...stack, target].join(' → ')}`, { ...where, hint: 'an included file may not include, directly or not, the file that includes it' }));
    } else if (!included) {
      const guess = guessAmong(target, ctx.sources);
      out.errors.push(isApiPart(target)
        ? new SiteError(`No OpenAPI operation or schema is named ${written}`, { ...where, hint: guess && isApiPart(guess) ? `did you mean ${guess}?` : 'write openapi: then an operationId, or openapi:schema/ then a component schema\'s name, of a document in "openapi" of site.config.ts (one it marks x-internal: true is left out, unless its entry has internal: true)' })
        : new SiteError(`Included file not found: ${written} (content/${target})`, { ...where, hint: guess ? `did you mean content/${guess}?` : 'the path is relative to this file' }));
    } else if (out.chars + included.body.length > MAX_PAGE_CHARS) {
      // Includes of includes can multiply a page (ten files that each include the next ten times: 10^10 lines).
      // The first include past the limit says so; the page includes nothing more.
      if (out.chars <= MAX_PAGE_CHARS) out.errors.push(new SiteError(`With this include the page holds more than ${formatBytes(MAX_PAGE_CHARS)}`, { ...where, hint: SPLIT_IT }));
      out.chars = Number.POSITIVE_INFINITY;
    } else {
      out.chars += included.body.length;
      out.includes.add(target);
      expandInto(out, included, [...stack, target], ctx, template ? templateScope(template, given?.props ?? {}) : given?.props);
    }
    startSegment = true;
  };
  lines.forEach((line, i) => {
    const placed = generated ? readPlaceLine(line) : undefined;
    if (placed !== undefined) {
      place = placed ? { file: placed.file, at: placed.pointer, text: true } : { file: source.file, at: source.at };
      startSegment = true;
      return;
    }
    const fileLine = generated ? 0 : source.bodyLine + i;
    if (startSegment) {
      out.segments.push({ from: out.lines.length + 1, file: place.file, line: fileLine, ...(generated && { at: place.at, ...(place.text && { text: true }) }) });
      startSegment = false;
    }
    const taken = jsx?.taking;
    const code = taken ? TAKEN : codeOf(line);
    // What the build made from an OpenAPI document is the document's text, written for every tool that reads it: no
    // include, snippet or placeholder of the site's is read in it (a "{{event}}" there is the API's own template).
    const own = !generated;
    const includeLine = code.fenced || taken || !own ? null : INCLUDE.exec(line);
    if (includeLine) {
      // An OpenAPI document's operation or schema ("openapi:listLeases") is named, not a path.
      const target = isApiPart(includeLine[1]) ? includeLine[1] : path.normalize(path.join(path.dirname(source.file), includeLine[1]));
      // An operation first on its page is included as the page's own content (api-parts.ts).
      const top = isApiPart(target) && stack.length === 1 && out.lines.every((l) => !l.trim()) && ctx.sources.get(atPageTop(target)) !== undefined;
      return include(top ? atPageTop(target) : target, includeLine[1], { file: source.file, line: fileLine, column: line.indexOf('<!--') + 1 });
    }
    if (own && !code.whole && !taken && insertSnippet(out, line, source.file, fileLine, ctx.files)) return;
    // Docusaurus's "## Heading {/* #id */}" is read as "{#id}" (MDX would drop the comment, markdown show it).
    const written = code.whole || taken ? line : withCustomId(line, ctx.attributeDelimiters);
    // {frontMatter.key} first: the code spans' places are the line's as written.
    const valued = source.frontMatter && !code.whole && !taken && mayReferToFrontMatter(written)
      ? withFrontMatter(written, source.frontMatter, (index) => isCode(code, index), (message, column, hint) => out.errors.push(new SiteError(message, { file: source.file, line: fileLine, column, hint })))
      : written;
    const expanded = own ? expandLinePlaceholders(valued, code, out.placeholders, source.file, fileLine) : valued;
    // MDX has no indented code: there only fences are code.
    if (!jsx || (!taken && (jsx.mdx ? code.fenced : code.whole))) {
      out.lines.push((!code.fenced && out.containers.mark(expanded)) || expanded);
      return;
    }
    const step = jsx.line(expanded, fileLine);
    if (step === 'wait') return;
    if ('include' in step) return include(step.include, `<${line.trim().replace(/^<|\s*\/>$/g, '')} />`, { file: source.file, line: fileLine }, step);
    if ('out' in step) for (const l of step.out) out.lines.push(l);
    else out.lines.push(out.containers.mark(step.pass) || step.pass);
  });
  if (jsx) for (const l of jsx.end()) out.lines.push(l);
  // An included file is a document of its own (Mintlify compiles each snippet apart): a code block it leaves open ends
  // with it, as at the end of any document, instead of taking in the page after the include.
  if (stack.length > 1 && codeOf.openFence()) out.lines.push(codeOf.openFence());
}

/** The content path an import names: relative to the importing file, from the content folder ("/snippets/intro.mdx", as Mintlify writes it), or "@site/<content folder>/…". */
function resolveImport(file: string, request: string, contentFolder: string | undefined): string | undefined {
  if (request.startsWith('./') || request.startsWith('../') || (request.startsWith('/') && !request.startsWith('//'))) {
    const target = path.normalize(request.startsWith('/') ? request.slice(1) : path.join(path.dirname(file), request));
    return target.startsWith('../') || target === '..' ? undefined : target;
  }
  const site = contentFolder !== undefined ? `@site/${contentFolder}/` : undefined;
  return site && request.startsWith(site) ? path.normalize(request.slice(site.length)) : undefined;
}
