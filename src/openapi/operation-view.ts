// An operation as markdown: method and path with its server, summary and
// description, deprecation, security, parameters by location, the request
// body per media type, the responses per status code, callbacks, and its code
// samples in the site's code tabs.
import { STATUS_CODES } from 'node:http';
import { child, hiddenIn, placeOf, type LoadedSpec, type Loc } from './load.ts';
import { METHODS, operationOf, textOf, type Operation } from './model.ts';
import { fieldList, schemaTree, type SchemaContext } from './schema-view.ts';
import { codeSamples, DATA_KEYS, SCHEMA_MAPS, examplesOf, sampleOf, type ExampleValue, type FormField, type RequestParts } from './samples.ts';
import { codeBlock, indentLines, inlineCode, mdText, slug, uniqueIds, withLinkTargets } from '../content/markdown-text.ts';
import { webAddress } from '../content/api-parts.ts';
import { isXml, xmlOf } from './xml.ts';

export interface OperationContext extends SchemaContext {
  /** Where a security scheme is described: a URL with its anchor; undefined when no page describes it. */
  schemeUrl(name: string): string | undefined;
  /** The page (and anchor) of an operation by its operationId, or by its place (a response link's operationRef, written at `at`); undefined without one. */
  operationUrl(by: { operationId?: unknown; operationRef?: unknown }, at: Loc): string | undefined;
  /** The address relative `externalDocs` URLs were written against (the entry's externalDocsBase). */
  externalDocsBase?: string;
}

export interface OperationView {
  /** The heading level of the operation's own title; its parts are one level below. 1: the page's title is the operation's (no heading written). */
  level: number;
  /** Prefix of the ids of its parts' headings, so that several operations on one page keep theirs apart ("list-leases-"). */
  idPrefix: string;
  /** The operations it is a callback of, by place: a callback that leads back to one of them ($ref: '#/paths') is not shown again inside itself. */
  within?: string[];
}

/** A description's lines, between the lines that say where it is written (SchemaContext.from), and a blank line. */
export function described(text: string, loc: Loc, ctx: SchemaContext): string[] {
  return [ctx.from(loc), text.trim(), ctx.from(), ''];
}

/**
 * An object's `externalDocs` (a URL and a description): a link to it, after the object's own description. Only a web
 * address is linked: a relative URL is one against `base` (the entry's externalDocsBase), or left out with none, as
 * any other URL (a file:, a script) is, rather than sent to the reader.
 */
export function externalDocs(docs: unknown, base?: string): string[] {
  if (!docs || typeof docs !== 'object') return [];
  const { url: written, description } = docs as { url?: unknown; description?: unknown };
  if (typeof written !== 'string') return [];
  const url = webAddress(written.trim(), base);
  if (!url) return [];
  return [typeof description === 'string' && description.trim() ? `See also: [${mdText(description)}](<${url}>)` : `See also: <${url}>`, ''];
}

const LOCATIONS = [['path', 'Path parameters'], ['query', 'Query parameters'], ['header', 'Header parameters'], ['cookie', 'Cookie parameters']] as const;

