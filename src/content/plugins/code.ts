// Code blocks: highlighted at build time with lowlight (highlight.js grammars),
// so no highlighter reaches the browser. Tokens get classes, not inline styles,
// so the colours come from the stylesheet (light and dark) and the page keeps
// its strict Content-Security-Policy. The fence meta can give a title and
// lines to highlight:  ```js title="client.js" {2,4-5}
import { createLowlight } from 'lowlight';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import http from 'highlight.js/lib/languages/http';
import ini from 'highlight.js/lib/languages/ini';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import shell from 'highlight.js/lib/languages/shell';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import type { HLJSApi, Language } from 'highlight.js';
import type { Root } from 'mdast';
import { eachBlock } from './each-node.ts';
import { escapeHtml } from '../../html.ts';
import type { RootContent as HastContent } from 'hast';
import type { VFile } from 'vfile';
import { fenceTitle } from './containers.ts';
import { placeOf, problemsOf } from './context.ts';

const lowlight = createLowlight({ bash, css, diff, http, ini, javascript, json: jsonWithoutPunctuation, markdown, python, shell, sql, typescript, xml, yaml });
lowlight.registerAlias({ bash: ['sh', 'zsh'], javascript: ['js', 'mjs', 'cjs', 'jsx'], typescript: ['ts', 'tsx'], python: ['py'], xml: ['html', 'svg'], yaml: ['yml'], shell: ['console'] });

/**
 * highlight.js's JSON, less its punctuation tokens: a token for every brace,
 * comma and colon, about every third character, which the stylesheet does not
 * colour (STYLED) and splitLines drops again. Without them, and without the
 * grammar's rule that any other character is illegal (which only they made
 * hold), the HTML is the same (a test checks it) and a cold build highlights
 * JSON in half the time.
 */
export function jsonWithoutPunctuation(hljs: HLJSApi): Language {
  const grammar = json(hljs);
  return { ...grammar, illegal: undefined, contains: grammar.contains.filter((mode) => mode.className !== 'punctuation') };
}

/** "{2,4-5}" in a fence's meta. */
const LINE_RANGES = /\{([\d\s,-]+)\}/;

export function remarkCode() {
  return (tree: Root, file: VFile) => {
    const problems = problemsOf(file);
    eachBlock(tree, (node, index, parent) => {
      if (node.type !== 'code') return;
      const lineCount = node.value.split('\n').length;
      const highlighted = new Set<number>();
      const ranges = node.meta ? LINE_RANGES.exec(node.meta)?.[1] : undefined;
      for (const range of ranges ? ranges.split(',').map((r) => r.trim()).filter(Boolean) : []) {
        const [from, to = from] = range.split('-').map(Number);
        if (!(from >= 1 && to >= from && to <= lineCount)) {
          problems.push({
            message: `Line range {${range}} does not fit this ${lineCount}-line code block`,
            ...placeOf(file, node),
            hint: 'count lines from 1 inside the fence, as in {2,4-5}',
          });
          continue;
        }
        for (let line = from; line <= to; line++) highlighted.add(line);
      }
      const inTabs = Boolean((node.data as { inTabs?: boolean } | undefined)?.inTabs);
      parent.children[index] = { type: 'html', value: codeBlock(node.value, node.lang ?? undefined, highlighted, inTabs ? undefined : fenceTitle(node.meta)) };
    });
  };
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
 * <div class="code-block"> with an optional title, the highlighted code and a
 * copy button, as HTML (written directly: a block of code is hundreds of
 * tokens, and this is the one place that knows their shape). Lines are
 * wrapped in elements only when some are highlighted.
 */
export function codeBlock(value: string, lang: string | undefined, highlighted: Set<number>, title?: string): string {
  const known = lang && lowlight.registered(lang) ? lang : undefined;
  const tokens: HastContent[] = known ? lowlight.highlight(known, value).children : [{ type: 'text', value }];
  const lines = splitLines(tokens);
  const code = highlighted.size
    ? lines.map((line, i) => `<span class="${highlighted.has(i + 1) ? 'line highlighted' : 'line'}">${line}</span>`).join('\n')
    : lines.join('\n');
  const langClass = lang ? ` class="language-${escapeHtml(lang)}"` : '';
  return `<div class="code-block"${lang ? ` data-lang="${escapeHtml(lang)}"` : ''}>`
    + (title ? `<div class="code-title">${escapeHtml(title)}</div>` : '')
    // tabindex: a block wider than the screen can be scrolled with the keyboard.
    + `<pre tabindex="0"><code${langClass}>${code}</code></pre>`
    + '<button type="button" class="copy-code" aria-label="Copy code">Copy</button></div>';
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
        const own = ((node.properties.className as string[] | undefined) ?? []).find((c) => STYLED.has(c));
        walk(node.children, own ?? className);
      }
    }
  };
  walk(tokens, undefined);
  return lines;
}
