// The build cache: a warm build skips the markdown work, and can never make the
// output differ from a cold build.
import { describe, expect, it, vi } from 'vitest';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/build.ts';
import { createCache } from '../../src/cache.ts';
import { checksum, seal, unseal } from '../../src/cache-files.ts';
import { filesIn, makeSite, writeFiles } from '../helpers/site.ts';
import { PETS_SPEC } from '../fixtures/openapi.ts';
import { StaleRead } from '../../src/errors.ts';
import { checkUnitsAhead } from '../../src/openapi/source.ts';
import type { OutputFile } from '../../src/types.ts';

const FILES = {
  'content/index.md': '---\ntemplate: landing\n---\n\n- [Guide](./guide.md)\n',
  'content/guide.md': '# Guide\n\n## Setup\n\nSee [the reference](./reference.md#limits).\n\n<!--@include: ./parts/note.md-->\n',
  'content/reference.md': '# Reference\n\n## Limits\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
  'content/parts/note.md': '---\nsidebar: false\n---\n\nA note.\n',
};
// Counts the pages expanded (the build's own code, passed through).
const expandCalls = vi.hoisted(() => vi.fn());
vi.mock('../../src/content/expand.ts', async (original) => {
  const actual = await original<typeof import('../../src/content/expand.ts')>();
  return { ...actual, expandPage: (...args: Parameters<typeof actual.expandPage>) => (expandCalls(args[0].file), actual.expandPage(...args)) };
});

// Counts the pages whose markdown is rendered (on the main thread: these sites are too small for the workers).
const renderCalls = vi.hoisted(() => vi.fn());
vi.mock('../../src/content/markdown.ts', async (original) => {
  const actual = await original<typeof import('../../src/content/markdown.ts')>();
  return { ...actual, renderMarkdown: (...args: Parameters<typeof actual.renderMarkdown>) => (renderCalls(args[0].file), actual.renderMarkdown(...args)) };
});

// Counts the units of an OpenAPI document's checks that run (each operation's, each example's), with what each found.
const unitChecks = vi.hoisted(() => vi.fn());
vi.mock('../../src/openapi/validate.ts', async (original) => {
  const actual = await original<typeof import('../../src/openapi/validate.ts')>();
  return {
    ...actual,
    specChecks: (...args: Parameters<typeof actual.specChecks>) => {
      const checks = actual.specChecks(...args);
      return { ...checks, units: checks.units.map((unit) => ({ ...unit, check: () => {
        const found = unit.check();
        unitChecks(found.map((f) => f.message));
        return found;
      } })) };
    },
  };
});

const asMap = (files: OutputFile[]) => Object.fromEntries(files.map((f) => [f.path, String(f.contents)]));
/** The markdown cache's index, as the build seals it (its first line is a checksum of the rest). */
const readIndex = async (file: string) => JSON.parse(unseal(await readFile(file)));
const writeIndex = (file: string, index: object) => writeFile(file, seal(JSON.stringify(index)));

