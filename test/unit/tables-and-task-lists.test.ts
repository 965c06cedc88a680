// Markdown that must read on a phone and with a screen reader: a table scrolls in
// a container of its own, named after its section and reachable by keyboard;
// a task list's checkbox is labelled by its text.
import { describe, expect, it } from 'vitest';
import { renderBody } from '../helpers/markdown.ts';

function render(body: string) {
  const { errors, doc } = renderBody(body);
  expect(errors).toEqual([]);
  return doc;
}

const TABLE = '| Field | Type |\n| --- | --- |\n| `id` | string |\n';

describe('tables', () => {
  it('scroll in a focusable region named after the section they are in, numbered within it', () => {
    const doc = render(`${TABLE}\n## Query \`parameters\`\n\nText.\n\n${TABLE}\n- In a list:\n\n  ${TABLE.replaceAll('\n', '\n  ')}`);
    const containers = [...doc.querySelectorAll('.table-scroll')];
    expect(containers).toHaveLength(3);
    for (const container of containers) {
      expect(container.getAttribute('role')).toBe('region');
      expect(container.getAttribute('tabindex')).toBe('0');
      expect(container.children).toHaveLength(1);
      expect(container.firstElementChild!.tagName).toBe('TABLE');
    }
    // Regions are landmarks, whose names must be unique on a page.
    expect(containers.map((c) => c.getAttribute('aria-label'))).toEqual(['Table', 'Query parameters', 'Query parameters (2)']);
    expect(doc.querySelector('.table-scroll td code')!.textContent).toBe('id');
  });

  it('leave a page without tables as it was', () => {
    const doc = render('## Pipes\n\nA | B, in a sentence.\n\n```\n| a | b |\n| - | - |\n```\n');
    expect(doc.querySelector('.table-scroll')).toBeNull();
  });
});

describe('task lists', () => {
  it('label each checkbox with the text of its item, tight or loose, links and nested lists kept', () => {
    const doc = render('- [x] Get a **key**, see [auth](/docs/api)\n- [ ] Call the API\n  - a nested item\n\n1. [ ] Loose\n\n   with a second paragraph\n');
    const labels = [...doc.querySelectorAll('li.task-list-item > label, li.task-list-item > p > label')];
    expect(labels.map((l) => l.textContent!.trim())).toEqual(['Get a key, see auth', 'Call the API', 'Loose']);
    for (const label of labels) expect(label.firstElementChild!.matches('input[type=checkbox][disabled]')).toBe(true);
    expect(labels[0].querySelector('input')!.hasAttribute('checked')).toBe(true);
    expect(labels[0].querySelector('a')!.getAttribute('href')).toBe('/docs/api');
    expect(doc.querySelectorAll('li.task-list-item')[1].querySelector(':scope > ul li')!.textContent).toBe('a nested item');
    expect(doc.querySelectorAll('li.task-list-item')[2].querySelectorAll('p')[1].textContent).toBe('with a second paragraph');
  });

  it('leave other list items alone', () => {
    const doc = render('- plain [x] item\n- other\n');
    expect(doc.querySelector('label')).toBeNull();
  });
});
