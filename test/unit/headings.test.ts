// Heading ids as Docusaurus, VitePress and GitHub writers expect them: custom
// ids, VitePress's slugs beside GitHub's, an inline table of contents, and HTML
// comments that never reach the reader.
import { describe, expect, it } from 'vitest';
import { BODY_LINE, renderBody } from '../helpers/markdown.ts';
import { vitepressSlug } from '../../src/content/plugins/anchors.ts';
import { titleHeading } from '../../src/content/title.ts';

describe('custom heading ids', () => {
  it('"{#id}" sets the id and leaves the heading, its link, the table of contents and search without it', () => {
    const { doc, headings, ids, sections, errors } = renderBody('## Set up the `client` {#setup}\n\nText.\n\n## Setup\n\nMore.');
    expect(errors).toEqual([]);
    const heading = doc.getElementById('setup')!;
    expect(heading.tagName).toBe('H2');
    expect(heading.textContent).toBe('Set up the client');
    expect(heading.querySelector('.heading-link')!.getAttribute('href')).toBe('#setup');
    expect(heading.querySelector('.heading-link')!.getAttribute('aria-label')).toBe('Link to this section: Set up the client');
    // A later heading that slugs to the same id gets another one.
    expect(headings).toEqual([{ depth: 2, text: 'Set up the client', id: 'setup' }, { depth: 2, text: 'Setup', id: 'setup-1' }]);
    expect(ids).toEqual(expect.arrayContaining(['setup', 'setup-1']));
    expect(sections.map((s) => s.headings)).toEqual([['Set up the client'], ['Setup']]);
    expect(doc.body.textContent).not.toContain('{#');
  });
});

describe('headings with inline HTML', () => {
  it('take their id and their entry in the table of contents from the text a reader sees, without the tags', () => {
    const { doc, headings, errors } = renderBody('### <code>got(url: string, options?: [Options](#options))</code>\n\n## Options\n');
    expect(errors).toEqual([]);
    expect(headings[0]).toEqual({ depth: 3, text: 'got(url: string, options?: Options)', id: 'goturl-string-options-options' });
    expect(doc.getElementById('goturl-string-options-options')?.querySelector('code a')?.textContent).toBe('Options');
  });
});

