// Part of stage 2 (reading the content folder): the media files that pages name
// by a relative path leading out of the content folder. Starlight keeps images
// in src/assets, beside src/content/docs: `![Shot](../../assets/shot.png)`.
// Such a file joins the content's files under its path from the content folder
// ("../assets/shot.png"), so that it is copied and linked as one beside the
// markdown is (output/assets.ts, plugins/links.ts). Only media are taken
// (images, video, audio, captions, PDF), and only from the folders readable.ts
// allows: a page cannot publish a key file by naming it.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { PAGE_FILE } from './scan.ts';
import { readableFolders, readableIn } from './readable.ts';
import type { AssetFile, ContentTree, SourceFile } from '../types.ts';

/** The kinds of file a page may show from outside the content folder. */
const MEDIA = /\.(png|jpe?g|gif|webp|avif|svg|ico|bmp|mp4|webm|ogv|ogg|mov|mp3|wav|m4a|flac|vtt|pdf)$/i;

/**
 * A relative path that goes up, where markdown or HTML names a file: a link or image destination, a definition, an
 * src, poster or href; or where front matter names an image (a hero's `file: ../../assets/logo.svg`, `image:`).
 */
const UP_PATH = /(?:\]\(\s*<?|\]:[ \t]*<?|\s(?:src|poster|href)=["']?|(?:^|[\s{,])(?:file|src|image|light|dark):[ \t]*["']?)((?:\.\/)?(?:\.\.\/)+[^\s)"'<>?#,}]+)/gim;

/** The paths, from the content folder, of the media a page names outside it ("../assets/shot.png"). */
export function outsidePaths(file: SourceFile): string[] {
  if (file.text.indexOf('../') === -1) return [];
  const found: string[] = [];
  for (const match of file.text.matchAll(UP_PATH)) {
    let written = match[1];
    try {
      written = decodeURI(written);
    } catch {
      // Written with a stray "%": taken as it is.
    }
    const contentPath = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), written));
    if (contentPath.startsWith('../') && MEDIA.test(contentPath) && !PAGE_FILE.test(contentPath)) found.push(contentPath);
  }
  return found;
}

/** Finds a file's contents read earlier by its key (its real path, time and size), or reads it (reuse.ts keeps them). */
export type Remember = (key: string, read: () => Buffer) => Buffer;

/**
 * The content's files with the media its pages name outside the content folder
 * (`named`: each page's outsidePaths; the same tree when they name none). A
 * path that is no file, or not in the folders a site may read (readable.ts), is
 * left to the markdown stage, which reports the image as not found. Nothing watches
 * these files: each build looks at them again, and reads one again only when
 * its time or size changed.
 */
export function withOutsideMedia(tree: ContentTree, named: readonly string[][], contentDir: string, siteRoot: string, remember: Remember): ContentTree {
  const wanted = new Set(named.flat());
  if (wanted.size === 0) return tree;
  const readable = readableIn(readableFolders(siteRoot, contentDir));
  const assets: AssetFile[] = [];
  for (const contentPath of [...wanted].sort()) {
    const abs = path.resolve(contentDir, contentPath);
    try {
      const real = realpathSync(abs);
      const stats = statSync(real);
      if (!readable(real) || !stats.isFile()) continue;
      assets.push({ path: contentPath, bytes: remember(`${real}\0${stats.mtimeMs}\0${stats.size}`, () => readFileSync(real)) });
    } catch {
      // Not there (or not readable): the page's image is reported as not found.
    }
  }
  return assets.length ? { ...tree, assets: [...tree.assets, ...assets] } : tree;
}
