// An image that front matter names (og:image, a hero's image, a feature's
// icon): a URL, a file of the static folder ("/img/card.png"), or a file
// beside the page, whose copy's URL the media map gives.
import path from 'node:path/posix';
import { staticPath } from './resolve.ts';
import { parentDir } from './names.ts';

export interface ImagePlaces {
  baseUrl: string;
  /** Where the static folder is served (the current version's base URL). */
  staticBase: string;
  media: Record<string, string>;
  staticFiles: Set<string>;
}

export const IMAGE_PLACES_HINT = 'a path relative to the page, a file of the static folder ("/img/card.png"), or a URL';

/** The image's URL, and its content path when it is a file beside the page (to copy); undefined when it is none of those. */
export function siteImage(image: string, pageFile: string, { baseUrl, staticBase, media, staticFiles }: ImagePlaces): { url: string; asset?: string } | undefined {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(image)) return { url: image };
  if (image.startsWith('/')) {
    const rest = staticPath(image, staticBase, baseUrl);
    return staticFiles.has(rest) ? { url: staticBase + rest } : undefined;
  }
  const contentPath = path.normalize(path.join(parentDir(pageFile), image));
  return Object.hasOwn(media, contentPath) ? { url: media[contentPath], asset: contentPath } : undefined;
}