export function operationMarkdown(op: Operation, ctx: OperationContext, view: OperationView): string[] {
  const { spec } = ctx;
  const node = op.node;
  // Its parts' ids without the prefix: what a description written for a page of the operation's own links to (see ownAnchors).
  const own = new Set<string>();
  const h = (depth: number, text: string, id: string) => (own.add(id), `${'#'.repeat(Math.min(6, view.level + depth))} ${text} {#${view.idPrefix}${id}}`);
  const lines: string[] = [];
  if (view.level > 1) lines.push(`${'#'.repeat(view.level)} ${mdText(op.summary)} {#${op.slug}}`, '');
  const server = serverOf(op, spec);
  lines.push(`<span class="api-method api-method-${op.method.toLowerCase()}">${op.method}</span> ${inlineCode(op.webhook ? op.path : op.path)}`, '');
  const facts: string[] = [];
  if (!op.webhook && server) facts.push(`Server: ${inlineCode(server)}`);
  if (op.webhook) facts.push('A webhook: the API sends this request to a URL you register.');
  if (op.operationId) facts.push(`Operation ID: ${inlineCode(op.operationId)}`);
  if (facts.length) lines.push(facts.join(' · '), '');
  if (node.deprecated === true) lines.push(':::warning Deprecated', 'This operation is deprecated: it may be removed in a later version of the API.', ':::', '');
  if (op.summaryText) lines.push(...described(op.summaryText, child(op.loc, 'summary'), ctx));
  if (op.description?.trim()) lines.push(...described(op.description, op.descriptionLoc ?? child(op.loc, 'description'), ctx));
  else if (typeof node.summary !== 'string' && op.summary) lines.push('');
  lines.push(...externalDocs(node.externalDocs, ctx.externalDocsBase));

  const security = node.security ?? spec.api.security;
  if (Array.isArray(security) && security.length) {
    lines.push(h(1, 'Authorization', 'authorization'), '');
    const schemes = spec.api.components?.securitySchemes ?? {};
    const options = security.filter((req: unknown) => req && typeof req === 'object');
    if (options.some((req: object) => Object.keys(req).length === 0)) lines.push('No credentials are needed; these are accepted too:', '');
    else if (options.length > 1) lines.push('Any one of these:', '');
    for (const req of options) {
      const names = Object.keys(req);
      if (!names.length) continue;
      const parts = names.map((name) => {
        const scheme = schemes[name];
        const url = ctx.schemeUrl(name);
        const label = url ? `[${mdText(name)}](<${url}>)` : `**${mdText(name)}**`;
        const scopes = Array.isArray(req[name]) && req[name].length ? `, with the scope${req[name].length > 1 ? 's' : ''} ${req[name].map((s: string) => inlineCode(String(s))).join(', ')}` : '';
        return `${label}${scheme ? ` (${schemeKind(spec.follow(scheme, child(spec.root, 'components', 'securitySchemes', name)).node)})` : ''}${scopes}`;
      });
      lines.push(`- ${parts.join(' and ')}`);
    }
    lines.push('');
  }

  const params = parametersOf(op, spec).filter((p) => !hiddenIn(spec, p.node, p.loc));
  // Each parameter has an id, so that a description can link to it ("the [fields](#parameter-fields) parameter"); one
  // name in two places (a query and a header parameter) gets a second.
  const unique = uniqueIds();
  const paramId = (name: string) => {
    const id = unique(`${view.idPrefix}parameter-${slug(name)}`);
    own.add(id.slice(view.idPrefix.length));
    return id;
  };
  for (const [where, title] of LOCATIONS) {
    const here = params.filter((p) => p.node.in === where);
    if (!here.length) continue;
    lines.push(h(1, title, `${where}-parameters`), '');
    lines.push(...fieldList(here.map((p) => ({
      name: String(p.node.name), schema: p.node.schema ?? contentSchema(p.node), loc: p.node.schema ? child(p.loc, 'schema') : p.loc,
      required: p.node.required === true, description: p.node.description, descriptionLoc: child(p.loc, 'description'), deprecated: p.node.deprecated === true,
      example: p.node.example ?? firstExample(p.node, p.loc, spec), id: paramId(String(p.node.name)),
    })), ctx, 'request'));
  }

  // Headers and bodies shown already on the page (an API's error responses share them; Kubernetes answers a create with
  // the object it was sent) link there.
  const shown: ShownBodies = { request: new Map(), response: new Map() };
  const body = node.requestBody ? spec.follow(node.requestBody, child(op.loc, 'requestBody')) : undefined;
  if (body?.node && typeof body.node === 'object') {
    lines.push(h(1, 'Request body', 'request-body'), '');
    if (typeof body.node.description === 'string') lines.push(...described(body.node.description, child(body.loc, 'description'), ctx));
    if (body.node.required === true) lines.push('Required.', '');
    // A media type whose schema an earlier one showed (the same body as JSON, as a form) links there.
    const many = body.node.content && typeof body.node.content === 'object' && Object.keys(body.node.content).length > 1;
    const label = (type: string) => (many ? `[the request body (${inlineCode(type)})](#${view.idPrefix}request-${slug(type)})` : `[the request body](#${view.idPrefix}request-body)`);
    lines.push(...contentLines(body.node.content, child(body.loc, 'content'), ctx, 'request', h, 'request', undefined, { shown, label }));
  }

  const responses = node.responses && typeof node.responses === 'object' ? Object.entries(node.responses) : [];
  if (responses.length) {
    lines.push(h(1, 'Responses', 'responses'), '');
    for (const [status, raw] of responses) {
      const { node: res, loc: at } = spec.follow(raw, child(op.loc, 'responses', status));
      if (!res || typeof res !== 'object') continue;
      const title = `${mdText(status)}${statusText(status) ? ` ${statusText(status)}` : ''}`;
      const here = `[${title}](#${view.idPrefix}response-${slug(status)})`;
      lines.push(h(2, title, `response-${slug(status)}`), '');
      if (typeof res.description === 'string' && res.description.trim()) lines.push(...described(res.description, child(at, 'description'), ctx));
      const headers = res.headers && typeof res.headers === 'object' ? Object.entries(res.headers) : [];
      if (headers.length) {
        const key = `headers:${JSON.stringify(res.headers)}`;
        if (shown.response.has(key)) lines.push(`Headers: as for ${shown.response.get(key)}.`, '');
        else {
          shown.response.set(key, here);
          lines.push('Headers:', '');
          lines.push(...fieldList(headers.map(([name, raw]) => {
            const { node: hd, loc: hl } = spec.follow(raw, child(at, 'headers', name));
            return { name, schema: hd?.schema, loc: child(hl, 'schema'), required: hd?.required === true, description: hd?.description, descriptionLoc: child(hl, 'description'), example: hd?.example };
          }), ctx, 'response'));
        }
      }
      lines.push(...contentLines(res.content, child(at, 'content'), ctx, 'response', h, `response-${slug(status)}`, status, { shown, label: () => here }));
      lines.push(...responseLinks(res.links, child(at, 'links'), ctx));
    }
  }

  const callbacks = node.callbacks && typeof node.callbacks === 'object' ? Object.entries(node.callbacks) : [];
  const within = [...(view.within ?? []), placeOf(op.loc)];
  if (callbacks.length) {
    lines.push(h(1, 'Callbacks', 'callbacks'), '');
    for (const [name, raw] of callbacks) {
      const { node: cb, loc: cbLoc } = spec.follow(raw, child(op.loc, 'callbacks', name));
      for (const [expression, itemRaw] of Object.entries(cb ?? {})) {
        const { node: item, loc: itemLoc } = spec.follow(itemRaw, child(cbLoc, expression));
        for (const method of METHODS) {
          const found = operationOf(spec, item, itemLoc, method);
          if (!found) continue;
          if (within.includes(placeOf(found.loc))) {
            lines.push(`The callback ${inlineCode(name)} (${inlineCode(`${method.toUpperCase()} ${expression}`)}) is an operation shown above.`, '');
            continue;
          }
          const inner: Operation = {
            id: `${name} ${method}`, method: method.toUpperCase(), path: expression, slug: `${view.idPrefix}callback-${slug(name)}-${method}`,
            summary: `${name}: ${found.node.summary ?? `${method.toUpperCase()} ${expression}`}`, ...textOf(spec, found.node.description, child(found.loc, 'description')), node: { ...found.node, 'x-codeSamples': [] },
            loc: found.loc, rootLoc: child(cbLoc, expression, method), pathItem: item, pathLoc: itemLoc, webhook: true,
          };
          lines.push(...operationMarkdown(inner, ctx, { level: Math.min(6, view.level + 2), idPrefix: `${inner.slug}-`, within }).filter((l) => !(l.startsWith('A webhook:') && !l.includes('\n'))));
        }
      }
    }
  }

  if (!op.webhook) {
    const samples = codeSamples(op, spec, requestParts(op, params, body, spec));
    if (samples.length) {
      lines.push(h(1, 'Code samples', 'code-samples'), '');
      lines.push(':::tabs', '');
      for (const s of samples) lines.push(...codeBlock(s.lang, s.code, s.label));
      lines.push(':::', '');
    }
  }
  return view.idPrefix ? ownAnchors(lines, view.idPrefix, own) : lines;
}

