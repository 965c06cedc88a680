// Reading and checking OpenAPI documents (src/openapi/load.ts, validate.ts):
// files split by $refs, pointers with escapes, recursion, Swagger 2.0, and
// every problem named by file, line and JSON pointer.
import { describe, expect, it, vi } from 'vitest';
import { realpathSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeSite, writeFiles } from '../helpers/site.ts';
import { loadSpec, child } from '../../src/openapi/load.ts';
import { readModel } from '../../src/openapi/model.ts';
import { checkSpec, specChecks } from '../../src/openapi/validate.ts';
import { checkApart } from '../../src/openapi/check-apart.ts';
import { inputKeys } from '../../src/openapi/inputs.ts';
import { sampleOf } from '../../src/openapi/samples.ts';
import { nameAsTitle, nameSlug, slug } from '../../src/content/markdown-text.ts';
import { PETS_SPEC } from '../fixtures/openapi.ts';
import type { SiteError } from '../../src/errors.ts';

async function specAt(files: Record<string, string>, main = 'api/openapi.yaml') {
  const root = await makeSite(files);
  return { root, file: path.join(root, main) };
}

async function problemsOf(files: Record<string, string>) {
  const { file } = await specAt(files);
  const spec = await loadSpec(file);
  return checkSpec(spec, readModel(spec)).map((e) => ({ message: e.message, line: e.line, file: e.file && path.basename(e.file) }));
}

const HEAD = "openapi: 3.1.0\ninfo: { title: T, version: '1' }\n";

describe('the key of what a part of a document is made from (inputs.ts)', () => {
  const FILES = {
    'api/openapi.yaml': `${HEAD}paths:\n  /a:\n    get:\n      operationId: a\n      description: { $ref: 'intro.md' }\n      responses:\n        '200': { description: ok, content: { application/json: { schema: { $ref: 'schemas.yaml#/Node' } } } }\n  /b:\n    get: { operationId: b, responses: { '200': { description: ok } } }\ncomponents:\n  schemas:\n    Other: { type: string }\n`,
    'api/schemas.yaml': 'Node: { type: object, properties: { next: { $ref: "#/Node" }, leaf: { $ref: "#/Leaf" } } }\nLeaf: { type: string, description: A leaf. }\nUnused: { type: integer }\n',
    'api/intro.md': 'Gets an a.\n',
  };
  /** Each operation's key, with the files as given and with one file's text changed (in one folder: the keys name the files). */
  let root: string | undefined;
  async function keysAfter(file?: string, edit?: (text: string) => string) {
    root ??= (await specAt(FILES)).root;
    await writeFiles(root, file ? { ...FILES, [file]: edit!(FILES[file as keyof typeof FILES]) } : FILES);
    const spec = await loadSpec(path.join(root, 'api/openapi.yaml'));
    const keyOf = inputKeys(spec);
    return Object.fromEntries(readModel(spec).operations.map((op) => [op.id, keyOf([{ node: op.node, loc: op.loc }])]));
  }

  it('changes with a value its $refs lead to, however deep and in whichever file, and with nothing else', async () => {
    const before = await keysAfter();
    expect(before.a).not.toBe(before.b);
    // A schema two $refs away, through a recursive one (which ends), in another file.
    const leaf = await keysAfter('api/schemas.yaml', (t) => t.replace('A leaf.', 'A green leaf.'));
    expect(leaf).toEqual({ a: expect.not.stringMatching(before.a), b: before.b });
    // A description in a text file.
    expect((await keysAfter('api/intro.md', () => 'Gets one a.\n')).a).not.toBe(before.a);
    // Values it does not lead to: another schema of that file, a component schema, another operation.
    expect(await keysAfter('api/schemas.yaml', (t) => t.replace('Unused: { type: integer }', 'Unused: { type: number }'))).toEqual(before);
    expect(await keysAfter('api/openapi.yaml', (t) => t.replace('Other: { type: string }', 'Other: { type: number }'))).toEqual(before);
    expect((await keysAfter('api/openapi.yaml', (t) => t.replace("operationId: b, responses", "operationId: b, summary: B, responses"))).a).toBe(before.a);
  });
});

