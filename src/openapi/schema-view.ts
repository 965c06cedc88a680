// A schema as a nested list of its properties, in markdown: each property's
// name, type, marks and constraints, its description (markdown, through the
// page's pipeline), and its own properties inside <details>, which a reader
// opens without JavaScript. A schema met again inside itself is a link to its
// page instead of an endless expansion.
import { child, type LoadedSpec, type Loc } from './load.ts';
import { indentLines, inlineCode, mdText } from '../content/markdown-text.ts';

export interface SchemaContext {
  spec: LoadedSpec;
  /** The URL of a component schema's page; undefined when the spec's schemas have no pages. */
  schemaUrl(name: string): string | undefined;
}

/** Where a schema is read: a request leaves out readOnly properties, a response writeOnly ones. */
export type Usage = 'request' | 'response' | 'any';

/** Deeper than this, a named schema is a link rather than expanded in place: the page's weight stays bounded. */
const MAX_DEPTH = 6;
/** More properties than this at one level are listed by name only past this many. */
const MAX_PROPERTIES = 200;

interface Walk {
  ctx: SchemaContext;
  usage: Usage;
  /** The schemas reached through a $ref that are being expanded, outermost first, by their place ("file#pointer"). */
  open: string[];
}

/** The property list of a schema (what a request or response body holds), as markdown lines. */
export function schemaTree(schema: unknown, loc: Loc, ctx: SchemaContext, usage: Usage): string[] {
  const walk: Walk = { ctx, usage, open: [] };
  const { node, loc: at, name } = resolve(schema, loc, walk);
  const lines: string[] = [];
  const label = typeLabel(node, at, walk, name);
  const fields = fieldsOf(node, at, walk, name);
  if (!fields.length) return [`Type: ${label}`, '', ...constraintLines(node), ...variantLines(node, at, walk, name, '')];
  if (name || node?.type === 'array') lines.push(`Type: ${label}`, '');
  lines.push('<div class="api-schema">', '');
  lines.push(...fields);
  lines.push('</div>', '');
  return lines;
}

/** A list of fields (parameters, headers) that are not one schema's properties, in the same form. */
export function fieldList(fields: { name: string; schema: unknown; loc: Loc; required?: boolean; description?: string; deprecated?: boolean; example?: unknown }[], ctx: SchemaContext, usage: Usage): string[] {
  const walk: Walk = { ctx, usage, open: [] };
  const lines = ['<div class="api-schema">', ''];
  for (const f of fields) {
    lines.push(...fieldLines(f.name, f.schema, f.loc, walk, { required: f.required, description: f.description, deprecated: f.deprecated, example: f.example }));
  }
  lines.push('</div>', '');
  return lines;
}