/**
 * A description's "#parameter-limit" or "#responses", written for a page of the operation's own (as the document's
 * own site may have it), is the operation's own part where several share a page (a tag's): "#list-pets-parameter-limit".
 */
function ownAnchors(lines: string[], prefix: string, own: Set<string>): string[] {
  return withLinkTargets(lines, (url) => (url.startsWith('#') && own.has(url.slice(1)) ? `#${prefix}${url.slice(1)}` : undefined));
}

/** The operation's parameters with its path item's, the operation's own winning (by name and location). */
export function parametersOf(op: Operation, spec: LoadedSpec): { node: any; loc: Loc }[] {
  const found = new Map<string, { node: any; loc: Loc }>();
  const add = (list: unknown, at: Loc) => {
    if (!Array.isArray(list)) return;
    list.forEach((raw, i) => {
      const { node, loc } = spec.follow(raw, child(at, i));
      if (node && typeof node === 'object' && typeof node.name === 'string') found.set(`${node.in}\0${node.name}`, { node, loc });
    });
  };
  add(op.pathItem.parameters, child(op.pathLoc, 'parameters'));
  add(op.node.parameters, child(op.loc, 'parameters'));
  return [...found.values()];
}

/**
 * What a page showed already, by usage: headers (by their text) and bodies (by what their schema is: schemaIdentity),
 * each with a link to where it is. A request's body counts for the responses too where its schema reads the same in
 * both (readsTheSame).
 */
