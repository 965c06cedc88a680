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

describe('Markdoc\'s admonitions (Redocly\'s)', () => {
  it.each([['info', 'info', 'Info'], ['success', 'tip', 'Tip'], ['warning', 'warning', 'Warning'], ['danger', 'danger', 'Danger']])('{%% admonition type="%s" %%} becomes that kind of admonition', (type, kind, title) => {
    const { doc, errors } = renderBody(`{% admonition type="${type}" %}\nRead **this** first.\n{% /admonition %}\n\nAfter.`);
    expect(errors).toEqual([]);
    const box = doc.querySelector(`.admonition-${kind}`)!;
    expect([titleOf(box), box.querySelector(':scope > p:not(.admonition-title)')?.innerHTML]).toEqual([title, 'Read <strong>this</strong> first.']);
    expect(doc.body.textContent).not.toContain('{%');
    expect(doc.querySelector('.admonition + p')?.textContent).toBe('After.');
  });

  it('takes its name as the title, with no type an info, indented in a list item; in code, and inline, it stays as written', () => {
    const { doc, errors } = renderBody([
      '{% admonition name="Using `company_id`" %}', 'Body.', '{% /admonition %}', '',
      '- Item', '', '  {% admonition type="warning" name="Careful" %}', '  Inside.', '  {% /admonition %}', '',
      '```md', '{% admonition type="danger" %}', '```', '', 'Text {% admonition type="danger" %} here.'].join('\n'));
    expect(errors).toEqual([]);
    expect(titleOf(doc.querySelector('.admonition-info'))).toBe('Using <code>company_id</code>');
    expect(titleOf(doc.querySelector('li .admonition-warning'))).toBe('Careful');
    expect(doc.querySelector('pre')?.textContent).toContain('{% admonition type="danger" %}');
    expect([...doc.querySelectorAll('p')].at(-1)?.textContent).toBe('Text {% admonition type="danger" %} here.');
  });
});

describe('ReadMe\'s and Bump.sh\'s call-outs', () => {
  it.each([['📘 Good to know', 'info', 'Good to know'], ['👍', 'tip', 'Tip'], ['🚧 Careful', 'warning', 'Careful'], ['❗️ Never', 'danger', 'Never'],
    ['info', 'info', 'Info'], ['warn', 'warning', 'Warning'], ['success', 'tip', 'Tip'], ['error', 'danger', 'Danger']])('> %s becomes an admonition of its kind', (first, kind, title) => {
    const { doc, errors } = renderBody(`> ${first}\n> Read **this** first.`);
    expect(errors).toEqual([]);
    const box = doc.querySelector(`.admonition-${kind}`)!;
    expect(titleOf(box)).toBe(title);
    expect(box.querySelector(':scope > p:not(.admonition-title)')?.innerHTML).toBe('Read <strong>this</strong> first.');
    expect(doc.querySelector('blockquote')).toBeNull();
  });

  it('only as the quote\'s first line: a quote of information stays a quote', () => {
    const { doc } = renderBody('> information about it\n\n> A quote that ends 👍');
    expect(doc.querySelectorAll('blockquote')).toHaveLength(2);
    expect(doc.querySelector('.admonition')).toBeNull();
  });
});

describe('a bare ":::" as VitePress reads it (markdown-it-container)', () => {
  it('closes the container and the one left open inside it, with no problem reported', () => {
    const { doc, errors } = renderBody('::: details Example\n::: code-group\n```js [a.js]\nrun()\n```\n```ts [b.ts]\nrun();\n```\n:::\n\nAfter the details.');
    expect(errors).toEqual([]);
    expect([...doc.querySelectorAll('details > summary + .tabs [role="tab"]')].map((t) => t.textContent)).toEqual(['a.js', 'b.ts']);
    expect(doc.querySelector('details')?.nextElementSibling?.textContent).toBe('After the details.');
  });

  it('then reads the rest of the page at the top level again', () => {
    const { doc, errors } = renderBody('::: warning Old\n::: tip\nInner.\n:::\n\n::: info\nNext box.\n:::');
    expect(errors).toEqual([]);
    expect(doc.querySelector('.admonition-warning > .admonition-tip')?.textContent).toContain('Inner.');
    expect(doc.querySelector('.admonition-warning')?.nextElementSibling?.className).toBe('admonition admonition-info');
  });

  it('leaves containers that each have their own closing line nested as written (Docusaurus)', () => {
    const { doc, errors } = renderBody(':::note\n:::tip\nInner.\n:::\nStill in the note.\n:::\n\nOutside.');
    expect(errors).toEqual([]);
    expect(doc.querySelector('.admonition-note > p:last-child')?.textContent).toBe('Still in the note.');
    expect(doc.querySelector('.admonition-note')?.nextElementSibling?.textContent).toBe('Outside.');
  });

  it('still reports a container that no line closes, and a closing line that would be left with nothing to close', () => {
    expect(renderBody('::: tip\nNever closed.').errors).toMatchObject([{ message: 'The container ":::tip" is never closed', kind: 'unclosed-container' }]);
    // Read the VitePress way, the third ":::" would close nothing: the page means the Docusaurus way, and the outer tip is open.
    const { errors } = renderBody(':::tip\n:::note\n:::warning\nx\n:::\n:::');
    expect(errors).toMatchObject([{ message: 'The container ":::tip" is never closed', line: BODY_LINE }]);
  });
});

