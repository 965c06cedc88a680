// An OpenAPI document as page sources, like the markdown files of the content
// folder: an overview, a page per tag, a page per operation (or its section
// on its tag's page), a page per component schema. Their markdown is made from
// the document: each operation's and schema's in a part of its own, which the
// pages include (and which any markdown page may include too), so that every
// line of it maps back to the place of the document it was made from (a file
// and a JSON pointer: the operation, schema or description), and the rest of
// the pipeline (routes, sidebar, search, links, markdown copies, reuse) needs
// no special case.
import path from 'node:path/posix';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pageSettings } from '../content/page-settings.ts';
import { decode } from '../routes/resolve.ts';
import { API_PART_PREFIX, AT_PAGE_TOP, anchorName, apiLinkKey, namedOperation, placeLine, pointerLinkName } from '../content/api-parts.ts';
import { child, lenient, placeOf, type LoadedSpec, type Loc } from './load.ts';
import { operationRefPlace, operationsByPlace, type ApiModel, type Operation, type Tag, type Topic } from './model.ts';
import { described, externalDocs, operationMarkdown, type OperationContext } from './operation-view.ts';
import { schemaTree } from './schema-view.ts';
import { GeneratedHtml, markContainerLine } from '../content/blocks/container-markers.ts';
import { isAlertLine } from '../content/blocks/admonitions.ts';
import { codeRegions } from '../content/code-regions.ts';
import { codeBlock, inlineCode, mdText, plainText, slug, uniqueIds } from '../content/markdown-text.ts';
import { sampleOf, shownExample } from './samples.ts';
import { slug as headingSlug } from 'github-slugger';
import { inputKeys } from './inputs.ts';
import { hash } from '../hash.ts';
import type { ApiEntry, FrontMatter, PageSource } from '../types.ts';
import type { WrittenAt } from '../content/segments.ts';
import type { PartTitle } from './api-sources.ts';

/** What a markdown page may include: `<!--@include: openapi:listLeases-->`, `<!--@include: openapi:schema/Lease-->`. */
export const PART_PREFIX = API_PART_PREFIX;

export interface ApiPart {
  /**
   * As a page's source reads it: the document's file (from the content folder), and the JSON pointer of the value the
   * part was made from, which all its lines name (their line is worked out when a problem found in them is reported:
   * segments.ts, placeAt). So a part, and the pages that include it, stay the same when an edit above it moves it.
   */
  file: string;
  at: string;
  body: string;
  /** A page source's first line: a part's lines are at `at`. */
  bodyLine: 1;
  /** The HTML its body names by key (the property lists: see generatedRegion). */
  html: Record<string, string>;
}

export interface ApiPages {
  sources: PageSource[];
  /** The parts pages include, by their name ("openapi:listLeases"), made when first asked. */
  part(name: string): ApiPart | undefined;
  /** Whether there is a part of that name, without making it. */
  has(name: string): boolean;
  partNames(): Iterable<string>;
  /** A part's title and method (ApiSources.partTitle). */
  titleOf(name: string): PartTitle | undefined;
  /** The key of what a part is made from, when it is an operation's or a schema's (see inputs.ts); undefined for the others. */
  keyOf(name: string): string | undefined;
  /** Where the value at a JSON pointer of the document's files (named from the content folder) is written now; with `offset`, that line of its text (LoadedSpec.lineInText). */
  writtenAt: WrittenAt;
  /** The link table: "openapi:listLeases" → the content path of its page and its anchor ("api/reference/leases/list-leases.md"). */
  links: Record<string, string>;
  /** With the entry's linkBase: the document's files (content paths) → it (see LinkTargets.apiLinkBases). */
  linkBases: Record<string, string>;
  /** Its overview's title (info.title, where the entry has no label), and with a version, the overview's source labelled "<title> <version>" in the sidebar. */
  overview?: { title: string; versioned?: () => PageSource };
}

