// Which files outside its own folder a source may read: the media a page
// names outside the content folder (outside-media.ts), and the files an
// OpenAPI document's $refs name (openapi/load.ts). One rule for both, so that
// neither a page nor a document (perhaps a third party's) can publish a file
// of the machine that builds it: a file is readable where its real path (its
// links followed) is in the site folder, the project its content folder is
// in, or the git repository the site folder is in.
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * The folders whose files a site's sources may read: the site folder, the project its content folder belongs to (the
 * nearest folder above it with a package.json or a .git: Starlight's src/assets), and the git repository the site folder
 * is in (a monorepo's OpenAPI document beside the docs names schemas beside it).
 */
export function readableFolders(siteRoot: string, contentDir: string): string[] {
  const folders = [siteRoot, projectOf(contentDir), nearestWith(siteRoot, ['.git'])].filter((dir): dir is string => dir !== undefined);
  return [...new Set(folders.map((dir) => path.resolve(dir)))];
}

/**
 * Whether a file may be read: whether it is in one of the folders, its links followed. With `hidden: false`, not a
 * hidden file or one in a hidden folder below them (".env", ".npmrc", ".git/config"). A file that is not there is
 * placed by its folder: whoever reads it says it is missing.
 */
export function readableIn(folders: readonly string[], { hidden = true }: { hidden?: boolean } = {}): (file: string) => boolean {
  const real = folders.map(realPath);
  return (file) => {
    const at = realPath(file);
    return real.some((folder) => {
      const relative = path.relative(folder, at);
      if (!relative || relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return false;
      return hidden || relative.split(path.sep).every((part) => !part.startsWith('.'));
    });
  };
}

/** Where a file leads when it is a link or in a linked folder (a message names it: its reader sees only the path); undefined otherwise. */
export function linkTarget(file: string): string | undefined {
  const real = realPath(file);
  return real === path.resolve(file) ? undefined : real;
}

/** The folder of the project a content folder belongs to: the nearest one above it with a package.json or a .git. */
export function projectOf(contentDir: string): string | undefined {
  return nearestWith(path.dirname(contentDir), ['package.json', '.git']);
}

/** The nearest folder, `dir` or above, that holds one of `names`. */
function nearestWith(dir: string, names: string[]): string | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (names.some((name) => existsSync(path.join(at, name)))) return at;
    if (path.dirname(at) === at) return undefined;
  }
}

/** A path with its links followed; for one that is not there, its nearest folder that is, followed, and the rest as written. */
function realPath(file: string): string {
  const rest: string[] = [];
  for (let at = path.resolve(file); ; at = path.dirname(at)) {
    try {
      return path.join(realpathSync(at), ...rest.reverse());
    } catch {
      if (path.dirname(at) === at) return path.resolve(file);
      rest.push(path.basename(at));
    }
  }
}
