// A schema as a nested list of its properties: each property's name, type,
// marks and constraints, its description (markdown, through the page's
// pipeline), and its own properties inside <details>, which a reader opens
// without JavaScript. A schema met again inside itself is a link to its page
// instead of an endless expansion.
//
// The list is written as HTML rather than as markdown for the page's pipeline
// to parse again: on a 1,000-operation document, parsing and walking the
// property lists took half of the pages' markdown rendering. The HTML travels
// beside the page's markdown, which names each run of it (a generated region,
// see blocks/container-markers.ts); the descriptions stay markdown, between
// those runs, so that their links are checked and their code highlighted as
// on every page; the page's markdown copy gets the list as markdown.
import { child, hiddenIn, placeOf, type LoadedSpec, type Loc } from './load.ts';
import { pointerTokens } from './pointer.ts';
import { isNullOnly, shownExample } from './samples.ts';
import { indentLines, inlineCode, mdText } from '../content/markdown-text.ts';
import { generatedRegion, type GeneratedHtml, type RegionLine } from '../content/blocks/container-markers.ts';
import { escapeHtml } from '../html.ts';

export interface SchemaContext {
  spec: LoadedSpec;
  /** The URL of a component schema's page; undefined when the spec's schemas have no pages. */
  schemaUrl(name: string): string | undefined;
  /** Where the HTML of the lists goes, beside the markdown that names it (the part's, see generatedRegion). */
  html: GeneratedHtml;
  /** The line that says the lines after it come from the value at `loc` (a description), or from the part's own place again (placeLine). */
  from(loc?: Loc): string;
  /** A new id on the part's page for a schema of this name shown more than once in one list. */
  anchor(name: string): string;
}

/** Where a schema is read: a request leaves out readOnly properties, a response writeOnly ones. */
export type Usage = 'request' | 'response' | 'any';

/** Deeper than this, a named schema is a link rather than expanded in place: the page's weight stays bounded. */
const MAX_DEPTH = 6;
/**
 * A list that would weigh more than this is shown less deep (named schemas further down are links to their pages),
 * down to the schema's own fields. Its weight: its fields' descriptions, and FIELD_WEIGHT a field, about the
 * characters of HTML it makes. Kubernetes' objects nest dozens of named schemas of dozens of described properties
 * each: Argo Workflows' "create a workflow" page, six of them deep, was 1.4 MB of HTML.
 */
const MAX_LIST_WEIGHT = 60_000;
const FIELD_WEIGHT = 150;
/** More properties than this at one level are listed by name only past this many. */
const MAX_PROPERTIES = 200;
/** More allowed values than this are counted, not listed: the page stays light whatever the enum. */
const MAX_ENUM_VALUES = 500;
/** More allowed values than this (a country's code, a time zone) are folded: the first few on the line, the rest when the reader opens them. */
const FOLDED_ENUM_VALUES = 20;
const SHOWN_ENUM_VALUES = 10;
/** A value shown in a line of facts (a default, an example) is cut short past this many characters of JSON. */
const MAX_VALUE_CHARS = 300;
/** An array's type names its items' ("array of array of string") down to this many arrays. */
const MAX_ARRAYS_IN_TYPE = 4;
/** A schema shown with at most this many properties (at every level) is shown again where it is met again in a list; a larger one is a link to where it was shown. */
const FEW_PROPERTIES = 2;

interface Walk {
  ctx: SchemaContext;
  usage: Usage;
  /** The schemas reached through a $ref that are being expanded, outermost first, by their place ("file#pointer"). */
  open: string[];
  /** The place of the schema whose page the list is on (schemaTree's `own`). */
  self?: string;
  /**
   * The fields that expanded a schema reached through a $ref, by its place: met again in the same list, it is a link to
   * the first, if that shows as much (`depth`: where MAX_DEPTH cut it short, it shows as much only as deep or deeper).
   */
  shown: Map<string, { field: Field; depth: number }>;
  /** The schemas being expanded that merged others in (by allOf: see mergedParts), with the places of those. */
  merging: { node: object; parts: string[] }[];
  /** How many schemas the depth limit has left unexpanded so far. */
  cut: number;
  /** How deep named schemas are expanded in this list (MAX_DEPTH, or less for a list that would be too long). */
  depth: number;
  /** The weight of the fields made so far (see MAX_LIST_WEIGHT). */
  weight: number;
  /** The weight of the fields made so far by their level: how many named schemas are open around them (at depth d, the fields of levels up to d are made). */
  weightByLevel: number[];
  /** Once the list weighs too much, whether the walk goes on less deep (the first walk) or stops (TOO_LONG). */
  lessDeep: boolean;
  /** The fields a field further down links to, in the order they were first linked to: their ids are given once the list is made. */
  linked: Field[];
}

/**
 * Inline content, written as HTML on the page and as markdown in its copy: words of the build's own (as they
 * are), a name or value in code, text of the document's (escaped in markdown) that links where it has a URL.
 */
type Inline = string | { code: string; to?: Field } | { text: string; url?: string } | { strong: string } | Folded;
/** Allowed values past the first few, `count` of them: in the copy, listed on; on the page, inside a <details> (factsHtml). */
interface Folded { folded: Inline[]; count: number }

/** One field of a list: a property, a parameter, a header. */
interface Field {
  name: string;
  type: Inline[];
  marks: { kind: 'required' | 'deprecated' | 'mark'; text: string }[];
  /** Markdown, as the document writes it. */
  description?: string;
  /** The lines that say where the description is, and that it ended (SchemaContext.from). */
  descriptionAt?: [string, string];
  /** Allowed values, default, constraints, example: one line. */
  facts: Inline[];
  /** Allowed values each with its words (Redocly's x-enumDescriptions), in place of the facts' list of them. */
  values?: DescribedValues;
  variants: Variants[];
  /** Its own fields, shown inside <details>. */
  nested?: Nested;
  /** Where a schema not expanded here (recursion, depth, shown above) is shown. */
  see?: Inline[];
  /** Its id on the page, when a field further down links to it (the same schema, shown here). */
  anchor?: string;
  /** The name of that schema, from which the id is made once the list is (see walked). */
  schemaName?: string;
}
type Entry = Field | { more: number };
/** A markdown list of allowed values and what each means, and the lines that say where it is written. */
interface DescribedValues { text: string; at: [string, string] }
interface Nested { summary: string; fields: Entry[] }
/** oneOf or anyOf: a line saying which, and each option with its own fields. */
interface Variants { intro: Inline[]; options: Option[] }
/** One of the alternatives: its label, type, words (an option of no page of its own) and fields. */
interface Option {
  label: Inline[]; type: Inline[]; description?: string; descriptionAt?: [string, string]; facts: Inline[]; nested?: Nested;
  /** What stands for it in a union of types ("string | array of string"), where it has no name, words or fields to show. */
  plain?: Inline[];
}

