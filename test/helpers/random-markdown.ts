// Random markdown documents, the same for every run of a seed: lines made of a
// few line starts (block syntax) and a few inline pieces, for tests that hold
// two implementations of the same thing to the same output.

export interface RandomMarkdown {
  text: string;
  /** Read as MDX (about one document in five). */
  mdx: boolean;
}

export function* randomMarkdown(seed: number, count: number, { starts, inline }: { starts: string[]; inline: string[] }): Generator<RandomMarkdown> {
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const pick = (list: string[]) => list[Math.floor(random() * list.length)];
  for (let n = 0; n < count; n++) {
    const lines: string[] = [];
    for (let i = 1 + Math.floor(random() * 8); i > 0; i--) {
      let line = '';
      for (let k = Math.floor(random() * 3); k > 0; k--) line += pick(starts);
      for (let k = Math.floor(random() * 6); k > 0; k--) line += pick(inline);
      lines.push(random() < 0.15 ? '' : line);
    }
    const text = lines.join(random() < 0.2 ? '\r\n' : '\n');
    yield { text, mdx: random() < 0.2 };
  }
}
