// What the pages are made of: the document's operations (paths and 3.1
// webhooks), grouped by tag in the document's order, its tag groups, and its
// component schemas.
import { child, hiddenIn, lenient, placeOf, type LoadedSpec, type Loc } from './load.ts';
import { nameAsTitle, nameSlug, slug } from '../content/markdown-text.ts';
import { decode } from '../routes/resolve.ts';

// "query": OpenAPI 3.2's QUERY method.
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'] as const;

export interface Operation {
  /** The operationId, or "METHOD /path" (a webhook: "METHOD name"; also an operation whose path item serves several). */
  id: string;
  operationId?: string;
  /** "GET". */
  method: string;
  /** "/things/{id}", or a webhook's name. */
  path: string;
  /** Its page's name and its anchor: "list-leases". */
  slug: string;
  /** Its title: its summary, or one made from its operationId where the summary is text rather than a title (see titleOf). */
  summary: string;
  /** A summary too long to be a title, shown as the first paragraph of its description. */
  summaryText?: string;
  /** Its description: text, or followed from a $ref (see textOf); and where it is written (a file of its own too). */
  description?: string;
  descriptionLoc?: Loc;
  node: any;
  loc: Loc;
  /** Where the document's paths or webhooks write it (`loc` is where its value is: in a $ref's file). */
  rootLoc: Loc;
  /** The path item's own parameters and servers. */
  pathItem: any;
  pathLoc: Loc;
  webhook?: boolean;
  /** Where its page is, from the host's root, and its sidebar label, where the document says (Mintlify's x-mint: href, metadata.sidebarTitle). */
  href?: string;
  sidebarLabel?: string;
}

export interface Tag {
  name: string;
  slug: string;
  label: string;
  description?: string;
  /** Where its description is written (a file of its own too), when it has one. */
  descriptionLoc?: Loc;
  /** Its `externalDocs`, as written (operation-view.ts links it). */
  externalDocs?: unknown;
  /** Where the tag is declared, when it is. */
  loc?: Loc;
  operations: Operation[];
}

/** A page of text the document carries beside its operations: Bump.sh's x-topics (a title, and markdown, or a $ref to a file of it). */
export interface Topic {
  title: string;
  slug: string;
  loc: Loc;
  /** Its content, as text (followed from a $ref too), and where it is written. */
  description?: string;
  descriptionLoc: Loc;
  /** Its example (Bump.sh shows it beside the content), as text, and where it is written. */
  example?: { text: string; loc: Loc };
}

export interface TagGroup {
  name: string;
  slug: string;
  tags: Tag[];
}

export interface ApiModel {
  /** The document's description (info.description), as text, and where it is written. */
  description?: string;
  descriptionLoc?: Loc;
  tags: Tag[];
  /** x-topics, in the document's order: pages of text before the tags'. */
  topics: Topic[];
  /** x-tagGroups, when the document has them; tags in no group come last, in a group of their own. */
  groups?: TagGroup[];
  operations: Operation[];
  /** Component schemas by name, in the document's order. */
  schemas: { name: string; slug: string; node: any; loc: Loc }[];
  /** Each security scheme's id on the overview, by its name ("auth-api-key"; ApiKey beside it, "auth-api-key-2"). */
  schemeIds: Map<string, string>;
}

/**
 * A path item's operation for a method, if it has one. Its object may be a $ref to another file (a document split
 * by operation, as DigitalOcean's is, writes every one so): followed, leniently (the checks report a broken one).
 * The operation's place is then in that file, where its parameters' and responses' own $refs are relative to.
 */
export function operationOf(spec: LoadedSpec, item: any, itemLoc: Loc, method: string): { node: any; loc: Loc } | undefined {
  const raw = item?.[method];
  if (!raw || typeof raw !== 'object') return undefined;
  const { node, loc } = lenient(spec).follow(raw, child(itemLoc, method));
  return node && typeof node === 'object' && !Array.isArray(node) ? { node, loc } : undefined;
}

