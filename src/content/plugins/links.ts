// Turns links to pages, written however writers write them (routes/resolve.ts
// says how: files, folders, ids, routes, site paths), into site URLs; points
// images and other files next to the markdown at their copies in the output,
// and site paths of the static folder at the base URL (raw HTML's src and href too); records every link
// inside the site for the link check.
import path from 'node:path/posix';
import { existsSync } from 'node:fs';
import type { Root } from 'mdast';
import { eachNode } from '../blocks/each-node.ts';
import { PAGE_FILE } from '../scan.ts';
import { API_PART_PREFIX, anchorName, apiLinkKey, pointedName, toolLinkName, webAddress } from '../api-parts.ts';
import { decode, normalizeUrl, resolvePage, staticPath, unalias, type PageLookup } from '../../routes/resolve.ts';
import { followRedirects } from '../../routes/redirects.ts';
import type { VFile } from 'vfile';
import type { LinkRef, LinkTargets } from '../../types.ts';
import { placeOf, problemsOf, type MarkdownContext } from '../blocks/context.ts';
import { guessAmong } from '../../errors.ts';

export type { LinkTargets };

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
const ONE_PAGE_ANCHOR = /^(?:\.\/|\.\/index\.html|index\.html)#/;

export function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const ctx = file.data.markdown as MarkdownContext;
    const { baseUrl } = ctx.targets;
    const site = lookupOf(ctx.targets);
    const refs: LinkRef[] = [];
    const assets = new Set<string>();
    const errors = problemsOf(file);
    const staticBase = ctx.targets.staticBase ?? baseUrl;
    /** An image that is no file of the site: beside the markdown ("./a.png"), or in the static folder ("/img/a.png"). */
    const missingImage = (written: string, where: { file: string; line: number; column?: number }, contentPath?: string) => {
      const what = contentPath === undefined ? `${decode(written).replace(/[?#].*$/, '')} is no file of the static folder` : `content/${contentPath}`;
      errors.push({ message: `Image not found: ${written} (${what})`, ...where, hint: IMAGE_HINT });
    };
    eachNode(tree, (node, index, parent) => {
      if (node.type === 'html' && HTML_FILE.test(node.value)) {
        node.value = filesInHtml(node.value, (asWritten, attribute, element) => {
          const where = placeOf(file, node);
          const written = unalias(asWritten, where.file, ctx.targets.aliases) ?? asWritten;
          // The page shows the file (a value with braces is another tool's template, left as written).
          const shows = attribute !== 'href' && MEDIA_ELEMENTS.has(element) && !/[{}]/.test(written);
          if (!written.startsWith('/')) {
            const contentPath = path.normalize(path.join(path.dirname(where.file), decode(written)));
            const asset = own(ctx.targets.assetUrls, contentPath);
            if (asset) assets.add(contentPath);
            else if (shows && !PAGE_FILE.test(contentPath)) missingImage(written, where, contentPath);
            return asset;
          }
          if (site.staticFiles.has(staticPath(decode(written), staticBase, baseUrl))) return staticBase + staticPath(written, staticBase, baseUrl);
          if (shows) missingImage(written, where);
          return undefined;
        });
      }
      if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
      // An OpenAPI document written for a viewer that shows it on one page names that page too: "./#tag/…" (Okta's),
      // "index.html#operation/…" (Lob's) are "#tag/…", "#operation/…" there.
      if (ONE_PAGE_ANCHOR.test(node.url) && placeOf(file, node).at !== undefined) node.url = node.url.slice(node.url.indexOf('#'));
      const raw = node.url;
      if (raw && node.type !== 'image' && raw.startsWith(API_PART_PREFIX)) return apiLink(node, raw, placeOf(file, node));
      // A document written for Redoc or Square links its operations, tags and schemas so in its descriptions: to their pages, where the site has them.
      const named = raw && node.type !== 'image' ? toolLinkName(raw) : undefined;
      if (named && ctx.targets.openapi) {
        if (own(ctx.targets.openapi, apiLinkKey(named))) return apiLink(node, named, placeOf(file, node));
        // One that names what no document has (an operationId renamed since): said as such, unless the page has an element of that id.
        if (!(raw.startsWith('#') && (file.data.ids as string[] | undefined)?.includes(decode(raw.slice(1))))) {
          unknownToolLink(raw, named, placeOf(file, node));
          // The reader sees its words, not a link to nowhere.
          if (node.type === 'link') parent.children.splice(index, 1, ...node.children);
          return;
        }
      }
      if (!raw || EXTERNAL.test(raw)) return;
      const where = placeOf(file, node);
      const [written, hash = ''] = splitHash(raw);
      const target = unalias(written, where.file, ctx.targets.aliases) ?? written;
      const withHash = (url: string) => url + (hash ? `#${hash}` : '');
      const ref = (url: string | null, notPage?: LinkRef['notPage']): LinkRef => ({ raw, url, hash: decode(hash), ...where, ...(notPage && { notPage }) });

      const wanted = decode(target.replace(/\?.*$/, ''));
      const absolute = wanted.startsWith('/');
      const contentPath = absolute ? '' : path.normalize(path.join(path.dirname(where.file), wanted));
      // A place in an OpenAPI document, by its file and a JSON pointer: the page that shows it.
      const pointed = ctx.targets.openapi && !absolute && (target !== '' || hash.startsWith('/')) ? pointedName(target === '' ? where.file : contentPath, decode(hash)) : undefined;
      const pointedTo = pointed && own(ctx.targets.openapi!, pointed);
      if (pointedTo) return toApiPage(node, pointedTo, raw, where);
      if (target === '') { // "#anchor" on this page
        // In an OpenAPI document's text, an anchor on no element of the page may name an operation or a schema (see anchorName).
        const onPage = !hash || (file.data.ids as string[] | undefined)?.includes(decode(hash));
        const named = where.at !== undefined && !onPage ? own(ctx.targets.openapi ?? {}, anchorName(decode(hash))) : undefined;
        if (named) return toApiPage(node, named, raw, where);
        refs.push(ref(ctx.url));
        return;
      }
      // A document's text written for its own site (the entry's linkBase): its relative links lead there.
      const writtenFor = where.text ? own(ctx.targets.apiLinkBases ?? {}, where.file) : undefined;
      if (writtenFor !== undefined) {
        node.url = webAddress(raw, writtenFor) ?? raw;
        return;
      }
      const underBase = absolute && (wanted + '/').startsWith(baseUrl);
      // A file: beside the markdown, or in the static folder.
      const asset = absolute ? undefined : own(ctx.targets.assetUrls, contentPath);
      if (asset) {
        node.url = withHash(asset);
        assets.add(contentPath);
        return;
      }
      // The static folder is served at the site's base URL, an older version's pages too.
      const inStatic = absolute ? staticPath(wanted, staticBase, baseUrl) : undefined;
      if (inStatic !== undefined && site.staticFiles.has(inStatic)) {
        node.url = withHash(staticBase + inStatic + (/\?.*$/.exec(target)?.[0] ?? ''));
        return;
      }
      if (node.type === 'image') {
        missingImage(raw, where, absolute ? undefined : contentPath);
        return;
      }
      // Out of the content folder to a file of the project ("../source/index.ts"), as GitHub shows it: the repository's page of it.
      const repository = ctx.targets.repository;
      if (repository && contentPath.startsWith('../')) {
        const onDisk = path.resolve(repository.contentDir, contentPath);
        const inProject = path.relative(repository.root, onDisk);
        if (!inProject.startsWith('..') && !path.isAbsolute(inProject) && existsSync(onDisk)) {
          node.url = withHash(repository.url + inProject.split('/').map(encodeURIComponent).join('/'));
          return;
        }
      }
      const url = resolvePage(wanted, { file: where.file, url: ctx.url }, site);
      // A site with locales: "/fr/guides/intro/", written from the site's root (Starlight, VitePress), is locale fr's page under the site's base URL.
      const locales = ctx.targets.locales;
      const inSite = !url && absolute && locales && !(wanted + '/').startsWith(locales.siteBase) && locales.ids.includes(wanted.split('/')[1]) ? locales.siteBase + wanted.slice(1) : undefined;
      const siteUrl = inSite === undefined ? undefined : resolvePage(inSite, { file: where.file, url: ctx.url }, site) ?? normalizeUrl(inSite, locales!.siteBase);
      const toPage = url ?? siteUrl ?? (underBase ? normalizeUrl(wanted, baseUrl) : undefined);
      // A page of another version or locale has another sidebar and chunks: the runtime loads it in full.
      if (toPage !== undefined && ctx.targets.innerBases?.some((b) => (toPage + '/').startsWith(b))) node.data = { ...node.data, hProperties: { ...(node.data as { hProperties?: object } | undefined)?.hProperties, 'data-full-load': '' } };
      // An address that moved (the config's redirects): the link leads where it moved now, and is checked there.
      const oldUrl = url || siteUrl !== undefined || !ctx.targets.redirects ? undefined
        : underBase ? normalizeUrl(wanted, baseUrl)
        : !absolute && !contentPath.startsWith('../') && !PAGE_FILE.test(contentPath) ? normalizeUrl(baseUrl + contentPath, baseUrl) : undefined;
      const moved = oldUrl !== undefined ? followRedirects(ctx.targets.redirects, withHash(oldUrl), { baseUrl, isPage: site.hasUrl }) : undefined;
      if (moved && !moved.circle) {
        node.url = moved.to;
        const [to, toHash = ''] = splitHash(moved.to);
        if (!EXTERNAL.test(to)) refs.push({ ...ref(to), hash: decode(toHash) });
      } else if (url) {
        node.url = withHash(url);
        refs.push(ref(url));
      } else if (siteUrl !== undefined) { // another locale's page (or none: checked against every locale)
        node.url = withHash(siteUrl);
        refs.push(ref(siteUrl));
      } else if (underBase) { // checked, to report it with the closest page
        refs.push(ref(normalizeUrl(wanted, baseUrl)));
      } else if (absolute) { // outside the base URL: another site on the same host
        return;
      } else if (contentPath.startsWith('../')) {
        // Out of the content folder, where no page is (a relative link in an OpenAPI document kept elsewhere, written
        // for the site it was made for): left as written, not made a URL of this site from the build machine's folders.
        refs.push(ref(null, 'outside'));
      } else if (PAGE_FILE.test(contentPath)) {
        refs.push(ref(null, own(ctx.targets.notPages ?? {}, contentPath)));
      } else { // a relative route that is no page: the URL it would be, for the check's message
        const guess = normalizeUrl(baseUrl + contentPath, baseUrl);
        node.url = withHash(guess);
        refs.push(ref(guess));
      }
    });
    /** "openapi:listLeases", "openapi:schema/Lease#properties", "openapi:tag/Leases": the page of an OpenAPI document's operation, schema or tag. */
    function apiLink(node: { url: string }, raw: string, where: { file: string; line: number; column?: number }) {
      const [name, hash = ''] = splitHash(raw);
      const found = own(ctx.targets.openapi ?? {}, apiLinkKey(name));
      if (!found) {
        errors.push({ message: `No page documents ${name}`, ...where, hint: 'write openapi: then an operationId, openapi:schema/ then a component schema\'s name, or openapi:tag/ then a tag\'s name, of a document in "openapi" of site.config.ts that has pages (an entry with pages: "none" has none: link to the page that includes it; one it marks x-internal: true has none, unless its entry has internal: true)' });
        return;
      }
      toApiPage(node, found, raw, where, hash);
    }
    function unknownToolLink(raw: string, named: string, where: { file: string; line: number; column?: number }) {
      const [, kind, name] = /^openapi:(?:(tag|schema)\/)?(.*)$/.exec(named)!;
      const what = kind === 'tag' ? 'tag' : kind === 'schema' ? 'schema' : 'operation';
      const prefix = API_PART_PREFIX + (kind ? `${kind}/` : '');
      const alike = { keys: () => Object.keys(ctx.targets.openapi!).filter((key) => key.startsWith(prefix) && (kind !== undefined || !key.includes('/'))).map((key) => key.slice(prefix.length)) };
      const guess = guessAmong(name, alike);
      errors.push({
        message: `Broken link: ${raw} names the ${what} "${name}", which no OpenAPI document of the site has`, ...where, kind: 'broken-link',
        hint: guess ? `did you mean "${guess}"?` : `name one of the ${what}s of a document in "openapi" of site.config.ts`,
      });
    }
    /** A link to the page of an OpenAPI document's operation, schema or tag: its URL and anchor as the table holds them, or the link's own anchor. */
    function toApiPage(node: { url: string }, found: string, raw: string, where: { file: string; line: number; column?: number }, hash = '') {
      const [url, anchor = ''] = splitHash(found);
      node.url = url + (hash || anchor ? `#${hash || anchor}` : '');
      refs.push({ raw, url, hash: decode(hash || anchor), ...where });
    }
    file.data.linkRefs = refs;
    file.data.assets = [...assets];
  };
}