describe('::: tabs with "== label" lines (vitepress-plugin-tabs)', () => {
  it('makes tabs of any markdown, one per label; the same key switches groups together, no key a group alone', () => {
    const { doc, errors } = renderBody(':::tabs key:pm\n== npm\nRun **npm**:\n\n```sh\nnpm install acme\n```\n== Yarn\nRun yarn.\n:::\n\n::: tabs\n== One\n1\n== Two\n2\n:::');
    expect(errors).toEqual([]);
    const [shared, alone] = [...doc.querySelectorAll('.tabs')];
    expect([...shared.querySelectorAll('[role="tab"]')].map((t) => [t.textContent, t.getAttribute('data-tab')])).toEqual([['npm', 'npm'], ['Yarn', 'Yarn']]);
    expect(shared.getAttribute('data-group')).toBe('pm');
    const panels = [...shared.querySelectorAll('[role="tabpanel"]')];
    expect(panels[0].querySelector('strong')?.textContent).toBe('npm');
    expect(panels[0].querySelector('code')?.textContent).toBe('npm install acme');
    expect(panels[1].textContent).toBe('Run yarn.');
    expect(panels[1].hasAttribute('hidden')).toBe(true);
    expect(alone.hasAttribute('data-local')).toBe(true);
    expect([...alone.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual(['One', 'Two']);
  });

  it('"== label" is text outside tabs; text before the first label is an error at its line', () => {
    expect(renderBody('== not a tab\n\n::: tip\n== nor here\n:::').doc.body.textContent).toContain('== not a tab');
    expect(renderBody(':::tabs\nStray.\n== A\na\n:::').errors).toMatchObject([{ message: 'Text inside :::tabs before its first "== label" line', line: BODY_LINE + 1 }]);
  });

  it('code tabs without labels stay code tabs', () => {
    const { doc, errors } = renderBody(':::tabs\n```bash title="curl"\ncurl x\n```\n```python title="Python"\nget(x)\n```\n:::');
    expect(errors).toEqual([]);
    expect([...doc.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual(['curl', 'Python']);
  });
});

describe('{#id} (markdown-it-attrs)', () => {
  it('on a container\'s opening line is the container\'s id, and a link to it passes', () => {
    const { doc, ids, errors } = renderBody('::: tip Rotate keys {#rotate}\nEvery 90 days.\n:::\n\n:::note[Titled]{#titled}\nx\n:::\n\n::: details More {open #more}\ny\n:::\n\nSee [the tip](#rotate).');
    expect(errors).toEqual([]);
    expect(doc.getElementById('rotate')?.className).toBe('admonition admonition-tip');
    expect(doc.getElementById('titled')?.className).toBe('admonition admonition-note');
    expect(doc.getElementById('more')?.tagName).toBe('DETAILS');
    expect(doc.getElementById('more')?.hasAttribute('open')).toBe(true);
    expect(ids).toEqual(expect.arrayContaining(['rotate', 'titled', 'more']));
  });

  it('on a line of its own: the id of the block right above it, else an empty target where it stands', () => {
    const { doc, ids } = renderBody('A paragraph.\n{#para}\n\n- a\n- b\n{#list}\n\n{#here}\n\nNext.');
    expect(doc.getElementById('para')?.textContent).toBe('A paragraph.');
    expect(doc.getElementById('list')?.tagName).toBe('UL');
    expect(doc.getElementById('here')?.textContent).toBe('');
    expect(doc.getElementById('here')?.nextElementSibling?.textContent).toBe('Next.');
    expect(ids).toEqual(expect.arrayContaining(['para', 'list', 'here']));
    expect(doc.body.textContent).not.toContain('{#');
  });

  it('stays text inside code', () => {
    expect(renderBody('```\n{#id}\n```').doc.querySelector('code')?.textContent).toBe('{#id}');
  });

  it('between the config\'s own delimiters (VitePress markdown.attrs: "%{" and "}%"), on a heading and on a line of its own', () => {
    const body = '## \\_GettersTree %{#getterstree}%\n\nText.\n%{ #text }%\n\nSee [it](#getterstree), and `%{#code}%`.';
    const { doc, ids, errors } = renderBody(body, { attributeDelimiters: ['%{', '}%'] });
    expect(errors).toEqual([]);
    expect(doc.getElementById('getterstree')?.textContent).toBe('_GettersTree');
    expect(doc.getElementById('text')?.textContent).toBe('Text.');
    expect(ids).toEqual(expect.arrayContaining(['getterstree', 'text']));
    expect(doc.querySelector('code')?.textContent).toBe('%{#code}%');
    // Without them, the text is the writer's.
    expect(renderBody(body).doc.querySelector('h2')?.textContent).toContain('%{#getterstree}%');
  });
});
