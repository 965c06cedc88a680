// The version menu, and the language menu of a site whose versions are its
// locales: for a page of one version, where the same page is in each version
// (or, where it is missing, that version's first page). One map lookup a
// version: no walk of the pages.
import type { DocsVersion, RouteManifest } from '../types.ts';

export interface VersionLink {
  id: string;
  label: string;
  url: string;
  current: boolean;
  /** The language of that version's pages (hreflang). */
  lang: string;
  /** The same page is in that version (a translation), rather than its first page. */
  same: boolean;
}

export interface VersionedManifest {
  version: DocsVersion;
  manifest: RouteManifest;
}

/** The menu of a page of `versions[at]` at `route`; undefined when the docs have one version. */
export function versionMenu(versions: VersionedManifest[], at: number, route: string): VersionLink[] | undefined {
  if (versions.length < 2) return undefined;
  return versions.map(({ version, manifest }, i) => {
    const same = manifest.byUrl.get(version.baseUrl + route);
    const first = manifest.byUrl.get(version.baseUrl) ?? manifest.byUrl.get(manifest.order[0]);
    return { id: version.id, label: version.label, url: (same ?? first)?.url ?? version.baseUrl, current: i === at, lang: version.lang, same: same !== undefined };
  });
}
