// Examples and code samples of an operation: the document's own examples, else
// one made from the schema (openapi-sampler); its own x-codeSamples, else curl,
// JavaScript (fetch) and Python (requests) written from the operation.
import OpenAPISampler from 'openapi-sampler';
import { child, externalFile, hiddenIn, isRefOnly, lenient, placeOf, type LoadedSpec, type Loc } from './load.ts';
import { quietly } from './quiet.ts';
import { patternSample } from './patterns.ts';

/** What inlineSchema's walk gives where it cuts a schema off: one object, so that the schema around it can tell. */
const CUT_OFF = Object.freeze({});
/** The keys of a schema whose values are data, not schemas. */
export const DATA_KEYS = new Set(['example', 'examples', 'enum', 'const', 'default']);
/** The keys of a schema whose values map names to schemas. */
export const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions']);

/**
 * What an example made from a schema may hold, whatever the schema says: a page shows it whole, and the sampler
 * makes every item an array's minItems asks for (10 million of them, if asked). Items: the most an array of
 * arrays multiplies to, from the outermost in. Chars: the length a string is made. Schemas: how many the
 * sampler is given, past which optional properties are left out (a schema of 200 properties, each of another
 * such, nested by $refs). Levels: how many named schemas deep an example goes, fewer where that makes it longer
 * than `json` as shown (indented; a request's is shown in each code sample too): Argo Workflows' status, three
 * levels deep, was 300 KB of a page. Past `json` at one level, no example is shown.
 */
const SAMPLE_LIMITS = { items: 3, chars: 64, schemas: 10_000, levels: 3, json: 8 * 1024 };

/**
 * A schema with its $refs replaced by what they name, for the sampler. A schema met inside itself, or deeper
 * than maxRefs, is cut off there: an array of it is sampled empty and an optional property of it left out
 * (the sampler fills an empty schema with null, and a recursive Error's `details: [null]` is not what its
 * schema allows); a required property of it stays, as its type alone (an object sampled {}). The lengths it asks for are kept
 * within SAMPLE_LIMITS.
 */