/** The elements whose src (or poster) the page shows: a missing file is reported. */
const MEDIA_ELEMENTS = new Set(['img', 'video', 'audio', 'source', 'track']);

const IMAGE_HINT = 'images and videos are looked up relative to the markdown file, or in the static folder for a path that starts with "/"';

/** An src, poster or href of raw HTML, as written: the path (not a URL of another site), then its query and hash. */
const HTML_FILE_PATH = /(\s(src|poster|href)=)(["'])(?![a-z][a-z0-9+.-]*:|\/\/|#)([^"'?#]+)([^"']*)\3/gi;
const HTML_FILE = /\s(?:src|poster|href)=/i;
/** The name of the tag that starts where it is set to look. */
const TAG_NAME = /<([a-z][a-z0-9-]*)/iy;

/**
 * Raw HTML's src, poster and href that name files of the site, pointed at their
 * copies under the base URL: a file beside the page ("../images/logo.svg",
 * "./clip.mp4"), or of the static folder ("/img/logo.png", written for a site
 * at "/"). `copy` gives the copy's URL, or undefined; it is told the attribute
 * (lower case) and the element's name (lower case).
 */
function filesInHtml(html: string, copy: (written: string, attribute: string, element: string) => string | undefined): string {
  return html.replace(HTML_FILE_PATH, (whole, attribute: string, name: string, quote: string, written: string, rest: string, offset: number) => {
    TAG_NAME.lastIndex = Math.max(0, html.lastIndexOf('<', offset));
    const element = TAG_NAME.exec(html)?.[1].toLowerCase() ?? '';
    const url = copy(written, name.toLowerCase(), element);
    return url === undefined ? whole : `${attribute}${quote}${url}${rest}${quote}`;
  });
}

type SiteLookup = PageLookup & { staticFiles: Set<string> };
const lookups = new WeakMap<LinkTargets, SiteLookup>();

/** The site's pages as resolvePage asks for them: made once per set of targets (per worker), not per page. */
function lookupOf(targets: LinkTargets): SiteLookup {
  let lookup = lookups.get(targets);
  if (!lookup) {
    const urls = new Set(Object.values(targets.pageUrls));
    const ids = targets.ids ?? {};
    lookup = {
      baseUrl: targets.baseUrl,
      file: (p) => own(targets.pageUrls, p),
      id: (id) => own(ids, id),
      hasUrl: (url) => urls.has(url),
      staticFiles: new Set(targets.staticFiles),
    };
    lookups.set(targets, lookup);
  }
  return lookup;
}

/** A record's own value ("constructor.md" is a file name, not Object's constructor). */
function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function splitHash(url: string): [string, string?] {
  const i = url.indexOf('#');
  return i < 0 ? [url] : [url.slice(0, i), url.slice(i + 1)];
}