interface ShownBodies {
  request: Map<string, string>;
  response: Map<string, string>;
}

/** `bodies`: what the page showed already (a schema shown already links there); `label` links to a media type's body. */
function contentLines(content: any, at: Loc, ctx: OperationContext, usage: 'request' | 'response', h: (d: number, t: string, id: string) => string, idBase: string, status: string | undefined, bodies: { shown: ShownBodies; label: (type: string) => string }): string[] {
  if (!content || typeof content !== 'object') return [];
  const types = Object.entries(content);
  const lines: string[] = [];
  for (const [type, media] of types) {
    const mediaLoc = child(at, type);
    if (types.length > 1) lines.push(h(usage === 'request' ? 2 : 3, inlineCode(type), `${idBase}-${slug(type)}`), '');
    else lines.push(`Content type: ${inlineCode(type)}`, '');
    const m: any = media ?? {};
    // A body shown already: the example made from its schema is there too (as XML only once it is one of XML).
    let shownBefore = false;
    let same: string | undefined;
    if (m.schema !== undefined) {
      const shown = bodies.shown[usage];
      same = schemaIdentity(m.schema, child(mediaLoc, 'schema'), ctx.spec);
      shownBefore = Boolean(same && shown.has(same));
      if (shownBefore) lines.push(`Body: as for ${shown.get(same!)}.`, '');
      else {
        if (same) {
          shown.set(same, bodies.label(type));
          if (usage === 'request' && !bodies.shown.response.has(same) && readsTheSame(m.schema, child(mediaLoc, 'schema'), ctx.spec)) bodies.shown.response.set(same, bodies.label(type));
        }
        lines.push(...schemaTree(m.schema, child(mediaLoc, 'schema'), ctx, usage));
      }
    }
    let examples = examplesOf(m, mediaLoc, ctx.spec, type);
    // One is made for a body not shown before, and for one of XML whose schema's XML example is not shown yet.
    const asXml = same !== undefined && isXml(type) ? `xml ${same}` : undefined;
    const makes = !shownBefore || (asXml !== undefined && !bodies.shown[usage].has(asXml));
    if (!examples.length && makes && m.schema !== undefined && (/json|\+json|^\*\/\*$/.test(type) || isXml(type))) {
      const sample = sampleOf(m.schema, child(mediaLoc, 'schema'), ctx.spec, usage);
      if (sample) examples = [{ ...sample, loc: mediaLoc, generated: true }];
    }
    if (asXml && examples.length) {
      bodies.shown[usage].set(asXml, bodies.label(type));
      if (usage === 'request' && readsTheSame(m.schema, child(mediaLoc, 'schema'), ctx.spec)) bodies.shown.response.set(asXml, bodies.label(type));
    }
    const asText = (value: unknown, json?: string) => bodyText(type, value, m.schema, child(mediaLoc, 'schema'), ctx.spec, json);
    for (const example of distinctExamples(examples, asText).slice(0, 5)) {
      const title = [status ? `${status} ${statusText(status) ?? ''}`.trim() : 'Request', example.titles.join(', ')].filter(Boolean).join(': ');
      const lang = isXml(type) ? 'xml' : /json/.test(type) || typeof example.value === 'object' ? 'json' : 'text';
      lines.push(...codeBlock(lang, example.text, title + (example.generated ? ' (example made from the schema)' : '')));
    }
  }
  return lines;
}

/**
 * A media type's examples as they read, those that read the same as one, under each of their titles: GitHub names one
 * 90 KB example five times for a response, which a page showed five times over.
 */
function distinctExamples(examples: ExampleValue[], asText: (value: unknown, json?: string) => string) {
  const byText = new Map<string, ExampleValue & { text: string; titles: string[] }>();
  for (const example of examples) {
    const text = asText(example.value, example.json);
    const same = byText.get(text);
    if (same) {
      if (example.title) same.titles.push(example.title);
    } else byText.set(text, { ...example, text, titles: example.title ? [example.title] : [] });
  }
  return [...byText.values()];
}