function inlineSchema(schema: unknown, loc: Loc, spec: LoadedSpec, dialect30 = false, maxRefs = 32): unknown {
  const stack: string[] = [];
  /** How many of the schemas on the stack count towards maxRefs: a choice between others (see isChoice) does not. */
  let depth = 0;
  let schemas = 0;
  /** `items`: how many items an array here may have, those of the arrays around it made. */
  const walk = (node: unknown, at: Loc, items = SAMPLE_LIMITS.items): unknown => {
    if (Array.isArray(node)) return node.map((n, i) => walk(n, child(at, i), items));
    if (!node || typeof node !== 'object') return node;
    if (++schemas > SAMPLE_LIMITS.schemas) return CUT_OFF;
    const ref = (node as any).$ref;
    if (typeof ref === 'string') {
      const { node: target, loc: where } = spec.follow(node, at);
      const key = placeOf(where);
      if (stack.includes(key) || depth >= maxRefs) return CUT_OFF;
      const counts = !isChoice(target);
      stack.push(key);
      if (counts) depth++;
      try {
        return walk(target, where, items);
      } finally {
        stack.pop();
        if (counts) depth--;
      }
    }
    const out: Record<string, unknown> = {};
    // An array's items are sampled as many times as it has them: those of the arrays inside it have what is left.
    const count = Math.max(1, Math.min(Number((node as any).minItems) || 1, items));
    const inside = Math.floor(items / count);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'example' && schemaExample(node) === undefined) continue;
      const within = key === 'items' || key === 'prefixItems' ? inside : items;
      // Examples and enums are data, not schemas: copied as they are.
      out[key] = DATA_KEYS.has(key) ? value : SCHEMA_MAPS.has(key) ? walkMap(value, child(at, key), key === 'properties' ? (node as any).required ?? [] : undefined, within) : walk(value, child(at, key), within);
    }
    if (out.items === CUT_OFF) out.maxItems = 0;
    // A choice is sampled as one of the options not cut off (the sampler takes the first), and is cut off when those
    // left say nothing (null, or any value: Qdrant's optional anyOf [ShardKeySelector, { nullable: true }] was sampled {}).
    for (const kind of ['anyOf', 'oneOf'] as const) {
      const options = out[kind];
      if (!Array.isArray(options) || !options.includes(CUT_OFF)) continue;
      const kept = options.filter((o) => o !== CUT_OFF);
      if (kept.every(saysNothing)) return CUT_OFF;
      out[kind] = kept;
    }
    // A bound past the integers a number prints exactly (int64's -2^63) is sampled as itself, and printed as another
    // ("seed": -9223372036854776000, out of the range): where 0 is in the range, the sample is 0.
    const bounds = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'] as const;
    if (bounds.some((b) => typeof out[b] === 'number' && Math.abs(out[b] as number) > Number.MAX_SAFE_INTEGER)
      && !((out.minimum as number) > 0 || (out.exclusiveMinimum as number) >= 0 || (out.maximum as number) < 0 || (out.exclusiveMaximum as number) <= 0)) {
      for (const b of bounds) delete out[b];
    }
    if (typeof out.minItems === 'number' && out.minItems > count) out.minItems = count;
    if (typeof out.minLength === 'number' && out.minLength > SAMPLE_LIMITS.chars) out.minLength = SAMPLE_LIMITS.chars;
    // A string of a pattern (a Twilio SID) is sampled as one the pattern matches, not "string".
    if (typeof out.pattern === 'string' && out.format === undefined && ['example', 'examples', ...DATA_KEYS].every((k) => out[k] === undefined)) {
      const made = patternSample(out.pattern, SAMPLE_LIMITS.chars);
      if (made !== undefined && made.length >= (Number(out.minLength) || 0) && made.length <= (Number(out.maxLength) || Infinity)) out.example = made;
    }
    return dialect30 ? as2020(out) : out;
  };
  /** A map of schemas by name (properties: a property may be called "default" or "example"), without the optional ones cut off. */
  const walkMap = (node: unknown, at: Loc, required: unknown, items: number): unknown => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return walk(node, at, items);
    const kept: [string, unknown][] = [];
    for (const [name, value] of Object.entries(node)) {
      if (hiddenIn(spec, value, child(at, name))) continue; // a property the pages leave out (x-internal)
      const isRequired = Array.isArray(required) && required.includes(name);
      const inlined = walk(value, child(at, name), items);
      // An example shows what to send and what comes back now: a deprecated property only where it is required (Apideck's
      // invoices showed a customer's `name` beside the `display_name` that replaces it).
      if (required !== undefined && !isRequired && (inlined as { deprecated?: unknown } | null)?.deprecated === true) continue;
      if (inlined !== CUT_OFF || isRequired) kept.push([name, inlined === CUT_OFF ? typeOnly(value, child(at, name)) : inlined]);
    }
    return Object.fromEntries(kept);
  };
  /** A required schema cut off, as its type alone: an object's sampled {}, not null, which its schema does not take. */
  const typeOnly = (node: unknown, at: Loc): Record<string, unknown> => {
    try {
      const target = spec.follow(node, at).node;
      return target && typeof target === 'object' && typeof target.type === 'string' ? { type: target.type } : {};
    } catch {
      return {}; // a broken $ref: reported by the checks
    }
  };
  return walk(schema, loc);
}

/**
 * A schema of null alone: 3.1's { type: 'null' }; 3.0 has no null type, and Rust's schemars (Qdrant's document) writes
 * { nullable: true }, of no type.
 */
export function isNullOnly(s: any): boolean {
  if (!s || typeof s !== 'object') return false;
  const type = Array.isArray(s.type) && s.type.length === 1 ? s.type[0] : s.type;
  const says = type === 'null' ? 'type' : type === undefined && s.nullable === true ? 'nullable' : undefined;
  return says !== undefined && Object.keys(s).every((key) => key === says || key === 'title' || key === 'description');
}

/** A schema, as inlineSchema gives it, that takes null alone or any value (a 3.0 document's { nullable: true } is made {}). */
function saysNothing(schema: unknown): boolean {
  return isNullOnly(schema) || (Boolean(schema) && typeof schema === 'object' && Object.keys(schema as object).every((key) => key === 'description' || key === 'title'));
}

