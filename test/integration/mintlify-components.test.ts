// Mintlify's components, which its pages use without importing them: a page
// of each builds and reads right (by the roles and the text a reader gets, with
// none of the attributes that only style Mintlify's look left in the HTML), and
// so does its markdown copy; a component the site registers of the same name
// is still the site's.
import { describe, expect, it } from 'vitest';
import { buildSite } from '../helpers/site.ts';

const O = 'https://docs.acme.test';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const PAGE = [
  '---',
  'title: Rental units',
  '---',
  "import Shared from '/snippets/shared.mdx';",
  '',
  '<Note>Units are billed by the night.</Note>',
  '',
  '<Warning title="Deleting a unit">',
  '  Its bookings go **with** it.',
  '</Warning>',
  '',
  '<Check icon="circle-check" color="#16A34A">',
  '  The unit is listed.',
  '</Check>',
  '',
  '<CardGroup cols={2}>',
  '  <Card title="Listing units" icon="house" href="/guides/listing" img="./unit.png" horizontal cta="Read the guide" arrow>',
  '    Put a unit on the **market**.',
  '  </Card>',
  '  <Card title="Pricing" icon="tag">',
  '    Nightly and weekly rates.',
  '  </Card>',
  '  <Card title="Calendar" href="/guides/listing#calendar" />',
  '</CardGroup>',
  '',
  '<Steps>',
  '  <Step title="Create the unit" icon="plus">',
  '    Give it an address.',
  '  </Step>',
  '  <Step title="Set a price" titleSize="h3">',
  '    Nightly, in cents.',
  '  </Step>',
  '</Steps>',
  '',
  '<Tabs>',
  '  <Tab title="Apartment" icon="building">',
  '    Floor and door number.',
  '  </Tab>',
  '  <Tab title="House">',
  '    A street address.',
  '  </Tab>',
  '</Tabs>',
  '',
  '<CodeGroup>',
  '```bash Create a unit',
  'acme units create --name Loft',
  '```',
  '',
  '```js units.js {1} icon="js"',
  "await acme.units.create({ name: 'Loft' });",
  '```',
  '',
  '```python',
  "acme.units.create(name='Loft')",
  '```',
  '</CodeGroup>',
  '',
  '<AccordionGroup>',
  '  <Accordion title="Can a unit move?" description="Addresses are fixed" defaultOpen icon="truck">',
  '    No: create a new unit.',
  '  </Accordion>',
  '  <Accordion title="Can two owners share one?">',
  '    Yes, with shares.',
  '  </Accordion>',
  '</AccordionGroup>',
  '',
  '<Frame caption="The listing form">',
  '  <img src="./unit.png" alt="A unit\'s listing" />',
  '</Frame>',
  '',
  'Prices exclude <Tooltip tip="Value-added tax" cta="Learn more" href="/guides/listing">VAT</Tooltip> <Icon icon="circle-info" /> until checkout <Badge color="orange">changed</Badge>.',
  '',
  '<ParamField path="unit_id" type="string" required placeholder="unit_123">',
  '  The unit to update.',
  '</ParamField>',
  '',
  '<ParamField query="limit" type="integer" default={20} deprecated>',
  '  How many units to return.',
  '</ParamField>',
  '',
  '<ResponseField name="owner" type="object" required>',
  '  Who owns the unit.',
  '',
  '  <Expandable title="owner fields">',
  '    <ResponseField name="email" type="string">',
  '      Where the owner gets mail.',
  '    </ResponseField>',
  '  </Expandable>',
  '</ResponseField>',
  '',
  '<RequestExample>',
  '```bash cURL',
  'curl https://api.acme.test/v1/units',
  '```',
  '</RequestExample>',
  '',
  '<ResponseExample>',
  '```json 200',
  '{ "id": "unit_123" }',
  '```',
  '</ResponseExample>',
  '',
  '<Update label="March 2025" description="v2.1.0" tags={["Feature", "Pricing"]}>',
  '  Weekly rates.',
  '</Update>',
  '',
  '<Snippet file="support.mdx" />',
  '',
  '<Shared />',
].join('\n');