/**
 * A description: text, or a $ref to text in another file (Redocly's bundler reads them so, and DigitalOcean's
 * document takes its whole introduction from one), followed leniently; and where it is written, which a problem found
 * in it names (see pages.ts).
 */
export function textOf(spec: LoadedSpec, value: unknown, loc: Loc): { description?: string; descriptionLoc: Loc } {
  const { node, loc: at } = lenient(spec).follow(value, loc);
  return { ...(typeof node === 'string' && { description: node }), descriptionLoc: at };
}

/** The tag of operations that have none. */
export const UNTAGGED = 'Other operations';
/** The tag of webhooks that have none. */
const WEBHOOKS = 'Webhooks';
/**
 * A document that tags none of more operations than this has them grouped by path instead (see pathGroups): one
 * group of Discord's 242 was a sidebar of five screens.
 */
const MOST_IN_ONE_GROUP = 30;
const MIN_IN_PATH_GROUP = 3;

/** A page's name in its URL is cut to this many characters: an operationId of thousands would name a file no disk takes. */
const MAX_SLUG = 80;

/**
 * Names for pages in one folder, each unlike those given before (and `taken`): the preferred one, else the
 * fallback, else the fallback numbered.
 */
function slugs(taken: string[] = []): (preferred: string, fallback?: string) => string {
  const given = new Set(taken);
  const cut = (s: string) => (s.length > MAX_SLUG ? s.slice(0, MAX_SLUG).replace(/-+$/, '') : s);
  return (preferred, fallback = preferred) => {
    const second = cut(fallback);
    let s = given.has(cut(preferred)) ? second : cut(preferred);
    for (let n = 2; given.has(s); n++) s = `${second}-${n}`;
    given.add(s);
    return s;
  };
}

