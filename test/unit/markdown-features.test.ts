// Admonitions, code tabs, highlighted code blocks, heading links and the
// headings of the table of contents, through the expand and markdown stages as
// a page goes through them.
import { describe, expect, it } from 'vitest';
import { BODY_LINE, FILE, renderBody } from '../helpers/markdown.ts';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLowlight } from 'lowlight';
import type { ElementContent } from 'hast';
import json from 'highlight.js/lib/languages/json';
import { jsonWithoutPunctuation } from '../../src/content/plugins/code.ts';

const render = (body: string) => renderBody(body);

describe('admonitions', () => {
  it.each(['note', 'tip', 'info', 'warning', 'danger'])('renders :::%s as a note with its kind and a default title', (kind) => {
    const { doc, errors } = render(`Before.\n\n:::${kind}\nMind the **gap**.\n:::\n\nAfter.`);
    expect(errors).toEqual([]);
    const box = doc.querySelector(`.admonition-${kind}`)!;
    expect(box.getAttribute('role')).toBe('note');
    expect(box.querySelector('.admonition-title')!.textContent).toBe(kind[0].toUpperCase() + kind.slice(1));
    expect(box.querySelector('strong')!.textContent).toBe('gap');
    expect(doc.querySelectorAll('p')[0].textContent).toBe('Before.');
    expect([...doc.querySelectorAll('.markdown > p, body > p')].at(-1)?.textContent).toBe('After.');
  });

  it('takes a title, placeholders included, and holds any markdown: lists, code, a nested admonition', () => {
    const { doc, errors } = render([
      ':::warning Keep {{productName}} secrets safe',
      'Text right after the opening line.',
      '- one',
      '- two',
      '',
      '```bash',
      ':::not a container inside code',
      '```',
      ':::tip',
      'Nested.',
      ':::',
      ':::',
    ].join('\n'));
    expect(errors).toEqual([]);
    const box = doc.querySelector('.admonition-warning')!;
    expect(box.querySelector('.admonition-title')!.textContent).toBe('Keep Acme secrets safe');
    expect(box.querySelectorAll('li')).toHaveLength(2);
    expect(box.querySelector('code')!.textContent).toBe(':::not a container inside code');
    expect(box.querySelector('.admonition-tip')!.textContent).toContain('Nested.');
  });

  it('reports an unknown kind with a suggestion, and an unclosed container, at their file and line', () => {
    const { errors } = render('Intro\n\n:::warnign\nText\n:::\n\n:::note\nNever closed');
    expect(errors).toMatchObject([
      { message: 'Unknown container ":::warnign"', file: FILE, line: BODY_LINE + 2, hint: 'did you mean ":::warning"?' },
      { message: 'The container ":::note" is never closed', file: FILE, line: BODY_LINE + 6 },
    ]);
  });

  it('reports a ":::" that closes nothing', () => {
    const { errors } = render('Text\n\n:::');
    expect(errors).toMatchObject([{ message: 'A closing ":::" without a container to close', line: BODY_LINE + 2 }]);
  });
});

describe('code tabs', () => {
  const TABS = ':::tabs\n```bash title="curl"\ncurl https://x\n```\n```js\nawait fetch("https://x")\n```\n```python title="Python"\nrequests.get("https://x")\n```\n:::';

  it('renders a tablist whose tabs control one panel each, the first one shown', () => {
    const { doc, errors } = render(TABS);
    expect(errors).toEqual([]);
    const tabs = [...doc.querySelectorAll('[role="tablist"] [role="tab"]')];
    expect(tabs.map((t) => t.textContent)).toEqual(['curl', 'JavaScript', 'Python']); // "js" has no title: named after its language
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    const panels = tabs.map((t) => doc.getElementById(t.getAttribute('aria-controls')!)!);
    expect(panels.map((p) => p.getAttribute('role'))).toEqual(['tabpanel', 'tabpanel', 'tabpanel']);
    expect(panels.map((p) => p.hasAttribute('hidden'))).toEqual([false, true, true]);
    expect(panels.map((p) => p.getAttribute('aria-labelledby'))).toEqual(tabs.map((t) => t.id));
    expect(panels[2].querySelector('code')!.textContent).toBe('requests.get("https://x")');
    // The tab says what the code is: no title bar repeats it.
    expect(panels[0].querySelector('.code-title')).toBeNull();
  });

  it('gives each group on a page its own ids', () => {
    const { doc } = render(`${TABS}\n\nBetween.\n\n${TABS}`);
    const ids = [...doc.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.querySelectorAll('[role="tablist"]')).toHaveLength(2);
  });

  it('accepts only code blocks', () => {
    const { errors } = render(':::tabs\nSome text\n```bash\nls\n```\n:::');
    expect(errors).toMatchObject([{ message: 'Only fenced code blocks can go inside :::tabs', line: BODY_LINE + 1 }]);
  });
});