export function apiPages(spec: LoadedSpec, model: ApiModel, entry: ApiEntry, ctx: { contentDir: string; baseUrl: string }): ApiPages {
  // A part names the file its place is in (from the content folder): an operation may be in a file of its own.
  const contentDir = ctx.contentDir.split('\\').join('/');
  // By file: URL, the file named from the content folder (asked for every description a page shows).
  const files = new Map<string, string>();
  const fileOf = (loc: Loc) => {
    let file = files.get(loc.file);
    if (file === undefined) files.set(loc.file, (file = path.relative(contentDir, fileURLToPath(loc.file).split('\\').join('/'))));
    return file;
  };
  const root = spec.root;
  const route = entry.route.replace(/^\/+|\/+$/g, '');
  const withPages = entry.pages !== 'none';
  const opFolder = (tag: Tag) => [route, groupOf(tag), tag.slug].filter(Boolean).join('/');
  // A tag's page: a folder of its operations' pages, or one page (its operations as sections, or a tag that is only a description: Redoc's x-traitTag).
  const onePage = (tag: Tag) => entry.pages === 'tag' || tag.operations.length === 0;
  const tagFile = (tag: Tag) => (onePage(tag) ? `${opFolder(tag)}.md` : `${opFolder(tag)}/index.md`);
  const topicFile = (topic: Topic) => `${route}/${topic.slug}.md`;
  const groupOf = (tag: Tag) => model.groups?.find((g) => g.tags.includes(tag))?.slug ?? '';
  const tagOf = new Map<Operation, Tag>();
  for (const tag of model.tags) for (const op of tag.operations) tagOf.set(op, tag);

  // One for every part: what is made once per document (samples.ts, operation-view.ts) is kept by it.
  const readsPastBrokenRefs = lenient(spec);
  // Where each thing is, as a content path (and anchor): links from pages, and URLs in raw HTML.
  const links: Record<string, string> = {};
  const opPlace = (op: Operation) => {
    const tag = tagOf.get(op)!;
    if (entry.pages === 'tag') return { file: `${opFolder(tag)}.md`, anchor: op.slug };
    // The address the document gives its page (Mintlify's x-mint href), where it is one of the site's.
    const own = op.href && (op.href + '/').startsWith(ctx.baseUrl) && op.href.length > ctx.baseUrl.length ? op.href.slice(ctx.baseUrl.length) : undefined;
    return { file: own ? `${own}.md` : `${opFolder(tag)}/${op.slug}.md`, anchor: '' };
  };
  const urlOf = (file: string) => ctx.baseUrl + file.replace(/(^|\/)index\.md$/, '').replace(/\.md$/, '');
  if (withPages) {
    for (const op of model.operations) {
      const place = opPlace(op);
      links[PART_PREFIX + op.id] = place.file + (place.anchor ? `#${place.anchor}` : '');
    }
    for (const s of model.schemas) links[`${PART_PREFIX}schema/${s.name}`] = `${route}/schemas/${s.slug}.md`;
    for (const tag of model.tags) links[apiLinkKey(`${PART_PREFIX}tag/${tag.name}`)] ??= tagFile(tag);
    // A description's "#<an operation's summary as a heading's id>" or "#type-<a schema's name>" (see anchorName), where
    // only one operation or schema has it. Only those the document's text has: the table is in every page's key (the
    // parts' and the links'), and an edit to a summary that no text links to (docs serve) then makes again its own page
    // and its tag's, not every page.
    const written = anchorsWritten(spec.parsed.values());
    const byAnchor = new Map<string, string | undefined>();
    const add = (anchor: string, to: string) => {
      if (written.has(anchor)) byAnchor.set(anchor, byAnchor.has(anchor) ? undefined : to);
    };
    for (const op of model.operations) if (typeof op.node.summary === 'string') add(headingSlug(op.node.summary), links[PART_PREFIX + op.id]);
    for (const s of model.schemas) add(`type-${s.name.toLowerCase()}`, links[`${PART_PREFIX}schema/${s.name}`]);
    for (const [anchor, to] of byAnchor) if (to) links[anchorName(anchor)] = to;
    // Redoc's "#section/<a heading of a description>" (its words joined by dashes, under those of the headings above it:
    // "#section/Guides/Paging") and "#section/Authentication/<a security scheme>": on the page whose description has that
    // heading (the overview's, a topic's, or a tag's: Lob's are in its x-traitTag tags'), else the overview, where the schemes are.
    let headingPages: Map<string, string> | undefined;
    for (const anchor of written) {
      if (!anchor.startsWith('section/')) continue;
      const headings = anchor.slice('section/'.length).split('/');
      const scheme = headings.length === 2 && headings[0] === 'Authentication' ? model.schemeIds.get(headings[1]) : undefined;
      const id = scheme ?? headingSlug(headings[headings.length - 1].replace(/-/g, ' '));
      headingPages ??= pagesByHeading([[`${route}/index.md`, model.description], ...model.topics.map((t) => [topicFile(t), t.description] as const), ...model.tags.map((t) => [tagFile(t), t.description] as const)]);
      links[anchorName(anchor)] = `${scheme ? `${route}/index.md` : (headingPages.get(id) ?? `${route}/index.md`)}#${id}`;
    }
    // Each operation and schema by its place in the document, as Stoplight's documents link them (see pointerLinkName):
    // where the document's root writes it, and where it is written when a $ref leads to another file.
    const at = (loc: Loc, to: string) => {
      links[pointerLinkName(fileOf(loc), loc.pointer)] ??= to;
    };
    for (const op of model.operations) {
      const to = links[PART_PREFIX + op.id];
      at(op.rootLoc, to);
      at(op.loc, to);
    }
    for (const s of model.schemas) {
      const to = links[`${PART_PREFIX}schema/${s.name}`];
      at(spec.written === '2.0' ? child(root, 'definitions', s.name) : s.loc, to);
      at(readsPastBrokenRefs.follow(s.node, s.loc).loc, to);
    }
  }
  const schemaSlugs = new Map(model.schemas.map((s) => [s.name, s.slug]));
  /** Ids for the schemas a part's lists show more than once, unique on its page: a page's own part is alone there, another (included by a guide) is told apart by its name. */
  const anchors = (partName: string) => {
    const rest = partName.slice(PART_PREFIX.length);
    const prefix = rest.startsWith('page/') ? '' : `${slug(rest.replace(AT_PAGE_TOP, ''))}-`;
    const unique = uniqueIds();
    return (name: string) => unique(`${prefix}schema-${slug(name)}`);
  };
  const schemaUrl = (name: string) => (withPages && schemaSlugs.has(name) ? urlOf(`${route}/schemas/${schemaSlugs.get(name)}.md`) : undefined);
  /** Made when a response's link first names an operation by its place (an operationRef). */
  let opsByPlace: Map<string, Operation> | undefined;
  /** What a part's markdown is made with: each part's own, whose HTML it carries. */
  const newView = (partName: string): OperationContext => ({
    spec: readsPastBrokenRefs,
    schemaUrl,
    schemeUrl: (name) => (withPages && model.schemeIds.has(name) ? `${urlOf(`${route}/index.md`)}#${model.schemeIds.get(name)}` : undefined),
    operationUrl: ({ operationId, operationRef }, at) => {
      const ref = operationRefPlace(operationRef, at, root);
      const op = ref && (opsByPlace ??= operationsByPlace(model)).get(placeOf(ref));
      const place = typeof operationId === 'string' ? links[PART_PREFIX + operationId] : op && links[PART_PREFIX + op.id];
      if (!place) return undefined;
      const [file, anchor] = place.split('#');
      return urlOf(file) + (anchor ? `#${anchor}` : '');
    },
    html: new GeneratedHtml(partName),
    from: (loc) => placeLine(loc && { file: fileOf(loc), pointer: loc.pointer }),
    anchor: anchors(partName),
    ...(entry.externalDocsBase !== undefined && { externalDocsBase: entry.externalDocsBase }),
  });

  // Every page's markdown is a part it includes, made when first asked: its lines then map to the document's.
  const byId = new Map(model.operations.map((op) => [op.id, op]));
  const schemaByName = new Map(model.schemas.map((s) => [s.name, s]));
  // An operation by its method and path, a webhook by its name, as Mintlify's pages name them (see namedOperation), where its
  // document is the one named first, if one is: the root file, from the content folder or the document's own folder.
  const byRoute = new Map(model.operations.map((op) => [`${op.webhook ? 'WEBHOOK' : op.method} ${op.path}`, op]));
  const rootFile = fileOf(root);
  const isThisDocument = (file: string | undefined) => file === undefined || [rootFile, path.basename(rootFile)].includes(file.replace(/^\.?\//, ''));
  const operationNamed = (name: string) => {
    const route = byId.get(name) ? undefined : namedOperation(name);
    return route ? (isThisDocument(route.file) ? byRoute.get(route.route) : undefined) : byId.get(name);
  };
  const schemaNamed = (name: string) => {
    const [file, schema] = name.includes(' ') ? [name.slice(0, name.lastIndexOf(' ')), name.slice(name.lastIndexOf(' ') + 1)] : [undefined, name];
    return schemaByName.get(name) ?? (isThisDocument(file) ? schemaByName.get(schema) : undefined);
  };
  /** A page's part: where it is made from, how, and (an operation's or a schema's page) the values it shows. */
  const pageParts = new Map<string, { loc: Loc; lines: (view: OperationContext) => string[]; shows?: Shown }>();
  const made = new Map<string, ApiPart | undefined>();
  const partOf = (name: string, loc: Loc, lines: (view: OperationContext) => string[]): ApiPart => {
    const view = newView(name);
    const body = lines(view).join('\n');
    return { file: fileOf(loc), at: loc.pointer, bodyLine: 1, body, html: view.html.html };
  };
  const urls = new Map(spec.files.map((abs) => [fileOf({ file: pathToFileURL(abs).href, pointer: '' }), pathToFileURL(abs).href]));
  const writtenAt: WrittenAt = (file, pointer, offset) => {
    const url = urls.get(file);
    if (url === undefined) return undefined;
    const loc = { file: url, pointer };
    return { line: offset === undefined ? spec.lineOf(loc) : spec.lineInText(loc, offset), pointer: spec.where(loc).pointer ?? pointer };
  };
  // The key of what a part is made from (see inputs.ts): what it shows, where it is, and what every part reads (where
  // the pages are, the document's top and its security schemes), so that docs serve makes again only the parts an edit changed.
  // The top's extensions (x-logo, x-generated-at) are no part's: x-tagGroups, the one the pages read, moves pages, which `links` has.
  const inputsOf = inputKeys(spec);
  let common: string | undefined;
  const commonKey = () => {
    if (common === undefined) {
      const top = Object.fromEntries(Object.entries(spec.api).filter(([key]) => key !== 'paths' && key !== 'webhooks' && key !== 'components' && !key.startsWith('x-')));
      common = hash(JSON.stringify([entry, ctx, spec.version, spec.converted, links]),
        inputsOf([{ node: top, loc: root }, { node: spec.api.components?.securitySchemes, loc: child(root, 'components', 'securitySchemes') }]));
    }
    return common;
  };
  // Of its path, what an operation's page shows: its parameters and servers, not the other operations.
  const opShows = (op: Operation): Shown => ({
    loc: op.loc, values: [{ node: op.node, loc: op.loc }, { node: { parameters: op.pathItem.parameters, servers: op.pathItem.servers }, loc: op.pathLoc }], also: [op.id, op.slug],
  });
  const schemaShows = (s: ApiModel['schemas'][number]): Shown => ({ loc: s.loc, values: [{ node: s.node, loc: s.loc }], also: [s.name] });
  /** What a part shows, when it is an operation's or a schema's: other parts are made again whenever the document changes. */
  const shownBy = (name: string): Shown | undefined => {
    const rest = name.slice(PART_PREFIX.length);
    if (rest.startsWith('page/')) return pageParts.get(rest.slice(5))?.shows;
    if (rest.startsWith('schema/')) {
      const s = schemaNamed(rest.slice(7));
      return s && schemaShows(s);
    }
    const op = operationNamed(rest.endsWith(AT_PAGE_TOP) ? rest.slice(0, -AT_PAGE_TOP.length) : rest);
    return op && opShows(op);
  };
  const keys = new Map<string, string | undefined>();
  const keyOf = (name: string) => {
    if (!keys.has(name)) {
      const shown = shownBy(name);
      keys.set(name, shown && hash(name, commonKey(), fileOf(shown.loc), shown.loc.pointer, inputsOf(shown.values), ...shown.also));
    }
    return keys.get(name);
  };
  /** What makes the part a name names, if it names one. */
  const makerOf = (name: string): (() => ApiPart) | undefined => {
    const rest = name.slice(PART_PREFIX.length);
    if (rest.startsWith('page/')) {
      const page = pageParts.get(rest.slice(5));
      return page && (() => partOf(name, page.loc, page.lines));
    }
    if (rest.startsWith('schema/')) {
      const s = schemaNamed(rest.slice(7));
      return s && (() => partOf(name, s.loc, (view) => schemaMarkdown(s, view)));
    }
    const top = rest.endsWith(AT_PAGE_TOP);
    const op = operationNamed(top ? rest.slice(0, -AT_PAGE_TOP.length) : rest);
    return op && (() => partOf(name, op.loc, (view) => operationMarkdown(op, view, top ? { level: 1, idPrefix: '' } : { level: 2, idPrefix: `${op.slug}-` })));
  };
  const titleOf = (name: string): PartTitle | undefined => {
    const rest = name.slice(PART_PREFIX.length);
    if (rest.startsWith('schema/')) {
      const s = schemaNamed(rest.slice(7));
      return s && { title: s.name, name: `${PART_PREFIX}schema/${s.name}` };
    }
    const op = operationNamed(rest);
    return op && { title: op.summary, method: op.method, name: PART_PREFIX + op.id };
  };
  const part = (name: string): ApiPart | undefined => {
    if (!made.has(name)) made.set(name, makerOf(name)?.());
    return made.get(name);
  };
  const has = (name: string) => made.get(name) !== undefined || makerOf(name) !== undefined;
  const partNames = function* () {
    for (const op of model.operations) yield PART_PREFIX + op.id;
    for (const s of model.schemas) yield `${PART_PREFIX}schema/${s.name}`;
  };

  const sources: PageSource[] = [];
  let overviewOf: ApiPages['overview'];
  const page = (file: string, fm: FrontMatter, loc: Loc, lines: (view: OperationContext) => string[], shows?: Shown) => {
    pageParts.set(file, { loc, lines, shows });
    sources.push(source(file, fm, `<!--@include: ${PART_PREFIX}page/${file}-->\n`));
  };
  if (withPages) {
    const info = spec.api.info ?? {};
    // A title of nothing (protoc-gen-openapi writes title: "") would leave the overview without a heading or a sidebar label.
    const given = entry.label ?? String(info.title ?? '').trim();
    const title = given || 'API reference';
    // Every page has a description (search results, links shared elsewhere): the document's, else one made from what the page shows.
    const about = typeof info.summary === 'string' ? info.summary : firstSentence(model.description) || (given ? `The reference of ${given}: its operations and data types.` : 'The API\'s operations and data types.');
    const overviewFm: FrontMatter = { title, sidebar_label: title, ...(entry.sidebarPosition !== undefined && { sidebar_position: entry.sidebarPosition }), description: about };
    page(`${route}/index.md`, overviewFm,
      child(root, 'info'), (view) => overview(spec, model, view, { tagUrl: (tag) => urlOf(tagFile(tag)), topicUrl: (topic) => urlOf(topicFile(topic)), root }));
    if (entry.label === undefined) {
      const { file, body } = sources[sources.length - 1];
      // Made once: docs serve's stages keep what they made for the object.
      let versioned: PageSource | undefined;
      const version = typeof info.version === 'string' || typeof info.version === 'number' ? String(info.version) : '';
      overviewOf = { title, ...(version && { versioned: () => (versioned ??= source(file, { ...overviewFm, sidebar_label: `${title} ${version}` }, body)) }) };
    }
    // Its topics (x-topics: text, as Bump.sh shows before the operations), then its groups and tags.
    model.topics.forEach((topic, i) => {
      const fm: FrontMatter = { title: topic.title, sidebar_position: i + 1, description: firstSentence(topic.description) || `${topic.title}, in ${title}.` };
      page(topicFile(topic), fm, topic.loc, (view) => [
        ...(topic.description ? described(topic.description, topic.descriptionLoc, view) : []),
        ...(topic.example ? described(topic.example.text, topic.example.loc, view) : []),
      ]);
    });
    let position = model.topics.length;
    for (const group of model.groups ?? []) {
      if (!group.tags.length) continue;
      // A group is a folder: the sidebar shows it as a category. Its page lists its tags.
      page(`${route}/${group.slug}/index.md`, { title: group.name, sidebar_position: ++position, description: `${group.name}, in ${title}: ${group.tags.map((t) => t.label).join(', ')}.` }, child(root, 'x-tagGroups'),
        () => [...group.tags.map((t) => `- [${mdText(t.label)}](<${urlOf(tagFile(t))}>)`), '']);
    }
    model.tags.forEach((tag, i) => {
      const fm: FrontMatter = { title: tag.label, sidebar_position: model.topics.length + i + 1, description: firstSentence(tag.description) || `The ${tag.label} operations of ${title}.` };
      const intro = (view: OperationContext) => [...(tag.description ? described(tag.description, tag.descriptionLoc ?? tagLoc, view) : []), ...externalDocs(tag.externalDocs, view.externalDocsBase)];
      const tagLoc = tag.loc ?? tag.operations[0]?.loc ?? root;
      if (onePage(tag)) {
        page(tagFile(tag), fm, tagLoc, (view) => [...intro(view), ...tag.operations.flatMap((op) => operationMarkdown(op, view, { level: 2, idPrefix: `${op.slug}-` }))]);
        return;
      }
      page(tagFile(tag), fm, tagLoc, (view) => [...intro(view),
        ...tag.operations.map((op) => `- <span class="api-method api-method-${op.method.toLowerCase()}">${op.method}</span> [${mdText(op.summary)}](<${urlOf(opPlace(op).file)}>) ${inlineCode(op.path)}`), '']);
      tag.operations.forEach((op, j) => {
        page(opPlace(op).file, {
          title: op.summary, sidebar_position: j + 1, sidebar: { badge: op.method }, sidebar_class_name: `api-method-${op.method.toLowerCase()}`, ...(op.sidebarLabel && { sidebar_label: op.sidebarLabel }),
          description: firstSentence(op.summaryText) || firstSentence(op.description) || `${op.summary.replace(/[.:]$/, '')}: ${op.method} ${op.path}, in ${title}.`,
        }, op.loc, (view) => operationMarkdown(op, view, { level: 1, idPrefix: '' }), opShows(op));
      });
    });
    if (model.schemas.length) {
      // Beside a tag or group of the document of that name (Okta's Schemas API), the data types are called so.
      const named = [...model.tags.map((t) => t.label), ...(model.groups ?? []).map((g) => g.name), ...model.topics.map((t) => t.title)];
      const schemasTitle = named.some((name) => name.trim().toLowerCase() === 'schemas') ? 'Data types' : 'Schemas';
      page(`${route}/schemas/index.md`, { title: schemasTitle, sidebar_position: 100000, description: `The data types of ${title}, as its requests and responses use them.` }, child(root, 'components', 'schemas'),
        () => ['The data types of the API, as its requests and responses use them.', '', ...model.schemas.map((s) => `- [${mdText(s.name)}](<${urlOf(`${route}/schemas/${s.slug}.md`)}>)`), '']);
      const labels = sidebarLabels(model.schemas.map((s) => s.name));
      model.schemas.forEach((s, i) => {
        const description = firstSentence(s.node?.description) || `The ${s.name} data type of ${title}.`;
        page(`${route}/schemas/${s.slug}.md`, { title: s.name, sidebar_label: labels[i], sidebar_position: i + 1, description }, s.loc, (view) => schemaMarkdown(s, view), schemaShows(s));
      });
    }
  }
  const linkBases: Record<string, string> = {};
  if (entry.linkBase !== undefined) for (const file of spec.files) linkBases[fileOf({ file: pathToFileURL(file).href, pointer: '' })] = entry.linkBase;
  return { sources, part, has, partNames, titleOf, keyOf, writtenAt, links, linkBases, ...(overviewOf && { overview: overviewOf }) };
}

/**
 * Schemas' labels in the sidebar: a name qualified by its package ("io.k8s.api.core.v1.Container", as Kubernetes' and
 * Argo's documents name theirs) by its own name, where no other schema has it; its page's title keeps it whole.
 */
function sidebarLabels(names: string[]): string[] {
  const own = names.map((name) => /^(?:[a-z_][\w-]*\.)+([A-Z]\w*)$/.exec(name)?.[1] ?? name);
  const count = new Map<string, number>();
  for (const label of own) count.set(label, (count.get(label) ?? 0) + 1);
  return names.map((name, i) => (count.get(own[i]) === 1 ? own[i] : name));
}

/** What an operation's or a schema's part shows: values of the document (and where they are), and what else its text has of the model. */
interface Shown {
  loc: Loc;
  values: { node: unknown; loc: Loc }[];
  also: string[];
}

function source(file: string, frontMatter: FrontMatter, body: string): PageSource {
  // Made from the document: no "Edit this page" link to a file that does not exist.
  const fm = { ...frontMatter, custom_edit_url: null };
  return { file, frontMatter: fm, settings: pageSettings(fm, () => {}), body, bodyLine: 1, keyLines: {} };
}

function overview(spec: LoadedSpec, model: ApiModel, view: OperationContext, where: { tagUrl: (tag: Tag) => string; topicUrl: (topic: Topic) => string; root: Loc }): string[] {
  const info = spec.api.info ?? {};
  const lines: string[] = [];
  if (model.description !== undefined) lines.push(...described(model.description, model.descriptionLoc ?? child(where.root, 'info', 'description'), view));
  lines.push(...externalDocs(spec.api.externalDocs, view.externalDocsBase));
  const facts = [info.version !== undefined && String(info.version).trim() ? `Version: ${inlineCode(String(info.version))}` : '', `OpenAPI ${inlineCode(String(spec.api.openapi))}${spec.converted ? ' (converted from Swagger 2.0)' : ''}`].filter(Boolean);
  lines.push(facts.join(' · '), '');
  const servers = Array.isArray(spec.api.servers) ? spec.api.servers : [];
  if (servers.length) {
    lines.push('## Servers {#servers}', '');
    for (const s of servers) {
      if (!s || typeof s.url !== 'string') continue;
      // An empty URL is the document's own host, as OpenAPI's default server ("/") is.
      lines.push(`- ${inlineCode(s.url || '/')}${typeof s.description === 'string' ? `: ${mdText(s.description)}` : ''}`);
      // Its variables, which the code samples fill with their defaults: what else each may be.
      const variables = s.variables && typeof s.variables === 'object' ? Object.entries(s.variables as Record<string, any>) : [];
      for (const [name, v] of variables) {
        if (!v || typeof v !== 'object') continue;
        const values = [v.default !== undefined ? `default ${inlineCode(String(v.default))}` : '',
          Array.isArray(v.enum) && v.enum.length ? `one of ${v.enum.map((e: unknown) => inlineCode(String(e))).join(', ')}` : ''].filter(Boolean).join(', ');
        const said = [typeof v.description === 'string' ? mdText(v.description.trim()) : '', values && `${values[0].toUpperCase()}${values.slice(1)}.`].filter(Boolean).join(' ');
        lines.push(`  - ${inlineCode(`{${name}}`)}${said ? `: ${said}` : ''}`);
      }
    }
    lines.push('');
  }
  const schemes = spec.api.components?.securitySchemes;
  if (schemes && typeof schemes === 'object' && Object.keys(schemes).length) {
    lines.push('## Authentication {#authentication}', '');
    for (const [name, raw] of Object.entries(schemes)) {
      const { node: s, loc } = view.spec.follow(raw, child(where.root, 'components', 'securitySchemes', name));
      lines.push(`### ${mdText(name)} {#${model.schemeIds.get(name)}}`, '');
      if (s && typeof s.description === 'string') lines.push(...described(s.description, child(loc, 'description'), view));
      if (s?.type === 'oauth2' && s.flows && typeof s.flows === 'object') {
        for (const [flow, f] of Object.entries(s.flows as Record<string, any>)) {
          lines.push(`- Flow ${inlineCode(flow)}${f?.authorizationUrl ? `, authorization URL ${inlineCode(f.authorizationUrl)}` : ''}${f?.tokenUrl ? `, token URL ${inlineCode(f.tokenUrl)}` : ''}`);
          for (const [scope, text] of Object.entries(f?.scopes ?? {})) lines.push(`  - ${inlineCode(scope)}: ${mdText(String(text))}`);
        }
        lines.push('');
      } else if (s) {
        lines.push(`Type: ${inlineCode(String(s.type))}${s.scheme ? `, scheme ${inlineCode(String(s.scheme))}` : ''}${s.in ? `, in the ${mdText(String(s.in))} ${inlineCode(String(s.name))}` : ''}${s.bearerFormat ? `, format ${mdText(String(s.bearerFormat))}` : ''}`, '');
      }
    }
  }
  if (model.topics.length) lines.push('## Topics {#topics}', '', ...model.topics.map((t) => `- [${mdText(t.title)}](<${where.topicUrl(t)}>)`), '');
  // The tags (by group), each with how many operations it has; each tag's page lists its operations. Listing every
  // operation here made the overview the largest page of a large document, growing with it (Kubernetes': 310 KB).
  // A tag that is only a description (an introduction) has no operations to list: its page is in the sidebar.
  lines.push('## Operations {#operations}', '');
  const listed = (tags: Tag[]) => {
    for (const tag of tags.filter((t) => t.operations.length)) {
      lines.push(`- [${mdText(tag.label)}](<${where.tagUrl(tag)}>) (${tag.operations.length === 1 ? '1 operation' : `${tag.operations.length} operations`})`);
    }
    lines.push('');
  };
  if (!model.groups) listed(model.tags);
  for (const group of model.groups ?? []) {
    if (!group.tags.some((t) => t.operations.length)) continue;
    lines.push(`### ${mdText(group.name)} {#group-${group.slug}}`, '');
    listed(group.tags);
  }
  return lines;
}

/** A component schema's page, or its part another page embeds. */
function schemaMarkdown({ node, loc, name }: { node: any; loc: Loc; name: string }, view: OperationContext): string[] {
  const lines: string[] = [];
  if (node && typeof node === 'object' && typeof node.description === 'string') lines.push(...described(node.description, child(loc, 'description'), view));
  lines.push(...externalDocs(node?.externalDocs, view.externalDocsBase));
  lines.push(...schemaTree(node, loc, view, 'any', name));
  const own = shownExample(node);
  const json = own !== undefined ? JSON.stringify(own, null, 2) : sampleOf(node, loc, view.spec, 'response')?.json;
  if (json !== undefined) lines.push(...codeBlock('json', json, own !== undefined ? 'Example' : 'Example (made from the schema)'));
  return lines;
}

/** A link's hash as a document's text may write it: escapes (\_) and percent-encoding are the link's, not the anchor's. */
const WRITTEN_ANCHOR = /#(?!\/)((?:\\.|[^\s#()<>"'`[\]{}|\\])+)/g;

/** The anchors the strings of a document's files hold ("[Create one](#create-a-runner-group)"), as a link's hash reads once decoded. */
function anchorsWritten(files: Iterable<unknown>): Set<string> {
  const found = new Set<string>();
  const seen = new Set<object>();
  const stack = [...files];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('#')) for (const m of value.matchAll(WRITTEN_ANCHOR)) found.add(decode(m[1].replace(/\\(.)/g, '$1')));
    } else if (value && typeof value === 'object' && !seen.has(value)) {
      seen.add(value);
      for (const v of Object.values(value)) stack.push(v);
    }
  }
  return found;
}