export function readModel(spec: LoadedSpec): ApiModel {
  const api = spec.api;
  const root = spec.root;
  const operations: Operation[] = [];
  const ids = new Map<string, object>();
  // Two operations never share a page: a repeated operationId (reported by the checks) falls back to method and path.
  // Nor does one share its tag's: an operationId "index" (Elasticsearch's) is a page index.md, which is its folder's.
  const uniqueSlug = slugs(['index']);
  /** The tags of operations left out (x-internal): a tag that has only those is left out too. */
  const hiddenTags = new Set<string>();
  const tagOf = (op: any, webhook: boolean) => (webhook && !op.tags?.length ? WEBHOOKS : typeof op.tags?.[0] === 'string' ? op.tags[0] : UNTAGGED);
  const read = (container: any, at: Loc, webhook: boolean) => {
    if (!container || typeof container !== 'object') return;
    for (const [where, raw] of Object.entries(container)) {
      const { node: item, loc: itemLoc } = spec.follow(raw, child(at, where));
      if (!item || typeof item !== 'object') continue;
      for (const method of METHODS) {
        const found = operationOf(spec, item, itemLoc, method);
        if (!found) continue;
        const op = found.node;
        if (hiddenIn(spec, raw, child(at, where)) || hiddenIn(spec, op, found.loc)) {
          hiddenTags.add(tagOf(op, webhook));
          continue;
        }
        const operationId = typeof op.operationId === 'string' && op.operationId.trim() ? op.operationId : undefined;
        // One path item may serve several paths or webhooks ($ref): its operation is then named by where it is used.
        const shared = operationId !== undefined && ids.has(operationId) && ids.get(operationId) === op;
        const id = operationId && !shared ? operationId : `${method.toUpperCase()} ${where}`;
        if (operationId && !ids.has(operationId)) ids.set(operationId, op);
        operations.push({
          id, operationId, method: method.toUpperCase(), path: where,
          slug: uniqueSlug(slug(shared ? `${method} ${where}` : operationId ?? `${method} ${where}`), slug(`${method} ${where}`)),
          ...titled(titleOf(op.summary, titleName(operationId, op.tags?.[0]) ?? `${method.toUpperCase()} ${where}`), textOf(spec, op.description, child(found.loc, 'description'))),
          node: op, loc: found.loc, rootLoc: child(at, where, method), pathItem: item, pathLoc: itemLoc, ...(webhook && { webhook }),
          ...mintPage(op['x-mint']),
        });
      }
    }
  };
  read(api.paths, child(root, 'paths'), false);
  // 3.1's webhooks, or Redoc's x-webhooks in a document without (3.0's: GitHub's 270).
  const webhooksKey = api.webhooks === undefined && api['x-webhooks'] !== undefined ? 'x-webhooks' : 'webhooks';
  read(api[webhooksKey], child(root, webhooksKey), true);
  // grpc-gateway names a method's further routes by its name and a number (ListThings, ListThings2): one method, one title.
  for (const op of operations) {
    const numbered = /\D(\d+)$/.exec(op.operationId ?? '');
    if (!numbered || !ids.has(op.operationId!.slice(0, numbered.index + 1))) continue;
    const name = titleName(op.operationId, op.node.tags?.[0])!;
    if (op.summary === nameAsTitle(name)) op.summary = nameAsTitle(name.slice(0, -numbered[1].length));
  }

  // Tags in the order the document declares them, then those only operations name. Tags are folders beside the
  // schemas' (Pets and pets, or two names of emoji, are two folders).
  const tagSlug = slugs(['schemas', 'index']);
  const tags = new Map<string, Tag>();
  const declared = Array.isArray(api.tags) ? api.tags : [];
  declared.forEach((t: any, i: number) => {
    if (!t || typeof t.name !== 'string' || tags.has(t.name)) return;
    const loc = child(root, 'tags', i);
    tags.set(t.name, { name: t.name, slug: tagSlug(nameSlug(t.name)), label: String(t['x-displayName'] ?? t.name), ...textOf(spec, t.description, child(loc, 'description')), externalDocs: t.externalDocs, loc, operations: [] });
  });
  const groupOf = pathGroups(operations);
  for (const op of operations) {
    const name = groupOf?.(op) ?? tagOf(op.node, op.webhook === true);
    if (!tags.has(name)) tags.set(name, { name, slug: tagSlug(nameSlug(name)), label: name, operations: [] });
    tags.get(name)!.operations.push(op);
  }
  // A tag with only a description is a page of text (Redoc's x-traitTag); one whose operations are all left out is left out.
  const used = [...tags.values()].filter((t) => t.operations.length || (t.description && !hiddenTags.has(t.name)));

  // With groups, the tags are folders in theirs, and the groups and topics are pages beside the schemas' (a group and
  // one of its tags may share a name: Lob's Webhooks, /webhooks/webhooks).
  const topSlug = Array.isArray(api['x-tagGroups']) ? slugs(['schemas', 'index']) : tagSlug;
  let groups: TagGroup[] | undefined;
  if (Array.isArray(api['x-tagGroups'])) {
    const placed = new Set<string>();
    groups = api['x-tagGroups'].filter((g: any) => g && typeof g.name === 'string').map((g: any): TagGroup => ({
      name: g.name, slug: topSlug(nameSlug(g.name)),
      // A tag with neither operations nor a description has no page: the group does not list it.
      tags: (Array.isArray(g.tags) ? g.tags : []).map((n: string) => tags.get(n)).filter((t: Tag | undefined): t is Tag => {
        if (!t || placed.has(t.name) || !used.includes(t)) return false;
        placed.add(t.name);
        return true;
      }),
    }));
    // The tags no group lists: in a group of their own, or the document's own "Other" group (Clerk's), not a second one.
    const rest = used.filter((t) => !placed.has(t.name));
    const other = groups.find((g) => g.name.trim().toLowerCase() === 'other');
    if (rest.length && other) other.tags.push(...rest);
    else if (rest.length) groups.push({ name: 'Other', slug: topSlug('other'), tags: rest });
  }

  // After the tags and groups, whose names their pages' URLs keep.
  const topics: Topic[] = [];
  (Array.isArray(api['x-topics']) ? api['x-topics'] : []).forEach((t: any, i: number) => {
    const loc = child(root, 'x-topics', i);
    if (!t || typeof t !== 'object' || typeof t.title !== 'string' || !t.title.trim() || hiddenIn(spec, t, loc)) return;
    const example = textOf(spec, t.example, child(loc, 'example'));
    topics.push({
      title: t.title.trim(), slug: topSlug(nameSlug(t.title)), loc, ...textOf(spec, t.content, child(loc, 'content')),
      ...(example.description?.trim() && { example: { text: example.description, loc: example.descriptionLoc } }),
    });
  });

  const schemasAt = spec.version === '3.1' || spec.version === '3.0' ? api.components?.schemas : undefined;
  const schemaSlug = slugs(['index']);
  const schemas = schemasAt && typeof schemasAt === 'object'
    ? Object.entries(schemasAt).map(([name, node]) => ({ name, node, loc: child(root, 'components', 'schemas', name) }))
      .filter((s) => !hiddenIn(spec, s.node, s.loc)).map((s) => ({ ...s, slug: schemaSlug(slug(s.name)) }))
    : [];
  const schemeId = slugs();
  const schemesAt = api.components?.securitySchemes;
  const schemeIds = new Map(schemesAt && typeof schemesAt === 'object' ? Object.keys(schemesAt).map((name) => [name, schemeId(`auth-${slug(name)}`)]) : []);
  return { ...textOf(spec, api.info?.description, child(root, 'info', 'description')), tags: used, topics, groups, operations, schemas, schemeIds };
}

