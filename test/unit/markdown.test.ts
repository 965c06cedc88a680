import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/content/markdown.ts';
import type { LinkTargets } from '../../src/content/markdown.ts';
import { parseHtml } from '../helpers/site.ts';
import { inlineCode, mdText } from '../../src/content/markdown-text.ts';

const targets: LinkTargets = {
  baseUrl: '/docs/',
  pageUrls: { 'api/index.md': '/docs/api', 'api/reference/auth.md': '/docs/api/reference/auth', 'guides/examples.md': '/docs/guides/examples' },
  assetUrls: { 'guides/img/flow.png': '/docs/_/media/flow.0123456789.png' },
};

function md(text: string, file = 'guides/examples.md') {
  return renderMarkdown({ file, url: '/docs/guides/examples', text, segments: [{ from: 1, file, line: 5 }], includes: [], key: text }, targets);
}

describe('markdown', () => {
  it('renders GFM: tables, task lists, strikethrough and autolinks', () => {
    const { html } = md('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~old~~ www.example.com');
    const doc = parseHtml(html);
    expect(doc.querySelectorAll('table td')).toHaveLength(2);
    expect(doc.querySelectorAll('input[type=checkbox]')).toHaveLength(2);
    expect(doc.querySelector('del')?.textContent).toBe('old');
    expect(doc.querySelector('a[href="http://www.example.com"]')).not.toBeNull();
  });

  it('gives headings GitHub-style ids, unique within the page', () => {
    const { html, headings } = md('## Rate limits & quotas\n\n### Rate limits & quotas\n\n## `GET /v1/units`');
    expect(headings.map((h) => h.id)).toEqual(['rate-limits--quotas', 'rate-limits--quotas-1', 'get-v1units']);
    expect(html).toContain('<h2 id="rate-limits--quotas">');
    expect(headings[0]).toEqual({ depth: 2, text: 'Rate limits & quotas', id: 'rate-limits--quotas' });
  });

  it('reads text made into markdown (mdText) as the text, with no more backslashes than that needs', () => {
    const texts = ['- a list?', '+1 more', '1. first', '2) second', 'date-time', 'x-api-key', '{{ name }}', '<b>', 'a | b', '~~no~~', 'C# & F#', '[x](y)', '$5', '::: note',
      '_em_ and *em*', '> quote', '# heading', '== tab', '&amp; &#35;', '![i](x.png)', 'a\\b', '`code`'];
    for (const text of texts) {
      const html = md(`Before\n\n${mdText(text)}`).html;
      expect(parseHtml(html).querySelectorAll('p')[1]?.textContent, text).toBe(text);
      expect(html, text).not.toMatch(/<(a|ul|ol|del|b|em|strong|code|img|blockquote|h1)[ >]/);
    }
    // A heading's closing "#" is its text too.
    expect(parseHtml(md(`Before\n\n## ${mdText('Build #')}`).html).querySelector('h2')?.textContent).toBe('Build #');
    // Marks that markdown would not read there are left as they are, for the copies' readers.
    const plain = ['date-time', 'x-api-key', 'one - two', 'list_pets (beta): C# & more', 'v1.2: done.', 'a > b', 'Pay $5!'];
    expect(plain.map(mdText)).toEqual(plain);
  });

  it('reads code made into markdown (inlineCode) as that code, backticks, spaces and nothing at all too', () => {
    for (const code of ['a', '`x`', 'a `` b', ' padded ', '']) {
      const html = md(`Before\n\n${inlineCode(code)}`).html;
      expect(parseHtml(html).querySelector('code')?.textContent, code).toBe(code || ' ');
    }
  });

  it('drops a leading "# Title", which the template renders from the title', () => {
    const { html } = md('# Examples\n\nBody');
    expect(html).not.toContain('<h1');
  });

  it('keeps the language of fenced code as a class', () => {
    expect(md('```bash\ncurl -H "a: b"\n```').html).toContain('<code class="language-bash">');
  });

  it('keeps raw HTML as written: <details>, <br> in a table cell', () => {
    const { html, ids } = md('<details id="more"><summary>More</summary>\n\nHidden text\n\n</details>\n\n| a |\n|---|\n| one<br>two |');
    expect(html).toContain('<details id="more"><summary>More</summary>');
    expect(html).toContain('one<br>two');
    expect(ids).toContain('more');
  });

  it('turns links between markdown files into site URLs and records them with their source line', () => {
    const { html, links } = md('Text\n\nSee [scopes](../api/reference/auth.md#scopes) and [home](../api/index.md).');
    expect(html).toContain('href="/docs/api/reference/auth#scopes"');
    expect(html).toContain('href="/docs/api"');
    expect(links[0]).toMatchObject({ url: '/docs/api/reference/auth', hash: 'scopes', file: 'guides/examples.md', line: 7, column: 5 });
  });

  it('records a link to a missing markdown file with a null URL, and leaves external links alone', () => {
    const { links, html } = md('[gone](./nope.md) [ext](https://example.com/x.md) [mail](mailto:a@b.c)');
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ raw: './nope.md', url: null });
    expect(html).toContain('href="https://example.com/x.md"');
  });

  it('checks site-absolute links and same-page anchors', () => {
    const { links } = md('[a](/docs/api/) [b](#top) [c](/elsewhere)');
    expect(links.map((l) => [l.url, l.hash])).toEqual([['/docs/api', ''], ['/docs/guides/examples', 'top']]);
  });

  it('points images next to the markdown at their hashed copies; a missing image is an error', () => {
    const ok = md('![Flow](./img/flow.png)');
    expect(ok.html).toContain('src="/docs/_/media/flow.0123456789.png"');
    expect(ok.assets).toEqual(['guides/img/flow.png']);
    const missing = md('\n![Flow](./img/none.png)');
    expect(missing.errors[0]).toMatchObject({ file: 'guides/examples.md', line: 6 });
    expect(missing.errors[0].message).toContain('Image not found');
  });
});