const SITE = {
  'site.config.ts': "export default { productName: 'Acme Rentals', hosts: { docs: 'docs.acme.test' }, partials: ['snippets/**'] };\n",
  'content/guides/units.mdx': PAGE,
  'content/guides/unit.png': PNG,
  'content/guides/listing.md': '# Listing units\n\n## Calendar\n\nWhen a unit is free.\n',
  'content/snippets/support.mdx': 'Write to **support** for help.\n',
  'content/snippets/shared.mdx': 'Shared by every unit page.\n',
};

let built: ReturnType<typeof buildSite> | undefined;
/** The site, built once for the tests that read it. */
const site = () => (built ??= buildSite(SITE));
const page = async () => (await site()).page('docs/guides/units/index.html');
const texts = (elements: Iterable<Element>) => [...elements].map((e) => e.textContent?.trim());

describe('Mintlify\'s components, used without an import', () => {
  it('build without a problem, none left as a tag, none of their styling attributes left in the HTML', async () => {
    const { result } = await site();
    expect(result.warnings.map((w) => w.message)).toEqual([]);
    const markdown = (await page()).querySelector('.markdown')!;
    expect(markdown.innerHTML).not.toMatch(/<(Note|Warning|Check|Card|CardGroup|Steps?|Tabs?|CodeGroup|Accordion|AccordionGroup|Frame|Icon|Tooltip|ParamField|ResponseField|Expandable|RequestExample|ResponseExample|Update|Snippet|Badge)\b/);
    for (const attribute of ['icon', 'color', 'horizontal', 'arrow', 'cols', 'defaultopen', 'titlesize', 'placeholder', 'tags', 'cta', 'tip']) {
      expect(markdown.querySelector(`[${attribute}]`), attribute).toBeNull();
    }
  });

  it('callouts are notes of their kind, titled by their title where they have one', async () => {
    const notes = [...(await page()).querySelectorAll('.markdown [role="note"]')];
    expect(notes.map((n) => [n.className, n.querySelector('.admonition-title')?.textContent])).toEqual([
      ['admonition admonition-note', 'Note'],
      ['admonition admonition-warning', 'Deleting a unit'],
      ['admonition admonition-tip', 'Tip'],
    ]);
    expect(notes[0].textContent).toContain('Units are billed by the night.');
    expect(notes[1].querySelector('strong')?.textContent).toBe('with');
  });

  it('cards are boxes in a grid of the columns asked for, each titled, the title a link where it has one, never a link around the card', async () => {
    const doc = await page();
    const grid = doc.querySelector('.card-grid')!;
    expect(grid.className).toBe('card-grid cols-2');
    const cards = [...grid.children];
    expect(cards.map((c) => [c.tagName, c.className, c.querySelector('.card-title')?.textContent])).toEqual([
      ['DIV', 'card', 'Listing units'], ['DIV', 'card', 'Pricing'], ['DIV', 'card', 'Calendar'],
    ]);
    const [listing, pricing, calendar] = cards;
    expect(listing.querySelector('.card-title a')?.getAttribute('href')).toBe('/docs/guides/listing');
    expect(listing.querySelector('img.card-image')?.getAttribute('src')).toMatch(/^\/docs\/_\/media\/unit\.[0-9a-f]{10}\.png$/);
    expect(listing.querySelector('img.card-image')?.getAttribute('alt')).toBe('');
    expect(listing.querySelector('p strong')?.textContent).toBe('market');
    expect(listing.querySelector('.card-cta a')?.textContent).toBe('Read the guide');
    expect(pricing.querySelector('a')).toBeNull();
    expect(calendar.querySelector('.card-title a')?.getAttribute('href')).toBe('/docs/guides/listing#calendar');
  });

  it('steps are an ordered list, each step its title then its content; titleSize makes the title a heading', async () => {
    const doc = await page();
    const steps = [...doc.querySelectorAll('.steps > ol > li')];
    expect(steps.map((s) => [...s.children].map((c) => [c.tagName, c.textContent]))).toEqual([
      [['P', 'Create the unit'], ['P', 'Give it an address.']],
      [['H3', 'Set a price'], ['P', 'Nightly, in cents.']],
    ]);
    expect(doc.querySelector('.toc')?.textContent ?? doc.body.textContent).toContain('Set a price');
  });

  it('tabs are tabs with their titles; a code group\'s tabs are its blocks\' titles, or their languages', async () => {
    const doc = await page();
    const [tabs, code, request, response] = [...doc.querySelectorAll('.markdown .tabs')];
    expect(texts(tabs.querySelectorAll('[role="tab"]'))).toEqual(['Apartment', 'House']);
    expect(texts(tabs.querySelectorAll('[role="tabpanel"]'))).toEqual(['Floor and door number.', 'A street address.']);
    expect(texts(code.querySelectorAll('[role="tab"]'))).toEqual(['Create a unit', 'units.js', 'Python']);
    expect(code.querySelectorAll('[role="tabpanel"] pre').length).toBe(3);
    expect(code.querySelector('.code-title')).toBeNull(); // the tab names the block
    expect(code.querySelector('[role="tabpanel"] .highlighted')?.textContent).toContain('acme.units.create');
    expect([request.previousElementSibling?.textContent, ...texts(request.querySelectorAll('[role="tab"]'))]).toEqual(['Request', 'cURL']);
    expect([response.previousElementSibling?.textContent, ...texts(response.querySelectorAll('[role="tab"]'))]).toEqual(['Response', '200']);
  });

  it('accordions are disclosures in a group, titled by their summary, open when defaultOpen', async () => {
    const doc = await page();
    const accordions = [...doc.querySelectorAll('.accordion-group > details')];
    expect(accordions.map((d) => [d.querySelector('summary')?.textContent, d.hasAttribute('open'), d.querySelector('p')?.textContent])).toEqual([
      ['Can a unit move? Addresses are fixed', true, 'No: create a new unit.'],
      ['Can two owners share one?', false, 'Yes, with shares.'],
    ]);
  });

  it('a frame is a figure with its caption; a tooltip keeps its tip for readers; an icon shows nothing; a badge is its text', async () => {
    const doc = await page();
    const figure = doc.querySelector('figure')!;
    expect(figure.querySelector('img')?.getAttribute('alt')).toBe('A unit\'s listing');
    expect(figure.querySelector('figcaption')?.textContent).toBe('The listing form');
    const tooltip = doc.querySelector('abbr.tooltip')!;
    expect([tooltip.textContent, tooltip.getAttribute('title'), tooltip.parentElement?.getAttribute('href')]).toEqual(['VAT', 'Value-added tax', '/docs/guides/listing']);
    const paragraph = tooltip.closest('p')!;
    expect(paragraph.textContent!.replace(/\s+/g, ' ')).toBe('Prices exclude VAT until checkout changed.');
    expect(paragraph.querySelector('.badge')?.className).toBe('badge badge-warning');
  });

  it('fields show their name in code, type, required, deprecated and default, then their description, nested fields inside a disclosure', async () => {
    const doc = await page();
    const fields = [...doc.querySelectorAll('.markdown > .api-field')];
    expect(fields.map((f) => f.querySelector('.api-field-name')?.textContent)).toEqual(['unit_id string required', 'limit integer deprecated', 'owner object required']);
    expect(fields.map((f) => f.querySelector('.api-field-name code')?.textContent)).toEqual(['unit_id', 'limit', 'owner']);
    expect(fields[1].querySelector('.api-field-default')?.textContent).toBe('Default: 20');
    expect(fields[0].querySelector('.api-description')?.textContent?.trim()).toBe('The unit to update.');
    const nested = fields[2].querySelector('details')!;
    expect(nested.querySelector('summary')?.textContent).toBe('owner fields');
    expect(nested.querySelector('.api-field .api-field-name')?.textContent).toBe('email string');
  });

  it('an update is a section under a heading that changelogs link to, its description after it', async () => {
    const doc = await page();
    const update = doc.querySelector('section.update')!;
    const heading = update.querySelector('h2')!;
    expect(heading.id).toBe('march-2025');
    expect(heading.textContent).toBe('March 2025');
    expect(texts(update.querySelectorAll('p'))).toEqual(['v2.1.0', 'Weekly rates.']);
  });

  it('<Snippet file> and an import from "/snippets/…" are the content folder\'s snippets', async () => {
    const text = (await page()).querySelector('.markdown')!.textContent!;
    expect(text).toContain('Write to support for help.');
    expect(text).toContain('Shared by every unit page.');
  });

  it('read right in the page\'s markdown copy', async () => {
    const copy = (await (await site()).read('docs/guides/units.md'))!.replace(/\n{3,}/g, '\n\n');
    const hash = /unit\.([0-9a-f]{10})\.png/.exec(copy)?.[1];
    expect(copy).toBe([
      '# Rental units', '',
      '> **Note**', '>', '> Units are billed by the night.', '',
      '> **Warning:** Deleting a unit', '>', '> Its bookings go **with** it.', '',
      '> **Tip**', '>', '> The unit is listed.', '',
      `**[Listing units](${O}/docs/guides/listing)**`, '', 'Put a unit on the **market**.', '',
      '**Pricing**', '', 'Nightly and weekly rates.', '',
      `**[Calendar](${O}/docs/guides/listing#calendar)**`, '',
      '**1. Create the unit**', '', 'Give it an address.', '',
      '**2. Set a price**', '', 'Nightly, in cents.', '',
      '**Apartment**', '', 'Floor and door number.', '',
      '**House**', '', 'A street address.', '',
      '**Create a unit**', '', '```bash', 'acme units create --name Loft', '```', '',
      '**units.js**', '', '```js', "await acme.units.create({ name: 'Loft' });", '```', '',
      '**Python**', '', '```python', "acme.units.create(name='Loft')", '```', '',
      '**Can a unit move?** — Addresses are fixed', '', 'No: create a new unit.', '',
      '**Can two owners share one?**', '', 'Yes, with shares.', '',
      `![A unit's listing](${O}/docs/_/media/unit.${hash}.png)`, '', '*The listing form*', '',
      'Prices exclude VAT (Value-added tax)  until checkout changed.', '',
      '`unit_id` string required', '', 'The unit to update.', '',
      '`limit` integer deprecated. Default: `20`', '', 'How many units to return.', '',
      '`owner` object required', '', 'Who owns the unit.', '',
      '**owner fields**', '', '`email` string', '', 'Where the owner gets mail.', '',
      '**Request**', '', '**cURL**', '', '```bash', 'curl https://api.acme.test/v1/units', '```', '',
      '**Response**', '', '**200**', '', '```json', '{ "id": "unit_123" }', '```', '',
      '## March 2025', '', 'v2.1.0', '', 'Weekly rates.', '',
      'Write to **support** for help.', '',
      'Shared by every unit page.', '',
    ].join('\n'));
  });
});

describe('a component site.config.ts registers with the name of one of Mintlify\'s', () => {
  it('is the site\'s, not the built-in', async () => {
    const site = await buildSite({
      'site.config.ts': "import { defineConfig } from 'docs';\nimport { Card } from './components/Card';\n\nexport default defineConfig({ productName: 'Acme', components: { Card } });\n",
      'components/Card.tsx': "import type { ReactNode } from 'react';\n\nexport function Card({ title, children }: { title: string; children?: ReactNode }) {\n  return <aside className=\"acme-card\" aria-label={title}>{children}</aside>;\n}\n",
      'content/index.mdx': '# Home\n\n<Card title="Ours">\n  Our **own** card.\n</Card>\n\n<Note>Still Mintlify\'s.</Note>\n',
    });
    const doc = await site.page('docs/index.html');
    const card = doc.querySelector('aside.acme-card')!;
    expect([card.getAttribute('aria-label'), card.innerHTML]).toEqual(['Ours', '<p>Our <strong>own</strong> card.</p>']);
    expect(doc.querySelector('.card')).toBeNull();
    expect(doc.querySelector('[role="note"]')?.textContent).toContain('Still Mintlify\'s.');
  });
});
