// MDX as documentation writers use it: import and export lines, imported
// markdown partials, JSX comments and expressions in text, JSX attributes on
// HTML, indentation, and <script>/<style> blocks of VitePress pages.
import { describe, expect, it } from 'vitest';
import { BODY_LINE, renderBody } from '../helpers/markdown.ts';

const MDX = 'guides/setup.mdx';

describe('import and export lines', () => {
  it('never show, and a markdown partial used as <Note /> is inserted like an include', () => {
    const { doc, errors, page } = renderBody([
      "import Note from './_note.md';",
      "import Shared from '@site/content/shared/_warning.mdx';",
      '',
      'Before.',
      '',
      '<Note />',
      '',
      '<Shared />',
      '',
      'After.',
    ].join('\n'), { file: MDX, others: { 'guides/_note.md': 'The **partial** text.', 'shared/_warning.mdx': ':::warning\nShared.\n:::' } });
    expect(errors).toEqual([]);
    expect(doc.body.textContent).not.toContain('import');
    expect([...doc.querySelectorAll('.markdown > p, body > p')].map((p) => p.innerHTML)).toEqual(['Before.', 'The <strong>partial</strong> text.', 'After.']);
    expect(doc.querySelector('.admonition-warning')?.textContent).toContain('Shared.');
    // docs serve rebuilds the page when a partial changes.
    expect(page.includes).toEqual(['guides/_note.md', 'shared/_warning.mdx']);
  });

  it('insert a partial given attributes (a Mintlify snippet\'s props) with them, as {name} and {props.name}; code is no value, with a note; one with content is an error', () => {
    const others = { 'snippets/cta.mdx': 'Ask us about {topic}, or {props.topic} at [{team}](https://help.test/{team}).' };
    const given = renderBody("import Cta from '/snippets/cta.mdx';\n\n<Cta topic=\"billing\" team=\"sales\" size={count()} />\n\nAfter.", { file: MDX, others });
    expect(given.errors).toEqual([]);
    expect(given.notes).toMatchObject([{ message: '<Cta size>: code the generator does not run is given as no value', line: BODY_LINE + 2 }]);
    expect(given.doc.body.textContent).toContain('Ask us about billing, or billing at sales.');
    expect(renderBody("import Cta from '/snippets/cta.mdx';\n\n<Cta topic=\"billing\">More.</Cta>", { file: MDX, others }).errors)
      .toMatchObject([{ message: '<Cta> (the imported snippets/cta.mdx) must be alone on its line, as <Cta />' }]);
  });

  it('insert a component a partial exports as JSX over its props (Mintlify\'s reusable components) where its tag is: its text joined as JSX joins it, its props given or by default', () => {
    const others = {
      'snippets/parts.mdx': [
        "export const Owned = ({ owner, url = 'https://help.test', plan }) => (",
        '  <Note>',
        '    Maintained by{" "}',
        '    <a href={url}>',
        '      {owner}',
        '    </a>{" "}',
        '    on the {plan} plan.',
        '  </Note>',
        ');',
        '',
        'export const Chip = (props) => <span className="chip">{props.label}</span>;',
        '',
        'export const List = ({ items }) => <ul>{items.map((item) => <li>{item}</li>)}</ul>;',
      ].join('\n'),
    };
    const page = renderBody([
      "import { Owned, Chip, List } from '/snippets/parts.mdx';",
      '',
      '<Owned',
      '  owner="Ada"',
      '/>',
      '',
      '<Chip label="beta" />',
      '',
      '<List items={["a"]} />',
    ].join('\n'), { file: MDX, others });
    // Code of any other kind is no template: its tags are an unknown component's, its import one the generator does not know.
    expect(page.errors.map((e) => e.message)).toEqual(["import List from '/snippets/parts.mdx': the generator does not know this module", 'Unknown component <List>']);
    const note = page.doc.querySelector('[role=note] p:not(.admonition-title)')!;
    expect(note.textContent).toBe('Maintained by Ada on the  plan.');
    expect(note.querySelector('a')!.getAttribute('href')).toBe('https://help.test');
    expect(page.doc.querySelector('span.chip')!.textContent).toBe('beta');
    expect(page.doc.querySelector('[data-component=List]')).not.toBeNull();
  });

  it('read a component the page defines in JSX, blank lines and all, as code not run: its tags show their content, the page after it reads', () => {
    const { doc, errors } = renderBody([
      'export const HeroCard = ({ title, href }) => {',
      '  return (',
      '    <a className="hero" href={href}>',
      '',
      '      <h3>{title}</h3>',
      '    </a>',
      '  );',
      '};',
      '',
      'Intro.',
      '',
      '<HeroCard title="Start" href="/start">Begin here.</HeroCard>',
      '',
      'After.',
    ].join('\n'), { file: MDX });
    expect(errors.map((e) => [e.message, e.line, e.kind])).toEqual([
      ['The page defines the component HeroCard in code, which pages do not run', BODY_LINE, 'page-code'],
      ['Unknown component <HeroCard>', BODY_LINE + 11, 'unknown-component'],
    ]);
    expect([...doc.querySelectorAll('body > p, .markdown > p')].map((p) => p.textContent)).toEqual(['Intro.', 'After.']);
    expect(doc.querySelector('[role=group][aria-label="HeroCard (unknown component)"]')?.textContent).toContain('Begin here.');
    expect(doc.body.textContent).not.toContain('className');
  });

  it('name a partial from the content folder by a path that starts with "/", as Mintlify does, and so does its <Snippet file>', () => {
    const others = { 'snippets/intro.mdx': 'The **intro**.', 'snippets/tips/last.mdx': 'The last tip.' };
    const { doc, errors, page } = renderBody("import Intro from '/snippets/intro.mdx';\n\n<Intro />\n\n<Snippet file=\"tips/last.mdx\" />", { file: MDX, others });
    expect(errors).toEqual([]);
    expect([...doc.querySelectorAll('body > p')].map((p) => p.innerHTML)).toEqual(['The <strong>intro</strong>.', 'The last tip.']);
    expect(page.includes).toEqual(['snippets/intro.mdx', 'snippets/tips/last.mdx']);
    expect(renderBody("import Out from '/../outside.mdx';\n\n<Out />", { file: MDX }).errors[0]).toMatchObject({ message: 'The imported file /../outside.mdx is not in the content folder', line: BODY_LINE });
    expect(renderBody('<Snippet file="intro.mdx" /> and text', { file: MDX, others }).errors).toMatchObject([{ message: '<Snippet> must be alone on its line, as <Snippet file="…" />', line: BODY_LINE }]);
    expect(renderBody('<Snippet />', { file: MDX }).errors).toMatchObject([{ message: '<Snippet> names no file', line: BODY_LINE }]);
  });

  it('place what goes wrong in a partial in the partial, and report a missing one and a cycle where it is used', () => {
    const wrong = renderBody("import Note from './_note.md';\n\n<Note />", { file: MDX, others: { 'guides/_note.md': 'Line one\n\n:::warnign\nx\n:::' } });
    expect(wrong.errors).toMatchObject([{ message: 'Unknown container ":::warnign"', file: 'guides/_note.md', line: 3 }]);
    const missing = renderBody("import Note from './_nots.md';\n\n<Note />", { file: MDX, others: { 'guides/_note.md': 'x' } });
    expect(missing.errors).toMatchObject([{ message: 'Included file not found: <Note /> (content/guides/_nots.md)', line: BODY_LINE + 2, hint: 'did you mean content/guides/_note.md?' }]);
    const cycle = renderBody("import Self from './setup.mdx';\n\n<Self />", { file: MDX });
    expect(cycle.errors).toMatchObject([{ message: 'Include cycle: guides/setup.mdx → guides/setup.mdx', line: BODY_LINE + 2 }]);
  });

  it('may be used before they are written (MDX hoists them) and export constants for text and attributes', () => {
    const { doc, errors } = renderBody([
      'Version {version} of {product.name}.',
      '',
      '<Admonition type="info" title={title}>Body.</Admonition>',
      '',
      "export const version = '2.1';",
      "export const product = { name: 'Acme*' };",
      'export const title = makeTitle();',
    ].join('\n'), { file: MDX });
    expect(errors).toMatchObject([
      { message: 'The export title = makeTitle() is not a literal value', line: BODY_LINE + 6, kind: 'page-code' },
      { message: '<Admonition title={title}>: the value is code, which pages do not run', line: BODY_LINE + 2, kind: 'page-code' },
    ]);
    expect(doc.querySelector('p')?.textContent).toBe('Version 2.1 of Acme*.');
  });

  it('join text from constants as JavaScript would: templates, "+", and methods that only compute', () => {
    const { doc, errors } = renderBody([
      "export const meta = 'collapse={1-5}';",
      'export const code = `',
      'const a = 1',
      '',
      '\\tconsole.log(\\`\\${a}\\`)',
      '`',
      '',
      "export const words = ['a', 'b'];",
      '',
      "<CodeBlock language=\"md\" code={'```js ' + meta + code.replace(/\\t/g, '  ') + '```'} />",
      '',
      "Text: {`${meta} / ${words.join('+')}`} {'  x '.trim().toUpperCase()} {1 + 2}",
    ].join('\n'), { file: MDX });
    expect(errors).toEqual([]);
    expect(doc.querySelector('pre')?.textContent).toBe('```js collapse={1-5}\nconst a = 1\n\n  console.log(`${a}`)\n```');
    expect(doc.querySelector('p')?.textContent).toBe('Text: collapse={1-5} / a+b X 3');
  });

  it('run no regular expression that could run away, and make no text past a megabyte', () => {
    const doubling = Array.from({ length: 22 }, (_, i) => `export const s${i + 1} = s${i} + s${i};`);
    const { errors } = renderBody([
      "export const s0 = 'x';", ...doubling, '',
      "Grouped: {s0.replace(/(a+)+b/, '')} Long: {s22}",
    ].join('\n'), { file: MDX });
    // s19 is half a megabyte; s20 would be more than one.
    expect(errors.map((e) => [e.message, e.kind])).toEqual([
      ['The export s20 = s19 + s19 is not a literal value', 'page-code'],
      ['The export s21 = s20 + s20 is not a literal value', 'page-code'],
      ['The export s22 = s21 + s21 is not a literal value', 'page-code'],
      ["{s0.replace(/(a+)+b/, '')} is code, which pages do not run", 'page-code'],
      ['{s22} is code, which pages do not run', 'page-code'],
    ]);
  });

  it('a tag whose attribute holds import and export lines, in a template literal, is one tag', () => {
    const { doc, errors } = renderBody([
      '<CodeBlock language="mdx" code={`',
      "import { Code } from 'somewhere'",
      '',
      'export const a = \\`x\\`',
      '`} />',
      '',
      'After.',
    ].join('\n'), { file: MDX });
    expect(errors).toEqual([]);
    expect(doc.querySelector('pre')?.textContent).toBe("import { Code } from 'somewhere'\n\nexport const a = `x`");
    expect(doc.querySelector('p')?.textContent).toBe('After.');
  });

  it('report what they import that the generator does not know, at its line, with what to do; a stylesheet is a note', () => {
    const { doc, errors, notes } = renderBody([
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      "import Chart from '@site/src/components/Chart';",
      "import data from './data.json';",
      "import './custom.css';",
      "import source from '/src/env.d.ts?raw';",
      '',
      'Text.',
      '',
      '<CodeBlock code={source} language="ts" />',
    ].join('\n'), { file: MDX });
    expect(errors).toMatchObject([
      { message: "import useBaseUrl from '@docusaurus/useBaseUrl': the generator does not know this module", line: BODY_LINE, hint: expect.stringContaining('write the path directly'), kind: 'page-code' },
      { message: "import Chart from '@site/src/components/Chart': the generator does not know this module", line: BODY_LINE + 1, hint: expect.stringContaining('register a React component named Chart in site.config.ts'), kind: 'unknown-component' },
      { message: "import data from './data.json': the generator does not know this module", line: BODY_LINE + 2, hint: expect.stringContaining('pages read no data files'), kind: 'page-code' },
      { message: "import source from '/src/env.d.ts?raw': the generator does not know this module", line: BODY_LINE + 4, hint: expect.stringContaining('<<< /src/env.d.ts'), kind: 'page-code' },
      { message: '<CodeBlock code={source}>: the value is code, which pages do not run', line: BODY_LINE + 8, kind: 'page-code' },
    ]);
    // The code block shows the code it would have run.
    expect(doc.querySelector('pre')?.textContent).toBe('source');
    expect(notes).toMatchObject([{ message: expect.stringContaining('The stylesheet import "./custom.css" is left out'), line: BODY_LINE + 3 }]);
  });

  it('are understood in a .md page too, which is then read as MDX', () => {
    const { doc, errors } = renderBody("import TabItem from '@theme/TabItem';\nimport Tabs from '@theme/Tabs';\n\n<Tabs>\n  <TabItem value=\"a\">\n    Indented, not code.\n  </TabItem>\n</Tabs>");
    expect(errors).toEqual([]);
    expect(doc.querySelector('[role="tabpanel"] p')?.textContent).toBe('Indented, not code.');
    expect(doc.querySelector('pre')).toBeNull();
  });

  it('are prose in a .md page when they cannot be code, and code examples stay code', () => {
    const { doc, errors } = renderBody('import the file first.\n\n```js\nimport x from "y";\n```\n\n    indented code');
    expect(errors).toEqual([]);
    expect(doc.querySelector('p')?.textContent).toBe('import the file first.');
    expect([...doc.querySelectorAll('pre')].map((p) => p.textContent)).toEqual(['import x from "y";', 'indented code']);
  });
});

