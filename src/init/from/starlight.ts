// A Starlight site: astro.config.{mjs,ts} with starlight({...}) among its
// integrations, pages in src/content/docs, public/ as the static folder, "_"
// files left out of the pages, the tsconfig's aliases (@assets/).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { addRedirect, apiReference, asBaseUrl, emptyIntake, hostOf, langOf, languageName, navLink, tsconfigAliases, type Intake } from './intake.ts';
import { isRecord, plain, readModule, Unreadable, type Data } from './static-data.ts';
import type { SidebarEntry } from '../../types.ts';

export const ASTRO_CONFIGS = ['astro.config.mjs', 'astro.config.ts', 'astro.config.mts', 'astro.config.js'];

/** Whether an Astro config uses Starlight (without reading it as code). */
export function usesStarlight(text: string): boolean {
  return /\bstarlight\s*\(/.test(text);
}

export function readStarlight(root: string, configFile: string): Intake {
  const module = readModule(configFile);
  const where = path.basename(configFile);
  const intake = emptyIntake('starlight', path.join(root, 'src', 'content', 'docs'));
  intake.configFile = configFile;
  const notes = intake.notes;
  const astro = module.default();
  const options = module.callArguments('starlight')[0];
  if (!isRecord(options)) notes.push(`${where} starlight(): ${options instanceof Unreadable ? options.why : 'its options were not found'}; nothing of them was carried over`);
  const star = isRecord(options) ? options : {};
  const title = isRecord(star.title) ? star.title.en ?? Object.values(star.title)[0] : star.title;
  if (typeof title === 'string') intake.productName = title;
  if (typeof star.description === 'string') intake.tagline = star.description;
  if (isRecord(astro)) {
    intake.baseUrl = asBaseUrl(typeof astro.base === 'string' ? astro.base : '/');
    intake.docsHost = hostOf(astro.site);
  } else intake.baseUrl = '/';
  if (isRecord(astro) && isRecord(astro.redirects)) astroRedirects(astro.redirects, intake, `${where} redirects`);
  if (existsSync(path.join(root, 'public'))) intake.staticDir = path.join(root, 'public');
  if (isRecord(star.editLink) && typeof star.editLink.baseUrl === 'string') intake.editUrl = `${star.editLink.baseUrl.replace(/\/+$/, '')}/src/content/docs/`;
  const locales = starlightLocales(star, intake.contentDir, `${where} starlight()`, notes);
  if (locales) intake.locales = locales;

  // Social links: an object of icon → URL (older Starlight), or a list of { icon, label, href }.
  const social = plain(star.social ?? [], `${where} starlight() social`, notes);
  if (Array.isArray(social)) for (const s of social as Record<string, unknown>[]) push(intake, navLink(s.label, s.href));
  else if (social && typeof social === 'object') for (const [icon, href] of Object.entries(social)) push(intake, navLink(icon[0].toUpperCase() + icon.slice(1), href));

  if (star.sidebar !== undefined) {
    const sidebar = items(star.sidebar, `${where} starlight() sidebar`, notes, intake.contentDir, intake.baseUrl ?? '/');
    if (sidebar.length) intake.sidebar = sidebar;
  }
  // starlight-openapi: starlightOpenAPI([{ base: 'api', schema: './openapi.yaml', label }]) among Starlight's plugins.
  const apis = module.callArguments('starlightOpenAPI')[0];
  if (apis !== undefined) {
    const list = plain(apis, `${where} starlightOpenAPI()`, notes);
    (Array.isArray(list) ? list as Record<string, Data>[] : []).forEach((api, i) => {
      const found = apiReference(root, api?.schema, typeof api?.base === 'string' ? api.base : 'api', api?.label, `${where} starlightOpenAPI()[${i}]`, notes);
      if (found) intake.openapi.push(found);
    });
  }
  intake.partials = ['**/_*.{md,mdx}'];
  intake.aliases = tsconfigAliases(root, notes);
  return intake;
}

/** Whether a site path ("/start/install/") is a page of the content folder. */
function isContentPage(contentDir: string, link: string): boolean {
  const bare = link.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '');
  const candidates = bare ? [`${bare}.md`, `${bare}.mdx`, `${bare}/index.md`, `${bare}/index.mdx`] : ['index.md', 'index.mdx'];
  return candidates.some((c) => existsSync(path.join(contentDir, c)));
}

function push(intake: Intake, link: ReturnType<typeof navLink>): void {
  if (link) intake.footer.push(link);
}

