// Where a line of a page's expanded text (its includes written in) came from:
// the segments expand.ts records, read by every stage that reports a problem.
import type { LineSegment, PageSummary } from '../types.ts';

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

/**
 * The segments as the markdown stage sees them, and as they key a page's markdown result: a generated segment names
 * its place among the page's generated segments (-1, -2…) instead of its line. An OpenAPI document's operation moves
 * whenever a line is added above it; what it renders to does not (see RecordedPage.lines).
 */
export function lineFree(segments: LineSegment[]): LineSegment[] {
  if (!segments.some((s) => s.generated)) return segments;
  let place = 0;
  return segments.map((s) => (s.generated ? { ...s, line: -++place } : s));
}

/** The lines of a page's generated segments, in order; undefined when it has none. */
export function generatedLines(segments: LineSegment[]): number[] | undefined {
  const lines = segments.filter((s) => s.generated).map((s) => s.line);
  return lines.length ? lines : undefined;
}

/** What a page's markdown stage found (made with lineFree segments), at the lines its generated segments have now. */
export function placeLines(summary: PageSummary, lines: number[] | undefined): PageSummary {
  if (!lines) return summary;
  const place = <T extends { line?: number }>(list: T[]): T[] => (list.some((item) => item.line !== undefined && item.line < 0)
    ? list.map((item) => (item.line !== undefined && item.line < 0 ? { ...item, line: lines[-item.line - 1] ?? 1 } : item))
    : list);
  return { ...summary, links: place(summary.links), apiExamples: place(summary.apiExamples), errors: place(summary.errors), warnings: place(summary.warnings), notes: place(summary.notes) };
}
