// The files `docs init --from` writes: site.config.ts, which points at the
// other tool's folders (relative paths) and says what was carried over, and
// site-components.tsx, a stand-in for each of the site's own components.
import path from 'node:path';
import { FLAVOUR_NAMES, type ApiReference, type Flavour, type Intake, type SiteComponent } from './intake.ts';
import { quote } from '../config-file.ts';

export const COMPONENTS_FILE = 'site-components.tsx';

/** A path from the site folder, with "/", for the config. */
function from(site: string, file: string): string {
  const rel = path.relative(site, file).split(path.sep).join('/') || '.';
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** Why the files a site leaves out are no pages, by its tool. */
const EXCLUDED_WHY: Partial<Record<Flavour, string>> = {
  vitepress: 'srcExclude leaves these out of the pages',
  docusaurus: 'the pages its OpenAPI plugin wrote are made from the document instead',
  starlight: 'the pages its OpenAPI plugin wrote are made from the document instead',
  mintlify: 'Mintlify leaves these out (a repository\'s README.md and the like, and .mintignore\'s)',
};

export function siteConfigText(intake: Intake, site: string, components: SiteComponent[]): string {
  /** The config's entries of API references: the documents from the site folder, their problems warnings (the other tool checked nothing). */
  const apiEntries = (apis: ApiReference[]) => apis.map((a) => ({ spec: from(site, a.spec), route: a.route, ...(a.label && { label: a.label }), ...(a.pages && { pages: a.pages }), strict: false }));
  const lines: string[] = [];
  const set = (about: string | undefined, key: string, value: unknown) => {
    if (value === undefined) return;
    if (about) lines.push(`  // ${about}`);
    lines.push(`  ${key}: ${literal(value, '  ')},`);
  };
  const origin = intake.configFile ? ` (${from(site, intake.configFile)})` : ` in ${from(site, intake.contentDir)}`;
  set(undefined, 'productName', intake.productName ?? 'Docs');
  set(undefined, 'tagline', intake.tagline);
  set('Where the site lives on its host.', 'baseUrl', intake.baseUrl);
  if (intake.docsHost) set('Where the site is published (canonical links, sitemap).', 'hosts', { docs: intake.docsHost });
  set('The pages stay where they are: nothing was copied.', 'contentDir', from(site, intake.contentDir));
  if (intake.staticDir) set('Files served as they are, under the base URL.', 'staticDir', from(site, intake.staticDir));
  set(undefined, 'editUrl', intake.editUrl);
  set(intake.repositoryUrl && 'Links out of the content folder to the project\'s files ("../src/index.ts") go to the repository, from package.json.', 'repositoryUrl', intake.repositoryUrl);
  if (intake.navbar.length) set(undefined, 'navbar', intake.navbar);
  if (intake.footer.length) set(undefined, 'footer', intake.footer);
  const partials = [...intake.partials, ...intake.excluded];
  if (partials.length) {
    const why = [intake.partials.length && (intake.flavour === 'mintlify' ? 'the snippets folder holds the partials of Mintlify\'s pages' : `files whose name starts with "_" are partials for ${FLAVOUR_NAMES[intake.flavour]}`), intake.excluded.length && EXCLUDED_WHY[intake.flavour]].filter(Boolean).join('; ');
    set(`Files that are no pages: ${why}.`, 'partials', partials);
  }
  const aliases = Object.fromEntries(Object.entries(intake.aliases).map(([name, dir]) => [name, from(site, dir)]));
  if (Object.keys(aliases).length) set('Path aliases ("@assets/shot.png" in images, links and imports).', 'aliases', aliases);
  set(intake.attributeDelimiters && 'A heading\'s custom id is written between these: "## Title %{#title}%".', 'attributeDelimiters', intake.attributeDelimiters);
  if (intake.locales) {
    const locales = Object.fromEntries(Object.entries(intake.locales).map(([id, l]) => [id, {
      ...l, ...(l.contentDir && { contentDir: from(site, l.contentDir) }), ...(l.openapi && { openapi: apiEntries(l.openapi) }),
    }]));
    set('Translations: the root pages at the base URL, each other language from its folder, under /<id>/.', 'locales', locales);
  }
  if (intake.versions.length && !intake.locales) {
    set('Versions: the current docs first, then each older one from its own folder.', 'versions', [
      { id: 'current', label: intake.currentLabel ?? 'Current' },
      ...intake.versions.map((v) => ({ id: v.id, label: v.label, contentDir: from(site, v.contentDir), ...(v.sidebar && { sidebar: v.sidebar }) })),
    ]);
  }
  if (Object.keys(intake.redirects).length) set('Addresses that moved, as the site had them: each leads to the new one.', 'redirects', intake.redirects);
  set(intake.brokenLinks && `${FLAVOUR_NAMES[intake.flavour]} built the site whatever its links lead to: a broken link is a warning here until you set 'error'.`, 'brokenLinks', intake.brokenLinks);
  if (intake.openapi.length) {
    set('API references made from the OpenAPI documents the site had; their problems are warnings until you set strict: true.', 'openapi', apiEntries(intake.openapi));
  }
  if (intake.sidebar) {
    const about = Array.isArray(intake.sidebar) ? 'The sidebar, as the site had it.'
      : Object.keys(intake.sidebar).every((k) => k.startsWith('/')) ? 'The sidebars by path: a page shows the one of the longest path its route starts with.'
        : 'The named sidebars: a page shows the one that lists it.';
    set(about, 'sidebar', intake.sidebar);
  }
  if (components.length) {
    lines.push(`  // Stand-ins for the site's own components (${COMPONENTS_FILE} says where each original is).`);
    lines.push(`  components: { ${components.map((c) => c.name).join(', ')} },`);
  }
  const notes = intake.notes.length
    ? ['', '// Not carried over (it could not be read without running the code, or this site has no such thing):', ...intake.notes.map((n) => `// - ${n.replace(/\n/g, ' ')}`)]
    : [];
  return [
    `// The settings of the ${FLAVOUR_NAMES[intake.flavour]} site${origin}, made by docs init --from.`,
    '// Every setting is described in the README of docs ("Configuration").',
    "import { defineConfig } from 'docs';",
    ...(components.length ? [`import { ${components.map((c) => c.name).join(', ')} } from './${COMPONENTS_FILE}';`] : []),
    '',
    'export default defineConfig({',
    ...lines,
    '});',
    ...notes,
    '',
  ].join('\n');
}

export function componentsText(components: SiteComponent[], site: string): string {
  const stubs = components.map((c) => {
    const original = c.file ? from(site, c.file) : `${c.request} (not found)`;
    const pages = c.pages.length === 1 ? c.pages[0] : `${c.pages[0]} and ${c.pages.length - 1} more`;
    return [
      `// The original: ${original}, used by ${pages}.`,
      `export const ${c.name} = standIn(${quote(c.name)});`,
    ].join('\n');
  });
  return [
    "// Stand-ins for the site's own components, made by docs init --from: each",
    '// shows what a page puts inside it, in a box labelled with its name. Replace',
    '// one with a React component that does what the original does (the comment',
    '// above it says where that is); its attributes are its props.',
    "import type { ReactNode } from 'react';",
    '',
    'function standIn(name: string) {',
    '  const StandIn = ({ children }: { children?: ReactNode }) => (',
    '    <div className="component-stub" data-component={name} role="group" aria-label={`${name} (stand-in)`}>{children}</div>',
    '  );',
    '  StandIn.displayName = name;',
    '  return StandIn;',
    '}',
    '',
    stubs.join('\n\n'),
    '',
  ].join('\n');
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A value as a TypeScript literal: single-quoted strings, bare keys where they can be, short lists on one line. */
export function literal(value: unknown, indent: string): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    const parts = value.map((v) => literal(v, inner));
    const one = `[${parts.join(', ')}]`;
    return one.length + indent.length < 100 && !one.includes('\n') ? one : `[\n${parts.map((p) => `${inner}${p},`).join('\n')}\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (!entries.length) return '{}';
    const parts = entries.map(([k, v]) => `${IDENTIFIER.test(k) ? k : quote(k)}: ${literal(v, inner)}`);
    const one = `{ ${parts.join(', ')} }`;
    return one.length + indent.length < 100 && !one.includes('\n') ? one : `{\n${parts.map((p) => `${inner}${p},`).join('\n')}\n${indent}}`;
  }
  return 'undefined';
}