/**
 * A body's value as its media type sends it: text as written (but in JSON, where a string is a JSON string), data as
 * JSON (`json`: made already), or as XML for a type of XML, by its schema's XML objects.
 */
function bodyText(type: string, value: unknown, schema: unknown, schemaLoc: Loc, spec: LoadedSpec, json?: string): string {
  if (typeof value === 'string' && !/json/.test(type)) return value;
  if (isXml(type) && value !== null && typeof value === 'object') return xmlOf(value, schema, schemaLoc, spec);
  return json ?? JSON.stringify(value, null, 2);
}

/**
 * A response's links (OpenAPI's Link objects): the operation each leads to, its description, and the parameters it
 * gives that operation, as runtime expressions ("userId: $response.body#/id").
 */
function responseLinks(links: unknown, at: Loc, ctx: OperationContext): string[] {
  if (!links || typeof links !== 'object') return [];
  const lines: string[] = [];
  for (const [name, raw] of Object.entries(links)) {
    const { node: link, loc } = ctx.spec.follow(raw, child(at, name));
    if (!link || typeof link !== 'object') continue;
    const url = ctx.operationUrl(link, loc);
    const target = typeof link.operationId === 'string' ? link.operationId : typeof link.operationRef === 'string' ? link.operationRef : '';
    const to = target && (url ? `[${inlineCode(target)}](<${url}>)` : inlineCode(target));
    lines.push(`- ${inlineCode(name)}${to ? `: ${to}` : ''}`, '');
    if (typeof link.description === 'string' && link.description.trim()) lines.push(...indentLines(described(link.description, child(loc, 'description'), ctx), '  '));
    const params = link.parameters && typeof link.parameters === 'object' ? Object.entries(link.parameters) : [];
    if (params.length) lines.push(`  With ${params.map(([p, v]) => `${inlineCode(p)} from ${inlineCode(typeof v === 'string' ? v : JSON.stringify(v) ?? '')}`).join(', ')}.`, '');
  }
  return lines.length ? ['Links:', '', ...lines] : [];
}

/**
 * What a body's schema is: where a $ref leads ("file#/components/schemas/Error"), or a schema written in place as
 * its text, in its file (whose $refs it names relative to it): Discord writes the same union for each media type.
 */
function schemaIdentity(schema: any, loc: Loc, spec: LoadedSpec): string | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  try {
    if (typeof schema.$ref !== 'string') return `${loc.file} ${JSON.stringify(schema)}`;
    const found = spec.follow(schema, loc).loc;
    return placeOf(found);
  } catch {
    return undefined; // a broken $ref, or a value JSON cannot write (a YAML alias that holds itself)
  }
}

/** What readsTheSame found, by document and place: a schema whose properties are all read the same in a request and a response. */
const readTheSame = new WeakMap<LoadedSpec, Map<string, boolean>>();

/**
 * Whether a schema reads the same in a request and in a response: nothing it holds or leads to is readOnly or
 * writeOnly (a request leaves out the one, a response the other). Each place a $ref leads to is read once per document.
 */
function readsTheSame(schema: unknown, loc: Loc, spec: LoadedSpec): boolean {
  let known = readTheSame.get(spec);
  if (!known) readTheSame.set(spec, (known = new Map()));
  const found = known;
  const entered: string[] = [];
  const open = new Set<string>();
  /** `names`: a map of schemas by name (properties), whose keys may be any word ("default"). */
  const visit = (node: unknown, at: Loc, names = false): boolean => {
    if (!node || typeof node !== 'object') return true;
    const s = node as Record<string, unknown>;
    if (names) return Object.entries(s).every(([name, value]) => visit(value, child(at, name)));
    if (typeof s.$ref === 'string') {
      let target: { node: unknown; loc: Loc };
      try {
        target = spec.follow(node, at);
      } catch {
        return false;
      }
      const place = placeOf(target.loc);
      const before = found.get(place);
      if (before !== undefined) return before;
      // Met again inside itself: what it holds is read where it was entered first.
      if (open.has(place)) return true;
      open.add(place);
      entered.push(place);
      const same = visit(target.node, target.loc);
      if (!same) found.set(place, false);
      return same;
    }
    if (s.readOnly === true || s.writeOnly === true) return false;
    for (const [key, value] of Object.entries(s)) {
      if (DATA_KEYS.has(key)) continue;
      if (!visit(value, child(at, key), SCHEMA_MAPS.has(key))) return false;
    }
    return true;
  };
  const same = visit(schema, loc);
  // Read to the end, no place entered leads to a property read differently (one that does is known as soon as it is found).
  if (same) for (const place of entered) found.set(place, true);
  return same;
}