describe('reading an OpenAPI document', () => {
  it('follows $refs into other files, through escaped pointers, and keeps a recursive schema as a $ref', async () => {
    const { file } = await specAt({
      'api/openapi.yaml': `${HEAD}paths:\n  /a~b/{id}:\n    get:\n      operationId: get\n      parameters:\n        - $ref: 'parts/params.yaml#/Id'\n      responses:\n        '200':\n          $ref: '#/paths/~1a~0b~1%7Bid%7D/get/x-shared'\n      x-shared: { description: shared }\ncomponents:\n  schemas:\n    Node: { type: object, properties: { next: { $ref: '#/components/schemas/Node' } } }\n`,
      'api/parts/params.yaml': 'Id: { name: id, in: path, required: true, schema: { $ref: "../schemas.json#/Str" } }\n',
      'api/schemas.json': '{ "Str": { "type": "string", "pattern": "^x" } }\n',
    });
    const spec = await loadSpec(file);
    expect(spec.version).toBe('3.1');
    expect(spec.files.map((f) => path.basename(f)).sort()).toEqual(['openapi.yaml', 'params.yaml', 'schemas.json']);
    const root = { file: pathToFileURL(file).href, pointer: '' };
    const op = spec.api.paths['/a~b/{id}'].get;
    const param = spec.follow(op.parameters[0], child(root, 'paths', '/a~b/{id}', 'get', 'parameters', 0));
    expect(param.node.name).toBe('id');
    expect(spec.follow(param.node.schema, child(param.loc, 'schema')).node).toEqual({ type: 'string', pattern: '^x' });
    expect(spec.where(param.loc)).toEqual({ file: path.join(path.dirname(file), 'parts/params.yaml'), line: 1 });
    expect(spec.follow(op.responses['200'], root).node).toEqual({ description: 'shared' });
    expect(checkSpec(spec, readModel(spec))).toEqual([]);
  });

  it('says where a $ref that leads nowhere is when it is followed, and only that it leads nowhere to a reader that leaves it to the checks', async () => {
    const { file } = await specAt({ 'api/openapi.yaml': `${HEAD}paths: {}\ncomponents:\n  schemas:\n    A:\n      type: object\n      properties:\n        b: { $ref: '#/components/schemas/B' }\n` });
    const spec = await loadSpec(file);
    const at = child(spec.root, 'components', 'schemas', 'A', 'properties', 'b');
    const ref = spec.api.components.schemas.A.properties.b;
    expect(() => spec.follow(ref, at)).toThrow(expect.objectContaining({ line: 9, message: expect.stringContaining('Broken $ref: #/components/schemas/B names nothing') }));
    expect(spec.tryFollow(ref, at)).toBeUndefined();
    expect(spec.tryFollow({ $ref: '#/components/schemas/A' }, at)?.node.type).toBe('object');
  });

  it('converts Swagger 2.0 to OpenAPI 3.0', async () => {
    const { file } = await specAt({
      'api/openapi.yaml': "swagger: '2.0'\ninfo: { title: Old, version: '1' }\nhost: api.old.test\nbasePath: /v1\nschemes: [https]\npaths:\n  /items:\n    get:\n      operationId: listItems\n      produces: [application/json]\n      responses:\n        '200':\n          description: ok\n          schema: { type: array, items: { $ref: '#/definitions/Item' } }\ndefinitions:\n  Item: { type: object, properties: { id: { type: integer } } }\n",
    });
    const spec = await loadSpec(file);
    expect(spec.version).toBe('3.0');
    expect([spec.written, spec.version, spec.converted]).toEqual(['2.0', '3.0', true]);
    const model = readModel(spec);
    expect(model.operations.map((o) => o.id)).toEqual(['listItems']);
    expect(model.schemas.map((s) => s.name)).toEqual(['Item']);
    expect(spec.api.servers[0].url).toBe('https://api.old.test/v1');

    // The converter's helper package gives strings an enumerable method: no `for … in` over a string meets it after.
    const keys: string[] = [];
    for (const key in Object('ab') as object) keys.push(key);
    expect(keys).toEqual(['0', '1']);
    // A response's examples written as a string (a mistake) are not read as the media types "0" and "toCamelCase".
    const { file: odd } = await specAt({ 'api/openapi.yaml': "swagger: '2.0'\ninfo: { title: Old, version: '1' }\npaths:\n  /items:\n    get:\n      operationId: listItems\n      responses:\n        '200': { description: ok, examples: text }\n" });
    expect(Object.keys((await loadSpec(odd)).api.paths['/items'].get.responses['200'].content)).not.toContain('toCamelCase');
  });

  it('names the problems of a Swagger 2.0 document at its own lines and pointers, not the converted document\'s', async () => {
    const swagger = [
      "swagger: '2.0'", "info: { title: Old, version: '1' }", 'produces: [application/json]', 'paths:',
      '  /items/{id}:', '    parameters:', '      - { name: id, in: path, required: true, type: string }', '    get:', '      operationId: getItem', '      parameters:',
      '        - name: limit', '          in: query', '          type: integer', '          minimum: 1', '          x-example: 0',
      '      responses:', "        '200':", '          description: ok', "          schema: { $ref: '#/definitions/Item' }", '          examples:', '            application/json: { id: one }',
      '  /items:', '    post:', '      operationId: addItem', '      parameters:', '        - name: body', '          in: body', "          schema: { $ref: '#/definitions/Itme' }",
      "      responses: { '201': { description: Created } }",
      'definitions:', '  Item:', '    type: object', '    properties: { id: { type: integer } }', '    example: { id: two }', '',
    ].join('\n');
    const lineOf = (text: string) => swagger.split('\n').findIndex((line) => line.includes(text)) + 1;
    expect(await problemsOf({ 'api/openapi.yaml': swagger })).toEqual([
      { file: 'openapi.yaml', line: lineOf('#/definitions/Itme'), message: expect.stringMatching(/^Broken \$ref: #\/definitions\/Itme names nothing \(at \/paths\/~1items\/post\/parameters\/0\/schema\/\$ref\)$/) },
      { file: 'openapi.yaml', line: lineOf('x-example: 0'), message: expect.stringContaining('(at /paths/~1items~1{id}/get/parameters/0/x-example)') },
      { file: 'openapi.yaml', line: lineOf('application/json: { id: one }'), message: expect.stringContaining('(at /paths/~1items~1{id}/get/responses/200/examples/application~1json)') },
      { file: 'openapi.yaml', line: lineOf('example: { id: two }'), message: expect.stringContaining('(at /definitions/Item/example)') },
    ]);
  });

  it('tells the line of a line of a description where the file holds its lines as they are, a paragraph\'s where YAML folds them, else where the description starts', async () => {
    const yaml = [
      "openapi: 3.1.0", "info: { title: T, version: '1', description: { $ref: 'intro.md' } }", 'paths:', '  /a:', '    get:',
      '      description: |-  # the summary comes first', '', '        Gets an a.', '', '        See the guide.', '      summary: A',
      '      responses:', "        '200':", '          description: >', '            Folded', '            text.',
      'components:', '  schemas:', '    A:', '      type: object', '      properties:', '        id:', '          type: string',
      '          description: |', '            One.', '            Two.', '',
    ].join('\r\n');
    const { file } = await specAt({ 'api/openapi.yaml': yaml, 'api/swagger.yaml': "swagger: '2.0'\ninfo: { title: T, version: '1' }\npaths: {}\ndefinitions:\n  B:\n    type: string\n    description: |\n      First.\n      Second.\n", 'api/intro.md': '\n\nHello.\n\nAgain.\n' });
    const spec = await loadSpec(file);
    const at = (pointer: string, url = pathToFileURL(file).href) => ({ file: url, pointer });
    const op = at('/paths/~1a/get/description');
    // A literal block: its lines as the views write them (leading blank lines trimmed) are the file's, down to its end.
    expect([0, 1, 2].map((offset) => spec.lineInText(op, offset))).toEqual([8, 9, 10]);
    expect(spec.lineInText(op, 3)).toBe(6);
    expect(spec.lineInText(at('/components/schemas/A/properties/id/description'), 1)).toBe(26);
    // Folded, the text's first line is the value's.
    expect(spec.lineInText(at('/paths/~1a/get/responses/200/description'), 0)).toBe(15);
    // A file of its own; and a Swagger 2.0 document's, at its own lines.
    expect(spec.lineInText(at('', pathToFileURL(path.join(path.dirname(file), 'intro.md')).href), 2)).toBe(5);
    const swagger = await loadSpec(path.join(path.dirname(file), 'swagger.yaml'));
    expect(swagger.lineInText({ file: swagger.root.file, pointer: '/components/schemas/B/description' }, 1)).toBe(9);
  });

  it('tells the line of a paragraph of a folded or plain description, and where it starts when YAML keeps more than it folds', async () => {
    const descriptions = [
      // 3: folded, three paragraphs (the third after two blank lines: an empty line of the text between)
      '  folded: >', '    First paragraph,', '    on two lines.', '', '    Second.', '', '', '    Third.',
      // 11: plain, starting on the key's line, its second paragraph at 14
      '  plain: Lists the leases', '    of a property.', '', '    See [the guide](/docs/nowhere).',
      // 15: a more-indented line in a folded block (kept with its line breaks): where it starts
      '  indented: >', '    Text.', '', '      code', '', '    After.',
      // 21: quoted (escapes may make lines): where it starts
      '  quoted: "One', '    ', '    two"',
    ];
    const { file } = await specAt({ 'api/openapi.yaml': ["openapi: 3.1.0", 'x-texts:', ...descriptions, "info: { title: T, version: '1' }", 'paths: {}', ''].join('\n') });
    const spec = await loadSpec(file);
    const line = (key: string, offset: number) => spec.lineInText({ file: pathToFileURL(file).href, pointer: `/x-texts/${key}` }, offset);
    // Its third line is empty (two blank lines): no paragraph starts there.
    expect([0, 1, 2, 3].map((offset) => line('folded', offset))).toEqual([4, 7, 3, 10]);
    expect([0, 1].map((offset) => line('plain', offset))).toEqual([11, 14]);
    expect([0, 2].map((offset) => line('indented', offset))).toEqual([15, 15]);
    expect(line('quoted', 1)).toBe(21);
  });

  it('reads the operations, tags, tag groups and schemas in the document\'s order', async () => {
    const { file } = await specAt({ 'api/openapi.yaml': PETS_SPEC });
    const model = readModel(await loadSpec(file));
    expect(model.tags.map((t) => [t.label, t.operations.map((o) => o.slug)])).toEqual([
      ['Pets', ['list-pets', 'create-pet', 'get-pet']],
      ['store', ['post-orders']],
      ['Other operations', ['health']],
      ['Webhooks', ['post-pet-adopted']],
    ]);
    expect(model.groups?.map((g) => [g.name, g.tags.map((t) => t.name)])).toEqual([['Animals', ['pets']], ['Shop', ['store']], ['Other', ['Other operations', 'Webhooks']]]);
    expect(model.schemas.map((s) => s.name)).toEqual(['Pet', 'Person', 'Company', 'Named', 'Order', 'Error']);
  });

  it('reads Redoc\'s x-webhooks as a 3.0 document\'s webhooks, and a 3.1 document\'s webhooks rather than them', async () => {
    const hook = (name: string) => `  ${name}: { post: { operationId: ${name}, requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '200': { description: ok } } } }`;
    const doc = (version: string, extra: string[]) => [`openapi: ${version}`, "info: { title: T, version: '1' }", 'paths: {}', ...extra].join('\n');
    const ops = async (text: string) => readModel(await loadSpec((await specAt({ 'api/openapi.yaml': text })).file)).operations.map((op) => [op.id, op.webhook, op.path]);
    expect(await ops(doc('3.0.3', ['x-webhooks:', hook('issueOpened')]))).toEqual([['issueOpened', true, 'issueOpened']]);
    expect(await ops(doc('3.1.0', ['webhooks:', hook('petAdopted'), 'x-webhooks:', hook('issueOpened')]))).toEqual([['petAdopted', true, 'petAdopted']]);
  });

  it('names a group\'s folder beside the other groups\' and the topics\', not its tags\' (a group and its tag may share a name)', async () => {
    const spec = ['openapi: 3.0.3', "info: { title: T, version: '1' }",
      'tags: [{ name: Webhooks, description: How. }, { name: Events, description: What. }, { name: Guides, description: Read. }]',
      'x-tagGroups: [{ name: Webhooks, tags: [Webhooks, Events] }, { name: Guides, tags: [Guides] }, { name: guides, tags: [] }]',
      'x-topics: [{ title: Webhooks, content: Text. }]', 'paths: {}'].join('\n');
    const model = readModel(await loadSpec((await specAt({ 'api/openapi.yaml': spec })).file));
    expect(model.groups?.map((g) => [g.slug, g.tags.map((t) => t.slug)])).toEqual([['webhooks', ['webhooks', 'events']], ['guides', ['guides']], ['guides-2', []]]);
    expect(model.topics.map((t) => t.slug)).toEqual(['webhooks-2']);
    // Without groups, tags and topics are pages of one folder.
    const ungrouped = readModel(await loadSpec((await specAt({ 'api/openapi.yaml': spec.replace(/^x-tagGroups.*$/m, '') })).file));
    expect([ungrouped.tags.map((t) => t.slug), ungrouped.topics.map((t) => t.slug)]).toEqual([['webhooks', 'events', 'guides'], ['webhooks-2']]);
  });
  it('puts the tags no group lists in the document\'s own group named Other, if it has one (Clerk\'s), else in one of their own', async () => {
    const spec = ['openapi: 3.0.3', "info: { title: T, version: '1' }", 'tags: [{ name: A, description: a }, { name: B, description: b }, { name: C, description: c }]',
      'x-tagGroups: [{ name: First, tags: [A] }, { name: Other, tags: [B] }]', 'paths: {}'].join('\n');
    const groupsOf = async (text: string) => readModel(await loadSpec((await specAt({ 'api/openapi.yaml': text })).file)).groups?.map((g) => [g.name, g.slug, g.tags.map((t) => t.name)]);
    expect(await groupsOf(spec)).toEqual([['First', 'first', ['A']], ['Other', 'other', ['B', 'C']]]);
    expect(await groupsOf(spec.replace('name: Other', 'name: Second'))).toEqual([['First', 'first', ['A']], ['Second', 'second', ['B']], ['Other', 'other', ['C']]]);
  });
});

describe('operations of a document that tags none of them', () => {
  /** A document of these paths (each with a GET named by operationId, or not), none tagged unless `tagged` is. */
  const untagged = (paths: string[], extra = '') => HEAD + 'paths:\n' + paths.map((p, i) => `  ${p}:\n    get: { ${i % 2 ? `operationId: get_thing_${i}, ` : ''}responses: { '200': { description: OK } } }\n`).join('') + extra;
  const groupsOf = async (text: string) => readModel(await loadSpec((await specAt({ 'api/openapi.yaml': text })).file)).tags.map((t) => [t.label, t.operations.length]);
  const many = (prefix: string, n: number, of: (i: number) => string) => Array.from({ length: n }, (_, i) => `${prefix}/${of(i)}/{id}/r${i}`);

  it('are grouped by the first part of their path that not all of them share, past thirty of them; untagged webhooks keep theirs', async () => {
    const paths = [...many('/api/v2', 20, () => 'users'), ...many('/api/v2', 12, () => 'orders'), '/api/v2/{tenant}/x'];
    const webhook = "webhooks:\n  adopted:\n    post: { responses: { '200': { description: OK } } }\n";
    expect(await groupsOf(untagged(paths, webhook))).toEqual([['/users', 20], ['/orders', 12], ['Other operations', 1], ['Webhooks', 1]]);
  });

  it('stay in one group when they are thirty or fewer, when one of them is tagged, or when their paths all start alike or differ only by a name', async () => {
    expect(await groupsOf(untagged([...many('', 15, () => 'users'), ...many('', 15, () => 'orders')]))).toEqual([['Other operations', 30]]);
    const oneTagged = untagged([...many('', 20, () => 'users'), ...many('', 20, () => 'orders')]).replace("get: { responses", "get: { tags: [People], responses");
    expect(await groupsOf(oneTagged)).toEqual([['People', 1], ['Other operations', 39]]);
    expect(await groupsOf(untagged(many('/v1', 40, () => 'things')))).toEqual([['Other operations', 40]]);
    // Paths that differ by a name each ("/v1/things/0/…", "/v1/things/1/…"): a group of one each is no group.
    expect(await groupsOf(untagged(many('/v1/things', 40, (i) => String(i))))).toEqual([['Other operations', 40]]);
  });

  it('are titled by their operationId in words without a summary (a dotted method name as it is), or by method and path without either', async () => {
    const text = untagged(['/a', '/b', '/c', '/d']).replace('get_thing_3', 'chat.postMessage');
    const model = readModel(await loadSpec((await specAt({ 'api/openapi.yaml': text })).file));
    expect(model.operations.map((o) => o.summary)).toEqual(['GET /a', 'Get thing 1', 'GET /c', 'chat.postMessage']);
  });
});

describe('names of pages', () => {
  it('are slugs of operationIds and tags, an acronym and its plural one word', () => {
    expect(['listLeases', 'HTTPServer', 'Public APIs Introduction', 'getIDs', 'listAPIKeys', 'GPUs', 'Domain Records', 'GET /v1/things/{id}'].map(slug)).toEqual(
      ['list-leases', 'http-server', 'public-apis-introduction', 'get-ids', 'list-api-keys', 'gpus', 'domain-records', 'get-v1-things-id']);
  });

  it('keep a word cased as two whole (OAuth, IPv6, GitHub), and a name of words their own casing\'s words (a tag\'s, a group\'s)', () => {
    expect(['listOAuth2ClientSecrets', 'reservedIPv6_list', 'GitHubApp', 'getiOSDevices', 'RetrieveACompanyById'].map(slug)).toEqual(
      ['list-oauth2-client-secrets', 'reserved-ipv6-list', 'github-app', 'get-ios-devices', 'retrieve-a-company-by-id']);
    expect(['DevOps Tools', 'Reserved IPv6', 'UserManagement', 'OAuth', 'oEmbed', 'eBay Orders'].map(nameSlug)).toEqual(['devops-tools', 'reserved-ipv6', 'user-management', 'oauth', 'oembed', 'ebay-orders']);
    expect(['listOAuth2ClientSecrets', 'iOSDevices', 'getGitHubApp'].map(nameAsTitle)).toEqual(['List OAuth2 client secrets', 'iOS devices', 'Get GitHub app']);
  });

  it('are titles of operationIds, where a summary is text: words, an acronym kept', () => {
    expect(['listLeases', 'listAPIKeys', 'create_chat_completion', 'CreateContainerFile', 'getV2Users'].map(nameAsTitle)).toEqual(
      ['List leases', 'List API keys', 'Create chat completion', 'Create container file', 'Get V2 users']);
  });
});

describe('checking an OpenAPI document', () => {
  it('reports a pattern that is no regular expression at its line, and checks its schema\'s examples without it', async () => {
    const yaml = [HEAD.trim(), 'paths: {}', 'components:', '  schemas:', '    A:', '      type: object',
      '      properties:',
      "        code: { type: string, pattern: '[a-' }",
      "        slug: { type: string, pattern: '^[\\w-.]+$' }",
      "        tags: { type: object, patternProperties: { '(x': { type: string } } }",
      "        n: { type: integer, x-rule: { pattern: '[' } }",
      "      example: { code: abc, slug: a-b.c, n: x, note: { pattern: '(' } }", ''].join('\n');
    const lineOf = (text: string) => yaml.split('\n').findIndex((line) => line.includes(text)) + 1;
    expect(await problemsOf({ 'api/openapi.yaml': yaml })).toEqual([
      { file: 'openapi.yaml', line: lineOf("pattern: '[a-'"), message: '"pattern" is not a regular expression: Unterminated character class (at /components/schemas/A/properties/code/pattern)' },
      { file: 'openapi.yaml', line: lineOf("'(x'"), message: 'The name in "patternProperties" is not a regular expression: Unterminated group (at /components/schemas/A/properties/tags/patternProperties/(x)' },
      // The rest of the example is checked: the pattern that only reads without "u" ([\w-.]) as its tools read it.
      { file: 'openapi.yaml', line: lineOf('example:'), message: expect.stringContaining('does not match its schema at /n: must be integer') },
    ]);
  });

  it('reads a parameter\'s example written as the text it is sent as (Amazon\'s x-example: shoes for a list) by its style, where its schema takes no text', async () => {
    const param = (name: string, schema: string, example: string, extra = '') => `        - { name: ${name}, in: query, schema: ${schema}, example: ${example}${extra} }`;
    const yaml = [HEAD.trim(), 'paths:', '  /items:', '    get:', '      operationId: list', '      parameters:',
      param('keywords', '{ type: array, items: { type: string } }', "'shoes,boats'", ', explode: false'),
      param('ids', "{ type: array, items: { $ref: '#/components/schemas/Id' } }", "'1|2'", ', style: pipeDelimited, explode: false'),
      param('one', '{ type: array, items: { type: integer } }', "'7'"),
      param('size', '{ type: integer }', "'10'"),
      param('on', '{ type: boolean }', "'true'"),
      // What its text cannot be read as is still wrong: a word for a number, a number's list with a word, a number for text.
      param('page', '{ type: integer }', "'ten'"),
      param('pages', '{ type: array, items: { type: integer } }', "'1,x'", ', explode: false'),
      param('name', '{ type: string }', '12'),
      "      responses: { '200': { description: ok } }", 'components:', '  schemas:', '    Id: { type: integer }', ''].join('\n');
    const lineOf = (text: string) => yaml.split('\n').findIndex((line) => line.includes(text)) + 1;
    expect((await problemsOf({ 'api/openapi.yaml': yaml })).map((p) => [p.line, p.message.replace(/ \(at .*/, '')])).toEqual([
      [lineOf('name: page,'), 'The example of the parameter "page" does not match its schema: must be integer'],
      [lineOf('name: pages,'), 'The example of the parameter "pages" does not match its schema at /1: must be integer'],
      [lineOf('name: name,'), 'The example of the parameter "name" does not match its schema: must be string'],
    ]);
  });

  it('reads no file a $ref names outside the folders it is given and the document\'s own, nor a hidden one, and says where the $ref is', async () => {
    const { root, file } = await specAt({
      'secret.txt': 'SECRET=hunter2\n',
      'api/.env': 'TOKEN=x\n',
      'api/intro.md': 'Read me.\n',
      'api/paths/a.yaml': "get:\n  operationId: a\n  description: { $ref: '../../secret.txt' }\n  responses: { '200': { description: ok } }\n",
      'api/paths/b.yaml': "get:\n  operationId: b\n  description: { $ref: '../.env' }\n  responses: { '200': { description: ok } }\n",
      'api/openapi.yaml': `${HEAD.replace("version: '1' }", "version: '1', description: { $ref: './intro.md' } }")}paths:\n  /a: { $ref: './paths/a.yaml' }\n`,
    });
    const refused = (within: string[]) => loadSpec(file, { within }).then(() => undefined, (e: SiteError) => e);
    // The document's folder is api/: the file above it is refused, in the file that names it, at its line.
    expect(await refused([path.join(root, 'api')])).toMatchObject({
      message: `The $ref "../../secret.txt" names a file the document may not read: ${path.join(root, 'secret.txt')}`,
      file: path.join(root, 'api/paths/a.yaml'), line: 3,
    });
    // The site folder is given: it is read.
    expect((await loadSpec(file, { within: [root] })).files).toContain(path.join(root, 'secret.txt'));
    // A hidden file, in the document's folder or not, never is.
    writeFileSync(file, `${HEAD}paths:\n  /b: { $ref: './paths/b.yaml' }\n`);
    expect(await refused([root])).toMatchObject({ message: `The $ref "../.env" names a file the document may not read: ${path.join(root, 'api/.env')}`, line: 3 });
    // Nor is one written with an escape, which no search of the text finds.
    writeFileSync(file, `${HEAD}x-a: { "\\x24ref": '../../secret.txt' }\npaths: {}\n`);
    expect(await refused([path.join(root, 'api')])).toMatchObject({ message: expect.stringMatching(/^The \$ref "\.\.\/\.\.\/secret\.txt" names a file the document may not read/), line: 3 });
    // Nor one whose link, inside the folder, leads out of it (a repository may hold a link to ~/.aws/credentials).
    symlinkSync(path.join(root, 'secret.txt'), path.join(root, 'api/notes.md'));
    writeFileSync(file, `${HEAD}x-a: { $ref: './notes.md' }\npaths: {}\n`);
    expect(await refused([path.join(root, 'api')])).toMatchObject({ message: `The $ref "./notes.md" names a file the document may not read: ${path.join(root, 'api/notes.md')} (a link to ${path.join(realpathSync(root), 'secret.txt')})`, line: 3 });
    expect((await loadSpec(file, { within: [root] })).files).toContain(path.join(root, 'api/notes.md'));
  });

  it('names the file, line and JSON pointer of a broken $ref, in this file or another', async () => {
    const problems = await problemsOf({
      'api/openapi.yaml': `${HEAD}paths: {}\ncomponents:\n  schemas:\n    A: { $ref: '#/components/schemas/Nope' }\n    B: { $ref: 'other.yaml#/Missing' }\n    C: { $ref: 'gone.yaml' }\n`,
      'api/other.yaml': 'Present: { type: string }\n',
    });
    expect(problems).toEqual([
      { message: 'Broken $ref: #/components/schemas/Nope names nothing (at /components/schemas/A/$ref)', line: 6, file: 'openapi.yaml' },
      { message: 'Broken $ref: other.yaml#/Missing names nothing (at /components/schemas/B/$ref)', line: 7, file: 'openapi.yaml' },
      // A file that is not there: its error was the resolver's, with no file or line, and it hid every other problem.
      { message: expect.stringMatching(/^Broken \$ref: gone\.yaml names a file that cannot be read \(there is no such file\): .*\/api\/gone\.yaml \(at \/components\/schemas\/C\/\$ref\)$/), line: 8, file: 'openapi.yaml' },
    ]);
  });

  it('checks the examples of a recursive schema that names one ajv cannot compile, whichever it meets first', async () => {
    // The first example's schema failed to compile, and ajv kept the recursive schema half made: the second one's
    // validator then threw ("wrapper0.validate is not a function"), and every problem of the document was lost in it.
    const body = (status: string) => `{ '${status}': { description: ok, content: { application/json: { schema: { properties: { data: { items: { $ref: '#/components/schemas/Pet' } } } }, example: { data: [{}] } } } } }`;
    const files = (company: string) => ({ 'api/openapi.yaml': `${HEAD}paths:\n  /a:\n    get: { operationId: a, responses: ${body('200')} }\n  /b:\n    get: { operationId: b, responses: ${body('201')} }\ncomponents:\n  schemas:\n    Pet:\n      properties:\n        parent: { $ref: '#/components/schemas/Pet' }\n        owner: { oneOf: [{ $ref: '#/components/schemas/Company' }] }\n${company}` });
    // A type JSON Schema does not have: the structure's checks say so; its examples go unchecked.
    const invalid = await problemsOf(files("    Company: { type: 'an object' }\n"));
    expect(invalid.map((p) => p.message)).toEqual([expect.stringMatching(/^"type" must be one of .*, not "an object" \(at \/components\/schemas\/Company\/type\)$/)]);
    const missing = await problemsOf(files(''));
    expect(missing.map((p) => p.message)).toEqual(['Broken $ref: #/components/schemas/Company names nothing (at /components/schemas/Pet/properties/owner/oneOf/0/$ref)']);
  });

  it('reports a document that refers to itself endlessly, without hanging', async () => {
    const problems = await problemsOf({ 'api/openapi.yaml': `${HEAD}paths: {}\ncomponents:\n  schemas:\n    A: { $ref: '#/components/schemas/B' }\n    B: { $ref: '#/components/schemas/A' }\n    C: { $ref: '#/components/schemas/C' }\n` });
    expect(problems.map((p) => p.message)).toEqual([
      'A $ref that names itself, through 2 $refs: #/components/schemas/B (at /components/schemas/A)',
      'A $ref that names itself, through 2 $refs: #/components/schemas/A (at /components/schemas/B)',
      'A $ref that names itself, through 1 $ref: #/components/schemas/C (at /components/schemas/C)',
    ]);
  });

  it('says a chain of more than 64 $refs is one, not a loop', async () => {
    const chain = Array.from({ length: 70 }, (_, i) => `    S${i}: { $ref: '#/components/schemas/S${i + 1}' }\n`).join('');
    const problems = await problemsOf({ 'api/openapi.yaml': `${HEAD}paths: {}\ncomponents:\n  schemas:\n${chain}    S70: { type: string }\n` });
    expect(problems[0]).toEqual({ message: 'More than 64 $refs in a row, each naming only another: #/components/schemas/S65 (at /components/schemas/S64)', line: 70, file: 'openapi.yaml' });
    expect(problems.every((p) => p.message.startsWith('More than 64 $refs in a row'))).toBe(true);
  });

  it('checks an example against a schema that is all of itself (A all of B, B all of A) without overflowing the stack', async () => {
    const problems = await problemsOf({
      'api/openapi.yaml': `${HEAD}paths: {}\ncomponents:\n  schemas:\n    A:\n      allOf: [{ $ref: '#/components/schemas/B' }]\n      example: { x: 1 }\n    B: { allOf: [{ $ref: '#/components/schemas/A' }] }\n`,
    });
    expect(problems).toEqual([{
      message: 'The example of the schema A does not match its schema: no value can match it, as it leads back to itself without end (through allOf, anyOf or oneOf, with no property or item between) (at /components/schemas/A/example)',
      line: 8, file: 'openapi.yaml',
    }]);
  });

  it('stops checking an example whose schema\'s pattern backtracks too long, and says so, rather than hang the build', async () => {
    const started = performance.now();
    const problems = await problemsOf({
      'api/openapi.yaml': `${HEAD}paths: {}\ncomponents:\n  schemas:\n    Code:\n      type: string\n      pattern: '^(a+)+$'\n      example: '${'a'.repeat(40)}!'\n    Fine: { type: string, pattern: '^(a+)+$', example: aaa }\n`,
    });
    // Forty characters and "!" take hours to match; the check is stopped after a second.
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(problems).toEqual([{
      message: 'The example of the schema Code could not be checked against its schema: matching the pattern ^(a+)+$ took longer than 1 s, and was stopped (at /components/schemas/Code/example)',
      line: 9, file: 'openapi.yaml',
    }]);
  });

  it('finds duplicate operationIds and path parameters that are not declared, or not in the path (the whole document\'s problems first, then each operation\'s)', async () => {
    const problems = await problemsOf({
      'api/openapi.yaml': `${HEAD}paths:\n  /a/{id}:\n    get: { operationId: same, responses: { '200': { description: ok } } }\n  /b:\n    get:\n      operationId: same\n      parameters: [{ name: x, in: path, required: true, schema: { type: string } }]\n      responses: { '200': { description: ok } }\n`,
    });
    expect(problems).toEqual([
      { message: 'Duplicate operationId "same" (also at /paths/~1a~1{id}/get) (at /paths/~1b/get/operationId)', line: 8, file: 'openapi.yaml' },
      { message: 'The path /a/{id} has a parameter {id} that GET does not declare (at /paths/~1a~1{id}/get)', line: 5, file: 'openapi.yaml' },
      { message: 'The path parameter "x" is not in the path /b (at /paths/~1b/get/parameters/0)', line: 9, file: 'openapi.yaml' },
    ]);
  });

  it('checks an operation given by $ref in its own file, and names that file', async () => {
    const problems = await problemsOf({
      'api/openapi.yaml': `${HEAD}paths:\n  /a/{id}:\n    get: { $ref: 'ops/get_a.yaml' }\n  /b/{id}:\n    get: { $ref: 'ops/get_b.yaml' }\n`,
      'api/ops/get_a.yaml': 'operationId: same\nparameters:\n  - $ref: params.yaml#/id\nresponses: { "200": { description: ok } }\n',
      'api/ops/get_b.yaml': 'operationId: same\nresponses: { "200": { description: ok } }\n',
      'api/ops/params.yaml': 'id: { name: id, in: path, required: true, schema: { type: string } }\n',
    });
    expect(problems).toEqual([
      { message: expect.stringMatching(/^Duplicate operationId "same" \(also at .*ops[\\/]get_a\.yaml#\) \(at \/operationId\)$/), line: 1, file: 'get_b.yaml' },
      { message: 'The path /b/{id} has a parameter {id} that GET does not declare (at #)', line: 1, file: 'get_b.yaml' },
    ]);
  });

  it('reads a required readOnly property as not required of a request, whether its schema is checked by its text or by its place', async () => {
    const problems = await problemsOf({
      'api/openapi.yaml': `${HEAD}paths:\n  /a:\n    post:\n      parameters:\n        - { name: n, in: query, schema: { type: integer, maximum: 5 }, example: 9 }\n`
        + '      requestBody:\n        content:\n          application/json: { schema: { $ref: \'#/components/schemas/L\' }, example: { rent: 5 } }\n'
        + '      responses:\n        \'200\':\n          description: ok\n          content:\n            application/json: { schema: { $ref: \'#/components/schemas/L\' }, example: { rent: 5 } }\n'
        + 'components:\n  schemas:\n    L: { type: object, required: [id, rent], properties: { id: { type: string, readOnly: true }, rent: { type: integer } } }\n',
    });
    expect(problems.map((p) => p.message)).toEqual([
      'The example of the parameter "n" does not match its schema: must be <= 5 (at /paths/~1a/post/parameters/0/example)',
      'The example of the 200 response of POST /a (application/json) does not match its schema: must have required property \'id\' (at /paths/~1a/post/responses/200/content/application~1json/example)',
    ]);
  });

  it('validates examples against their schemas: JSON Schema 2020-12 for 3.1', async () => {
    const problems = await problemsOf({
      'api/openapi.yaml': `${HEAD}paths:\n  /a:\n    get:\n      parameters:\n        - { name: n, in: query, schema: { type: integer, maximum: 5 }, example: 9 }\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: { $ref: '#/components/schemas/A' }\n              examples:\n                good: { value: { at: '2024-01-01T00:00:00Z', v: null } }\n                bad: { value: { at: 'yesterday', v: null } }\ncomponents:\n  schemas:\n    A: { type: object, properties: { at: { type: string, format: date-time }, v: { type: [string, 'null'] } } }\n`,
    });
    expect(problems).toEqual([
      { message: 'The example of the parameter "n" does not match its schema: must be <= 5 (at /paths/~1a/get/parameters/0/example)', line: 7, file: 'openapi.yaml' },
      { message: 'The example of the 200 response of GET /a (application/json) does not match its schema at /at: must match format "date-time" (at /paths/~1a/get/responses/200/content/application~1json/examples/bad/value)', line: 16, file: 'openapi.yaml' },
    ]);
  });

  it('finds the same on a thread of its own, as a large document\'s checks run, with hints and places', async () => {
    const files = { 'api/openapi.yaml': `${HEAD}paths:\n  /a/{id}:\n    get:\n      operationId: a\n      parameters:\n        - { name: n, in: query, schema: { type: integer, maximum: 5 }, example: 9 }\n      responses: { '200': { description: ok } }\n` };
    const { file } = await specAt(files);
    const spec = await loadSpec(file);
    const here = checkSpec(spec, readModel(spec));
    const { problems: apart } = await checkApart(file);
    expect(here.map((e) => e.message)).toEqual([
      'The path /a/{id} has a parameter {id} that GET does not declare (at /paths/~1a~1{id}/get)',
      'The example of the parameter "n" does not match its schema: must be <= 5 (at /paths/~1a~1{id}/get/parameters/0/example)',
    ]);
    // An operation's problem names the line of its method ("get:"), not of its first key.
    expect(here.map((e) => e.line)).toEqual([5, 8]);
    expect(apart.map(({ message, file, line, column, hint }) => ({ message, file, line, column, hint }))).toEqual(here.map(({ message, file, line, column, hint }) => ({ message, file, line, column, hint })));
    // Given the data the main thread read, the thread checks that, without parsing the file again.
    expect((await checkApart(file, spec.parsed)).problems.map((e) => e.message)).toEqual(here.map((e) => e.message));
    const fixed = structuredClone(spec.parsed) as Map<string, any>;
    fixed.get(pathToFileURL(file).href).paths['/a/{id}'].get.parameters[0].example = 3;
    expect((await checkApart(file, fixed)).problems.map((e) => e.message)).toEqual([here[0].message]);
    // Keyed (docs serve), it says what each unit found, by the key the main thread works out for it: a rebuild finds them.
    const keyed = await checkApart(file, spec.parsed, true);
    expect(keyed.problems.map((e) => e.message)).toEqual(here.map((e) => e.message));
    expect(keyed.units!.map((u) => u.key)).toEqual(specChecks(spec, readModel(spec)).units.map((u) => u.key()));
    // The structure's units (the document, its one path item) find nothing; the operation's unit finds its path's
    // problem, the unit of its parameter's example that example's.
    expect(keyed.units!.map((u) => u.found.map((f) => f.loc.pointer))).toEqual([[], [], ['/paths/~1a~1{id}/get'], ['/paths/~1a~1{id}/get/parameters/0/example']]);
    // A document it cannot read there is a failure, which specProblems meets by checking here.
    await expect(checkApart(path.join(path.dirname(file), 'gone.yaml'))).rejects.toThrow();
  });

  it("validates examples in 3.0's dialect for 3.0: nullable, boolean exclusive bounds", async () => {
    const problems = await problemsOf({
      'api/openapi.yaml': "openapi: 3.0.3\ninfo: { title: T, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    A:\n      type: object\n      properties:\n        v: { type: string, nullable: true }\n        n: { type: number, minimum: 0, exclusiveMinimum: true }\n      example: { v: null, n: 0 }\n",
    });
    expect(problems).toEqual([{ message: 'The example of the schema A does not match its schema at /n: must be > 0 (at /components/schemas/A/example)', line: 11, file: 'openapi.yaml' }]);
  });

  it('reads OpenAPI 3.2 as 3.1, with its QUERY method', async () => {
    const { file } = await specAt({ 'api/openapi.yaml': "openapi: 3.2.0\ninfo: { title: T, version: '1' }\npaths:\n  /search:\n    query:\n      operationId: searchThings\n      responses: { '200': { description: ok } }\n" });
    const spec = await loadSpec(file);
    expect([spec.written, spec.version]).toEqual(['3.2', '3.1']);
    expect(readModel(spec).operations.map((op) => [op.method, op.path, op.id])).toEqual([['QUERY', '/search', 'searchThings']]);
  });

  it('refuses a file that is not YAML or JSON, and an unknown version, with the file and line', async () => {
    const bad = async (text: string) => {
      const { file } = await specAt({ 'api/openapi.yaml': text });
      return loadSpec(file).then(() => undefined, (e: SiteError) => ({ message: e.message, line: e.line, hint: e.hint }));
    };
    expect(await bad('openapi: 3.1.0\npaths: {\n  /a: [\n')).toMatchObject({ message: expect.stringMatching(/^Not a YAML or JSON document/), line: expect.any(Number) });
    expect(await bad("info: { title: T }\nopenapi: '4.0.0'\n")).toMatchObject({ message: 'Unknown OpenAPI version "4.0.0"', line: 2 });
    expect(await bad("swagger: '1.2'\n")).toMatchObject({ message: 'Unknown Swagger version "1.2"', line: 1 });
    expect(await bad('- just\n- a list\n')).toMatchObject({ message: 'Not an OpenAPI document: the file holds no mapping of keys' });
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]', ...'bcdefghi'.split('').map((n, i) => `${n}: &${n} [${Array(9).fill('*' + 'abcdefgh'[i]).join(', ')}]`)].join('\n');
    const started = performance.now();
    expect(await bad(bomb)).toMatchObject({ message: expect.stringMatching(/^The YAML's aliases expand too far/) });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('refuses a file over 64 MB, the document or one its $refs name, by its size before reading it, saying what to give instead', async () => {
    const tooLarge = async (big: string, main = 'api/openapi.yaml') => {
      const { root, file } = await specAt({ 'api/openapi.yaml': `${HEAD}paths: {}\ncomponents: { schemas: { A: { $ref: 'big.json#/A' } } }\n`, 'api/big.json': '{}' }, main);
      truncateSync(path.join(root, big), 65 * 1024 * 1024); // sparse: nothing is written
      return loadSpec(file).then(() => undefined, (e: SiteError) => ({ message: e.message, file: path.relative(root, e.file ?? ''), hint: e.hint }));
    };
    const refused = { message: 'The OpenAPI file is 65.0 MB, more than the 64.0 MB docs reads', hint: expect.stringContaining('give the one with its $refs') };
    expect(await tooLarge('api/big.json', 'api/big.json')).toEqual({ ...refused, file: path.join('api', 'big.json') });
    expect(await tooLarge('api/big.json')).toEqual({ ...refused, file: path.join('api', 'big.json') });
  });

  it('refuses values nested more than 100 levels deep, in JSON as in YAML, where they are, rather than overflow the stack later', async () => {
    let schema = '{ "type": "string" }';
    for (let i = 0; i < 3000; i++) schema = `{ "type": "object", "properties": { "p": ${schema} } }`;
    const json = `{\n  "openapi": "3.1.0",\n  "info": { "title": "T", "version": "1" },\n  "paths": {},\n  "components": { "schemas": {\n    "Deep": ${schema} } }\n}\n`;
    const { file } = await specAt({ 'api/openapi.json': json }, 'api/openapi.json');
    const error = await loadSpec(file).then(() => undefined, (e: SiteError) => e);
    expect(error?.message).toMatch(/^Values nested more than 100 levels deep, at \/components\/schemas\/Deep\/properties\/p\/properties\/p\//);
    expect(error).toMatchObject({ line: 6, hint: expect.stringContaining('use $ref') });

    const yaml = `${HEAD}paths: {}\nx-deep:\n${Array.from({ length: 150 }, (_, i) => `${'  '.repeat(i + 1)}p:\n`).join('')}${'  '.repeat(151)}q: 1\n`;
    const fromYaml = await specAt({ 'api/openapi.yaml': yaml }).then(({ file }) => loadSpec(file)).then(() => undefined, (e: SiteError) => e);
    expect(fromYaml).toMatchObject({ message: 'Values nested more than 100 levels deep', line: expect.any(Number) });
    expect(fromYaml!.line).toBeGreaterThan(90);

    // In JSON the line is where the brackets pass the limit: not in a string that holds brackets, nor at an empty list as deep as can be.
    const empty = `${'['.repeat(100)}${']'.repeat(100)}`;
    const deepList = `${'['.repeat(102)}1${']'.repeat(102)}`;
    const lined = `{\n  "openapi": "3.1.0",\n  "info": { "title": "T", "version": "1", "description": "${'[{'.repeat(200)}" },\n  "x-empty": ${empty},\n  "paths": {},\n  "x-deep": [\n    ${deepList}\n  ]\n}\n`;
    const fromJson = await specAt({ 'api/openapi.json': lined }, 'api/openapi.json').then(({ file }) => loadSpec(file)).then(() => undefined, (e: SiteError) => e);
    expect(fromJson).toMatchObject({ message: expect.stringMatching(/^Values nested more than 100 levels deep, at \/x-deep\/0\/0\//), line: 7 });

    // Ninety levels are read, and their example checked.
    let ninety = '{ "type": "integer" }';
    let value = '1';
    for (let i = 0; i < 40; i++) {
      ninety = `{ "type": "object", "properties": { "p": ${ninety} } }`;
      value = `{ "p": ${value} }`;
    }
    const fine = `{ "openapi": "3.1.0", "info": { "title": "T", "version": "1" }, "paths": {}, "components": { "schemas": { "Deep": ${ninety.replace(/\}$/, `, "example": ${value.replace('1', '"one"')} }`)} } } }`;
    expect(await problemsOf({ 'api/openapi.yaml': fine })).toEqual([
      { message: expect.stringMatching(/^The example of the schema Deep does not match its schema at (\/p){40}: must be integer/), line: 1, file: 'openapi.yaml' },
    ]);
  });
});

describe('examples made from a schema', () => {
  /** A response's example made from each component schema of a document of these schemas (YAML, under `components:`). */
  async function samplesOf(components: string) {
    const { file } = await specAt({ 'api/openapi.yaml': `${HEAD}paths: {}\ncomponents:\n${components}` });
    const spec = await loadSpec(file);
    return (name: string) => sampleOf({ $ref: `#/components/schemas/${name}` }, { file: pathToFileURL(file).href, pointer: `/components/schemas/${name}` }, spec, 'response')?.value as any;
  }

  it('samples a string of a pattern as one the pattern matches, the same each time, where it can make one', async () => {
    const sample = await samplesOf([
      '  schemas:',
      '    Call:',
      '      type: object',
      '      properties:',
      "        sid: { type: string, pattern: '^CA[0-9a-fA-F]{32}$' }",
      "        version: { type: string, pattern: '^v\\d+(\\.\\d+){2}$' }",
      "        either: { type: string, pattern: '^(?:draft|live)-[a-z]{2,}$' }",
      "        strong: { type: string, pattern: '^(?=.*\\d).{8,}$' }",
      "        long: { type: string, pattern: '^[a-z]{500}$' }",
      "        fixed: { type: string, pattern: '^x+$', example: xxx }",
    ].join('\n'));
    expect(sample('Call')).toEqual({ sid: `CA${'0'.repeat(32)}`, version: 'v0.0.0', either: 'draft-aa', strong: 'string', long: 'string', fixed: 'xxx' });
  });

  it('samples 0 for a range of 64-bit integers, whose bounds a number does not print exactly', async () => {
    const sample = await samplesOf(`
  schemas:
    Seed: { type: integer, format: int64, minimum: -9223372036854775808, maximum: 9223372036854775807 }
    Positive: { type: integer, minimum: 1, maximum: 9223372036854775807 }
    Small: { type: integer, minimum: -5, maximum: 5 }
`);
    expect([sample('Seed'), sample('Positive'), sample('Small')]).toEqual([0, 1, -5]);
  });

  it('leaves a schema met inside itself out of the example, as its schema allows, and reads properties named like keywords', async () => {
    const sample = await samplesOf(`
  schemas:
    Problem:
      type: object
      required: [code, origin]
      properties:
        code: { type: string, example: not_found }
        details: { type: array, items: { $ref: '#/components/schemas/Problem' } }
        cause: { $ref: '#/components/schemas/Problem' }
        origin: { $ref: '#/components/schemas/Problem' }
        default: { $ref: '#/components/schemas/Flag' }
    Flag: { type: boolean, example: true }
`);
    const value = sample('Problem') as Record<string, unknown>;
    // Nested three levels deep, then cut: an array of the cut schema is empty, an optional property of it is left out.
    expect(value).toMatchObject({ code: 'not_found', details: [], default: true });
    let deepest = value;
    while (deepest.origin) {
      expect(deepest.details).toEqual([]);
      deepest = deepest.origin as Record<string, unknown>;
    }
    expect(deepest).not.toHaveProperty('cause');
    expect(JSON.stringify(value)).not.toContain('[null]');
  });

  it('counts no choice between schemas as a level of the example, leaves out a choice of options all cut off, and keeps a required one cut off as its type', async () => {
    // Qdrant's: a batch of operations, each one of several, each of which holds one of two kinds of points.
    const sample = await samplesOf(`
  schemas:
    Batch: { type: object, required: [operations], properties: { operations: { type: array, items: { $ref: '#/components/schemas/Operation' } } } }
    Operation: { anyOf: [{ $ref: '#/components/schemas/Upsert' }, { $ref: '#/components/schemas/Delete' }] }
    Upsert: { type: object, required: [upsert], properties: { upsert: { $ref: '#/components/schemas/Points' } } }
    Delete: { type: object, required: [delete], properties: { delete: { type: string } } }
    Points: { anyOf: [{ $ref: '#/components/schemas/PointList' }, { $ref: '#/components/schemas/PointIds' }] }
    PointList:
      type: object
      required: [points, vectors]
      properties:
        points: { $ref: '#/components/schemas/Ids' }
        vectors: { $ref: '#/components/schemas/Vectors' }
        shard: { anyOf: [{ $ref: '#/components/schemas/Shard' }, { nullable: true }] }
    PointIds: { type: object, properties: { ids: { type: array, items: { type: integer } } } }
    Ids: { type: array, items: { type: integer } }
    Vectors: { type: object, properties: { size: { type: integer } } }
    Shard: { type: object, properties: { key: { type: string } } }
`);
    // Batch, Upsert and PointList are three levels; Ids, Vectors and Shard are cut off there.
    expect(sample('Batch')).toEqual({ operations: [{ upsert: { points: [], vectors: {} } }] });
  });

  it('keeps an example within bounds whatever lengths the schema asks for', async () => {
    const sample = await samplesOf(`
  schemas:
    Big:
      type: object
      required: [many, nested, code]
      properties:
        many: { type: array, minItems: 10000000, items: { type: string, minLength: 1000000 } }
        nested: { type: array, minItems: 2, items: { type: array, minItems: 50, items: { type: array, minItems: 50, items: { type: integer } } } }
        code: { type: string, minLength: 10, maxLength: 12 }
    Wide: { type: object, properties: { ${Array.from({ length: 200 }, (_, i) => `w${i}: { $ref: '#/components/schemas/Wider' }`).join(', ')} } }
    Wider: { type: object, properties: { ${Array.from({ length: 200 }, (_, i) => `v${i}: { $ref: '#/components/schemas/Widest' }`).join(', ')} } }
    Widest: { type: object, properties: { ${Array.from({ length: 200 }, (_, i) => `u${i}: { type: string }`).join(', ')} } }
    Huge: { type: object, required: [a], properties: { a: { type: string, default: ${JSON.stringify('x'.repeat(100_000))} } } }
`);
    const big = sample('Big');
    // Three items, each string 64 characters; an array of arrays has three items in all from the outermost in.
    expect(big.many).toHaveLength(3);
    expect(big.many[0]).toHaveLength(64);
    expect(big.nested).toHaveLength(2);
    expect(big.nested.map((inner: unknown[]) => inner.length)).toEqual([1, 1]);
    expect(big.nested[0][0]).toHaveLength(1);
    expect(big.code.length).toBeGreaterThanOrEqual(10);
    // 200 properties, each of 200, each of 200: the sampler is given 10,000 schemas, not 8 million. What it makes
    // three levels deep is too long to read; the example is made less deep, where Wider's properties are left out.
    const wide = sample('Wide') as Record<string, unknown>;
    expect(Object.keys(wide).length).toBeGreaterThan(0);
    expect(Object.values(wide).every((value) => JSON.stringify(value) === '{}')).toBe(true);
    expect(JSON.stringify(wide, null, 2).length).toBeLessThanOrEqual(16 * 1024);
    // The document's own value of 100 KB is no example to show.
    expect(sample('Huge')).toBeUndefined();
  });

  it('leaves a deprecated property out of an example, unless it is required', async () => {
    const sample = await samplesOf("  schemas:\n    Customer:\n      type: object\n      required: [id]\n      properties:\n        id: { type: string, deprecated: true, example: c_1 }\n        name: { type: string, deprecated: true, example: Old }\n        display_name: { type: string, example: New }\n        owner: { $ref: '#/components/schemas/Owner' }\n    Owner: { type: object, deprecated: true, properties: { a: { type: string } } }\n    Plain: { type: object, properties: { old: { type: string, deprecated: true }, now: { type: string, example: x } } }\n");
    expect(sample('Customer')).toEqual({ id: 'c_1', display_name: 'New' });
    // With no required list at all.
    expect(sample('Plain')).toEqual({ now: 'x' });
  });

  it('makes one sample per schema and usage, with the text a page shows', async () => {
    const { file } = await specAt({ 'api/openapi.yaml': `${HEAD}paths: {}\ncomponents:\n  schemas:\n    Lease:\n      type: object\n      properties:\n        id: { type: string, readOnly: true, example: lease_1 }\n        rent: { type: integer, example: 1200 }\n` });
    const spec = await loadSpec(file);
    const url = pathToFileURL(file).href;
    const byRef = sampleOf({ $ref: '#/components/schemas/Lease' }, { file: url, pointer: '/paths/~1leases/post/requestBody/content/application~1json/schema' }, spec, 'response');
    const again = sampleOf({ $ref: '#/components/schemas/Lease' }, { file: url, pointer: '/paths/~1leases/get/responses/200/content/application~1json/schema' }, spec, 'response');
    const inPlace = sampleOf(spec.api.components.schemas.Lease, { file: url, pointer: '/components/schemas/Lease' }, spec, 'response');
    // The bodies that name the component share a sample; the component's own (on its page, a named schema fewer deep) is
    // another, whichever is made first; a request's leaves the read-only id out.
    expect(again).toBe(byRef);
    expect(inPlace).not.toBe(byRef);
    expect(byRef).toEqual({ value: { id: 'lease_1', rent: 1200 }, json: JSON.stringify({ id: 'lease_1', rent: 1200 }, null, 2) });
    expect(inPlace).toEqual(byRef);
    expect(sampleOf({ $ref: '#/components/schemas/Lease' }, { file: url, pointer: '/x' }, spec, 'request')?.value).toEqual({ rent: 1200 });
  });

  it("makes a component's own sample the same whether a body that names it was sampled first or not", async () => {
    const files = { 'api/openapi.yaml': `${HEAD}paths: {}\ncomponents:\n  schemas:\n    Problem:\n      type: object\n      properties:\n        code: { type: string }\n        details: { type: array, items: { $ref: '#/components/schemas/Problem' } }\n` };
    const own = async (bodyFirst: boolean) => {
      const { file } = await specAt(files);
      const spec = await loadSpec(file);
      const url = pathToFileURL(file).href;
      if (bodyFirst) sampleOf({ $ref: '#/components/schemas/Problem' }, { file: url, pointer: '/paths/~1a/get/responses/404/content/application~1json/schema' }, spec, 'response');
      return sampleOf(spec.api.components.schemas.Problem, { file: url, pointer: '/components/schemas/Problem' }, spec, 'response')?.json;
    };
    // The component's page shows it a named schema deeper than a body that names it does: a kept sample of one is not the other's.
    expect(await own(true)).toBe(await own(false));
    expect(await own(false)).toContain('"details": [\n    {');
  });

  it('leaves the console alone for an allOf of different types (the sampler warns of it even when told not to)', async () => {
    const sample = await samplesOf('  schemas:\n    Mixed: { allOf: [{ type: string }, { type: object, properties: { a: { type: integer } } }] }\n');
    const warn = vi.spyOn(console, 'warn');
    try {
      sample('Mixed');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
