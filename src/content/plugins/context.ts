// What every markdown plugin of a page knows (passed as the vfile's data), and
// where the plugins put the problems they find.
import type { VFile } from 'vfile';
import type { LineSegment, Problem } from '../../types.ts';
import type { LinkTargets } from './links.ts';

export interface MarkdownContext {
  file: string;
  url: string;
  /** Maps a line of the expanded text back to its file and line. */
  segments: LineSegment[];
  targets: LinkTargets;
}

export function problemsOf(file: VFile): Problem[] {
  return (file.data.problems ??= []) as Problem[];
}
