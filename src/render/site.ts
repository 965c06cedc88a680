// The site's shared data, and the output files besides the pages themselves:
// the not-found page, the route list for the runtime, the stylesheet and media.
import { contentHash, type Stylesheet } from '../output/assets.ts';
import { GENERATED_DIR } from '../shared/paths.ts';
import { CHUNK_VERSION, type RouteList } from '../shared/chunk.ts';
import { renderPage } from './render.tsx';
import { siteData, sidebarFor, type SiteData } from './data.ts';
import type { PlaceholderValues } from '../placeholders.ts';
import type { AssetFile, OutputFile, RouteManifest, SiteConfig } from '../types.ts';

/**
 * The site data every page shares. Its buildId hashes what the page shell is
 * made of (stylesheet, sidebar tree, settings), so content edits leave it alone
 * while a change to the shell makes chunks of other builds recognisable.
 */
export function sharedSiteData(config: SiteConfig, manifest: RouteManifest, placeholders: PlaceholderValues, stylesheet: Stylesheet): SiteData {
  const shell = { stylesheet: stylesheet.url, nav: manifest.nav, config: { ...config, root: '', configFile: '', contentDir: '', outDir: '' } };
  return siteData(config, placeholders, stylesheet.url, contentHash(JSON.stringify(shell), 12));
}

export interface SiteFilesInput {
  config: SiteConfig;
  manifest: RouteManifest;
  site: SiteData;
  stylesheet: Stylesheet;
  assets: AssetFile[];
  assetUrls: Record<string, string>;
  /** Content paths of the assets that pages use. */
  usedAssets: Set<string>;
}

export function siteFiles({ config, manifest, site, stylesheet, assets, assetUrls, usedAssets }: SiteFilesInput): OutputFile[] {
  const base = config.baseUrl;
  const notFound = renderPage(site, {
    url: `${base}404`, title: 'Page not found', description: '', template: 'not-found', html: '', toc: [],
    sidebar: sidebarFor(manifest.nav, '', '404'),
  });
  const routeList: RouteList = { v: CHUNK_VERSION, buildId: site.buildId, urls: manifest.routes.map((r) => r.url) };
  return [
    { path: `${base.slice(1)}404.html`, contents: notFound.html },
    { path: `${base.slice(1)}${GENERATED_DIR}/routes.json`, contents: JSON.stringify(routeList) },
    stylesheet.file,
    ...assets.filter((a) => usedAssets.has(a.path)).map((a) => ({ path: assetUrls[a.path].slice(1), contents: a.bytes })),
  ];
}
