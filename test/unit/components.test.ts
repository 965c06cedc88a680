// The components documentation writers use: Docusaurus's Tabs, TabItem,
// Admonition, TOCInline and CodeBlock, VitePress's Badge, unknown components,
// and the React components that site.config.ts registers.
import { describe, expect, it } from 'vitest';
import { createElement, useState, type ReactNode } from 'react';
import { BODY_LINE, renderBody } from '../helpers/markdown.ts';

const MDX = 'guides/install.mdx';
const IMPORTS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n";

describe('<Tabs> and <TabItem>', () => {
  const TABS = [
    '<Tabs groupId="os" values={[{ label: "macOS", value: "mac" }, { label: "Windows", value: "win" }]}>',
    '  <TabItem value="mac">',
    '    Install with **Homebrew**:',
    '',
    '    ```sh',
    '    brew install acme',
    '    ```',
    '  </TabItem>',
    '  <TabItem value="win" default>Use the installer.</TabItem>',
    '</Tabs>',
  ].join('\n');

  it('become tabs whose panels hold any markdown, labelled by label= or values=, the default one shown', () => {
    const { doc, errors } = renderBody(IMPORTS + TABS, { file: MDX });
    expect(errors).toEqual([]);
    const group = doc.querySelector('.tabs')!;
    expect(group.getAttribute('data-group')).toBe('os');
    const tabs = [...group.querySelectorAll('[role="tablist"] > [role="tab"]')];
    expect(tabs.map((t) => [t.textContent, t.getAttribute('data-tab'), t.getAttribute('aria-selected'), t.getAttribute('tabindex')])).toEqual([
      ['macOS', 'mac', 'false', '-1'],
      ['Windows', 'win', 'true', '0'],
    ]);
    const panels = tabs.map((t) => doc.getElementById(t.getAttribute('aria-controls')!)!);
    expect(panels.map((p) => [p.getAttribute('role'), p.getAttribute('aria-labelledby'), p.hasAttribute('hidden')])).toEqual([
      ['tabpanel', tabs[0].id, true],
      ['tabpanel', tabs[1].id, false],
    ]);
    expect(panels[0].querySelector('p strong')?.textContent).toBe('Homebrew');
    expect(panels[0].querySelector('code')?.textContent).toBe('brew install acme');
    expect(panels[1].textContent).toBe('Use the installer.');
  });

  it('switch alone without a groupId, and take their ids apart from the code tabs of the page', () => {
    const { doc, errors } = renderBody(`${IMPORTS}:::tabs\n\`\`\`sh\nls\n\`\`\`\n:::\n\n<Tabs>\n<TabItem value="a" label="A">One</TabItem>\n<TabItem value="b" label="B">Two</TabItem>\n</Tabs>`, { file: MDX });
    expect(errors).toEqual([]);
    const [code, local] = [...doc.querySelectorAll('.tabs')];
    expect(code.hasAttribute('data-group') || code.hasAttribute('data-local')).toBe(false);
    expect(local.hasAttribute('data-local')).toBe(true);
    const ids = [...doc.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('nest, with containers inside and around them', () => {
    const { doc, errors } = renderBody(`${IMPORTS}:::note\n<Tabs>\n<TabItem value="a">\n\n:::tip\nInner tip.\n:::\n\n<Tabs groupId="lang">\n<TabItem value="js">JS</TabItem>\n</Tabs>\n</TabItem>\n</Tabs>\n:::`, { file: MDX });
    expect(errors).toEqual([]);
    expect(doc.querySelector('.admonition-note .tabs [role="tabpanel"] .admonition-tip')?.textContent).toContain('Inner tip.');
    expect(doc.querySelector('.admonition-note .tabs [role="tabpanel"] .tabs[data-group="lang"]')).not.toBeNull();
  });

  it('report what does not fit: text beside the tabs, a tab without value, a <TabItem> outside <Tabs>, a tag never closed', () => {
    const { errors } = renderBody(`${IMPORTS}<Tabs>\nStray text.\n<TabItem>x</TabItem>\n</Tabs>\n\n<TabItem value="alone">y</TabItem>\n\n<Tabs>\n<TabItem value="a">\nz\n</Tabs>`, { file: MDX });
    const at = (line: number) => errors.filter((e) => e.line === BODY_LINE + line).map((e) => e.message);
    expect(at(4)).toEqual(['Only <TabItem> can go inside <Tabs>']);
    expect(at(5)).toEqual(['<TabItem> needs a value']);
    expect(at(8)).toEqual(['<TabItem> must be inside <Tabs>']);
    expect(at(11)).toEqual(['<TabItem> is not closed before </Tabs>']);
    expect(errors).toHaveLength(4);
  });
});

describe('built-in components', () => {
  it('<Admonition type title> is an admonition; an unknown type is an error with a suggestion', () => {
    const { doc, errors } = renderBody('<Admonition type="warning" title="Mind the **gap**">\nText.\n</Admonition>\n\n<Admonition type="warnign">x</Admonition>', { file: MDX });
    expect(doc.querySelector('.admonition-warning > .admonition-title')?.innerHTML).toBe('Mind the <strong>gap</strong>');
    expect(doc.querySelector('.admonition-warning > p:last-child')?.textContent).toBe('Text.');
    expect(errors).toMatchObject([{ message: 'Unknown admonition type "warnign"', line: BODY_LINE + 4, hint: 'did you mean type="warning"?' }]);
  });

  it('<TOCInline toc={toc} /> lists the headings between its levels, toc.slice(…) some of them; another toc is an error', () => {
    const { doc, errors } = renderBody("import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} />\n\n## Two\n\n### Three\n\n#### Four\n\n<TOCInline toc={toc.filter(x => x)} />\n\n<TOCInline toc={toc.slice(1)} />", { file: MDX });
    const tocs = [...doc.querySelectorAll('nav.toc-inline')].map((nav) => [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href')));
    expect(tocs).toEqual([['#three', '#four'], ['#two', '#three'], ['#three']]);
    expect(errors).toMatchObject([{ message: '<TOCInline toc={toc.filter(x => x)}>: only toc={toc} (the page\'s own headings) and toc.slice(…) are understood', line: BODY_LINE + 10 }]);
  });

  it('<CodeBlock> is a highlighted code block, its children the code, as a template literal or as text', () => {
    const { doc, errors } = renderBody([
      '<CodeBlock language="js" title="/src/hello.js" showLineNumbers>',
      '{`function hello() {',
      '  return `hi ${"x"}`.length;',
      '}`}',
      '</CodeBlock>',
      '',
      '<CodeBlock>',
      '  plain text',
      '    indented',
      '</CodeBlock>',
      '',
      '<CodeBlock language="py">{`print(1)`}</CodeBlock>',
    ].join('\n'), { file: MDX });
    expect(errors).toMatchObject([{ message: '<CodeBlock> holds code the generator cannot read', line: BODY_LINE }]);
    const blocks = [...doc.querySelectorAll('.code-block')];
    expect(blocks.map((b) => b.querySelector('code')?.textContent)).toEqual(['{`function hello() {\n  return `hi ${"x"}`.length;\n}`}', 'plain text\n  indented', 'print(1)']);
    expect(blocks[0].querySelector('.code-title')?.textContent).toBe('/src/hello.js');
    expect(blocks[2].querySelector('.hljs-built_in')?.textContent).toBe('print');

    const good = renderBody('<CodeBlock language="js">\n{`const a = \\`x\\`;\n`}\n</CodeBlock>', { file: MDX });
    expect(good.errors).toEqual([]);
    expect(good.doc.querySelector('code')?.textContent).toBe('const a = `x`;');
    expect(good.doc.querySelector('.hljs-keyword')?.textContent).toBe('const');
  });

  it('<Badge> is inline, in text and headings, and leaves the heading\'s id alone', () => {
    const { doc, headings, errors } = renderBody('## Options <Badge type="warning" text="beta" />\n\nNew <Badge type="tip">v2</Badge> here.\n\n<Badge text="alone" />');
    expect(errors).toEqual([]);
    expect(headings).toEqual([{ depth: 2, text: 'Options', id: 'options' }]);
    expect(doc.querySelector('h2 .badge.badge-warning')?.textContent).toBe('beta');
    expect(doc.querySelector('p .badge.badge-tip')?.textContent).toBe('v2');
    expect(doc.querySelector('p')?.textContent).toBe('New v2 here.');
    expect(doc.querySelectorAll('.badge')).toHaveLength(3);
  });

  it('a component at the start of a list item or a quote, alone or beside text, is a component in a paragraph (not HTML the parser let through)', () => {
    for (const file of ['guides/a.md', MDX]) {
      const { doc, errors } = renderBody('- <Badge text="new" />\n- <Badge text="beta" /> Faster `builds`\n\n> <Badge text="quoted" /> and **bold**\n\n- <Link to="#x">Start</Link> here\n\n## X', { file });
      expect(errors).toEqual([]);
      expect([...doc.querySelectorAll('li')].map((li) => li.innerHTML)).toEqual([
        '<span class="badge badge-tip">new</span>',
        '<span class="badge badge-tip">beta</span> Faster <code>builds</code>',
        '<a href="#x">Start</a> here',
      ]);
      expect(doc.querySelector('blockquote > p')!.innerHTML).toBe('<span class="badge badge-tip">quoted</span> and <strong>bold</strong>');
      expect(doc.body.innerHTML).not.toMatch(/<Badge|<Link/);
    }
  });

  it('<Link to> is a link of the page, checked like any other', () => {
    const { doc, links } = renderBody('See <Link to="./other.md#setup">the setup</Link>.', { others: { 'guides/other.md': '## Setup' } });
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/docs/guides/other#setup');
    expect(links).toMatchObject([{ url: '/docs/guides/other', hash: 'setup', line: BODY_LINE }]);
  });
});

describe('Starlight\'s components', () => {
  const STARLIGHT = "import { Aside, Badge, Card, CardGrid, Code, FileTree, Icon, LinkButton, LinkCard, Steps, TabItem, Tabs } from '@astrojs/starlight/components';\n\n";

  it('are the built-in components they stand for: tabs, admonitions, badges, code', () => {
    const { doc, errors } = renderBody(STARLIGHT + [
      '<Tabs syncKey="pm">',
      '  <TabItem label="npm">Run `npm i`.</TabItem>',
      '  <TabItem label="pnpm" icon="pnpm">Run `pnpm i`.</TabItem>',
      '</Tabs>',
      '',
      '<Aside type="caution" title="Mind **this**">',
      'Careful.',
      '</Aside>',
      '',
      'New <Badge text="beta" variant="caution" /> and <Badge text="ok" variant="success" /> <Icon name="star" />.',
      '',
      '<Code code="const a = 1;" lang="js" title="a.js" />',
    ].join('\n'), { file: MDX });
    expect(errors).toEqual([]);
    expect([...doc.querySelectorAll('.tabs[data-group="pm"] [role="tab"]')].map((t) => t.textContent)).toEqual(['npm', 'pnpm']);
    expect(doc.querySelector('.admonition-caution .admonition-title')?.innerHTML).toBe('Mind <strong>this</strong>');
    expect([...doc.querySelectorAll('p .badge')].map((b) => [b.className, b.textContent])).toEqual([['badge badge-warning', 'beta'], ['badge badge-tip', 'ok']]);
    expect(doc.querySelector('.code-block .code-title')?.textContent).toBe('a.js');
    expect(doc.querySelector('.code-block .hljs-keyword')?.textContent).toBe('const');
    expect(doc.body.innerHTML).not.toMatch(/<(Icon|Badge|Aside|Code|Tabs)\b/);
  });

  it('Steps and FileTree keep their lists; cards are boxes in a grid; link cards and buttons are links, checked like any other', () => {
    const { doc, errors, links } = renderBody(STARLIGHT + [
      '<Steps>',
      '1. Install.',
      '2. Run.',
      '</Steps>',
      '',
      '<FileTree>',
      '- src/',
      '  - index.ts',
      '</FileTree>',
      '',
      '<CardGrid stagger>',
      '<Card title="Fast" icon="rocket">',
      'Builds in **seconds**.',
      '</Card>',
      '<LinkCard title="Other" href="./other.md" description="Read on." />',
      '</CardGrid>',
      '',
      '<LinkButton href="./other.md" variant="secondary">Start</LinkButton>',
    ].join('\n'), { file: MDX, others: { 'guides/other.md': '# Other' } });
    expect(errors).toEqual([]);
    expect([...doc.querySelectorAll('.steps > ol > li')].map((li) => li.textContent)).toEqual(['Install.', 'Run.']);
    expect(doc.querySelector('.file-tree > ul > li > ul > li')?.textContent).toBe('index.ts');
    const card = doc.querySelector('.card-grid > div.card')!;
    expect(card.querySelector('.card-title')?.textContent).toBe('Fast');
    expect(card.querySelector('strong')?.textContent).toBe('seconds');
    const linkCard = doc.querySelector('.card-grid > a.card')!;
    expect(linkCard.getAttribute('href')).toBe('/docs/guides/other');
    expect([...linkCard.children].map((c) => c.textContent)).toEqual(['Other', 'Read on.']);
    expect(doc.querySelector('a.link-button')?.textContent).toBe('Start');
    expect(links.map((l) => l.url)).toEqual(['/docs/guides/other', '/docs/guides/other']);
  });

  it('need their import, as in Starlight: an <Aside> without one is an unknown component (a <Card> is Mintlify\'s, which needs none)', () => {
    expect(renderBody('<Aside>y</Aside>', { file: MDX }).errors).toMatchObject([{ message: 'Unknown component <Aside>' }]);
  });
});

describe('components the generator does not know', () => {
  it('are errors naming the component, the file and the line, with the hint to register it; never shown raw', () => {
    const { errors, html } = renderBody('<ApiEndpoint method="GET">\nText.\n</ApiEndpoint>\n\nInline <Chip /> too.\n\n<Tabset>x</Tabset>', { file: MDX });
    expect(errors).toMatchObject([
      { message: 'Unknown component <ApiEndpoint>', file: MDX, line: BODY_LINE, hint: 'register it in site.config.ts (components: { ApiEndpoint }, a React component), or remove it' },
      { message: 'Unknown component <Tabset>', file: MDX, line: BODY_LINE + 6, hint: expect.stringContaining('did you mean <Tabs>?') },
      { message: 'Unknown component <Chip>', file: MDX, line: BODY_LINE + 4 },
    ]);
    expect(html).not.toMatch(/<ApiEndpoint|<Chip|<Tabset\b/);
  });

  it('are problems of their kind, by name, so that settings make them warnings and the report counts them by name', () => {
    const { errors } = renderBody("import Chart from '@site/src/components/Chart';\nimport data from './data.json';\n\n<Chart />\n\nInline <Chip>x</Chip>.", { file: MDX });
    expect(errors.map((e) => [e.line, e.kind, e.subject])).toEqual([
      [BODY_LINE, 'unknown-component', 'Chart'], // the import of a component: the same problem as its tags
      [BODY_LINE + 1, 'page-code', undefined], // a data file is no component: code that pages do not run
      [BODY_LINE + 3, 'unknown-component', 'Chart'],
      [BODY_LINE + 5, 'unknown-component', 'Chip'],
    ]);
  });

  it('show their content in a box labelled with their name: a block for a block, inline in text', () => {
    const { doc } = renderBody('<ApiEndpoint method="GET">\nCall **it**.\n\nTwice.\n</ApiEndpoint>\n\nInline <Chip>new</Chip> text.\n\n<Empty />', { file: MDX });
    const block = doc.querySelector('div.unknown-component[data-component="ApiEndpoint"]')!;
    expect(block.getAttribute('role')).toBe('group');
    expect(block.getAttribute('aria-label')).toBe('ApiEndpoint (unknown component)');
    expect([...block.children].map((c) => c.outerHTML)).toEqual(['<p>Call <strong>it</strong>.</p>', '<p>Twice.</p>']);
    expect(block.hasAttribute('method')).toBe(false); // its props are its own, not the box's
    const inline = doc.querySelector('p > span.unknown-component[data-component="Chip"]')!;
    expect(inline.getAttribute('aria-label')).toBe('Chip (unknown component)');
    expect(inline.parentElement!.textContent).toBe('Inline new text.');
    expect(doc.querySelector('div.unknown-component[data-component="Empty"]')?.getAttribute('role')).toBe('group');
  });
});

describe('components registered in site.config.ts', () => {
  function Callout({ kind, count, children }: { kind: string; count?: number; children?: ReactNode }) {
    const [n] = useState(count ?? 0);
    return createElement('aside', { className: `callout callout-${kind}`, 'data-count': n }, children);
  }
  const Tag = ({ children }: { children?: ReactNode }) => createElement('span', { className: 'tag' }, children);
  const Empty = () => createElement('span', { className: 'empty' });
  const Broken = (): never => {
    throw new Error('no data');
  };

  it('render at build time with their attributes as props and their markdown as children, in blocks and inline, in .md too', () => {
    const { doc, errors } = renderBody([
      '<Callout kind="info" count={2}>',
      'Some **markdown** and a [link](./other.md).',
      '',
      '- a list',
      '</Callout>',
      '',
      'Inline <Tag>*here*</Tag> and <Empty />.',
    ].join('\n'), { components: { Callout, Empty, Tag }, others: { 'guides/other.md': 'x' } });
    expect(errors).toEqual([]);
    const block = doc.querySelector('aside.callout-info')!;
    expect(block.getAttribute('data-count')).toBe('2');
    expect(block.querySelector('p strong')?.textContent).toBe('markdown');
    expect(block.querySelector('a')?.getAttribute('href')).toBe('/docs/guides/other');
    expect(block.querySelector('li')?.textContent).toBe('a list');
    expect(doc.querySelector('p > span.tag > em')?.textContent).toBe('here');
    expect(doc.querySelector('p > span.empty')).not.toBeNull();
  });

  it('say when one fails, and note when one drops the content written inside it', () => {
    const { errors, notes } = renderBody('<Broken />\n\n<Empty>\nLost text.\n</Empty>', { components: { Broken, Empty } });
    expect(errors).toMatchObject([{ message: '<Broken> failed while rendering: no data', line: BODY_LINE }]);
    expect(notes).toMatchObject([{ message: '<Empty> did not show the content written inside it', line: BODY_LINE + 2 }]);
  });

  it('stand in for an import of the same name', () => {
    const { errors, doc } = renderBody("import Callout from '@site/src/components/Callout';\n\n<Callout kind=\"x\" />", { file: MDX, components: { Callout } });
    expect(errors).toEqual([]);
    expect(doc.querySelector('aside.callout-x')).not.toBeNull();
  });
});
