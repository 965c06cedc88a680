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
import type { Code, Root } from 'mdast';
import type { Element, ElementContent, RootContent as HastContent } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { locate } from '../expand.ts';
import { fenceTitle } from './containers.ts';
import { problemsOf, type MarkdownContext } from './context.ts';

const lowlight = createLowlight({ bash, css, diff, http, ini, javascript, json, markdown, python, shell, sql, typescript, xml, yaml });
lowlight.registerAlias({ bash: ['sh', 'zsh'], javascript: ['js', 'mjs', 'cjs', 'jsx'], typescript: ['ts', 'tsx'], python: ['py'], xml: ['html', 'svg'], yaml: ['yml'], shell: ['console'] });

/** "{2,4-5}" in a fence's meta. */
const LINE_RANGES = /\{([\d\s,-]+)\}/;

export function remarkCode() {
  return (tree: Root, file: VFile) => {
    const ctx = file.data.markdown as MarkdownContext;
    const problems = problemsOf(file);
    visit(tree, 'code', (node: Code, index, parent) => {
      const lineCount = node.value.split('\n').length;
      const highlighted = new Set<number>();
      const ranges = node.meta ? LINE_RANGES.exec(node.meta)?.[1] : undefined;
      for (const range of ranges ? ranges.split(',').map((r) => r.trim()).filter(Boolean) : []) {
        const [from, to = from] = range.split('-').map(Number);
        if (!(from >= 1 && to >= from && to <= lineCount)) {
          const start = node.position?.start ?? { line: 1, column: 1 };
          problems.push({
            message: `Line range {${range}} does not fit this ${lineCount}-line code block`,
            ...locate(ctx.segments, start.line), column: start.column,
            hint: 'count lines from 1 inside the fence, as in {2,4-5}',
          });
          continue;
        }
        for (let line = from; line <= to; line++) highlighted.add(line);
      }
      const inTabs = Boolean((node.data as { inTabs?: boolean } | undefined)?.inTabs);
      const block = codeBlock(node.value, node.lang ?? undefined, highlighted, inTabs ? undefined : fenceTitle(node.meta));
      parent!.children[index!] = { type: 'container', data: { hName: 'div', hProperties: block.properties, hChildren: block.children }, children: [] } as never;
    });
  };
}

/** <div class="code-block"> with an optional title, the highlighted lines and a copy button. */
export function codeBlock(value: string, lang: string | undefined, highlighted: Set<number>, title?: string): Element {
  const known = lang && lowlight.registered(lang) ? lang : undefined;
  const tokens: HastContent[] = known ? lowlight.highlight(known, value).children : [{ type: 'text', value }];
  const lines = splitLines(tokens).map((children, i): Element => ({
    type: 'element', tagName: 'span',
    properties: { className: highlighted.has(i + 1) ? ['line', 'highlighted'] : ['line'] },
    children,
  }));
  const code: Element = {
    type: 'element', tagName: 'code',
    properties: lang ? { className: [`language-${lang}`] } : {},
    children: lines.flatMap((line, i) => (i === 0 ? [line] : [{ type: 'text', value: '\n' }, line])),
  };
  const children: ElementContent[] = [];
  if (title) children.push({ type: 'element', tagName: 'div', properties: { className: ['code-title'] }, children: [{ type: 'text', value: title }] });
  children.push(
    // tabIndex: a block wider than the screen can be scrolled with the keyboard.
    { type: 'element', tagName: 'pre', properties: { tabIndex: 0 }, children: [code] },
    { type: 'element', tagName: 'button', properties: { type: 'button', className: ['copy-code'], ariaLabel: 'Copy code' }, children: [{ type: 'text', value: 'Copy' }] },
  );
  return { type: 'element', tagName: 'div', properties: { className: ['code-block'], dataLang: lang }, children };
}

/**
 * Highlighted tokens, one array per line: a token that spans lines (a comment,
 * a string) is cut at each line end and its classes repeated on every piece,
 * so that each line is one element that can be marked.
 */
function splitLines(tokens: HastContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const walk = (nodes: HastContent[], classes: string[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        node.value.split('\n').forEach((piece, i) => {
          if (i > 0) lines.push([]);
          if (!piece) return;
          const text = { type: 'text' as const, value: piece };
          lines[lines.length - 1].push(classes.length ? { type: 'element', tagName: 'span', properties: { className: classes }, children: [text] } : text);
        });
      } else if (node.type === 'element') {
        walk(node.children, [...classes, ...((node.properties.className as string[] | undefined) ?? [])]);
      }
    }
  };
  walk(tokens, []);
  return lines;
}