/**
 * For a document of many operations, none of them tagged: the group of each, named by the first part of its path that
 * not every path shares ("/channels", "/v2/users" → "/users"); undefined otherwise, or where that makes one group, or
 * groups of fewer than MIN_IN_PATH_GROUP operations on average.
 * Webhooks, and an operation whose path has no such part, keep theirs.
 */
function pathGroups(operations: Operation[]): ((op: Operation) => string | undefined) | undefined {
  const paths = operations.filter((op) => !op.webhook);
  if (paths.length <= MOST_IN_ONE_GROUP || paths.some((op) => typeof op.node.tags?.[0] === 'string')) return undefined;
  const literal = (segment: string | undefined) => (segment && !segment.includes('{') ? segment : undefined);
  const split = new Map(paths.map((op) => [op, op.path.split('/').filter(Boolean)]));
  // The literal parts every path starts with ("/api/v1"): grouped by those, they would all be in one.
  const all = [...split.values()];
  let shared = 0;
  while (literal(all[0][shared]) && all.every((parts) => parts.length > shared + 1 && parts[shared] === all[0][shared])) shared++;
  const groupOf = (op: Operation) => {
    const part = literal(split.get(op)?.[shared]);
    return part && `/${part}`;
  };
  // Groups of one or two operations each (paths that differ only by a name: "/things/alpha") would be no better than one.
  const groups = new Set(paths.map(groupOf)).size;
  return groups > 1 && groups * MIN_IN_PATH_GROUP <= paths.length ? groupOf : undefined;
}

/**
 * The name an operation's title is made from: its operationId, without the service grpc-gateway names first
 * ("WorkflowService_ListThings", Argo's), which is its tag, and its page's folder.
 */
function titleName(operationId: string | undefined, tag: unknown): string | undefined {
  return typeof tag === 'string' && operationId?.startsWith(`${tag}_`) && /^[A-Z][a-z]/.test(operationId.slice(tag.length + 1)) ? operationId.slice(tag.length + 1) : operationId;
}

/** A summary longer than this, or of more than one line, is text rather than a title. */
const MAX_TITLE_CHARS = 120;

/**
 * An operation's title: its summary, else its operationId in words (or its method and path). A summary that is text (OpenAI's
 * document writes its descriptions there: 900 characters of markdown, with links, as the page's title and its sidebar
 * entry) is shown as text, and the title is its operationId as words ("createChatCompletion": "Create chat completion").
 */
