// A VitePress site: .vitepress/config.{js,ts,mjs,mts} (in the folder given or
// its docs/), its srcDir, public/ as the static folder, srcExclude, the nav,
// social links, and the sidebar: one list, or several keyed by path ("/config/"
// pages show the config sidebar).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asBaseUrl, emptyIntake, hostOf, langOf, navLink, tsconfigAliases, type Intake } from './intake.ts';
import { isRecord, plain, readModule, Unreadable, type Data } from './static-data.ts';
import type { SidebarEntry } from '../../types.ts';

export const VITEPRESS_CONFIGS = ['config.ts', 'config.mts', 'config.js', 'config.mjs', 'config/index.ts', 'config/index.mts', 'config/index.js', 'config/index.mjs'].map((f) => `.vitepress/${f}`);

/** "github" → "GitHub": the social links' icons as labels. */
const ICON_LABELS: Record<string, string> = { github: 'GitHub', gitlab: 'GitLab', discord: 'Discord', x: 'X', twitter: 'Twitter', mastodon: 'Mastodon', youtube: 'YouTube', linkedin: 'LinkedIn', bluesky: 'Bluesky', npm: 'npm', slack: 'Slack' };

export function readVitePress(siteDir: string, configFile: string, projectRoot: string): Intake {
  const config = readModule(configFile).default();
  const where = path.relative(siteDir, configFile).split(path.sep).join('/');
  const notes: string[] = [];
  const options = withRootLocale(isRecord(config) ? config : {});
  if (!isRecord(config)) notes.push(`${where}: ${config instanceof Unreadable ? config.why : 'no object'}; nothing of it was carried over`);
  const srcDir = path.resolve(siteDir, typeof options.srcDir === 'string' ? options.srcDir : '.');
  const intake = emptyIntake('vitepress', srcDir);
  intake.configFile = configFile;
  intake.notes = notes;
  if (typeof options.title === 'string') intake.productName = options.title;
  if (typeof options.description === 'string') intake.tagline = options.description;
  const base = asBaseUrl(typeof options.base === 'string' ? options.base : '/');
  intake.baseUrl = base;
  if (existsSync(path.join(srcDir, 'public'))) intake.staticDir = path.join(srcDir, 'public');
  const exclude = plain(options.srcExclude ?? [], `${where} srcExclude`, notes);
  if (Array.isArray(exclude)) intake.excluded = exclude.filter((g): g is string => typeof g === 'string').map((g) => g.replace(/^\.\//, ''));
  if (options.rewrites !== undefined) notes.push(`${where} rewrites: pages are at the routes of their files here; give a page a "slug" in its front matter for another`);
  const locales = localesOf(config, srcDir, `${where} locales`, notes);
  if (locales) intake.locales = locales;
  // markdown-it-attrs' delimiters, where the site changed them: "## Title %{#id}%".
  const attrs = isRecord(options.markdown) && isRecord(options.markdown.attrs) ? options.markdown.attrs : undefined;
  if (attrs && (typeof attrs.leftDelimiter === 'string' || typeof attrs.rightDelimiter === 'string')) {
    intake.attributeDelimiters = [typeof attrs.leftDelimiter === 'string' ? attrs.leftDelimiter : '{', typeof attrs.rightDelimiter === 'string' ? attrs.rightDelimiter : '}'];
  }

  const theme = isRecord(options.themeConfig) ? options.themeConfig : {};
  const sitePath = (link: string) => (link.startsWith('/') ? base + withoutHtml(link).slice(1) : link);
  const nav = plain(theme.nav ?? [], `${where} themeConfig.nav`, notes) as Record<string, unknown>[];
  nav.forEach((item, i) => {
    const links = Array.isArray(item.items) ? (item.items as Record<string, unknown>[]).flatMap((sub) => (Array.isArray(sub.items) ? sub.items as Record<string, unknown>[] : [sub])) : [item];
    for (const l of links) {
      const link = navLink(l.text, typeof l.link === 'string' ? sitePath(l.link) : undefined);
      if (link) intake.navbar.push(link);
      else notes.push(`${where} themeConfig.nav[${i}]: "${String(l.text ?? '')}" has no link`);
    }
  });
  const social = plain(theme.socialLinks ?? [], `${where} themeConfig.socialLinks`, notes) as Record<string, unknown>[];
  for (const s of social) {
    const icon = typeof s.icon === 'string' ? s.icon : 'Link';
    const link = navLink(typeof s.ariaLabel === 'string' ? s.ariaLabel : ICON_LABELS[icon] ?? icon[0].toUpperCase() + icon.slice(1), s.link);
    if (link) intake.footer.push(link);
  }
  const editLink = isRecord(theme.editLink) ? theme.editLink.pattern : undefined;
  if (typeof editLink === 'string' && /:path$/.test(editLink)) intake.editUrl = editLink.replace(/:path$/, '');
  else if (editLink !== undefined) notes.push(`${where} themeConfig.editLink.pattern: ${editLink instanceof Unreadable ? editLink.why : 'only a pattern that ends with ":path" is carried over'}`);
  if (typeof options.sitemap === 'object' && isRecord(options.sitemap)) intake.docsHost = hostOf(options.sitemap.hostname);

  const sidebar = theme.sidebar;
  if (Array.isArray(sidebar)) intake.sidebar = items(sidebar, '', `${where} themeConfig.sidebar`, notes);
  else if (isRecord(sidebar)) {
    const keyed: Record<string, SidebarEntry[]> = {};
    for (const [key, value] of Object.entries(sidebar)) {
      const place = `${where} themeConfig.sidebar["${key}"]`;
      // { base, items } or a list.
      const list = isRecord(value) ? items(value.items, typeof value.base === 'string' ? value.base : '', place, notes) : items(value, '', place, notes);
      if (list.length) keyed[`/${key.replace(/^\/+/, '')}`] = list;
    }
    if (Object.keys(keyed).length) intake.sidebar = keyed;
  } else if (sidebar instanceof Unreadable) notes.push(`${where} themeConfig.sidebar: ${sidebar.why}; the sidebar is made from the folders`);
  intake.aliases = tsconfigAliases(projectRoot, notes);
  intake.globalComponents = themeComponents(path.join(siteDir, '.vitepress', 'theme'));
  return intake;
}

/**
 * The components the theme registers for every page (enhanceApp's
 * app.component('Name', Name)), each with its file: found in the theme's
 * text, not by running it.
 */
function themeComponents(themeDir: string): Record<string, string> {
  const file = ['index.ts', 'index.mts', 'index.js', 'index.mjs'].map((f) => path.join(themeDir, f)).find((f) => existsSync(f));
  if (!file) return {};
  const text = readFileSync(file, 'utf8');
  const imports = new Map([...text.matchAll(/^import\s+(\w+)\s+from\s+['"]([^'"]+)['"]/gm)].map(([, name, from]) => [name, from]));
  const found: Record<string, string> = {};
  for (const [, name, local] of text.matchAll(/\.component\(\s*['"]([A-Z]\w*)['"]\s*,\s*(\w+)/g)) {
    const from = imports.get(local);
    found[name] = from?.startsWith('.') ? path.resolve(themeDir, from) : from ?? file;
  }
  return found;
}

/**
 * VitePress's locales as translations: the root locale and each other whose folder is there (`zh/` beside the
 * root pages), with its label and language. Their own navs and sidebars are not carried over (each locale's
 * sidebar is made from its folder).
 */
function localesOf(config: Data, srcDir: string, where: string, notes: string[]): Intake['locales'] {
  const all = isRecord(config) && isRecord(config.locales) ? config.locales : undefined;
  if (!all || !isRecord(all.root)) {
    if (isRecord(config) && config.locales !== undefined) notes.push(`${where}: no root locale could be read; the languages' folders are sections of this site`);
    return undefined;
  }
  const out: NonNullable<Intake['locales']> = {};
  for (const [id, l] of Object.entries(all)) {
    if (!isRecord(l)) continue;
    if (id !== 'root' && (!/^[\w.-]+$/.test(id) || !existsSync(path.join(srcDir, id)))) {
      notes.push(`${where}.${id}: no folder ${id}/ beside the root pages; left out`);
      continue;
    }
    const lang = langOf(l.lang);
    out[id] = { label: typeof l.label === 'string' && l.label.trim() ? l.label : id === 'root' ? 'English' : id, ...(lang && { lang }) };
    if (id !== 'root' && isRecord(l.themeConfig) && (l.themeConfig.sidebar !== undefined || l.themeConfig.nav !== undefined)) {
      notes.push(`${where}.${id}.themeConfig: its nav and sidebar are not carried over; the ${id} pages' sidebar is made from their folder`);
    }
  }
  return Object.keys(out).length > 1 ? out : undefined;
}

/** The config with its root locale's settings (title, themeConfig's nav and sidebar), which VitePress shows at "/". */
function withRootLocale(config: Record<string, Data>): Record<string, Data> {
  const root = isRecord(config.locales) && isRecord(config.locales.root) ? config.locales.root : undefined;
  if (!root) return config;
  const theme = { ...(isRecord(config.themeConfig) ? config.themeConfig : {}), ...(isRecord(root.themeConfig) ? root.themeConfig : {}) };
  const { label: _label, lang: _lang, link: _link, ...settings } = root;
  return { ...config, ...settings, themeConfig: theme };
}

/** VitePress's sidebar items ({ text, link, items, collapsed, base }) as the config takes them; a link is a page's path from the content folder. */
function items(value: Data, base: string, where: string, notes: string[]): SidebarEntry[] {
  if (value instanceof Unreadable) return notes.push(`${where}: ${value.why}`), [];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, i): SidebarEntry[] => {
    const place = `${where}[${i}]`;
    if (item instanceof Unreadable) return notes.push(`${place}: ${item.why}`), [];
    if (!isRecord(item)) return [];
    const innerBase = typeof item.base === 'string' ? item.base : base;
    const text = typeof item.text === 'string' ? item.text : undefined;
    const link = typeof item.link === 'string' ? (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(item.link) ? item.link : withoutHtml(joinBase(innerBase, item.link))) : undefined;
    const children = item.items === undefined ? undefined : items(item.items, innerBase, `${place}.items`, notes);
    if (!text) return notes.push(`${place}: an item without text is left out`), [];
    if (children) {
      if (!children.length && !link) return [];
      // A group without "collapsed" is always open in VitePress.
      return [{ text, ...(link && { link }), items: children, ...(typeof item.collapsed === 'boolean' ? { collapsed: item.collapsed } : { collapsible: false }) }];
    }
    if (!link) return notes.push(`${place}: "${text}" has no link`), [];
    return [{ text, link }];
  });
}

/** "/guide/intro.html" → "/guide/intro": VitePress reads a page's link with or without ".html" (cleanUrls or not). */
function withoutHtml(link: string): string {
  return link.replace(/\.html(?=$|[?#])/, '');
}

function joinBase(base: string, link: string): string {
  if (!base || link.startsWith('/')) return link;
  return `${base.replace(/\/?$/, '/')}${link}`;
}
