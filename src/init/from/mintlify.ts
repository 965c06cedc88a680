// A Mintlify site: docs.json (or the older mint.json) beside its pages, which
// are named from that folder without their extension ("quickstart",
// "api/users/get"); its images there too, linked from it ("/images/…"); its
// snippets/ folder of partials; and its OpenAPI documents, whose endpoints it
// makes pages of (a navigation element's `openapi`) or its pages name in their
// front matter (`openapi: GET /users`, which the generator reads as Mintlify does).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addRedirect, apiReference, emptyIntake, langOf, languageName, navLink, pageFiles, type ApiReference, type Intake, type Locale } from './intake.ts';
import { isRecord, readJson, Unreadable, type Data } from './static-data.ts';
import { namedOperation } from '../../content/api-parts.ts';
import type { NavLink, SidebarEntry } from '../../types.ts';

export const MINTLIFY_CONFIGS = ['docs.json', 'mint.json'];

/** Whether a docs.json or mint.json is Mintlify's: its navigation, and its name or schema. */
export function isMintlifyConfig(file: string): boolean {
  try {
    const config = readJson(file);
    return isRecord(config) && config.navigation !== undefined && (typeof config.name === 'string' || typeof config.$schema === 'string' && config.$schema.includes('mintlify'));
  } catch {
    return false;
  }
}

/** Where the pages of a document Mintlify makes pages of go, when its navigation names no folder for them. */
const API_ROUTE = 'api-reference';

export function readMintlify(root: string, configFile: string): Intake {
  const notes0: string[] = [];
  const where = path.basename(configFile);
  const config = withFiles(readJson(configFile), configFile, `${where}`, notes0) as Record<string, Data>;
  const intake = emptyIntake('mintlify', root);
  intake.configFile = configFile;
  const notes = intake.notes;
  notes.push(...notes0);
  if (typeof config.name === 'string') intake.productName = config.name;
  if (typeof config.description === 'string') intake.tagline = config.description;
  // Published at the top of its host; its images are files beside the pages, linked by their path from there.
  intake.baseUrl = '/';
  intake.staticDir = root;
  intake.partials = ['snippets/**'];
  // Mintlify checks no link when it builds (its CLI's broken-links is a command of its own).
  intake.brokenLinks = 'warn';
  intake.excluded = mintignore(root);

  const apis = new Apis(root, notes);
  for (const spec of list(isRecord(config.api) ? config.api.openapi : undefined)) apis.add(spec, `${where} api.openapi`);
  for (const spec of list(config.openapi)) apis.add(spec, `${where} openapi`); // mint.json's

  // The documents its pages name in their front matter; where a page names an operation without its document and
  // none is named elsewhere, the OpenAPI documents in its folder, as Mintlify finds them.
  const named = frontMatterDocuments(root);
  for (const spec of named.files) apis.add(spec, 'a page\'s front matter (openapi)');
  if (named.withoutFile && !apis.references().length) for (const spec of openapiFilesIn(root)) apis.add(path.relative(root, spec), 'an OpenAPI document of the folder');

  const reader = new NavigationReader(apis, notes, where, root);
  const sidebars = where === 'mint.json' ? reader.mintJson(config) : reader.docsJson(config.navigation);
  const names = Object.keys(sidebars);
  if (names.length === 1) intake.sidebar = sidebars[names[0]];
  else if (names.length > 1) intake.sidebar = sidebars;
  intake.navbar.push(...reader.sections, ...navbarLinks(config, where === 'mint.json'));
  intake.footer.push(...footerLinks(config));
  intake.openapi = apis.references();
  if (reader.locales) intake.locales = reader.locales;
  redirectsOf(config.redirects, intake, `${where} redirects`);
  return intake;
}

/**
 * Mintlify's redirects, [{ source, destination }], whose ":slug*" (or "*") is the rest of the address, as the config
 * writes it: "/old/*" → "/new/:splat".
 */
