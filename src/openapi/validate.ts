// The document's own checks: its structure is OpenAPI's (structure.ts), every
// $ref names something (and no chain of them loops), operationIds are unique,
// every path parameter is declared and used, every response's link leads to
// an operation that takes what it gives, and every example validates
// against its schema (JSON Schema 2020-12 for 3.1, 3.0's dialect for 3.0, with
// ajv).
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { SiteError } from '../errors.ts';
import { child, externalFile, isRefOnly, lenient, placeOf, type LoadedSpec, type Loc } from './load.ts';
import { listSeparator, parametersOf } from './operation-view.ts';
import { DATA_KEYS, as2020Tree, examplesOf, schemaExample } from './samples.ts';
import { operationRefPlace, operationsByPlace, type ApiModel, type Operation } from './model.ts';
import { pointerTokens } from './pointer.ts';
import { fileURLToPath } from 'node:url';
import { inputKeys, leadsToBrokenRef } from './inputs.ts';
import { hash } from '../hash.ts';
import { structureUnits } from './structure.ts';
import { commonJsExport } from './commonjs.ts';
import { PatternTooSlow, patternProblem, patternRegExp } from './patterns.ts';

/** What a check found: a message about a place of the document (made a SiteError, with its file and line, by spec.problem). */
export interface Found {
  message: string;
  loc: Loc;
  hint?: string;
  /** `loc` is a place of a Swagger 2.0 document as written, not of the 3.0 it converts to (see LoadedSpec.where). */
  asWritten?: true;
}

/**
 * The document's checks in parts: those of the whole document (its $refs, its operationIds), one unit per operation
 * (its path parameters) and one per example (of a parameter, a body, a schema), by the key of what it reads (inputs.ts),
 * so that docs serve checks again only the units an edit changed: an edit to an operation's description checks its path
 * again, not its examples (checking one builds the validators of the whole document: a quarter of a second at 1,000 operations).
 * What a unit finds is kept as places, not lines: its lines are worked out for the document as it is.
 */
export interface SpecChecks {
  whole: () => SiteError[];
  /** `key` is worked out when asked: a build that keeps nothing for the next (docs build) does not. */
  units: { key: () => string; check: () => Found[] }[];
}