/**
 * A schema that only chooses between others (`anyOf`/`oneOf`, no fields of its own): Qdrant's UpdateOperation, one of
 * six operations, each one of two. Counted as a level, such choices left the example's fields empty ("upsert": null).
 */
function isChoice(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const s = schema as Record<string, unknown>;
  return (Array.isArray(s.anyOf) || Array.isArray(s.oneOf)) && s.properties === undefined && s.items === undefined && s.allOf === undefined;
}

/** A whole 3.0 document's schemas in JSON Schema's terms, in place (nullable and boolean bounds occur only in schemas). */
export function as2020Tree(node: unknown): unknown {
  const stack: unknown[] = [node];
  while (stack.length) {
    const n = stack.pop();
    if (!n || typeof n !== 'object') continue;
    if (!Array.isArray(n) && ('nullable' in n || typeof (n as any).exclusiveMinimum === 'boolean' || typeof (n as any).exclusiveMaximum === 'boolean')) as2020(n as Record<string, any>);
    for (const v of Object.values(n)) if (v && typeof v === 'object') stack.push(v);
  }
  return node;
}

/** OpenAPI 3.0's schema dialect in JSON Schema's terms: nullable as a type, boolean exclusive bounds as numbers. */
function as2020(s: Record<string, any>): Record<string, unknown> {
  if (s.nullable === true) {
    if (typeof s.type === 'string') s.type = [s.type, 'null'];
    else if (Array.isArray(s.enum) && !s.enum.includes(null)) s.enum = [...s.enum, null];
  }
  delete s.nullable;
  if (s.exclusiveMinimum === true) { s.exclusiveMinimum = s.minimum; delete s.minimum; } else if (s.exclusiveMinimum === false) delete s.exclusiveMinimum;
  if (s.exclusiveMaximum === true) { s.exclusiveMaximum = s.maximum; delete s.maximum; } else if (s.exclusiveMaximum === false) delete s.exclusiveMaximum;
  return s;
}

/** A value made from a schema, and its text as a page shows it (JSON, indented: the text its size was measured by). */
export interface Sample {
  value: unknown;
  json: string;
}

/**
 * The samples made so far, by the document, the place of the schema and the usage: a request body's sample is
 * shown as its example and in each code sample, a schema's on its page and in each response that names it.
 */
const samplesMade = new WeakMap<LoadedSpec, Map<string, Sample | undefined>>();

/** A value made from the schema, for a body or parameter the document gives no example of; made once per schema and usage. */
export function sampleOf(schema: unknown, loc: Loc, spec: LoadedSpec, usage: 'request' | 'response'): Sample | undefined {
  let made = samplesMade.get(spec);
  if (!made) samplesMade.set(spec, (made = new Map()));
  // A schema that is only a $ref is known by where it leads: every body that names one component shares its sample.
  // (It is not the sample of the component itself, on its own page: that one is a named schema fewer deep.)
  const key = `${usage} ${sampledPlace(schema, loc, spec)}`;
  if (!made.has(key)) made.set(key, makeSample(schema, loc, spec, usage));
  return made.get(key);
}

function sampledPlace(schema: unknown, loc: Loc, spec: LoadedSpec): string {
  if (isRefOnly(schema)) {
    try {
      const to = spec.follow(schema, loc).loc;
      return `$ref to ${placeOf(to)}`;
    } catch {
      // a broken $ref: sampled (as nothing) where it is written
    }
  }
  return placeOf(loc);
}

function makeSample(schema: unknown, loc: Loc, spec: LoadedSpec, usage: 'request' | 'response'): Sample | undefined {
  try {
    // An example shows a few levels of named schemas; deeper ones are left empty rather than nested on and on.
    for (let levels = SAMPLE_LIMITS.levels; levels > 0; levels--) {
      const inlined = inlineSchema(schema, loc, spec, spec.version === '3.0', levels);
      const value = quietly(() => OpenAPISampler.sample(inlined as any, { skipReadOnly: usage === 'request', skipWriteOnly: usage === 'response', skipNonRequired: false, quiet: true }));
      // The document's own values go in as they are (a default, an example of a property): one of megabytes is no example to show.
      const json = JSON.stringify(value, null, 2);
      if (json !== undefined && json.length <= SAMPLE_LIMITS.json) return { value, json };
    }
    return undefined;
  } catch {
    return undefined;
  }
}

