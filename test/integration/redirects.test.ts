// The config's redirects: links to an old address lead to the new one (checked
// there), the build writes a page at each old address and _redirects, says what
// is wrong with a rule, and docs serve answers the rules as a host does.
import { describe, expect, it } from 'vitest';
import { buildErrors, buildSite, makeSite, parseHtml } from '../helpers/site.ts';
import { docs, startDocs } from '../helpers/cli.ts';

const config = (redirects: Record<string, string>, more = '') => `export default { productName: 'Acme', ${more} redirects: ${JSON.stringify(redirects)} };\n`;

const SITE = {
  'site.config.ts': config({
    '/docs/old-setup': '/docs/guides/setup',
    '/docs/older-setup/': '/docs/old-setup#install',
    '/docs/v1/*': '/docs/guides/:splat',
    '/docs/people/:id': '/docs/guides/setup',
    '/docs/forum': 'https://forum.example/acme',
  }),
  'content/index.md': '# Home\n\n[Set up](/docs/old-setup), [install](/docs/older-setup), [intro](/docs/v1/intro#top), [relative](old-setup) and [the forum](/docs/forum).\n',
  'content/guides/setup.md': '---\ntitle: Setup\n---\n\n## Install\n\nText.\n',
  'content/guides/intro.md': '# Intro\n\n## Top\n\nText.\n',
};

describe('a site with redirects', () => {
  it('writes a link to an old address as the new one, whichever rule and however many leads there', async () => {
    const site = await buildSite(SITE);
    const links = [...(await site.page('docs/index.html')).querySelectorAll('main p a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Set up', '/docs/guides/setup'], ['install', '/docs/guides/setup#install'], ['intro', '/docs/guides/intro#top'],
      ['relative', '/docs/guides/setup'], ['the forum', 'https://forum.example/acme'],
    ]);
    expect(site.result.warnings).toEqual([]);
  });

  it('writes a page at each old address that sends the reader to where the rules lead in the end, and the rules as _redirects', async () => {
    const site = await buildSite(SITE);
    const moved = parseHtml((await site.read('docs/older-setup/index.html'))!);
    expect(moved.title).toBe('Moved: Setup | Acme');
    expect(moved.querySelector('meta[http-equiv="refresh"]')!.getAttribute('content')).toBe('0; url=/docs/guides/setup#install');
    expect(moved.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://docs.example.com/docs/guides/setup');
    expect(moved.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex');
    expect(moved.querySelector('a')!.getAttribute('href')).toBe('/docs/guides/setup#install');
    expect((await site.read('docs/forum/index.html'))).toContain('url=https://forum.example/acme');
    // A pattern has no page of its own: the hosts that read _redirects answer it.
    expect(await site.read('docs/v1/index.html')).toBeUndefined();
    expect(await site.read('_redirects')).toBe([
      '/docs/old-setup /docs/guides/setup 301',
      '/docs/older-setup /docs/old-setup#install 301',
      '/docs/v1/* /docs/guides/:splat 301',
      '/docs/people/:id /docs/guides/setup 301',
      '/docs/forum https://forum.example/acme 301',
      '',
    ].join('\n'));
    // Old addresses are no pages of the site: not in its sitemap.
    expect(await site.read('docs/sitemap.xml')).not.toContain('old-setup');
  });

  it('takes the place of an index page the build would make, where it has no page of its own (Dify sends "/" to its home)', async () => {
    const site = await buildSite({
      'site.config.ts': config({ '/docs/': '/docs/guides/setup', '/docs/guides/': '/docs/guides/setup#install' }),
      'content/guides/setup.md': SITE['content/guides/setup.md'],
    });
    expect(site.result.warnings).toEqual([]);
    expect(await site.read('docs/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/docs/guides/setup">');
    expect(await site.read('docs/guides/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/docs/guides/setup#install">');
    // The navbar's name and the not-found page lead where the home went: no page of the site loads the old one's content.
    expect((await site.page('docs/guides/setup/index.html')).querySelector('.navbar-brand')!.getAttribute('href')).toBe('/docs/guides/setup');
    expect((await site.page('docs/404.html')).querySelector('main a[href="/docs/guides/setup"]')).not.toBeNull();
  });

  it('checks a link\'s anchor on the page it leads to', async () => {
    const site = await buildSite({ ...SITE, 'content/index.md': '# Home\n\n[Set up](/docs/old-setup#instal).\n' });
    expect(site.result.warnings.map((w) => [w.message, w.hint])).toEqual([
      ['Broken anchor: /docs/old-setup#instal points to #instal, which is not a heading or id on /docs/guides/setup', 'did you mean #install?'],
    ]);
  });

  it('fails on a rule that leads to no page, rules in a circle, and an old address that a page has, naming the config', async () => {
    const root = await makeSite({
      ...SITE,
      'site.config.ts': config({ '/docs/old-setup': '/docs/guides/setpu', '/docs/a': '/docs/b', '/docs/b': '/docs/a', '/docs/guides/intro': '/docs/guides/setup' }),
      'content/index.md': '# Home\n\n[Set up](/docs/old-setup)\n',
    });
    const errors = await buildErrors(root);
    expect(errors.map((e) => [e.message, e.file?.endsWith('site.config.ts') ? 'site.config.ts' : e.file, e.hint])).toEqual([
      ['Broken redirect: /docs/old-setup leads to /docs/guides/setpu, which is not a page of the site', 'site.config.ts', 'did you mean /docs/guides/setup?'],
      ['Redirects lead in a circle: /docs/a → /docs/b → /docs/a', 'site.config.ts', 'make one of them lead to a page'],
      ['Redirects lead in a circle: /docs/b → /docs/a → /docs/b', 'site.config.ts', 'make one of them lead to a page'],
      ['Redirect from /docs/guides/intro: content/guides/intro.md is the page at that address', 'site.config.ts', 'remove the redirect, or move the page to another address (its slug)'],
      ['Broken link: /docs/old-setup points to /docs/guides/setpu, which is not a page of the site', `${root}/content/index.md`, 'did you mean /docs/guides/setup?'],
    ]);
  });

  it('only warns about a rule that leads to no page where broken links only warn', async () => {
    const site = await buildSite({ ...SITE, 'site.config.ts': config({ '/docs/old-setup': '/docs/gone' }, "brokenLinks: 'warn',") });
    expect(site.result.warnings.map((w) => w.message)).toContain('Broken redirect: /docs/old-setup leads to /docs/gone, which is not a page of the site');
  });

  it('refuses a rule it cannot keep, saying what to write', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ 'docs/old': '/docs/x' }, 'Redirect from "docs/old" must start with "/" and have no spaces, ?query or #hash', 'write the old address from the host\'s root: "/docs/old-guide"'],
      [{ '/docs/a*': '/docs/x' }, 'Redirect from "/docs/a*" may have "*" only as its last segment', 'write "/docs/old/*" for every address under /docs/old'],
      [{ '/docs/a/:id': '/docs/x/:slug' }, 'Redirect from "/docs/a/:id" leads to an address with ":slug", which the old address does not name', 'name it in the old address too: "/docs/old/:slug"'],
      [{ '/docs/a': '/docs/x/:splat' }, 'Redirect from "/docs/a" leads to an address with ":splat", which the old address does not name', 'end the old address with "/*": its rest is ":splat"'],
      [{ '/docs/a': 'docs/x' }, 'Redirect from "/docs/a" leads to "docs/x", which is neither an address of the site nor a web address', 'write the new address from the host\'s root ("/docs/guides/setup"), or in full ("https://…")'],
      [{ '/old': '/docs/x' }, 'Redirect from "/old" is outside the site\'s base URL /docs/', 'write it from the host\'s root, under the base URL: "/docs/old"'],
    ];
    for (const [redirects, message, hint] of cases) {
      const errors = await buildErrors(await makeSite({ ...SITE, 'site.config.ts': config(redirects) }));
      expect(errors.map((e) => [e.message, e.hint])).toEqual([[message, hint]]);
    }
  });
});