export function specChecks(strictSpec: LoadedSpec, model: ApiModel): SpecChecks {
  // Each broken $ref is reported once, by `whole`; the other checks read past it.
  const spec = lenient(strictSpec);
  const inputsOf = inputKeys(strictSpec);
  const check = exampleCheck(spec);
  const whole = () => {
    const problems: SiteError[] = [];
    checkRefs(strictSpec, problems);
    checkPatterns(strictSpec, problems);
    const seen = new Map<string, Loc>();
    for (const op of model.operations) {
      if (!op.operationId || op.id !== op.operationId) continue;
      const first = seen.get(op.operationId);
      if (first) problems.push(spec.problem(`Duplicate operationId "${op.operationId}" (also at ${first.file === op.loc.file ? first.pointer || '#' : `${fileURLToPath(first.file)}#${first.pointer}`})`, child(op.loc, 'operationId'), 'every operationId names one operation: its page\'s URL and links to it use it'));
      else seen.set(op.operationId, op.loc);
    }
    checkLinks(spec, model, problems);
    return problems;
  };
  const exampleUnit = (ex: Example): SpecChecks['units'][number] => ({
    key: once(() => hash('example', ex.what, ex.usage, ex.loc.file, ex.loc.pointer, ex.schemaLoc.file, ex.schemaLoc.pointer, inputsOf([{ node: ex.value, loc: ex.loc }, { node: ex.schema, loc: ex.schemaLoc }]))),
    check: () => check(ex),
  });
  // A key is asked for more than once (docs serve looks for what a unit found, then keeps it): each is worked out once.
  const units: SpecChecks['units'] = structureUnits(strictSpec).map((unit) => ({ key: once(unit.key), check: unit.check }));
  for (const op of model.operations) {
    units.push({
      key: once(() => hash('operation', op.id, op.path, op.loc.file, op.loc.pointer, inputsOf([{ node: op.node, loc: op.loc }, { node: op.pathItem, loc: op.pathLoc }]))),
      check: () => {
        const found: Found[] = [];
        if (!op.webhook) checkPathParameters(op, spec, found);
        return found;
      },
    });
    for (const ex of operationExamples(op, spec)) units.push(exampleUnit(ex));
  }
  for (const s of model.schemas) {
    const example = schemaExample(s.node);
    if (example === undefined) continue;
    units.push(exampleUnit({ schema: s.node, schemaLoc: s.loc, value: example, loc: child(s.loc, 'example'), what: `example of the schema ${s.name}`, usage: 'whole' }));
  }
  return { whole, units };
}

/** A value worked out when first asked. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** Every check of the document, at once. */
export function checkSpec(spec: LoadedSpec, model: ApiModel): SiteError[] {
  return problemsOf(spec, specChecks(spec, model));
}

/** What the checks found, as problems with their lines: `found` gives each unit's (checked now, or kept from an earlier read). */
export function problemsOf(spec: LoadedSpec, checks: SpecChecks, found = (unit: SpecChecks['units'][number]) => unit.check()): SiteError[] {
  // Two units may read one value (a response in a file of its own, which two path items name): what is wrong with it is told once.
  const told = new Set<string>();
  const fresh = (f: Found) => {
    const key = `${f.loc.file}#${f.loc.pointer} ${f.message}`;
    return !told.has(key) && Boolean(told.add(key));
  };
  return [...checks.whole(), ...checks.units.flatMap((unit) => found(unit).filter(fresh).map((f) => spec.problem(f.message, f.loc, f.hint, f.asWritten)))];
}

/** Every $ref in the document's files, followed: a broken one or a loop is reported where it is written. */
function checkRefs(spec: LoadedSpec, problems: SiteError[]): void {
  const root = spec.root;
  const seen = new Set<object>();
  /** Where a $ref leads; undefined, and the problem told, where it leads nowhere or to itself. */
  const follow = (node: unknown, at: Loc) => {
    try {
      return spec.follow(node, at);
    } catch (err) {
      problems.push(err as SiteError);
      return undefined;
    }
  };
  const walk = (node: unknown, at: Loc) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (typeof (node as any).$ref === 'string') {
      const found = follow(node, at);
      // The files a $ref leads to are checked where they are.
      if (found && found.loc.file !== root.file) walk(found.node, found.loc);
    }
    if (Array.isArray(node)) node.forEach((n, i) => walk(n, child(at, i)));
    else {
      for (const [key, value] of Object.entries(node)) {
        // An example's value is data ("$ref" may be a key of it); a mapping of examples holds Example Objects.
        if (key === 'examples' && value && typeof value === 'object' && !Array.isArray(value)) {
          for (const [name, example] of Object.entries(value)) exampleObject(example, child(at, key, name));
        } else if (key !== 'example' && key !== 'examples' || typeof value !== 'object') walk(value, child(at, key));
      }
    }
  };
  // An Example Object: its $ref followed, and its file (externalValue), which the loader reads as a $ref's; one in
  // another file is checked there, as a $ref's target is; its value is data.
  const exampleObject = (example: unknown, at: Loc) => {
    if (!example || typeof example !== 'object' || seen.has(example)) return;
    seen.add(example);
    const ref = typeof (example as any).$ref === 'string';
    const found = ref ? follow(example, at) : { node: example as any, loc: at };
    if (!found || (ref && found.loc.file === root.file)) return;
    const external = externalFile(found.node);
    if (external !== undefined && spec.tryFollow({ $ref: external }, found.loc)?.node === undefined) {
      problems.push(spec.problem(`The example's file "${external}" cannot be read: ${fileURLToPath(new URL(external, found.loc.file))}`, child(found.loc, 'externalValue'), 'an externalValue names a file relative to the file it is written in: check its path'));
    }
  };
  walk(spec.api, root);
}

/**
 * Every schema's `pattern` (and `patternProperties` name) that is no regular expression: an error at its line, not a
 * silent one (its schema's examples are checked without it: see patternRegExp). A string `pattern` anywhere but in
 * data (examples, enums, defaults) and extensions is a schema's.
 */
function checkPatterns(spec: LoadedSpec, problems: SiteError[]): void {
  const hint = 'a pattern is a regular expression as JavaScript reads it (JSON Schema\'s are ECMA-262): its schema\'s examples are checked without it';
  const seen = new Set<object>();
  // It runs on every build (docs serve's too), over the whole document: a place is made only for a problem.
  const path: (string | number)[] = [];
  let file = '';
  const report = (message: string, ...tokens: string[]) => problems.push(spec.problem(message, child({ file, pointer: '' }, ...path, ...tokens), hint));
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        path.push(i);
        walk(node[i]);
        path.pop();
      }
      return;
    }
    for (const key in node) {
      if (DATA_KEYS.has(key) || key.startsWith('x-')) continue;
      const value = (node as Record<string, unknown>)[key];
      const problem = key === 'pattern' && typeof value === 'string' ? patternProblem(value) : undefined;
      if (problem) report(`"pattern" is not a regular expression: ${problem}`, key);
      if (key === 'patternProperties' && value && typeof value === 'object') {
        for (const name of Object.keys(value)) {
          const bad = patternProblem(name);
          if (bad) report(`The name in "patternProperties" is not a regular expression: ${bad}`, key, name);
        }
      }
      path.push(key);
      walk(value);
      path.pop();
    }
  };
  for (const [url, data] of spec.documents()) {
    file = url;
    walk(data);
  }
}

