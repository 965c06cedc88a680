// A site with two versions: the current one at /docs/, the older under /docs/v1/.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildErrors, buildSite, makeSite, type BuiltSite } from '../helpers/site.ts';
import { TWO_VERSIONS } from '../fixtures/two-versions.ts';


describe('two versions', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildSite(TWO_VERSIONS);
  });

  it('builds each version from its own content folder under its own URL', async () => {
    expect((await site.page('docs/api/auth/index.html')).querySelector('main h1')!.textContent).toBe('Auth v2');
    expect((await site.page('docs/v1/api/auth/index.html')).querySelector('main h1')!.textContent).toBe('Auth v1');
    expect(await site.read('docs/v1/api/webhooks/index.html')).toBeUndefined();
    expect(await site.read('docs/v1/_/chunks/api~auth.json')).toContain('Auth v1');
    // The folder api/ has no index.md: it gets a generated one. Each version has its own full sidebar.
    expect(await site.read('docs/v1/api/index.html')).toBeDefined();
    const v1 = JSON.parse((await site.read('docs/v1/_/sidebar.json'))!);
    expect(v1.items[0]).toMatchObject({ url: '/docs/v1/api', own: 1 });
    const api = JSON.parse((await site.read(`docs/v1/_/sidebar/${v1.items[0].file}`))!);
    expect(api.items).toEqual([{ label: 'Auth v1', url: '/docs/v1/api/auth' }]);
  });

  it('shows a version menu leading to the same page in each version, or to that version\'s first page', async () => {
    const menu = (doc: Document) => [...doc.querySelectorAll('#versions a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]);
    expect(menu(await site.page('docs/api/auth/index.html'))).toEqual([['v2 (latest)', '/docs/api/auth', 'true'], ['v1', '/docs/v1/api/auth', null]]);
    expect(menu(await site.page('docs/api/webhooks/index.html'))).toEqual([['v2 (latest)', '/docs/api/webhooks', 'true'], ['v1', '/docs/v1/', null]]);
    expect(menu(await site.page('docs/v1/api/auth/index.html'))).toEqual([['v2 (latest)', '/docs/api/auth', null], ['v1', '/docs/v1/api/auth', 'true']]);
  });

  it('tells the runtime which version a page belongs to, and keeps each version\'s sidebar its own', async () => {
    const v1 = await site.page('docs/v1/api/auth/index.html');
    expect(v1.documentElement.getAttribute('data-version')).toBe('v1');
    expect(v1.documentElement.getAttribute('data-base')).toBe('/docs/v1/');
    expect([...v1.querySelectorAll('#sidebar a')].map((a) => a.getAttribute('href'))).toEqual(['/docs/v1/api', '/docs/v1/api/auth']);
  });

  it('shows no menu with one version, but still names the version', async () => {
    const one = await buildSite({ 'content/index.md': '# Home\n' });
    const doc = await one.page('docs/index.html');
    expect(doc.querySelector('#versions')!.innerHTML).toBe('');
    expect(doc.documentElement.getAttribute('data-version')).toBe('current');
  });

  it('reserves the routes of older versions in the current one', async () => {
    const root = await makeSite({ ...TWO_VERSIONS, 'content/v1/notes.md': '# Notes\n' });
    const errors = await buildErrors(root);
    expect(errors.map((e) => e.message)).toEqual(['The route /docs/v1/notes is reserved for the pages of version v1']);
  });

  it('gives each version the sidebar of its own entry, and the current one the top-level sidebar', async () => {
    const config = `export default {
  productName: 'Acme',
  sidebar: ['api/webhooks', 'api/auth'],
  versions: [{ id: 'v2', label: 'v2' }, { id: 'v1', label: 'v1', contentDir: 'versions/v1', sidebar: [{ label: 'Old API', items: ['api/auth'] }] }],
};`;
    const two = await buildSite({ ...TWO_VERSIONS, 'site.config.ts': config });
    const sidebar = async (file: string) => [...(await two.page(file)).querySelectorAll('#sidebar a')].map((a) => a.textContent);
    expect(await sidebar('docs/api/auth/index.html')).toEqual(['Webhooks', 'Auth v2']);
    expect(await sidebar('docs/v1/api/auth/index.html')).toEqual(['Old API', 'Auth v1']);
  });

  it('points every version\'s pages at the one static folder, under the site\'s base URL', async () => {
    const config = TWO_VERSIONS['site.config.ts'].replace("productName: 'Acme',", "productName: 'Acme', staticDir: 'static',");
    const page = '---\nimage: /img/card.png\n---\n\n# Old\n\n![Logo](/img/logo.png) and [the manual](/files/manual.pdf).\n';
    const built = await buildSite({ ...TWO_VERSIONS, 'site.config.ts': config, 'static/img/logo.png': 'png', 'static/img/card.png': 'png', 'static/files/manual.pdf': 'pdf', 'versions/v1/old.md': page });
    expect(built.result.warnings).toEqual([]);
    const old = await built.page('docs/v1/old/index.html');
    expect(old.querySelector('.markdown img')!.getAttribute('src')).toBe('/docs/img/logo.png');
    expect(old.querySelector('.markdown a')!.getAttribute('href')).toBe('/docs/files/manual.pdf');
    expect(old.querySelector('meta[property="og:image"]')!.getAttribute('content')).toBe('https://docs.example.com/docs/img/card.png');
    expect(await built.read('docs/img/logo.png')).toBe('png');
  });

  it('rejects a versions list that is not usable', async () => {
    const root = await makeSite({ 'site.config.ts': `export default { versions: [{ id: 'v2' }, { id: 'v1' }] };` });
    const errors = await buildErrors(root);
    expect(errors[0].message).toMatch(/^Config key "versions" must be .*every version but the first needs its contentDir/);
  });
});