/** The name of a component schema a $ref names ("#/components/schemas/Lease" → "Lease"). */
export function schemaName(ref: string): string | undefined {
  const m = /#\/components\/schemas\/([^/]+)$/.exec(ref) ?? /#\/definitions\/([^/]+)$/.exec(ref);
  return m ? decodeURIComponent(m[1]).replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

/** What a schema is, following its $ref; a schema reached through one has a name: its component's, or the last part of its pointer. */
function resolve(schema: unknown, loc: Loc, walk: Walk): { node: any; loc: Loc; name?: string } {
  const ref = schema && typeof schema === 'object' && typeof (schema as any).$ref === 'string' ? (schema as any).$ref as string : undefined;
  const { node, loc: at } = walk.ctx.spec.follow(schema, loc);
  const name = ref ? schemaName(ref) ?? (decodeURIComponent(at.pointer.split('/').pop() ?? '') || 'schema') : undefined;
  return { node: merged(node, at, walk), loc: at, name };
}

const placeOf = (loc: Loc) => `${loc.file}#${loc.pointer}`;

/** A schema reached through a $ref that is already open further out (recursion), or too deep to open. */
function closed(loc: Loc, walk: Walk): boolean {
  return walk.open.includes(placeOf(loc)) || walk.open.length >= MAX_DEPTH;
}

/** allOf's parts merged into one schema: their properties and required lists together. */
function merged(node: any, loc: Loc, walk: Walk): any {
  if (!node || typeof node !== 'object' || !Array.isArray(node.allOf)) return node;
  const out: any = { ...node, properties: { ...(node.properties ?? {}) }, required: [...(node.required ?? [])] };
  delete out.allOf;
  node.allOf.forEach((part: unknown, i: number) => {
    const { node: p } = walk.ctx.spec.follow(part, child(loc, 'allOf', i));
    const whole = merged(p, child(loc, 'allOf', i), walk);
    if (!whole || typeof whole !== 'object') return;
    Object.assign(out.properties, whole.properties ?? {});
    out.required.push(...(whole.required ?? []));
    for (const key of ['type', 'description', 'additionalProperties', 'oneOf', 'anyOf', 'discriminator', 'items', 'format', 'enum', 'nullable']) {
      if (out[key] === undefined && whole[key] !== undefined) out[key] = whole[key];
    }
  });
  if (!Object.keys(out.properties).length) delete out.properties;
  if (out.type === undefined && out.properties) out.type = 'object';
  return out;
}

/** The lines of a schema's own fields: its properties, additional properties, and an array's items' properties. */
function fieldsOf(node: any, loc: Loc, walk: Walk, name: string | undefined): string[] {
  if (!node || typeof node !== 'object') return [];
  if (name) {
    if (closed(loc, walk)) return [];
    walk.open.push(placeOf(loc));
  }
  try {
    const lines: string[] = [];
    const props = node.properties && typeof node.properties === 'object' ? Object.entries(node.properties) : [];
    const required = new Set<string>(Array.isArray(node.required) ? node.required : []);
    let shown = 0;
    for (const [prop, schema] of props) {
      const { node: p } = walk.ctx.spec.follow(schema, child(loc, 'properties', prop));
      if (p && walk.usage === 'request' && p.readOnly === true) continue;
      if (p && walk.usage === 'response' && p.writeOnly === true) continue;
      if (shown++ >= MAX_PROPERTIES) {
        lines.push(`- …and ${props.length - MAX_PROPERTIES} more properties`, '');
        break;
      }
      lines.push(...fieldLines(prop, schema, child(loc, 'properties', prop), walk, { required: required.has(prop) }));
    }
    const extra = node.additionalProperties;
    if (extra && typeof extra === 'object') lines.push(...fieldLines('{key}', extra, child(loc, 'additionalProperties'), walk, { description: 'Any other key, with a value of this type.' }));
    if (node.type === 'array' || (Array.isArray(node.type) && node.type.includes('array'))) {
      if (node.items && typeof node.items === 'object') {
        const items = resolve(node.items, child(loc, 'items'), walk);
        lines.push(...fieldsOf(items.node, items.loc, walk, items.name));
      }
    }
    return lines;
  } finally {
    if (name && walk.open[walk.open.length - 1] === placeOf(loc)) walk.open.pop();
  }
}

function fieldLines(name: string, schema: unknown, loc: Loc, walk: Walk, own: { required?: boolean; description?: string; deprecated?: boolean; example?: unknown }): string[] {
  const { node, loc: at, name: refName } = resolve(schema, loc, walk);
  const s: any = node && typeof node === 'object' ? node : {};
  const marks: string[] = [`<span class="api-type">${typeLabel(s, at, walk, refName)}</span>`];
  if (own.required) marks.push('<span class="api-required">required</span>');
  if (s.deprecated || own.deprecated) marks.push('<span class="api-deprecated">deprecated</span>');
  if (walk.usage === 'any' && s.readOnly) marks.push('<span class="api-mark">read-only</span>');
  if (walk.usage === 'any' && s.writeOnly) marks.push('<span class="api-mark">write-only</span>');
  const lines = [`- ${inlineCode(name)} ${marks.join(' ')}`];
  const body: string[] = [];
  const description = own.description ?? s.description;
  if (typeof description === 'string' && description.trim()) body.push(...description.trim().split('\n'), '');
  body.push(...constraintLines(s, own.example));
  body.push(...variantLines(s, at, walk, refName, name));
  const nested = fieldsOf(s, at, walk, refName);
  if (nested.length) {
    const count = nested.filter((l) => l.startsWith('- ')).length;
    body.push('<details>', `<summary>${count} ${count === 1 ? 'property' : 'properties'} of ${mdText(name)}</summary>`, '', ...nested, '</details>', '');
  } else if (refName && closed(at, walk)) {
    const url = walk.ctx.schemaUrl(refName);
    body.push(url ? `See [${mdText(refName)}](<${url}>).` : `The same schema as ${inlineCode(refName)}, above.`, '');
  }
  if (body.length) lines.push('', ...indentLines(body, '  '));
  else lines.push('');
  return lines;
}

/** oneOf/anyOf as labelled alternatives, each with its own fields; the discriminator's property and mapping. */
function variantLines(s: any, loc: Loc, walk: Walk, _name: string | undefined, field: string): string[] {
  const lines: string[] = [];
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const options = s?.[kind];
    if (!Array.isArray(options)) continue;
    const mapping = s.discriminator && typeof s.discriminator === 'object' ? s.discriminator : undefined;
    const byTarget = new Map<string, string>();
    if (mapping?.mapping) for (const [value, target] of Object.entries(mapping.mapping)) byTarget.set(String(target), value);
    lines.push(`${kind === 'oneOf' ? 'Exactly one of' : 'Any of'} these${mapping?.propertyName ? `, told apart by ${inlineCode(mapping.propertyName)}` : ''}:`, '');
    options.forEach((option: unknown, i: number) => {
      const ref = option && typeof option === 'object' ? (option as any).$ref as string | undefined : undefined;
      const o = resolve(option, child(loc, kind, i), walk);
      const title = o.name ?? (typeof o.node?.title === 'string' ? o.node.title : `Option ${i + 1}`);
      const value = ref ? byTarget.get(ref) ?? (mapping?.propertyName && o.name ? o.name : undefined) : undefined;
      const url = o.name ? walk.ctx.schemaUrl(o.name) : undefined;
      const label = url ? `[${mdText(title)}](<${url}>)` : `**${mdText(title)}**`;
      const nested = fieldsOf(o.node, o.loc, walk, o.name);
      lines.push(`- ${label}${value !== undefined && mapping?.propertyName ? ` (${inlineCode(mapping.propertyName)}: ${inlineCode(value)})` : ''} <span class="api-type">${typeLabel(o.node, o.loc, walk, undefined)}</span>`, '');
      if (nested.length) lines.push(...indentLines(['<details>', `<summary>Properties of ${mdText(title)}${field ? ` (${mdText(field)})` : ''}</summary>`, '', ...nested, '</details>', ''], '  '));
    });
  }
  return lines;
}