function contentSchema(param: any): unknown {
  const content = param?.content && typeof param.content === 'object' ? Object.values(param.content)[0] as any : undefined;
  return content?.schema;
}

function firstExample(param: any, loc: Loc, spec: LoadedSpec): unknown {
  return examplesOf(param, loc, spec)[0]?.value;
}

/** The media type an operation answers with: its first success response's ("image/png" for a photo), else JSON. */
function answeredType(op: Operation, spec: LoadedSpec): string {
  const responses = op.node.responses && typeof op.node.responses === 'object' ? op.node.responses : {};
  const statuses = [...Object.keys(responses).filter((s) => /^2/.test(s)).sort(), 'default'];
  for (const status of statuses) {
    const type = sampledType(spec.follow(responses[status], child(op.loc, 'responses', status)).node?.content);
    if (type) return type;
  }
  return 'application/json';
}

/**
 * The media type of a body that code samples send or ask for: JSON where it is one of them (ASP.NET's Swashbuckle
 * lists a body as application/json-patch+json first, and a response as text/plain), else the first.
 */
function sampledType(content: unknown): string | undefined {
  if (!content || typeof content !== 'object') return undefined;
  const types = Object.keys(content);
  return types.includes('application/json') ? 'application/json' : types[0];
}

/** The first server's URL with its variables at their defaults; an operation's or path's own servers win. */
export function serverOf(op: Operation, spec: LoadedSpec): string {
  const servers = [op.node.servers, op.pathItem.servers, spec.api.servers].find((s) => Array.isArray(s) && s.length);
  const server = servers?.[0];
  if (!server || typeof server.url !== 'string') return '';
  return server.url.replace(/\{([^}]+)\}/g, (whole: string, name: string) => String(server.variables?.[name]?.default ?? whole)).replace(/\/+$/, '');
}

function requestParts(op: Operation, params: { node: any; loc: Loc }[], body: { node: any; loc: Loc } | undefined, spec: LoadedSpec): RequestParts {
  const valueOf = (p: { node: any; loc: Loc }): unknown => {
    const v = p.node.example ?? firstExample(p.node, p.loc, spec) ?? p.node.schema?.example ?? p.node.schema?.default
      ?? (p.node.schema ? sampleOf(p.node.schema, child(p.loc, 'schema'), spec, 'request')?.value : undefined);
    return v === undefined || v === null ? p.node.name : v;
  };
  /** A header parameter's value as sent (style simple: one value, see serialized). */
  const simple = (p: { node: any; loc: Loc }) => serialized(p.node, valueOf(p))[0][1];
  let path = op.path;
  for (const p of params.filter((p) => p.node.in === 'path')) path = path.split(`{${p.node.name}}`).join(inPath(p.node, valueOf(p)));
  /** A query's or cookie's parameter the sample sends: one it needs, or one the document gives an example of. */
  const sent = (where: string) => params.filter((p) => p.node.in === where && (p.node.required === true || p.node.example !== undefined || p.node.examples !== undefined));
  const query = sent('query').flatMap((p) => serialized(p.node, valueOf(p)));
  const headers: RequestParts['headers'] = params.filter((p) => p.node.in === 'header' && p.node.required === true).map((p) => [p.node.name, simple(p)]);
  let basic = false;
  const security = op.node.security ?? spec.api.security;
  const first = Array.isArray(security) ? security.find((req: unknown) => req && typeof req === 'object' && Object.keys(req).length) : undefined;
  for (const name of Object.keys(first ?? {})) {
    const { node: scheme } = spec.follow(spec.api.components?.securitySchemes?.[name], child(spec.root, 'components', 'securitySchemes', name));
    if (!scheme) continue;
    if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic') basic = true;
    else if (scheme.type === 'apiKey' && scheme.in === 'header') headers.unshift([String(scheme.name), { prefix: '', env: 'API_KEY' }]);
    else if (scheme.type === 'apiKey' && scheme.in === 'query') query.push([String(scheme.name), 'YOUR_API_KEY']);
    else if (scheme.type === 'apiKey' && scheme.in === 'cookie') headers.unshift(['Cookie', { prefix: `${String(scheme.name)}=`, env: 'API_KEY' }]);
    else headers.unshift(['Authorization', { prefix: 'Bearer ', env: 'TOKEN' }]);
  }
  // Cookie parameters, in the one Cookie header a request sends (a cookie API key's too): they were not sent.
  const cookies = sent('cookie').flatMap((p) => serialized(p.node, valueOf(p))).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  if (cookies) {
    const at = headers.findIndex(([name]) => name === 'Cookie');
    const key = at === -1 ? undefined : headers[at][1];
    if (key && typeof key === 'object') headers[at] = ['Cookie', { ...key, prefix: `${cookies}; ${key.prefix}` }];
    else headers.push(['Cookie', cookies]);
  }
  for (const [name, value] of staticHeaders(op, spec)) headers.push([name, value]);
  headers.push(['Accept', answeredType(op, spec)]);
  let requestBody: RequestParts['body'];
  const content = body?.node?.content;
  const type = sampledType(content);
  if (type) {
    const media = content[type];
    const at = child(body!.loc, 'content', type);
    if (isFile(type, media?.schema, child(at, 'schema'), spec)) requestBody = { type, text: '', file: true };
    else {
      const example = examplesOf(media, at, spec, type)[0] ?? (media?.schema ? sampleOf(media.schema, child(at, 'schema'), spec, 'request') : undefined);
      const value = example?.value;
      if (value !== undefined) requestBody = { type, text: bodyText(type, value, media?.schema, child(at, 'schema'), spec, example!.json), ...formFields(type, value, media?.schema, child(at, 'schema'), spec) };
    }
  }
  return { method: op.method, url: serverOf(op, spec) + path, query, headers, body: requestBody, basic };
}

