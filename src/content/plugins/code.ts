// Code blocks: highlighted at build time with lowlight (highlight.js grammars,
// code-languages.ts), so no highlighter reaches the browser. Tokens get
// classes, not inline styles, so the colours come from the stylesheet (light
// and dark) and the page keeps its strict Content-Security-Policy. The fence
// can give a title, lines to mark and line numbers (code-lines.ts):
//   ```js title="client.js" {2,4-5} showLineNumbers
import type { Root } from 'mdast';
import { eachBlock } from '../blocks/each-node.ts';
import { escapeHtml } from '../../html.ts';
import type { RootContent as HastContent } from 'hast';
import type { VFile } from 'vfile';
import { fenceTitle } from '../blocks/tabs.ts';
import { placeOf, problemsOf } from '../blocks/context.ts';
import { grammarOf, highlight } from './code-languages.ts';
import { jsonLines } from './json-lines.ts';
import { bashLines } from './bash-lines.ts';
import { ansiLines } from './ansi-lines.ts';
import { isNpm2yarn, npmTo, PACKAGE_MANAGERS, withoutNpm2yarn } from './npm2yarn.ts';
import { tabs } from '../blocks/tabs.ts';
import { nextTabsId } from '../mdx/context.ts';
import { fenceInfo, markedCode, metaLines, type LineMark } from './code-lines.ts';
import { escapedHtml } from './safe.ts';
import { keepApiExample } from './api-examples.ts';

export { jsonWithoutPunctuation } from './code-languages.ts';

export function remarkCode() {
  return (tree: Root, file: VFile) => {
    const problems = problemsOf(file);
    eachBlock(tree, (node, index, parent) => {
      if (node.type !== 'code') return;
      const html = (value: string, meta: string | null | undefined, report: boolean) => {
        const { lang, meta: rest, firstLineNumber } = fenceInfo(node.lang, meta);
        const grammar = grammarOf(lang);
        const { code, marks } = markedCode(value, grammar);
        const lineCount = code.split('\n').length;
        const { lines, misfits } = metaLines(rest, lineCount);
        for (const line of lines) marks.set(line, (marks.get(line) ?? new Set<LineMark>()).add('highlighted'));
        if (report) {
          for (const range of misfits) {
            problems.push({
              message: `Line range {${range}} does not fit this ${lineCount}-line code block`,
              ...placeOf(file, node),
              hint: 'count lines from 1 inside the fence, as in {2,4-5}',
            });
          }
        }
        const inTabs = Boolean((node.data as { inTabs?: boolean } | undefined)?.inTabs);
        return codeBlock(code, { lang, grammar, marks, title: inTabs ? undefined : fenceTitle(rest), firstLineNumber });
      };
      keepApiExample(node, fenceInfo(node.lang, node.meta).meta, file);
      if (isNpm2yarn(node.meta)) {
        // Docusaurus's npm2yarn: the commands for each package manager, in code tabs that share the reader's choice.
        const meta = withoutNpm2yarn(node.meta!);
        const items = PACKAGE_MANAGERS.map((tool, i) => ({ label: tool, value: tool, children: [escapedHtml(html(npmTo(node.value, tool), meta, i === 0))] }));
        parent.children[index] = tabs(items, { id: nextTabsId(file), label: 'Package managers' });
        return;
      }
      parent.children[index] = escapedHtml(html(node.value, node.meta, true));
    });
  };
}

export interface CodeBlockOptions {
  /** The language as written (its class), and the grammar that highlights it, if any. */
  lang?: string;
  grammar?: string;
  /** Marked lines, by number (from 1). */
  marks?: Map<number, Set<LineMark>>;
  title?: string;
  /** Shows line numbers, from this one. */
  firstLineNumber?: number;
}

/**
 * Token classes that the stylesheet colours; other tokens (punctuation,
 * operators…) stay plain text, which keeps pages with much code small.
 */
const STYLED = new Set([
  'hljs-keyword', 'hljs-selector-tag', 'hljs-literal', 'hljs-doctag', 'hljs-type', 'hljs-string', 'hljs-regexp', 'hljs-addition',
  'hljs-selector-attr', 'hljs-number', 'hljs-symbol', 'hljs-bullet', 'hljs-variable', 'hljs-template-variable', 'hljs-title',
  'hljs-section', 'hljs-name', 'hljs-selector-id', 'hljs-selector-class', 'hljs-attr', 'hljs-attribute', 'hljs-property',
  'hljs-params', 'hljs-comment', 'hljs-quote', 'hljs-deletion', 'hljs-meta', 'hljs-built_in', 'hljs-subst',
]);
/**
 * From this many lines a block is "long": the browser lays it out only when it nears the screen. An API's example
 * of 750 lines, five on a page (GitHub's "update a project item", 468 KB), blocked a phone's main thread for 330 ms
 * on load; with it, 70 ms.
 */
