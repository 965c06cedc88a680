// The regular expressions of a document's `pattern`s (and `patternProperties`), as the validator tests them. V8's
// engine backtracks: a pattern with a repetition inside a repetition (^(a+)+$) takes hours to fail on a string of
// forty characters, and nothing stops a regular expression once it runs but a script's time limit, which costs about a
// tenth of a millisecond each time. So a test whose time is bounded by its pattern and string (boundedSteps) runs as
// it is; any other runs within a time limit, and past it stops the whole check (PatternTooSlow).
import vm from 'node:vm';

/** How long one test of a pattern may take. */
const PATTERN_TIME_LIMIT_MS = 1000;
/** Fewer steps than this take some milliseconds at most. */
const FEW_STEPS = 10_000_000;

/** A test of a pattern that was stopped at the time limit: the value it was checking cannot be checked. */
export class PatternTooSlow extends Error {
  constructor(readonly pattern: string) {
    super(`matching the pattern ${pattern} took longer than ${PATTERN_TIME_LIMIT_MS / 1000} s`);
  }
}

/** What ajv needs of a regular expression: its test, and a text that is the same for the same pattern (ajv keeps one per text). */
interface PatternTest {
  test(text: string): boolean;
  toString(): string;
}

/**
 * For ajv's `code.regExp`: the test of a pattern, with the flags ajv gives ("u"), or without "u" where only that reads
 * it (`[\\w-.]`, which a document's own tools read so). A pattern that is no regular expression either way is reported
 * (patternProblem) and passes every value: ajv could not compile its schema, whose examples would go unchecked.
 */
export function patternRegExp(pattern: string, flags: string): PatternTest {
  const native = regExpOf(pattern, flags) ?? regExpOf(pattern, flags.replace('u', ''));
  if (!native) return { test: () => true, toString: () => `/(?:)/ (${pattern})` };
  const shape = patternShape(pattern);
  return {
    test(text) {
      if (shape && boundedSteps(shape, text.length) < FEW_STEPS) return native.test(text);
      return testWithin(native, text);
    },
    toString: () => native.toString(),
  };
}
// ajv writes this in code it generates as a standalone module, which docs never asks for.
patternRegExp.code = 'new RegExp';

function regExpOf(pattern: string, flags: string): RegExp | undefined {
  try {
    return new RegExp(pattern, flags);
  } catch {
    return undefined;
  }
}

/** What is wrong with a pattern that is no regular expression, with "u" or without: JavaScript's words for it. */
export function patternProblem(pattern: string): string | undefined {
  if (regExpOf(pattern, '')) return undefined;
  try {
    new RegExp(pattern, 'u');
    return undefined;
  } catch (err) {
    return (err as Error).message.replace(/^Invalid regular expression: \/.*\/u?: /s, '');
  }
}

/**
 * What bounds the time of a pattern without groups, alternatives or backreferences (undefined for any other): how
 * many of its repetitions are unbounded (*, +, {n,}), the product of the choices its bounded ones have (?, {n,m}),
 * and whether it starts with "^" (else the engine tries it from every place in the string).
 */
interface Shape {
  unbounded: number;
  choices: number;
  anchored: boolean;
}

function patternShape(pattern: string): Shape | undefined {
  const shape: Shape = { unbounded: 0, choices: 1, anchored: pattern.startsWith('^') };
  /** The token before was a repetition: a "?" after it makes it lazy, which has as many choices. */
  let repetition = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    const wasRepetition: boolean = repetition;
    repetition = false;
    if (c === '\\') {
      // A backreference repeats what a group matched: no bound is known.
      if (/[1-9k]/.test(pattern[i + 1] ?? '')) return undefined;
      // \p{L}, \u{1F600}: one character, braces and all.
      const braced = /^\\[pPu]\{[^}]*\}/.exec(pattern.slice(i));
      i += braced ? braced[0].length - 1 : 1;
    } else if (c === '[') {
      for (i++; i < pattern.length && pattern[i] !== ']'; i++) if (pattern[i] === '\\') i++;
    } else if (c === '(' || c === '|') {
      return undefined;
    } else if (c === '*' || c === '+') {
      shape.unbounded++;
      repetition = true;
    } else if (c === '?') {
      if (!wasRepetition) shape.choices *= 2;
      repetition = !wasRepetition;
    } else if (c === '{') {
      const range = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      if (!range) continue;
      if (range[2] !== undefined && range[3] === '') shape.unbounded++;
      else if (range[3] !== undefined) shape.choices *= Math.max(1, Number(range[3]) - Number(range[1]) + 1);
      i += range[0].length - 1;
      repetition = true;
    }
  }
  return shape;
}

/**
 * At most how many steps the engine takes to test a pattern of this shape on a string of this length: from each place
 * it starts at, it tries each count of each repetition (up to the string's length for an unbounded one), and reads on
 * through the string for each.
 */
function boundedSteps(shape: Shape, length: number): number {
  const n = length + 1;
  return (shape.anchored ? 1 : n) * n ** (shape.unbounded + 1) * shape.choices;
}

