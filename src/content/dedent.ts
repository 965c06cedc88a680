// Lines written indented as a block (a snippet's region, a component's code
// attribute), shifted left by the indent they share.

/** `lines` without the indent that every line with text has (blank lines do not count). */
export function dedent(lines: string[]): string[] {
  let indent = Infinity;
  // One line at a time, not Math.min(...): a generated file may have more lines than a call takes arguments.
  for (const line of lines) if (line.trim()) indent = Math.min(indent, /^[ \t]*/.exec(line)![0].length);
  return Number.isFinite(indent) && indent > 0 ? lines.map((l) => l.slice(indent)) : lines;
}