/**
 * The property list of a schema (what a request or response body holds), as lines of the page's markdown. `own`: the
 * name of the schema whose page it is, which is open while its fields are made, as a schema reached through a $ref is
 * (met again inside itself, it is a link; the depth limit counts from it, so that at its least the list is its own fields).
 */
export function schemaTree(schema: unknown, loc: Loc, ctx: SchemaContext, usage: Usage, own?: string): string[] {
  const { node, at, name, type, fields, variants } = walked(ctx, usage, (walk) => {
    const { node, loc: at, name, url } = resolve(schema, loc, walk);
    if (own !== undefined && name === undefined) walk.self = placeOf(at);
    const type = typeLabel(node, at, walk, name, url);
    const fields = fieldsOf(node, at, walk, name ?? own);
    if (fields.length) return { node, at, name, type, fields, variants: [] };
    // Its alternatives, with it open as while its fields are made: at their least, they are links to their pages (Figma's
    // Node, one of 30 named nodes of a hundred properties each, was 940 KB of HTML).
    const place = name ?? own ? placeOf(at) : undefined;
    if (place) walk.open.push(place);
    try {
      return { node, at, name, type, fields, variants: alternativesOf(node, at, walk, '') };
    } finally {
      if (place) walk.open.pop();
    }
  });
  const values = describedValues(node, at, ctx);
  const facts = factsOf(values ? { ...node, enum: undefined } : node);
  if (!fields.length) {
    return generatedRegion(
      [htmlParagraph(['Type: ', ...type]), ...(facts.length ? [factsHtml(facts)] : []), ...(values ? valuesHtml(values) : []), ...variants.flatMap(variantsHtml)],
      [`Type: ${markdown(type)}`, '', ...(facts.length ? [markdown(facts), ''] : []), ...(values ? valuesMarkdown(values) : []), ...variants.flatMap(variantsMarkdown)],
      ctx.html,
    );
  }
  const head = name || node?.type === 'array' ? ['Type: ', ...type] : undefined;
  // Its own constraints too (an array's number of items, an object's keys), above its properties.
  return generatedRegion(
    [...(head ? [htmlParagraph(head)] : []), ...(facts.length ? [htmlParagraph(facts)] : []), '<div class="api-schema">', ...listHtml(fields), '</div>'],
    [...(head ? [markdown(head), ''] : []), ...(facts.length ? [markdown(facts), ''] : []), ...listMarkdown(fields)],
    ctx.html,
  );
}

/** A list of fields (parameters, headers) that are not one schema's properties, in the same form; each with its id on the page, if given. */
export function fieldList(fields: { name: string; schema: unknown; loc: Loc; required?: boolean; description?: string; descriptionLoc?: Loc; deprecated?: boolean; example?: unknown; id?: string }[], ctx: SchemaContext, usage: Usage): string[] {
  const entries = walked(ctx, usage, (walk) => fields.map((f) => {
    const field = fieldOf(f.name, f.schema, f.loc, walk, { required: f.required, description: f.description, descriptionLoc: f.descriptionLoc, deprecated: f.deprecated, example: f.example });
    // Kept when a field further down links to it (the same schema): it is this element.
    if (f.id !== undefined) field.anchor = f.id;
    return field;
  }));
  return generatedRegion(['<div class="api-schema">', ...listHtml(entries), '</div>'], listMarkdown(entries), ctx.html);
}

/** Thrown when a list passes MAX_LIST_WEIGHT at a depth it may go below. */
const TOO_LONG = Symbol('a list too long');

/**
 * A list's entries, made by `make` as deep as keeps the list within MAX_LIST_WEIGHT (down to the schema's own fields);
 * then the fields that fields further down link to get their ids on the page.
 */
function walked<T>(ctx: SchemaContext, usage: Usage, make: (walk: Walk) => T): T {
  // The first walk finds how deep the list fits: it goes on less deep wherever its fields weigh too much. A list made
  // again at each depth until it fitted walked Kubernetes' lists 28 M of weight in vain, for 42 M kept.
  for (let depth = MAX_DEPTH, first = true; ; first = false) {
    const walk: Walk = { ctx, usage, open: [], merging: [], shown: new Map(), cut: 0, depth, weight: 0, weightByLevel: [], lessDeep: first, linked: [] };
    let made: T;
    try {
      made = make(walk);
    } catch (err) {
      if (err !== TOO_LONG) throw err;
      depth--;
      continue;
    }
    // Made deeper in its first fields than in its last: made again, at the depth it fits.
    if (walk.depth < depth) {
      depth = walk.depth;
      continue;
    }
    for (const field of walk.linked) field.anchor ??= ctx.anchor(field.schemaName!);
    return made;
  }
}