export interface ExampleValue {
  title?: string;
  value: unknown;
  loc: Loc;
  /** Made from the schema, not written in the document. */
  generated?: boolean;
  /** Its text as shown (JSON, indented), when made already. */
  json?: string;
}

/**
 * The examples of a media type (of `type`) or parameter: `example`, `examples` (each may be a $ref), else the schema's
 * own. An example of a JSON body written as JSON text (a string that holds an object or a list, where the schema takes
 * no string: ReadMe's and many others' documents write them so) is that data, shown as written; it was shown as one
 * JSON string of escaped quotes and line ends, sent so, and checked as a string.
 */
export function examplesOf(node: any, loc: Loc, spec: LoadedSpec, type?: string): ExampleValue[] {
  if (!node || typeof node !== 'object') return [];
  const read = type !== undefined && /json/i.test(type) ? jsonTextAsData(node.schema, child(loc, 'schema'), spec) : (example: ExampleValue) => example;
  // `example: null` where the schema takes no null is no example: HubSpot's documents write it for every body that has none.
  if (node.example !== undefined && (node.example !== null || takesNull(node.schema, child(loc, 'schema'), spec))) return [read({ value: node.example, loc: child(loc, 'example') })];
  if (node.examples && typeof node.examples === 'object') {
    return Object.entries(node.examples).flatMap(([name, example]): ExampleValue[] => {
      const { node: e, loc: at } = spec.follow(example, child(loc, 'examples', name));
      if (!e || typeof e !== 'object') return [];
      const title = typeof e.summary === 'string' ? e.summary : name;
      // A file of the example (its externalValue, relative): read by the loader as a $ref's file; one that cannot be read is
      // reported by the checks of $refs. A web address is not fetched: the example is left out.
      const external = e.value === undefined ? externalFile(e) : undefined;
      if (external !== undefined) {
        const file = lenient(spec).follow({ $ref: external }, at).node;
        return file === undefined ? [] : [read({ title, value: file, loc: child(at, 'externalValue') })];
      }
      if (e.value === undefined) return [];
      return [read({ title, value: e.value, loc: child(at, 'value') })];
    });
  }
  return [];
}