describe('JSX in text', () => {
  it('{/* comments */} go, on one line or several; literals become text; inline code and \\{ stay', () => {
    const { doc, errors } = renderBody([
      'One {/* a note */}two {"three"} {4} {\' \'}five `{/* code */}` \\{six}',
      '',
      '{/*',
      'A longer note.',
      '*/}',
      '',
      'End.',
    ].join('\n'), { file: MDX });
    expect(errors).toEqual([]);
    expect([...doc.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['One two three 4  five {/* code */} {six}', 'End.']);
  });

  it('braces in inline code of any number of backticks stay, as in MDX', () => {
    const { doc, errors } = renderBody('- Default: ``({ theme }) => theme.colors[`a`]`` and `{x}` but {"y"}', { file: MDX });
    expect(errors).toEqual([]);
    expect([...doc.querySelectorAll('code')].map((c) => c.textContent)).toEqual(['({ theme }) => theme.colors[`a`]', '{x}']);
    expect(doc.querySelector('li')?.textContent).toMatch(/but y$/);
  });

  it('a heading\'s {#id} is an id, not JavaScript', () => {
    const { doc, errors } = renderBody('## Install {#install-it}', { file: MDX });
    expect(errors).toEqual([]);
    expect(doc.getElementById('install-it')?.textContent).toBe('Install');
  });

  it('code in braces is a problem at its line and column, shown as written; a brace never closed is an error', () => {
    const { errors, doc } = renderBody('Hello {user.name}!\n\nA {stray brace\n\nA {stray', { file: MDX });
    expect(doc.querySelector('p code')?.textContent).toBe('{user.name}');
    expect(errors).toMatchObject([
      { message: '{user.name} is code, which pages do not run', line: BODY_LINE, column: 7, kind: 'page-code' },
      { message: 'A "{" that MDX reads as JavaScript, which this is not: expected "}" after the expression', line: BODY_LINE + 2, column: 3, hint: expect.stringContaining('write \\{ for a brace') },
      { message: 'A "{" without its "}" on the line', line: BODY_LINE + 4, column: 3 },
    ]);
  });

  it('braces in a .md page without imports are text', () => {
    const { doc, errors } = renderBody('The object {id, name} and {{productName}}.');
    expect(errors).toEqual([]);
    expect(doc.querySelector('p')?.textContent).toBe('The object {id, name} and Acme.');
  });

  it('HTML elements take JSX attributes: className is class, literals are values, style is left out with a note', () => {
    const { doc, errors, notes, html } = renderBody([
      '<div className="grid" data-count={3}>',
      'Some **markdown** inside.',
      '</div>',
      '',
      'A <span className="tag" style={{ color: \'red\' }}>tag</span> inline.',
    ].join('\n'), { file: MDX });
    expect(errors).toEqual([]);
    const div = doc.querySelector('div.grid')!;
    expect(div.getAttribute('data-count')).toBe('3');
    expect(div.querySelector('strong')?.textContent).toBe('markdown');
    expect(doc.querySelector('span.tag')?.textContent).toBe('tag');
    expect(html).not.toContain('style');
    expect(notes).toMatchObject([{ message: expect.stringContaining('style= on <span> is left out'), line: BODY_LINE + 4 }]);
  });
});

describe('tags as MDX writes them', () => {
  it('a tag may hold blank lines, in its attributes\' {…} too, and take many lines', () => {
    const long = Array.from({ length: 120 }, (_, i) => `\t\t{ name: 'item ${i}' },`).join('\n');
    const { doc, errors } = renderBody([
      '<div className="note" data-text={`# Welcome',
      '',
      'Hello.`}>Noted.</div>',
      '',
      '<details data-items={[',
      long,
      '',
      ']}',
      '',
      '>',
      '<summary>Items</summary>',
      'Listed.',
      '</details>',
      '',
      'After.',
    ].join('\n'), { file: MDX });
    expect(errors).toEqual([]);
    expect(doc.querySelector('div.note')?.getAttribute('data-text')).toBe('# Welcome\n\nHello.');
    expect(doc.querySelector('details > summary')?.textContent).toBe('Items');
    expect(doc.body.lastElementChild?.textContent).toBe('After.');
  });

  it('an expression that shows nothing beside a line\'s tags is nothing ({\' \'} after a closing tag)', () => {
    const { doc, errors } = renderBody("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value=\"a\">A</TabItem>\n</Tabs>{' '}\n\nAfter.", { file: MDX });
    expect(errors).toEqual([]);
    expect(doc.querySelectorAll('[role="tab"]')).toHaveLength(1);
  });

  it('an attribute of markup without code ({<>…</>}, {<svg …/>}) is that markup as text, over several lines too; one with code is code', () => {
    const { doc, errors } = renderBody([
      '<Steps>',
      '  <Step title={<>Set the <code>url</code> field.</>}>',
      '    Then save.',
      '  </Step>',
      '</Steps>',
      '',
      '<Card',
      '  title="Osano"',
      '  icon={<svg width="32" style={{ fill: "#7856ff" }} viewBox="0 0 2 2"><path d="M1 1Z" fill="#7764FA"/></svg>}',
      '>',
      '  Consent.',
      '</Card>',
    ].join('\n'), { file: MDX });
    expect(errors).toEqual([]);
    expect(doc.querySelector('.step-title')?.innerHTML).toBe('Set the <code>url</code> field.');
    expect(doc.querySelector('.card')?.textContent).toContain('Consent.');
    expect(doc.querySelector('svg')).toBeNull();
    expect(renderBody('<Card title={<b>{name}</b>}>x</Card>', { file: MDX }).errors[0]).toMatchObject({ message: 'Unreadable tag: JavaScript the generator cannot read: Unexpected token' });
  });

  it('a container\'s {attributes} are not JavaScript', () => {
    const { doc, errors } = renderBody(':::tip{icon="star"}\nA tip.\n:::\n\n:::note[Read **this**]{icon="star"}\nA note.\n:::', { file: MDX });
    expect(errors).toEqual([]);
    expect(doc.querySelector('.admonition-tip > p:last-child')?.textContent).toBe('A tip.');
    expect(doc.querySelector('.admonition-note .admonition-title')?.innerHTML).toBe('Read <strong>this</strong>');
  });
});

describe('<details> with markdown inside', () => {
  it('works without blank lines around its lines, in .md and .mdx alike', () => {
    for (const file of ['guides/a.md', MDX]) {
      const { doc, errors } = renderBody('<details>\n<summary>Why *not*?</summary>\nBecause **reasons**:\n- one\n</details>', { file });
      expect(errors).toEqual([]);
      const details = doc.querySelector('details')!;
      expect(details.querySelector(':scope > summary')?.innerHTML).toBe('Why <em>not</em>?');
      expect(details.querySelector(':scope > p strong')?.textContent).toBe('reasons');
      expect(details.querySelectorAll('li')).toHaveLength(1);
    }
  });

  it('<Details summary="…"> is the same', () => {
    const { doc, errors } = renderBody('<Details summary="More">\nHidden text.\n</Details>', { file: MDX });
    expect(errors).toEqual([]);
    expect(doc.querySelector('details > summary')?.textContent).toBe('More');
    expect(doc.querySelector('details > p')?.textContent).toBe('Hidden text.');
  });
});

describe('VitePress pages', () => {
  const PAGE = [
    '<script setup>',
    "import MyChart from './MyChart.vue'",
    'const count = 1',
    '</script>',
    '',
    '# Charts',
    '',
    '<MyChart :data="x" />',
    '',
    '<my-chart />',
    '',
    '<style scoped>',
    '.x { color: red }',
    '</style>',
  ].join('\n');

  it('leave <script setup> and <style> out, with a note, and report their Vue components where they are used', () => {
    const { html, errors, notes } = renderBody(PAGE);
    expect(html).not.toMatch(/script|style|count = 1|color: red/);
    expect(errors).toMatchObject([
      { message: 'Unknown component <MyChart> (a Vue component of the page\'s <script setup>)', line: BODY_LINE + 7, hint: expect.stringContaining('register it in site.config.ts (components: { MyChart }') },
      { message: 'Unknown component <my-chart> (a Vue component of the page\'s <script setup>)', line: BODY_LINE + 9, hint: expect.stringContaining('components: { MyChart }') },
    ]);
    expect(notes.map((n) => [n.message.split(':')[0], n.line])).toEqual([['A <script> block is left out', BODY_LINE], ['A <style> block is left out', BODY_LINE + 11]]);
  });

  it('note the Vue template syntax of their HTML, which nothing runs', () => {
    const { notes } = renderBody('<script setup>\nconst items = []\n</script>\n\n<ul>\n  <li v-for="item in items" :key="item">x</li>\n</ul>\n\n<p class="plain">y</p>');
    expect(notes.map((n) => [n.message, n.line])).toContainEqual(['Vue template syntax (v-for, v-if, :attribute=) is not run: the page shows this HTML as it is written', BODY_LINE + 5]);
    expect(notes).toHaveLength(2);
  });
});

describe('components inside an HTML block of a .md page', () => {
  it('count, though CommonMark runs the block on over their lines', () => {
    const { doc, errors } = renderBody('<div class="row">\n  <Badge text="one" />\n  <Chart />\n</div>\n\nAfter.');
    expect(errors).toMatchObject([{ message: 'Unknown component <Chart>', line: BODY_LINE + 2 }]);
    expect(doc.querySelector('div.row')).not.toBeNull();
    expect(doc.querySelector('.badge')?.textContent).toBe('one');
    expect(doc.body.innerHTML).not.toContain('docs:');
  });
});

describe('indentation', () => {
  it('a fence indented more than three spaces is code on a page read as MDX: braces and tags in it stay as written', () => {
    const { doc, errors } = renderBody('- Item\n\n  <details>\n    <summary>AST</summary>\n\n    ```ts\n    <Component<string>/>\n    { type: "X" }\n    ```\n  </details>', { file: MDX });
    expect(errors).toEqual([]);
    expect(doc.querySelector('details code')?.textContent).toBe('<Component<string>/>\n{ type: "X" }');
  });

  it('a .mdx page has no indented code: writers indent markdown inside components', () => {
    const { doc } = renderBody('<Admonition type="tip">\n\n    Indented text.\n\n        - an indented list\n</Admonition>', { file: MDX });
    expect(doc.querySelector('pre')).toBeNull();
    expect(doc.querySelector('.admonition-tip p:not(.admonition-title)')?.textContent).toBe('Indented text.');
    expect(doc.querySelector('.admonition-tip li')?.textContent).toBe('an indented list');
  });

  it('a .md page reads a <details> in a nested list item, indented four spaces', () => {
    const { doc, errors } = renderBody('- One\n  - Two\n\n    <details>\n    <summary>More</summary>\n    Hidden **text**.\n    </details>');
    expect(errors).toEqual([]);
    expect(doc.querySelector('li li details > summary')?.textContent).toBe('More');
    expect(doc.querySelector('li li details strong')?.textContent).toBe('text');
  });

  it('a .md page keeps indented code, and a tag line indented as code is code', () => {
    const { doc, errors } = renderBody('Text.\n\n    <Tabs>\n    indented code\n');
    expect(errors).toEqual([]);
    expect(doc.querySelector('pre')?.textContent).toBe('<Tabs>\nindented code');
  });
});
