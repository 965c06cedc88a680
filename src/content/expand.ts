// Splices includes and snippets into a page and replaces placeholders, line by
// line, keeping a map from each expanded line back to the file and line it came from.
//
// Container lines (":::note", ":::"), outside fenced code, become markers that
// the markdown stage can see (plugins/containers.ts).
//
// Include syntax, on a line of its own (ignored inside fenced code):
//   <!--@include: ./partials/leases/get-all-copy.md-->
// The path is relative to the file that contains the line; the included file's
// front matter is dropped. Snippet imports ("<<< @/file.ts"): see snippets.ts.
import path from 'node:path/posix';
import { SiteError, closest } from '../errors.ts';
import { expandLinePlaceholders, isVuePage, type PagePlaceholders, type PlaceholderValues } from '../placeholders.ts';
import { codeRegions } from './code-regions.ts';
import { insertSnippet, type ContentFiles } from './snippets.ts';
import { markContainerLine } from './plugins/containers.ts';
import type { ExpandedPage, LineSegment, PageSource } from '../types.ts';

const INCLUDE = /^\s*<!--\s*@include:\s*(.+?)\s*-->\s*$/;

/** What expanding needs of a page source: its text and where it is. */
type Source = Pick<PageSource, 'file' | 'body' | 'bodyLine'>;

export interface ExpandContext {
  sources: Map<string, Source>;
  placeholders: PlaceholderValues;
  /** Every file of the content folder, for snippet imports. */
  files?: ContentFiles;
}

export interface Expanded {
  page: ExpandedPage;
  errors: SiteError[];
  notes: SiteError[];
  /** The files that snippet imports read (content paths): the page changes with them. */
  snippets: string[];
}

export function expandPage(page: Source, url: string, ctx: ExpandContext): Expanded {
  const placeholders: PagePlaceholders = { values: ctx.placeholders, errors: [], notes: [], vue: isVuePage(page.body) };
  const out: Output = { lines: [], segments: [], includes: new Set(), snippets: new Set(), errors: placeholders.errors, placeholders };
  expandInto(out, page, [page.file], ctx);
  return {
    page: { file: page.file, url, text: out.lines.join('\n'), segments: out.segments, includes: [...out.includes] },
    errors: out.errors,
    notes: placeholders.notes,
    snippets: [...out.snippets],
  };
}

type Output = {
  lines: string[]; segments: LineSegment[]; includes: Set<string>; snippets: Set<string>; errors: SiteError[]; placeholders: PagePlaceholders;
};

function expandInto(out: Output, source: Source, stack: string[], ctx: ExpandContext): void {
  const lines = source.body.split('\n');
  const codeOf = codeRegions();
  let startSegment = true;
  lines.forEach((line, i) => {
    const fileLine = source.bodyLine + i;
    if (startSegment) {
      out.segments.push({ from: out.lines.length + 1, file: source.file, line: fileLine });
      startSegment = false;
    }
    const code = codeOf(line);
    const include = code.fenced ? null : INCLUDE.exec(line);
    if (!include) {
      if (!code.whole && insertSnippet(out, line, source.file, fileLine, ctx.files)) return;
      const expanded = expandLinePlaceholders(line, code, out.placeholders, source.file, fileLine);
      out.lines.push((!code.fenced && markContainerLine(expanded)) || expanded);
      return;
    }
    const target = path.normalize(path.join(path.dirname(source.file), include[1]));
    const where = { file: source.file, line: fileLine, column: line.indexOf('<!--') + 1 };
    const included = ctx.sources.get(target);
    if (stack.includes(target)) {
      out.errors.push(new SiteError(`Include cycle: ${[...stack, target].join(' → ')}`, { ...where, hint: 'an included file may not include, directly or not, the file that includes it' }));
    } else if (!included) {
      const guess = closest(target, ctx.sources.keys());
      out.errors.push(new SiteError(`Included file not found: ${include[1]} (content/${target})`, { ...where, hint: guess ? `did you mean content/${guess}?` : 'the path is relative to this file' }));
    } else {
      out.includes.add(target);
      expandInto(out, included, [...stack, target], ctx);
    }
    startSegment = true;
  });
}

/** The file and line that an expanded line came from. */
export function locate(segments: LineSegment[], line: number): { file: string; line: number } {
  let segment = segments[0];
  for (const s of segments) {
    if (s.from > line) break;
    segment = s;
  }
  return { file: segment.file, line: segment.line + (line - segment.from) };
}