/** Starlight's sidebar items: a slug, { slug, label }, { label, link }, { label, items }, { label, autogenerate: { directory } }. */
function items(value: Data, where: string, notes: string[], contentDir: string, base: string): SidebarEntry[] {
  if (value instanceof Unreadable) return notes.push(`${where}: ${value.why}`), [];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, i): SidebarEntry[] => {
    const place = `${where}[${i}]`;
    if (typeof item === 'string') return [item];
    if (item instanceof Unreadable) return notes.push(`${place}: ${item.why}`), [];
    if (!isRecord(item)) return [];
    const label = isRecord(item.label) ? undefined : item.label;
    const labelText = typeof label === 'string' ? label : undefined;
    // Starlight shows groups open unless told otherwise.
    const collapsed = { collapsed: typeof item.collapsed === 'boolean' ? item.collapsed : false };
    if (isRecord(item.autogenerate) && typeof item.autogenerate.directory === 'string') {
      if (!labelText) return [{ type: 'autogenerated', dirName: item.autogenerate.directory }];
      return [{ label: labelText, autogenerate: { directory: item.autogenerate.directory }, ...collapsed }];
    }
    if (Array.isArray(item.items)) {
      if (!labelText) return notes.push(`${place}: a group without a label is left out`), [];
      return [{ type: 'category', label: labelText, items: items(item.items, `${place}.items`, notes, contentDir, base), ...collapsed }];
    }
    if (typeof item.slug === 'string') return [labelText ? { slug: item.slug, label: labelText } : { slug: item.slug }];
    if (typeof item.link === 'string' && labelText) {
      // A link to a page of the Astro site outside its docs (src/pages, an integration's) is a plain link.
      if (!/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(item.link) && !isContentPage(contentDir, item.link)) {
        notes.push(`${place}: "${labelText}" links to ${item.link}, which is no page of src/content/docs: a plain link here`);
        return [{ type: 'link', label: labelText, href: `${base}${item.link.replace(/^\/+/, '')}` }];
      }
      return [{ label: labelText, link: item.link }];
    }
    notes.push(`${place}: an item the sidebar cannot show is left out`);
    return [];
  });
}

/**
 * Starlight's locales as translations: the root locale (or the default one, in its own folder: `en/`) at the base
 * URL, and each other whose folder is in src/content/docs, with its label, language and direction.
 */
function starlightLocales(star: Record<string, Data>, contentDir: string, where: string, notes: string[]): Intake['locales'] {
  if (star.locales === undefined) return undefined;
  const all = star.locales;
  if (!isRecord(all)) return void notes.push(`${where} locales: ${all instanceof Unreadable ? all.why : 'not an object'}; the languages' folders are sections of this site`);
  const rootId = Object.hasOwn(all, 'root') ? 'root' : typeof star.defaultLocale === 'string' && Object.hasOwn(all, star.defaultLocale) ? star.defaultLocale : undefined;
  if (!rootId) return void notes.push(`${where} locales: no root locale and no defaultLocale among them; the languages' folders are sections of this site`);
  const out: NonNullable<Intake['locales']> = {};
  for (const [id, l] of Object.entries(all)) {
    if (!isRecord(l)) continue;
    const folder = id === 'root' ? contentDir : path.join(contentDir, id);
    if (id !== 'root' && (!/^[\w.-]+$/.test(id) || !existsSync(folder))) {
      notes.push(`${where} locales.${id}: no folder ${id}/ in the content folder; left out`);
      continue;
    }
    const lang = langOf(l.lang);
    const label = typeof l.label === 'string' && l.label.trim() ? l.label : languageName(lang ?? (id === 'root' ? 'en' : id));
    out[id === rootId ? 'root' : id] = { label, ...(lang && { lang }), ...(l.dir === 'rtl' && { dir: 'rtl' as const }), ...(id === rootId && id !== 'root' && { contentDir: folder }) };
  }
  return Object.keys(out).length > 1 ? out : undefined;
}

/**
 * Astro's redirects, { '/old': '/new' } or { '/old': { status, destination } }, under the site's base URL; "[name]"
 * is a segment, a final "[...name]" the rest of the address.
 */
function astroRedirects(redirects: Record<string, Data>, intake: Intake, where: string): void {
  const base = intake.baseUrl ?? '/';
  const site = (url: string) => (/^https?:/.test(url) || (url + '/').startsWith(base) ? url : `${base}${url.replace(/^\/+/, '')}`);
  for (const [from, value] of Object.entries(redirects)) {
    const to = typeof value === 'string' ? value : isRecord(value) && typeof value.destination === 'string' ? value.destination : undefined;
    if (to === undefined) {
      intake.notes.push(`${where} ${from}: no destination; left out`);
      continue;
    }
    const rest = /\/\[\.\.\.(\w+)\]$/.exec(from)?.[1];
    const pattern = (url: string) => url.replace(/\[(\w+)\]/g, ':$1');
    const source = pattern(rest ? from.replace(/\[\.\.\.\w+\]$/, '*') : from);
    const target = pattern(rest ? to.replace(`[...${rest}]`, ':splat') : to);
    addRedirect(intake, site(source), site(target), `${where} ${from}`);
  }
}
