// docs serve after random edits to an OpenAPI document: each rebuild, which
// makes again only what an edit changed (reuse.ts), must give what a cold build
// of the same files gives, pages and problems alike. Edits of every kind: a text
// changed, a value removed or copied, a schema put in place of a value or a $ref
// to one (that may not be there), an operationId renamed, lines added above it all.
import { describe, expect, it, vi } from 'vitest';
import path from 'node:path';
import { dump, load } from 'js-yaml';
import { build } from '../../src/build.ts';
import { createCache, type MarkdownResult } from '../../src/cache.ts';
import { Reuse } from '../../src/reuse.ts';
import { BuildFailure } from '../../src/errors.ts';
import { makeSite, writeFiles } from '../helpers/site.ts';
import { PETS_SPEC } from '../fixtures/openapi.ts';
import { prng, pick, type Rand } from '../bench/random.ts';

/** A build's files and problems; a failed build's problems only. */
async function outcome(options: Parameters<typeof build>[0]): Promise<{ files: Record<string, string>; problems: string[] }> {
  const line = (p: { file?: string; line?: number; message: string }) => `${p.file}:${p.line} ${p.message}`;
  try {
    const result = await build(options);
    return { files: Object.fromEntries(result.files.map((f) => [f.path, String(f.contents)])), problems: result.warnings.map(line) };
  } catch (err) {
    if (!(err instanceof BuildFailure)) throw err;
    return { files: {}, problems: ['failed', ...err.errors.map(line), ...err.warnings.map(line)] };
  }
}

/** Changes the document in one random place; says how. */
function edit(doc: any, r: Rand): string {
  const places: [any, string | number][] = [];
  const walk = (value: any) => {
    if (!value || typeof value !== 'object') return;
    for (const key of Array.isArray(value) ? value.keys() : Object.keys(value)) {
      places.push([value, key]);
      walk(value[key]);
    }
  };
  walk(doc);
  const [parent, key] = pick(r, places);
  const kind = pick(r, ['text', 'text', 'text', 'remove', 'copy', 'ref', 'rename', 'schema', 'example'] as const);
  if (kind === 'text') {
    const texts = places.filter(([p, k]) => typeof p[k] === 'string' && !['$ref', 'operationId', 'openapi'].includes(String(k)));
    if (!texts.length) return 'nothing';
    const [p, k] = pick(r, texts);
    p[k] = `${p[k]} (edited ${Math.floor(r() * 100)})`;
  } else if (kind === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (kind === 'copy' && !Array.isArray(parent)) {
    parent[`${String(key)}Copy`] = structuredClone(parent[key]);
  } else if (kind === 'ref') {
    parent[key] = { $ref: pick(r, ['#/components/schemas/Pet', '#/components/schemas/Order', '#/components/schemas/Error', '#/components/schemas/Gone']) };
  } else if (kind === 'rename') {
    const ids = places.filter(([, k]) => k === 'operationId');
    if (!ids.length) return 'nothing';
    pick(r, ids)[0].operationId += 'X';
  } else if (kind === 'schema') {
    parent[key] = { type: 'string', enum: ['a', 'b'] };
  } else {
    parent[key] = { type: 'object', properties: { a: { type: 'integer' } }, example: { a: pick(r, [1, 'one']) } };
  }
  return `${kind} ${String(key)}`;
}

describe('docs serve after random edits to an OpenAPI document', () => {
  // 5076 found a schema ajv could not compile breaking the validators made after it (in the cold build).
  const SEEDS = [5076, ...Array.from({ length: 29 }, (_, i) => 1 + i * 97)];
  it.each(SEEDS)('gives a cold build\'s pages and problems after each edit (seed %i)', async (seed) => {
    const r = prng(seed);
    const doc = load(PETS_SPEC);
    const root = await makeSite({
      'site.config.ts': `export default { productName: 'Pets', openapi: [{ spec: 'api/openapi.yaml', route: 'reference', strict: false${pick(r, ['', ", pages: 'tag'"])} }] };\n`,
      'api/openapi.yaml': dump(doc),
      'content/index.md': '# Home\n\nSee [list pets](openapi:listPets).\n',
      'content/guide.md': '# Guide\n\n<!--@include: openapi:getPet-->\n\n<!--@include: openapi:schema/Pet-->\n',
      // Titled by the operation's summary, which an edit may change.
      'content/one-pet.md': '---\nopenapi: GET /pets/{petId}\n---\n\nRead this first.\n',
    });
    const spec = path.join(root, 'api/openapi.yaml');
    const cache = createCache();
    await outcome({ root, write: false, env: {}, cache, diskCache: false });
    const edits: string[] = [];
    for (let step = 0; step < 6; step++) {
      edits.push(edit(doc, r));
      await writeFiles(root, { 'api/openapi.yaml': (r() < 0.2 ? '# Lines above it all move.\n\n' : '') + dump(doc, { noRefs: true }) });
      const rebuilt = await outcome({ root, write: false, env: {}, cache, diskCache: false, changed: [spec] });
      const cold = await outcome({ root, write: false, env: {}, diskCache: false });
      expect({ edits, ...rebuilt }).toEqual({ edits, ...cold });
    }
  }, 60_000);
});

describe('docs serve after an edit to an operation\'s summary', () => {
  const op = (id: string, tag: string, summary: string, description: string) =>
    `    get: { operationId: ${id}, tags: [${tag}], summary: '${summary}', description: '${description}', responses: { '200': { description: OK } } }`;
  const spec = (s: Record<string, string>) => ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:',
    '  /pets:', op('petList', 'Pets', s.petList, 'Then [get one](#get-a-pet).'), '  /pets/one:', op('petGet', 'Pets', s.petGet, 'One pet.'),
    '  /stores:', op('storeList', 'Stores', s.storeList, 'The stores.'), '  /stores/one:', op('storeGet', 'Stores', s.storeGet, 'One store.')].join('\n') + '\n';
  const summaries = { petList: 'List pets', petGet: 'Get a pet', storeList: 'List stores', storeGet: 'Get a store' };

  it('renders again the pages that show it, every page only when a description links to an operation by its summary; as a cold build does', async () => {
    const root = await makeSite({
      'site.config.ts': "export default { openapi: [{ spec: 'api/openapi.yaml', route: 'reference' }] };\n",
      'api/openapi.yaml': spec(summaries),
      'content/index.md': '# Home\n',
    });
    const file = path.join(root, 'api/openapi.yaml');
    const cache = createCache();
    const options = { root, write: false, env: {}, cache, diskCache: false } as const;
    /** The document with these summaries: the pages the rebuild read again, and whether it gave what a cold build gives. */
    const rebuild = async (changed: Partial<typeof summaries>) => {
      await writeFiles(root, { 'api/openapi.yaml': spec({ ...summaries, ...changed }) });
      const read: string[] = [];
      const keep = Reuse.prototype.keep;
      const spy = vi.spyOn(Reuse.prototype, 'keep').mockImplementation(function (this: Reuse, stage, key, result) {
        if (stage === 'markdown') read.push((result as MarkdownResult).summary.file);
        return keep.call(this, stage, key, result);
      });
      const rebuilt = await outcome({ ...options, changed: [file] }).finally(() => spy.mockRestore());
      expect(rebuilt).toEqual(await outcome({ root, write: false, env: {}, diskCache: false }));
      return read.sort();
    };
    await outcome(options);
    await rebuild({ storeList: 'List stores, edited' });
    // Its tag's page, which lists it (its own shows it as its title, outside the markdown); the others' text is what it
    // was, and so are the links they are made with.
    expect(await rebuild({ storeGet: 'Get a store, edited' })).toEqual(['reference/stores/index.md']);
    // A summary a description links to: the table of such links, which every page of the document is made with, changed.
    const linked = await rebuild({ petGet: 'Get the pet' });
    expect(linked).toContain('reference/stores/store-list.md');
  });
});

