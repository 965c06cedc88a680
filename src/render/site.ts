// The site's shared data, and the output files besides the pages themselves:
// the not-found page and chunk, the route list for the runtime, the stylesheet,
// the runtime, the headers file and the media.
import { contentHash, type Stylesheet } from '../output/assets.ts';
import type { ClientBundle } from '../output/bundle.ts';
import { GENERATED_DIR, notFoundChunkUrl } from '../shared/paths.ts';
import { CHUNK_VERSION, type RouteList } from '../shared/chunk.ts';
import { renderPage } from './render.tsx';
import { contentSecurityPolicy, headersFile } from './csp.ts';
import { siteData, sidebarFor, type SiteData } from './data.ts';
import type { PlaceholderValues } from '../placeholders.ts';
import type { AssetFile, OutputFile, RouteManifest, SiteConfig } from '../types.ts';

/**
 * The site data every page shares. Its buildId hashes what the page shell is
 * made of (stylesheet, runtime, sidebar tree, settings), so content edits leave
 * it alone while a chunk of a build with another shell is recognisable.
 */
export function sharedSiteData(config: SiteConfig, manifest: RouteManifest, placeholders: PlaceholderValues, stylesheet: Stylesheet, client: ClientBundle): SiteData {
  const assets = {
    cssUrl: stylesheet.url,
    scriptUrl: client.scriptUrl,
    headScript: client.headScript,
    csp: contentSecurityPolicy([client.headScriptHash], config.analyticsKey !== ''),
  };
  const shell = { assets, nav: manifest.nav, config: { ...config, root: '', configFile: '', contentDir: '', outDir: '' } };
  return siteData(config, placeholders, assets, contentHash(JSON.stringify(shell), 12));
}

export interface SiteFilesInput {
  config: SiteConfig;
  manifest: RouteManifest;
  site: SiteData;
  stylesheet: Stylesheet;
  client: ClientBundle;
  assets: AssetFile[];
  assetUrls: Record<string, string>;
  /** Content paths of the assets that pages use. */
  usedAssets: Set<string>;
}

export function siteFiles({ config, manifest, site, stylesheet, client, assets, assetUrls, usedAssets }: SiteFilesInput): OutputFile[] {
  const base = config.baseUrl;
  const notFound = renderPage(site, {
    url: `${base}404`, route: '', title: 'Page not found', description: '', template: 'not-found', html: '', toc: [],
    sidebar: sidebarFor(manifest.nav, '', '404'),
  });
  const routeList: RouteList = { v: CHUNK_VERSION, buildId: site.buildId, urls: manifest.routes.map((r) => r.url) };
  return [
    { path: `${base.slice(1)}404.html`, contents: notFound.html },
    { path: notFoundChunkUrl(base).slice(1), contents: JSON.stringify(notFound.chunk) },
    { path: `${base.slice(1)}${GENERATED_DIR}/routes.json`, contents: JSON.stringify(routeList) },
    { path: '_headers', contents: headersFile(base, site.csp, GENERATED_DIR) },
    stylesheet.file,
    client.file,
    ...assets.filter((a) => usedAssets.has(a.path)).map((a) => ({ path: assetUrls[a.path].slice(1), contents: a.bytes })),
  ];
}
