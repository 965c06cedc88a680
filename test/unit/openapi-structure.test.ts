// The document's structure against OpenAPI's own schema (src/openapi/structure.ts): what a writer gets wrong,
// told once, at its file and line, in the words of the object it is in, in 3.0 as in 3.1, and in Swagger 2.0.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { makeSite, writeFiles } from '../helpers/site.ts';
import { loadSpec } from '../../src/openapi/load.ts';
import { readModel } from '../../src/openapi/model.ts';
import { checkSpec } from '../../src/openapi/validate.ts';
import { closeTo, structureUnits } from '../../src/openapi/structure.ts';

async function problemsOf(files: Record<string, string>) {
  const root = await makeSite(files);
  const spec = await loadSpec(path.join(root, 'api/openapi.yaml'));
  return checkSpec(spec, readModel(spec)).map((e) => `${path.basename(e.file ?? '')}:${e.line} ${e.message} | ${e.hint}`);
}

/** A document with the mistakes writers make, in the version given. */
function mistakes(version: string): string {
  return [
    `openapi: ${version}`,
    'info:',
    '  title: Pets',
    "  version: '1'",
    '  contact: nope',
    'paths:',
    '  /pets/{id}:',
    '    get:',
    '      operationId: getPet',
    '      paramters: []',
    '      parameters:',
    '        - { name: id, in: path, required: true, schema: { type: string } }',
    '        - { name: limit, in: querystring, schema: { type: integer } }',
    '        - { name: verbose, in: query, style: simple, schema: { type: boolean } }',
    '      responses:',
    "        '200': { content: { application/json: { schema: { type: object } } } }",
    "        '20': { description: Not a status code }",
    "      deprecated: 'yes'",
    '      x-internal: true',
    'components:',
    '  securitySchemes:',
    '    key: { type: apiKey, name: X-Key }',
    '',
  ].join('\n');
}

