// A Docusaurus site: docusaurus.config.{js,ts,mjs}, its docs plugin's folder
// (docs/), its sidebars file (several named sidebars), versioned_docs and
// versions.json, static/, "_" files as partials, and "@site/" for the site's
// folder.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { addRedirect, apiReference, asBaseUrl, emptyIntake, firstFile, hostOf, langOf, languageName, navLink, tsconfigAliases, type Intake } from './intake.ts';
import { isRecord, plain, readJson, readModule, resolveLocal, Unreadable, type Data } from './static-data.ts';
import type { NavLink, SidebarEntry } from '../../types.ts';

export const DOCUSAURUS_CONFIGS = ['docusaurus.config.ts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.mts', 'docusaurus.config.cjs'];

export function readDocusaurus(root: string, configFile: string): Intake {
  const config = readModule(configFile).default();
  const notes: string[] = [];
  const where = path.basename(configFile);
  const options = isRecord(config) ? config : {};
  if (!isRecord(config)) notes.push(`${where}: ${config instanceof Unreadable ? config.why : 'no object'}; nothing of it was carried over`);
  const docs = docsOptions(options, notes, where);
  const docsPath = typeof docs.path === 'string' ? docs.path : 'docs';
  const intake = emptyIntake('docusaurus', path.resolve(root, docsPath));
  intake.configFile = configFile;
  intake.notes = notes;
  const str = (key: string) => (typeof options[key] === 'string' ? (options[key] as string) : undefined);
  intake.productName = str('title');
  intake.tagline = str('tagline');
  intake.docsHost = hostOf(options.url);
  const siteBase = asBaseUrl(str('baseUrl') ?? '/');
  const route = typeof docs.routeBasePath === 'string' ? docs.routeBasePath : 'docs';
  intake.baseUrl = asBaseUrl(`${siteBase}${route.replace(/^\/+/, '')}`);
  if (typeof docs.editUrl === 'string') intake.editUrl = `${docs.editUrl.replace(/\/+$/, '')}/${docsPath.replace(/^\.\/|\/+$/g, '')}/`;
  else if (docs.editUrl instanceof Unreadable) notes.push(`${where} docs.editUrl: ${docs.editUrl.why}`);
  const statics = Array.isArray(options.staticDirectories) ? options.staticDirectories.filter((d): d is string => typeof d === 'string') : ['static'];
  if (existsSync(path.join(root, statics[0] ?? 'static'))) intake.staticDir = path.join(root, statics[0] ?? 'static');
  if (statics.length > 1) notes.push(`${where} staticDirectories: only the first folder, ${statics[0]}, is the static folder`);

  // The sidebars: named, each a list (or Docusaurus's { 'Category': [...] } shorthand).
  const sidebarPath = docs.sidebarPath;
  const sidebarsFile = sidebarPath === false ? undefined
    : typeof sidebarPath === 'string' ? sidebarFile(root, configFile, sidebarPath)
      : firstFile(root, ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json']);
  if (sidebarsFile && existsSync(sidebarsFile)) {
    const sidebars = sidebarsFile.endsWith('.json') ? readJson(sidebarsFile) : readModule(sidebarsFile).default();
    intake.sidebar = namedSidebars(sidebars, path.basename(sidebarsFile), notes);
  } else if (sidebarPath instanceof Unreadable) notes.push(`${where} docs.sidebarPath: ${sidebarPath.why}; the sidebar is made from the folders`);

  // Navbar and footer: links to pages of the docs, and to other sites. (Search, versions and locales the generator has of its own.)
  const theme = isRecord(options.themeConfig) ? options.themeConfig : {};
  const navbar = isRecord(theme.navbar) ? theme.navbar : {};
  if (!intake.productName && typeof navbar.title === 'string') intake.productName = navbar.title;
  const docsUrl = intake.baseUrl;
  const sidebars = intake.sidebar && !Array.isArray(intake.sidebar) ? intake.sidebar : {};
  const firstDoc = (name: string) => firstDocOf(sidebars[name]);
  const link = (item: Record<string, unknown>, place: string): NavLink | undefined => {
    const label = item.label;
    if (item.type === 'docSidebar' && typeof item.sidebarId === 'string') {
      const doc = firstDoc(item.sidebarId);
      return doc === undefined ? (notes.push(`${place}: the sidebar "${item.sidebarId}" names no page`), undefined) : navLink(label, `${docsUrl}${doc}`);
    }
    if (item.type === 'doc' && typeof item.docId === 'string') return navLink(label, `${docsUrl}${item.docId}`);
    if (typeof item.href === 'string') return navLink(label, item.href);
    if (typeof item.to === 'string') {
      const to = item.to.startsWith('/') ? item.to : `${siteBase}${item.to}`;
      if ((to + '/').startsWith(docsUrl) || docsUrl === '/') return navLink(label, to);
      notes.push(`${place} "${String(label)}": ${item.to} is a page of the Docusaurus site outside its docs, which this site does not build`);
      return undefined;
    }
    if (['search', 'localeDropdown', 'docsVersionDropdown', 'docsVersion'].includes(String(item.type))) return undefined;
    if (item.html !== undefined) return notes.push(`${place}: an html item is left out`), undefined;
    if (!notes.some((n) => n.startsWith(`${place}.`))) notes.push(`${place}: a ${String(item.type ?? 'custom')} item ("${String(label ?? '')}") has no link to carry over`);
    return undefined;
  };
  const items = plain(navbar.items ?? [], `${where} themeConfig.navbar.items`, notes) as Record<string, unknown>[];
  items.forEach((item, i) => {
    const place = `${where} themeConfig.navbar.items[${i}]`;
    if (item.type === 'dropdown' && Array.isArray(item.items)) (item.items as Record<string, unknown>[]).forEach((sub, j) => push(intake.navbar, link(sub, `${place}.items[${j}]`)));
    else push(intake.navbar, link(item, place));
  });
  const footer = isRecord(theme.footer) ? (plain(theme.footer.links ?? [], `${where} themeConfig.footer.links`, notes) as Record<string, unknown>[]) : [];
  footer.forEach((column, i) => {
    const place = `${where} themeConfig.footer.links[${i}]`;
    if (Array.isArray(column.items)) (column.items as Record<string, unknown>[]).forEach((item, j) => push(intake.footer, link(item, `${place}.items[${j}]`)));
    else push(intake.footer, link(column, place));
  });

  apiReferences(options, root, intake, siteBase, where);
  clientRedirects(options, intake, siteBase, where);
  // "_" files are partials for Docusaurus; @site/ is the site's folder.
  intake.partials = ['**/_*.{md,mdx}'];
  intake.aliases = { '@site': root, ...tsconfigAliases(root, notes) };
  readVersions(root, intake, where);
  const locales = docusaurusLocales(options.i18n, root, `${where} i18n`, notes);
  if (locales) {
    intake.locales = locales;
    if (intake.versions.length) notes.push(`${where}: the older versions are left out; a site here has translations or versions, and this one's translations are carried over`);
  }
  return intake;
}

/**
 * Docusaurus's i18n as translations: the default locale at the base URL, and each other whose translated docs are
 * there (i18n/<id>/docusaurus-plugin-content-docs/current), with its label, htmlLang and direction.
 */
function docusaurusLocales(i18n: Data | undefined, root: string, where: string, notes: string[]): Intake['locales'] {
  if (i18n === undefined) return undefined;
  if (!isRecord(i18n) || !Array.isArray(i18n.locales)) return void notes.push(`${where}: ${i18n instanceof Unreadable ? i18n.why : 'no list of locales'}; only the default locale's docs are carried over`);
  const ids = i18n.locales.filter((id): id is string => typeof id === 'string');
  const defaultId = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : ids[0];
  const configs = isRecord(i18n.localeConfigs) ? i18n.localeConfigs : {};
  const locale = (id: string, contentDir?: string) => {
    const c = isRecord(configs[id]) ? configs[id] as Record<string, Data> : {};
    const lang = langOf(c.htmlLang) ?? langOf(id);
    return { label: typeof c.label === 'string' && c.label.trim() ? c.label : languageName(lang ?? id), ...(lang && { lang }), ...(c.direction === 'rtl' && { dir: 'rtl' as const }), ...(contentDir && { contentDir }) };
  };
  const out: NonNullable<Intake['locales']> = {};
  if (defaultId) out.root = locale(defaultId);
  for (const id of ids) {
    if (id === defaultId) continue;
    const folder = path.join(root, 'i18n', id, 'docusaurus-plugin-content-docs', 'current');
    if (!/^[\w.-]+$/.test(id) || !existsSync(folder)) {
      notes.push(`${where}.locales: ${id} has no translated docs (i18n/${id}/docusaurus-plugin-content-docs/current); left out`);
      continue;
    }
    out[id] = locale(id, folder);
  }
  return Object.keys(out).length > 1 ? out : undefined;
}

/**
 * The OpenAPI documents of Redocusaurus (a preset: specs [{ spec, route }]) and docusaurus-plugin-openapi-docs (a
 * plugin: config { name: { specPath, outputDir } }), as API references under the same routes, where the docs have
 * them. The MDX files the latter wrote from its document are left out: the pages are made from the document.
 */
function apiReferences(config: Record<string, Data>, root: string, intake: Intake, siteBase: string, where: string): void {
  const { notes } = intake;
  const entries = (list: unknown) => (Array.isArray(list) ? list : []).map((e) => (Array.isArray(e) ? e : [e, undefined]) as [Data, Data]);
  for (const [name, options] of entries(config.presets)) {
    if (typeof name !== 'string' || !/redocusaurus/.test(name) || !isRecord(options)) continue;
    (Array.isArray(options.specs) ? options.specs : []).forEach((spec, i) => {
      const place = `${where} redocusaurus specs[${i}]`;
      const s = isRecord(spec) ? spec : {};
      // Its route is a path of the site; the docs are under their own.
      const url = `${siteBase}${typeof s.route === 'string' ? s.route.replace(/^\/+/, '') : 'api/'}`.replace(/\/?$/, '/');
      const inDocs = url.startsWith(intake.baseUrl ?? '/');
      const found = apiReference(root, s.spec, inDocs ? url.slice((intake.baseUrl ?? '/').length) : url.slice(siteBase.length), undefined, place, notes);
      if (!found) return;
      intake.openapi.push(found);
      if (!inDocs) notes.push(`${place}: its pages were at ${url}, outside the docs; they are at ${intake.baseUrl}${found.route}/ here`);
    });
  }
  for (const [name, options] of entries(config.plugins)) {
    if (typeof name !== 'string' || !/docusaurus-plugin-openapi-docs/.test(name) || !isRecord(options) || !isRecord(options.config)) continue;
    for (const [id, api] of Object.entries(options.config)) {
      const place = `${where} docusaurus-plugin-openapi-docs config.${id}`;
      const a = isRecord(api) ? api : {};
      const output = typeof a.outputDir === 'string' ? path.relative(intake.contentDir, path.resolve(root, a.outputDir)).split(path.sep).join('/') : '';
      const route = output && !output.startsWith('..') ? output : id;
      const found = apiReference(root, a.specPath, route, undefined, place, notes);
      if (!found) continue;
      intake.openapi.push(found);
      intake.excluded.push(`${found.route}/**/*.{api,info,tag,schema}.mdx`);
    }
  }
}

/**
 * @docusaurus/plugin-client-redirects' rules, [{ from, to }] (from one address or several), their addresses from the
 * site's base URL; those its createRedirects makes are made by code, which is not run.
 */
function clientRedirects(config: Record<string, Data>, intake: Intake, siteBase: string, where: string): void {
  for (const plugin of Array.isArray(config.plugins) ? config.plugins : []) {
    const [name, options] = Array.isArray(plugin) ? plugin : [plugin, undefined];
    if (name !== '@docusaurus/plugin-client-redirects' || !isRecord(options)) continue;
    const place = `${where} plugin-client-redirects`;
    const site = (url: string) => (/^https?:/.test(url) ? url : `${siteBase}${url.replace(/^\/+/, '')}`);
    (Array.isArray(options.redirects) ? options.redirects : []).forEach((rule, i) => {
      if (!isRecord(rule) || typeof rule.to !== 'string') return void intake.notes.push(`${place} redirects[${i}]: not { from, to }; left out`);
      for (const from of Array.isArray(rule.from) ? rule.from : [rule.from]) {
        if (typeof from === 'string') addRedirect(intake, site(from), site(rule.to), `${place} redirects[${i}]`);
      }
    });
    if (options.createRedirects !== undefined) intake.notes.push(`${place} createRedirects: a function, not run; write the addresses it made in redirects`);
  }
}

/** The sidebars file the config names: require.resolve('./sidebars.js') may name a sidebars.ts. */
function sidebarFile(root: string, configFile: string, written: string): string {
  if (path.isAbsolute(written)) return written;
  return resolveLocal(configFile, written.startsWith('.') ? written : `./${written}`) ?? path.resolve(root, written);
}

/** The docs plugin's options: of the classic preset, or of a docs plugin. */
function docsOptions(config: Record<string, Data>, notes: string[], where: string): Record<string, Data> {
  const presets = Array.isArray(config.presets) ? config.presets : [];
  for (const preset of presets) {
    const [name, options] = Array.isArray(preset) ? preset : [preset, undefined];
    if (typeof name === 'string' && /classic/.test(name) && isRecord(options)) {
      if (options.docs === false) notes.push(`${where}: the classic preset's docs are off; the content folder is docs/`);
      if (isRecord(options.docs)) return options.docs;
      return {};
    }
  }
  const plugins = Array.isArray(config.plugins) ? config.plugins : [];
  for (const plugin of plugins) {
    const [name, options] = Array.isArray(plugin) ? plugin : [plugin, undefined];
    if (name === '@docusaurus/plugin-content-docs' && isRecord(options)) return options;
  }
  return {};
}

/** The sidebars file's named sidebars, in our shapes; a sidebar in Docusaurus's { 'Category': [...] } shorthand becomes its groups. */
export function namedSidebars(value: Data, file: string, notes: string[]): Record<string, SidebarEntry[]> | undefined {
  if (!isRecord(value)) {
    notes.push(`${file}: ${value instanceof Unreadable ? value.why : 'not an object of sidebars'}; the sidebar is made from the folders`);
    return undefined;
  }
  const out: Record<string, SidebarEntry[]> = {};
  for (const [name, sidebar] of Object.entries(value)) {
    const entries = sidebarItems(sidebar, `${file} ${name}`, notes);
    if (entries.length) out[name] = entries;
  }
  return Object.keys(out).length ? out : undefined;
}

const KEPT = ['type', 'id', 'label', 'href', 'items', 'collapsed', 'collapsible', 'className', 'customProps', 'description', 'dirName', 'link'];

function sidebarItems(value: Data, where: string, notes: string[]): SidebarEntry[] {
  if (value instanceof Unreadable) {
    notes.push(`${where}: ${value.why}`);
    return [];
  }
  if (isRecord(value)) {
    // The shorthand: { 'Getting started': ['intro', 'install'], ... }.
    return Object.entries(value).map(([label, items]) => ({ type: 'category' as const, label, items: sidebarItems(items, `${where}.${label}`, notes) }));
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, i): SidebarEntry[] => {
    const place = `${where}[${i}]`;
    if (typeof item === 'string') return [item];
    if (item instanceof Unreadable) return notes.push(`${place}: ${item.why}`), [];
    if (!isRecord(item)) return [];
    if (item.type === 'html') return notes.push(`${place}: an html item is left out`), [];
    if (item.type === 'category' && item.items === undefined) item.items = [];
    const out: Record<string, unknown> = {};
    for (const key of KEPT) {
      if (item[key] === undefined) continue;
      if (key === 'items') out.items = sidebarItems(item.items, `${place}.items`, notes);
      else out[key] = plain(item[key], `${place}.${key}`, notes);
    }
    if (out.type === 'ref') out.type = 'doc';
    // A category in shorthand inside a list: { 'Label': [...] }.
    if (!('type' in out) && !('id' in out) && !('href' in out) && !('dirName' in out) && Object.keys(item).length === 1) {
      const [label, items] = Object.entries(item)[0];
      return [{ type: 'category', label, items: sidebarItems(items, `${place}.${label}`, notes) }];
    }
    return [out as SidebarEntry];
  });
}