const LONG_BLOCK_LINES = 50;

/** A shell session's prompt ("$ "), which the reader neither selects nor copies. */
const PROMPT = 'prompt';

/**
 * <div class="code-block"> with an optional title, the highlighted code and a
 * copy button, as HTML (written directly: a block of code is hundreds of
 * tokens, and this is the one place that knows their shape). Lines are
 * wrapped in elements only when some are marked or numbered.
 */
export function codeBlock(value: string, { lang, grammar, marks = new Map(), title, firstLineNumber }: CodeBlockOptions): string {
  const lines = (lang?.toLowerCase() === 'ansi' && ansiLines(value)) || (grammar === 'json' && jsonLines(value)) || (grammar === 'bash' && bashLines(value)) || highlightedLines(value, grammar);
  if (grammar === 'bash') markPrompts(lines);
  const output = grammar === 'shell-session' ? outputLines(lines) : undefined;
  const numbered = firstLineNumber !== undefined;
  const wrapped = marks.size > 0 || numbered || output !== undefined;
  const lineNumber = numbered && firstLineNumber !== 1 ? (i: number) => ` data-n="${firstLineNumber + i}"` : () => '';
  const code = wrapped
    ? lines.map((line, i) => {
      const classes = ['line', ...(marks.get(i + 1) ?? []), ...(output?.has(i) ? ['output'] : [])].join(' ');
      return `<span class="${classes}"${lineNumber(i)}>${line}</span>`;
    }).join('\n')
    : lines.join('\n');
  const codeClass = [lang && `language-${escapeHtml(lang)}`, numbered && 'line-numbers'].filter(Boolean).join(' ');
  // A long block is laid out only when near the screen (styles.css, .code-block.long).
  return `<div class="code-block${lines.length >= LONG_BLOCK_LINES ? ' long' : ''}"${lang ? ` data-lang="${escapeHtml(lang)}"` : ''}>`
    + (title ? `<div class="code-title">${escapeHtml(title)}</div>` : '')
    // tabindex: a block wider than the screen can be scrolled with the keyboard.
    + `<pre tabindex="0"><code${codeClass ? ` class="${codeClass}"` : ''}>${code}</code></pre>`
    + '<button type="button" class="copy-code" aria-label="Copy code">Copy</button></div>';
}

/**
 * Marks the "$ " that starts a line of a bash block, as writers copy commands
 * from a terminal and VitePress leaves it out: no command of bash starts so.
 */
function markPrompts(lines: string[]): void {
  lines.forEach((line, i) => {
    const prompt = /^[ \t]*\$ /.exec(line);
    if (prompt) lines[i] = `${prompt[0].slice(0, -2)}<span class="${PROMPT}">$ </span>${line.slice(prompt[0].length)}`;
  });
}

/**
 * The lines of a shell session that are a command's output: neither a prompt's
 * line nor the continuation (after a trailing "\") of one. The copy button
 * leaves them out; a session without prompts has none.
 */
function outputLines(lines: string[]): Set<number> | undefined {
  const prompted = lines.map((line) => line.startsWith(`<span class="${PROMPT}">`));
  if (!prompted.includes(true)) return undefined;
  const output = new Set<number>();
  let command = false;
  lines.forEach((line, i) => {
    command = prompted[i] || (command && /\\(<\/span>)*$/.test(lines[i - 1]));
    if (!command) output.add(i);
  });
  return output.size ? output : undefined;
}

/** The code's lines as HTML, highlighted by highlight.js in `grammar` (none: plain text). */
export function highlightedLines(value: string, grammar: string | undefined): string[] {
  return splitLines(grammar ? highlight(grammar, value).children : [{ type: 'text', value }]);
}

/**
 * The highlighted tokens as HTML, one string per line: a token that spans
 * lines (a comment, a string) is cut at each line end and its class repeated
 * on every piece, so that each line can be wrapped on its own.
 */
function splitLines(tokens: HastContent[]): string[] {
  const lines: string[] = [''];
  const walk = (nodes: HastContent[], className: string | undefined) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        node.value.split('\n').forEach((piece, i) => {
          if (i > 0) lines.push('');
          if (piece) lines[lines.length - 1] += className ? `<span class="${className}">${escapeHtml(piece)}</span>` : escapeHtml(piece);
        });
      } else if (node.type === 'element') {
        // The innermost styled class wins, as it would in the stylesheet.
        const classes = (node.properties.className as string[] | undefined) ?? [];
        const own = classes.includes('prompt_') ? PROMPT : classes.find((c) => STYLED.has(c));
        walk(node.children, own ?? className);
      }
    }
  };
  walk(tokens, undefined);
  return lines;
}
