// How a page names a part of an OpenAPI document (src/openapi/) in an include or
// a link: "openapi:listLeases", "openapi:schema/Lease" (and, in a link only, a
// tag's page: "openapi:tag/Leases"). The content stages only recognise the
// names; the OpenAPI source makes the parts and their pages.
import { slug } from './markdown-text.ts';
import { decode } from '../routes/resolve.ts';

export const API_PART_PREFIX = 'openapi:';
const TAG = `${API_PART_PREFIX}tag/`;

export function isApiPart(name: string): boolean {
  return name.startsWith(API_PART_PREFIX);
}

/**
 * An operation named by its method and path ("GET /users/{id}"), a webhook by its name ("webhook orderUpdated"), after
 * the file of its document where the page names one ("openapi.json GET /users", "/v2/openapi.yaml POST /users"), as
 * Mintlify's pages name theirs: the file (as written) and the operation's route ("GET /users/{id}", "WEBHOOK orderUpdated").
 */
export function namedOperation(name: string): { file?: string; route: string } | undefined {
  const m = /^(?:(\S+\.(?:json|ya?ml)) +)?(get|put|post|delete|options|head|patch|trace|query|webhook) +(\S.*)$/i.exec(name.trim());
  return m ? { ...(m[1] && { file: m[1] }), route: `${m[2].toUpperCase()} ${m[3].trim()}` } : undefined;
}

/**
 * The operation or schema a page's front matter says it documents, as Mintlify's pages say it: `openapi: GET /users`
 * (or an operationId), `openapi-schema: User` (either after its document's file), as the name of its part.
 */
export function frontMatterPart(frontMatter: Record<string, unknown> | undefined): { name: string; key: string } | undefined {
  const operation = frontMatter?.openapi;
  if (typeof operation === 'string' && operation.trim()) return { name: API_PART_PREFIX + operation.trim(), key: 'openapi' };
  const schema = frontMatter?.['openapi-schema'];
  if (typeof schema === 'string' && schema.trim()) return { name: `${API_PART_PREFIX}schema/${schema.trim()}`, key: 'openapi-schema' };
  return undefined;
}

/**
 * An operation included as the first thing of a page's body: the page's title stands for the operation's summary,
 * and its sections are the page's own (## Query parameters), not one level below a second heading of that name.
 */
export function atPageTop(name: string): string {
  return `${name}${AT_PAGE_TOP}`;
}

export const AT_PAGE_TOP = '#top';

/** A link's name as the table of OpenAPI links holds it: a tag by its name as a slug ("openapi:tag/Domain-Records" is "openapi:tag/domain-records"). */
export function apiLinkKey(name: string): string {
  return name.startsWith(TAG) ? TAG + slug(name.slice(TAG.length)) : name;
}

/**
 * A link as documents written for another tool's site name an operation, a tag or a schema in their descriptions, as
 * the name of what it goes to ("openapi:listLeases", "openapi:tag/Leases", "openapi:schema/Lease"): Redoc's
 * ("#operation/listLeases", "#tag/Leases", "#tag/Leases/operation/listLeases") and Square's ("api-endpoint:Leases-ListLeases",
 * its tag before the operationId; "api:Leases"; "entity:Lease").
 */
export function toolLinkName(href: string): string | undefined {
  const op = /^(?:#(?:tag\/[^/]+\/)?operation\/|api-endpoint:[^-/]+-)([^/]+)$/.exec(href);
  if (op) return API_PART_PREFIX + decode(op[1]);
  const tag = /^(?:#tag\/|api:)([^/]+)$/.exec(href);
  if (tag) return TAG + decode(tag[1]);
  const schema = /^entity:([^/]+)$/.exec(href);
  return schema ? `${API_PART_PREFIX}schema/${decode(schema[1])}` : undefined;
}

/**
 * An operation or a schema as documents written for a site that shows several of them on a page name them in their
 * descriptions: "#create-a-runner-group", an operation's summary as a slug (GitHub's); "#type-lease", a schema's name in
 * lower case after "type-" (Square's). The name its page is found by when only one of them has that anchor; no link a
 * writer writes has it ("openapi:#…" is a name and an anchor).
 */
export function anchorName(anchor: string): string {
  return `${API_PART_PREFIX}#${anchor}`;
}

/**
 * A place in an OpenAPI document as Stoplight's documents and projects link it: the document's file and a JSON pointer
 * ("openapi.json/paths/~1pets/get", "openapi.yaml#/components/schemas/Pet", "#/paths/…" in its own text, or a file
 * that is a schema: "models/pet.yaml"). The name the page that shows it is found by, the file named from the content folder.
 */
export function pointerLinkName(file: string, pointer: string): string {
  return `${API_PART_PREFIX}@${file}#${pointer}`;
}

/**
 * The name of the place a link names in an OpenAPI document (see pointerLinkName), if it names one: from the path it
 * leads to (a file, and the pointer after it) and its hash (the pointer, or none).
 */
export function pointedName(contentPath: string, hash: string): string | undefined {
  const m = /^(.+?\.(?:ya?ml|json))(\/.*)?$/i.exec(contentPath);
  if (!m || (hash && !hash.startsWith('/')) || (m[2] && hash)) return undefined;
  return pointerLinkName(m[1], m[2] ?? hash);
}

/**
 * A line of what the build makes from an OpenAPI document saying that the lines after it come from another value
 * of the document (a description, in a file of its own too), or, with no place, from the part's own value again. The
 * expand stage takes it out and maps those lines there (LineSegment.at), so that a problem found in a description
 * names its own line and pointer.
 */
export function placeLine(place?: { file: string; pointer: string }): string {
  return place ? `<!--docs:at ${encodeURIComponent(place.file)} ${encodeURIComponent(place.pointer)}-->` : '<!--docs:at-->';
}

/** What a line placeLine made says: a place, null for the part's own, undefined when it is no such line. */
export function readPlaceLine(line: string): { file: string; pointer: string } | null | undefined {
  if (!line.startsWith('<!--docs:at')) return undefined;
  const m = /^<!--docs:at(?: (\S+) (\S*))?-->$/.exec(line);
  if (!m) return undefined;
  return m[1] === undefined ? null : { file: decodeURIComponent(m[1]), pointer: decodeURIComponent(m[2]) };
}

const WEB_ADDRESS = /^https?:\/\/[^\s<>]+$/i;

/**
 * A URL of an OpenAPI document as a web address: as written, or a relative one against `base`, the site the document
 * was written for ("/api/x" goes under its path: base + "/api/x"); undefined for another (a file:, a script).
 */
export function webAddress(url: string, base: string | undefined): string | undefined {
  if (WEB_ADDRESS.test(url)) return url;
  if (!base || !url || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return undefined;
  const joined = url.startsWith('/') ? base.replace(/\/+$/, '') + url : new URL(url, base.endsWith('/') ? base : `${base}/`).href;
  return WEB_ADDRESS.test(joined) ? joined : undefined;
}