describe('the shipped docs command with redirects', () => {
  it('docs build reports a broken rule with the config file, and exits 1', async () => {
    const root = await makeSite({ ...SITE, 'site.config.ts': config({ '/docs/old-setup': '/docs/guides/setpu' }) });
    const ran = await docs(['build'], root);
    expect(ran.code).toBe(1);
    expect(ran.stderr).toContain('site.config.ts  Broken redirect: /docs/old-setup leads to /docs/guides/setpu, which is not a page of the site');
    expect(ran.stderr).toContain('hint: did you mean /docs/guides/setup?');
  });

  it('docs serve sends the reader from an old address of a pattern to the new one, and serves the page of one of its own', async () => {
    const root = await makeSite(SITE);
    const server = startDocs(['serve', '--port', '0'], root);
    try {
      const base = (await server.waitFor(/Serving (http:\/\/127\.0\.0\.1:\d+\/docs\/)/))[1];
      const pattern = await fetch(new URL('/docs/v1/intro', base), { redirect: 'manual' });
      expect([pattern.status, pattern.headers.get('location')]).toEqual([301, '/docs/guides/intro']);
      const param = await fetch(new URL('/docs/people/ada/', base), { redirect: 'manual' });
      expect([param.status, param.headers.get('location')]).toEqual([301, '/docs/guides/setup']);
      const own = await fetch(new URL('/docs/old-setup', base), { redirect: 'manual' });
      expect(own.status).toBe(200);
      expect(await own.text()).toContain('<meta http-equiv="refresh" content="0; url=/docs/guides/setup">');
      const none = await fetch(new URL('/docs/nowhere', base), { redirect: 'manual' });
      expect(none.status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
