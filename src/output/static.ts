// The static folder of the config (staticDir): files copied as they are, at
// their own path under the base URL (static/img/logo.png is /docs/img/logo.png),
// for what writers link by a fixed site path: images, PDFs, downloads.
import { SiteError } from '../errors.ts';
import { GENERATED_DIR } from '../shared/paths.ts';
import type { ContentTree, OutputFile } from '../types.ts';

/** What the build writes itself at the top of the base URL: a static file may not take its place. */
const WRITTEN_BY_THE_BUILD = new Set(['index.html', '404.html', 'sitemap.xml']);

export interface StaticFolder {
  /** Paths in the static folder ("img/logo.png"). */
  paths: Set<string>;
  files: OutputFile[];
  errors: SiteError[];
  notes: SiteError[];
}

export function staticFolder(tree: ContentTree, dir: string, baseUrl: string): StaticFolder {
  const errors: SiteError[] = [...tree.errors ?? []];
  const files: OutputFile[] = [];
  const paths = new Set<string>();
  for (const file of [...tree.assets.map((a) => ({ path: a.path, contents: a.bytes })), ...tree.markdown.map((m) => ({ path: m.path, contents: m.text }))]) {
    if (file.path.split('/')[0] === GENERATED_DIR || WRITTEN_BY_THE_BUILD.has(file.path)) {
      errors.push(new SiteError(`The static file ${file.path} would replace a file the build writes (${baseUrl}${file.path})`, { file: `${dir}/${file.path}`, hint: 'rename or move it' }));
      continue;
    }
    files.push({ path: baseUrl.slice(1) + file.path, contents: file.contents });
    paths.add(file.path);
  }
  return { paths, files, errors, notes: tree.notes ?? [] };
}