function redirectsOf(value: Data, intake: Intake, where: string): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) return void intake.notes.push(`${where}: not a list; left out`);
  value.forEach((entry, i) => {
    if (!isRecord(entry) || typeof entry.source !== 'string' || typeof entry.destination !== 'string') return void intake.notes.push(`${where}[${i}]: not { source, destination }; left out`);
    // Mintlify takes "features/x" as "/features/x".
    const [source, destination] = [entry.source, entry.destination].map((a) => (/^(\/|https?:)/.test(a) ? a : `/${a}`));
    // Mintlify serves the page where one is (its own index at "/", where Dify's redirect sends readers to a language).
    const page = ['.mdx', '.md', '/index.mdx', '/index.md'].map((ext) => source.replace(/\/$/, '') + ext).find((file) => existsSync(path.join(intake.contentDir, file)));
    if (page) return void intake.notes.push(`${where}[${i}]: the redirect from ${source} is left out: ${page.slice(1)} is the page there`);
    const rest = /\/:(\w+)\*$/.exec(source)?.[1];
    const from = rest ? source.replace(/:\w+\*$/, '*') : source;
    const to = rest ? destination.replace(new RegExp(`:${rest}\\*?(?=/|#|$)`), ':splat') : destination;
    addRedirect(intake, from, to, `${where}[${i}]`);
  });
}

/**
 * docs.json with the parts it keeps in files of their own in place: `{ "$ref": "./es.json" }` is that file's JSON (beside
 * the object's other keys), a file's own $refs relative to it. A file that cannot be read is a note, and nothing.
 */
function withFiles(value: Data, file: string, where: string, notes: string[], depth = 0): Data {
  if (Array.isArray(value)) return value.map((v, i) => withFiles(v, file, `${where}[${i}]`, notes, depth));
  if (!isRecord(value)) return value;
  const { $ref, ...rest } = value;
  const own = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, withFiles(v, file, `${where}.${k}`, notes, depth)]));
  if (typeof $ref !== 'string') return own;
  const target = path.resolve(path.dirname(file), $ref);
  if (depth >= 10) return notes.push(`${where}: $ref ${$ref} is more than 10 files deep; left out`), own;
  try {
    const read = withFiles(readJson(target), target, $ref, notes, depth + 1);
    return isRecord(read) ? { ...read, ...own } : read;
  } catch (err) {
    notes.push(`${where}: $ref ${$ref} could not be read (${(err as Error).message.split('\n')[0]}); left out`);
    return own;
  }
}

