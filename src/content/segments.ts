// Where a line of a page's expanded text (its includes written in) came from:
// the segments expand.ts records, read by every stage that reports a problem.
import type { LineSegment } from '../types.ts';

/** The file and line that an expanded line came from (a binary search: a page of many includes may have many links to place). */
export function locate(segments: LineSegment[], line: number): { file: string; line: number } {
  return at(segments, line).place;
}

/** Whether an expanded line is of a segment the build made from an OpenAPI document (CommonMark: no components). */
export function isGenerated(segments: LineSegment[], line: number): boolean {
  return Boolean(at(segments, line).segment.generated);
}

function at(segments: LineSegment[], line: number): { segment: LineSegment; place: { file: string; line: number } } {
  // The last segment that starts at or before the line.
  let lo = 0;
  let hi = segments.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (segments[mid].from <= line) lo = mid;
    else hi = mid - 1;
  }
  const segment = segments[lo];
  return { segment, place: { file: segment.file, line: segment.generated ? segment.line : segment.line + (line - segment.from) } };
}