/**
 * The responses' links (OpenAPI's Link objects, and those of components.links): the operation each names by its
 * operationId or operationRef (in its own file or another) is one of the document's, and takes every parameter the link gives it. The
 * page shows such a link unlinked, to an operation no reader can find. A link shared by several responses is told once.
 */
function checkLinks(spec: LoadedSpec, model: ApiModel, problems: SiteError[]): void {
  const byId = new Map<string, Operation>();
  for (const op of model.operations) if (op.operationId && !byId.has(op.operationId)) byId.set(op.operationId, op);
  const byPlace = operationsByPlace(model);
  const told = new Set<string>();
  const check = (raw: unknown, at: Loc) => {
    const { node: link, loc } = spec.follow(raw, at);
    if (!link || typeof link !== 'object' || told.has(placeOf(loc))) return;
    told.add(placeOf(loc));
    // Its name where it is written: a response's own, or the component's the response's $ref leads to (a file of its own has none: the response's).
    const name = pointerTokens(loc.pointer).at(-1) ?? pointerTokens(at.pointer).at(-1);
    let target: Operation | undefined;
    if (typeof link.operationId === 'string') {
      target = byId.get(link.operationId);
      if (!target) problems.push(spec.problem(`The link "${name}" names the operationId "${link.operationId}", which no operation of the document has`, child(loc, 'operationId'), 'write the operationId of one of its operations, or an operationRef to one ("#/paths/~1pets~1{id}/get")'));
    } else {
      const place = operationRefPlace(link.operationRef, loc, spec.root);
      target = place && byPlace.get(placeOf(place));
      if (place && !target) problems.push(spec.problem(`The link "${name}" has the operationRef "${link.operationRef}", which leads to no operation of the document`, child(loc, 'operationRef'), 'write #/paths/, then the path with each / as ~1, then the method: "#/paths/~1pets~1{id}/get"'));
    }
    if (!target || !link.parameters || typeof link.parameters !== 'object') return;
    const takes = parametersOf(target, spec).map((p) => p.node);
    for (const key of Object.keys(link.parameters)) {
      // "path.id" where two of the operation's parameters share a name.
      const qualified = /^(path|query|header|cookie)\.(.+)$/.exec(key);
      const gives = (p: { name: string; in: unknown }) => p.name === key || (qualified !== null && p.in === qualified[1] && p.name === qualified[2]);
      if (takes.some(gives)) continue;
      const names = takes.map((p) => `"${takes.some((q) => q !== p && q.name === p.name) ? `${p.in}.${p.name}` : p.name}"`).join(', ');
      problems.push(spec.problem(`The link "${name}" gives the parameter "${key}", which ${target.operationId ?? target.id} does not take`, child(loc, 'parameters', key),
        names ? `name one of its parameters: ${names}` : 'it takes no parameters: leave this one out'));
    }
  };
  for (const op of model.operations) {
    const responses = op.node.responses;
    if (!responses || typeof responses !== 'object') continue;
    for (const [status, raw] of Object.entries(responses)) {
      const { node: res, loc: at } = spec.follow(raw, child(op.loc, 'responses', status));
      if (!res?.links || typeof res.links !== 'object') continue;
      for (const [name, link] of Object.entries(res.links)) check(link, child(at, 'links', name));
    }
  }
  const shared = spec.api.components?.links;
  if (shared && typeof shared === 'object') for (const [name, link] of Object.entries(shared)) check(link, child(spec.root, 'components', 'links', name));
}