function jsonTextAsData(schema: unknown, loc: Loc, spec: LoadedSpec): (example: ExampleValue) => ExampleValue {
  let takesText: boolean | undefined;
  return (example) => {
    if (typeof example.value !== 'string' || !/^\s*[[{]/.test(example.value)) return example;
    if ((takesText ??= takesString(schema, loc, spec))) return example;
    try {
      return { ...example, value: JSON.parse(example.value), json: example.value.trim() };
    } catch {
      return example; // not JSON: the string it is
    }
  };
}

/** Whether a schema (followed) takes null; a broken $ref takes nothing (the checks say so). */
function takesNull(schema: unknown, loc: Loc, spec: LoadedSpec): boolean {
  if (schema === undefined) return true;
  try {
    return nodeTakesNull(spec.follow(schema, loc).node);
  } catch {
    return false;
  }
}

/** Whether a schema as written takes null: 3.0's nullable, a type or enum of null, or a schema that says nothing of types. */
function nodeTakesNull(s: any): boolean {
  if (!s || typeof s !== 'object') return true;
  if (s.nullable === true || s.type === 'null' || (Array.isArray(s.type) && s.type.includes('null'))) return true;
  if (Array.isArray(s.enum)) return s.enum.includes(null);
  return s.type === undefined && s.$ref === undefined && !s.properties && !s.allOf && !s.oneOf && !s.anyOf;
}

/**
 * A schema's own example: `example`, unless it is a null the schema does not take (HubSpot's documents write
 * `example: null` on every schema and property that has none: its examples were null, and reported as wrong).
 */
export function schemaExample(s: any): unknown {
  return s && typeof s === 'object' && (s.example !== null || nodeTakesNull(s)) ? s.example : undefined;
}

/** The example a schema shows: its own `example` (see schemaExample), else the first of 3.1's `examples`. */
export function shownExample(s: any): unknown {
  const own = schemaExample(s);
  return own !== undefined ? own : Array.isArray(s?.examples) ? s.examples[0] : undefined;
}

function takesString(schema: unknown, loc: Loc, spec: LoadedSpec): boolean {
  try {
    const type = spec.follow(schema, loc).node?.type;
    return type === 'string' || (Array.isArray(type) && type.includes('string'));
  } catch {
    return false; // a broken $ref: the checks say so
  }
}

export interface RequestParts {
  method: string;
  /** Server URL and path, path parameters filled in. */
  url: string;
  query: [string, string][];
  /** Each header's value, or a credential the sample reads from the environment. */
  headers: [string, string | FromEnv][];
  /** A JSON body, pretty-printed; or a body of another type, as text; a form's (urlencoded or multipart) with its fields; a file's bytes (file: true, no text). */
  body?: { type: string; text: string; fields?: FormField[]; file?: boolean };
  /** HTTP basic: a user name and password from the environment (curl's -u, requests' auth=). */
  basic?: boolean;
}

/** A credential a sample reads from the environment variable `env`, after a prefix ("Bearer "; a cookie's "session="). */
export interface FromEnv { prefix: string; env: string }

/**
 * The code samples' tabs: the document's own, else curl, JavaScript and Python. Its own are ReadMe's
 * x-readme.code-samples, else x-codeSamples or x-code-samples, as Redocly writes them ({ lang, label, source }) or
 * ReadMe does ({ language, name, code }): ReadMe's were read as none, and the operation had no samples at all. A sample,
 * or its source, may be a $ref to another file (a source file is read as its text: "code_samples/get.cs"), as Redocly reads them.
 */
export function codeSamples(op: { node: any; loc: Loc }, spec: LoadedSpec, parts: RequestParts): { label: string; lang: string; code: string }[] {
  const listed = ownSamples(op);
  const { node: own, loc } = listed ? spec.follow(listed.node, listed.loc) : { node: undefined, loc: op.loc };
  const written = Array.isArray(own) ? own.flatMap((raw: unknown, i: number) => {
    const { node: s, loc: sampleAt } = spec.follow(raw, child(loc, i));
    if (!s || typeof s !== 'object') return [];
    const key = s.source !== undefined ? 'source' : 'code';
    const source = spec.follow(s[key], child(sampleAt, key)).node;
    const lang = String(s.lang ?? s.language ?? '');
    return typeof source === 'string' ? [{ label: String(s.label ?? s.name ?? (lang || 'Example')), lang: languageOf(lang), code: source.replace(/\n$/, '') }] : [];
  }) : [];
  if (written.length) return written;
  return [
    { label: 'curl', lang: 'bash', code: curl(parts) },
    { label: 'JavaScript', lang: 'js', code: fetchSample(parts) },
    { label: 'Python', lang: 'python', code: requestsSample(parts) },
  ];
}

/** Where an operation lists its own samples: ReadMe's x-readme.code-samples, else x-codeSamples or x-code-samples. */
function ownSamples(op: { node: any; loc: Loc }): { node: unknown; loc: Loc } | undefined {
  const readme = op.node['x-readme'];
  if (readme && typeof readme === 'object' && readme['code-samples'] !== undefined) return { node: readme['code-samples'], loc: child(op.loc, 'x-readme', 'code-samples') };
  const key = ['x-codeSamples', 'x-code-samples'].find((k) => op.node[k] !== undefined);
  return key === undefined ? undefined : { node: op.node[key], loc: child(op.loc, key) };
}

function languageOf(lang: string): string {
  const l = lang.toLowerCase();
  const known: Record<string, string> = { 'c#': 'csharp', shell: 'bash', sh: 'bash', curl: 'bash', javascript: 'js', node: 'js', 'node.js': 'js', typescript: 'ts', python: 'python', py: 'python' };
  return known[l] ?? l.replace(/[^a-z0-9+-]/g, '');
}

function fullUrl(parts: RequestParts): string {
  const query = parts.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return parts.url + (query ? `?${query}` : '');
}

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** A field of a form body: a file's value is where the sample reads it from. */
export interface FormField { name: string; value: string; file?: boolean }

/** Where a sample reads a file a form sends. */
const filePath = (field: FormField) => `path/to/${field.name}`;
/** Where a sample reads a body that is a file's bytes. */
const BODY_FILE = 'path/to/file';

function curl(parts: RequestParts): string {
  const lines = [`curl${parts.method === 'GET' ? '' : ` -X ${parts.method}`} ${shellQuote(fullUrl(parts))}`];
  if (parts.basic) lines.push('-u "$USERNAME:$PASSWORD"');
  // A credential in double quotes, where the shell puts in its variable; anything else as written.
  for (const [name, value] of parts.headers) lines.push(`-H ${typeof value === 'string' ? shellQuote(`${name}: ${value}`) : `"${`${name}: ${value.prefix}`.replace(/[\\"$`]/g, '\\$&')}$${value.env}"`}`);
  const { body } = parts;
  // A form's fields each as curl sends them, with the content type it writes (a multipart one has its boundary).
  if (body?.fields && isMultipart(body.type)) lines.push(...body.fields.map((f) => `-F ${shellQuote(`${f.name}=${f.file ? `@${filePath(f)}` : f.value}`)}`));
  else if (body?.fields) lines.push(...body.fields.map((f) => `--data-urlencode ${shellQuote(`${f.name}=${f.value}`)}`));
  else if (body?.file) lines.push(`-H ${shellQuote(`Content-Type: ${body.type}`)}`, `--data-binary ${shellQuote(`@${BODY_FILE}`)}`);
  else if (body) lines.push(`-H ${shellQuote(`Content-Type: ${body.type}`)}`, `-d ${shellQuote(body.text)}`);
  return lines.join(' \\\n  ');
}

const isMultipart = (type: string) => type.toLowerCase().startsWith('multipart/');

function jsString(s: string): string {
  return JSON.stringify(s);
}

function fetchSample(parts: RequestParts): string {
  const fromEnv = ({ prefix, env }: FromEnv) => (prefix ? `\`${prefix.replace(/[\\`$]/g, '\\$&')}\${process.env.${env}}\`` : `process.env.${env}`);
  const headers = parts.headers.map(([name, value]) => `    ${jsString(name)}: ${typeof value === 'string' ? jsString(value) : fromEnv(value)},`);
  if (parts.basic) headers.unshift('    "Authorization": `Basic ${btoa(`${process.env.USERNAME}:${process.env.PASSWORD}`)}`,');
  const { body } = parts;
  // fetch writes a form's content type itself (a multipart one with its boundary).
  if (body && !body.fields) headers.push(`    "Content-Type": ${jsString(body.type)},`);
  const lines: string[] = [];
  if (body?.file || body?.fields?.some((f) => f.file)) lines.push('import { openAsBlob } from "node:fs";', '');
  if (body?.fields && isMultipart(body.type)) {
    lines.push('const form = new FormData();', ...body.fields.map((f) => `form.append(${jsString(f.name)}, ${f.file ? `await openAsBlob(${jsString(filePath(f))}), ${jsString(f.name)}` : jsString(f.value)});`), '');
  }
  lines.push(`const response = await fetch(${jsString(fullUrl(parts))}, {`, `  method: ${jsString(parts.method)},`);
  if (headers.length) lines.push('  headers: {', ...headers, '  },');
  if (body?.fields) {
    const repeated = new Set(body.fields.map((f) => f.name)).size < body.fields.length;
    // A name given several values (a list) is written as pairs: an object has each name once.
    const urlencoded = repeated
      ? ['  body: new URLSearchParams([', ...body.fields.map((f) => `    [${jsString(f.name)}, ${jsString(f.value)}],`), '  ]),']
      : ['  body: new URLSearchParams({', ...body.fields.map((f) => `    ${jsString(f.name)}: ${jsString(f.value)},`), '  }),'];
    lines.push(...(isMultipart(body.type) ? ['  body: form,'] : urlencoded));
  } else if (body?.file) {
    lines.push(`  body: await openAsBlob(${jsString(BODY_FILE)}),`);
  } else if (body) {
    lines.push(body.type.includes('json') ? `  body: JSON.stringify(${body.text.split('\n').join('\n  ')}),` : `  body: ${jsString(body.text)},`);
  }
  lines.push('});', 'if (!response.ok) throw new Error(`Request failed: ${response.status}`);');
  return lines.join('\n');
}