describe('the build cache', () => {
  it('gives the same output as a cold build, before and after an edit', async () => {
    const root = await makeSite(FILES);
    const cold = await build({ root, write: false, env: {}, diskCache: false });
    await build({ root, write: false, env: {} }); // fills the cache
    const warm = await build({ root, write: false, env: {} });
    expect(warm.timings.pages).toBeDefined();
    expect(asMap(warm.files)).toEqual(asMap(cold.files));

    await writeFiles(root, { 'content/parts/note.md': '---\nsidebar: false\n---\n\nAn edited note.\n' });
    const edited = await build({ root, write: false, env: {} });
    const editedCold = await build({ root, write: false, env: {}, diskCache: false });
    expect(asMap(edited.files)).toEqual(asMap(editedCold.files));
    expect(asMap(edited.files)['docs/guide/index.html']).toContain('An edited note.');
  });

  it('is kept on disk, and skips the markdown work the last build did', async () => {
    const root = await makeSite(FILES);
    await build({ root, write: false, env: {} });
    const dir = path.join(root, 'node_modules/.cache/docs/markdown');
    const index = await readIndex(path.join(dir, 'index.json'));
    expect(Object.keys(index.entries)).toHaveLength(4);
    // The summaries are in the index, the HTML in a pack file beside it.
    const [key] = Object.keys(index.entries).filter((k) => index.entries[k].summary.file === 'reference.md');
    const entry = index.entries[key];
    expect((await readFile(path.join(dir, entry.pack), 'utf8')).slice(entry.at, entry.at + entry.length)).toContain('<h2 id="limits">');
    // A build that found every page in the cache parses nothing: prove it by poisoning one entry.
    const poison = '<p>from the cache</p>';
    await writeFile(path.join(dir, 'poisoned.pack'), poison);
    index.entries[key] = { ...entry, pack: 'poisoned.pack', at: 0, length: poison.length, sum: checksum(poison) };
    await writeIndex(path.join(dir, 'index.json'), index);
    const warm = await build({ root, write: false, env: {} });
    expect(asMap(warm.files)['docs/reference/index.html']).toContain('from the cache');
    const bypassed = await build({ root, write: false, env: {}, diskCache: false });
    expect(asMap(bypassed.files)['docs/reference/index.html']).not.toContain('from the cache');
  });

  it('holds about one site\'s worth: a pack whose entries are mostly gone is copied and removed', async () => {
    const root = await makeSite(FILES);
    const dir = path.join(root, 'node_modules/.cache/docs/markdown');
    await build({ root, write: false, env: {} });
    const [first] = (await readdir(dir)).filter((f) => f.endsWith('.pack'));
    // Three of four pages change: the first pack keeps one live entry of four (the smallest), and goes.
    await writeFiles(root, Object.fromEntries(Object.entries(FILES).filter(([f]) => f !== 'content/index.md').map(([f, text]) => [f, `${text}\nEdited.\n`])));
    const edited = await build({ root, write: false, env: {} });
    const packs = (await readdir(dir)).filter((f) => f.endsWith('.pack'));
    expect(packs).toHaveLength(1);
    expect(packs).not.toContain(first);
    const again = await build({ root, write: false, env: {} });
    expect(asMap(again.files)).toEqual(asMap(edited.files));
  });

  it('ignores a cache written by another version of the generator', async () => {
    const root = await makeSite(FILES);
    await build({ root, write: false, env: {} });
    const dir = path.join(root, 'node_modules/.cache/docs/markdown');
    const index = await readIndex(path.join(dir, 'index.json'));
    await writeFile(path.join(dir, 'stale.pack'), '<p>STALE-ENTRY</p>');
    for (const entry of Object.values(index.entries) as { pack: string; at: number; length: number }[]) Object.assign(entry, { pack: 'stale.pack', at: 0, length: 18, sum: checksum('<p>STALE-ENTRY</p>') });
    index.fingerprint = 'another-generator';
    await writeIndex(path.join(dir, 'index.json'), index);
    const result = await build({ root, write: false, env: {} });
    expect(result.files.some((f) => String(f.contents).includes('STALE-ENTRY'))).toBe(false);
  });

  it('ignores a corrupt cache', async () => {
    const root = await makeSite(FILES);
    await build({ root, write: false, env: {} });
    const file = path.join(root, 'node_modules/.cache/docs/markdown/index.json');
    for (const garbage of ['{"fingerprint": "x", "entr', '', 'null', '{"entries": {"k": {"file": 1}}}']) {
      await writeFile(file, garbage);
      const result = await build({ root, write: false, env: {} });
      expect(asMap(result.files)['docs/reference/index.html']).toMatch(/<h2 id="limits">Limits<a class="heading-link" href="#limits"/);
    }
  });

  it('reuses rendered pages in memory between builds of one process, and still reports problems', async () => {
    const root = await makeSite(FILES);
    const cache = createCache();
    const first = await build({ root, write: false, env: {}, cache, diskCache: false });
    const second = await build({ root, write: false, env: {}, cache, diskCache: false });
    expect(asMap(second.files)).toEqual(asMap(first.files));
    // The links into a page whose ids changed are checked again, though their page did not change.
    await writeFiles(root, { 'content/reference.md': '# Reference\n\n## Quotas\n' });
    const { warnings } = await build({ root, write: false, env: {}, cache, diskCache: false }); // a broken anchor warns by default
    expect(warnings.map((e: Error) => e.message)).toEqual(['Broken anchor: ./reference.md#limits points to #limits, which is not a heading or id on /docs/reference']);
    // The errors of a page that did not change are still reported.
    await writeFiles(root, { 'content/index.md': `${FILES['content/index.md']}\nEdited.\n` });
    const again = (await build({ root, write: false, env: {}, cache, diskCache: false })).warnings;
    expect(again.map((e: Error) => e.message)).toEqual(['Broken anchor: ./reference.md#limits points to #limits, which is not a heading or id on /docs/reference']);
    await writeFiles(root, { 'content/reference.md': FILES['content/reference.md'] });
    expect((await build({ root, write: false, env: {}, cache, diskCache: false })).warnings).toEqual([]);
  });
});

