// Link reference definitions ("[label]: /url 'title'"), which can only start
// a paragraph: each found is taken off the paragraph's first lines and becomes
// a block of its own before it.
import type { Definition } from 'mdast';
import { decodeString, normalizeLabel } from './characters.ts';
import { titleValue } from './inline-parts.ts';
import { definitionAt } from './link-parts.ts';
import { joinLines } from './leaf-text.ts';
import type { Lines } from './lines.ts';

export interface FoundDefinition {
  node: Definition;
  /** Offsets where it starts and ends, and the line it ends on. */
  start: number;
  end: number;
  startLine: number;
  endLine: number;
}

/**
 * The definitions a paragraph starts with (`ranges`: from, to and line of
 * each of its lines), and how many of its lines they take.
 */
export function leadingDefinitions(ranges: number[], lines: Lines): { found: FoundDefinition[]; lineCount: number } {
  const found: FoundDefinition[] = [];
  if (ranges.length === 0 || lines.text.charCodeAt(ranges[0]) !== 91 /* [ */) return { found, lineCount: 0 };
  const { text, segments } = joinLines(ranges, 3, lines);
  let at = 0;
  let lineCount = 0;
  for (;;) {
    // Each next one may be indented.
    while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9) at++;
    const parts = definitionAt(text, at);
    if (!parts) break;
    const label = text.slice(parts.label[0], parts.label[1]);
    const node: Definition = {
      type: 'definition',
      identifier: normalizeLabel(label),
      label: decodeString(label),
      title: parts.title ? titleValue(text.slice(parts.title[0], parts.title[1])) : null,
      url: decodeString(text.slice(parts.url[0], parts.url[1])),
    };
    // It ends at its line's end: the next line, if any, starts a segment.
    let last = lineCount;
    while (last + 1 < segments.length && segments[last + 1].at <= parts.end) last++;
    const start = segments[lineCount];
    const endSegment = segments[last];
    found.push({ node, start: start.source + at - start.at, end: endSegment.source + parts.end - endSegment.at, startLine: start.line, endLine: endSegment.line });
    lineCount = last + 1;
    if (lineCount >= segments.length) break;
    at = segments[lineCount].at;
  }
  return { found, lineCount };
}
