// JSON blocks are highlighted without highlight.js (json-lines.ts): the lines
// must be the ones highlight.js's tokens give, or none at all (then
// highlight.js highlights the block).
import { describe, expect, it } from 'vitest';
import { jsonLines } from '../../src/content/plugins/json-lines.ts';
import { highlightedLines } from '../../src/content/plugins/code.ts';
import { grammarOf } from '../../src/content/plugins/code-languages.ts';
import { realSiteMarkdown } from '../helpers/site.ts';

const grammar = grammarOf('json')!;
const byHighlightJs = (code: string) => highlightedLines(code, grammar);

/** A seeded generator of random JSON texts, indented in several ways, and of small edits to them. */
function randomJson(seed: number) {
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const STRINGS = ['', 'id', 'lease_id', 'a "quoted" word', 'back\\slash', 'tab\there', 'line\nbreak', 'é ü 漢字 😀', '<b>&amp;</b>', 'true', '12', '/v1/leases?limit=10', '\u2028'];
  const NUMBERS = [0, 1, -1, 42, 3.25, -0.5, 1e21, 2.5e-7, 123456789, -98765.4321];
  const value = (depth: number): unknown => {
    const r = random();
    if (depth > 3 || r < 0.45) return pick([() => pick(STRINGS), () => pick(NUMBERS), () => pick([true, false, null])])();
    if (r < 0.75) return Object.fromEntries(Array.from({ length: Math.floor(random() * 5) }, () => [pick(STRINGS), value(depth + 1)]));
    return Array.from({ length: Math.floor(random() * 5) }, () => value(depth + 1));
  };
  const text = () => {
    const json = JSON.stringify(value(0), null, pick([0, 2, 4, '\t']));
    // Spaces and line ends where JSON allows them, which highlight.js's lookahead for an attribute crosses.
    return random() < 0.3 ? json.replace(/": /g, () => pick(['": ', '" : ', '"\n  : ', '":'])) : json;
  };
  const EDITS = ['/', '//', '/*', '.', 'x', '0x1F', '-', '"', '\n', ' ', 'e', '+', '\u00a0', 'truex', '.5', '1.', '#', '\r\n', ':', '\\'];
  const edited = (json: string) => {
    const at = Math.floor(random() * (json.length + 1));
    return json.slice(0, at) + pick(EDITS) + json.slice(at + (random() < 0.3 ? 1 : 0));
  };
  return { text, edited };
}

describe('JSON highlighted without highlight.js', () => {
  it('gives highlight.js\'s lines for every JSON block of the site', () => {
    const blocks = realSiteMarkdown().flatMap(({ text }) => [...text.matchAll(/^```json[^\n]*\n([\s\S]*?)\n```$/gm)].map((m) => m[1]));
    expect(blocks.length).toBeGreaterThan(20);
    for (const code of blocks) expect(jsonLines(code), code).toEqual(byHighlightJs(code));
  });

  it('gives highlight.js\'s lines for random JSON, and for edits of it it either gives them too or leaves the block to highlight.js', () => {
    const { text, edited } = randomJson(7);
    let read = 0;
    for (let n = 0; n < 3000; n++) {
      const json = text();
      expect(jsonLines(json), json).toEqual(byHighlightJs(json));
      const changed = edited(json);
      const lines = jsonLines(changed);
      if (lines === undefined) continue;
      read++;
      expect(lines, changed).toEqual(byHighlightJs(changed));
    }
    expect(read).toBeGreaterThan(300); // the edits that are still JSON's tokens (a space, a line end, a colon, a quote…)
  });

  it('leaves comments, hexadecimal numbers, strings over two lines and words to highlight.js', () => {
    for (const code of ['{"a": 1} // note', '/* c */ {}', '{"a": 0x1F}', '{"a": "one\ntwo"}', '{"a": "open}', '{a: 1}', '[1.2.3]', '[truex]', '{"a": .5}']) {
      expect(jsonLines(code), code).toBeUndefined();
    }
  });
});
