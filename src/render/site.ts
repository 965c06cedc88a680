// Renders the whole site into output files: a page and a chunk per route, the
// not-found page, the route list for the runtime, the stylesheet and the media.
import { contentHash, type Stylesheet } from '../output/assets.ts';
import { routeToChunkUrl, routeToHtmlFile, GENERATED_DIR } from '../shared/paths.ts';
import { CHUNK_VERSION, type RouteList } from '../shared/chunk.ts';
import { renderPage } from './render.tsx';
import { pageData, siteData, sidebarFor } from './data.ts';
import type { PlaceholderValues } from '../placeholders.ts';
import type { AssetFile, OutputFile, ParsedPage, RouteManifest, SiteConfig } from '../types.ts';

export interface RenderSiteInput {
  config: SiteConfig;
  manifest: RouteManifest;
  parsed: ParsedPage[];
  placeholders: PlaceholderValues;
  stylesheet: Stylesheet;
  assets: AssetFile[];
  assetUrls: Record<string, string>;
  onProgress?: (done: number, total: number) => void;
}

/** The build of the page shell: what every page shares. Content edits leave it alone. */
export function shellBuildId(input: RenderSiteInput): string {
  const { config, manifest, stylesheet } = input;
  const shared = { stylesheet: stylesheet.url, nav: manifest.nav, config: { ...config, root: '', configFile: '', contentDir: '', outDir: '' } };
  return contentHash(JSON.stringify(shared), 12);
}

export function renderSite(input: RenderSiteInput): OutputFile[] {
  const { config, manifest, parsed } = input;
  const buildId = shellBuildId(input);
  const site = siteData(config, input.placeholders, input.stylesheet.url, buildId);
  const orderIndex = new Map(manifest.order.map((url, i) => [url, i]));
  const files: OutputFile[] = [];
  const base = config.baseUrl;

  parsed.forEach((page, i) => {
    const route = manifest.byFile.get(page.file)!;
    const { html, chunk } = renderPage(site, pageData(route, page.html, page.headings, manifest, orderIndex));
    files.push({ path: routeToHtmlFile(route.route, base), contents: html });
    files.push({ path: routeToChunkUrl(route.route, base).slice(1), contents: JSON.stringify(chunk) });
    input.onProgress?.(i + 1, parsed.length);
  });

  const notFound = renderPage(site, {
    url: `${base}404`, title: 'Page not found', description: '', template: 'not-found', html: '', toc: [],
    sidebar: sidebarFor(manifest.nav, '', '404'),
  });
  files.push({ path: `${base.slice(1)}404.html`, contents: notFound.html });

  const routeList: RouteList = { v: CHUNK_VERSION, buildId, urls: manifest.routes.map((r) => r.url) };
  files.push({ path: `${base.slice(1)}${GENERATED_DIR}/routes.json`, contents: JSON.stringify(routeList) });
  files.push(input.stylesheet.file);

  const used = new Set(parsed.flatMap((p) => p.assets));
  for (const asset of input.assets) {
    if (used.has(asset.path)) files.push({ path: input.assetUrls[asset.path].slice(1), contents: asset.bytes });
  }
  return files;
}
