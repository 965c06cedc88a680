// What MDX pages written for Docusaurus and Astro (Starlight) use beyond
// imports of partials and theme components: Astro's way of importing a partial,
// front matter values in text, imported images, and how MDX reads "import" in
// a paragraph and {''} at the start of a line.
import { describe, expect, it } from 'vitest';
import { BODY_LINE, renderBody } from '../helpers/markdown.ts';

const MDX = 'guides/page.mdx';

describe('import { Content as Name } from \'./part.mdx\' (Astro)', () => {
  it('is an include, like a default import', () => {
    const { doc, errors } = renderBody("import { Content as Intro } from './_intro.mdx';\nimport Outro from './_outro.md';\n\n# Page\n\n<Intro />\n\nMiddle.\n\n<Outro />\n", {
      file: MDX, others: { 'guides/_intro.mdx': 'The **intro**.', 'guides/_outro.md': 'The outro.' },
    });
    expect(errors).toEqual([]);
    expect([...doc.querySelectorAll('p')].map((p) => p.innerHTML)).toEqual(['The <strong>intro</strong>.', 'Middle.', 'The outro.']);
  });

  it('of another export of a markdown file is still an import the generator does not know', () => {
    const { errors } = renderBody("import { frontmatter } from './_intro.mdx';\n\nText.\n", { file: MDX, others: { 'guides/_intro.mdx': 'x' } });
    expect(errors).toMatchObject([{ message: expect.stringContaining("import frontmatter from './_intro.mdx'") }]);
  });
});

describe('{frontMatter.key} (Docusaurus) and {frontmatter.key} (Astro)', () => {
  const frontMatter = { title: 'Rent <rolls> & *ledgers*', version: 3, owner: { team: 'Billing' }, tags: ['a'] };

  it('show the page\'s own value as text, escaped, in .mdx and .md pages, and leave code alone', () => {
    for (const file of [MDX, 'guides/page.md']) {
      const { doc, errors } = renderBody('About {frontMatter.title}, v{frontmatter.version}, by {frontMatter.owner.team}.\n\n`{frontMatter.title}` and \\{frontMatter.title}\n\n```\n{frontMatter.title}\n```\n', { file, frontMatter });
      expect(errors, file).toEqual([]);
      const [first, second] = [...doc.querySelectorAll('p')];
      expect(first.textContent, file).toBe('About Rent <rolls> & *ledgers*, v3, by Billing.');
      expect(first.querySelector('em, rolls'), file).toBeNull();
      expect(second.querySelector('code')?.textContent).toBe('{frontMatter.title}');
      expect(doc.querySelector('pre code')?.textContent).toBe('{frontMatter.title}');
    }
  });

  it('give an attribute its value on a page read as MDX', () => {
    const { doc, errors } = renderBody('<details>\n<summary>x</summary>\n\n<a href="/docs/guides/page" title={frontMatter.title}>Link</a>\n\n</details>\n', { file: MDX, frontMatter });
    expect(errors).toEqual([]);
    expect(doc.querySelector('a')?.getAttribute('title')).toBe('Rent <rolls> & *ledgers*');
  });

  it('an unknown key or a value that is not text is an error at its line and column, with the closest key', () => {
    const { errors } = renderBody('Intro.\n\nBy {frontMatter.titel} and {frontMatter.tags}.\n', { file: MDX, frontMatter });
    expect(errors).toEqual([
      { message: '{frontMatter.titel}: the page\'s front matter has no "titel"', file: MDX, line: BODY_LINE + 2, column: 4, hint: 'did you mean {frontMatter.title}?' },
      { message: '{frontMatter.tags} is a list of the front matter, which is not text', file: MDX, line: BODY_LINE + 2, column: 28, hint: 'refer to one of its values, such as {frontMatter.key.name}' },
    ]);
  });
});

describe('an imported image', () => {
  it('is the image\'s path: <img src={shot}> and Astro\'s <Image src={shot} /> from astro:assets are that image', () => {
    const { doc, errors } = renderBody([
      "import shot from './shot.png';",
      "import { Image } from 'astro:assets';",
      '',
      '<img src={shot} alt="The dashboard" />',
      '',
      '<Image src={shot} alt="Again" width={600} format="webp" quality={80} />',
    ].join('\n'), { file: MDX });
    expect(errors.filter((e) => !/shot\.png/.test(e.message))).toEqual([]);
    expect([...doc.querySelectorAll('img')].map((img) => [img.getAttribute('alt'), img.getAttribute('width'), img.hasAttribute('format')])).toEqual([['The dashboard', null, false], ['Again', '600', false]]);
  });
});

describe('MDX\'s reading of lines', () => {
  it('a line that starts with "import" inside a paragraph is text', () => {
    const { doc, errors } = renderBody("import Tabs from '@theme/Tabs';\n\nTo load the data,\nimport the file from the menu.\n\n- A step that goes on\nimport it again.\n", { file: MDX });
    expect(errors).toEqual([]);
    expect(doc.querySelector('p')?.textContent).toBe('To load the data,\nimport the file from the menu.');
    expect(doc.querySelector('li')?.textContent).toBe('A step that goes on\nimport it again.');
  });

  it('{\'\'} at the start of a line ends a list, as in MDX', () => {
    const { doc, errors } = renderBody("- one\n- two\n{''}\n- three\n\nText.\n", { file: MDX });
    expect(errors).toEqual([]);
    expect([...doc.querySelectorAll('ul')].map((ul) => ul.children.length)).toEqual([2, 1]);
  });
});
