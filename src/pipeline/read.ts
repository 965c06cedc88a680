// Stages 2 to 5, for one version of the docs: scan the content folder, parse
// front matter, build the route manifest, splice includes and placeholders in.
// Each step reuses what the cache holds for the files that did not change.
import path from 'node:path';
import { SiteError, inFolder } from '../errors.ts';
import { Remembered, sameParts } from '../remember.ts';
import { scanContent } from '../content/scan.ts';
import { lastCommitDates } from '../content/git-dates.ts';
import { parseFrontMatter } from '../content/frontmatter.ts';
import { expandPage } from '../content/expand.ts';
import type { ContentFiles } from '../content/snippets.ts';
import { buildManifest, firstHeading } from '../routes/manifest.ts';
import { readCategories } from '../routes/categories.ts';
import { assetUrls } from '../output/assets.ts';
import type { VersionedManifest } from '../routes/versions.ts';
import type { PlaceholderValues } from '../placeholders.ts';
import type { BuildCache } from '../cache.ts';
import type { AssetFile, ContentTree, DocsVersion, ExpandedPage, PageSource, RouteManifest, SiteConfig, SourceFile, Timer } from '../types.ts';

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
export async function readVersion(version: DocsVersion, config: SiteConfig, placeholders: PlaceholderValues, { time, cache, used, changed, staticFiles, drafts }: {
  time: Timer; cache: BuildCache; used: BuildCache; changed?: Set<string>;
  /** The files of the static folder, by path in it. */
  staticFiles: Set<string>;
  /** Pages marked draft are built too (docs serve). */
  drafts?: boolean;
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
  const media = assetUrls(content.assets, version.baseUrl);
  const categories = readCategories(content.assets);
  errors.push(...categories.errors);
  // Compared part by part: the parts of unchanged pages are the same strings as last time.
  const signature = [JSON.stringify([version, config.versions, config.partials, config.generatedIndex, drafts, [...categories.categories], media, [...staticFiles]]), ...sources.map(routeSignature)];
  const known = cache.manifests.get(version.contentDir);
  const { manifest, errors: routeErrors, notes: routeNotes } = known && sameParts(known.signature, signature) ? known : await time('manifest', () => buildManifest(sources, {
    baseUrl: version.baseUrl, versions: config.versions, sidebar: version.sidebar, configFile: config.configFile, categories: categories.categories,
    media, staticFiles, partials: config.partials, drafts, generatedIndex: config.generatedIndex,
  }));
  used.manifests.set(version.contentDir, { signature, manifest, errors: routeErrors, notes: routeNotes });
  errors.push(...routeErrors);
  notes.push(...routeNotes);

  const placeholderSignature = JSON.stringify([...placeholders]);
  const contentFolder = path.relative(config.root, version.contentDir).split(path.sep).join('/');
  const expanded: ExpandedPage[] = await time('expand', () => {
    const byFile = new Map<string, PageSource>(sources.map((s) => [s.file, s]));
    const files: ContentFiles = new Map([...content.markdown, ...content.assets].map((f) => [f.path, f]));
    // The generated index pages are pages like any other from here on.
    return [...sources, ...manifest.generated].filter((s) => manifest.byFile.has(s.file)).map((source) => {
      const key = `${version.contentDir}\0${source.file}`;
      const url = manifest.byFile.get(source.file)!.url;
      const cached = cache.expanded.get(key);
      const fresh = cached && cached.source === source && cached.url === url && cached.placeholders === placeholderSignature && cached.errors.length === 0
        && cached.page.includes.every((f, i) => byFile.get(f) === cached.deps[i])
        && cached.snippets.every(([f, file]) => sameFile(files.get(f), file));
      const entry = fresh ? cached : (() => {
        const { page, errors: found, notes: noted, snippets } = expandPage(source, url, { sources: byFile, placeholders, files, contentFolder });
        return { source, url, placeholders: placeholderSignature, page, errors: found, notes: noted, deps: page.includes.map((f) => byFile.get(f)), snippets: snippets.map((f) => [f, files.get(f)!] as const) };
      })();
      used.expanded.set(key, entry);
      errors.push(...entry.errors);
      notes.push(...entry.notes);
      return entry.page;
    });
  });
  const gitDates = await datesRead;
  used.gitDates.set(version.contentDir, gitDates);
  const dates = withOwnDates(gitDates, manifest);
  return { version, manifest, content, expanded, dates, media, errors: errors.map((e) => inFolder(e, version.contentDir)), notes: notes.map((e) => inFolder(e, version.contentDir)) };
}

const routeSignatures = new Remembered<PageSource, string>();

/** What a page's route and sidebar entry come from: its path, its front matter (and the lines of its keys, for messages) and a leading "# heading". */
function routeSignature(source: PageSource): string {
  return routeSignatures.get(source, [], () => JSON.stringify([source.file, source.frontMatter, source.keyLines, source.frontMatter.title ?? firstHeading(source.body)]));
}

const ownDatesOfManifests = new Remembered<RouteManifest, Map<string, string>>();

/** Git's last-commit dates, where front matter says otherwise (last_update, lastUpdated) with its own date, or none. */
function withOwnDates(gitDates: Map<string, string>, manifest: RouteManifest): Map<string, string> {
  return ownDatesOfManifests.get(manifest, [gitDates], () => {
    const own = manifest.routes.filter((r) => r.settings.lastUpdate !== undefined);
    if (own.length === 0) return gitDates;
    const dates = new Map(gitDates);
    for (const route of own) {
      const update = route.settings.lastUpdate;
      if (update === false) dates.delete(route.file);
      else if (update?.date) dates.set(route.file, update.date);
    }
    return dates;
  });
}

/** A snippet file read by an earlier build is unchanged: the same object (a rebuild rereads only changed files) or the same contents. */
function sameFile(now: SourceFile | AssetFile | undefined, before: SourceFile | AssetFile): boolean {
  if (now === before) return true;
  if (!now) return false;
  return 'text' in now ? 'text' in before && now.text === before.text : 'bytes' in before && now.bytes.equals(before.bytes);
}