/** The script a test runs in when it must be stopped at the time limit; its test is set before each run (setting the context's own properties is slow). */
const next: { regExp?: RegExp; text?: string } = {};
const limited = { context: vm.createContext({ test: () => next.regExp!.test(next.text!) }), script: new vm.Script('test()') };

function testWithin(regExp: RegExp, text: string): boolean {
  Object.assign(next, { regExp, text });
  try {
    return limited.script.runInContext(limited.context, { timeout: PATTERN_TIME_LIMIT_MS }) as boolean;
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new PatternTooSlow(regExp.source);
    throw err;
  } finally {
    Object.assign(next, { regExp: undefined, text: undefined });
  }
}

/** A pattern patternSample cannot make a string of (a lookaround, a backreference), or one too long to show. */
class NoSample extends Error {}

/**
 * A string a pattern matches, the same every build, for an example made from a schema: "^AC[0-9a-fA-F]{32}$" (a
 * Twilio SID) gives "AC" and 32 zeros, where the sampler wrote "string". Each alternation's first branch, a class's
 * first character (a negated one's first of a few it allows), a repetition its fewest (one for * and +). Undefined
 * when that is not a match after all, or longer than `most`.
 */
export function patternSample(pattern: string, most: number): string | undefined {
  let i = 0;
  const fail = (): never => {
    throw new NoSample();
  };
  const escaped = (): string => {
    const c = pattern[i++];
    if (c === undefined || /[1-9k]/.test(c)) return fail(); // a backreference
    if (c === 'd') return '0';
    if (c === 'w' || c === 'D' || c === 'S' || c === 'p' || c === 'P') {
      if ((c === 'p' || c === 'P') && pattern[i] === '{') i = pattern.indexOf('}', i) + 1 || fail();
      return 'a';
    }
    if (c === 'W') return '-';
    if (c === 's') return ' ';
    if (c === 'b' || c === 'B') return '';
    const control: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v', '0': '\0' };
    if (c in control) return control[c];
    const hex = c === 'x' ? /^[0-9a-f]{2}/i.exec(pattern.slice(i)) : c === 'u' ? /^(?:[0-9a-f]{4}|\{[0-9a-f]+\})/i.exec(pattern.slice(i)) : null;
    if (hex) {
      i += hex[0].length;
      return String.fromCodePoint(parseInt(hex[0].replace(/[{}]/g, ''), 16));
    }
    return c;
  };
  const charClass = (): string => {
    const negated = pattern[i] === '^';
    if (negated) i++;
    const ranges: [string, string][] = [];
    for (let first = true; i < pattern.length && (pattern[i] !== ']' || first); first = false) {
      const lo = pattern[i++] === '\\' ? escaped() : pattern[i - 1];
      if (pattern[i] === '-' && pattern[i + 1] !== ']' && i + 1 < pattern.length) {
        i++;
        const hi = pattern[i++] === '\\' ? escaped() : pattern[i - 1];
        ranges.push([lo, hi]);
      } else ranges.push([lo, lo]);
    }
    if (pattern[i++] !== ']') fail();
    if (!negated) return ranges[0]?.[0] ?? fail();
    return [...'a0A_x-'].find((c) => !ranges.some(([lo, hi]) => c >= lo && c <= hi)) ?? fail();
  };
  const atom = (): string => {
    const c = pattern[i++];
    if (c === '^' || c === '$') return '';
    if (c === '.') return 'a';
    if (c === '[') return charClass();
    if (c === '\\') return escaped();
    if (c !== '(') return c;
    if (pattern[i] === '?') {
      if (pattern[i + 1] === ':') i += 2;
      else if (pattern[i + 1] === '<' && pattern[i + 2] !== '=' && pattern[i + 2] !== '!') i = pattern.indexOf('>', i) + 1 || fail();
      else fail(); // a lookaround
    }
    const inner = alternation();
    if (pattern[i++] !== ')') fail();
    return inner;
  };
  const times = (): number => {
    const c = pattern[i];
    let n = 1;
    if (c === '?') n = 0;
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      if (!m) return 1; // a brace that is itself
      i += m[0].length - 1;
      const max = m[2] === undefined ? Number(m[1]) : m[3] ? Number(m[3]) : Infinity;
      n = Number(m[1]) || Math.min(1, max);
    } else if (c !== '*' && c !== '+') return 1;
    i++;
    if (pattern[i] === '?') i++; // lazy
    return n;
  };
  const sequence = (): string => {
    let out = '';
    while (i < pattern.length && pattern[i] !== '|' && pattern[i] !== ')') {
      const one = atom();
      const n = times();
      if (out.length + one.length * n > most) fail();
      out += one.repeat(n);
    }
    return out;
  };
  const alternation = (): string => {
    const first = sequence();
    while (pattern[i] === '|') {
      i++;
      sequence();
    }
    return first;
  };
  try {
    const made = alternation();
    if (i < pattern.length) return undefined; // a ")" with no "("
    return patternRegExp(pattern, 'u').test(made) ? made : undefined;
  } catch {
    return undefined; // NoSample, or a test stopped at its time limit (PatternTooSlow)
  }
}