describe("a document's structure", () => {
  for (const version of ['3.0.3', '3.1.0']) {
    it(`is checked against OpenAPI ${version.slice(0, 3)}'s schema, each mistake told once, where it is`, async () => {
      const problems = await problemsOf({ 'api/openapi.yaml': mistakes(version) });
      expect(problems).toEqual(expect.arrayContaining([
        'openapi.yaml:5 "contact" must be an object, not a string (at /info/contact) | write it so: OpenAPI reads nothing else there',
        'openapi.yaml:10 Unknown field "paramters" in an operation (at /paths/~1pets~1{id}/get/paramters) | did you mean "parameters"?',
        expect.stringMatching(/^openapi\.yaml:13 "in" must be one of ("(path|query|header|cookie)", ){4}not "querystring" \(at \/paths\/~1pets~1\{id\}\/get\/parameters\/1\/in\)/),
        'openapi.yaml:14 "style" must be one of "form", "spaceDelimited", "pipeDelimited", "deepObject", not "simple" (at /paths/~1pets~1{id}/get/parameters/2/style) | write one of those',
        'openapi.yaml:16 A response has no "description", which OpenAPI requires of it (at /paths/~1pets~1{id}/get/responses/200) | add "description"',
        expect.stringMatching(/^openapi\.yaml:17 "20" is not a status code, in the responses .* \| a response is keyed by its status code/),
        'openapi.yaml:18 "deprecated" must be a boolean, not a string (at /paths/~1pets~1{id}/get/deprecated) | write it so: OpenAPI reads nothing else there',
        expect.stringMatching(/^openapi\.yaml:22 An? (API key )?security scheme has no "in", which OpenAPI requires of it/),
      ]));
      // Nothing else: not the alternatives the value was not meant to be (a path parameter that is not required, an
      // HTTP scheme without "scheme"), not a field ajv no longer counted once a condition around it failed, not x-.
      expect(problems).toHaveLength(8);
    });
  }

  it('is read with the operations, responses and descriptions written in files of their own (twice: each is checked once), each told in its file', async () => {
    const problems = await problemsOf({
      'api/openapi.yaml': "openapi: 3.0.3\ninfo: { title: T, version: '1' }\ntags:\n  - name: pets\n    description: { $ref: 'pets.md' }\npaths:\n  /a:\n    get: { $ref: 'ops/get_a.yaml' }\n  /b:\n    get: { $ref: 'ops/get_a.yaml' }\n",
      'api/pets.md': 'All about pets.\n',
      'api/ops/get_a.yaml': "operationId: a\nresponses:\n  '200': { $ref: '../responses.yaml#/Ok' }\n",
      'api/responses.yaml': 'Ok:\n  descripton: Fine\n',
    });
    expect(problems).toEqual([
      'responses.yaml:1 A response has no "description", which OpenAPI requires of it (at /Ok) | add "description"',
      'responses.yaml:2 Unknown field "descripton" in a response (at /Ok/descripton) | did you mean "description"?',
    ]);
  });

  it('lists what an object has when an unknown field is like none of them, and lets fields of your own through as x-', async () => {
    const problems = await problemsOf({ 'api/openapi.yaml': "openapi: 3.1.0\ninfo: { title: T, version: '1', x-logo: { url: logo.png } }\npaths: {}\nwebhooks: {}\ncomponents:\n  schemas:\n    Pet: { type: object, nullable: true, x-whatever: 1 }\n  headers:\n    Rate: { schema: { type: integer }, colour: red }\n" });
    expect(problems).toEqual([
      expect.stringMatching(/^openapi\.yaml:9 Unknown field "colour" in a header \(at \/components\/headers\/Rate\/colour\) \| a header has description, required, deprecated, .*; a field of your own is written x-colour$/),
    ]);
  });

  it("says of JSON Schema's keywords in a 3.0 schema that they are 3.1's, and checks a schema's own values", async () => {
    const problems = await problemsOf({ 'api/openapi.yaml': "openapi: 3.0.3\ninfo: { title: T, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    Status:\n      type: string\n      const: active\n      nullable: true\n    Count: { type: integr }\n" });
    expect(problems).toEqual([
      'openapi.yaml:8 Unknown field "const" in a schema of OpenAPI 3.0 (at /components/schemas/Status/const) | "const" is JSON Schema\'s, which OpenAPI 3.1 reads (openapi: 3.1.0); 3.0\'s schemas have a subset of it',
      expect.stringMatching(/^openapi\.yaml:10 "type" must be one of "array", "boolean", "integer", "number", "object", "string", not "integr"/),
    ]);
  });

  it("checks a 3.1 schema's keywords as JSON Schema 2020-12 does, however deep, in a parameter and in another file too, and lets OpenAPI's own through", async () => {
    // OpenAPI 3.1's schema leaves a schema's keywords to its dialect: these went unreported (their examples unchecked).
    const problems = await problemsOf({
      'api/openapi.yaml': [
        'openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:', '  /pets:', '    get:',
        '      parameters: [{ name: limit, in: query, schema: { type: integr } }]', "      responses: { '200': { description: ok } }",
        'components:', '  schemas:', '    Pet:', '      type: object', '      properties:',
        "        name: { type: [string, 'null'], examples: { a: 1 } }", '        age: { type: integer, exclusiveMinimum: true }',
        '        tags: { type: array, items: [{ type: string }] }', '        id: { type: string, required: true }',
        '        owner: { properties: { since: { type: string, format: date, minLength: -1 } } }',
        '        legacy: { type: string, nullable: true, example: a, discriminator: { propertyName: kind }, xml: { name: l }, externalDocs: { url: "https://example.com" } }',
        "    Toy: { $ref: 'toy.yaml' }", '',
      ].join('\n'),
      'api/toy.yaml': 'type: object\nproperties:\n  colour: { enum: red }\n',
    });
    expect(problems.map((p) => p.replace(/ \| .*/, ''))).toEqual([
      'openapi.yaml:13 "examples" must be an array, not an object (at /components/schemas/Pet/properties/name/examples)',
      'openapi.yaml:14 "exclusiveMinimum" must be a number, not a boolean (at /components/schemas/Pet/properties/age/exclusiveMinimum)',
      'openapi.yaml:15 "items" must be an object or boolean, not an array (at /components/schemas/Pet/properties/tags/items)',
      'openapi.yaml:16 "required" must be an array, not a boolean (at /components/schemas/Pet/properties/id/required)',
      'openapi.yaml:17 "minLength" must be >= 0 (in a schema) (at /components/schemas/Pet/properties/owner/properties/since/minLength)',
      'toy.yaml:3 "enum" must be an array, not a string (at /properties/colour/enum)',
      // A path item's problems come after the rest of the document's (they are checked apart: see structureUnits).
      'openapi.yaml:6 "type" must be one of "array", "boolean", "integer", "null", "number", "object", "string", not "integr" (at /paths/~1pets/get/parameters/0/schema/type)',
    ]);
  });

  it('is checked in parts, the rest of the document and each path item, whose keys change only with what they read', async () => {
    const doc = (summary: string, title = 'T') => `openapi: 3.1.0\ninfo: { title: ${title}, version: '1' }\npaths:\n  /a:\n    get: { summary: ${summary}, responses: { '200': { $ref: '#/components/responses/Ok' } } }\n  /b:\n    get: { responses: { '200': { description: ok } } }\ncomponents:\n  responses:\n    Ok: { description: ok }\n`;
    // One folder: the keys name the files.
    const root = await makeSite({});
    const keys = async (text: string) => {
      await writeFiles(root, { 'api/openapi.yaml': text });
      const spec = await loadSpec(path.join(root, 'api/openapi.yaml'));
      return structureUnits(spec).map((u) => u.key());
    };
    const [rest, a, b] = await keys(doc('One'));
    // docs serve checks again only the path item an edit changed, or the rest when that changed.
    expect(await keys(doc('Two'))).toEqual([rest, expect.not.stringMatching(a), b]);
    expect(await keys(doc('One', 'U'))).toEqual([expect.not.stringMatching(rest), a, b]);
    // A value a path item's $refs lead to is part of what it reads.
    expect(await keys(doc('One').replace('Ok: { description: ok }', 'Ok: { description: fine }'))).toEqual([expect.not.stringMatching(rest), expect.not.stringMatching(a), b]);
  });

  it('is checked for a Swagger 2.0 document as written (before it is read as the 3.0 it converts to), at its own lines and pointers', async () => {
    const problems = await problemsOf({
      'api/openapi.yaml': [
        "swagger: '2.0'",
        "info: { title: Pets, version: '1' }",
        'securityDefinitions:',
        '  key: { type: apikey, in: header, name: X-Key }',
        '  oauth: { type: oauth2, flow: implicit, authorizationUrl: https://example.com/auth, scopes: { read: Read } }',
        'paths:',
        '  /pets:',
        '    post:',
        '      operationId: addPet',
        '      paramters: []',
        '      parameters:',
        '        - { name: kind, in: querystring, type: string }',
        '        - { name: sort, in: query, type: strin }',
        '        - { name: body, in: body, schema: { $ref: "#/definitions/Pet" } }',
        '        - { $ref: "#/parameters/Limit" }',
        '      responses:',
        "        '200': { description: The pet, schema: { $ref: '#/definitions/Pet' } }",
        "        '404': { $ref: 'responses.yaml#/NotFound' }",
        '      x-internal: true',
        'parameters:',
        '  Limit: { name: limit, in: query, type: integer, minimum: 1 }',
        'definitions:',
        '  Pet:',
        '    type: object',
        '    properties:',
        '      age: { type: integer, minimum: 0, exclusiveMinimum: true }',
        '      tag: { oneOf: [{ type: string }, { type: integer }] }',
        '',
      ].join('\n'),
      'api/responses.yaml': 'NotFound:\n  schema: { type: string }\n',
    });
    expect(problems).toEqual([
      'openapi.yaml:27 Unknown field "oneOf" in a schema of Swagger 2.0 (at /definitions/Pet/properties/tag/oneOf) | "oneOf" is OpenAPI 3\'s; Swagger 2.0\'s schemas have a subset of JSON Schema',
      'openapi.yaml:4 "type" must be one of "basic", "apiKey", "oauth2", not "apikey" (at /securityDefinitions/key/type) | write one of those',
      'openapi.yaml:10 Unknown field "paramters" in an operation (at /paths/~1pets/post/paramters) | did you mean "parameters"?',
      'openapi.yaml:12 "in" must be one of "body", "header", "formData", "query", "path", not "querystring" (at /paths/~1pets/post/parameters/0/in) | write one of those',
      'openapi.yaml:13 "type" must be one of "string", "number", "boolean", "integer", "array", not "strin" (at /paths/~1pets/post/parameters/1/type) | write one of those',
      'responses.yaml:1 A response has no "description", which OpenAPI requires of it (at /NotFound) | add "description"',
    ]);
  });
});

describe('a misspelt field', () => {
  it('is one letter added, dropped, changed or two swapped from a known one, or a change of case', () => {
    expect(['paramters', 'parameterss', 'paremeters', 'paramteers', 'Parameters'].filter((w) => closeTo(w, 'parameters'))).toHaveLength(5);
    expect(['params', 'parametersXY', 'in', 'xparameter'].filter((w) => closeTo(w, 'parameters'))).toEqual([]);
  });
});
