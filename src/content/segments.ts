// Where a line of a page's expanded text (its includes written in) came from:
// the segments expand.ts records, read by every stage that reports a problem.
import { SiteError } from '../errors.ts';
import type { LineSegment } from '../types.ts';

/**
 * A line's file and line; or, when the build made it from an OpenAPI document (then CommonMark, and no column of its
 * own), the JSON pointer of its place there (`at`), and `line` is how many lines into what was made from it (from 0:
 * a description's lines are its text's, see LoadedSpec.lineInText).
 */
export interface LineOrigin {
  file: string;
  line: number;
  at?: string;
  text?: true;
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
  if (segment.at === undefined) return { file: segment.file, line: segment.line + (line - segment.from) };
  return { file: segment.file, line: line - segment.from, at: segment.at, ...(segment.text && { text: true }) };
}

/**
 * Where the value at a JSON pointer of an OpenAPI document (its file named from the content folder) is written now: its
 * line (with `offset`, that line of its text), and its pointer as written (a Swagger 2.0 document's own, not the 3.0
 * it converts to): see ReadVersion.writtenAt.
 */
export type WrittenAt = (file: string, pointer: string, offset?: number) => { line?: number; pointer: string } | undefined;

/**
 * A problem found in what the build made from an OpenAPI document (`at`), at the line its place has in the document
 * now, naming that place (the description, operation or schema it is in); any other problem as it is. What the markdown stage
 * finds is kept with its page's result, which an edit above it in the document does not change.
 */
export function placeAt(error: SiteError, writtenAt: WrittenAt | undefined): SiteError {
  if (error.at === undefined) return error;
  const { file, column, hint, kind, subject } = error;
  const written = file === undefined ? undefined : writtenAt?.(file, error.at, error.line);
  const pointer = written?.pointer ?? error.at;
  // An operation in a file of its own is named by its file.
  return new SiteError(pointer ? `${error.message} (at ${pointer})` : error.message, { file, line: written?.line, column, hint, kind, subject });
}

