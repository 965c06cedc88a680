// What a code block shows besides its code, as Docusaurus and VitePress writers
// mark it: line numbers and lines to highlight in the fence's info string, and
// comments in the code that mark lines and are removed from what is shown:
//
//   ```js title="app.js" {1,3-4} showLineNumbers      ```ts:line-numbers=5 {2}
//   // highlight-next-line                             added(); // [!code ++]
//   // highlight-start ... // highlight-end            removed(); // [!code --]
//
// Docusaurus's comments are whole lines, in the comment syntax of the block's
// language (`#` in bash, python, yaml; `<!-- -->` in html, xml, markdown; any
// of them in an unknown language). VitePress's notations end a line of code, in
// any comment syntax; alone on a line, they mark the next lines instead
// (`[!code highlight:3]`: three lines). `[\!code …]` writes the text.

/** A line's look: the classes its element gets. */
export type LineMark = 'highlighted' | 'added' | 'removed' | 'focused' | 'warning' | 'error';

export interface FenceInfo {
  /** The language, without what VitePress writes after it ("ts:line-numbers", "js{1,3}"). */
  lang: string | undefined;
  meta: string;
  /** The number of the first line when line numbers are shown. */
  firstLineNumber: number | undefined;
}

export function fenceInfo(lang: string | null | undefined, meta: string | null | undefined): FenceInfo {
  const [, name = '', rest = ''] = lang ? /^([^{:]*)(.*)$/.exec(lang)! : [];
  const all = `${rest} ${meta ?? ''}`;
  const numbers = /(?:^|\s)showLineNumbers(?:=(\d+))?(?!\S)|:line-numbers(?:=(\d+))?/.exec(all);
  const off = all.includes(':no-line-numbers');
  return {
    lang: name || undefined,
    meta: all.trim(),
    firstLineNumber: numbers && !off ? Number(numbers[1] ?? numbers[2] ?? 1) : undefined,
  };
}

/** "{2,4-5}" in a fence's meta. */
const LINE_RANGES = /\{([\d\s,-]+)\}/;

/** The lines the meta's "{…}" names, or the ranges that do not fit a block of `lineCount` lines. */
export function metaLines(meta: string, lineCount: number): { lines: number[]; misfits: string[] } {
  const lines: number[] = [];
  const misfits: string[] = [];
  const ranges = LINE_RANGES.exec(meta)?.[1];
  for (const range of ranges ? ranges.split(',').map((r) => r.trim()).filter(Boolean) : []) {
    const [from, to = from] = range.split('-').map(Number);
    if (!(from >= 1 && to >= from && to <= lineCount)) misfits.push(range);
    else for (let line = from; line <= to; line++) lines.push(line);
  }
  return { lines, misfits };
}

type Opener = '//' | '/*' | '{/*' | '#' | '<!--' | '--';
/** Docusaurus's directive on a line of its own: opener, directive. */
const DIRECTIVE = /^\s*(\/\/|\/\*|\{\s*\/\*|#|<!--|--)\s*highlight-(next-line|start|end)\s*(?:\*\/\s*\}|\*\/|-->)?\s*$/;
const C_LIKE: Opener[] = ['//', '/*'];
const JS_LIKE: Opener[] = ['//', '/*', '{/*'];
/** The comment openers of each grammar; a grammar not listed (or no language) takes any. */
const OPENERS: Record<string, Opener[]> = {
  javascript: JS_LIKE, typescript: JS_LIKE, markdown: ['<!--', '{/*'],
  c: C_LIKE, cpp: C_LIKE, csharp: C_LIKE, go: C_LIKE, java: C_LIKE, kotlin: C_LIKE, rust: C_LIKE, swift: C_LIKE,
  scss: C_LIKE, less: C_LIKE, json: C_LIKE, css: ['/*'], php: ['//', '/*', '#', '<!--'],
  bash: ['#'], 'shell-session': ['#'], python: ['#'], ruby: ['#'], yaml: ['#'], ini: ['#'], dockerfile: ['#'],
  powershell: ['#'], graphql: ['#'], http: ['#'], xml: ['<!--'], sql: ['--', '/*'],
};

/** VitePress's notation at the end of a line: the comment, its mark, how many lines. */
const NOTATION = /\s*(?:\/\/+|#|--|;+|%+|\/\*+|<!--|\{\s*\/\*+|')\s*\[!code (highlight|hl|\+\+|--|focus|warning|error|word:[^\]]*)(?::(\d+))?\]\s*(?:\*+\/\s*\}?|-->)?\s*$/;
const NOTATION_MARKS: Record<string, LineMark | undefined> = {
  highlight: 'highlighted', hl: 'highlighted', '++': 'added', '--': 'removed', focus: 'focused', warning: 'warning', error: 'error',
};

export interface MarkedCode {
  /** The code to show: without the comments that only marked lines. */
  code: string;
  /** The marks of each line shown, by its number (from 1). */
  marks: Map<number, Set<LineMark>>;
}

/** Reads and removes the marking comments of a block's code. */
export function markedCode(value: string, grammar: string | undefined): MarkedCode {
  const marks = new Map<number, Set<LineMark>>();
  const docusaurus = value.includes('highlight-');
  const vitepress = value.includes('!code');
  if (!docusaurus && !vitepress) return { code: value, marks };
  const openers = (grammar && OPENERS[grammar]) || undefined;
  const shown: string[] = [];
  let nextLine = false;
  let depth = 0;
  /** Marks carried to the lines that follow: [mark, lines left]. */
  let carried: [LineMark | undefined, number][] = [];
  const mark = (line: number, what: LineMark | undefined) => {
    if (!what) return;
    const set = marks.get(line) ?? new Set();
    marks.set(line, set.add(what));
  };
  for (const line of value.split('\n')) {
    const directive = docusaurus ? DIRECTIVE.exec(line) : null;
    if (directive && (!openers || openers.includes(directive[1].replace(/\s+/g, '') as Opener))) {
      if (directive[2] === 'next-line') nextLine = true;
      else if (directive[2] === 'start') depth++;
      else depth = Math.max(0, depth - 1);
      continue;
    }
    const notation = vitepress ? NOTATION.exec(line) : null;
    let text = line;
    let own: [LineMark | undefined, number] | undefined;
    if (notation) {
      const entry: [LineMark | undefined, number] = [NOTATION_MARKS[notation[1]], Number(notation[2] ?? 1)];
      text = line.slice(0, notation.index);
      if (!text.trim()) {
        carried.push(entry);
        continue;
      }
      own = entry;
    }
    shown.push(vitepress ? text.replaceAll('[\\!code', '[!code') : text);
    const at = shown.length;
    if (nextLine || depth) mark(at, 'highlighted');
    nextLine = false;
    if (own) carried.push(own);
    for (const entry of carried) {
      mark(at, entry[0]);
      entry[1]--;
    }
    carried = carried.filter((entry) => entry[1] > 0);
  }
  return { code: shown.join('\n'), marks };
}
