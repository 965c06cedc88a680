// Stages 2 to 5, for one version of the docs: scan the content folder, parse
// front matter, build the route manifest, splice includes and placeholders in.
// Each step reuses what the cache holds for the files that did not change.
import { SiteError, inFolder } from '../errors.ts';
import { Remembered, sameParts } from '../remember.ts';
import { scanContent } from '../content/scan.ts';
import { lastCommitDates } from '../content/git-dates.ts';
import { parseFrontMatter } from '../content/frontmatter.ts';
import { expandPage } from '../content/expand.ts';
import type { ContentFiles } from '../content/snippets.ts';
import { buildManifest, firstHeading } from '../routes/manifest.ts';
import { assetUrls } from '../output/assets.ts';
import type { VersionedManifest } from '../routes/versions.ts';
import type { PlaceholderValues } from '../placeholders.ts';
import type { BuildCache } from '../cache.ts';
import type { AssetFile, ContentTree, DocsVersion, ExpandedPage, PageSource, SiteConfig, SourceFile, Timer } from '../types.ts';

export type ReadVersion = VersionedManifest & {
  content: ContentTree;
  expanded: ExpandedPage[];
  media: Record<string, string>;
  /** Content path → when it was last committed. */
  dates: Map<string, string>;
  errors: SiteError[];
  notes: SiteError[];
};

/**
 * Stages 2 to 5 for one version: scan, front matter, manifest, includes and
 * placeholders. Each reuses what the cache holds for files that did not change.
 */
export async function readVersion(version: DocsVersion, config: SiteConfig, placeholders: PlaceholderValues, { time, cache, used, changed }: {
  time: Timer; cache: BuildCache; used: BuildCache; changed?: Set<string>;
}): Promise<ReadVersion> {
  const errors: SiteError[] = [];
  const notes: SiteError[] = [];
  const previous = cache.content.get(version.contentDir);
  // git runs while the files are read and their front matter parsed; the dates are needed only at the end.
  const datesRead = Promise.resolve((changed && cache.gitDates.get(version.contentDir)) || lastCommitDates(version.contentDir));
  const content = await time('scan', () => scanContent(version.contentDir, previous && changed ? { previous, changed } : undefined));
  used.content.set(version.contentDir, content);

  const sources = await time('front matter', () => content.markdown.map((file) => {
    const key = `${version.contentDir}\0${file.path}`;
    const cached = cache.frontMatter.get(key);
    const entry = cached?.text === file.text ? cached : { text: file.text, ...parseFrontMatter(file, placeholders) };
    used.frontMatter.set(key, entry);
    errors.push(...entry.errors);
    notes.push(...entry.notes);
    return entry.page;
  }));
  // Compared part by part: the parts of unchanged pages are the same strings as last time.
  const signature = [JSON.stringify([version, config.versions]), ...sources.map(routeSignature)];
  const known = cache.manifests.get(version.contentDir);
  const { manifest, errors: routeErrors } = known && sameParts(known.signature, signature) ? known : await time('manifest', () => buildManifest(sources, version, config.versions));
  used.manifests.set(version.contentDir, { signature, manifest, errors: routeErrors });
  errors.push(...routeErrors);

  const placeholderSignature = JSON.stringify([...placeholders]);
  const expanded: ExpandedPage[] = await time('expand', () => {
    const byFile = new Map<string, PageSource>(sources.map((s) => [s.file, s]));
    const files: ContentFiles = new Map([...content.markdown, ...content.assets].map((f) => [f.path, f]));
    return sources.filter((s) => manifest.byFile.has(s.file)).map((source) => {
      const key = `${version.contentDir}\0${source.file}`;
      const url = manifest.byFile.get(source.file)!.url;
      const cached = cache.expanded.get(key);
      const fresh = cached && cached.source === source && cached.url === url && cached.placeholders === placeholderSignature && cached.errors.length === 0
        && cached.page.includes.every((f, i) => byFile.get(f) === cached.deps[i])
        && cached.snippets.every(([f, file]) => sameFile(files.get(f), file));
      const entry = fresh ? cached : (() => {
        const { page, errors: found, notes: noted, snippets } = expandPage(source, url, { sources: byFile, placeholders, files });
        return { source, url, placeholders: placeholderSignature, page, errors: found, notes: noted, deps: page.includes.map((f) => byFile.get(f)), snippets: snippets.map((f) => [f, files.get(f)!] as const) };
      })();
      used.expanded.set(key, entry);
      errors.push(...entry.errors);
      notes.push(...entry.notes);
      return entry.page;
    });
  });
  const dates = await datesRead;
  used.gitDates.set(version.contentDir, dates);
  return { version, manifest, content, expanded, dates, media: assetUrls(content.assets, version.baseUrl), errors: errors.map((e) => inFolder(e, version.contentDir)), notes: notes.map((e) => inFolder(e, version.contentDir)) };
}

const routeSignatures = new Remembered<PageSource, string>();

/** What a page's route and sidebar entry come from: its path, its front matter and a leading "# heading". */
function routeSignature(source: PageSource): string {
  return routeSignatures.get(source, [], () => JSON.stringify([source.file, source.frontMatter, source.frontMatter.title ?? firstHeading(source.body)]));
}

/** A snippet file read by an earlier build is unchanged: the same object (a rebuild rereads only changed files) or the same contents. */
function sameFile(now: SourceFile | AssetFile | undefined, before: SourceFile | AssetFile): boolean {
  if (now === before) return true;
  if (!now) return false;
  return 'text' in now ? 'text' in before && now.text === before.text : 'bytes' in before && now.bytes.equals(before.bytes);
}
