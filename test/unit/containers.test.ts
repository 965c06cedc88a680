// Containers as Docusaurus, VitePress and GitHub writers write them: every
// admonition kind, both ways of giving a title, longer fences for nesting,
// containers in list items, details, code groups and GitHub's alerts.
import { describe, expect, it } from 'vitest';
import { BODY_LINE, FILE, renderBody } from '../helpers/markdown.ts';

const titleOf = (box: Element | null) => box?.querySelector(':scope > .admonition-title')?.innerHTML;

describe('admonition kinds and titles', () => {
  it.each(['caution', 'important'])('renders :::%s like the other kinds', (kind) => {
    const { doc, errors } = renderBody(`:::${kind}\nMind the gap.\n:::`);
    expect(errors).toEqual([]);
    const box = doc.querySelector(`.admonition.admonition-${kind}`);
    expect(box?.getAttribute('role')).toBe('note');
    expect(titleOf(box)).toBe(kind[0].toUpperCase() + kind.slice(1));
  });

  it('takes a title in brackets (Docusaurus), with markdown and placeholders in it', () => {
    const { doc, errors } = renderBody(':::tip[Use **{{productName}}** with `--force` -- or not]\nBody.\n:::');
    expect(errors).toEqual([]);
    expect(titleOf(doc.querySelector('.admonition-tip'))).toBe('Use <strong>Acme</strong> with <code>--force</code> -- or not');
  });

  it('links in a title are links of the page, checked like any other', () => {
    const { doc, links } = renderBody(':::note See [the guide](./other.md#setup)\nBody.\n:::', { others: { 'guides/other.md': '## Setup' } });
    expect(doc.querySelector('.admonition-title a')?.getAttribute('href')).toBe('/docs/guides/other#setup');
    expect(links).toMatchObject([{ url: '/docs/guides/other', hash: 'setup', file: FILE, line: BODY_LINE }]);
  });

  it('reads VitePress\'s "::: tip" with a space, with and without a title', () => {
    const { doc, errors } = renderBody('::: tip\nPlain.\n:::\n\n::: warning Custom title\nTitled.\n:::');
    expect(errors).toEqual([]);
    expect(titleOf(doc.querySelector('.admonition-tip'))).toBe('Tip');
    expect(titleOf(doc.querySelector('.admonition-warning'))).toBe('Custom title');
  });
});

describe('container attributes', () => {
  it('{no-title} leaves the title out (the box keeps its kind as its name), {open} opens a details, others are left alone', () => {
    const { doc, errors } = renderBody('::: tip {no-title}\nJust text.\n:::\n\n::: details Code {open}\nShown.\n:::\n\n:::note[Titled]{#anchor .wide}\nx\n:::');
    expect(errors).toEqual([]);
    const tip = doc.querySelector('.admonition-tip')!;
    expect(tip.querySelector('.admonition-title')).toBeNull();
    expect(tip.getAttribute('aria-label')).toBe('Tip');
    expect(doc.querySelector('details')?.hasAttribute('open')).toBe(true);
    expect(doc.querySelector('details > summary')?.textContent).toBe('Code');
    expect(titleOf(doc.querySelector('.admonition-note'))).toBe('Titled');
  });
});

describe('nesting', () => {
  it('closes each container with a line of as many colons as opened it', () => {
    const { doc, errors } = renderBody('::::note Outer\n:::tip Inner\nInside.\n:::\nAfter the tip.\n::::\n\nOutside.');
    expect(errors).toEqual([]);
    const outer = doc.querySelector('.admonition-note')!;
    expect(outer.querySelector('.admonition-tip')?.textContent).toContain('Inside.');
    expect(outer.querySelector(':scope > p:last-child')?.textContent).toBe('After the tip.');
    expect(doc.querySelector('body > p:last-child, .markdown > p:last-child')?.textContent).toBe('Outside.');
  });

  it('closes the inner containers with the outer one, as Docusaurus does', () => {
    const { doc, errors } = renderBody(':::::danger\n:::tip\nInside.\n:::::\n\nOutside.');
    expect(errors).toEqual([]);
    expect(doc.querySelector('.admonition-danger > .admonition-tip')?.textContent).toContain('Inside.');
    expect(doc.querySelector('.admonition-danger')?.nextElementSibling?.textContent).toBe('Outside.');
  });

  it('ends a container never closed with its page, reported as that kind of problem (a warning by default)', () => {
    const { doc, errors } = renderBody('Before.\n\n:::tip Mind\nInside.\n\n## Later\n\nStill inside.');
    expect(errors).toEqual([{ message: 'The container ":::tip" is never closed', file: FILE, line: BODY_LINE + 2, column: 1, hint: 'end it with a line holding only ":::"', kind: 'unclosed-container' }]);
    expect(doc.querySelector('.admonition-tip')?.textContent).toContain('Still inside.');
    expect(doc.body.firstElementChild?.textContent).toBe('Before.');
  });

  it('reports a closing line shorter than its container\'s at its line', () => {
    const { errors } = renderBody('::::note\nText\n:::');
    expect(errors).toMatchObject([
      { message: 'A closing ":::" that matches no open container', line: BODY_LINE + 2, hint: 'close ":::note" with 4 colons, as it was opened' },
      { message: 'The container ":::note" is never closed', line: BODY_LINE, hint: 'end it with a line holding only "::::"' },
    ]);
  });
});

