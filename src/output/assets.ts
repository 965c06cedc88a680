// The files a site needs besides its pages: the theme's stylesheet and the
// files next to the markdown (images), all named by their content hash so
// that hosts can cache them forever.
import { readFile } from 'node:fs/promises';
import { contentHash } from '../hash.ts';
import path from 'node:path/posix';
import { fromPackage } from '../package-root.ts';
import { GENERATED_DIR } from '../shared/paths.ts';
import type { AssetFile, OutputFile } from '../types.ts';

const STYLESHEET = fromPackage('templates/styles.css');

export interface Stylesheet {
  url: string;
  file: OutputFile;
}

export async function loadStylesheet(baseUrl: string): Promise<Stylesheet> {
  const css = await readFile(STYLESHEET, 'utf8');
  const rel = `${GENERATED_DIR}/assets/style.${contentHash(css)}.css`;
  return { url: baseUrl + rel, file: { path: baseUrl.slice(1) + rel, contents: css } };
}

/** Where each content file (not markdown) will be served: "/docs/_/media/diagram.3f2a1b9c0d.png". */
export function assetUrls(assets: AssetFile[], baseUrl: string): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const asset of assets) {
    const ext = path.extname(asset.path);
    const name = path.basename(asset.path, ext).replace(/[^\w-]+/g, '-') || 'file';
    urls[asset.path] = `${baseUrl}${GENERATED_DIR}/media/${name}.${contentHash(asset.bytes)}${ext.replace(/[^\w.]/g, '')}`;
  }
  return urls;
}
