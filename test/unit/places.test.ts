// The line of a JSON pointer in a document's text (src/openapi/places.ts), found without parsing the whole text
// into `yaml`'s document model: it must be the line that model gives (the key's line in a mapping, the item's in a
// list, the deepest place that exists), in JSON indented every way or minified, with escapes, duplicate keys and
// pointers that lead nowhere, and in YAML written in block and flow style, with block scalars that look like keys.
import { describe, expect, it } from 'vitest';
import { LineCounter, isMap, isNode, isSeq, parseDocument, type Pair } from 'yaml';
import jsYaml from 'js-yaml';
import { jsonPointerLines, yamlPointerLines } from '../../src/openapi/places.ts';
import { pointerOf, pointerTokens } from '../../src/openapi/pointer.ts';

/** The line the YAML parser gives a pointer, going as far as the pointer leads. */
function byYaml(text: string): (pointer: string) => number | undefined {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false, version: '1.2' });
  return (pointer) => lineIn(doc, lines, pointer);
}

function lineIn(doc: ReturnType<typeof parseDocument>, lines: LineCounter, pointer: string): number | undefined {
  let node: unknown = doc.contents;
  let range = isNode(node) ? node.range : undefined;
  for (const token of pointerTokens(pointer)) {
    if (isMap(node)) {
      const pair = [...node.items].reverse().find((p: Pair) => String((p.key as { value?: unknown })?.value) === token);
      if (!pair) break;
      node = pair.value;
      range = isNode(pair.key) ? pair.key.range : range;
    } else if (isSeq(node) && /^\d+$/.test(token) && Number(token) < node.items.length) {
      node = node.items[Number(token)];
      range = isNode(node) ? node.range : range;
    } else break;
  }
  return range ? lines.linePos(range[0]).line : undefined;
}

function randomDocument(seed: number) {
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const KEYS = ['id', 'a/b', 'til~de', 'a "quoted" key', 'back\\slash\\', 'line\nbreak', 'é 漢字 😀', '0', '', '$ref'];
  const value = (depth: number): unknown => {
    const r = random();
    if (depth > 4 || r < 0.35) return pick(['text', 'ends with \\', '"', 12, -3.5e-7, true, false, null, '{[', '}]']);
    if (r < 0.7) return Object.fromEntries(Array.from({ length: Math.floor(random() * 5) }, () => [pick(KEYS), value(depth + 1)]));
    return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
  };
  // A YAML document's keys and texts: a block scalar whose lines read like keys, a key that needs quotes.
  if (random() < 0.5) return { value: { root: value(0), notes: 'paths:\n  /x:\n    get: {}\n- item: 1\n', 'a: b': value(3) }, random, pick };
  return { value: value(0), random, pick };
}

/** Every pointer into a value, and some that go past it. */
function pointersOf(value: unknown, tokens: string[] = [], out: string[] = []): string[] {
  out.push(pointerOf(tokens), pointerOf([...tokens, 'missing']), pointerOf([...tokens, '7']));
  if (value && typeof value === 'object') for (const [key, v] of Object.entries(value)) pointersOf(v, [...tokens, key], out);
  return out;
}

describe('the line of a JSON pointer in a JSON text', () => {
  it('is the line the YAML parser gives, for random documents written every way', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const { value, pick } = randomDocument(seed);
      const text = JSON.stringify({ root: value }, null, pick([0, 1, 2, '\t'])).replace(/": /g, () => pick(['": ', '" : ', '"\n  :\n ', '":']));
      const [lineOf, expected] = [jsonPointerLines(text), byYaml(text)];
      for (const pointer of pointersOf({ root: value })) expect({ seed, pointer, line: lineOf(pointer) }).toEqual({ seed, pointer, line: expected(pointer) });
    }
  });

  it('is the line the YAML parser gives, for random YAML documents in block and flow style', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const { value, pick } = randomDocument(seed);
      const text = jsYaml.dump({ top: { middle: { deep: value } }, list: [value, { name: 'x', value }] }, { flowLevel: pick([-1, -1, 2, 3, 4, 5]), indent: pick([2, 4]), lineWidth: pick([40, 80]) });
      const [lineOf, expected] = [yamlPointerLines(text), byYaml(text)];
      for (const pointer of pointersOf(jsYaml.load(text))) expect({ seed, pointer, line: lineOf(pointer) }).toEqual({ seed, pointer, line: expected(pointer) });
    }
  });

  it('takes the last of two keys of one name, as JSON.parse does', () => {
    const text = '{\n  "a": 1,\n  "b": {},\n  "a": {\n    "c": 2\n  }\n}\n';
    expect(jsonPointerLines(text)('/a/c')).toBe(5);
    expect(jsonPointerLines(text)('/a')).toBe(4);
  });

  it('names no line in a text that is not JSON, and does not throw', () => {
    expect(jsonPointerLines('{ "a": [1, 2 }')('/a/1')).toBeUndefined();
    expect(jsonPointerLines('')('/a')).toBeUndefined();
  });
});
