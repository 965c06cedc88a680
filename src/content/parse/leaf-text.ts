// A leaf block's lines as one string of inline content: each line from where
// its content starts (after indentation and container markers), joined by the
// line endings of the source, with the segments that map it back.
import type { Lines } from './lines.ts';
import type { Segment } from './inline.ts';

/** `ranges`: from, to and line, `stride` numbers per line, from the `first` line on. */
export function joinLines(ranges: number[], stride: number, lines: Lines, first = 0): { text: string; segments: Segment[] } {
  const source = lines.text;
  const count = ranges.length / stride;
  if (count - first === 1) {
    const at = first * stride;
    return { text: source.slice(ranges[at], ranges[at + 1]), segments: [{ at: 0, source: ranges[at], line: ranges[at + 2] }] };
  }
  let text = '';
  const segments: Segment[] = [];
  for (let i = first; i < count; i++) {
    const from = ranges[i * stride];
    const to = ranges[i * stride + 1];
    const line = ranges[i * stride + 2];
    segments.push({ at: text.length, source: from, line });
    text += i + 1 < count ? source.slice(from, lines.starts[line + 1]) : source.slice(from, to);
  }
  return { text, segments };
}
