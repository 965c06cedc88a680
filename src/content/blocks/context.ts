// What every markdown plugin of a page knows (passed as the vfile's data), and
// where the plugins put the problems they find.
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { originOf } from '../segments.ts';
import type { LineSegment, LinkTargets, Problem } from '../../types.ts';
import type { ComponentRenderer } from '../../render/components.ts';

/** How a plugin or an MDX element reports a problem at a node of the page. */
export type Report = (node: Node, message: string, hint?: string, about?: Pick<Problem, 'kind' | 'subject'>) => void;

export interface MarkdownContext {
  file: string;
  url: string;
  /** Maps a line of the expanded text back to its file and line. */
  segments: LineSegment[];
  targets: LinkTargets;
  /** Read as MDX (an .mdx file, or one with import or export lines). */
  mdx?: boolean;
  /** The names of the components site.config.ts registers. */
  components?: string[];
  /** What renders them (mdx/render.ts). */
  renderer?: ComponentRenderer;
  /** The HTML the page's generated regions name, by key (see container-markers.ts, generatedRegion). */
  html?: Record<string, string>;
}

export function problemsOf(file: VFile): Problem[] {
  return (file.data.problems ??= []) as Problem[];
}

/** Where the plugins put what the writer should fix, though the page can be built without it. */
export function warningsOf(file: VFile): Problem[] {
  return (file.data.warnings ??= []) as Problem[];
}

/** Where the plugins put what the writer may want to know but need not fix. */
export function notesOf(file: VFile): Problem[] {
  return (file.data.notes ??= []) as Problem[];
}

/**
 * Where a node of the page's expanded text is in the file the writer wrote: file, line and column; no column in
 * what the build made from an OpenAPI document (the line is its operation's or schema's, the column would be the made line's).
 */
export function placeOf(file: VFile, node: Node): { file: string; line: number; column?: number; at?: string; text?: true } {
  const start = node.position?.start ?? { line: 1, column: 1 };
  const origin = originOf((file.data.markdown as MarkdownContext).segments, start.line);
  return origin.at !== undefined ? origin : { file: origin.file, line: origin.line, column: start.column };
}

/**
 * Whether a node is of what the build made from an OpenAPI document, which is CommonMark: a tag there is HTML
 * ("List<String>" in a description), never one of the site's components. The one rule the plugins that read components ask.
 */
export function isCommonMark(ctx: MarkdownContext, node: Node): boolean {
  return node.position !== undefined && originOf(ctx.segments, node.position.start.line).at !== undefined;
}
