// An operation page made from an OpenAPI document, in Chromium at a phone's
// width and at 1280 px: it fits, its property trees open without JavaScript's
// help (the <details> elements), its code tabs switch, and axe finds nothing.
import { describe, expect, it } from 'vitest';
import { useFreshPage, useSite } from '../helpers/browser.ts';
import { AXE, inBothModes } from '../helpers/axe.ts';
import { misfits } from '../helpers/misfits.ts';
import { PETS_SPEC } from '../fixtures/openapi.ts';

const site = useSite({
  'site.config.ts': "export default { productName: 'Pets', openapi: [{ spec: 'api/openapi.yaml', route: 'reference' }, { spec: 'api/long.yaml', route: 'long' }] };\n",
  'api/openapi.yaml': PETS_SPEC,
  // Discord's names are this long: one word wider than a phone.
  'api/long.yaml': "openapi: 3.1.0\ninfo: { title: Long, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    CreateMessageInteractionCallbackResponse: { type: object, properties: { id: { type: string } } }\n"
    // An address met twice in one list: shown once (inside the billing details), then linked to.
    + "    Order: { type: object, properties: { billing: { type: object, properties: { address: { $ref: '#/components/schemas/Address' } } }, shipping: { $ref: '#/components/schemas/Address' } } }\n"
    + '    Address: { type: object, properties: { street: { type: string }, city: { type: string }, zip: { type: string, description: The postal code. } } }\n'
    // A description with a list of its own, inside the property list.
    + '    Country: { type: object, properties: { code: { type: string, description: "One of:\\n\\n- `US`, the United States\\n- `FR`, France\\n" } } }\n'
    // A currency of 30 codes: the first ten on the line, the rest folded.
    + `    Price: { type: object, properties: { currency: { type: string, enum: [${Array.from({ length: 30 }, (_, i) => `C${String(i).padStart(2, '0')}`).join(', ')}] } } }\n`,
  'content/index.md': '---\ntitle: Home\n---\n\nThe [reference](openapi:listPets).\n',
  'content/guide.md': '# Guide\n\nHow to use the API.\n',
});

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
  // At a phone's width every control must also be a tap target of 44 px (misfits checks both).
  const phone = viewport.width < 800;
  describe(`an operation page at ${viewport.width} px`, () => {
    const tab = useFreshPage(site, { viewport });

    it('fits the screen, opens its property trees and switches its code samples', async () => {
      const { page } = tab;
      await page.goto(`${site.server.url}/docs/reference/animals/pets/list-pets`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('List pets');
      expect(await page.locator('main .api-method').first().textContent()).toBe('GET');
      if (phone) expect(await page.evaluate(misfits)).toEqual([]);

      const data = page.locator('main details').first();
      const nested = data.getByText('The pet\'s ID.');
      expect(await nested.isVisible()).toBe(false);
      await data.locator(':scope > summary').click();
      expect(await nested.isVisible()).toBe(true);

      const python = page.getByRole('tab', { name: 'Python' });
      await python.click();
      expect(await python.getAttribute('aria-selected')).toBe('true');
      expect(await page.getByRole('tabpanel').filter({ hasText: 'import requests' }).isVisible()).toBe(true);
      if (phone) expect(await page.evaluate(misfits)).toEqual([]);

      await page.evaluate(AXE);
      expect(await inBothModes(page, `list-pets at ${viewport.width} px`)).toEqual([]);
    });

    it('shows a schema met again in a list as a link up to where it is shown, which opens it', async () => {
      const { page } = tab;
      await page.goto(`${site.server.url}/docs/long/schemas/order`);
      const zip = page.getByText('The postal code.');
      expect(await page.getByText('The postal code.').count()).toBe(1);
      expect(await zip.isVisible()).toBe(false);
      const shipping = page.locator('main li').filter({ has: page.locator(':scope > p > code', { hasText: /^shipping$/ }) });
      // Its type links to the schema's page; the line below it, up to where it is shown.
      await shipping.locator('p', { hasText: 'The same schema as' }).getByRole('link', { name: 'Address' }).click();
      expect(new URL(page.url()).hash).toBe('#schema-address');
      // The browser opens the billing's details, where the address is shown, and brings it into view; its own stay closed.
      const address = page.locator('#schema-address');
      expect(await address.isVisible()).toBe(true);
      expect(await address.evaluate((li) => { const box = li.getBoundingClientRect(); return box.top >= 0 && box.top < innerHeight; })).toBe(true);
      await address.locator(':scope > .api-nested > details > summary').click();
      expect(await zip.isVisible()).toBe(true);
    });

    it('shows a list in a description as a list, not as a property list', async () => {
      const { page } = tab;
      await page.goto(`${site.server.url}/docs/long/schemas/country`);
      const listStyle = (list: import('playwright-core').Locator) => list.evaluate((ul) => getComputedStyle(ul).listStyleType);
      expect(await listStyle(page.locator('main .api-schema > ul'))).toBe('none');
      const own = page.locator('main .api-description ul');
      expect(await own.getByRole('listitem').allTextContents()).toEqual(['US, the United States', 'FR, France']);
      expect(await listStyle(own)).toBe('disc');
      expect(await own.evaluate((ul) => getComputedStyle(ul).borderLeftStyle)).toBe('none');
    });

    it('folds an enum of many values, which open with a tap, and axe finds nothing', async () => {
      const { page } = tab;
      await page.goto(`${site.server.url}/docs/long/schemas/price`);
      const more = page.getByText('and 20 more');
      const last = page.getByText('"C29"');
      expect([await more.isVisible(), await last.isVisible(), await page.getByText('"C09"').isVisible()]).toEqual([true, false, true]);
      if (phone) expect(await page.evaluate(misfits)).toEqual([]);
      await more.click();
      expect([await more.isVisible(), await last.isVisible()]).toEqual([false, true]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.evaluate(AXE);
      expect(await inBothModes(page, `price at ${viewport.width} px`)).toEqual([]);
    });

    it('breaks a schema name longer than the screen is wide, in its title too', async () => {
      const { page } = tab;
      await page.goto(`${site.server.url}/docs/long/schemas/create-message-interaction-callback-response`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('CreateMessageInteractionCallbackResponse');
      if (phone) expect(await page.evaluate(misfits)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}
