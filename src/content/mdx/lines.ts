// The expand stage's reading of MDX and components, line by line, outside
// fenced code. What markdown cannot hold becomes marker comments (as ":::"
// lines do, see plugins/container-markers.ts), one output line for each line read, so
// that the line map holds:
//
// - a line of tags (<Tabs groupId="os">, </TabItem>, <TOCInline toc={toc} />,
//   <TabItem value="a">Text</TabItem>, <details><summary>Title</summary>),
//   whose attributes may run over several lines: a marker for each tag and
//   each text between them, which the containers plugin groups with the
//   ":::" containers in one pass; <CodeBlock>'s content is kept as code;
// - <Note /> of an imported markdown file, Mintlify's <Snippet file="x.mdx" />
//   (its snippets/x.mdx): an include, done by expand.ts;
// - import and export lines (read by esm.ts), <script> and <style> blocks:
//   left out, what needs saying as markers or errors;
// - on a page read as MDX, {…} and inline tags in text (text.ts).
//
// Tags are PascalCase components, and <details> and <summary> everywhere; on a
// page read as MDX (.mdx, or a .md with import or export lines) every tag, as
// MDX reads them all. expand.ts hands over no line of code: on a page read as
// MDX, of a fenced block; on others, of an indented block too.
import { encodeMarkerText } from '../blocks/container-markers.ts';
import { readEsm, type Binding } from './esm.ts';
import { SCRIPT_OR_STYLE, scanPage } from './scan.ts';
import { readTag, type Literal, type Scope, type Tag } from './tag.ts';
import { mdxText } from './text.ts';
import { MINTLIFY_COMPONENTS, SNIPPET_HINT } from './mintlify.ts';
import type { ProblemKind } from '../../types.ts';

/** The components the generator has built in, usable without an import (Mintlify's pages import none). */
export const BUILTINS = new Set(['Tabs', 'TabItem', 'TOCInline', 'Admonition', 'CodeBlock', 'Details', 'Badge', 'Link', 'Fragment', ...MINTLIFY_COMPONENTS]);

export interface LineContext {
  /** An import's path as a content path, or undefined when it is outside the content folder. */
  resolve(source: string): string | undefined;
  /** A problem on the line; of a kind that a setting may make a warning (code pages do not run). */
  error(message: string, line: number, hint?: string, column?: number, kind?: ProblemKind): void;
  /** What the writer may want to know but need not fix. */
  note(message: string, line: number): void;
  /** The file's front matter: {frontMatter.key} in an attribute is its value. */
  frontMatter?: Record<string, unknown>;
  /** Constants its text may use besides its own: an included file's props. */
  props?: Scope;
  /** Whether a file of the content folder exports a component of that name as a template (templates.ts). */
  isTemplate?(file: string, name: string): boolean;
}

/** What the reader knows of the page: how to read it, its imports, constants and Vue components. */
export interface PageJsx {
  ctx: LineContext;
  mdx: boolean;
  imports: Map<string, Binding>;
  scope: Scope;
  vue: Set<string>;
}

/**
 * What becomes of a line: given back (maybe changed) for the rest of expand, taken (more lines to come), replaced with
 * lines, or an include: a file (the props its text may use), or the JSX of a component it exports as a template.
 */
export type Step = { pass: string } | 'wait' | { out: string[] } | { include: string; props?: Scope; template?: string };

