// What a build can reuse from an earlier one. In memory, `docs serve` and
// `docs build --watch` keep everything between rebuilds; on disk, `docs build`
// keeps the markdown stage's results, the costly part, between runs
// (markdown-store.ts).
//
// Entries are content-addressed: a key hashes everything the result depends on
// (the generator's own code included), so a stale entry is never found, and the
// cache can never make the output differ from a cold build.
import { hash } from './hash.ts';
import { Remembered } from './remember.ts';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fromPackage } from './package-root.ts';
import type { PageJob } from './pages/job.ts';
import type { ParsedFrontMatter } from './content/frontmatter.ts';
import type { SiteError } from './errors.ts';
import type { AssetFile, ContentTree, ExpandedPage, OutputFile, PageSource, ParsedPage, RouteManifest, SiteConfig, SourceFile } from './types.ts';

export interface RenderedPage {
  html: string;
  chunk: string;
}

export interface BuildCache {
  /** The config of the last build, reused while site.config.ts is not among the changed files. */
  config?: SiteConfig;
  /** The content of each version, by content folder. */
  content: Map<string, ContentTree>;
  /** Front matter by content folder and file, with the text it was parsed from. */
  frontMatter: Map<string, { text: string } & ParsedFrontMatter>;
  /** Last-commit dates by content folder; docs serve asks git once, when it starts. */
  gitDates: Map<string, Map<string, string>>;
  /** Each version's manifest, with what it was built from: reused while that is the same. */
  manifests: Map<string, { signature: string[]; manifest: RouteManifest; errors: SiteError[]; notes: SiteError[] }>;
  /** Expanded pages, with the sources they were made of: reused while those are the same objects. */
  expanded: Map<string, {
    source: PageSource; deps: (PageSource | undefined)[]; url: string; placeholders: string; page: ExpandedPage; errors: SiteError[]; notes: SiteError[];
    /** The files of the page's snippet imports, as they were read. */
    snippets: (readonly [string, SourceFile | AssetFile])[];
  }>;
  /** Markdown results, by markdownKey. */
  markdown: Map<string, ParsedPage>;
  /** Rendered pages, by renderKey (kept in memory only). */
  rendered: Map<string, RenderedPage>;
  /** Each version's search files, by the key of what they were built from (see pipeline/render.ts). */
  search: Map<string, OutputFile[]>;
  /** The search files each version had last, by base URL: what docs serve keeps while it builds new ones. */
  lastSearch: Map<string, OutputFile[]>;
}

export function createCache(): BuildCache {
  return { content: new Map(), frontMatter: new Map(), gitDates: new Map(), manifests: new Map(), expanded: new Map(), markdown: new Map(), rendered: new Map(), search: new Map(), lastSearch: new Map() };
}

let fingerprint: string | undefined;

/**
 * The generator's code that decides a page's markdown result: its markdown
 * stage, its search index and the installed packages. A cache written by any other is ignored.
 */
export function generatorFingerprint(): string {
  if (fingerprint) return fingerprint;
  const files = ['src/content', 'src/search'].flatMap((dir) => readdirSync(fromPackage(dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))).sort();
  files.push(fromPackage('src/shared/search.ts'), fromPackage('src/html.ts'), fromPackage('src/render/components.ts'));
  const parts = files.map((f) => readFileSync(f, 'utf8'));
  for (const lock of ['package-lock.json', 'package.json']) {
    try {
      parts.push(readFileSync(fromPackage(lock), 'utf8'));
    } catch {
      // Installed without a lock file: the package versions come from package.json.
    }
  }
  return (fingerprint = hash(...parts));
}

// An expanded page or a page job that a rebuild reused is the same object: its key is not hashed again.
const keysOfPages = new Remembered<ExpandedPage, string>();

/** Everything a page's markdown result depends on: its text and where it came from, and the site's URLs. */
export function markdownKey(page: ExpandedPage, targetsKey: string): string {
  return keysOfPages.get(page, [targetsKey], () => hash(generatorFingerprint(), targetsKey, page.file, page.url, JSON.stringify(page.segments), page.text));
}

const keysOfJobs = new Remembered<PageJob, string>();

/** Everything a rendered page depends on besides its markdown: the shell (buildId) and the page's place in the site. */
export function renderKey(mdKey: string, buildId: string, job: PageJob): string {
  return keysOfJobs.get(job, [mdKey, buildId], () => hash(mdKey, buildId, JSON.stringify([job.route, job.sidebar, job.prev, job.next, job.versions, job.updated])));
}

export function targetsKey(targets: unknown): string {
  return hash(JSON.stringify(targets));
}
