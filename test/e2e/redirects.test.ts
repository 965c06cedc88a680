// What a reader sees of the config's redirects on a static host that reads no
// _redirects: an old address lands on the new page, at its section; a link to
// an old address goes straight to the new one; the page at the old address
// passes axe.
import { describe, expect, it } from 'vitest';
import { useFreshPage, useSite } from '../helpers/browser.ts';
import { AXE, violations } from '../helpers/axe.ts';

const site = useSite({
  'site.config.ts': `export default { productName: 'Acme', redirects: { '/docs/old-setup': '/docs/guides/setup#install', '/docs/older': '/docs/old-setup' } };\n`,
  'content/index.md': '# Home\n\n[Set up the tool](/docs/older).\n',
  'content/guides/setup.md': '---\ntitle: Setup\n---\n\n' + 'Text to scroll past.\n\n'.repeat(80) + '## Install\n\nRun the installer.\n',
});
const tab = useFreshPage(site, { viewport: { width: 390, height: 700 } });

describe('an old address', () => {
  it('lands on the page it moved to, at its section', async () => {
    const { page } = tab;
    await page.goto(`${site.server.url}/docs/older`);
    await page.waitForURL('**/docs/guides/setup#install');
    await expect(page.getByRole('heading', { level: 1, name: 'Setup' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 2, name: 'Install' }).isVisible()).resolves.toBe(true);
    await page.waitForFunction(() => window.scrollY > 0);
  });

  it('is not passed through by a link of the site', async () => {
    const { page } = tab;
    await page.goto(`${site.server.url}/docs/`);
    const visited: string[] = [];
    page.on('request', (request) => visited.push(new URL(request.url()).pathname));
    await page.getByRole('link', { name: 'Set up the tool' }).click();
    await page.waitForURL('**/docs/guides/setup#install');
    expect(visited.filter((p) => p.startsWith('/docs/old'))).toEqual([]);
  });

  it('has a page that passes axe, for a reader whose browser does not follow it', async () => {
    const { page } = tab;
    // The refresh is answered with no content, which leaves the page at the old address in place, as a browser that does not follow it shows it.
    await page.route('**/docs/guides/setup', (route) => route.fulfill({ status: 204 }));
    await page.goto(`${site.server.url}/docs/old-setup`);
    await expect(page.getByRole('heading', { level: 1, name: 'This page has moved' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Setup' }).getAttribute('href')).resolves.toBe('/docs/guides/setup#install');
    await page.evaluate(AXE);
    expect(await violations(page, {})).toEqual([]);
  });
});
