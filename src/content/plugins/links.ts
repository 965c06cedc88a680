// Turns links between markdown files ("../reference/auth.md#scopes") into site
// URLs, points images and other files next to the markdown at their copies in the
// output, and records every link inside the site for the link check.
import path from 'node:path/posix';
import type { Root } from 'mdast';
import { eachNode } from './each-node.ts';
import { PAGE_FILE } from '../scan.ts';
import type { VFile } from 'vfile';
import type { LinkRef } from '../../types.ts';
import { placeOf, problemsOf, type MarkdownContext } from './context.ts';

/** What the plugin needs to know about the site: same for every page. */
export interface LinkTargets {
  baseUrl: string;
  /** Content path of each markdown file → its URL. */
  pageUrls: Record<string, string>;
  /** Content path of each other file → the URL of its copy. */
  assetUrls: Record<string, string>;
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

export function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const ctx = file.data.markdown as MarkdownContext;
    const refs: LinkRef[] = [];
    const assets = new Set<string>();
    const errors = problemsOf(file);
    eachNode(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
      const raw = node.url;
      if (!raw || EXTERNAL.test(raw)) return;
      const where = placeOf(file, node);
      const [target, hash = ''] = splitHash(raw);
      const ref = (url: string | null): LinkRef => ({ raw, url, hash: decode(hash), ...where });

      if (target === '') { // "#anchor" on this page
        refs.push(ref(ctx.url));
        return;
      }
      if (target.startsWith('/')) { // a site URL, checked when it is under the base URL
        const pathOnly = target.replace(/\?.*$/, '');
        if ((pathOnly + '/').startsWith(ctx.targets.baseUrl)) refs.push(ref(normalizeUrl(decode(pathOnly), ctx.targets.baseUrl)));
        return;
      }
      const contentPath = path.normalize(path.join(path.dirname(where.file), decode(target.replace(/\?.*$/, ''))));
      const asset = ctx.targets.assetUrls[contentPath];
      if (asset) {
        node.url = asset + (hash ? `#${hash}` : '');
        assets.add(contentPath);
      } else if (node.type === 'image') {
        errors.push({ message: `Image not found: ${raw} (content/${contentPath})`, ...where, hint: 'images are looked up relative to the markdown file' });
      } else if (PAGE_FILE.test(contentPath)) {
        const url = ctx.targets.pageUrls[contentPath] ?? null;
        if (url) node.url = url + (hash ? `#${hash}` : '');
        refs.push(ref(url));
      } else { // a relative route, like "../reference/auth"
        const url = normalizeUrl(ctx.targets.baseUrl + contentPath, ctx.targets.baseUrl);
        node.url = url + (hash ? `#${hash}` : '');
        refs.push(ref(url));
      }
    });
    file.data.linkRefs = refs;
    file.data.assets = [...assets];
  };
}

function splitHash(url: string): [string, string?] {
  const i = url.indexOf('#');
  return i < 0 ? [url] : [url.slice(0, i), url.slice(i + 1)];
}

/** "/docs/api/", "/docs/api/index.html" → "/docs/api"; the base URL keeps its slash. */
function normalizeUrl(url: string, baseUrl: string): string {
  const trimmed = url.replace(/\/index\.html$/, '').replace(/\/+$/, '');
  return trimmed + '/' === baseUrl || trimmed === '' ? baseUrl : trimmed;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