function requestsSample(parts: RequestParts): string {
  const py = (s: string) => JSON.stringify(s);
  const fromEnv = ({ prefix, env }: FromEnv) => `${prefix ? `${py(prefix)} + ` : ''}os.environ[${py(env)}]`;
  const headerLines = parts.headers.map(([name, value]) => `        ${py(name)}: ${typeof value === 'string' ? py(value) : fromEnv(value)},`);
  const usesEnv = parts.basic || parts.headers.some(([, v]) => typeof v !== 'string');
  const lines = usesEnv ? ['import os', '', 'import requests', ''] : ['import requests', ''];
  lines.push(`response = requests.${parts.method.toLowerCase()}(`, `    ${py(parts.url)},`);
  if (parts.query.length) lines.push('    params={', ...pythonEntries(parts.query), '    },');
  const { body } = parts;
  // requests writes the content type of json=, data= as a dict (a form) and files= (multipart); of other text, the sample does.
  if (body && !body.fields && !body.type.includes('json')) headerLines.push(`        "Content-Type": ${py(body.type)},`);
  if (headerLines.length) lines.push('    headers={', ...headerLines, '    },');
  if (parts.basic) lines.push('    auth=(os.environ["USERNAME"], os.environ["PASSWORD"]),');
  if (body?.fields) {
    const [files, data] = [body.fields.filter((f) => f.file), body.fields.filter((f) => !f.file)];
    const dict = (name: string, entries: string[]) => [`    ${name}={`, ...entries, '    },'];
    const values = pythonEntries(data.map((f) => [f.name, f.value]));
    if (!isMultipart(body.type)) lines.push(...dict('data', values));
    else {
      // The files; a multipart form without one is sent as one all the same, its fields as files without a file name.
      const sent = files.length ? files.map((f) => [f.name, `open(${py(filePath(f))}, "rb")`]) : data.map((f) => [f.name, `(None, ${py(f.value)})`]);
      const once = new Set(sent.map(([name]) => name)).size === sent.length;
      if (files.length && data.length) lines.push(...dict('data', values));
      lines.push(...(once ? dict('files', sent.map(([name, v]) => `        ${py(name)}: ${v},`)) : ['    files=[', ...sent.map(([name, v]) => `        (${py(name)}, ${v}),`), '    ],']));
    }
  } else if (body?.file) {
    lines.push(`    data=open(${py(BODY_FILE)}, "rb"),`);
  } else if (body) {
    lines.push(body.type.includes('json') ? `    json=${pythonLiteral(body.text).split('\n').join('\n    ')},` : `    data=${py(body.text)},`);
  }
  lines.push('    timeout=30,', ')', 'response.raise_for_status()');
  return lines.join('\n');
}

/** Name and value pairs as the entries of a Python dict: a name given several values (a list) has them as a list, which requests sends a pair each. */
function pythonEntries(pairs: [string, string][]): string[] {
  const byName = new Map<string, string[]>();
  for (const [name, value] of pairs) byName.set(name, [...(byName.get(name) ?? []), value]);
  const py = (s: string) => JSON.stringify(s);
  return [...byName].map(([name, all]) => `        ${py(name)}: ${all.length > 1 ? `[${all.map(py).join(', ')}]` : py(all[0])},`);
}

/** JSON text as a Python literal: the same text but for true, false and null. */
function pythonLiteral(json: string): string {
  return json.replace(/("(?:[^"\\]|\\.)*")|\b(true|false|null)\b/g, (whole, str: string | undefined, word: string | undefined) => {
    if (str) return str;
    return word === 'true' ? 'True' : word === 'false' ? 'False' : 'None';
  });
}
