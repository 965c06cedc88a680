// Markdown that must read on a phone and with a screen reader: a table scrolls in
// a container of its own, named after its section and reachable by keyboard.
import { describe, expect, it } from 'vitest';
import { expandPage } from '../../src/content/expand.ts';
import { renderMarkdown } from '../../src/content/markdown.ts';
import { parseHtml } from '../helpers/site.ts';

const FILE = 'guides/tables.md';

function render(body: string) {
  const source = { file: FILE, frontMatter: {}, body, bodyLine: 1 };
  const { page } = expandPage(source, '/docs/guides/tables', { sources: new Map([[FILE, source]]), placeholders: new Map() });
  const result = renderMarkdown(page, { baseUrl: '/docs/', pageUrls: { [FILE]: '/docs/guides/tables' }, assetUrls: {} });
  expect(result.errors).toEqual([]);
  return parseHtml(result.html);
}

const TABLE = '| Field | Type |\n| --- | --- |\n| `id` | string |\n';

describe('tables', () => {
  it('scroll in a focusable region named after the section they are in', () => {
    const doc = render(`${TABLE}\n## Query \`parameters\`\n\nText.\n\n${TABLE}\n- In a list:\n\n  ${TABLE.replaceAll('\n', '\n  ')}`);
    const containers = [...doc.querySelectorAll('.table-scroll')];
    expect(containers).toHaveLength(3);
    for (const container of containers) {
      expect(container.getAttribute('role')).toBe('region');
      expect(container.getAttribute('tabindex')).toBe('0');
      expect(container.children).toHaveLength(1);
      expect(container.firstElementChild!.tagName).toBe('TABLE');
    }
    expect(containers.map((c) => c.getAttribute('aria-label'))).toEqual(['Table', 'Query parameters', 'Query parameters']);
    expect(doc.querySelector('.table-scroll td code')!.textContent).toBe('id');
  });

  it('leave a page without tables as it was', () => {
    const doc = render('## Pipes\n\nA | B, in a sentence.\n\n```\n| a | b |\n| - | - |\n```\n');
    expect(doc.querySelector('.table-scroll')).toBeNull();
  });
});