function checkPathParameters(op: ApiModel['operations'][number], spec: LoadedSpec, found: Found[]): void {
  const inPath = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const declared = parametersOf(op, spec).filter((p) => p.node.in === 'path');
  for (const name of inPath) {
    if (!declared.some((p) => p.node.name === name)) {
      found.push({ message: `The path ${op.path} has a parameter {${name}} that ${op.method} does not declare`, loc: op.loc, hint: `add a parameter { name: ${name}, in: path, required: true } to the operation or its path` });
    }
  }
  for (const p of declared) {
    if (!inPath.includes(p.node.name)) found.push({ message: `The path parameter "${p.node.name}" is not in the path ${op.path}`, loc: p.loc, hint: `write {${p.node.name}} in the path, or make it a query parameter` });
    else if (p.node.required !== true) found.push({ message: `The path parameter "${p.node.name}" must be required: true`, loc: p.loc, hint: 'OpenAPI requires path parameters to be required' });
  }
}

/**
 * How a schema's `required` is read: as written; in a request, without readOnly properties (which a
 * client does not send); in a response, without writeOnly ones; in an excerpt (a guide's example that
 * shows some fields of an object), not at all.
 */
export type Usage = 'whole' | 'request' | 'response' | 'excerpt';

/** How many times the validators of a document start afresh after a schema that ajv could not compile (see schemaValidators). */
const MAX_AJV_RESTARTS = 4;

/** Compiles the document's schemas into validators, each once, however many examples use it. */
export function schemaValidators(spec: LoadedSpec, usage: Usage = 'whole'): (schema: unknown, loc: Loc) => ValidateFunction | undefined {
  const dialect30 = spec.version === '3.0';
  const prepare = (tree: unknown) => {
    const copy = dialect30 ? as2020Tree(structuredClone(tree)) : usage !== 'whole' ? structuredClone(tree) : tree;
    if (usage !== 'whole') withoutRequired(copy, usage);
    return copy as object;
  };
  let ajv: Ajv | Ajv2020 | undefined;
  // Every file is given to ajv whole, under its URL: a schema is then compiled by its place ({ $ref: url#pointer }),
  // its own $refs (recursive ones too) resolved by ajv, and each schema compiled once however many examples use it.
  const start = () => {
    const options = { strict: false, validateSchema: false, allErrors: false, inlineRefs: false, logger: false, code: { optimize: false, regExp: patternRegExp } } as const;
    const made = dialect30 ? new Ajv(options) : new Ajv2020(options);
    commonJsExport<(ajv: unknown) => void>(addFormatsModule)(made);
    for (const [url, data] of spec.documents()) {
      try {
        made.addSchema(prepare(data), url);
      } catch {
        // a file ajv cannot take: its examples go unchecked
      }
    }
    return made;
  };
  const compiled = new Map<string, ValidateFunction | undefined>();
  let restarts = 0;
  const compile = (key: string, schema: object, at: { node: unknown; loc: Loc }) => {
    if (!compiled.has(key)) {
      // A $ref that names nothing is reported as such; the examples of a schema that leads to one go unchecked (ajv
      // would fail to compile it, after the work of compiling the rest).
      if (leadsToBrokenRef(spec, [at])) {
        compiled.set(key, undefined);
        return undefined;
      }
      try {
        compiled.set(key, (ajv ??= start()).compile(schema));
      } catch {
        // ajv keeps what it had compiled of the schemas this one names, half made (a recursive one's validator never
        // set): a later schema that names them would fail as it validates. The next compile starts afresh, a few
        // times (each start reads the whole document again); a validator made after that may go unchecked (mismatch).
        if (restarts++ < MAX_AJV_RESTARTS) {
          ajv = undefined;
          compiled.clear();
        }
        compiled.set(key, undefined); // a schema ajv cannot read is no example's fault
      }
    }
    return compiled.get(key);
  };
  // A schema that is only a $ref is compiled where it leads (the operations that name one component share it); a
  // small one without $refs by its text (a path parameter's { type: string } in every operation is one); others by place.
  return (schema, loc) => {
    const at = { node: schema, loc };
    if (isRefOnly(schema)) {
      try {
        loc = spec.follow(schema, loc).loc;
      } catch {
        return undefined;
      }
    } else if (schema && typeof schema === 'object') {
      const text = JSON.stringify(schema);
      if (text.length < 2000 && !text.includes('"$ref"')) return compile(`text:${text}`, prepare(schema), at);
    }
    const place = `${loc.file}#${loc.pointer.split('/').map(encodeURIComponent).join('/')}`;
    return compile(place, { $ref: place }, at);
  };
}