describe('docs serve after an edit to an example\'s file (its externalValue)', () => {
  it('shows the file\'s example again, checked again, as a cold build does', async () => {
    const root = await makeSite({
      'site.config.ts': "export default { openapi: [{ spec: 'api/openapi.yaml', route: 'reference', strict: false }] };\n",
      'api/openapi.yaml': ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:', '  /pets:', '    get:', '      operationId: listPets', '      responses:',
        "        '200':", '          description: OK', '          content:', '            application/json:', '              schema: { type: object, properties: { id: { type: integer } } }',
        "              examples: { one: { summary: One pet, externalValue: './examples/pet.json' } }"].join('\n') + '\n',
      'api/examples/pet.json': '{ "id": 1 }\n',
      'content/index.md': '# Home\n',
    });
    const cache = createCache();
    const options = { root, write: false, env: {}, cache, diskCache: false } as const;
    const first = await outcome(options);
    expect(first.files['docs/reference/other-operations/list-pets.md']).toContain('"id": 1');
    await writeFiles(root, { 'api/examples/pet.json': '{ "id": "one" }\n' });
    const rebuilt = await outcome({ ...options, changed: [path.join(root, 'api/examples/pet.json')] });
    expect(rebuilt).toEqual(await outcome({ root, write: false, env: {}, diskCache: false }));
    expect(rebuilt.files['docs/reference/other-operations/list-pets.md']).toContain('"id": "one"');
    expect(rebuilt.problems).toEqual([expect.stringMatching(/openapi\.yaml:13 The example of the 200 response of listPets \(application\/json\) does not match its schema at \/id: must be integer/)]);
  });
});
