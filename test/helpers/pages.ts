// Page sources and manifests for unit tests, made the way the front matter stage makes them.
import { pageSettings } from '../../src/content/page-settings.ts';
import { buildManifest, type ManifestOptions } from '../../src/routes/manifest.ts';
import type { FrontMatter, PageSource } from '../../src/types.ts';

export function pageSource(file: string, frontMatter: FrontMatter = {}, body = ''): PageSource {
  return { file, frontMatter, settings: pageSettings(frontMatter, () => {}), body, bodyLine: 1, keyLines: {} };
}

export function manifestOf(pages: PageSource[], options: Partial<ManifestOptions> = {}) {
  return buildManifest(pages, { baseUrl: '/docs/', ...options });
}