/**
 * The headers ReadMe's documents have every request send (x-readme.headers, else x-headers: a list of { key, value }),
 * the operation's, else the document's.
 */
function staticHeaders(op: Operation, spec: LoadedSpec): [string, string][] {
  const listed = [op.node, spec.api].map((node) => node['x-readme']?.headers ?? node['x-headers']).find((list) => Array.isArray(list));
  return (listed ?? []).filter((h: any) => h && typeof h.key === 'string' && h.key && h.value !== undefined && h.value !== null)
    .map((h: any): [string, string] => [h.key, typeof h.value === 'string' ? h.value : JSON.stringify(h.value)]);
}

/**
 * A path parameter's value as its style writes it in the path (RFC 6570's expansions): simple `blue,black`, label
 * `.blue.black` (or `.blue,black` without explode), matrix `;color=blue;color=black` (or `;color=blue,black`); an
 * object's keys and values `R=100,G=200` exploded, else `R,100,G,200`. Each value is percent-encoded, the separators
 * are not: a list was sent as one encoded value (`1%2C2`), and label and matrix as simple.
 */
function inPath(param: any, value: unknown): string {
  const name = encodeURIComponent(String(param.name));
  const style = param.style === 'label' || param.style === 'matrix' ? param.style : 'simple';
  const explode = param.explode === true;
  const enc = (v: unknown) => encodeURIComponent(v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));
  const prefix = style === 'label' ? '.' : style === 'matrix' ? ';' : '';
  if (Array.isArray(value)) {
    if (style === 'matrix') return explode ? value.map((v) => `;${name}=${enc(v)}`).join('') : `;${name}=${value.map(enc).join(',')}`;
    return prefix + value.map(enc).join(style === 'label' && explode ? '.' : ',');
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (explode) return prefix + entries.map(([k, v]) => `${enc(k)}=${enc(v)}`).join(style === 'simple' ? ',' : prefix);
    const flat = entries.flatMap(([k, v]) => [enc(k), enc(v)]).join(',');
    return style === 'matrix' ? `;${name}=${flat}` : prefix + flat;
  }
  return style === 'matrix' ? `;${name}=${enc(value)}` : prefix + enc(value);
}

/**
 * A parameter's value as OpenAPI sends it by default, as name and value pairs: a query's list (style form, explode)
 * a pair for each item, or its items by commas with `explode: false` (by spaces or bars for spaceDelimited and
 * pipeDelimited); a query's object a pair for each key (`name[key]` for deepObject), or its keys and values by commas
 * with `explode: false`. A path's or a header's (style simple) is its pairs' values by commas. A list of objects, which
 * OpenAPI does not say how to send, is JSON.
 */
