// A first look at a page's lines, before the expand stage reads them one by
// one: where its import and export blocks are (MDX hoists them: a name may be
// used above its import) and which Vue components its <script setup> imports,
// skipping fenced code and tags that run over several lines (an attribute's
// template literal may hold "export" lines). A .md page with import or export
// lines is MDX.
import { parseEsm } from './esm-parser.ts';
import { readTag } from './tag.ts';

export interface PageScan {
  /** Read as MDX: an .mdx file, or a .md one with import or export lines. */
  mdx: boolean;
  /** Each import/export block: index of its first line → index past its last (a blank line where its code is whole, or the end, ends it). */
  esm: Map<number, number>;
  /** Tag names of the Vue components a <script setup> imports, as written and in kebab case. */
  vue: Set<string>;
  /** The page has a <script setup>: it was written for Vue (VitePress). */
  vuePage: boolean;
}

const ESM = /^(?:import|export)\s/;
/** An import or export line as a .md page can hold one (and prose cannot). */
const ESM_IN_MARKDOWN = /^(?:import\s+(?:['"]|[\w$]+\s*(?:,|from\s+['"])|\{|\*\s+as\s)|export\s+(?:const|let|var|function|default|\{)\s)/;
export const SCRIPT_OR_STYLE = /^ {0,3}<(script|style)(?=[\s>])([^>]*)>/i;
const SCRIPT_OR_STYLE_END = /<\/(script|style)>/i;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const MDX_FENCE = /^\s*(`{3,}|~{3,})/;
/** A line a paragraph may go on after: text, not blank, a heading, a tag or a thematic break. */
const PARAGRAPH_TEXT = /^ {0,3}(?![\s#<]|(?:[-*_] *){3,}$)\S/;
const VUE_IMPORT = /import\s+([\w$]+)\s+from\s+['"][^'"]+\.vue['"]/g;
/** A component's tag at the start of a line, which may go on over the lines below. */
const JSX_TAG = /^\s*<[A-Z]/;
/** How many lines a block of import and export lines, or a tag, may run over before it counts as never ending. */
const MAX_LINES = 400;
const ESM_OPTIONS = { ecmaVersion: 'latest', sourceType: 'module' } as const;

/**
 * Index past the last line of the import/export block at `start`: a blank line
 * ends it where the code before it is whole; where it is not (a template
 * literal with a blank line in it), it goes on, as in MDX.
 */
function esmEnd(lines: string[], start: number): number {
  let end = start + 1;
  for (;;) {
    while (end < lines.length && lines[end].trim()) end++;
    if (end >= lines.length || end - start > MAX_LINES || whole(lines.slice(start, end).join('\n'))) return end;
    end++;
  }
}

/** Whether the code parses, or fails before its end (an error the writer must fix, not code that goes on). */
function whole(code: string): boolean {
  try {
    parseEsm(code, ESM_OPTIONS);
    return true;
  } catch (err) {
    const pos = (err as { pos?: number }).pos ?? 0;
    return pos < code.length - 1 && !/^Unterminated/.test((err as Error).message);
  }
}

/** Index past the last line of the tag that starts at line `start` (at most MAX_LINES on). */
function tagEnd(lines: string[], start: number): number {
  const at = lines[start].indexOf('<');
  let text = lines[start];
  for (let end = start + 1; ; end++) {
    if (readTag(text, at) !== 'incomplete' || end >= lines.length || end - start > MAX_LINES) return end;
    text += `\n${lines[end]}`;
  }
}

/** Whether a line starts a block of import and export lines: any "import " or "export " in an .mdx file, only what prose cannot be in a .md one. */
export function isEsmLine(line: string, mdxFile: boolean): boolean {
  return ESM.test(line) && (mdxFile || ESM_IN_MARKDOWN.test(line));
}

export function scanPage(lines: string[], mdxFile: boolean): PageScan {
  const scan: PageScan = { mdx: mdxFile, esm: new Map(), vue: new Set(), vuePage: false };
  if (!mdxFile && !lines.some((line) => ESM.test(line) || line.includes('<script'))) return scan;
  let fence: string | undefined;
  /** The line before is text of a paragraph, which an import or export line cannot interrupt (in MDX, "…\nimport the file" is text). */
  let paragraph = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const mark = (scan.mdx ? MDX_FENCE : FENCE).exec(line)?.[1];
    const inParagraph = paragraph;
    paragraph = false;
    if (fence) {
      if (mark && mark[0] === fence[0] && mark.length >= fence.length && line.trim() === mark) fence = undefined;
    } else if (mark) {
      fence = mark;
    } else if (SCRIPT_OR_STYLE.test(line)) {
      let end = i;
      while (end < lines.length - 1 && !SCRIPT_OR_STYLE_END.test(lines[end])) end++;
      const [, kind, attributes] = SCRIPT_OR_STYLE.exec(line)!;
      if (kind.toLowerCase() === 'script' && /\bsetup\b/.test(attributes)) {
        scan.vuePage = true;
        for (const [, name] of lines.slice(i, end + 1).join('\n').matchAll(VUE_IMPORT)) {
          scan.vue.add(name).add(name.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase());
        }
      }
      i = end;
    } else if (!inParagraph && isEsmLine(line, mdxFile)) {
      const end = esmEnd(lines, i);
      scan.esm.set(i, end);
      scan.mdx = true;
      i = end - 1;
    } else if (scan.mdx && JSX_TAG.test(line)) {
      i = tagEnd(lines, i) - 1;
    } else {
      paragraph = PARAGRAPH_TEXT.test(line);
    }
  }
  return scan;
}