/** The id of each heading of some pages' descriptions (outside code), and the first of those pages that has it. */
function pagesByHeading(pages: readonly (readonly [file: string, description: string | undefined])[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const [file, description] of pages) {
    if (!description) continue;
    const codeOf = codeRegions();
    for (const line of description.split('\n')) {
      const heading = codeOf(line).whole ? null : ATX_HEADING.exec(line);
      if (heading) {
        const id = headingSlug(heading[1]);
        if (!found.has(id)) found.set(id, file);
      }
    }
  }
  return found;
}

const ATX_HEADING = /^ {0,3}#{1,6}[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;

/** A description's first sentence as a reader sees it, for its page's description (a search engine's, llms.txt's); '' when it has none. */
function firstSentence(text: unknown): string {
  if (typeof text !== 'string') return '';
  // Its first block of prose: without a quote's marks and an alert's first line (GitHub's "[!NOTE]", ReadMe's "📘 Title",
  // Bump.sh's "info": with its title, if it has one, which is the alert's heading), or a container's lines (":::note",
  // Markdoc's "{% admonition %}"), not a heading, a fence, HTML or a table.
  const quote = /^\s*(?:>\s?)+/;
  const first = text.split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((line) => !(quote.test(line) && isAlertLine(line.replace(quote, ''))) && markContainerLine(line) === null).map((line) => line.replace(quote, '')).join('\n').trim())
    .find((block) => block && !/^(?:#|```|~~~|<|\|)/.test(block));
  if (!first) return '';
  // A list ends the paragraph it follows ("Pausing means:\n- it is not retried."), blank line or not.
  const prose = first.split(/\n(?=[ \t]*(?:[-*+]|1[.)])[ \t])/)[0];
  const flat = plainText(prose.replace(/^(?:[-*+]|\d+[.)])\s+/, '')).replace(/\s+/g, ' ').trim();
  const end = flat.search(/[.!?](\s|$)/);
  return (end > 0 ? flat.slice(0, end + 1) : flat).slice(0, 300);
}