describe('VitePress anchors', () => {
  it('slug as VitePress does', () => {
    expect(vitepressSlug('server.proxy')).toBe('server-proxy');
    expect(vitepressSlug('What\'s new?')).toBe('what-s-new');
    expect(vitepressSlug('Über uns')).toBe('uber-uns');
    expect(vitepressSlug('2. Install')).toBe('_2-install');
    expect(vitepressSlug('a_b -- c')).toBe('a-b-c');
    expect(vitepressSlug('日本語 ガイド')).toBe('日本語-ガイド');
  });

  it('keep the GitHub id on the heading and hold VitePress\'s as an empty element inside it, where the two differ', () => {
    const { doc, ids, headings } = renderBody('## server.proxy\n\n## Über uns\n\n## Rate limits');
    const heading = doc.getElementById('serverproxy')!;
    expect(heading.tagName).toBe('H2');
    expect(heading.firstElementChild!.id).toBe('server-proxy');
    expect(heading.firstElementChild!.textContent).toBe('');
    expect(doc.getElementById('uber-uns')!.parentElement!.id).toBe('über-uns');
    // The same slug both ways: one id.
    expect(doc.getElementById('rate-limits')!.querySelectorAll('[id]')).toHaveLength(0);
    expect(ids).toEqual(expect.arrayContaining(['serverproxy', 'server-proxy', 'über-uns', 'uber-uns', 'rate-limits']));
    // The table of contents links to the headings' own ids.
    expect(headings.map((h) => h.id)).toEqual(['serverproxy', 'über-uns', 'rate-limits']);
  });

  it('make repeated headings unique as VitePress does, and never give an id twice', () => {
    const { doc, ids } = renderBody('## a.b\n\n## a.b\n\n## a-b');
    expect([...doc.querySelectorAll('h2')].map((h) => [h.id, h.querySelector('span[id]')?.id ?? null])).toEqual([
      // VitePress's "a-b" is the third heading's own id: that heading keeps it.
      ['ab', null],
      ['ab-1', 'a-b-1'],
      // VitePress gives this one "a-b-2", the first free one.
      ['a-b', 'a-b-2'],
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('custom heading ids written as MDX comments', () => {
  it('"{/* #id */}" at the end of a heading sets its id, as "{#id}" does, in .md and .mdx alike', () => {
    for (const file of ['guides/a.md', 'guides/a.mdx']) {
      const { doc, headings, errors } = renderBody('## Set up {/* #setup */}\n\n### Step one { /*#step-1: first*/ }\n\n## Run {/* #run with a note */}\n\nSee [setup](#setup) and [step](#step-1:).', { file });
      expect(errors).toEqual([]);
      expect(headings).toEqual([{ depth: 2, text: 'Set up', id: 'setup' }, { depth: 3, text: 'Step one', id: 'step-1:' }, { depth: 2, text: 'Run', id: 'run' }]);
      expect(doc.body.textContent).not.toMatch(/\/\*|\*\//);
    }
    expect(titleHeading('# Rates {/* #rates */}\n', 'a.mdx')).toEqual({ text: 'Rates', id: 'rates' });
  });

  it('leaves other comments, and the same text in code, as they are', () => {
    const { headings } = renderBody('## Plain {/* a note */}\n\n```md\n## Shown {/* #shown */}\n```', { file: 'guides/a.mdx' });
    expect(headings).toEqual([{ depth: 2, text: 'Plain', id: 'plain' }]);
    expect(renderBody('```md\n## Shown {/* #shown */}\n```').doc.querySelector('code')!.textContent).toBe('## Shown {/* #shown */}');
  });
});

describe('the page\'s own title', () => {
  it('leaves the page (the template shows it), and its ids, GitHub\'s and VitePress\'s, are anchors that land at the top', () => {
    const { doc, ids, headings } = renderBody('# Migration from v7\n\n## Intro');
    expect(doc.querySelector('h1')).toBeNull();
    expect(headings.map((h) => h.id)).toEqual(['intro']);
    expect(ids).toEqual(expect.arrayContaining(['migration-from-v7', 'migration-from-v7']));
    expect(renderBody('# 2. Steps').ids).toEqual(expect.arrayContaining(['2-steps', '_2-steps']));
  });

  it('gives the page its title without a custom id or inline tags (sidebar, previous/next, <title>)', () => {
    expect(titleHeading('# Asset handling {#asset-handling}\n\nText', 'a.md')).toEqual({ text: 'Asset handling', id: 'asset-handling' });
    expect(titleHeading('# MPA mode <Badge type="warning" text="experimental" />\n', 'a.md')).toEqual({ text: 'MPA mode' });
  });

  it('reads its words as a reader sees them: code and emphasis marks and link targets out, a "_" inside a word kept', () => {
    expect(titleHeading('# The `get_all_units` call and [**units**](./units.md)\n', 'a.md')).toEqual({ text: 'The get_all_units call and units' });
    expect(titleHeading('# _Rates_ and __limits__ of rent_roll\n', 'a.md')).toEqual({ text: 'Rates and limits of rent_roll' });
    expect(titleHeading('# 2 \\* 3 \\_private\n', 'a.md')).toEqual({ text: '2 * 3 _private' });
  });

  it('is found after import and export lines, comments and blank lines, in .md and .mdx alike', () => {
    const imports = "import Tabs from '@theme/Tabs';\nimport {\n  Chart,\n} from '../chart';\nexport const answer = 42;\n\n";
    for (const file of ['a.md', 'a.mdx']) {
      expect(titleHeading(`\n${imports}<!-- written by hand -->\n\n<!--\n  two lines\n-->\n# Rates and limits {#rates}\n`, file)).toEqual({ text: 'Rates and limits', id: 'rates' });
    }
    expect(titleHeading("{/* a note */}\nimport A from './a.md';\n\n# Title\n", 'a.mdx')).toEqual({ text: 'Title' });
    // What a reader sees before it makes it no title: text, text after a comment, an include, a partial used.
    expect(titleHeading('Intro.\n\n# Title', 'a.md')).toBeUndefined();
    expect(titleHeading('<!-- a --> Intro.\n\n# Title', 'a.md')).toBeUndefined();
    expect(titleHeading('<!--@include: ./intro.md-->\n\n# Title', 'a.md')).toBeUndefined();
    expect(titleHeading("import Intro from './_intro.md';\n\n<Intro />\n\n# Title", 'a.mdx')).toBeUndefined();
    // In a .md page, a line of prose that starts with "import" is prose.
    expect(titleHeading('import the data first.\n\n# Title', 'a.md')).toBeUndefined();
  });

  it('leaves the page after import lines and comments too, and its custom id lands at the top', () => {
    for (const file of ['guides/a.md', 'guides/a.mdx']) {
      const { doc, ids, headings, errors } = renderBody("import Tabs from '@theme/Tabs';\n\n<!-- note -->\n\n# Rates {#rates}\n\n## Limits", { file });
      expect(errors).toEqual([]);
      expect(doc.querySelector('h1')).toBeNull();
      expect(headings.map((h) => h.id)).toEqual(['limits']);
      expect(ids).toContain('rates');
      expect(ids).not.toContain('rates-rates');
    }
    // Anything a reader sees before a "# heading" keeps it in the page.
    expect(renderBody('Intro.\n\n# Not the title').doc.querySelector('h1')?.id).toBe('not-the-title');
  });
});

describe('[[toc]]', () => {
  it('becomes the page\'s h2 and h3 as nested links, where it stands', () => {
    const { doc, errors } = renderBody('Intro.\n\n[[toc]]\n\n## Install\n\n### With npm\n\n#### Deep\n\n## Use `it`');
    expect(errors).toEqual([]);
    const nav = doc.querySelector('nav.toc-inline')!;
    expect(nav.previousElementSibling!.textContent).toBe('Intro.');
    expect([...nav.querySelectorAll(':scope > ul > li > a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Install', '#install'], ['Use it', '#use-it']]);
    expect([...nav.querySelectorAll('ul ul a')].map((a) => a.textContent)).toEqual(['With npm']);
    expect(doc.body.textContent).not.toContain('[[toc]]');
  });
});

describe('ids of elements on a page read as MDX', () => {
  it('are anchors, whether the element is HTML or <Link id="…"/>, which is an <a> that leads nowhere', () => {
    const body = "import Link from '@docusaurus/Link';\n\n<h2 class=\"big\"><Link id=\"news\"/>News</h2>\n\nText <Link id=\"here\"/> there.\n\n<Link id=\"block\"/>\n\n<div id=\"box\">\n\nIn a box.\n\n</div>\n";
    const { doc, ids, errors } = renderBody(body, { file: 'guides/a.mdx' });
    expect(errors).toEqual([]);
    expect(ids).toEqual(expect.arrayContaining(['news', 'here', 'block', 'box']));
    for (const id of ['here', 'block']) expect(doc.getElementById(id)!.outerHTML).toBe(`<a id="${id}"></a>`);
  });
});

describe('HTML comments', () => {
  it('never reach the reader: blocks, inline, in lists, "<!-- truncate -->"', () => {
    const { html, doc, errors } = renderBody('Intro.\n\n<!-- truncate -->\n\nText <!-- a note for writers --> goes on.\n\n- one <!-- here -->\n- two\n\n<!--\nSeveral\nlines\n-->\n\nEnd.');
    expect(errors).toEqual([]);
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('truncate');
    expect([...doc.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Intro.', 'Text  goes on.', 'End.']);
    expect([...doc.querySelectorAll('li')].map((li) => li.textContent!.trim())).toEqual(['one', 'two']);
  });

  it('one never closed is an error: it would hide the rest of the page', () => {
    const { errors } = renderBody('Intro.\n\n<!-- draft\n\nThe rest.');
    expect(errors).toMatchObject([{ message: 'An HTML comment that is never closed hides the rest of the page', line: BODY_LINE + 2, hint: 'end it with "-->"' }]);
  });
});
