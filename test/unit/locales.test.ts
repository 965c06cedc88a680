// Locales as versions of the docs: the config, the root locale's folder, the language menu and the hreflang links.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { scanContent } from '../../src/content/scan.ts';
import { versionMenu } from '../../src/routes/versions.ts';
import { translationsOf, type PageData, type SiteData } from '../../src/render/data.ts';
import { makeSite } from '../helpers/site.ts';
import { manifestOf, pageSource as page } from '../helpers/pages.ts';
import type { DocsVersion } from '../../src/types.ts';

async function configOf(config: string) {
  const root = await makeSite({ 'site.config.ts': config });
  return { root, config: await loadConfig({ root, env: {} }) };
}

async function configErrors(config: string): Promise<string[]> {
  const root = await makeSite({ 'site.config.ts': config });
  try {
    await loadConfig({ root, env: {} });
  } catch (err) {
    return ((err as { errors?: { message: string }[] }).errors ?? [err as Error]).map((e) => e.message);
  }
  throw new Error('the config was accepted');
}

describe('the locales config', () => {
  it('makes the root locale the version at the base URL and each other one a version under /<id>/, from its folder in the content folder', async () => {
    const { root, config } = await configOf(`export default { locales: { root: { label: 'English', lang: 'en' }, fr: { label: 'Français' }, 'pt-br': { label: 'Português', lang: 'pt-BR' }, ar: { label: 'العربية', dir: 'rtl' } } };`);
    const content = path.join(root, 'content');
    expect(config.versions.map(({ id, label, contentDir, baseUrl, lang, dir, locale, skip }) => ({ id, label, contentDir, baseUrl, lang, dir, locale, skip }))).toEqual([
      { id: 'root', label: 'English', contentDir: content, baseUrl: '/docs/', lang: 'en', dir: undefined, locale: true, skip: ['fr', 'pt-br', 'ar'] },
      { id: 'fr', label: 'Français', contentDir: path.join(content, 'fr'), baseUrl: '/docs/fr/', lang: 'fr', dir: undefined, locale: true, skip: undefined },
      { id: 'pt-br', label: 'Português', contentDir: path.join(content, 'pt-br'), baseUrl: '/docs/pt-br/', lang: 'pt-BR', dir: undefined, locale: true, skip: undefined },
      { id: 'ar', label: 'العربية', contentDir: path.join(content, 'ar'), baseUrl: '/docs/ar/', lang: 'ar', dir: 'rtl', locale: true, skip: undefined },
    ]);
  });

  it('takes Docusaurus\'s folder per locale, and each locale\'s own sidebar (the top-level sidebar is the root locale\'s)', async () => {
    const { root, config } = await configOf(`export default {
  contentDir: 'docs',
  sidebar: ['intro'],
  locales: { root: { label: 'English' }, fr: { label: 'Français', contentDir: 'i18n/fr/docusaurus-plugin-content-docs/current', sidebar: ['intro', 'guide'] } },
};`);
    expect(config.versions.map((v) => [v.contentDir, v.skip, v.sidebar])).toEqual([
      [path.join(root, 'docs'), undefined, ['intro']],
      [path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current'), undefined, ['intro', 'guide']],
    ]);
  });

  it.each([
    [`{ fr: { label: 'Français' } }`, 'Config key "locales" must be an object of locales with a "root" entry: the locale at the base URL'],
    [`{ root: { label: 'English' }, fr: { lang: 'fr' } }`, 'Config key "locales" must be an object whose "fr" is an object with a label, like "Français"'],
    [`{ root: { label: 'English', lang: 'english!' } }`, 'Config key "locales" must be an object whose "root" is an object whose lang is a language tag, like "fr" or "pt-BR"'],
    [`{ root: { label: 'English' }, 'f r': { label: 'x' } }`, 'Config key "locales" must be an object of locales whose ids are letters, digits, ".", "-" or "_" (not "f r")'],
    [`{ root: { label: 'English', translations: {} } }`, 'Config key "locales" must be an object whose "root" is { label, lang?, dir?, contentDir?, sidebar?, openapi? } (not "translations")'],
  ])('says what is wrong with %s', async (locales, message) => {
    expect((await configErrors(`export default { locales: ${locales} };`)).map((m) => m.replace(/, got .*$/s, ''))).toEqual([message]);
  });

  it('does not take versions and locales together', async () => {
    expect(await configErrors(`export default { versions: [{ id: 'v2' }], locales: { root: { label: 'English' } } };`)).toEqual([
      'Config keys "versions" and "locales" cannot be used together: a site has versions or translations',
    ]);
  });
});

describe('the root locale\'s folder', () => {
  it('leaves out the folders of the other locales, and an edit in one of them does not make it read its folder again', async () => {
    const root = await makeSite({ 'content/index.md': '# Home\n', 'content/fr/index.md': '# Accueil\n', 'content/guides/a.md': '# A\n', 'content/guides/fr/b.md': '# B\n' });
    const dir = path.join(root, 'content');
    const tree = scanContent(dir, undefined, 'content folder', root, ['fr']);
    expect(tree.markdown.map((f) => f.path)).toEqual(['guides/a.md', 'guides/fr/b.md', 'index.md']);
    const again = scanContent(dir, { previous: tree, changed: new Set([path.join(dir, 'fr/index.md')]) }, 'content folder', root, ['fr']);
    expect(again.markdown).toEqual(tree.markdown);
  });
});

const locale = (id: string, lang: string, baseUrl: string): DocsVersion => ({ id, label: id.toUpperCase(), lang, baseUrl, contentDir: `/site/${id}`, locale: true, openapi: [] });

describe('the language menu and hreflang links', () => {
  const en = { version: locale('root', 'en', '/docs/'), manifest: manifestOf([page('index.md'), page('guides/install.md'), page('guides/upgrade.md')]).manifest };
  const fr = { version: locale('fr', 'fr', '/docs/fr/'), manifest: manifestOf([page('index.md'), page('guides/install.md')], { baseUrl: '/docs/fr/' }).manifest };
  const locales = [en, fr];

  it('leads to the same page in each locale, or to that locale\'s home where it has no translation', () => {
    expect(versionMenu(locales, 1, 'guides/install')).toEqual([
      { id: 'root', label: 'ROOT', url: '/docs/guides/install', current: false, lang: 'en', same: true },
      { id: 'fr', label: 'FR', url: '/docs/fr/guides/install', current: true, lang: 'fr', same: true },
    ]);
    expect(versionMenu(locales, 0, 'guides/upgrade')!.map((l) => [l.url, l.same])).toEqual([['/docs/guides/upgrade', true], ['/docs/fr/', false]]);
  });

  const site = { locales: true, origin: 'https://docs.example.com' } as SiteData;
  const pageAt = (at: number, route: string) => ({ versions: versionMenu(locales, at, route) }) as PageData;

  it('links a translated page to each translation and to the root locale\'s as x-default', () => {
    expect(translationsOf(site, pageAt(1, 'guides/install'))).toEqual([
      { lang: 'en', url: 'https://docs.example.com/docs/guides/install' },
      { lang: 'fr', url: 'https://docs.example.com/docs/fr/guides/install' },
      { lang: 'x-default', url: 'https://docs.example.com/docs/guides/install' },
    ]);
  });

  it('gives a page without translations no hreflang links, and a site with versions none at all', () => {
    expect(translationsOf(site, pageAt(0, 'guides/upgrade'))).toEqual([]);
    expect(translationsOf({ ...site, locales: undefined }, pageAt(1, 'guides/install'))).toEqual([]);
  });
});