/** versions.json and versioned_docs/version-X (with versioned_sidebars/version-X-sidebars.json): the older versions. */
function readVersions(root: string, intake: Intake, where: string): void {
  const file = path.join(root, 'versions.json');
  if (!existsSync(file)) return;
  const list = readJson(file);
  if (!Array.isArray(list)) return void intake.notes.push('versions.json: not a list of versions');
  for (const name of list) {
    if (typeof name !== 'string') continue;
    const dir = path.join(root, 'versioned_docs', `version-${name}`);
    if (!existsSync(dir)) {
      intake.notes.push(`versions.json: version ${name} has no folder versioned_docs/version-${name}`);
      continue;
    }
    const sidebarsFile = path.join(root, 'versioned_sidebars', `version-${name}-sidebars.json`);
    const sidebar = existsSync(sidebarsFile) ? namedSidebars(readJson(sidebarsFile), path.relative(root, sidebarsFile), intake.notes) : undefined;
    const id = name.replace(/[^\w.-]+/g, '-');
    intake.versions.push({ id, label: name, contentDir: dir, ...(sidebar && { sidebar }) });
  }
  if (intake.versions.length) {
    intake.currentLabel = 'Next';
    intake.notes.push(`${where}: the current docs (docs/) are the first version, "Next", at the base URL; Docusaurus shows the latest release (${intake.versions[0].label}) there`);
  }
}

/** The first page a sidebar names, for a navbar link to it. */
function firstDocOf(sidebar: SidebarEntry[] | undefined): string | undefined {
  if (!Array.isArray(sidebar)) return undefined;
  for (const entry of sidebar) {
    if (typeof entry === 'string') return entry;
    const e = entry as Record<string, unknown>;
    if (typeof e.id === 'string' && (e.type === 'doc' || e.type === undefined)) return e.id;
    const link = e.link as { type?: string; id?: string } | undefined;
    if (link && typeof link === 'object' && link.type === 'doc' && typeof link.id === 'string') return link.id;
    if (Array.isArray(e.items)) {
      const inner = firstDocOf(e.items as SidebarEntry[]);
      if (inner) return inner;
    }
    if (typeof e.dirName === 'string') return e.dirName.replace(/^\.?\/?/, '') || undefined;
  }
  return undefined;
}

function push(list: NavLink[], link: NavLink | undefined): void {
  if (link) list.push(link);
}
