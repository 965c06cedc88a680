// OpenAPI documents of random shapes and values, through a whole build: every
// value in a random place may be of a wrong type, a $ref may lead anywhere
// (back into the schema it is in, to the paths, to nothing). A build may fail,
// with problems that name the file; it must not crash, print to the console, or
// say what its own code tripped on ("Cannot read properties of undefined").
// Such documents found schemas that recursed through an allOf until the stack ran
// out, a callback rendered inside itself, and holes left by Swagger 2.0's converter.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dump } from 'js-yaml';
import { build } from '../../src/build.ts';
import { BuildFailure } from '../../src/errors.ts';
import { makeSite } from '../helpers/site.ts';
import { prng, pick as pickOf } from '../bench/random.ts';

const REFS = ['#/components/schemas/A', '#/components/schemas/B', '#/nope', 'missing.yaml', '#', '#/paths', '#/paths/~1a', '#/webhooks',
  '#/components', '#/components/schemas/A/properties', '#/components/schemas/A/allOf/0', '#/components/parameters/P', '#/info'];

/** A random document: OpenAPI 3.0, 3.1 or Swagger 2.0, with a wrong value (of any type, or a $ref anywhere) in about one place in seven. */
function randomDocument(seed: number): { text: string; config: string } {
  const next = prng(seed);
  const pick = <T>(xs: readonly T[]): T => pickOf(next, xs);
  const junk = (): unknown => pick<() => unknown>([() => null, () => 42, () => 'text', () => true, () => [], () => ({}), () => [1, 'a'], () => -1.5, () => '', () => ({ $ref: pick(REFS) })])();
  const or = <T>(value: () => T): unknown => (next() < 0.15 ? junk() : value());
  const schema = (depth = 0): unknown => {
    if (depth > 3 || next() < 0.2) {
      return or(() => pick([{ type: 'string' }, { $ref: '#/components/schemas/A' }, { $ref: '#/components/schemas/B' }, { type: ['string', 'null'] }, { enum: or(() => ['a', null]) }, { const: 1 }, { type: 'integer', minimum: 1, maximum: or(() => 9) }]));
    }
    const deeper = () => schema(depth + 1);
    return or(() => pick([
      () => ({ type: or(() => 'object'), required: or(() => ['p0']), properties: or(() => ({ p0: deeper(), p1: deeper() })), additionalProperties: or(deeper), readOnly: or(() => true), example: junk(), default: junk(), nullable: or(() => true) }),
      () => ({ type: 'array', items: or(deeper), minItems: or(() => 1) }),
      () => ({ allOf: or(() => [deeper(), deeper()]) }),
      () => ({ oneOf: or(() => [deeper(), deeper()]), discriminator: or(() => ({ propertyName: or(() => 'p0'), mapping: or(() => ({ a: '#/components/schemas/A' })) })) }),
      () => ({ anyOf: or(() => [deeper()]), not: or(deeper) }),
    ])());
  };
  const parameter = (): unknown => or(() => ({
    name: or(() => pick(['id', 'q', 'X-H'])), in: or(() => pick(['path', 'query', 'header', 'cookie', 'body'])), required: or(() => true), schema: or(schema),
    description: or(() => 'A [link](#parameter-q) and `code`.'), example: junk(), examples: or(() => ({ e: or(() => ({ value: junk(), summary: or(() => 's') })) })),
    content: or(() => ({ 'application/json': { schema: schema() } })), deprecated: or(() => true),
  }));
  const content = (): unknown => or(() => ({
    [pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', '*/*'])]: or(() => ({ schema: or(schema), example: junk(), examples: or(() => ({ one: or(() => ({ value: junk() })) })) })),
  }));
  const operation = (i: number): unknown => or(() => ({
    operationId: or(() => `op${i % 3}`), summary: or(() => pick(['List things', '', '# A heading', '<b>bold</b>'])), description: or(() => pick(['> [!NOTE] Title\n> Body.', 'See [it](#list-things).', '```js\nx\n```', ''])),
    tags: or(() => [pick(['a', 'b', 'A b', ''])]), deprecated: or(() => true), parameters: or(() => (next() < 0.1 ? { a: parameter() } : [parameter(), parameter(), { $ref: '#/components/parameters/P' }])),
    requestBody: or(() => ({ required: or(() => true), description: or(() => 'A body.'), content: content() })),
    responses: or(() => ({ [pick(['200', '2XX', 'default', '404', 'abc'])]: or(() => ({ description: or(() => 'ok'), headers: or(() => ({ 'X-R': or(() => ({ schema: schema(), description: 'A header.' })) })), content: content(), links: junk() })) })),
    security: or(() => [{ key: or(() => ['s1']) }, {}]),
    callbacks: or(() => ({ cb: or(() => ({ '{$request.body#/url}': or(() => ({ post: or(() => ({ responses: { '200': { description: 'ok' } } })) })) })) })),
    servers: or(() => [{ url: or(() => 'https://{region}.api.test'), variables: or(() => ({ region: or(() => ({ default: or(() => 'eu'), enum: junk() })) })) }]),
    'x-codeSamples': or(() => [{ lang: or(() => 'go'), source: or(() => 'x') }]), externalDocs: or(() => ({ url: or(() => '/more'), description: or(() => 'More.') })),
  }));
  const version = pick(['3.0.3', '3.1.0', '3.1.0', '2.0']);
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < 4; i++) {
    paths[pick(['/a', '/a/{id}', '/b/{x}', '/c', `/p${i}`])] = or(() => ({ [pick(['get', 'post', 'put', 'delete', 'trace', 'parameters', 'summary', '$ref'])]: operation(i), parameters: or(() => [parameter()]) }));
  }
  const document = {
    ...(version === '2.0' ? { swagger: '2.0', definitions: or(() => ({ A: schema() })), host: or(() => 'api.test'), basePath: or(() => '/v1') } : { openapi: version }),
    info: or(() => ({ title: or(() => 'T'), version: or(() => '1'), description: or(() => 'An [operation](#op0).') })),
    servers: or(() => [{ url: or(() => pick(['https://api.test/v1', '/relative', '{scheme}://api.test'])) }]),
    tags: or(() => [{ name: or(() => 'a'), description: or(() => 'Things.'), 'x-displayName': junk() }]),
    'x-tagGroups': or(() => [{ name: or(() => 'Group'), tags: or(() => ['a', 'none']) }]),
    paths: or(() => paths), webhooks: or(() => ({ hook: or(() => ({ post: operation(9) })) })), security: or(() => [{ key: [] }]),
    components: or(() => ({
      schemas: or(() => ({ A: next() < 0.2 ? { $ref: '#/components/schemas/B' } : schema(), B: next() < 0.2 ? { allOf: [{ $ref: '#/components/schemas/A' }] } : schema(), 'C/d': schema() })),
      securitySchemes: or(() => ({ key: or(() => ({ type: or(() => pick(['apiKey', 'http', 'oauth2', 'openIdConnect', 'mutualTLS'])), in: 'header', name: 'K', scheme: or(() => 'bearer'), flows: junk() })) })),
      parameters: or(() => ({ P: parameter() })),
    })),
  };
  const options = pick(['', ", pages: 'tag'", ", pages: 'none'", ", externalDocsBase: 'https://docs.api.test'", ", linkBase: 'https://site.api.test'"]);
  return {
    text: next() < 0.5 ? dump(document, { noRefs: true }) : JSON.stringify(document, null, 1),
    config: `export default { productName: 'Random', openapi: [{ spec: 'api/openapi.yaml', route: 'api', strict: ${next() < 0.5}${options} }] };\n`,
  };
}

/** Words of a message that come from code tripping over a value, not from a check that found what is wrong with it. */
const TRIPPED = /undefined|is not a function|is not iterable|Cannot read|\[object|NaN|Maximum call stack/;

describe('OpenAPI documents of random shapes and values', () => {
  let printed: unknown[][] = [];
  beforeEach(() => {
    printed = [];
    for (const method of ['log', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((...args) => void printed.push(args));
  });
  afterEach(() => vi.restoreAllMocks());

  // 60 documents: those that found each of the problems above, among others (about 0.3 s each).
  const SEEDS = Array.from({ length: 60 }, (_, i) => 1000 + i * 7919);
  it.each(SEEDS)('builds the document of seed %i, or says what is wrong with it', async (seed) => {
    const { text, config } = randomDocument(seed);
    const root = await makeSite({
      'site.config.ts': config,
      'content/index.md': '# Home\n\nSee [an operation](openapi:op0), [a schema](openapi:schema/A) and [a tag](openapi:tag/a).\n\n<!--@include: openapi:op1-->\n\n<!--@include: openapi:schema/B-->\n',
      'api/openapi.yaml': text,
    });
    let failure: BuildFailure | undefined;
    try {
      await build({ root, env: {}, write: false, threads: 1 });
    } catch (err) {
      if (!(err instanceof BuildFailure)) throw err;
      failure = err;
    }
    const problems = [...(failure?.errors ?? []), ...(failure?.warnings ?? [])];
    // A document the converter cannot read is reported with the converter's own words (and a hint).
    const tripped = problems.filter((p) => TRIPPED.test(p.message) && !p.message.startsWith('This Swagger 2.0 document cannot be converted'));
    expect(tripped.map((p) => p.message)).toEqual([]);
    expect(problems.filter((p) => !p.file)).toEqual([]);
    expect(printed).toEqual([]);
  }, 30_000);
});