describe('containers in list items', () => {
  it('stay in the item, with or without blank lines around them, and the list goes on', () => {
    const { doc, errors } = renderBody([
      '1. Create the key.',
      '   :::warning',
      '   It is shown once.',
      '   :::',
      '2. Store it.',
      '',
      '   :::tip[Rotate it]',
      '',
      '   Every 90 days.',
      '',
      '   :::',
      '3. Use it.',
    ].join('\n'));
    expect(errors).toEqual([]);
    const items = [...doc.querySelectorAll('ol > li')];
    expect(items).toHaveLength(3);
    expect(items[0].querySelector('.admonition-warning')?.textContent).toContain('It is shown once.');
    expect(items[1].querySelector('.admonition-tip')?.textContent).toContain('Every 90 days.');
    expect(items[2].textContent).toContain('Use it.');
  });
});

describe('VitePress containers', () => {
  it('::: details becomes a disclosure that needs no script, titled or "Details"', () => {
    const { doc, errors } = renderBody('::: details Show the *raw* response\n```json\n{"ok": true}\n```\n:::\n\n::: details\nMore.\n:::');
    expect(errors).toEqual([]);
    const [first, second] = [...doc.querySelectorAll('details')];
    expect(first.querySelector(':scope > summary')?.innerHTML).toBe('Show the <em>raw</em> response');
    expect(first.querySelector('code')?.textContent).toBe('{"ok": true}');
    expect(second.querySelector(':scope > summary')?.textContent).toBe('Details');
    expect(first.hasAttribute('open')).toBe(false);
  });

  it('::: code-group makes code tabs named by the [label] of each fence', () => {
    const { doc, errors } = renderBody('::: code-group\n```sh [npm]\nnpm install acme\n```\n```sh [pnpm]\npnpm add acme\n```\n:::');
    expect(errors).toEqual([]);
    const tabs = [...doc.querySelectorAll('[role="tab"]')];
    expect(tabs.map((t) => t.textContent)).toEqual(['npm', 'pnpm']);
    expect(tabs.map((t) => t.getAttribute('data-tab'))).toEqual(['npm', 'pnpm']);
    const panel = doc.getElementById(tabs[1].getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('role')).toBe('tabpanel');
    expect(panel.querySelector('code')?.textContent).toBe('pnpm add acme');
  });

  it('::: raw and ::: v-pre keep their content as it is, in a plain block', () => {
    const { doc, errors } = renderBody('::: raw\n<span class="demo">Demo</span>\n:::\n\n::: v-pre\nAs written.\n:::');
    expect(errors).toEqual([]);
    expect(doc.querySelector('div.raw > p > span.demo, div.raw > span.demo')?.textContent).toBe('Demo');
    expect(doc.querySelector('div.v-pre > p')?.textContent).toBe('As written.');
  });

  it('an unknown container is an error with a suggestion', () => {
    const { errors } = renderBody('::: detials\nx\n:::\n\n:::caution-x\ny\n:::');
    expect(errors).toMatchObject([
      { message: 'Unknown container ":::detials"', line: BODY_LINE, hint: 'did you mean ":::details"?' },
      { message: 'Unknown container ":::caution-x"', line: BODY_LINE + 4, hint: 'did you mean ":::caution"?' },
    ]);
  });
});

describe('lines that only start with colons', () => {
  it('are text when a name cannot follow the colons, as in ASCII art', () => {
    const art = '<pre>\n   .::,,..\n   :::,,,.....\n    ::::.\n</pre>\n\n:::: 4 colons and a number\n\n:::...';
    const { doc, errors } = renderBody(art);
    expect(errors).toEqual([]);
    expect(doc.querySelector('pre')!.textContent).toContain(':::,,,.....');
    expect(doc.body.textContent).toContain(':::: 4 colons and a number');
    expect(doc.body.textContent).toContain(':::...');
  });
});

describe('GitHub alerts', () => {
  it.each(['NOTE', 'TIP', 'IMPORTANT', 'WARNING', 'CAUTION'])('> [!%s] becomes that kind of admonition', (kind) => {
    const { doc, errors } = renderBody(`> [!${kind}]\n> Read **this** first.\n>\n> And this.`);
    expect(errors).toEqual([]);
    const box = doc.querySelector(`.admonition-${kind.toLowerCase()}`)!;
    expect(titleOf(box)).toBe(kind[0] + kind.slice(1).toLowerCase());
    expect([...box.querySelectorAll(':scope > p:not(.admonition-title)')].map((p) => p.innerHTML)).toEqual(['Read <strong>this</strong> first.', 'And this.']);
    expect(doc.querySelector('blockquote')).toBeNull();
  });

  it('in any case, inside a list, with the text in a paragraph of its own; other quotes stay quotes', () => {
    const { doc } = renderBody('- Item\n\n  > [!tip]\n  >\n  > Spaced out.\n\n> A quote about [!NOTE] markers.');
    expect(doc.querySelector('li .admonition-tip > p:not(.admonition-title)')?.textContent).toBe('Spaced out.');
    expect(doc.querySelector('blockquote')?.textContent).toContain('A quote about [!NOTE] markers.');
  });
});
