// The data every page of a version shares, and the output files besides the
// pages themselves: per version, the not-found chunk and the full sidebar; for
// the whole site, the 404 page, the stylesheet, the runtime and the headers file.
import { escapeHtml } from '../html.ts';
import type { Stylesheet } from '../output/assets.ts';
import { contentHash, hash } from '../hash.ts';
import { keyOf, keyOfData, type Reuse } from '../reuse.ts';
import type { ClientBundle } from '../output/bundle.ts';
import { GENERATED_DIR, notFoundChunkUrl } from '../shared/paths.ts';
import { renderPage } from './render.tsx';
import type { RenderedPage } from '../cache.ts';
import { contentSecurityPolicy, headersFile, type PagePolicy } from './csp.ts';
import { siteData, type SiteData } from './data.ts';
import { indexNav, localSidebar, sidebarFiles } from './sidebar.ts';
import type { PlaceholderValues } from '../placeholders.ts';
import type { DocsVersion, OutputFile, RouteManifest, SiteConfig } from '../types.ts';

export interface Shell {
  stylesheet: Stylesheet;
  client: ClientBundle;
  /** docs serve's live-reload script. */
  devScriptUrl?: string;
}

/**
 * The site data every page of a version shares. Its buildId hashes what the
 * page shell is made of (stylesheet, runtime, settings), so content edits leave
 * it alone while a chunk of a build with another shell is recognisable. The
 * sidebar is not part of it: pages carry their own part of it (and their render
 * keys say which), and the full tree is in files of its own.
 */
export function sharedSiteData(config: SiteConfig, version: DocsVersion, placeholders: PlaceholderValues, { stylesheet, client, devScriptUrl }: Shell, results: Reuse): SiteData {
  const configKey = keyOf('config', config, [], () => keyOfData(config));
  const shellKey = hash(configKey, stylesheet.url, client.scriptUrl, client.headScriptHash, devScriptUrl ?? '', version.id);
  return results.get('site', shellKey, () => {
    const assets = {
      devScriptUrl,
      cssUrl: stylesheet.url,
      scriptUrl: client.scriptUrl,
      headScript: client.headScript,
      csp: contentSecurityPolicy([client.headScriptHash], config.analyticsKey !== ''),
    };
    const { productName, tagline, baseUrl, environment, analyticsKey, hosts, copyrightYear, navbar, footer, progressDelayMs, llms } = config;
    const settings = { productName, tagline, baseUrl, environment, analyticsKey, hosts, copyrightYear, navbar, footer, progressDelayMs, llms };
    const shell = { assets, version: { id: version.id, label: version.label, baseUrl: version.baseUrl }, settings };
    return siteData(config, version, placeholders, assets, contentHash(JSON.stringify(shell), 12));
  });
}

/** The key of everything a site data holds: part of every page's key. */
export function siteKey(site: SiteData): string {
  return keyOf('site', site, [], () => keyOfData(site));
}

export interface VersionFiles {
  /** The not-found page (the current version's is the site's 404.html). */
  notFound: RenderedPage;
  /** The not-found chunk and the full sidebar's files. */
  files: OutputFile[];
  sitemap: string;
}

/** What one version has besides its pages, made again only when its routes or the site data changed (not on a text edit in docs serve). */
export function versionFiles(site: SiteData, manifest: RouteManifest, routesKey: string, results: Reuse): VersionFiles {
  return results.get('version files', `${routesKey}\0${siteKey(site)}`, () => {
    const base = site.baseUrl;
    const notFound = renderNotFound(site, manifest);
    const files = [{ path: notFoundChunkUrl(base).slice(1), contents: notFound.chunk }, ...sidebarFiles(manifest.sidebars ?? [manifest.nav], base)];
    return { notFound, files, sitemap: sitemap(site, manifest) };
  });
}

function renderNotFound(site: SiteData, manifest: RouteManifest): RenderedPage {
  const { html, chunk } = renderPage(site, {
    url: `${site.baseUrl}404`, route: '', title: 'Page not found', description: '', template: 'not-found', html: '', toc: [],
    sidebar: localSidebar(indexNav(manifest.nav), undefined, site.baseUrl),
  });
  return { html, chunk: JSON.stringify(chunk) };
}

/**
 * The files of the whole site, from the current version: the 404 page, the sitemap, robots.txt, the headers file (with the pages of
 * every version that have a policy of their own), the stylesheet, the runtime and the search module. robots.txt names the sitemap of
 * each of `sitemapBases` (the locales' base URLs: each other locale writes its own; default: the current version's).
 */
export function sharedFiles(site: SiteData, current: VersionFiles, shell: Shell, sandboxed: readonly string[], policies: readonly PagePolicy[] = [], sitemapBases: string[] = [site.baseUrl]): OutputFile[] {
  const base = site.baseUrl;
  return [
    { path: `${base.slice(1)}sitemap.xml`, contents: current.sitemap },
    { path: 'robots.txt', contents: `User-agent: *\nAllow: /\n\n${sitemapBases.map((b) => `Sitemap: ${site.origin}${b}sitemap.xml\n`).join('')}` },
    { path: `${base.slice(1)}404.html`, contents: current.notFound.html },
    { path: '_headers', contents: headersFile(base, site.csp, GENERATED_DIR, sandboxed, policies) },
    shell.stylesheet.file,
    ...shell.client.files,
  ];
}

/** The pages a reader may land on from a search engine: every page but the unlisted ones and those hidden with `sidebar: false` (drafts and partials are no pages). */
function sitemap(site: SiteData, manifest: RouteManifest): string {
  const urls = manifest.routes.filter((r) => r.settings.inSitemap).map((r) => `  <url><loc>${escapeHtml(site.origin + encodeURI(r.url))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
