// Mintlify's components, which its pages use without importing them: a page
// of each builds and reads right (by the roles and the text a reader gets, with
// none of the attributes that only style Mintlify's look left in the HTML), and
// so does its markdown copy; a component the site registers of the same name
// is still the site's.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { buildErrors, buildSite, filesIn, makeSite } from '../helpers/site.ts';

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

const LAYOUT = [
  '---',
  'title: Unit layout',
  '---',
  '',
  '<Tree>',
  '  <Tree.Folder name="units" defaultOpen>',
  '    <Tree.File name="loft.json" />',
  '    <Tree.File name="cabin.json" highlight />',
  '    <Tree.Folder name="photos">',
  '      <Tree.File name="loft.png" />',
  '    </Tree.Folder>',
  '  </Tree.Folder>',
  '  <Tree.Folder name="archive" openable={false}>',
  '    <Tree.File name="2019.csv" />',
  '  </Tree.Folder>',
  '  <Tree.File name="acme.config.ts" />',
  '</Tree>',
  '',
  '<Color variant="table">',
  '  <Color.Row title="Brand">',
  '    <Color.Item name="sand" value="#E8D5B7" />',
  '    <Color.Item name="sea" value="rgb(20, 90, 160)" />',
  '  </Color.Row>',
  '  <Color.Row title="Surfaces">',
  '    <Color.Item name="page" value={{ light: "white", dark: "#101010" }} />',
  '    <Color.Item name="accent" value="var(--brand)" />',
  '  </Color.Row>',
  '</Color>',
  '',
  '<Prompt description="Ask for a **listing** text." icon="pen" actions={["copy", "cursor"]}>',
  'Write a listing for a rental unit.',
  '- Mention the **view**.',
  '- Keep it under 80 words.',
  '</Prompt>',
  '',
  '<Columns cols={2}>',
  '  <Tile href="/guides/listing" title="Listing units" description="Put a unit on the market">',
  '    <img src="./unit.png" alt="A listed unit" className="block dark:hidden" />',
  '  </Tile>',
  '  <Column>',
  '    Prices are nightly.',
  '  </Column>',
  '</Columns>',
  '',
  '<View title="Owner" icon="key">',
  '  Owners see their **payouts**.',
  '</View>',
  '',
  '<View title="Guest" icon="user">',
  '  Guests see their bookings.',
  '</View>',
  '',
  'Both see the calendar.',
  '',
  '<View title="Owner">',
  '  Owners block dates.',
  '</View>',
  '<View title="Guest">',
  '  Guests ask for dates.',
  '</View>',
  '<View title="Owner">',
  '  Owners are paid monthly.',
  '</View>',
  '',
  '<Visibility for="humans">',
  '  <Tip>',
  '    Click **Publish** in the top bar.',
  '  </Tip>',
  '</Visibility>',
  '',
  '<Visibility for="agents">',
  '  Send `POST /v1/units/publish` with the unit\'s id.',
  '</Visibility>',
  '',
  '<Panel>',
  '  <Info>Units go live within a minute.</Info>',
  '</Panel>',
  '',
  '<GitHub.Repo repo="https://github.com/acme/rentals" variant="flat" />',
].join('\n');

const LAYOUT_SITE = {
  ...SITE,
  'content/guides/units.mdx': '# Units\n',
  'content/guides/layout.mdx': LAYOUT,
};

let layoutBuilt: ReturnType<typeof buildSite> | undefined;
const layoutSite = () => (layoutBuilt ??= buildSite(LAYOUT_SITE));
const layout = async () => (await layoutSite()).page('docs/guides/layout/index.html');

