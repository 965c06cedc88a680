// The site.config.ts that docs init writes: every setting of the schema, the
// starter's own set, the others commented out with their default (or, where
// the default is "none", an example). The table is typed by UserConfig, so a
// setting added to the schema without a line here does not compile; a test
// checks that the defaults shown are the ones the build uses.
import type { UserConfig } from '../config-schema.ts';

interface Setting {
  /** What the line is for, for a writer who has not read the README. */
  about: string;
  /** The value, as TypeScript. */
  value: string;
  /** set: the starter's own; default: the value the build uses when the line stays commented out; example: the default is none. */
  kind: 'set' | 'default' | 'example';
}

function settings(name: string): Record<keyof UserConfig, Setting> {
  return {
    productName: { kind: 'set', value: quote(name), about: 'Shown in the navbar, the footer and every page title; {{productName}} in markdown.' },
    tagline: { kind: 'set', value: quote(`Guides and API reference for ${name}`), about: 'One line under the product name on the landing page.' },
    hosts: {
      kind: 'set',
      value: "{\n  base: 'example.com',\n  api: 'api.example.com',\n  admin: 'admin.example.com',\n  docs: 'docs.example.com',\n  marketing: 'www.example.com',\n  dashboard: 'app.example.com',\n}",
      about: 'Host names without scheme: {{hosts.api}} in markdown. `docs` is where the site is published (canonical links, sitemap).',
    },
    navbar: {
      kind: 'set',
      value: "[\n  { label: 'Quickstart', href: '/docs/guides/quickstart' },\n  { label: 'API reference', href: '/docs/reference/tasks' },\n]",
      about: 'Links in the navbar, after the product name: site URLs or absolute ones.',
    },
    footer: {
      kind: 'set',
      value: "[\n  { label: 'Docs', href: '/docs/' },\n  { label: 'Dashboard', href: 'https://{{hosts.dashboard}}' },\n]",
      about: 'Links in the footer.',
    },
    baseUrl: { kind: 'default', value: "'/docs/'", about: 'Where the site lives on its host; pages are written under <outDir>/docs/.' },
    environment: { kind: 'default', value: "'production'", about: '{{environment}} in markdown (DOCS_ENVIRONMENT overrides it).' },
    analyticsKey: { kind: 'default', value: "''", about: 'A Google Analytics 4 key ("G-…"); empty loads no analytics (DOCS_ANALYTICS_KEY overrides it).' },
    copyrightYear: { kind: 'default', value: String(new Date().getFullYear()), about: "The year of the footer's copyright line (default: the current year)." },
    brokenLinks: { kind: 'default', value: "'error'", about: "A link to a missing page fails the build ('error') or only warns ('warn'); docs check fails on both." },
    brokenAnchors: { kind: 'default', value: "'warn'", about: "A link to a missing #anchor on a page that exists only warns ('warn') or fails the build ('error'); docs check fails on both." },
    unknownComponents: { kind: 'default', value: "'warn'", about: "A component tag that is neither built in nor in components: its content shows in a labelled box with a warning ('warn'), or it fails the build ('error')." },
    unclosedContainers: { kind: 'default', value: "'warn'", about: "A :::container never closed ends with its page, with a warning ('warn'), or fails the build ('error')." },
    pageCode: { kind: 'default', value: "'warn'", about: "Code in an MDX page that pages do not run ({name} of no constant, an import of a module) shows as written, with a warning ('warn'), or fails the build ('error')." },
    progressDelayMs: { kind: 'default', value: '1000', about: 'How long a page change may take before a progress bar shows, in ms.' },
    versions: {
      kind: 'example',
      value: "[\n  { id: 'v2', label: 'v2 (latest)' },\n  { id: 'v1', label: 'v1', contentDir: 'versions/v1' },\n]",
      about: 'Versions of the docs, the current one first, each older one from its own folder (default: one version).',
    },
    locales: {
      kind: 'example',
      value: "{\n  root: { label: 'English', lang: 'en' },\n  fr: { label: 'Français', lang: 'fr' },\n}",
      about: 'Translations: the root locale at the base URL, each other one from its folder (default: content/<id>) under /<id>/, with a language menu (default: none; a site has versions or locales, not both).',
    },
    editUrl: { kind: 'example', value: "'https://git.example.com/acme/docs/edit/main/content/'", about: 'An "Edit this page" link on every page: this URL, then the file\'s path in content/ (default: none).' },
    repositoryUrl: { kind: 'example', value: "'https://git.example.com/acme/docs/blob/HEAD/'", about: 'Where the repository\'s files are on the web: a link from a page out of content/ to a file of the project ("../src/index.ts") goes there (default: such a link is broken).' },
    contentDir: { kind: 'default', value: "'content'", about: 'The markdown folder.' },
    outDir: { kind: 'default', value: "'dist'", about: 'The output folder (docs build --out overrides it).' },
    cacheDir: { kind: 'default', value: "'node_modules/.cache/docs'", about: 'Where docs build keeps parsed pages between builds.' },
    llms: { kind: 'default', value: 'true', about: 'llms.txt, llms-full.txt and a .md copy of every page for language models, and a "Copy page" button on every page; false: none.' },
    openapi: { kind: 'example', value: "[{ spec: 'api/openapi.yaml', route: 'api/reference' }]", about: 'API reference pages made from OpenAPI documents (3.1, 3.0, Swagger 2.0): a page per tag, operation and schema under route (default: none).' },
    allowedHosts: { kind: 'example', value: "['docs.test']", about: 'Host names docs serve answers besides localhost and IP addresses (default: none); true for any.' },
    sidebar: {
      kind: 'example',
      value: "[\n  'guides/quickstart',\n  { label: 'Reference', items: [{ type: 'autogenerated', dirName: 'reference' }] },\n]",
      about: 'The sidebar in your order: pages by id or path, groups, links, folders (default: made from the content folders).',
    },
    partials: { kind: 'example', value: "['**/_*.md']", about: 'Content files that are included by pages, not pages themselves (default: none).' },
    aliases: { kind: 'example', value: "{ '@assets': 'assets' }", about: 'Path aliases, as a tsconfig names folders: markdown may write @assets/shot.png in images, links and imports (default: none).' },
    attributeDelimiters: { kind: 'example', value: "['%{', '}%']", about: 'The delimiters of a heading\'s custom id where they are not { and }: "## Title %{#title}%", as VitePress\'s markdown.attrs sets them (default: none).' },
    redirects: { kind: 'example', value: "{ '/docs/old-guide': '/docs/guides/quickstart' }", about: 'Addresses that moved, each to where it leads now: links to an old one lead to the new one, and the build writes a page there that sends readers on (default: none).' },
    staticDir: { kind: 'example', value: "'static'", about: 'A folder copied as it is under the base URL: static/img/logo.png is /docs/img/logo.png (default: none).' },
    generatedIndex: { kind: 'default', value: 'true', about: 'A folder without index.md gets an index page listing its pages; false: its sidebar label links to its first page.' },
    components: { kind: 'example', value: '{}', about: 'React components that pages use by tag name: { Highlight } for <Highlight>, imported from .tsx files beside this one (default: none).' },
  };
}

/** A string as a single-quoted TypeScript literal. */
export function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

export interface ConfigFileOptions {
  /** The product's name. */
  name: string;
  /** Which lines are written as code rather than comments (tests set them all). */
  active?: (kind: Setting['kind'], key: string) => boolean;
}

export function configFile({ name, active = (kind) => kind === 'set' }: ConfigFileOptions): string {
  const lines = Object.entries(settings(name)).map(([key, setting]) => {
    const code = `${key}: ${setting.value},`.split('\n').map((line) => `  ${active(setting.kind, key) ? '' : '// '}${line}`);
    return [`  // ${setting.about}`, ...code].join('\n');
  });
  return [
    '// The settings of this docs site. Every setting is here: the starter set a few;',
    '// the others are commented out, showing their default or an example.',
    "import { defineConfig } from 'docs';",
    '',
    'export default defineConfig({',
    lines.join('\n\n'),
    '});',
    '',
  ].join('\n');
}