/** Takes the properties a usage does not need out of every list of required ones (a property named "required" is an object, and stays). */
function withoutRequired(node: unknown, usage: Usage): void {
  if (!node || typeof node !== 'object') return;
  const s = node as Record<string, any>;
  if (Array.isArray(s.required)) {
    if (usage === 'excerpt') delete s.required;
    else {
      const skip = usage === 'request' ? 'readOnly' : 'writeOnly';
      s.required = s.required.filter((name: unknown) => !(typeof name === 'string' && s.properties?.[name]?.[skip] === true));
    }
  }
  for (const value of Object.values(s)) withoutRequired(value, usage);
}

/**
 * The validators of each usage, made when first needed. A request reads `required` as written unless some
 * schema requires a readOnly property, a response unless one requires a writeOnly property: most documents
 * need one set for all but excerpts, and each schema compiled once.
 */
function usageValidators(spec: LoadedSpec): (usage: Usage) => ReturnType<typeof schemaValidators> {
  let requires: { readOnly: boolean; writeOnly: boolean } | undefined;
  const validators = new Map<Usage, ReturnType<typeof schemaValidators>>();
  return (usage) => {
    requires ??= requiredMarks(spec);
    const key = usage === 'excerpt' || (usage === 'request' && requires.readOnly) || (usage === 'response' && requires.writeOnly) ? usage : 'whole';
    if (!validators.has(key)) validators.set(key, schemaValidators(spec, key));
    return validators.get(key)!;
  };
}

/** Whether some schema of the document requires a property it marks readOnly, or one it marks writeOnly. */
function requiredMarks(spec: LoadedSpec): { readOnly: boolean; writeOnly: boolean } {
  const found = { readOnly: false, writeOnly: false };
  const stack: unknown[] = [...spec.documents()].map(([, data]) => data);
  while (stack.length) {
    const s = stack.pop() as Record<string, any>;
    if (!s || typeof s !== 'object') continue;
    if (Array.isArray(s.required) && s.properties && typeof s.properties === 'object') {
      for (const name of s.required) {
        if (s.properties[name]?.readOnly === true) found.readOnly = true;
        if (s.properties[name]?.writeOnly === true) found.writeOnly = true;
      }
    }
    for (const value of Object.values(s)) if (value && typeof value === 'object') stack.push(value);
  }
  return found;
}

/** What checking a value found: why it does not match its schema, as the end of a sentence (" at /data/0/rent: must be object"), or that the check was stopped. */
type Mismatch = { wrong: string; stopped?: undefined } | { stopped: string; wrong?: undefined };