function titleOf(summary: unknown, name: string): { summary: string; summaryText?: string } {
  const written = typeof summary === 'string' ? summary.trim() : '';
  // A method's comment, as grpc-gateway makes summaries of them, names the method in code first ("ListThings is a…"):
  // the operationId, but for the number of its route ("ListThings2").
  const method = /^([A-Z][a-z\d]+(?:[A-Z][a-z\d]*)+)\s+\S/.exec(written)?.[1];
  if (method && method.toLowerCase() === name.replace(/\d+$/, '').toLowerCase()) return { summary: nameAsTitle(method), summaryText: written };
  if (written && written.length <= MAX_TITLE_CHARS && !written.includes('\n')) return { summary: written };
  if (written) return { summary: /^[A-Za-z][\w.-]*$/.test(name) ? nameAsTitle(name) : slashedTitle(name), summaryText: written };
  // Without one, an operationId that is one word in code in words ("get_channel" → "Get channel"); a dotted method name
  // (Slack's "chat.postMessage"), words already, or a method and path, as they are.
  return { summary: /^[A-Za-z][A-Za-z0-9_-]*$/.test(name) ? nameAsTitle(name) : slashedTitle(name) };
}

/** An operationId of words by slashes (GitHub's webhooks: "branch-protection-rule/created") as "Branch protection rule: created"; another as written. */
function slashedTitle(name: string): string {
  if (!/^[a-z][a-z\d-]*(?:\/[a-z][a-z\d-]*)+$/.test(name)) return name;
  const text = name.replace(/-/g, ' ').replace(/\//g, ': ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * An operation's title and description, but a description that only says its title again (Apideck's every operation:
 * "Create Invoice", twice, under each other), which is left out.
 */
function titled<T extends { summary: string }>(title: T, text: { description?: string; descriptionLoc: Loc }): T & { description?: string; descriptionLoc: Loc } {
  const words = (s: string) => s.trim().replace(/\.$/, '').toLowerCase();
  if (text.description !== undefined && words(text.description) === words(title.summary)) return { ...title, descriptionLoc: text.descriptionLoc };
  return { ...title, ...text };
}

/** The operations by their place (placeOf): where the document's paths (or webhooks) write each, and where its value is (in a $ref's file). */
export function operationsByPlace(model: ApiModel): Map<string, Operation> {
  const byPlace = new Map<string, Operation>();
  for (const op of model.operations) {
    byPlace.set(placeOf(op.rootLoc), op);
    byPlace.set(placeOf(op.loc), op);
  }
  return byPlace;
}

/**
 * The place a Link object's operationRef leads to: "#/paths/~1pets/get" in the document's root file, as writers mean
 * it wherever the link is written; "paths/pets.yaml#/get" against the file the link is written in; undefined for a web
 * address (another API's operation, which is not checked) or what is no reference at all.
 */
export function operationRefPlace(ref: unknown, linkAt: Loc, root: Loc): Loc | undefined {
  if (typeof ref !== 'string' || !ref) return undefined;
  if (ref.startsWith('#')) return { file: root.file, pointer: decode(ref.slice(1)) };
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) return undefined;
  const at = ref.indexOf('#');
  return { file: new URL(at === -1 ? ref : ref.slice(0, at), linkAt.file).href, pointer: at === -1 ? '' : decode(ref.slice(at + 1)) };
}

/** What Mintlify's x-mint says of an operation's page: its address (href), its title and its sidebar label (metadata). */
function mintPage(mint: unknown): Pick<Operation, 'href' | 'sidebarLabel'> & { summary?: string } {
  if (!mint || typeof mint !== 'object') return {};
  const { href, metadata } = mint as { href?: unknown; metadata?: { title?: unknown; sidebarTitle?: unknown } };
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const title = text(metadata?.title);
  const label = text(metadata?.sidebarTitle);
  const address = typeof href === 'string' && /^\/[^\s?#]*$/.test(href) ? href.replace(/\/+$/, '') : undefined;
  return { ...(address && { href: address }), ...(title && { summary: title }), ...(label && { sidebarLabel: label }) };
}
