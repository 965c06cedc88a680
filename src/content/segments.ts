// Where a line of a page's expanded text (its includes written in) came from:
// the segments expand.ts records, read by every stage that reports a problem.
import type { LineSegment } from '../types.ts';

/** A line's file and line, and whether the build made it from an OpenAPI document (then CommonMark, and no column of its own). */
export interface LineOrigin {
  file: string;
  line: number;
  generated: boolean;
}

/** The file and line that an expanded line came from. */
export function locate(segments: LineSegment[], line: number): { file: string; line: number } {
  const { file, line: fileLine } = originOf(segments, line);
  return { file, line: fileLine };
}

/** Where an expanded line came from (a binary search: a page of many includes may have many links to place). */
export function originOf(segments: LineSegment[], line: number): LineOrigin {
  // The last segment that starts at or before the line.
  let lo = 0;
  let hi = segments.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (segments[mid].from <= line) lo = mid;
    else hi = mid - 1;
  }
  const segment = segments[lo];
  const generated = Boolean(segment.generated);
  return { file: segment.file, line: generated ? segment.line : segment.line + (line - segment.from), generated };
}