/** Why `value` does not match its schema; undefined when it does, or cannot be checked. */
export function mismatch(validate: ValidateFunction | undefined, value: unknown): Mismatch | undefined {
  if (!validate) return undefined;
  try {
    if (validate(value)) return undefined;
  } catch (err) {
    if (err instanceof PatternTooSlow) return { stopped: `: ${err.message}, and was stopped` };
    // A schema that is all of (or any of) a schema that is all of it again checks a value without end, to the stack's.
    if (err instanceof RangeError) return { wrong: ': no value can match it, as it leads back to itself without end (through allOf, anyOf or oneOf, with no property or item between)' };
    // A validator that calls one ajv left half made (see schemaValidators) cannot check: the value goes unchecked.
    if (err instanceof TypeError) return undefined;
    throw err;
  }
  const e = validate.errors?.[0];
  const allowed = Array.isArray(e?.params?.allowedValues) ? ` (${e.params.allowedValues.map((v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ')})` : '';
  return { wrong: `${e?.instancePath ? ` at ${e.instancePath}` : ''}: ${e?.message ?? 'invalid'}${allowed}` };
}

/** A hint for a check that was stopped. */
const STOPPED_HINT = 'write the pattern so that it cannot match a string in many ways: no repetition inside a repetition (as (a+)+ or (a|ab)*), no repetitions side by side that match the same characters (as \\d*\\d*)';

/** An example to check: its value and where it is, what it is an example of, and its schema. */
interface Example {
  value: unknown;
  loc: Loc;
  /** "example of the request body of createPet (application/json)". */
  what: string;
  schema: unknown;
  schemaLoc: Loc;
  usage: Usage;
}

/** Checks an example against its schema, with the document's validators (made when first needed). */
function exampleCheck(spec: LoadedSpec): (example: Example) => Found[] {
  const validatorsFor = usageValidators(spec);
  return ({ value, loc, what, schema, schemaLoc, usage }) => {
    const found = mismatch(validatorsFor(usage)(schema, schemaLoc), value);
    if (found?.stopped) return [{ message: `The ${what} could not be checked against its schema${found.stopped}`, loc, hint: STOPPED_HINT }];
    return found ? [{ message: `The ${what} does not match its schema${found.wrong}`, loc, hint: 'fix the example or the schema, so that the docs show what the API does' }] : [];
  };
}

/**
 * A parameter's example written as the text it is sent as, where its schema takes no text (Amazon's `x-example: shoes`
 * for a list of keywords sent as keywords=shoes; "10" for a number): the value its style reads from that text.
 */
function asSent(value: unknown, param: { node: any; loc: Loc }, spec: LoadedSpec): unknown {
  if (typeof value !== 'string') return value;
  // A broken $ref (reported where it is written) has no type: the example is checked as written.
  const { follow } = lenient(spec);
  const typed = (schema: unknown, loc: Loc) => {
    const { node, loc: at } = follow(schema, loc);
    return { node, at, types: node && typeof node === 'object' ? [node.type].flat().filter((t): t is string => typeof t === 'string') : [] };
  };
  const read = (text: string, types: string[]): unknown => {
    if (!types.length || types.includes('string')) return text;
    if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text)) return Number(text);
    if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
    return text;
  };
  const schema = typed(param.node.schema, child(param.loc, 'schema'));
  if (!schema.types.includes('array') || schema.types.includes('string')) return read(value, schema.types);
  const items = typed(schema.node.items, child(schema.at, 'items')).types;
  const separator = listSeparator(param.node);
  return (separator === undefined ? [value] : value.split(separator)).map((item) => read(item, items));
}

