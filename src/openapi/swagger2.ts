// A Swagger 2.0 document is read as the OpenAPI 3.0 document it converts to
// (swagger2openapi). What the build finds wrong in it is said in the writer's
// terms: at the pointer, and on the line, of the 2.0 document, as near as the
// conversion lets it be told.
import { SiteError } from '../errors.ts';
import { valueAt } from './pointer.ts';
import { quietly } from './quiet.ts';

export async function convertSwagger2(api: Record<string, any>, file: string): Promise<Record<string, any>> {
  // swagger2openapi is CommonJS and large; only a Swagger 2.0 document loads it.
  // @ts-expect-error: the package has no types
  const { default: converter } = await import('swagger2openapi');
  // Its helper package (oas-kit-common) gives every string an enumerable method, toCamelCase: a `for … in` over a
  // string then meets it, the converter's own included (a response's `examples: 'text'` became a media type named
  // "toCamelCase" whose example is a function, and the page failed on it). Left callable, it is made non-enumerable.
  if (Object.getOwnPropertyDescriptor(String.prototype, 'toCamelCase')?.enumerable) Object.defineProperty(String.prototype, 'toCamelCase', { enumerable: false });
  try {
    // A $ref's siblings are kept (the converter drops them): a property's own description beside it is read as in 3.0 and 3.1.
    const { openapi } = await quietly(() => converter.convertObj(structuredClone(api), { patch: true, warnOnly: true, resolve: false, direct: false, refSiblings: 'preserve' }));
    return withNullsKept(openapi);
  } catch (err) {
    throw new SiteError(`This Swagger 2.0 document cannot be converted to OpenAPI 3.0: ${(err as Error).message}`, {
      file, cause: err, hint: 'the converter stops at a value it cannot read: one of the wrong type (a number where a path or a list belongs) or a $ref that names nothing',
    });
  }
}

/**
 * The converted document with each `null` of an array put back: the converter deletes them, and leaves holes that
 * an array's own methods skip (`enum: [null, 1]` read as one value; `oneOf: [null]` as an option that is not there).
 */
function withNullsKept(document: Record<string, any>): Record<string, any> {
  // A YAML alias may hold itself: each value is visited once, without recursion.
  const seen = new WeakSet<object>();
  const stack: unknown[] = [document];
  while (stack.length) {
    const value = stack.pop();
    if (!value || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        if (i in value) stack.push(value[i]);
        else value[i] = null;
      }
    } else {
      for (const key of Object.keys(value)) stack.push((value as Record<string, unknown>)[key]);
    }
  }
  return document;
}

/**
 * Where a value of the converted document was in the 2.0 document (`original`), as the tokens of its pointer there:
 * a schema of `components/schemas` was one of `definitions`, a request body a parameter of its operation (`in: body`),
 * a response's media type's schema the response's own, a parameter's schema the parameter itself. Past what the
 * conversion moved, the tokens are the same; where a value has no counterpart, those of the nearest one that has.
 */
export function swagger2Tokens(tokens: string[], converted: Record<string, any>, original: Record<string, any>): string[] {
  const [top, kind, name, ...rest] = tokens;
  if (top === 'components') {
    const under = kind === 'schemas' ? 'definitions' : kind === 'securitySchemes' ? 'securityDefinitions' : kind === 'requestBodies' ? 'parameters' : kind;
    if (name === undefined) return [under];
    if (kind === 'parameters') return ['parameters', name, ...parameterRest(rest)];
    if (kind === 'requestBodies') return ['parameters', name, ...bodyRest(rest)];
    if (kind === 'responses') return ['responses', name, ...responseRest(rest)];
    return [under, name, ...rest];
  }
  if (top === 'servers') return ['host'];
  if (top !== 'paths' || kind === undefined) return tokens;
  // A path's parameters, or an operation's.
  const [method, ...after] = name === 'parameters' ? ['', 'parameters', ...rest] : [name, ...rest];
  const at = method ? ['paths', kind, method] : ['paths', kind];
  const [part, ...more] = after;
  if (part === 'requestBody') {
    // A form's field was a parameter of its own (in: formData), by its name; its type and words beside its name.
    const [content, , schema, properties, field, ...inField] = more;
    const formField = content === 'content' && schema === 'schema' && properties === 'properties' && field !== undefined
      ? indexOf(original, [...at, 'parameters'], (p) => p?.in === 'formData' && p?.name === field) : undefined;
    if (formField !== undefined) return [...at, 'parameters', String(formField), ...inField];
    const index = indexOf(original, [...at, 'parameters'], (p) => p?.in === 'body' || p?.in === 'formData');
    return index === undefined ? [...at, 'parameters'] : [...at, 'parameters', String(index), ...bodyRest(more)];
  }
  if (part === 'parameters' && more.length) {
    const param = valueAt(converted, [...at, 'parameters', more[0]]).value;
    const ref = typeof param?.$ref === 'string' ? param.$ref.replace('#/components/parameters/', '#/parameters/') : undefined;
    const index = indexOf(original, [...at, 'parameters'], (p) => (ref ? p?.$ref === ref : p?.name === param?.name && p?.in === param?.in));
    return index === undefined ? [...at, 'parameters'] : [...at, 'parameters', String(index), ...parameterRest(more.slice(1))];
  }
  if (part === 'responses' && more.length) return [...at, 'responses', more[0], ...responseRest(more.slice(1))];
  return [...at, ...after];
}

/** Within a parameter: 2.0 writes a parameter's type, format and example beside its name, where 3.0 has them under `schema`. */
function parameterRest(rest: string[]): string[] {
  if (rest[0] === 'schema') return rest.slice(1);
  if (rest[0] === 'example') return ['x-example'];
  return rest;
}

/** Within a request body: the body parameter's `schema` (a form's fields were parameters of their own). */
function bodyRest(rest: string[]): string[] {
  const schemaAt = rest.indexOf('schema');
  return rest[0] === 'content' && schemaAt === 2 ? ['schema', ...rest.slice(3)] : [];
}

/** Within a response: its media type's schema was the response's `schema`, and its examples the response's `examples`, by media type. */
function responseRest(rest: string[]): string[] {
  if (rest[0] !== 'content') return rest;
  const [, media, what, ...more] = rest;
  if (what === 'schema') return ['schema', ...more];
  if (what === 'example' || what === 'examples') return media === undefined ? ['examples'] : ['examples', media];
  return [];
}

function indexOf(root: unknown, tokens: string[], match: (param: any) => boolean): number | undefined {
  const list = valueAt(root, tokens).value;
  const index = Array.isArray(list) ? list.findIndex(match) : -1;
  return index >= 0 ? index : undefined;
}