/** A tag at the start of a line (not an autolink such as <https://…>). */
const TAG = /^(\s*)<\/?([A-Za-z][\w.-]*)(?![\w.-]*:)/;
const SCRIPT_OR_STYLE_END = /<\/(script|style)>/i;
/** A Vue directive or bound attribute in an HTML tag. */
const VUE_TEMPLATE = /<[a-z][^>]*\s(?:v-(?:for|if|else|else-if|show|html|text|bind|on|model)\b|[:@][\w-]+=)/;
/** How many lines a tag may take (its attributes may hold a long list of objects) before it counts as never ending. */
const MAX_TAG_LINES = 400;
/** A text of only expressions that show nothing ({' '}, {/* a comment *\/}), beside tags. */
const BLANK_EXPRESSIONS = /^(?:\{\s*(?:(['"`])\s*\1|\/\*[\s\S]*?\*\/)?\s*\}\s*)+$/;
/** A line of only an expression that shows nothing, at its start ({''}): in MDX a block of its own, which ends a list. */
const EMPTY_EXPRESSION_LINE = /^\{\s*(['"`])\s*\1\s*\}\s*$/;
const marker = (kind: string, ...args: string[]) => `<!--docs:${kind}${args.map((a) => ` ${a}`).join('')}-->`;

/** A reader of one file's body lines (`firstLine`: the file line of the first). */
export function jsxReader(lines: string[], firstLine: number, mdxFile: boolean, ctx: LineContext) {
  const scan = scanPage(lines, mdxFile);
  // Docusaurus names the page's front matter frontMatter, Astro frontmatter.
  const matter = (ctx.frontMatter ?? {}) as Literal;
  const page: PageJsx = { ctx, mdx: scan.mdx, imports: new Map(), scope: { frontMatter: matter, frontmatter: matter, ...ctx.props }, vue: scan.vue };
  // Import and export blocks are read first: MDX lets a page use a name above its import.
  const esmOut = new Map<number, string[]>();
  for (const [start, end] of scan.esm) esmOut.set(firstLine + start, esm(lines.slice(start, end), firstLine + start, page));
  let pending: { kind: 'esm' | 'block' | 'tag' | 'comment'; lines: string[]; first: number; until?: number } | undefined;

  const recognised = (name: string) => /^[A-Z]/.test(name) || name.includes('.') || name === 'details' || name === 'summary' || page.vue.has(name) || page.mdx;
  const builtinOf = (name: string): string | undefined => {
    const bound = page.imports.get(name);
    if (bound) return bound.kind === 'builtin' ? bound.name : bound.kind === 'partial' || bound.kind === 'template' ? 'partial' : undefined;
    // A component the page's <script setup> imports is its own, whatever its name.
    return BUILTINS.has(name) && !page.vue.has(name) ? name : undefined;
  };

  /** A line of tags (maybe several lines, while a tag is open), as markers; undefined when it is not one. */
  const tags = (lines: string[], first: number): Step | undefined => {
    const text = lines.join('\n');
    const indent = TAG.exec(text)![1];
    const pieces: ({ tag: Tag; code?: string } | { text: string })[] = [];
    let depth = 0;
    for (let i = indent.length; i < text.length;) {
      const next = tagStart(text, i, recognised);
      if (next !== i) {
        const written = text.slice(i, next === -1 ? text.length : next).trim();
        const run = page.mdx && BLANK_EXPRESSIONS.test(written) ? '' : written;
        if (run && depth <= 0) return undefined; // text beside the tags: a paragraph with inline tags
        if (run) pieces.push({ text: page.mdx ? mdxText(run, first, page).text : run });
        i = next === -1 ? text.length : next;
        continue;
      }
      const tag = readTag(text, i, page.scope);
      // A blank line ends a tag, except on a page read as MDX, which reads on (a template literal's text may hold one).
      if (tag === 'incomplete') return lines.length < MAX_TAG_LINES && (page.mdx || lines[lines.length - 1].trim()) ? 'wait' : unfinished(lines, first);
      if ('error' in tag) {
        ctx.error(`Unreadable tag: ${tag.error}`, first + lineOf(text, tag.at), 'write JSX as MDX does: <Name attribute="text" other={1}>');
        return { out: lines };
      }
      if (tag.kind === 'open' && builtinOf(tag.name) === 'CodeBlock') {
        const close = text.indexOf(`</${tag.name}>`, tag.end);
        if (close === -1) return 'wait';
        pieces.push({ tag: { ...tag, kind: 'self' }, code: text.slice(tag.end, close) });
        i = close + tag.name.length + 3;
        continue;
      }
      pieces.push({ tag });
      depth += tag.kind === 'open' ? 1 : tag.kind === 'close' ? -1 : 0;
      i = tag.end;
    }
    const partial = pieces.find((p) => 'tag' in p && builtinOf(p.tag.name) === 'partial') as { tag: Tag } | undefined;
    if (partial) {
      const binding = page.imports.get(partial.tag.name) as Binding & { kind: 'partial' | 'template' };
      if (pieces.length === 1 && partial.tag.kind === 'self') {
        // Its attributes are props (Mintlify's snippets read <Cta src="docs" /> as {src} or {props.src}); code of no constant value is none.
        const { attributes, code } = partial.tag;
        const unread = Object.keys(code);
        if (unread.length) ctx.note(`<${partial.tag.name} ${unread.join(' ')}>: code the generator does not run is given as no value`, first);
        const props = binding.kind === 'template' ? attributes : { ...attributes, props: attributes };
        return { include: binding.file, ...(Object.keys(attributes).length || binding.kind === 'template' ? { props } : {}), ...(binding.kind === 'template' && { template: binding.name }) };
      }
      ctx.error(`<${partial.tag.name}> (the imported ${binding.file}) must be alone on its line, as <${partial.tag.name} />`, first, 'an imported markdown file is inserted where it stands, as an include; it takes no content');
      return { out: lines.map(() => '') };
    }
    const [only] = pieces;
    if (pieces.length === 1 && 'tag' in only && only.tag.kind === 'self' && builtinOf(only.tag.name) === 'Snippet') return snippetOf(only.tag, lines, first);
    const markers = pieces.map((p) => {
      if ('text' in p) return marker('text', encodeMarkerText(p.text));
      const { kind, name, attributes, code } = p.tag;
      if (kind === 'close') return marker('end', name);
      const data = { a: attributes, c: code, b: builtinOf(name), vue: page.vue.has(name) || undefined, x: p.code };
      return marker(kind === 'open' ? 'tag' : 'one', name, encodeMarkerText(JSON.stringify(data)));
    });
    return { out: lines.map((_, i) => (i === 0 ? indent + markers.join('') : '')) };
  };

  /** Mintlify's <Snippet file="name.mdx" />, alone on its line: an include of the content folder's snippets/name.mdx (elsewhere, an error: mintlify.ts). */
  const snippetOf = (tag: Tag, lines: string[], first: number): Step => {
    const file = tag.attributes.file;
    const target = typeof file === 'string' ? ctx.resolve(`/snippets/${file}`) : undefined;
    if (target) return { include: target };
    ctx.error(typeof file !== 'string' ? '<Snippet> names no file' : `<Snippet file="${file}"> is not in the content folder`, first, SNIPPET_HINT);
    return { out: lines.map(() => '') };
  };

  /** A tag the text never finishes: an error on a page read as MDX; elsewhere, text that only looked like one. */
  const unfinished = (lines: string[], first: number): Step => {
    if (page.mdx) ctx.error('A tag that never ends', first, 'end it with ">" or "/>"');
    return { out: lines };
  };

  /** Text of an MDX page; a {/* comment that goes on takes the lines up to its end. */
  const text = (line: string, n: number): Step => {
    const { text: out, commentGoesOn } = mdxText(line, n, page);
    if (commentGoesOn) pending = { kind: 'comment', lines: [], first: n };
    return commentGoesOn ? { out: [out] } : { pass: out };
  };

  function more(line: string, n: number): Step {
    const open = pending!;
    if (open.kind === 'comment') {
      const end = /\*\/\s*\}/.exec(line);
      if (!end) return { out: [''] };
      pending = undefined;
      return text(line.slice(end.index + end[0].length), n);
    }
    open.lines.push(line);
    if (open.kind === 'esm') {
      if (n < open.until!) return 'wait';
      pending = undefined;
      return { out: esmOut.get(open.first)! };
    }
    if (open.kind === 'block') {
      if (!SCRIPT_OR_STYLE_END.test(line)) return 'wait';
      pending = undefined;
      return { out: scriptOrStyle(open.lines) };
    }
    const step = tags(open.lines, open.first);
    if (step === 'wait') return step;
    pending = undefined;
    return step ?? { out: open.lines };
  }

  return {
    /** Whether lines are being taken (fenced code inside them is theirs, not markdown's). */
    get taking() {
      return pending !== undefined;
    },
    /** Whether the page is read as MDX. */
    mdx: page.mdx,
    line(line: string, n: number): Step {
      if (pending) return more(line, n);
      const block = esmOut.get(n);
      if (block) {
        if (block.length === 1) return { out: block };
        pending = { kind: 'esm', lines: [line], first: n, until: n + block.length - 1 };
        return 'wait';
      }
      if (SCRIPT_OR_STYLE.test(line)) {
        if (SCRIPT_OR_STYLE_END.test(line)) return { out: scriptOrStyle([line]) };
        pending = { kind: 'block', lines: [line], first: n };
        return 'wait';
      }
      const tag = TAG.exec(line);
      if (tag && recognised(tag[2])) {
        const step = tags([line], n);
        if (step === 'wait') pending = { kind: 'tag', lines: [line], first: n };
        if (step) return step;
      }
      // A line of an empty expression shows nothing, and ends the paragraph or list before it, as in MDX.
      if (page.mdx && EMPTY_EXPRESSION_LINE.test(line)) return { out: [marker('gap')] };
      if (scan.vuePage && VUE_TEMPLATE.test(line)) ctx.note('Vue template syntax (v-for, v-if, :attribute=) is not run: the page shows this HTML as it is written', n);
      return page.mdx && (line.includes('{') || line.includes('<')) ? text(line, n) : { pass: line };
    },
    /** What is still open at the end of the file. */
    end(): string[] {
      if (!pending) return [];
      const { kind, lines, first } = pending;
      pending = undefined;
      if (kind === 'block') ctx.error('A <script> or <style> block that never ends', first, 'end it with </script> or </style>');
      if (kind === 'comment') ctx.error('A {/* comment */} that never ends', first, 'end it with */}');
      if (kind === 'tag') {
        const step = tags(lines, first);
        if (step && typeof step === 'object' && 'out' in step) return step.out;
        ctx.error(`A tag whose end never comes: ${lines[0].trim()}`, first, 'end it with ">" or "/>", and close <CodeBlock> with </CodeBlock>');
        return lines;
      }
      return lines.map(() => '');
    },
  };
}

/** A block of import/export lines: a marker on its first line (the page is MDX), what needs saying on the lines it concerns. */
function esm(lines: string[], first: number, page: PageJsx): string[] {
  const read = readEsm(lines.join('\n'), first, page.scope, page.ctx.resolve, page.ctx.isTemplate);
  const out = lines.map((_, i) => (i === 0 ? marker('esm') : ''));
  for (const e of read.errors) page.ctx.error(e.message, e.line, e.hint, undefined, e.kind);
  for (const n of read.notes) out[n.line - first] += marker('note', encodeMarkerText(n.message));
  for (const [local, binding] of read.imports) {
    page.imports.set(local, binding);
    if (binding.kind === 'other') out[binding.line - first] += marker('import', local, encodeMarkerText(binding.source));
  }
  Object.assign(page.scope, read.exports);
  return out;
}

/** A <script> or <style> block: left out, with a note (a <script setup>'s Vue imports were found by scanPage). */
function scriptOrStyle(lines: string[]): string[] {
  const script = SCRIPT_OR_STYLE.exec(lines[0])![1].toLowerCase() === 'script';
  const note = script
    ? 'A <script> block is left out: pages run no scripts of their own (the Content-Security-Policy would block them); a Vue component it imports is reported where it is used, unless site.config.ts registers one of that name'
    : 'A <style> block is left out: pages use the site\'s stylesheet (the Content-Security-Policy would block inline styles)';
  return lines.map((_, i) => (i === 0 ? marker('note', encodeMarkerText(note)) : ''));
}

/** Where the next tag with a name that counts starts, from `from`; -1 if none. */
function tagStart(text: string, from: number, counts: (name: string) => boolean): number {
  for (let at = text.indexOf('<', from); at !== -1; at = text.indexOf('<', at + 1)) {
    const name = /^<\/?([A-Za-z][\w.-]*)(?![\w.-]*:)/.exec(text.slice(at, at + 64))?.[1];
    if (name && counts(name)) return at;
  }
  return -1;
}

function lineOf(text: string, at: number): number {
  return text.slice(0, at).split('\n').length - 1;
}