function serialized(param: any, value: unknown): [string, string][] {
  const name = String(param.name);
  const text = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));
  const query = param.in === 'query';
  const { style, explode } = styleOf(param);
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object')) {
    const separator = listSeparator(param);
    return separator === undefined ? value.map((v) => [name, text(v)]) : [[name, value.map(text).join(separator)]];
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (query && style === 'deepObject') return entries.map(([k, v]) => [`${name}[${k}]`, text(v)]);
    if (query && explode) return entries.map(([k, v]) => [k, text(v)]);
    return [[name, (explode ? entries.map(([k, v]) => `${k}=${text(v)}`) : entries.flatMap(([k, v]) => [k, text(v)])).join(',')]];
  }
  return [[name, text(value)]];
}

/** A parameter's style and explode, as written or by OpenAPI's defaults for where it is sent. */
function styleOf(param: any): { style: string; explode: boolean } {
  const style = typeof param.style === 'string' ? param.style : param.in === 'query' || param.in === 'cookie' ? 'form' : 'simple';
  return { style, explode: typeof param.explode === 'boolean' ? param.explode : style === 'form' };
}

/** What a parameter sends between a list's items: commas (spaces, bars for those styles), or none, a query's exploded list being a pair for each. */
export function listSeparator(param: any): string | undefined {
  const { style, explode } = styleOf(param);
  const query = param.in === 'query';
  if (query && explode) return undefined;
  return query && style === 'spaceDelimited' ? ' ' : query && style === 'pipeDelimited' ? '|' : ',';
}

/** A type of body that is no text: a file's bytes, unless its schema says otherwise. */
const FILE_TYPES = /^(application\/(octet-stream|pdf|zip|gzip)|image|audio|video|font)(\/|$)/i;

/**
 * Whether a body is a file's bytes: its schema says so (3.0's format: binary, 3.1's contentMediaType), or its type is no
 * text and its schema is none or a string not said to be encoded as text (Xero's octet-stream bodies are `format: byte`).
 */
function isFile(type: string, schema: unknown, loc: Loc, spec: LoadedSpec): boolean {
  const { node: s } = spec.follow(schema, loc);
  if (!s || typeof s !== 'object') return FILE_TYPES.test(type);
  return isBinary(s) || (FILE_TYPES.test(type) && s.type === 'string' && s.contentEncoding === undefined);
}

/** A string schema of a file's bytes: 3.0's `format: binary`, 3.1's `contentMediaType`. */
function isBinary(s: any): boolean {
  return s?.format === 'binary' || typeof s?.contentMediaType === 'string';
}

/**
 * A form's fields (urlencoded or multipart), from its example, as OpenAPI encodes them by default: a list of values a
 * field each, of the same name; an object (or a list of them) as JSON; a file where its schema's property is binary
 * (`format: binary`, 3.1's contentMediaType; a list of them too).
 */
function formFields(type: string, value: unknown, schema: unknown, loc: Loc, spec: LoadedSpec): { fields: FormField[] } | undefined {
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type) || !value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { node: s, loc: at } = spec.follow(schema, loc);
  const binary = (name: string): boolean => {
    const { node: p, loc: pAt } = spec.follow(s?.properties?.[name], child(at, 'properties', name));
    const { node: one } = p?.type === 'array' ? spec.follow(p.items, child(pAt, 'items')) : { node: p };
    return isBinary(one) || one?.format === 'base64';
  };
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');
  const primitive = (v: unknown) => v === null || typeof v !== 'object';
  return {
    fields: Object.entries(value).flatMap(([name, v]) => {
      const file = binary(name) ? { file: true } : {};
      return Array.isArray(v) && v.every(primitive) ? v.map((item) => ({ name, value: text(item), ...file })) : [{ name, value: text(v), ...file }];
    }),
  };
}

function schemeKind(scheme: any): string {
  if (!scheme || typeof scheme !== 'object') return 'unknown scheme';
  if (scheme.type === 'http') return `HTTP ${String(scheme.scheme ?? '').toLowerCase() === 'bearer' ? 'bearer token' : String(scheme.scheme ?? '')}`;
  if (scheme.type === 'apiKey') return `API key in the ${scheme.in} ${inlineCode(String(scheme.name))}`;
  if (scheme.type === 'oauth2') return 'OAuth 2.0';
  if (scheme.type === 'openIdConnect') return 'OpenID Connect';
  if (scheme.type === 'mutualTLS') return 'mutual TLS';
  return mdText(String(scheme.type));
}

/** Where RFC 9110 renamed a reason phrase that Node's table (every status HTTP names: 402, 413, 451…) has by its older name. */
const RENAMED: Record<string, string> = { 413: 'Content Too Large', 422: 'Unprocessable Content' };

function statusText(status: string): string | undefined {
  return RENAMED[status] ?? STATUS_CODES[status];
}