/** "string (date-time)", "array of Lease", "integer | null". */
function typeLabel(s: any, loc: Loc, walk: Walk, name: string | undefined): string {
  if (s === true || s === undefined) return 'any';
  if (s === false) return 'never';
  if (!s || typeof s !== 'object') return 'any';
  let types: string[] = Array.isArray(s.type) ? s.type.map(String) : s.type ? [String(s.type)] : [];
  if (s.nullable === true && !types.includes('null')) types.push('null');
  if (!types.length) {
    if (s.properties || s.additionalProperties) types = ['object'];
    else if (s.oneOf) types = ['one of'];
    else if (s.anyOf) types = ['any of'];
    else if (s.const !== undefined) types = [typeof s.const];
    else if (Array.isArray(s.enum)) types = [...new Set(s.enum.map((v: unknown) => (v === null ? 'null' : typeof v)))] as string[];
  }
  const label = types.map((t) => {
    if (t === 'array') {
      const items = s.items && typeof s.items === 'object' ? resolve(s.items, child(loc, 'items'), walk) : undefined;
      if (!items) return 'array';
      return `array of ${items.name ? linkTo(items.name, walk) : typeLabel(items.node, items.loc, walk, undefined)}`;
    }
    if (t === 'object' && name) return `object (${linkTo(name, walk)})`;
    return mdText(t);
  }).join(' | ') || (name ? linkTo(name, walk) : 'any');
  return s.format ? `${label} (${mdText(String(s.format))})` : label;
}

function linkTo(name: string, walk: Walk): string {
  const url = walk.ctx.schemaUrl(name);
  return url ? `<a href="${escapeAttribute(url)}">${escapeHtml(name)}</a>` : escapeHtml(name);
}

/** Enum, default, constraints and an example, on one line each where present. */
function constraintLines(s: any, example?: unknown): string[] {
  if (!s || typeof s !== 'object') return [];
  const parts: string[] = [];
  if (Array.isArray(s.enum)) parts.push(`Allowed values: ${s.enum.map((v: unknown) => inlineCode(JSON.stringify(v))).join(', ')}`);
  if (s.const !== undefined) parts.push(`Always ${inlineCode(JSON.stringify(s.const))}`);
  if (s.default !== undefined) parts.push(`Default: ${inlineCode(JSON.stringify(s.default))}`);
  const range: string[] = [];
  const exMin = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : s.exclusiveMinimum === true ? s.minimum : undefined;
  const exMax = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : s.exclusiveMaximum === true ? s.maximum : undefined;
  if (exMin !== undefined) range.push(`> ${exMin}`);
  else if (typeof s.minimum === 'number') range.push(`≥ ${s.minimum}`);
  if (exMax !== undefined) range.push(`< ${exMax}`);
  else if (typeof s.maximum === 'number') range.push(`≤ ${s.maximum}`);
  if (range.length) parts.push(`Range: ${range.join(', ')}`);
  if (typeof s.multipleOf === 'number') parts.push(`Multiple of ${s.multipleOf}`);
  if (typeof s.minLength === 'number' || typeof s.maxLength === 'number') parts.push(`Length: ${lengths(s.minLength, s.maxLength)}`);
  if (typeof s.pattern === 'string') parts.push(`Pattern: ${inlineCode(s.pattern)}`);
  if (typeof s.minItems === 'number' || typeof s.maxItems === 'number') parts.push(`Items: ${lengths(s.minItems, s.maxItems)}`);
  if (s.uniqueItems === true) parts.push('Items are unique');
  const shown = example !== undefined ? example : s.example !== undefined ? s.example : Array.isArray(s.examples) ? s.examples[0] : undefined;
  if (shown !== undefined && (typeof shown !== 'object' || shown === null)) parts.push(`Example: ${inlineCode(typeof shown === 'string' ? shown : JSON.stringify(shown))}`);
  return parts.length ? [parts.join(' · '), ''] : [];
}

function lengths(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min}` : `${min} to ${max}`;
  return min !== undefined ? `at least ${min}` : `at most ${max}`;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(s: string): string {
  return escapeHtml(s).replace(/"/g, '&quot;');
}