describe('code blocks', () => {
  it('are highlighted at build time with classes, never inline styles', () => {
    const { html, doc } = render('```js\nconst answer = "42"; // why\n```');
    expect(doc.querySelector('.hljs-keyword')!.textContent).toBe('const');
    expect(doc.querySelector('.hljs-string')!.textContent).toBe('"42"');
    expect(doc.querySelector('.hljs-comment')!.textContent).toBe('// why');
    expect(html).not.toContain('style=');
    expect(doc.querySelector('code')!.className).toBe('language-js');
    // Punctuation has no colour: no element for it.
    expect(doc.querySelectorAll('code span')).toHaveLength(3);
  });

  it('are highlighted wherever a block can be: in a list item, a quote, a container inside a list item', () => {
    const { doc, errors } = render([
      '1. Step one:',
      '',
      '   ```bash',
      '   curl --version',
      '   ```',
      '',
      '   :::tip',
      '   ```json',
      '   {"ok": true}',
      '   ```',
      '   :::',
      '',
      '> ```js',
      '> const quoted = 1;',
      '> ```',
    ].join('\n'));
    expect(errors).toEqual([]);
    expect(doc.querySelector('li > .code-block code.language-bash')!.textContent).toBe('curl --version');
    expect(doc.querySelector('li > .admonition-tip code.language-json .hljs-keyword')!.textContent).toBe('true');
    expect(doc.querySelector('blockquote > .code-block code.language-js .hljs-keyword')!.textContent).toBe('const');
  });

  it('take a title and highlighted lines from the fence meta', () => {
    const { doc, errors } = render('```json title="200 OK" {2,4-5}\n{\n  "a": 1,\n  "b": 2,\n  "c": 3,\n  "d": 4\n}\n```');
    expect(errors).toEqual([]);
    expect(doc.querySelector('.code-title')!.textContent).toBe('200 OK');
    const lines = [...doc.querySelectorAll('.line')];
    expect(lines).toHaveLength(6);
    expect(lines.map((l, i) => (l.classList.contains('highlighted') ? i + 1 : 0)).filter(Boolean)).toEqual([2, 4, 5]);
  });

  it('cut a token that spans lines at each line end when lines are highlighted, and keep the text exactly', () => {
    const code = 'x = """first\nsecond"""\nprint(x)';
    expect(render('```python\n' + code + '\n```').doc.querySelectorAll('.line')).toHaveLength(0);
    const { doc } = render('```python {3}\n' + code + '\n```');
    const lines = [...doc.querySelectorAll('.line')];
    expect(lines).toHaveLength(3);
    expect(lines[0].querySelector('.hljs-string')!.textContent).toBe('"""first');
    expect(lines[1].querySelector('.hljs-string')!.textContent).toBe('second"""');
    expect(doc.querySelector('code')!.textContent).toBe(code);
  });

  it('highlight JSON as highlight.js\'s own grammar does, but for the punctuation that has no colour', () => {
    const content = fileURLToPath(new URL('../../content', import.meta.url));
    const samples = readdirSync(content, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'))
      .flatMap((f) => [...readFileSync(path.join(content, f), 'utf8').matchAll(/```json[^\n]*\n([\s\S]*?)\n```/g)].map((m) => m[1]));
    expect(samples.length).toBeGreaterThan(20);
    // And JSON as docs often have it: unquoted keys, comments, elisions, a request line first.
    samples.push('{ id: 1, "ok": true }', '{\n  "id": 12, // the id\n  "tags": ["a", …]\n}', '{"a": 1, ...}', 'GET /v1/leases\n{"a": -1.5e3}', '{"a": undefined}');
    // The tokens as text, "[class: …]" around each one; a punctuation token counts as its text.
    const tokens = (nodes: ElementContent[]): string => nodes.map((node) => {
      if (node.type !== 'element') return node.type === 'text' ? node.value : '';
      const className = String(node.properties.className);
      return className === 'hljs-punctuation' ? tokens(node.children) : `[${className}: ${tokens(node.children)}]`;
    }).join('');
    const theirs = createLowlight({ json });
    const ours = createLowlight({ json: jsonWithoutPunctuation });
    for (const code of samples) {
      expect(tokens(ours.highlight('json', code).children as ElementContent[]), code).toBe(tokens(theirs.highlight('json', code).children as ElementContent[]));
    }
  });

  it('show an unknown language or none as plain text, and carry a copy button', () => {
    const { doc, errors } = render('```brainfuck\n+++.\n```\n\n```\nplain\n```');
    expect(errors).toEqual([]);
    expect(doc.querySelectorAll('[class^="hljs"]')).toHaveLength(0);
    expect([...doc.querySelectorAll('code')].map((c) => c.textContent)).toEqual(['+++.', 'plain']);
    expect([...doc.querySelectorAll('button.copy-code')].map((b) => b.getAttribute('aria-label'))).toEqual(['Copy code', 'Copy code']);
  });

  it('report a line range outside the block at its line', () => {
    const { errors } = render('Text\n\n```js {3}\none()\n```');
    expect(errors).toMatchObject([{ message: 'Line range {3} does not fit this 1-line code block', file: FILE, line: BODY_LINE + 2 }]);
  });
});

describe('headings', () => {
  it('carry a link to themselves, named after the heading', () => {
    const { doc } = render('## Rate limits\n\n### "429" responses');
    const link = doc.querySelector('#rate-limits .heading-link')!;
    expect(link.getAttribute('href')).toBe('#rate-limits');
    expect(link.getAttribute('aria-label')).toBe('Link to this section: Rate limits');
    expect(doc.getElementById('429-responses')!.querySelector('.heading-link')!.getAttribute('aria-label')).toBe('Link to this section: "429" responses');
  });

  it('give the table of contents their depth, text and id, also inside admonitions, without the link', () => {
    const { headings } = render('## Setup\n\n:::tip\n### Inside a `tip`\n:::\n\n#### Deep');
    expect(headings).toEqual([
      { depth: 2, text: 'Setup', id: 'setup' },
      { depth: 3, text: 'Inside a tip', id: 'inside-a-tip' },
      { depth: 4, text: 'Deep', id: 'deep' },
    ]);
  });
});