describe('Mintlify\'s trees, palettes, prompts, tiles, views, panels and the rest', () => {
  it('build without a problem, none left as a tag, none of their styling attributes left in the HTML', async () => {
    const { result } = await layoutSite();
    expect(result.warnings.map((w) => w.message)).toEqual([]);
    const markdown = (await layout()).querySelector('.markdown')!;
    expect(markdown.innerHTML).not.toMatch(/<\/?(Tree|FileTree|Color|Prompt|Tile|View|Visibility|Panel|Column|GitHub)\b/);
    expect(markdown.querySelector('.unknown-component')).toBeNull();
    for (const attribute of ['icon', 'variant', 'actions', 'openable', 'highlight', 'defaultopen', 'description', 'for', 'repo', 'name', 'value']) {
      expect(markdown.querySelector(`[${attribute}]`), attribute).toBeNull();
    }
  });

  it('a tree is nested lists: each folder a disclosure named by its folder (open when defaultOpen), each file its name', async () => {
    const tree = (await layout()).querySelector('.file-tree')!;
    const entries = (list: Element): unknown[] => [...list.children].map((li) => {
      const details = li.querySelector(':scope > details');
      const nested = (details ?? li).querySelector(':scope > ul');
      const name = details ? details.querySelector(':scope > summary')!.textContent : li.firstChild!.textContent!.trim();
      return nested ? [name, details ? details.hasAttribute('open') : 'always open', entries(nested)] : name;
    });
    expect(entries(tree.querySelector(':scope > ul')!)).toEqual([
      ['units', true, ['loft.json', 'cabin.json', ['photos', false, ['loft.png']]]],
      ['archive', 'always open', ['2019.csv']],
      'acme.config.ts',
    ]);
    expect(tree.querySelector('mark')?.textContent).toBe('cabin.json');
  });

  it('a palette shows each colour in a swatch an SVG paints (no style=), with its name and value; a value that is no CSS colour paints none', async () => {
    const doc = await layout();
    const rows = [...doc.querySelectorAll('.colors .color-row')];
    expect(rows.map((row) => row.querySelector('p strong')?.textContent)).toEqual(['Brand', 'Surfaces']);
    const colours = [...doc.querySelectorAll('.colors li.card')].map((card) => [
      card.querySelector('.card-title')?.textContent,
      card.querySelector('p:last-child')?.textContent,
      [...card.querySelectorAll('svg[aria-hidden="true"] rect')].map((rect) => rect.getAttribute('fill')),
    ]);
    expect(colours).toEqual([
      ['sand', '#E8D5B7', ['#E8D5B7']],
      ['sea', 'rgb(20, 90, 160)', ['rgb(20, 90, 160)']],
      ['page', 'white light, #101010 dark', ['white', '#101010']],
      ['accent', 'var(--brand)', []],
    ]);
    expect(doc.querySelector('.colors [style]')).toBeNull();
  });

  it('a prompt is its description, then its text as written in a code block, which has a copy button', async () => {
    const prompt = (await layout()).querySelector('.prompt')!;
    expect(prompt.querySelector('p')?.innerHTML).toBe('Ask for a <strong>listing</strong> text.');
    expect(prompt.querySelector('.code-block')?.getAttribute('data-lang')).toBe('text');
    expect(prompt.querySelector('pre code')?.textContent).toBe('Write a listing for a rental unit.\n- Mention the **view**.\n- Keep it under 80 words.');
    expect(prompt.querySelector('button.copy-code')).not.toBeNull();
  });

  it('a tile is a card: its image, then its title (a link) and its description; a column is a box of the grid', async () => {
    const grid = (await layout()).querySelector('.card-grid.cols-2')!;
    const [tile, column] = [...grid.children];
    expect([...tile.children].map((c) => c.tagName)).toEqual(['IMG', 'P', 'P']);
    expect(tile.querySelector('img')?.getAttribute('alt')).toBe('A listed unit');
    expect([tile.querySelector('.card-title a.card-link')?.textContent, tile.querySelector('.card-title a')?.getAttribute('href')]).toEqual(['Listing units', '/docs/guides/listing']);
    expect(tile.lastElementChild?.textContent).toBe('Put a unit on the market');
    expect([column.className, column.textContent?.trim()]).toEqual(['column', 'Prices are nightly.']);
  });

  it('views one after another are one group of tabs, titled by their titles; every group of views switches with the others', async () => {
    const groups = [...(await layout()).querySelectorAll('.markdown .tabs')];
    expect(groups.map((group) => [group.getAttribute('data-group'), texts(group.querySelectorAll('[role="tab"]')), texts(group.querySelectorAll('[role="tabpanel"]'))])).toEqual([
      ['view', ['Owner', 'Guest'], ['Owners see their payouts.', 'Guests see their bookings.']],
      ['view', ['Owner', 'Guest'], ['Owners block dates.', 'Guests ask for dates.']],
      // A view of a title its group has starts another group (one set of views after another, as Pipecat's pages write them).
      ['view', ['Owner'], ['Owners are paid monthly.']],
    ]);
    expect(groups[0].nextElementSibling?.textContent).toBe('Both see the calendar.');
  });

  it('<Visibility for="humans"> is on the page only, for="agents" in the markdown copy only (not on the page, nor in search)', async () => {
    const built = await layoutSite();
    const text = (await layout()).querySelector('.markdown')!.textContent!;
    expect(text).toContain('Click Publish in the top bar.');
    expect(text).not.toContain('/v1/units/publish');
    const search = Object.values(await filesIn(path.join(built.out, 'docs/_/search'))).join('\n');
    expect(search).toContain('["publish",');
    expect(search).not.toMatch(/"send"|v1\/units/);
    const copy = (await built.read('docs/guides/layout.md'))!;
    expect(copy).toContain('Send `POST /v1/units/publish` with the unit\'s id.');
    expect(copy).not.toContain('Publish');
  });

  it('a panel is a box where it is written; a GitHub repository a card that links to it', async () => {
    const doc = await layout();
    expect(doc.querySelector('aside.panel [role="note"]')?.textContent).toContain('Units go live within a minute.');
    const repo = doc.querySelector('.markdown > .card:last-child a.card-link')!;
    expect([repo.textContent, repo.getAttribute('href')]).toEqual(['acme/rentals', 'https://github.com/acme/rentals']);
  });

  it('read right in the page\'s markdown copy', async () => {
    const copy = (await (await layoutSite()).read('docs/guides/layout.md'))!.replace(/\n{3,}/g, '\n\n');
    const hash = /unit\.([0-9a-f]{10})\.png/.exec(copy)?.[1];
    expect(copy).toBe([
      '# Unit layout', '',
      '- units/', '- units/loft.json', '- **units/cabin.json**', '- units/photos/', '- units/photos/loft.png', '- archive/', '- archive/2019.csv', '- acme.config.ts', '',
      '**Brand**', '', '- sand: `#E8D5B7`', '- sea: `rgb(20, 90, 160)`', '',
      '**Surfaces**', '', '- page: `white` light, `#101010` dark', '- accent: `var(--brand)`', '',
      'Ask for a **listing** text.', '', '````text', 'Write a listing for a rental unit.', '- Mention the **view**.', '- Keep it under 80 words.', '````', '',
      `**[Listing units](${O}/docs/guides/listing)**`, '', 'Put a unit on the market', '', `![A listed unit](${O}/docs/_/media/unit.${hash}.png)`, '',
      'Prices are nightly.', '',
      '**Owner**', '', 'Owners see their **payouts**.', '',
      '**Guest**', '', 'Guests see their bookings.', '',
      'Both see the calendar.', '',
      '**Owner**', '', 'Owners block dates.', '', '**Guest**', '', 'Guests ask for dates.', '', '**Owner**', '', 'Owners are paid monthly.', '',
      'Send `POST /v1/units/publish` with the unit\'s id.', '',
      '> **Info**', '>', '> Units go live within a minute.', '',
      '**[acme/rentals](https://github.com/acme/rentals)**', '',
    ].join('\n'));
  });

  it('report what does not fit, each at its line', async () => {
    const root = await makeSite({
      'content/index.mdx': [
        '# Home', '',
        '<Tree.File name="stray.txt" />', '',
        '<Color.Item name="sand" value="#E8D5B7" />', '',
        '<View>', '  No title.', '</View>', '',
        '<Visibility for="robots">', '  Whom for?', '</Visibility>', '',
        '<Tree>', '  A line of text.', '  <Tree.File />', '</Tree>', '',
        '<GitHub.Repo repo="not a repository" />', '',
        '<Color>', '  Sand and sea.', '</Color>',
      ].join('\n'),
    });
    const errors = await buildErrors(root);
    expect(errors.map((e) => [e.line, e.message, e.hint])).toEqual([
      [3, '<Tree.File> must be inside <Tree>', 'put the folders and files of a tree between <Tree> and </Tree>'],
      [5, '<Color.Item> must be inside <Color>', 'put the colours of a palette between <Color> and </Color>'],
      [7, '<View> needs a title', 'give each view a title="…", the name of its tab (the language or framework it is for)'],
      [11, '<Visibility for="robots">: for whom?', 'write for="humans" (on the page only) or for="agents" (in the markdown copy only)'],
      [17, '<Tree.File> needs a name', 'give it name="…", the file\'s name'],
      [16, 'Only <Tree.Folder> and <Tree.File> can go inside <Tree>', 'name each folder and file of the tree as <Tree.Folder name="…"> and <Tree.File name="…" />'],
      [20, '<GitHub.Repo> names no repository', 'give repo="owner/name", or the repository\'s address on GitHub'],
      [23, 'Only <Color.Item> and <Color.Row> can go inside <Color>', 'put the text before or after the palette'],
    ]);
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