/** The documents pages name in their front matter (`openapi: /v2/openapi.json GET /users`, `openapi-schema: spec.json User`), and whether one names an operation without its document. */
function frontMatterDocuments(root: string): { files: string[]; withoutFile: boolean } {
  const files = new Set<string>();
  let withoutFile = false;
  for (const page of pageFiles(root)) {
    const text = readFileSync(page, 'utf8');
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
    if (!frontMatter?.includes('openapi')) continue;
    for (const [, key, written] of frontMatter.matchAll(/^(openapi|openapi-schema):[ \t]*(.+?)[ \t]*$/gm)) {
      const value = written.replace(/^(["'])(.*)\1$/, '$2').trim();
      const file = key === 'openapi' ? namedOperation(value)?.file : /^(\S+\.(?:json|ya?ml))\s+\S/i.exec(value)?.[1];
      if (file) files.add(file);
      else if (key === 'openapi' && namedOperation(value)) withoutFile = true;
    }
  }
  return { files: [...files], withoutFile };
}

/** The OpenAPI documents of a folder (three folders deep at most): JSON or YAML files that say which OpenAPI (or Swagger) they are first. */
function openapiFilesIn(root: string): string[] {
  const found: string[] = [];
  const visit = (dir: string, depth: number) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const abs = path.join(dir, e.name);
      if (e.isDirectory() && depth < 3) visit(abs, depth + 1);
      else if (e.isFile() && /\.(json|ya?ml)$/i.test(e.name) && /^\s*\{?\s*["']?(openapi|swagger)["']?\s*:/.test(readFileSync(abs, 'utf8').slice(0, 200))) found.push(abs);
    }
  };
  visit(root, 0);
  return found.sort();
}

/** What Mintlify leaves out of the site, as globs: its own patterns, and .mintignore's lines in gitignore's syntax ("drafts/", "*.draft.mdx", "/notes.md"). */
function mintignore(root: string): string[] {
  let text = '';
  try {
    text = readFileSync(path.join(root, '.mintignore'), 'utf8');
  } catch {
    // none: Mintlify's own patterns only
  }
  return [...MINTLIFY_IGNORES, ...text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith('#') && !line.startsWith('!')).map((line) => {
    const anchored = line.startsWith('/') || line.replace(/\/$/, '').includes('/');
    const glob = line.replace(/^\//, '').replace(/\/$/, '/**');
    return anchored ? glob : `**/${glob}`;
  })];
}

/**
 * What Mintlify leaves out of every site, .mintignore or not: the repository's own files and its tools' folders, at its
 * top (Dify's pages are in folders named "build" further down).
 */
const MINTLIFY_IGNORES = ['README.md', 'LICENSE.md', 'CHANGELOG.md', 'CONTRIBUTING.md', ...['build', 'dist', 'coverage', 'tmp', 'temp'].map((dir) => `${dir}/**`)];

/** A value or a list of them, as a list. */
function list(value: Data | undefined): Data[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** A page as the navigation names it ("quickstart", "/api/users"): its id, from the content folder. */
function pageId(page: string): string {
  return page.replace(/^\/+/, '').replace(/\.mdx?$/, '');
}

/**
 * The OpenAPI documents: each with where its pages go, when Mintlify makes pages of its endpoints (a navigation
 * element names it); one only the pages' front matter names (`openapi: GET /users`) gives no pages of its own.
 */
class Apis {
  private found = new Map<string, { reference: ApiReference; withPages: boolean }>();
  constructor(private root: string, private notes: string[]) {}

  add(spec: Data, where: string, pages?: { directory?: string }): void {
    const source = isRecord(spec) ? spec.source : spec;
    const file = typeof source === 'string' ? path.resolve(this.root, source.replace(/^\/+/, '')) : undefined;
    const known = file ? this.found.get(file) : undefined;
    if (known) {
      if (pages && !known.withPages) Object.assign(known, { withPages: true, reference: { ...known.reference, route: routeOf(pages.directory) } });
      return;
    }
    const reference = apiReference(this.root, typeof source === 'string' ? source.replace(/^\/+/, '') : source, routeOf(pages?.directory), undefined, where, this.notes);
    if (reference) this.found.set(reference.spec, { reference, withPages: pages !== undefined });
  }

  /** The documents, each made pages of under a route of its own, or none. */
  references(): ApiReference[] {
    const all = [...this.found.values()];
    const routes = all.filter((a) => a.withPages).map((a) => a.reference.route);
    return all.map(({ reference, withPages }) => {
      if (!withPages) return { ...reference, pages: 'none' as const };
      // Two documents made pages of in the same folder: each in a folder of its own under it.
      const shared = routes.filter((r) => r === reference.route).length > 1;
      return shared ? { ...reference, route: `${reference.route}/${path.basename(reference.spec).replace(/\.(json|ya?ml)$/i, '').replace(/[^\w-]+/g, '-')}` } : reference;
    });
  }

  /** A document as references() gives it. */
  referenceOf(spec: Data): ApiReference | undefined {
    const source = isRecord(spec) ? spec.source : spec;
    if (typeof source !== 'string') return undefined;
    return this.references().find((r) => r.spec === path.resolve(this.root, source.replace(/^\/+/, '')));
  }
}

function routeOf(directory: string | undefined): string {
  return (directory ?? API_ROUTE).replace(/^\/+|\/+$/g, '') || API_ROUTE;
}

/**
 * docs.json's navigation (tabs, anchors, dropdowns, products, versions, languages, groups, pages) as sidebars: one
 * for each section (a tab, an anchor, a dropdown) that has pages, and a link to the first page of each in the navbar.
 */
class NavigationReader {
  /** The navbar's links to the sections. */
  sections: NavLink[] = [];
  /** Its languages, when the pages of each but the default are in a folder named by its code ("fr/"). */
  locales?: Intake['locales'];
  private sidebars: Record<string, SidebarEntry[]> = {};
  constructor(private apis: Apis, private notes: string[], private where: string, private root: string) {}

  /**
   * Whether a language's pages are a translation: in a folder of its code, and none of them importing a file by its path
   * from the site's folder ("/snippets/fr/intro.mdx"), which a translation, read from its own folder, could not reach.
   */
  private translation(code: string): boolean {
    const folder = path.join(this.root, code);
    return /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(code) && existsSync(folder)
      && !pageFiles(folder).some((page) => /^import\s[^;\n]*\sfrom\s+["']\/(?!\/)/m.test(readFileSync(page, 'utf8')));
  }

  /**
   * A translation, with the OpenAPI documents of its own (translated too) that its navigation and its pages name: their
   * pages go in its folder, as its sidebar, made from its folder, lists them.
   */
  private translated(navigation: Data, code: string, place: string): Locale {
    const apis = new Apis(this.root, this.notes);
    new NavigationReader(apis, [], this.where, this.root).element(navigation, 'Docs', place);
    for (const spec of frontMatterDocuments(path.join(this.root, code)).files) apis.add(spec, `a page's front matter (openapi) in ${code}/`);
    const openapi = apis.references();
    return { ...localeOf(code), ...(openapi.length && { openapi }) };
  }

  docsJson(navigation: Data): Record<string, SidebarEntry[]> {
    this.element(navigation, 'Docs', `${this.where} navigation`);
    return this.sidebars;
  }

  /** One element of the navigation: a section of its own (named `label`), or the groups and pages of one. */
  private element(value: Data, label: string, place: string, openapi?: Data): SidebarEntry[] {
    if (!isRecord(value)) return [];
    const spec = value.openapi ?? openapi;
    // Of several languages, versions or products, the default one (or the first) makes the sidebars; the other languages
    // whose pages are in a folder of their code are translations, the others' pages are built too, in no sidebar.
    for (const kind of ['languages', 'versions', 'products'] as const) {
      const options = value[kind];
      if (!Array.isArray(options) || !options.length) continue;
      const chosen = options.find((o) => isRecord(o) && o.default === true) ?? options[0];
      const name = (o: Data) => (isRecord(o) ? String(o.language ?? o.version ?? o.product ?? '') : '');
      const others = options.filter((o) => o !== chosen);
      const translated = kind === 'languages' ? others.filter((o) => this.translation(name(o))) : [];
      if (translated.length) this.locales = { root: localeOf(name(chosen)), ...Object.fromEntries(translated.map((o, i) => [name(o), this.translated(o, name(o), `${place}.${kind}[${i}]`)])) };
      const untranslated = others.filter((o) => !translated.includes(o));
      if (untranslated.length) this.notes.push(`${place}.${kind}: only ${name(chosen)} is in the sidebar; the pages of ${untranslated.map(name).join(', ')} are built, in no sidebar`);
      return this.element(chosen, label, `${place}.${kind}`, spec);
    }
    if (isRecord(value.global) && Array.isArray(value.global.anchors)) {
      for (const anchor of value.global.anchors) if (isRecord(anchor)) pushLink(this.sections, navLink(anchor.anchor, anchor.href));
    }
    for (const [kind, key] of [['tabs', 'tab'], ['anchors', 'anchor'], ['dropdowns', 'dropdown'], ['menu', 'item']] as const) {
      const sections = value[kind];
      if (!Array.isArray(sections)) continue;
      sections.forEach((section, i) => {
        if (!isRecord(section)) return;
        const name = typeof section[key] === 'string' ? section[key] as string : `${label} ${i + 1}`;
        if (typeof section.href === 'string') {
          const link = navLink(name, section.href);
          if (link) this.sections.push(link);
          return;
        }
        const entries = this.element(section, name, `${place}.${kind}[${i}]`, spec);
        const first = firstPage(entries);
        if (entries.length) this.sidebars[name] = once(entries);
        if (first) pushLink(this.sections, { label: name, href: pageUrl(first) });
      });
      return [];
    }
    const entries = [...this.groups(value.groups, `${place}.groups`, spec), ...this.pages(value.pages, `${place}.pages`, spec)];
    // An element that names a document and lists none of its pages: Mintlify makes a page of each of its endpoints.
    if (value.openapi !== undefined && !entries.length) {
      for (const s of list(value.openapi)) this.apiPages(s, place, entries);
    }
    if (label === 'Docs' && entries.length) this.sidebars[label] = once(entries);
    return entries;
  }

  private groups(value: Data | undefined, place: string, openapi: Data | undefined): SidebarEntry[] {
    if (!Array.isArray(value)) return [];
    return value.flatMap((group, i) => this.group(group, `${place}[${i}]`, openapi, false));
  }

  private group(group: Data, place: string, openapi: Data | undefined, nested: boolean): SidebarEntry[] {
    if (!isRecord(group) || typeof group.group !== 'string') return [];
    if (group.hidden === true) return [];
    const spec = group.openapi ?? openapi;
    const items = this.pages(group.pages, `${place}.pages`, spec);
    if (group.openapi !== undefined && !items.length) for (const s of list(group.openapi)) this.apiPages(s, place, items);
    const root = typeof group.root === 'string' ? { link: { type: 'doc' as const, id: pageId(group.root) } } : {};
    // A group of no name (" ") shows its pages without a heading: they are its section's own, its root page first.
    if (!group.group.trim()) return root.link && !items.includes(root.link.id) ? [root.link.id, ...items] : items;
    // Top-level groups are always open; a nested one is closed unless expanded. Its root page, which Mintlify lists
    // among its pages too, is the category's link.
    return [{ type: 'category', label: group.group, items: items.filter((item) => item !== root.link?.id), collapsed: nested && group.expanded !== true, ...root }];
  }

  private pages(value: Data | undefined, place: string, openapi: Data | undefined): SidebarEntry[] {
    if (!Array.isArray(value)) return [];
    const entries: SidebarEntry[] = [];
    value.forEach((page, i) => {
      if (typeof page === 'string') {
        // An endpoint ("GET /users") of the document in scope: its page, one of those made from the document, where it is listed.
        const endpoint = namedOperation(page);
        if (endpoint) {
          if (openapi === undefined) this.notes.push(`${place}[${i}]: the endpoint "${page}" names no OpenAPI document (openapi of its group or section); left out`);
          else entries.push(this.endpoint(openapi, endpoint, `${place}[${i}]`));
          return;
        }
        entries.push(pageId(page));
      } else if (isRecord(page)) entries.push(...this.group(page, `${place}[${i}]`, openapi, true));
      else if (page instanceof Unreadable) this.notes.push(`${place}[${i}]: ${page.why}`);
    });
    return entries;
  }

  /** The pages made from a document, once in the list: its overview and tags, where it names no endpoints. */
  private apiPages(spec: Data, place: string, entries: SidebarEntry[]): void {
    const reference = this.addApi(spec, place);
    if (!reference || entries.some((e) => typeof e === 'object' && 'label' in e && e.label === (reference.label ?? reference.route))) return;
    entries.push({ type: 'category', label: reference.label ?? reference.route, link: { type: 'doc', id: `${reference.route}/index` }, items: [{ type: 'autogenerated', dirName: reference.route }], collapsed: false });
  }

  /** An endpoint a group lists: the page made of that operation, named by its document's file, its method and its path. */
  private endpoint(spec: Data, { file, route }: { file?: string; route: string }, place: string): string {
    const reference = this.addApi(spec, place);
    if (reference) reference.listed = true;
    const document = file ?? (reference && path.relative(this.root, reference.spec).split(path.sep).join('/'));
    return `openapi:${document ? `${document} ` : ''}${route}`;
  }

  private addApi(spec: Data, place: string): ApiReference | undefined {
    const directory = isRecord(spec) && typeof spec.directory === 'string' ? spec.directory : undefined;
    this.apis.add(spec, `${place}.openapi`, { directory });
    return this.apis.referenceOf(spec);
  }

  /** mint.json: navigation as a list of groups, and tabs that take the groups whose pages are in their folder. */
  mintJson(config: Record<string, Data>): Record<string, SidebarEntry[]> {
    const groups = this.groups(config.navigation, `${this.where} navigation`, undefined);
    const tabs = (Array.isArray(config.tabs) ? config.tabs : []).filter(isRecord).filter((t) => typeof t.name === 'string' && typeof t.url === 'string');
    const tabOf = (entry: SidebarEntry) => {
      const first = firstPage([entry]);
      return tabs.find((t) => first !== undefined && `${first}/`.startsWith(`${String(t.url).replace(/^\/+|\/+$/g, '')}/`));
    };
    const main = groups.filter((g) => !tabOf(g));
    if (main.length) this.sidebars.Docs = once(main);
    for (const tab of tabs) {
      const entries = groups.filter((g) => tabOf(g) === tab);
      if (!entries.length) continue;
      this.sidebars[tab.name as string] = once(entries);
      this.sections.push({ label: tab.name as string, href: pageUrl(firstPage(entries)!) });
    }
    if (this.sections.length && main.length) this.sections.unshift({ label: 'Docs', href: pageUrl(firstPage(main)!) });
    for (const anchor of Array.isArray(config.anchors) ? config.anchors : []) if (isRecord(anchor)) pushLink(this.sections, navLink(anchor.name, anchor.url));
    return this.sidebars;
  }
}

/** A sidebar with each page once, where it is first (Mintlify lists a page in two groups as often as it likes; a sidebar here lists it once). */
function once(entries: SidebarEntry[], seen = new Set<string>()): SidebarEntry[] {
  return entries.flatMap((entry): SidebarEntry[] => {
    if (typeof entry === 'string') return seen.has(entry) ? [] : (seen.add(entry), [entry]);
    if (!('items' in entry) || !Array.isArray(entry.items)) return [entry];
    const link = 'link' in entry && isRecord(entry.link) && entry.link.type === 'doc' ? entry.link.id as string : undefined;
    if (link) seen.add(link);
    return [{ ...entry, items: once(entry.items, seen) } as SidebarEntry];
  });
}

/** A language's locale: its own name for itself as its label ("Français"), its code as its language. */
function localeOf(code: string): Locale {
  const lang = langOf(code);
  return { label: languageName(lang ?? code), ...(lang && { lang }) };
}

/** A page's address on the site, by its id (the base URL is "/"): a folder's index page is the folder's. */
function pageUrl(id: string): string {
  return `/${id.replace(/(^|\/)index$/, '')}`;
}

/** The first page a list of entries shows. */
function firstPage(entries: SidebarEntry[]): string | undefined {
  for (const entry of entries) {
    if (typeof entry === 'string') return entry;
    if ('link' in entry && isRecord(entry.link) && entry.link.type === 'doc') return entry.link.id;
    if ('items' in entry && Array.isArray(entry.items)) {
      const first = firstPage(entry.items);
      if (first) return first;
    }
    if ('dirName' in entry) return entry.dirName;
  }
  return undefined;
}

function pushLink(links: NavLink[], link: NavLink | undefined): void {
  if (link && !links.some((l) => l.href === link.href)) links.push(link);
}

/** The navbar's links: docs.json's navbar.links and its primary button; mint.json's topbarLinks and topbarCtaButton. */
function navbarLinks(config: Record<string, Data>, mintJson: boolean): NavLink[] {
  const links: NavLink[] = [];
  const navbar = isRecord(config.navbar) ? config.navbar : {};
  for (const l of list(mintJson ? config.topbarLinks : navbar.links)) if (isRecord(l)) pushLink(links, navLink(l.label ?? l.name, l.href ?? l.url));
  const primary = mintJson ? config.topbarCtaButton : navbar.primary;
  if (isRecord(primary)) pushLink(links, navLink(primary.type === 'github' ? 'GitHub' : primary.label ?? primary.name, primary.href ?? primary.url));
  return links;
}

const SOCIAL_NAMES: Record<string, string> = { x: 'X', github: 'GitHub', linkedin: 'LinkedIn', youtube: 'YouTube', hacker_news: 'Hacker News', 'hacker-news': 'Hacker News' };

/** The footer's links: its socials (an object of network → URL, or mint.json's list of { type, url }) and docs.json's footer.links. */
function footerLinks(config: Record<string, Data>): NavLink[] {
  const links: NavLink[] = [];
  const footer = isRecord(config.footer) ? config.footer : {};
  const socials = footer.socials ?? config.footerSocials;
  const named = (network: string) => SOCIAL_NAMES[network] ?? network[0].toUpperCase() + network.slice(1);
  if (isRecord(socials)) for (const [network, url] of Object.entries(socials)) pushLink(links, navLink(named(network), url));
  else for (const s of list(socials)) if (isRecord(s) && typeof s.type === 'string') pushLink(links, navLink(named(s.type), s.url));
  for (const column of list(footer.links)) {
    if (isRecord(column)) for (const item of list(column.items)) if (isRecord(item)) pushLink(links, navLink(item.label, item.href));
  }
  return links;
}