/** The name of a component schema a $ref names ("#/components/schemas/Lease" → "Lease"). */
export function schemaName(ref: string): string | undefined {
  const m = /#\/components\/schemas\/([^/]+)$/.exec(ref) ?? /#\/definitions\/([^/]+)$/.exec(ref);
  return m ? decodeURIComponent(m[1]).replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

/**
 * What a schema is, following its $ref; a schema reached through one has a name: its component's, the last part
 * of its pointer, or for a whole file ("models/droplet.yml") the file's name.
 */
function resolve(schema: unknown, loc: Loc, walk: Walk, unwrapping: string[] = []): Resolved {
  const ref = schema && typeof schema === 'object' && typeof (schema as any).$ref === 'string' ? (schema as any).$ref as string : undefined;
  // { allOf: [{ $ref: X }], description: … }, as 3.0 writes a $ref with words of its own (Elasticsearch's every property):
  // X, as a $ref to it is (named, linked, a level deeper), with those words. Merged as a schema of no name, each such
  // level went unlimited: its search request was a list of 13 MB, 335,000 lines, which the build could not hold.
  if (!ref && refWithWords(schema)) {
    const wrapper = schema as any;
    const inner = resolve(wrapper.allOf[0], child(loc, 'allOf', 0), walk, unwrapping);
    const node: any = { ...(inner.node && typeof inner.node === 'object' ? inner.node : {}) };
    for (const [key, value] of Object.entries(wrapper)) if (key !== 'allOf') node[key] = value;
    const parts = inner.node && typeof inner.node === 'object' ? mergedParts.get(inner.node) : undefined;
    if (parts) mergedParts.set(node, parts);
    return { ...inner, node, ...(typeof wrapper.description === 'string' && { described: child(loc, 'description') }) };
  }
  const { node: followed, loc: at } = walk.ctx.spec.follow(schema, loc);
  // A component's name: as the $ref writes it, or where a chain of $refs ends in the document's components.
  const component = ref ? schemaName(ref) ?? (at.file === walk.ctx.spec.root.file ? schemaName(`#${at.pointer}`) : undefined) : undefined;
  const name = ref ? component ?? pointerName(at.pointer) ?? fileStem(at.file) : undefined;
  // Only a component schema has a page to link to: another name may be a component's by chance.
  const url = component && walk.ctx.schemaUrl(component);
  const node = merged(followed, at, walk);
  const nullable = nullableOption(node);
  if (!nullable || unwrapping.includes(placeOf(at))) return { node, loc: at, name, url };
  // Shown as the option it allows, with null, and its own words where it has them: "number | null", its range and description.
  const inner = resolve(nullable.option, child(at, nullable.kind, nullable.index), walk, [...unwrapping, placeOf(at)]);
  // Itself or null (a list that may end): as written, its option a link to it.
  if (placeOf(inner.loc) === placeOf(at)) return { node, loc: at, name, url };
  const words = typeof node.description === 'string' ? { described: child(at, 'description') } : inner.described && { described: inner.described };
  return { ...inner, node: withNull(inner.node, node, nullable.kind), ...(inner.name === undefined && { name, url }), ...words };
}

/** A schema that is all of one $ref and nothing else but words (a description, a default, read-only…), no fields or type of its own. */
function refWithWords(schema: unknown): boolean {
  const s = schema as any;
  if (!s || typeof s !== 'object' || !Array.isArray(s.allOf) || s.allOf.length !== 1) return false;
  const part = s.allOf[0];
  if (!part || typeof part !== 'object' || typeof part.$ref !== 'string' || Object.keys(part).length !== 1) return false;
  return !['type', 'properties', 'items', 'additionalProperties', 'oneOf', 'anyOf', 'not', 'enum', 'const', 'patternProperties', 'prefixItems'].some((key) => s[key] !== undefined);
}

interface Resolved {
  node: any;
  loc: Loc;
  name?: string;
  url?: string;
  /** Where its description is written, when not at its own place (a nullable option's, see nullableOption). */
  described?: Loc;
}

/**
 * The option of `anyOf: [X, { type: 'null' }]` (or oneOf) that is not null: 3.1 writes a nullable X so (Pydantic and
 * FastAPI, every optional field). Listed as two options ("Option 1 number, Option 2 null"), X's description, range and
 * default were out of sight.
 */
function nullableOption(node: any): { kind: 'anyOf' | 'oneOf'; index: number; option: unknown } | undefined {
  if (!node || typeof node !== 'object' || node.type !== undefined || node.properties || node.items || (node.anyOf && node.oneOf)) return undefined;
  const kind = node.anyOf ? 'anyOf' : 'oneOf';
  const options = node[kind];
  if (!Array.isArray(options) || options.length !== 2) return undefined;
  const index = options.findIndex((option) => !isNullOnly(option));
  return index >= 0 && isNullOnly(options[1 - index]) ? { kind, index, option: options[index] } : undefined;
}

/** A nullable option as one schema: the option's keys, the wrapper's own over them, and null allowed. */
function withNull(option: unknown, wrapper: any, kind: string): any {
  const out: any = { ...(option && typeof option === 'object' ? option : {}) };
  for (const [key, value] of Object.entries(wrapper)) if (key !== kind) out[key] = value;
  out.nullable = true;
  const parts = option && typeof option === 'object' ? mergedParts.get(option) : undefined;
  if (parts) mergedParts.set(out, parts);
  return out;
}


/** The keys of a document that say where a schema is, not what it is: a schema's name is the nearest key before them. */
const PLACE_KEYS = new Set(['schema', 'schemas', 'content', 'items', 'properties', 'additionalProperties', 'allOf', 'oneOf', 'anyOf', 'not',
  'parameters', 'responses', 'requestBody', 'headers', 'components', 'definitions', '$defs', 'paths', 'get', 'put', 'post', 'delete', 'patch']);

/** The name a pointer gives a schema: "#/components/responses/Conflict/content/application~1json/schema" → "Conflict". */
function pointerName(pointer: string): string | undefined {
  return pointerTokens(pointer).reverse().find((t) => t && !PLACE_KEYS.has(t) && !/^\d+$/.test(t) && !t.includes('/'));
}

/** A file's name without its extension ("file:///…/models/droplet.yml" → "droplet"). */
function fileStem(file: string): string {
  const base = decodeURIComponent(new URL(file).pathname.split('/').pop() ?? '');
  return base.replace(/\.(ya?ml|json)$/i, '') || 'schema';
}

/** Whether a schema (by its place) is being expanded further out: reached through a $ref, or merged in by an allOf. */
function isOpen(place: string, walk: Walk): boolean {
  return walk.open.includes(place) || walk.merging.some((m) => m.parts.includes(place));
}

/** A schema reached through a $ref (by its place) that is already open further out (recursion), or too deep to open. */
function closed(place: string, walk: Walk): boolean {
  if (isOpen(place, walk)) return true;
  if (walk.open.length < walk.depth) return false;
  walk.cut++;
  return true;
}

/**
 * allOf's parts merged into one schema: their properties and required lists together. A part met again adds
 * nothing more: it leads back to a schema being merged (A is all of B, B all of A), or is in already (two parts
 * each all of C).
 */
function merged(node: any, loc: Loc, walk: Walk, within = new Set<string>()): any {
  if (!node || typeof node !== 'object' || !Array.isArray(node.allOf)) return node;
  const out: any = { ...node, properties: { ...propertiesOf(node) }, required: requiredOf(node) };
  delete out.allOf;
  within.add(placeOf(loc));
  const parts: string[] = [];
  node.allOf.forEach((part: unknown, i: number) => {
    const { node: p, loc: at } = walk.ctx.spec.follow(part, child(loc, 'allOf', i));
    if (within.has(placeOf(at))) return;
    const whole = merged(p, at, walk, within);
    parts.push(placeOf(at), ...(mergedParts.get(whole) ?? []));
    if (!whole || typeof whole !== 'object') return;
    Object.assign(out.properties, propertiesOf(whole));
    out.required.push(...requiredOf(whole));
    for (const key of ['type', 'description', 'additionalProperties', 'oneOf', 'anyOf', 'discriminator', 'items', 'format', 'enum', 'nullable']) {
      if (out[key] === undefined && whole[key] !== undefined) out[key] = whole[key];
    }
  });
  if (!Object.keys(out.properties).length) delete out.properties;
  if (out.type === undefined && out.properties) out.type = 'object';
  mergedParts.set(out, parts);
  return out;
}

/** A schema's properties, if they are an object (a document may have anything there). */
function propertiesOf(s: any): object {
  return s.properties && typeof s.properties === 'object' && !Array.isArray(s.properties) ? s.properties : {};
}

function requiredOf(s: any): string[] {
  return Array.isArray(s.required) ? s.required.filter((name: unknown) => typeof name === 'string') : [];
}

/**
 * The places of the schemas an allOf merged in (see merged): a schema with no name of its own that is all of a named
 * one ({ allOf: [{ $ref: Node }], description: … }) is that one as much as a $ref to it is, and inside itself a recursion.
 */
const mergedParts = new WeakMap<object, string[]>();

/**
 * Opens the schemas a schema merged in, while its fields and alternatives are made (not counted as deeper: it is one
 * schema); false, opening none, when one of them is open already (met again inside itself, the schema ends there).
 * The caller closes them: walk.merging back to its length before.
 */
function openMerged(node: object, walk: Walk): boolean {
  const parts = mergedParts.get(node);
  if (!parts || walk.merging.some((m) => m.node === node)) return true;
  if (parts.some((p) => isOpen(p, walk))) return false;
  walk.merging.push({ node, parts });
  return true;
}

/** A schema's own fields: its properties, additional properties, and an array's items' properties. */
function fieldsOf(node: any, loc: Loc, walk: Walk, name: string | undefined): Entry[] {
  if (!node || typeof node !== 'object') return [];
  const place = name ? placeOf(loc) : undefined;
  if (place) {
    if (closed(place, walk)) return [];
    walk.open.push(place);
  }
  const merging = walk.merging.length;
  if (!openMerged(node, walk)) {
    if (place) walk.open.pop();
    return [];
  }
  try {
    const entries: Entry[] = [];
    const props = Object.entries(propertiesOf(node));
    const required = new Set<string>(Array.isArray(node.required) ? node.required : []);
    let shown = 0;
    for (const [prop, schema] of props) {
      const followed = walk.ctx.spec.follow(schema, child(loc, 'properties', prop));
      const p = followed.node;
      if (hiddenIn(walk.ctx.spec, schema, child(loc, 'properties', prop), followed)) continue;
      if (p && walk.usage === 'request' && p.readOnly === true) continue;
      if (p && walk.usage === 'response' && p.writeOnly === true) continue;
      if (shown++ >= MAX_PROPERTIES) {
        entries.push({ more: props.length - MAX_PROPERTIES });
        break;
      }
      entries.push(fieldOf(prop, schema, child(loc, 'properties', prop), walk, { required: required.has(prop) }));
    }
    const patterns = node.patternProperties;
    if (patterns && typeof patterns === 'object' && !Array.isArray(patterns)) {
      for (const [pattern, schema] of Object.entries(patterns)) {
        entries.push(fieldOf('{key}', schema, child(loc, 'patternProperties', pattern), walk, { description: `Any key matching ${inlineCode(pattern)}, with a value of this type.` }));
      }
    }
    const extra = node.additionalProperties;
    if (extra && typeof extra === 'object') entries.push(fieldOf('{key}', extra, child(loc, 'additionalProperties'), walk, { description: 'Any other key, with a value of this type.' }));
    if (isArray(node)) {
      // A tuple (JSON Schema's prefixItems, in 3.1): its items by place.
      if (Array.isArray(node.prefixItems)) node.prefixItems.forEach((item: unknown, i: number) => entries.push(fieldOf(`[${i}]`, item, child(loc, 'prefixItems', i), walk, {})));
      if (node.items && typeof node.items === 'object') {
        const items = resolve(node.items, child(loc, 'items'), walk);
        entries.push(...fieldsOf(items.node, items.loc, walk, items.name));
      }
    }
    return entries;
  } finally {
    walk.merging.length = merging;
    if (place && walk.open[walk.open.length - 1] === place) walk.open.pop();
  }
}

function fieldOf(name: string, schema: unknown, loc: Loc, walk: Walk, own: { required?: boolean; description?: string; descriptionLoc?: Loc; deprecated?: boolean; example?: unknown }): Field {
  const { node, loc: at, name: refName, url: refUrl, described } = resolve(schema, loc, walk);
  const s: any = node && typeof node === 'object' ? node : {};
  const marks: Field['marks'] = [];
  if (own.required) marks.push({ kind: 'required', text: 'required' });
  if (s.deprecated || own.deprecated) marks.push({ kind: 'deprecated', text: 'deprecated' });
  if (walk.usage === 'any' && s.readOnly) marks.push({ kind: 'mark', text: 'read-only' });
  if (walk.usage === 'any' && s.writeOnly) marks.push({ kind: 'mark', text: 'write-only' });
  const description = own.description ?? s.description;
  const written = typeof description === 'string' && description.trim() ? description.trim() : undefined;
  weigh(walk, FIELD_WEIGHT + name.length + (written?.length ?? 0));
  // Where it is written: the parameter's or header's own (when told), else the schema's.
  const descriptionLoc = own.description !== undefined ? own.descriptionLoc : described ?? child(at, 'description');
  const values = describedValues(s, at, walk.ctx);
  if (values) weigh(walk, values.text.length);
  const field: Field = {
    name,
    type: typeLabel(s, at, walk, refName, refUrl),
    marks,
    description: written,
    ...(written && descriptionLoc && { descriptionAt: [walk.ctx.from(descriptionLoc), walk.ctx.from()] as [string, string] }),
    facts: factsOf(values ? { ...s, enum: undefined } : s, own.example),
    ...(values && { values }),
    variants: [],
  };
  // A named schema met again inside itself (through its properties or its alternatives) is a link to its page, or
  // says it is the one above. Shown already in this list (an app's services, workers and jobs each with the same
  // source), where that shows as much, it is a link up to it: a large document's page would otherwise hold the same
  // properties dozens of times (DigitalOcean's apps: 800 KB). Too deep, it is a link to its page, if it has one.
  // Else it is open while both are read.
  const place = refName ? placeOf(at) : undefined;
  const first = place ? walk.shown.get(place) : undefined;
  if (refName && place && isOpen(place, walk)) {
    // On the schema's own page, a link to it would lead where the reader is.
    field.see = place === walk.self ? ['The schema of this page, ', { code: refName }, ', again.']
      : refUrl ? ['See ', { text: refName, url: refUrl }, '.'] : ['The same schema as ', { code: refName }, ', above.'];
    return field;
  }
  if (first && first.depth <= walk.open.length) {
    if (first.field.schemaName === undefined) walk.linked.push(Object.assign(first.field, { schemaName: refName }));
    field.see = ['The same schema as ', { code: refName!, to: first.field }, ', above.'];
    return field;
  }
  if (refName && place && closed(place, walk)) {
    field.see = refUrl ? ['See ', { text: refName, url: refUrl }, '.'] : ['Its properties are not shown this deep.'];
    return field;
  }
  const cut = walk.cut;
  const merging = walk.merging.length;
  if (!openMerged(s, walk)) {
    field.see = ['It holds a schema above that holds it.'];
    return field;
  }
  if (place) walk.open.push(place);
  try {
    field.variants = alternativesOf(s, at, walk, name);
    // Alternatives that are only types or values read as their union: "string | array of string", "string | "-1"".
    // A named one keeps its name, as an object's type does: "string | array of string (Routing)".
    const union = s.type === undefined && !s.properties && field.variants.length === 1 && field.variants[0].options.every((o) => o.plain)
      ? field.variants[0].options.flatMap((o, i) => [...(i ? [' | '] : []), ...o.plain!]) : undefined;
    if (union) {
      field.type = [...union, ...(s.nullable === true ? [' | ', { text: 'null' }] : []), ...(refName ? [' (', { text: refName, url: refUrl }, ')'] : [])];
      field.variants = [];
    }
    const nested = fieldsOf(s, at, walk, undefined);
    if (nested.length) {
      const count = nested.filter((e) => 'name' in e).length;
      // A tuple's items by place (prefixItems), else properties.
      const items = nested.every((e) => 'name' in e && e.name.startsWith('['));
      field.nested = { summary: `${count} ${items ? (count === 1 ? 'item' : 'items') : count === 1 ? 'property' : 'properties'} of ${name}`, fields: nested };
    }
  } finally {
    if (place) walk.open.pop();
    walk.merging.length = merging;
  }
  // What later ones link to: the first shown, or one that shows more (met less deep where the depth limit cut the
  // first short); only a schema of more than a few properties (a small one shown again reads better than a link).
  const depth = walk.cut === cut ? 0 : walk.open.length;
  if (place && (!first || depth < first.depth) && fieldsIn(field, FEW_PROPERTIES) > FEW_PROPERTIES) walk.shown.set(place, { field, depth });
  return field;
}

/** Adds a field's weight to the list's: past MAX_LIST_WEIGHT, the list is made less deep from here on (the first walk), or stops. */
function weigh(walk: Walk, weight: number): void {
  const level = walk.open.length;
  walk.weightByLevel[level] = (walk.weightByLevel[level] ?? 0) + weight;
  if (level <= walk.depth) walk.weight += weight;
  while (walk.weight > MAX_LIST_WEIGHT && walk.depth > 1) {
    if (!walk.lessDeep) throw TOO_LONG;
    walk.weight -= walk.weightByLevel[walk.depth] ?? 0;
    walk.depth--;
  }
}

/** How many fields a field shows inside it, at every level, its alternatives' too; counted only until there are more than `most`. */
function fieldsIn(field: Field, most: number): number {
  let n = 0;
  const count = (entries: Entry[]) => {
    for (const e of entries) {
      if (n > most) return;
      if ('name' in e) n += 1 + fieldsIn(e, most - n);
    }
  };
  if (field.nested) count(field.nested.fields);
  for (const v of field.variants) for (const o of v.options) if (o.nested) count(o.nested.fields);
  return n;
}

/** A schema's alternatives, or an array's items' (each item one of them: Discord's message components), as variantsOf. */
function alternativesOf(s: any, loc: Loc, walk: Walk, field: string): Variants[] {
  const own = variantsOf(s, loc, walk, field);
  if (!isArray(s) || !s.items || typeof s.items !== 'object') return own;
  const items = resolve(s.items, child(loc, 'items'), walk);
  if (!items.node || typeof items.node !== 'object' || (!Array.isArray(items.node.oneOf) && !Array.isArray(items.node.anyOf))) return own;
  // Named, the items are a level deeper, as their properties are (fieldsOf): open while their options are made.
  const place = items.name ? placeOf(items.loc) : undefined;
  if (place && closed(place, walk)) return own;
  if (place) walk.open.push(place);
  try {
    return [...own, ...variantsOf(items.node, items.loc, walk, field, true)];
  } finally {
    if (place) walk.open.pop();
  }
}

/** Whether a schema is an array's, or may be (3.1's type list: ["array", "null"]). */
function isArray(s: any): boolean {
  return Boolean(s) && typeof s === 'object' && (s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array')));
}

/** oneOf/anyOf as labelled alternatives, each with its own fields; the discriminator's property and mapping. `each`: an array's items'. */
function variantsOf(s: any, loc: Loc, walk: Walk, field: string, each = false): Variants[] {
  const found: Variants[] = [];
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const options = s?.[kind];
    if (!Array.isArray(options)) continue;
    const mapping = s.discriminator && typeof s.discriminator === 'object' ? s.discriminator : undefined;
    const byTarget = new Map<string, string>();
    if (mapping?.mapping) for (const [value, target] of Object.entries(mapping.mapping)) byTarget.set(String(target), value);
    const resolved = options.map((option: unknown, i: number) => resolve(option, child(loc, kind, i), walk));
    // Without a discriminator, a property that every option requires to be one value of its own tells them apart as
    // one would (serde's tagged enums: Oxide's disk backends, { type: "local" } or { type: "distributed", … }).
    const tag = typeof mapping?.propertyName === 'string' ? undefined : tagOf(resolved, walk);
    const by = typeof mapping?.propertyName === 'string' ? mapping.propertyName as string : tag?.name;
    const which = kind === 'oneOf' ? 'exactly one of these' : 'any of these';
    const intro: Inline[] = [each ? `Each item is ${which}` : which.charAt(0).toUpperCase() + which.slice(1), ...(by ? [', told apart by ', { code: by }] : []), ':'];
    found.push({
      intro,
      options: options.map((option: unknown, i: number): Option => {
        const ref = option && typeof option === 'object' ? (option as any).$ref as string | undefined : undefined;
        const o = resolved[i];
        // One value (an enum of one, a const): the value is its name, as schemars writes a Rust enum's variants, each with its words.
        const only = o.name === undefined ? onlyValue(o.node) : undefined;
        const title = o.name ?? (typeof o.node?.title === 'string' ? o.node.title : `Option ${i + 1}`);
        // Without a mapping for it, the one value the option allows for the property (OpenAI's messages: role "developer"),
        // else its schema's name, as OpenAPI reads a discriminator.
        const value = tag ? tag.values[i] : ref ? byTarget.get(ref) ?? (by ? ownValue(o, by, walk) ?? o.name : undefined) : undefined;
        const tagged = value !== undefined && by !== undefined;
        // An option of no name or title, told apart by a tag: the tag is its name ("type: "local"").
        const byTag = tagged && o.name === undefined && typeof o.node?.title !== 'string';
        const label: Inline[] = only ? [{ code: only.json }]
          : byTag ? [{ code: by }, ': ', { code: value }]
          : [o.url ? { text: title, url: o.url } : { strong: title }];
        if (tagged && !byTag) label.push(' (', { code: by }, ': ', { code: value }, ')');
        const fields = fieldsOf(o.node, o.loc, walk, o.name);
        // Its words, where no page of its own shows them.
        const text = !o.url && typeof o.node?.description === 'string' && o.node.description.trim() ? o.node.description.trim() : undefined;
        // An option weighs as a field does (its label, type and facts), with its words.
        weigh(walk, FIELD_WEIGHT + (text?.length ?? 0));
        const at = o.described ?? child(o.loc, 'description');
        const type = typeLabel(o.node, o.loc, walk, undefined);
        const facts = factsOf(only ? { ...o.node, enum: undefined, const: undefined } : o.node);
        const untitled = o.name === undefined && typeof o.node?.title !== 'string';
        const plain = !text && !fields.length && !facts.length && !tagged && (only || (untitled && !o.node?.oneOf && !o.node?.anyOf));
        return {
          label,
          type,
          ...(plain && { plain: only ? [{ code: only.json }] : type }),
          ...(text && { description: text, descriptionAt: [walk.ctx.from(at), walk.ctx.from()] as [string, string] }),
          // Its allowed values, range, default…: those of an option named by its one value, but that value.
          facts,
          nested: fields.length ? { summary: `Properties of ${only ? only.json : byTag ? `${by}: ${value}` : title}${field ? ` (${field})` : ''}`, fields } : undefined,
        };
      }),
    });
  }
  return found;
}

/** The one value a schema allows (an enum of one, a const), as JSON; undefined for one of fields or of several values. */
function onlyValue(s: any): { json: string } | undefined {
  if (!s || typeof s !== 'object' || s.properties) return undefined;
  const values = s.const !== undefined ? [s.const] : Array.isArray(s.enum) ? s.enum : [];
  return values.length === 1 ? { json: JSON.stringify(values[0]) ?? String(values[0]) } : undefined;
}

/** The one value an option allows for a property, as JSON; undefined where it allows more or has no such property. */
function ownValue(option: Resolved, property: string, walk: Walk): string | undefined {
  const schema = option.node?.properties?.[property];
  return schema === undefined ? undefined : onlyValue(resolve(schema, child(option.loc, 'properties', property), walk).node)?.json;
}

/** The property every option requires to be one value, a different one each (see variantsOf), and those values. */
function tagOf(options: Resolved[], walk: Walk): { name: string; values: string[] } | undefined {
  if (options.length < 2) return undefined;
  const first = options[0].node;
  if (!first || typeof first !== 'object' || !first.properties || typeof first.properties !== 'object') return undefined;
  for (const name of Object.keys(first.properties)) {
    const values = options.map((o) => {
      const node = o.node;
      if (!node || typeof node !== 'object' || !Array.isArray(node.required) || !node.required.includes(name)) return undefined;
      return ownValue(o, name, walk);
    });
    if (values.every((v): v is string => v !== undefined) && new Set(values).size === values.length) return { name, values };
  }
  return undefined;
}

/** "string (date-time)", "array of Lease", "integer | null". */
function typeLabel(s: any, loc: Loc, walk: Walk, name: string | undefined, url?: string, arrays = 0): Inline[] {
  if (s === true || s === undefined) return ['any'];
  if (s === false) return ['never'];
  if (!s || typeof s !== 'object') return ['any'];
  let types: string[] = Array.isArray(s.type) ? s.type.map(String) : s.type ? [String(s.type)] : [];
  if (!types.length) {
    if (s.properties || s.additionalProperties) types = ['object'];
    else if (s.oneOf) types = ['one of'];
    else if (s.anyOf) types = ['any of'];
    else if (s.const !== undefined) types = [jsonType(s.const)];
    else if (Array.isArray(s.enum)) types = [...new Set(s.enum.map(jsonType))] as string[];
  }
  // Null as well: 3.0's nullable, or a nullable option's (see nullableOption).
  if (s.nullable === true && types.length && !types.includes('null')) types.push('null');
  const label: Inline[] = [];
  types.forEach((t, i) => {
    if (i) label.push(' | ');
    if (t === 'array') {
      const items = s.items && typeof s.items === 'object' ? resolve(s.items, child(loc, 'items'), walk) : undefined;
      if (!items) label.push('array');
      else if (items.name) label.push('array of ', { text: items.name, url: items.url });
      // Items with no name of their own may be all of the array (allOf): the label ends past a few arrays.
      else label.push('array of ', ...(arrays < MAX_ARRAYS_IN_TYPE ? typeLabel(items.node, items.loc, walk, undefined, undefined, arrays + 1) : ['…']));
    } else if (t === 'object' && name) label.push('object (', { text: name, url }, ')');
    else label.push({ text: t });
  });
  if (!label.length) label.push(...(name ? [{ text: name, url }, ...(s.nullable === true ? [' | ', { text: 'null' }] : [])] : ['any']));
  if (s.format) label.push(' (', { text: String(s.format) }, ')');
  return label;
}


/** A value's type as JSON Schema names it: null and array are types of their own. */
function jsonType(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/**
 * A bound as its writer wrote it: a 64-bit integer's limits are past what a number holds exactly (JSON's
 * 9223372036854775807 is read as 2^63, which prints as 9223372036854776000), so such a bound is printed whole, and the
 * largest int64 and uint64 as those are written.
 */
function boundText(n: number): string {
  if (!Number.isInteger(n) || Number.isSafeInteger(n)) return String(n);
  if (n === 2 ** 63) return '9223372036854775807';
  if (n === 2 ** 64) return '18446744073709551615';
  return BigInt(n).toString();
}

/** Enum, default, constraints and an example, on one line. */
function factsOf(s: any, example?: unknown): Inline[] {
  if (!s || typeof s !== 'object') return [];
  const parts: Inline[][] = [];
  const code = (value: unknown): Inline => {
    const json = JSON.stringify(value) ?? String(value);
    return { code: json.length > MAX_VALUE_CHARS ? `${json.slice(0, MAX_VALUE_CHARS)}…` : json };
  };
  const valuesOf = (values: unknown[]): Inline[] => {
    const list = (from: number, to: number): Inline[] => values.slice(from, to).flatMap((v, i) => (i ? [', ', code(v)] : [code(v)]));
    if (values.length <= FOLDED_ENUM_VALUES) return list(0, values.length);
    const uncounted = values.length > MAX_ENUM_VALUES ? [`, and ${(values.length - MAX_ENUM_VALUES).toLocaleString('en-US')} more`] : [];
    return [...list(0, SHOWN_ENUM_VALUES), { folded: [...list(SHOWN_ENUM_VALUES, MAX_ENUM_VALUES), ...uncounted], count: values.length - SHOWN_ENUM_VALUES }];
  };
  if (Array.isArray(s.enum) && s.enum.length) parts.push(['Allowed values: ', ...valuesOf(s.enum)]);
  if (s.const !== undefined) parts.push(['Always ', code(s.const)]);
  if (s.default !== undefined) parts.push(['Default: ', code(s.default)]);
  const range: string[] = [];
  const exMin = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : s.exclusiveMinimum === true ? s.minimum : undefined;
  const exMax = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : s.exclusiveMaximum === true ? s.maximum : undefined;
  if (exMin !== undefined) range.push(`> ${boundText(exMin)}`);
  else if (typeof s.minimum === 'number') range.push(`≥ ${boundText(s.minimum)}`);
  if (exMax !== undefined) range.push(`< ${boundText(exMax)}`);
  else if (typeof s.maximum === 'number') range.push(`≤ ${boundText(s.maximum)}`);
  if (range.length) parts.push([`Range: ${range.join(', ')}`]);
  if (typeof s.multipleOf === 'number') parts.push([`Multiple of ${s.multipleOf}`]);
  if (typeof s.minLength === 'number' || typeof s.maxLength === 'number') parts.push([`Length: ${lengths(s.minLength, s.maxLength)}`]);
  if (typeof s.pattern === 'string') parts.push(['Pattern: ', { code: s.pattern }]);
  if (typeof s.minItems === 'number' || typeof s.maxItems === 'number') parts.push([`Items: ${lengths(s.minItems, s.maxItems)}`]);
  if (s.uniqueItems === true) parts.push(['Items are unique']);
  if (s.items === false && Array.isArray(s.prefixItems)) parts.push(['No other items']);
  if (typeof s.minProperties === 'number' || typeof s.maxProperties === 'number') parts.push([`Properties: ${lengths(s.minProperties, s.maxProperties)}`]);
  if (typeof s.propertyNames?.pattern === 'string') parts.push(['Keys match ', { code: s.propertyNames.pattern }]);
  if (s.dependentRequired && typeof s.dependentRequired === 'object') {
    for (const [name, needs] of Object.entries(s.dependentRequired)) {
      if (Array.isArray(needs) && needs.length) parts.push(['With ', { code: name }, ', also ', ...needs.flatMap((n, i) => (i ? [', ', { code: String(n) }] : [{ code: String(n) }]))]);
    }
  }
  // 3.1's content of a string: a file's media type, its encoding (a file in JSON).
  const content = [s.contentMediaType, typeof s.contentEncoding === 'string' ? `${s.contentEncoding}-encoded` : undefined].filter((v) => typeof v === 'string');
  if (content.length) parts.push([`Content: ${content.join(', ')}`]);
  const not = s.not && typeof s.not === 'object' ? s.not : undefined;
  if (not && (typeof not.type === 'string' || Array.isArray(not.type))) parts.push([`Not: ${[not.type].flat().join(' | ')}`]);
  else if (not?.const !== undefined) parts.push(['Not ', code(not.const)]);
  else if (Array.isArray(not?.enum)) parts.push(['None of ', ...valuesOf(not.enum)]);
  const shown = example !== undefined ? example : shownExample(s);
  // A string as written, unless nothing shows of it (Docker's empty messages): then as JSON ("").
  if (shown !== undefined && (typeof shown !== 'object' || shown === null)) parts.push(['Example: ', { code: typeof shown === 'string' && shown.trim() ? shown : JSON.stringify(shown) }]);
  return parts.flatMap((part, i) => (i ? [' · ', ...part] : part));
}

/**
 * An enum whose values are described (Okta's statuses, each with what it means), by Redocly's x-enumDescriptions (value →
 * words), OpenAPI Generator's x-enum-descriptions (words in the enum's order) or AutoRest's x-ms-enum (its values, each
 * with a description): every allowed value, with its words where it has them, as a markdown list; undefined where none
 * of them describes any.
 */
function describedValues(s: any, at: Loc, ctx: SchemaContext): DescribedValues | undefined {
  if (!Array.isArray(s?.enum) || s.enum.length > MAX_ENUM_VALUES) return undefined;
  const described = valueWords(s);
  if (!described) return undefined;
  const wordsOf = (value: unknown, i: number) => {
    const text = described.words(value, i);
    return typeof text === 'string' && text.trim() ? text.trim() : undefined;
  };
  if (!s.enum.some(wordsOf)) return undefined;
  const text = s.enum.map((value: unknown, i: number) => {
    const said = wordsOf(value, i);
    const shown = inlineCode(typeof value === 'string' ? value : JSON.stringify(value) ?? String(value));
    return said ? `- ${shown}: ${indentLines(said.split('\n'), '  ').join('\n').trimStart()}` : `- ${shown}`;
  }).join('\n');
  return { text, at: [ctx.from(child(at, ...described.pointer)), ctx.from()] };
}

/** Where an enum's values are described, and the words of each (by its value, or its place in the enum). */
function valueWords(s: any): { pointer: string[]; words: (value: unknown, i: number) => unknown } | undefined {
  const redocly = s['x-enumDescriptions'];
  // Its keys are the values as text: a number's, a boolean's too.
  if (redocly && typeof redocly === 'object') return { pointer: ['x-enumDescriptions'], words: (value) => redocly[String(value)] };
  const generator = s['x-enum-descriptions'];
  if (Array.isArray(generator)) return { pointer: ['x-enum-descriptions'], words: (_, i) => generator[i] };
  const autorest = s['x-ms-enum']?.values;
  if (Array.isArray(autorest)) {
    const byValue = new Map(autorest.map((v: any) => [JSON.stringify(v?.value), v?.description]));
    return { pointer: ['x-ms-enum', 'values'], words: (value) => byValue.get(JSON.stringify(value)) };
  }
  return undefined;
}

function valuesHtml(values: DescribedValues): RegionLine[] {
  return ['<p>Allowed values:</p>', ...descriptionHtml(values.text, values.at)];
}

function valuesMarkdown(values: DescribedValues): string[] {
  return ['Allowed values:', '', values.text, ''];
}

function lengths(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min}` : `${min} to ${max}`;
  return min !== undefined ? `at least ${min}` : `at most ${max}`;
}

// The page: HTML lines, with each description as markdown between blank lines.

const MARK_CLASS = { required: 'api-required', deprecated: 'api-deprecated', mark: 'api-mark' } as const;

function listHtml(entries: Entry[]): RegionLine[] {
  const lines: RegionLine[] = ['<ul>'];
  for (const entry of entries) {
    if (!('name' in entry)) {
      lines.push('<li>', `<p>…and ${entry.more} more properties</p>`, '</li>');
      continue;
    }
    const marks = entry.marks.map((m) => ` <span class="${MARK_CLASS[m.kind]}">${m.text}</span>`).join('');
    lines.push(entry.anchor ? `<li id="${escapeHtml(entry.anchor)}">` : '<li>', `<p><code>${escapeHtml(entry.name)}</code> <span class="api-type">${html(entry.type)}</span>${marks}</p>`);
    if (entry.description) lines.push(...descriptionHtml(entry.description, entry.descriptionAt));
    if (entry.facts.length) lines.push(factsHtml(entry.facts));
    if (entry.values) lines.push(...valuesHtml(entry.values));
    lines.push(...entry.variants.flatMap(variantsHtml));
    if (entry.nested) lines.push(...nestedHtml(entry.nested));
    if (entry.see) lines.push(htmlParagraph(entry.see));
    lines.push('</li>');
  }
  lines.push('</ul>');
  return lines;
}

function variantsHtml(v: Variants): RegionLine[] {
  const lines: RegionLine[] = [htmlParagraph(v.intro), '<ul>'];
  for (const option of v.options) {
    lines.push('<li>', `<p>${html(option.label)} <span class="api-type">${html(option.type)}</span></p>`);
    if (option.description) lines.push(...descriptionHtml(option.description, option.descriptionAt));
    if (option.facts.length) lines.push(factsHtml(option.facts));
    if (option.nested) lines.push(...nestedHtml(option.nested));
    lines.push('</li>');
  }
  lines.push('</ul>');
  return lines;
}

function nestedHtml(nested: Nested): RegionLine[] {
  return [`<div class="api-nested"><details><summary>${escapeHtml(nested.summary)}</summary>`, ...listHtml(nested.fields), '</details></div>'];
}

/**
 * A description: markdown for the page's pipeline, in a <div> of its own. A code fence it leaves open is
 * closed, or it would run on over what follows it.
 */
function descriptionHtml(text: string, at?: [string, string]): RegionLine[] {
  const fence = openFence(text.split('\n'));
  return ['<div class="api-description">', { markdown: [...(at ? [at[0]] : []), text, ...(fence ? [fence] : []), ...(at ? [at[1]] : [])] }, '</div>'];
}

/** The fence that closes the last code fence the lines leave open, if they do. */
function openFence(lines: string[]): string | undefined {
  let open: { char: string; size: number } | undefined;
  for (const line of lines) {
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (!m) continue;
    const [char, size] = [m[1][0], m[1].length];
    if (!open) {
      if (!(char === '`' && m[2].includes('`'))) open = { char, size };
    } else if (char === open.char && size >= open.size && !m[2].trim()) open = undefined;
  }
  return open && open.char.repeat(open.size);
}

function htmlParagraph(parts: Inline[]): string {
  return `<p>${html(parts)}</p>`;
}

/** A line of facts; one with allowed values folded is the summary of a <details> that holds the rest of them. */
function factsHtml(facts: Inline[]): string {
  const folded = facts.find((p): p is Folded => typeof p === 'object' && 'folded' in p);
  return folded ? `<details class="api-values"><summary>${html(facts)}</summary><p>${html(folded.folded)}</p></details>` : htmlParagraph(facts);
}

function html(parts: Inline[]): string {
  return parts.map((p) => {
    if (typeof p === 'string') return escapeHtml(p);
    if ('code' in p) return p.to?.anchor ? `<a href="#${escapeHtml(p.to.anchor)}"><code>${escapeHtml(p.code)}</code></a>` : `<code>${escapeHtml(p.code)}</code>`;
    if ('strong' in p) return `<strong>${escapeHtml(p.strong)}</strong>`;
    if ('folded' in p) return `, <span class="api-more">and ${p.count.toLocaleString('en-US')} more</span>`;
    return p.url ? `<a href="${escapeHtml(p.url)}">${escapeHtml(p.text)}</a>` : escapeHtml(p.text);
  }).join('');
}


// The copy: the same list as markdown.

/** Its descriptions as written: the copy writes their links as the page's pipeline led them (plugins/markdown-copy.ts). */
function listMarkdown(entries: Entry[]): string[] {
  const lines: string[] = [];
  for (const entry of entries) {
    if (!('name' in entry)) {
      lines.push(`- …and ${entry.more} more properties`, '');
      continue;
    }
    lines.push(`- ${inlineCode(entry.name)} ${markdown(entry.type)}${entry.marks.map((m) => ` ${m.text}`).join('')}`);
    const body: string[] = [];
    if (entry.description) body.push(entry.description, '');
    if (entry.facts.length) body.push(markdown(entry.facts), '');
    if (entry.values) body.push(...valuesMarkdown(entry.values));
    body.push(...entry.variants.flatMap(variantsMarkdown));
    if (entry.nested) body.push(...listMarkdown(entry.nested.fields));
    if (entry.see) body.push(markdown(entry.see), '');
    lines.push('', ...indentLines(body, '  '));
  }
  return lines;
}

function variantsMarkdown(v: Variants): string[] {
  const lines = [markdown(v.intro), ''];
  for (const option of v.options) {
    lines.push(`- ${markdown(option.label)} ${markdown(option.type)}`, '');
    if (option.description) lines.push(...indentLines([option.description, ''], '  '));
    if (option.facts.length) lines.push(`  ${markdown(option.facts)}`, '');
    if (option.nested) lines.push(...indentLines(listMarkdown(option.nested.fields), '  '));
  }
  return lines;
}

function markdown(parts: Inline[]): string {
  return parts.map((p) => {
    if (typeof p === 'string') return p;
    if ('code' in p) return inlineCode(p.code);
    if ('strong' in p) return `**${mdText(p.strong)}**`;
    if ('folded' in p) return `, ${markdown(p.folded)}`;
    return p.url ? `[${mdText(p.text)}](<${p.url}>)` : mdText(p.text);
  }).join('');
}
