// Stage 4: every page's route, decided by its file path and front matter,
// before any markdown is parsed. Checks that no two files claim one route.
import path from 'node:path/posix';
import { SiteError } from '../errors.ts';
import { GENERATED_DIR, routeToUrl } from '../shared/paths.ts';
import { buildNav, humanize } from './nav.ts';
import { pageName } from '../content/scan.ts';
import type { DocsVersion, PageSource, Route, RouteManifest } from '../types.ts';

/**
 * `version` gives the base URL; in the current version (the first of `versions`),
 * a route may not start with the id of an older one, whose pages live there.
 */
export function buildManifest(pages: PageSource[], version: Pick<DocsVersion, 'baseUrl'>, versions: Pick<DocsVersion, 'id' | 'baseUrl'>[] = []): { manifest: RouteManifest; errors: SiteError[] } {
  const reserved = new Set(version.baseUrl === versions[0]?.baseUrl ? versions.slice(1).map((v) => v.id) : []);
  const errors: SiteError[] = [];
  const byUrl = new Map<string, Route>();
  const byFile = new Map<string, Route>();
  for (const page of pages) {
    const route = toRoute(page, version.baseUrl);
    const taken = byUrl.get(route.url);
    if (taken) {
      errors.push(new SiteError(`Two files claim the route ${route.url}: content/${taken.file} and content/${page.file}`, {
        file: page.file,
        line: page.frontMatter.slug ? 1 : undefined,
        hint: 'rename one of them, or give one a different "slug" in its front matter',
      }));
      continue;
    }
    const first = route.route.split('/')[0];
    if (first === GENERATED_DIR || reserved.has(first)) {
      const what = first === GENERATED_DIR ? 'generated files' : `the pages of version ${first}`;
      errors.push(new SiteError(`The route ${route.url} is reserved for ${what}`, { file: page.file, hint: `rename the file or folder "${first}"` }));
      continue;
    }
    byUrl.set(route.url, route);
    byFile.set(page.file, route);
  }
  const routes = [...byUrl.values()];
  const { nav, order } = buildNav(routes);
  return { manifest: { routes, byUrl, byFile, nav, order }, errors };
}

function toRoute(page: PageSource, baseUrl: string): Route {
  const { frontMatter: fm, file } = page;
  const route = fileToRoute(file, fm.slug);
  const name = pageName(file);
  const title = fm.title ?? firstHeading(page.body) ?? humanize(name === 'index' ? path.basename(path.dirname(file)) : name);
  return {
    route,
    url: routeToUrl(route, baseUrl),
    file,
    title,
    description: fm.description ?? '',
    sidebarLabel: fm.sidebar_label ?? title,
    sidebarPosition: fm.sidebar_position,
    template: fm.template ?? 'doc',
    listed: fm.sidebar !== false && fm.template !== 'landing',
  };
}

/**
 * "api/reference/auth.md" → "api/reference/auth"; "api/index.md" (or .mdx) → "api".
 * A slug replaces the file's name ("v2" → "api/reference/v2"), or the whole
 * route when it starts with "/".
 */
export function fileToRoute(file: string, slug?: string): string {
  const dir = path.dirname(file) === '.' ? [] : path.dirname(file).split('/');
  const name = pageName(file);
  const parts = slug === undefined ? [...dir, name] : slug.startsWith('/') ? slug.split('/') : [...dir, ...slug.split('/')];
  if (slug === undefined && name === 'index') parts.pop();
  return parts.filter((p) => p !== '').map(safeSegment).join('/');
}

/**
 * A file name made safe as a URL segment and a folder name: letters, digits,
 * "_", "-" and inner dots; anything else becomes "-". Never "." or "..", never
 * empty, never "~" (chunk file names use it).
 */
export function safeSegment(name: string): string {
  const safe = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_.-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '');
  return safe || 'untitled';
}

/** The text of the body's first line when it is a "# heading" (leading blank lines aside). */
export function firstHeading(body: string): string | undefined {
  const match = /^\s*#[ \t]+(.+?)[ \t#]*$/m.exec(body.slice(0, 2000));
  if (!match || body.slice(0, match.index).trim() !== '') return undefined;
  return match[1].replace(/[*_`]/g, '').trim() || undefined;
}