describe('the build cache of a site with an OpenAPI document', () => {
  const API_FILES = {
    'site.config.ts': "export default { productName: 'Pets', openapi: [{ spec: 'api/openapi.yaml', route: 'reference', strict: false }] };\n",
    // A broken $ref: a warning with strict: false, which the document's checks find.
    'api/openapi.yaml': PETS_SPEC.replace("items: { $ref: '#/components/schemas/Pet' }", "items: { $ref: '#/components/schemas/Pett' }"),
    'content/index.md': '# Home\n\nSee [list pets](openapi:listPets).\n',
    'content/guide.md': '# Guide\n\n<!--@include: openapi:getPet-->\n\n<!--@include: ./parts/note.md-->\n',
    'content/parts/note.md': '---\nsidebar: false\n---\n\nA note.\n',
  };
  const LIST_PETS = 'docs/reference/animals/pets/list-pets/index.html';
  const GET_PET = 'docs/reference/animals/pets/get-pet/index.html';
  const warningsOf = (result: { warnings: Error[] }) => result.warnings.map((w) => w.message);
  const problemsOf = (result: { warnings: { file?: string; line?: number; message: string }[] }) => result.warnings.map((w) => `${w.file}:${w.line} ${w.message}`);
  /**
   * A site in docs serve: its first build with the disk cache, then each edit to the document rebuilt as docs serve
   * does it, which gives the pages it expanded and rendered again and its problems, once they are a cold build's.
   */
  async function served(files: Record<string, string>) {
    const root = await makeSite(files);
    const spec = path.join(root, 'api/openapi.yaml');
    const cache = createCache();
    await build({ root, write: false, env: {}, cache });
    const edit = async (text: string) => {
      await writeFiles(root, { 'api/openapi.yaml': text });
      expandCalls.mockClear();
      renderCalls.mockClear();
      const rebuilt = await build({ root, write: false, env: {}, cache, diskCache: false, changed: [spec] });
      const made = { expanded: expandCalls.mock.calls.map(([file]) => file as string), rendered: renderCalls.mock.calls.map(([file]) => file as string) };
      const cold = await build({ root, write: false, env: {}, diskCache: false });
      expect(asMap(rebuilt.files)).toEqual(asMap(cold.files));
      expect(problemsOf(rebuilt)).toEqual(problemsOf(cold));
      return { ...made, problems: problemsOf(rebuilt) };
    };
    return { root, edit };
  }

  it('takes each page\'s expansion and the document\'s checks from the last run, and gives a cold build\'s output after any edit', async () => {
    const root = await makeSite(API_FILES);
    const cold = await build({ root, write: false, env: {}, diskCache: false });
    expect(warningsOf(cold)).toEqual([expect.stringMatching(/^Broken \$ref: #\/components\/schemas\/Pett/)]);
    await build({ root, write: false, env: {} }); // fills the cache
    const warm = await build({ root, write: false, env: {} });
    expect(asMap(warm.files)).toEqual(asMap(cold.files));
    expect(warningsOf(warm)).toEqual(warningsOf(cold));

    // A warm build trusts the records (the index is sealed): prove that it made no page and ran no check by changing them.
    const file = path.join(root, 'node_modules/.cache/docs/markdown/index.json');
    const index = await readIndex(file);
    const untouched = await readIndex(file);
    const pages = Object.values(index.pages) as { key: string; reads: [string, string][] }[];
    const listPets = pages.find((r) => r.reads.some(([read]) => read.endsWith('list-pets.md')))!;
    const getPet = pages.find((r) => r.reads.some(([read]) => read.endsWith('get-pet.md')))!;
    listPets.key = getPet.key; // the list-pets page now says its content is the get-pet page's
    const [checked] = Object.keys(index.checks);
    index.checks[checked] = [{ message: 'As the last run found it' }];
    await writeIndex(file, index);
    const trusted = await build({ root, write: false, env: {} });
    expect(String(asMap(cold.files)[LIST_PETS])).not.toContain('/v2/pets/pet_1');
    expect(String(asMap(trusted.files)[LIST_PETS])).toContain('/v2/pets/pet_1'); // get-pet's code samples
    expect(warningsOf(trusted)).toEqual(['As the last run found it']);
    // A record stays trusted while what it was made from is the same (list-pets' would outlive an edit to get-pet): put back.
    await writeIndex(file, untouched);

    // An edit to the document: its pages are made and it is checked again.
    await writeFiles(root, { 'api/openapi.yaml': API_FILES['api/openapi.yaml'].replace('summary: Get a pet', 'summary: Fetch a pet') });
    const edited = await build({ root, write: false, env: {} });
    const editedCold = await build({ root, write: false, env: {}, diskCache: false });
    expect(asMap(edited.files)).toEqual(asMap(editedCold.files));
    expect(String(asMap(edited.files)[GET_PET])).toContain('Fetch a pet');
    expect(warningsOf(edited)).toEqual(warningsOf(cold));
    // An edit to an included file, and a page added (every page's links change: the recorded pages are made again to be parsed).
    await writeFiles(root, { 'content/parts/note.md': '---\nsidebar: false\n---\n\nAn edited note.\n', 'content/more.md': '# More\n' });
    const added = await build({ root, write: false, env: {} });
    const addedCold = await build({ root, write: false, env: {}, diskCache: false });
    expect(asMap(added.files)).toEqual(asMap(addedCold.files));
    expect(String(asMap(added.files)['docs/guide/index.html'])).toContain('An edited note.');
  }, 60_000);

  it('gives docs serve\'s first build the last run\'s records, and its next builds the pages\' text when they parse them', async () => {
    const root = await makeSite(API_FILES);
    await build({ root, write: false, env: {} }); // fills the cache, as docs build would
    // As docs serve builds: the disk cache the first time, then one cache in memory and the files changed.
    const cache = createCache();
    expandCalls.mockClear();
    const first = await build({ root, write: false, env: {}, cache });
    expect(expandCalls).not.toHaveBeenCalled(); // every page was recorded, and its markdown result found
    expect(asMap(first.files)).toEqual(asMap((await build({ root, write: false, env: {}, diskCache: false })).files));
    // A page added: every page is parsed again, the recorded ones from their text, made now.
    const added = path.join(root, 'content/more.md');
    await writeFiles(root, { 'content/more.md': '# More\n\nSee [get a pet](openapi:getPet).\n' });
    expandCalls.mockClear();
    const next = await build({ root, write: false, env: {}, cache, diskCache: false, changed: [added] });
    expect(expandCalls.mock.calls.length).toBeGreaterThan(10);
    expect(asMap(next.files)).toEqual(asMap((await build({ root, write: false, env: {}, diskCache: false })).files));
  }, 60_000);

  it('in docs serve, after an edit to the document, makes again only the pages that show what changed, checks again only what changed, and gives a cold build\'s pages and problems', async () => {
    const { edit } = await served(API_FILES);
    const GET_PET_PAGE = 'reference/animals/pets/get-pet.md';
    const LIST_PETS_PAGE = 'reference/animals/pets/list-pets.md';
    // One operation's response: its page and the guide that includes it; not another operation's page.
    let text = API_FILES['api/openapi.yaml'].replace('description: The pet.', 'description: The pet, as stored.');
    let found = await edit(text);
    expect(found.expanded).toContain(GET_PET_PAGE);
    expect(found.expanded).toContain('guide.md');
    expect(found.expanded).not.toContain(LIST_PETS_PAGE);
    expect(found.expanded).not.toContain('reference/schemas/pet.md');
    // A schema: every page that shows it (through other schemas too: an order has a pet), and not one that does not.
    text = text.replace("description: The pet's ID.", "description: The pet's own ID.");
    found = await edit(text);
    expect(found.expanded).toEqual(expect.arrayContaining([GET_PET_PAGE, 'reference/animals/pets/create-pet.md', 'reference/schemas/pet.md', 'reference/schemas/order.md', 'reference/shop/store/post-orders.md', 'reference/other/webhooks/post-pet-adopted.md']));
    expect(found.expanded).not.toContain('reference/other/other-operations/health.md');
    // Nor the operation beside one that shows it on its path (list-pets' items are a broken $ref here: it shows no pet).
    expect(found.expanded).not.toContain(LIST_PETS_PAGE);
    expect(found.expanded).not.toContain('reference/schemas/error.md');
    // An example that does not match its schema is found; lines that move above it move its problem; fixed, it is gone.
    text = text.replace('example: available', 'example: lost');
    found = await edit(text);
    expect(found.problems).toEqual([expect.stringMatching(/Broken \$ref/), expect.stringMatching(/openapi\.yaml:35 The example of the parameter "status" does not match its schema: must be equal to one of the allowed values \(available, sold\)/)]);
    text = text.replace('  version: 1.2.0\n', '  version: 1.2.0\n  summary: Pets.\n');
    found = await edit(text);
    expect(found.problems[1]).toMatch(/openapi\.yaml:36 The example of the parameter "status"/);
    found = await edit(text.replace('example: lost', 'example: available'));
    expect(found.problems).toEqual([expect.stringMatching(/Broken \$ref/)]);
    // An extension at the document's top (a tool's stamp) is no operation's or schema's: their pages stay (the lists of tags
    // and schemas are made again with any edit to the document).
    found = await edit(text.replace('example: lost', 'example: available').replace('servers:\n', 'x-generated-at: 2026-11-29\nservers:\n'));
    expect(found.expanded.filter((file) => !file.endsWith('index.md'))).toEqual([]);
  }, 60_000);

  it('in docs serve, checks again only what the first edit changed, when the first build took the checks from the disk cache', async () => {
    const root = await makeSite(API_FILES);
    const spec = path.join(root, 'api/openapi.yaml');
    await build({ root, write: false, env: {} }); // fills the cache, as docs build would
    const cache = createCache();
    unitChecks.mockClear();
    const first = await build({ root, write: false, env: {}, cache });
    expect(unitChecks).not.toHaveBeenCalled(); // the checks' problems were the disk cache's
    expect(warningsOf(first)).toEqual([expect.stringMatching(/^Broken \$ref/)]);
    checkUnitsAhead(cache); // as docs serve does once the first build is served
    await vi.waitFor(() => expect(unitChecks.mock.calls.length).toBeGreaterThan(2)); // every unit (here, on a small document)
    const all = unitChecks.mock.calls.length;
    await writeFiles(root, { 'api/openapi.yaml': API_FILES['api/openapi.yaml'].replace('example: available', 'example: lost') });
    unitChecks.mockClear();
    const edited = await build({ root, write: false, env: {}, cache, diskCache: false, changed: [spec] });
    // The example, the two operations of /pets (list-pets', which has it, and create-pet's, whose unit reads the path's item too),
    // and the structure of /pets's path item, of all.
    expect(unitChecks).toHaveBeenCalledTimes(4);
    expect(all).toBeGreaterThan(2);
    expect(warningsOf(edited)).toEqual([expect.stringMatching(/^Broken \$ref/), expect.stringMatching(/The example of the parameter "status" does not match its schema/)]);
    // An edit to what an operation says, not to its examples or their schemas, checks the operations of its path again (the two of
    // /pets) and the path item's structure, not its examples: an example checked builds the validators of the whole document.
    await writeFiles(root, { 'api/openapi.yaml': API_FILES['api/openapi.yaml'].replace('example: available', 'example: lost').replace('summary: List pets', 'summary: List the pets') });
    unitChecks.mockClear();
    const described = await build({ root, write: false, env: {}, cache, diskCache: false, changed: [spec] });
    expect(unitChecks.mock.calls).toEqual([[[]], [[]], [[]]]); // the path item's structure and its two operations, which find nothing: the example's problem is kept
    expect(warningsOf(described)).toEqual(warningsOf(edited));
  });

  it('in docs serve, after an edit that moves the operations below it, renders no page again that shows nothing new, and places their problems at their new lines', async () => {
    // A broken link in a description: found by the markdown stage of get-pet's page (and the guide's), at the description's line.
    const files = { ...API_FILES, 'api/openapi.yaml': API_FILES['api/openapi.yaml'].replace('description: The pet.', 'description: The pet; see [the shop](./shop.md).') };
    const { root, edit } = await served(files);
    // At the description's line, which it names.
    const descriptionLine = (text: string) => text.split('\n').findIndex((line) => line.includes('description: The pet; see')) + 1;
    const broken = (text: string) => Array(2).fill(`${root}/api/openapi.yaml:${descriptionLine(text)} Broken link: ./shop.md leads out of the content folder, where no page is (at /paths/~1pets~1{petId}/get/responses/200/description)`);
    let text = files['api/openapi.yaml'].replace('paths:\n', 'paths:\n  # Every operation of the API.\n  # Grouped by tag.\n');
    let found = await edit(text);
    expect(found.rendered).toEqual([]);
    expect(found.problems).toEqual(expect.arrayContaining(broken(text)));
    // A line added to a description above: its page is rendered again, and no other.
    text = text.replace('summary: List pets', 'summary: List pets\n      description: |\n        Every pet,\n        a page at a time.');
    found = await edit(text);
    expect(found.rendered).toEqual(['reference/animals/pets/list-pets.md']);
    expect(found.problems).toEqual(expect.arrayContaining(broken(text)));
    // docs build, with the disk cache of the last one: the same.
    await build({ root, write: false, env: {} });
    text = text.replace('paths:\n', 'paths:\n  # Each of them.\n');
    await writeFiles(root, { 'api/openapi.yaml': text });
    renderCalls.mockClear();
    const warm = await build({ root, write: false, env: {} });
    expect(renderCalls).not.toHaveBeenCalled();
    expect(problemsOf(warm)).toEqual(expect.arrayContaining(broken(text)));
    expect(problemsOf(warm)).toEqual(problemsOf(await build({ root, write: false, env: {}, diskCache: false })));
  }, 60_000);
});

describe('a rebuild in one process', () => {
  it('renders a page again when its front matter changes what it shows besides its text (its description)', async () => {
    const root = await makeSite({ ...FILES, 'content/reference.md': '---\ndescription: One.\n---\n\n## Limits\n' });
    const cache = createCache();
    await build({ root, write: false, env: {}, cache, diskCache: false });
    await writeFiles(root, { 'content/reference.md': '---\ndescription: Two.\n---\n\n## Limits\n' });
    const edited = await build({ root, write: false, env: {}, cache, diskCache: false, changed: [path.join(root, 'content/reference.md')] });
    expect(asMap(edited.files)['docs/reference/index.html']).toContain('<meta name="description" content="Two."/>');
  });

  it('stops once it has read the sources when one changed meanwhile (docs serve), and the next rebuild gives a cold build\'s output', async () => {
    const root = await makeSite(FILES);
    const cache = createCache();
    const guide = path.join(root, 'content/guide.md');
    await build({ root, write: false, env: {}, cache, diskCache: false });
    await writeFiles(root, { 'content/guide.md': FILES['content/guide.md'].replace('## Setup', '## Set') });
    await expect(build({ root, write: false, env: {}, cache, diskCache: false, changed: [guide], stale: () => true })).rejects.toThrow(StaleRead);
    await writeFiles(root, { 'content/guide.md': FILES['content/guide.md'].replace('## Setup', '## Set up') });
    const next = await build({ root, write: false, env: {}, cache, diskCache: false, changed: [guide], stale: () => false });
    expect(asMap(next.files)).toEqual(asMap((await build({ root, write: false, env: {}, diskCache: false })).files));
    expect(asMap(next.files)['docs/guide/index.html']).toContain('Set up');
  });

  it('renders pages again when a setting they show changes, and titles when a placeholder in them does', async () => {
    const root = await makeSite({ ...FILES, 'content/reference.md': '---\ntitle: "{{productName}} reference"\n---\n\n## Limits\n' });
    const cache = createCache();
    const config = path.join(root, 'site.config.ts');
    await build({ root, write: false, env: {}, cache, diskCache: false });
    await writeFiles(root, { 'site.config.ts': "export default { productName: 'Zenith', editUrl: 'https://git.example/edit/' };\n" });
    const edited = await build({ root, write: false, env: {}, cache, diskCache: false, changed: [config] });
    const html = asMap(edited.files)['docs/guide/index.html'];
    expect(html).toContain('href="https://git.example/edit/guide.md"');
    expect(asMap(edited.files)['docs/reference/index.html']).toContain('<h1>Zenith reference</h1>');
    expect(asMap(edited.files)).toEqual(asMap((await build({ root, write: false, env: {}, diskCache: false })).files));
  });
});

describe('the search index of a rebuild in one process', () => {
  it('is the one a cold build makes, whether made as the pages come or after the reload (docs serve)', async () => {
    const searchFiles = (files: OutputFile[]) => Object.fromEntries(Object.entries(asMap(files)).filter(([file]) => file.includes('/_/search/')));
    const root = await makeSite(FILES);
    const guide = path.join(root, 'content/guide.md');
    for (const deferSearch of [false, true]) {
      const cache = createCache();
      await build({ root, write: false, env: {}, cache, diskCache: false, deferSearch });
      // A page between others: the index takes the pages after it only once it is rendered again.
      const word = deferSearch ? 'afterwards' : 'meanwhile';
      await writeFiles(root, { 'content/guide.md': FILES['content/guide.md'].replace('## Setup', `## Setup ${word}`) });
      const edited = await build({ root, write: false, env: {}, cache, diskCache: false, deferSearch, changed: [guide] });
      const index = searchFiles(deferSearch ? edited.pendingSearch!() : edited.files);
      expect(index).toEqual(searchFiles((await build({ root, write: false, env: {}, diskCache: false })).files));
      expect(Object.values(index).join()).toContain(`"${word}"`);
    }
  });
});

describe('the previous output', () => {
  it('is kept where pages did not change, and the output is the same as a cold build\'s', async () => {
    const root = await makeSite(FILES);
    await build({ root, env: {} });
    await writeFiles(root, { 'content/reference.md': '# Reference\n\n## Limits\n\nNew text.\n' });
    const warm = await build({ root, env: {} });
    expect(warm.kept.length).toBeGreaterThan(0);
    expect(warm.kept).not.toContain('docs/reference/index.html');
    const cold = await build({ root, env: {}, out: path.join(root, 'cold'), diskCache: false });
    expect(cold.kept).toEqual([]);
    expect(await filesIn(path.join(root, 'dist'))).toEqual(await filesIn(path.join(root, 'cold')));
  });

  it('is left as it is when nothing changed, unless a file was added to it', async () => {
    const root = await makeSite(FILES);
    await build({ root, env: {} });
    const out = path.join(root, 'dist');
    const { stat: statOf } = await import('node:fs/promises');
    const before = await statOf(out);
    const again = await build({ root, env: {} });
    expect(again.kept).toContain('docs/guide/index.html'); // pages kept, not rendered again
    expect((await statOf(out)).ino).toBe(before.ino); // the same folder: not replaced
    const stray = path.join(out, 'docs/stray.txt');
    await writeFile(stray, 'not from the build');
    await build({ root, env: {} });
    expect((await statOf(out)).ino).not.toBe(before.ino);
    const cold = await build({ root, env: {}, out: path.join(root, 'cold'), diskCache: false });
    expect(cold.kept).toEqual([]);
    expect(await filesIn(out)).toEqual(await filesIn(path.join(root, 'cold')));
  });

  it('is never kept where someone changed a file after the build', async () => {
    const root = await makeSite(FILES);
    await build({ root, env: {} });
    const page = path.join(root, 'dist/docs/guide/index.html');
    await writeFile(page, 'tampered');
    const again = await build({ root, env: {} });
    expect(again.kept).not.toContain('docs/guide/index.html');
    expect(await readFile(page, 'utf8')).toContain('<h1>Guide</h1>');
  });

  it('keeps the search index when no page changed, and builds it again when one did', async () => {
    const root = await makeSite(FILES);
    const first = await build({ root, env: {} });
    const searchFiles = first.written.filter((p) => p.startsWith('docs/_/search/')).sort();
    expect(searchFiles).toContain('docs/_/search/manifest.json');
    const same = await build({ root, env: {} });
    expect(same.kept.filter((p) => p.startsWith('docs/_/search/')).sort()).toEqual(searchFiles);
    expect(same.written.some((p) => p.startsWith('docs/_/search/'))).toBe(false);

    await writeFiles(root, { 'content/reference.md': '# Reference\n\n## Limits\n\nQuotas per minute.\n' });
    const edited = await build({ root, env: {} });
    expect(edited.written).toContain('docs/_/search/manifest.json');
    const output = await filesIn(path.join(root, 'dist'));
    const terms = Object.entries(output).filter(([f]) => /search\/t\./.test(f)).map(([, text]) => text).join();
    expect(terms).toContain('"quotas"');
  });
});
