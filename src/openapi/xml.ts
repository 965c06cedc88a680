// A body's example as XML, for a media type of XML (application/xml, text/xml,
// application/atom+xml): a value, made from the schema or written as data,
// written as the schema's XML objects say (OpenAPI's `xml`: element names,
// attributes, wrapped lists, prefixes and namespaces). A document that lists
// only XML for a body had its example shown as JSON, and its code samples sent
// JSON as application/xml.
import { child, type LoadedSpec, type Loc } from './load.ts';
import { schemaName } from './schema-view.ts';
import { escapeHtml } from '../html.ts';

export function isXml(type: string): boolean {
  return /^(?:application|text)\/(?:[\w.-]+\+)?xml(?:\s*;|$)/i.test(type.trim());
}

/**
 * `value` as an XML document: its root element named by the schema's xml.name, else its component's name, else
 * "root"; a list is wrapped in it (a document has one root element).
 */
export function xmlOf(value: unknown, schema: unknown, loc: Loc, spec: LoadedSpec): string {
  const top = shapeOf(schema, loc, spec);
  const root = Array.isArray(value) ? { ...top, xml: { ...top.xml, wrapped: true } } : top;
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...element(top.xml.name ?? top.component ?? 'root', value, root, spec, '')].join('\n');
}

/** OpenAPI's XML object, as far as it is written. */
interface XmlObject {
  name?: string;
  prefix?: string;
  namespace?: string;
  attribute?: boolean;
  wrapped?: boolean;
}

/** A schema followed through its $refs, with its XML object (its own, else an allOf part's) and the component a $ref named. */
interface Shape {
  node: any;
  loc: Loc;
  xml: XmlObject;
  component?: string;
}

/** How far allOf and alternatives are searched for a property's schema: a document may nest them without end. */
const MAX_SEARCH = 8;

function shapeOf(schema: unknown, loc: Loc, spec: LoadedSpec): Shape {
  const ref = schema && typeof schema === 'object' && typeof (schema as any).$ref === 'string' ? ((schema as any).$ref as string) : undefined;
  const { node, loc: at } = spec.follow(schema, loc);
  return { node, loc: at, xml: xmlObjectOf(node, at, spec, 0), ...(ref && schemaName(ref) !== undefined && { component: schemaName(ref) }) };
}

function xmlObjectOf(node: any, loc: Loc, spec: LoadedSpec, depth: number): XmlObject {
  if (!node || typeof node !== 'object') return {};
  const own = node.xml;
  if (own && typeof own === 'object') {
    const text = (key: string) => (typeof own[key] === 'string' && own[key] ? { [key]: own[key] as string } : {});
    return { ...text('name'), ...text('prefix'), ...text('namespace'), ...(own.attribute === true && { attribute: true }), ...(own.wrapped === true && { wrapped: true }) };
  }
  if (!Array.isArray(node.allOf) || depth >= MAX_SEARCH) return {};
  for (const [i, part] of node.allOf.entries()) {
    const { node: p, loc: at } = spec.follow(part, child(loc, 'allOf', i));
    const found = xmlObjectOf(p, at, spec, depth + 1);
    if (Object.keys(found).length) return found;
  }
  return {};
}

/**
 * The schema of a property (or of an array's items: `key` undefined), where the schema or its allOf parts, or its first
 * alternative (the one sampled), has it; of two allOf parts that both have it, one that says how it is written in XML.
 */
function partShape(s: Shape, key: string | undefined, spec: LoadedSpec, depth = 0): Shape | undefined {
  const node = s.node;
  if (!node || typeof node !== 'object' || depth > MAX_SEARCH) return undefined;
  if (key === undefined && node.items && typeof node.items === 'object') return shapeOf(node.items, child(s.loc, 'items'), spec);
  if (key !== undefined && node.properties && typeof node.properties === 'object' && Object.hasOwn(node.properties, key)) {
    return shapeOf(node.properties[key], child(s.loc, 'properties', key), spec);
  }
  let found: Shape | undefined;
  for (const kind of ['allOf', 'oneOf', 'anyOf'] as const) {
    if (!Array.isArray(node[kind])) continue;
    const parts = kind === 'allOf' ? node[kind] : node[kind].slice(0, 1);
    for (const [i, part] of parts.entries()) {
      const shape = partShape(shapeOf(part, child(s.loc, kind, i), spec), key, spec, depth + 1);
      if (shape && Object.keys(shape.xml).length) return shape;
      found ??= shape;
    }
  }
  return found;
}

/** The lines of an element (or, for a list that is not wrapped, of one element per item) named `name`. */
function element(name: string, value: unknown, s: Shape | undefined, spec: LoadedSpec, indent: string): string[] {
  const xml: XmlObject = s?.xml ?? {};
  const tag = qualified(name, xml);
  const ns = xml.namespace ? ` xmlns${xml.prefix ? `:${xml.prefix}` : ''}="${escapeHtml(xml.namespace)}"` : '';
  if (Array.isArray(value)) {
    const items = s && partShape(s, undefined, spec);
    const itemName = items?.xml.name ?? name;
    const inner = xml.wrapped ? `${indent}  ` : indent;
    const lines = value.flatMap((item) => element(itemName, item, items, spec, inner));
    return xml.wrapped ? [`${indent}<${tag}${ns}>`, ...lines, `${indent}</${tag}>`] : lines;
  }
  if (value === null || value === undefined) return [`${indent}<${tag}${ns}/>`];
  if (typeof value !== 'object') return [`${indent}<${tag}${ns}>${escapeHtml(String(value))}</${tag}>`];
  let attributes = '';
  const children: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    const property = s && partShape(s, key, spec);
    const own: XmlObject = property?.xml ?? {};
    if (own.attribute && (v === null || typeof v !== 'object')) attributes += ` ${qualified(own.name ?? key, own)}="${escapeHtml(String(v ?? ''))}"`;
    else children.push(...element(own.name ?? key, v, property, spec, `${indent}  `));
  }
  if (!children.length) return [`${indent}<${tag}${ns}${attributes}/>`];
  return [`${indent}<${tag}${ns}${attributes}>`, ...children, `${indent}</${tag}>`];
}

/** An element's or attribute's name with its prefix; a key that is no XML name (a map's "en-US" is one, "2024" is not) made one. */
function qualified(name: string, xml: XmlObject): string {
  const safe = name.replace(/[^\w.:-]/g, '_').replace(/^(?=[\d.-])/, '_') || '_';
  return xml.prefix ? `${xml.prefix}:${safe}` : safe;
}