/** The examples an operation has: its parameters', its request body's and its responses' (JSON bodies). */
function operationExamples(op: ApiModel['operations'][number], spec: LoadedSpec): Example[] {
  const found: Example[] = [];
  const media = (content: any, at: Loc, what: string, usage: Usage) => {
    if (!content || typeof content !== 'object') return;
    for (const [type, m] of Object.entries(content as Record<string, any>)) {
      if (!m || m.schema === undefined || !/json/.test(type)) continue;
      for (const ex of examplesOf(m, child(at, type), spec, type)) found.push({ value: ex.value, loc: ex.loc, what: `example of ${what} (${type})`, schema: m.schema, schemaLoc: child(at, type, 'schema'), usage });
    }
  };
  for (const p of parametersOf(op, spec)) {
    if (p.node.schema === undefined) continue;
    for (const ex of examplesOf(p.node, p.loc, spec)) found.push({ value: asSent(ex.value, p, spec), loc: ex.loc, what: `example of the parameter "${p.node.name}"`, schema: p.node.schema, schemaLoc: child(p.loc, 'schema'), usage: 'request' });
  }
  if (op.node.requestBody) {
    const { node: body, loc } = spec.follow(op.node.requestBody, child(op.loc, 'requestBody'));
    media(body?.content, child(loc, 'content'), `the request body of ${op.id}`, 'request');
  }
  for (const [status, raw] of Object.entries(op.node.responses ?? {})) {
    const { node: res, loc } = spec.follow(raw, child(op.loc, 'responses', status));
    media(res?.content, child(loc, 'content'), `the ${status} response of ${op.id}`, 'response');
  }
  return found;
}

/**
 * Checks a JSON example written in a page against the document, by the name the writer gives it:
 * `listLeases 200` (a response's body), `postTenantCharges request` (the request body), or
 * `schema/Lease`; a media type may follow (else the first JSON one). Gives what is wrong, if anything.
 */
export function pageExampleChecker(strictSpec: LoadedSpec, model: ApiModel): (name: string, value: unknown) => string | undefined {
  const spec = lenient(strictSpec);
  const validatorsFor = usageValidators(spec);
  const byId = new Map(model.operations.map((op) => [op.id, op]));
  const bodyOf = (content: any, at: Loc, mediaType: string | undefined): { schema: unknown; loc: Loc } | string => {
    const types = content && typeof content === 'object' ? Object.keys(content) : [];
    const type = mediaType ?? types.find((t) => /json/.test(t));
    if (!type || !types.includes(type)) return `it has no ${mediaType ?? 'JSON'} body${types.length ? ` (it has ${types.join(', ')})` : ''}`;
    return { schema: content[type].schema, loc: child(at, type, 'schema') };
  };
  const find = (words: string[]): { schema: unknown; loc: Loc } | string => {
    const [what = '', part, mediaType] = words;
    if (what.startsWith('schema/')) {
      const schema = model.schemas.find((s) => s.name === what.slice(7));
      return schema ? { schema: schema.node, loc: schema.loc } : `the document has no schema "${what.slice(7)}"`;
    }
    const op = byId.get(what);
    if (!op) return `the document has no operation "${what}"`;
    if (part === 'request') {
      if (!op.node.requestBody) return `${what} has no request body`;
      const { node: body, loc } = spec.follow(op.node.requestBody, child(op.loc, 'requestBody'));
      return bodyOf(body?.content, child(loc, 'content'), mediaType);
    }
    const responses = op.node.responses ?? {};
    const status = part && [part, `${part[0]}XX`, 'default'].find((s) => Object.hasOwn(responses, s));
    if (!status) return part ? `${what} has no ${part} response` : `say which body: "${what} 200" (a response) or "${what} request"`;
    const { node: res, loc } = spec.follow(responses[status], child(op.loc, 'responses', status));
    return bodyOf(res?.content, child(loc, 'content'), mediaType);
  };
  return (name, value) => {
    // "excerpt": the example shows some of the fields; those it shows must be right.
    const words = name.trim().split(/\s+/);
    const excerpt = words.at(-1) === 'excerpt' && Boolean(words.pop());
    const found = find(words);
    if (typeof found === 'string') return found;
    const validatorFor = validatorsFor(excerpt ? 'excerpt' : words[1] === 'request' ? 'request' : words[0].startsWith('schema/') ? 'whole' : 'response');
    const checked = mismatch(validatorFor(found.schema, found.loc), value);
    if (checked?.stopped) return `it could not be checked against the document's schema${checked.stopped} (${STOPPED_HINT})`;
    return checked && `it does not match the document's schema${checked.wrong}`;
  };
}
