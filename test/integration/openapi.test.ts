// An OpenAPI document built into a site: its pages, what an operation and a
// schema show, links and includes from markdown pages, search and markdown
// copies, problems, and an operation page that weighs the same however large
// the document is.
import { describe, expect, it, beforeAll } from 'vitest';
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/build.ts';
import { BuildFailure } from '../../src/errors.ts';
import type { OutputFile } from '../../src/types.ts';
import { buildErrors, buildSite, makeSite, parseHtml, type BuiltSite } from '../helpers/site.ts';
import { PETS_SPEC } from '../fixtures/openapi.ts';
import { createSearch } from '../../src/shared/search.ts';
import { GeneratedHtml } from '../../src/content/blocks/container-markers.ts';

const DOCS = fileURLToPath(new URL('../../bin/docs.js', import.meta.url));
const CONFIG = (extra = '') => `export default { productName: 'Pets', openapi: [{ spec: 'api/openapi.yaml', route: 'reference'${extra} }] };\n`;
const FILES = {
  'site.config.ts': CONFIG(),
  'api/openapi.yaml': PETS_SPEC,
  'content/index.md': '---\ntitle: Home\n---\n\nSee [list pets](openapi:listPets) and the [Pet schema](openapi:schema/Pet).\n',
  'content/guide.md': '# Guide\n\nBefore.\n\n<!--@include: openapi:getPet-->\n\n## After\n\nThe [adoption webhook](openapi:POST petAdopted).\n',
  'content/get-a-pet.md': '---\ntitle: Fetch one pet\nsidebar: false\n---\n\n<!--@include: openapi:getPet-->\n',
};

const text = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((e) => e.textContent!.replace(/\s+/g, ' ').trim());

describe('an OpenAPI document as pages', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildSite(FILES);
  });

  it('makes an overview, a page per tag group, tag, operation and schema, with the sidebar in the document\'s order', async () => {
    const overview = await site.page('docs/reference/index.html');
    expect(text(overview, 'h1')).toEqual(['Pet Store API']);
    expect(text(overview, 'main h2')).toEqual(['Servers', 'Authentication', 'Operations']);
    // Its operations by tag group, each tag with its count: each tag's page lists its own (the overview stays light, whatever the document's size).
    expect(text(overview, 'main h3[id^=group]')).toEqual(['Animals', 'Shop', 'Other']);
    expect(text(overview, '#group-animals + ul li')).toEqual(['Pets (3 operations)']);
    expect(overview.querySelector('#group-animals + ul a')!.getAttribute('href')).toBe('/docs/reference/animals/pets');
    expect(overview.querySelector('main a[href="/docs/reference/animals/pets/list-pets"]')).toBeNull();
    for (const page of ['animals/pets', 'animals/pets/list-pets', 'animals/pets/create-pet', 'animals/pets/get-pet', 'shop/store/post-orders',
      'other/other-operations/health', 'other/webhooks/post-pet-adopted', 'schemas', 'schemas/pet', 'schemas/company']) {
      expect(await site.read(`docs/reference/${page}/index.html`), page).toBeDefined();
    }
    const operation = await site.page('docs/reference/animals/pets/list-pets/index.html');
    expect(text(operation, 'nav[aria-label=Docs] a')).toEqual(['Guide', 'Pet Store API', 'Animals', 'Pets', 'List pets GET', 'Create a pet POST', 'Get a pet GET', 'Shop', 'Other', 'Schemas']);
    expect(operation.querySelector('nav[aria-label=Docs] a[aria-current=page]')!.textContent).toBe('List pets GET');
  });

  it('calls the data types so beside a tag of the document named Schemas (Okta\'s Schemas API), in a folder of their own', async () => {
    const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'tags: [{ name: Schemas, description: The user schemas. }]',
      'paths:', "  /schemas: { get: { operationId: listSchemas, tags: [Schemas], responses: { '200': { description: ok } } } }",
      'components:', '  schemas:', '    Pet: { type: object }'].join('\n');
    const built = await buildSite({ 'site.config.ts': CONFIG(), 'api/openapi.yaml': spec, 'content/index.md': '# Home\n' });
    const page = await built.page('docs/reference/schemas-2/list-schemas/index.html');
    expect(text(page, 'nav[aria-label=Docs] a')).toEqual(['T', 'Schemas', 'List schemas GET', 'Data types']);
    expect(text(await built.page('docs/reference/schemas/index.html'), 'h1')).toEqual(['Data types']);
  });

  it('shows a 3.0 document\'s webhooks, written as Redoc\'s x-webhooks, as 3.1\'s are: pages under Webhooks, linked to by their place', async () => {
    const spec = ['openapi: 3.0.3', "info: { title: T, version: '1' }", 'paths:',
      "  /issues: { get: { operationId: listIssues, description: 'Each one [is sent](#/x-webhooks/issueOpened/post) too.', responses: { '200': { description: ok } } } }",
      'x-webhooks:', '  issueOpened:', '    post:', '      summary: Issue opened', '      requestBody: { content: { application/json: { schema: { type: object, properties: { id: { type: integer } } } } } }',
      "      responses: { '200': { description: Received. } }"].join('\n');
    const built = await buildSite({ 'site.config.ts': CONFIG(), 'api/openapi.yaml': spec, 'content/index.md': '# Home\n' });
    const hook = await built.page('docs/reference/webhooks/post-issue-opened/index.html');
    expect(text(hook, 'h1')).toEqual(['Issue opened']);
    expect(text(hook, 'nav[aria-label=Docs] a')).toContain('Issue opened POST');
    expect([...(await built.page('docs/reference/other-operations/list-issues/index.html')).querySelectorAll('main a')].find((a) => a.textContent === 'is sent')?.getAttribute('href')).toBe('/docs/reference/webhooks/post-issue-opened');
  });

  it('tells two documents of one title apart in the sidebar by their versions (an API\'s v1 and v2, as PayPal\'s), unless their entries label them', async () => {
    const doc = (version: string, title = 'Orders') => ['openapi: 3.1.0', `info: { title: ${title}, version: '${version}' }`, 'paths:', `  /v${version[0]}/orders: { get: { operationId: list, responses: { '200': { description: ok } } } }`].join('\n');
    const config = (labels = ['', '']) => `export default { openapi: [{ spec: 'api/v1.yaml', route: 'api/v1'${labels[0]} }, { spec: 'api/v2.yaml', route: 'api/v2'${labels[1]} }, { spec: 'api/pets.yaml', route: 'api/pets' }] };\n`;
    const files = { 'site.config.ts': config(), 'api/v1.yaml': doc('1.4'), 'api/v2.yaml': doc('2.13'), 'api/pets.yaml': doc('1.0', 'Pet Store API'), 'content/index.md': '# Home\n' };
    const built = await buildSite(files);
    const page = await built.page('docs/api/v2/index.html');
    expect(text(page, 'nav[aria-label=Docs] a').filter((label) => /^(Orders|Pet)/.test(label))).toEqual(['Pet Store API', 'Orders 1.4', 'Orders 2.13']);
    expect(text(page, 'h1')).toEqual(['Orders']);
    const labelled = await buildSite({ ...files, 'site.config.ts': config([", label: 'Orders (legacy)'", '']) });
    expect(text(await labelled.page('docs/api/v2/index.html'), 'nav[aria-label=Docs] a').filter((label) => label.startsWith('Orders'))).toEqual(['Orders (legacy)', 'Orders']);
  });

  it('labels a schema named by its package (io.k8s.api.core.v1.Pod, as Kubernetes\' and Argo\'s are) by its own name in the sidebar, where no other has it', async () => {
    const names = ['io.k8s.api.core.v1.Pod', 'io.k8s.api.core.v1.Container', 'com.example.v1.Container', 'Plain', 'v1.Secret', 'Secret'];
    const spec = ['openapi: 3.1.0', "info: { title: K, version: '1' }", 'paths: {}', 'components:', '  schemas:', ...names.map((name) => `    ${name}: { type: object }`)].join('\n');
    const built = await buildSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec });
    const page = await built.page('docs/reference/schemas/io-k8s-api-core-v1-pod/index.html');
    expect(text(page, 'nav[aria-label=Docs] a').slice(-names.length)).toEqual(['Pod', 'io.k8s.api.core.v1.Container', 'com.example.v1.Container', 'Plain', 'v1.Secret', 'Secret']);
    expect(text(page, 'h1')).toEqual(['io.k8s.api.core.v1.Pod']);
  });

  it('shows an operation: method, path, server, parameters, security with its scopes, responses and code samples', async () => {
    const page = await site.page('docs/reference/animals/pets/list-pets/index.html');
    const main = page.querySelector('main')!;
    expect(text(page, 'h1')).toEqual(['List pets']);
    expect(main.querySelector('.api-method')!.textContent).toBe('GET');
    expect(main.textContent).toContain('Server: https://api.pets.example/v2');
    expect(main.textContent).toContain('Operation ID: listPets');
    expect(text(page, 'main h2')).toEqual(['Authorization', 'Query parameters', 'Responses', 'Code samples']);
    expect(text(page, 'main h3')).toEqual(['200 OK', 'default']);
    const auth = main.querySelector('#authorization + ul a')!;
    expect(auth.getAttribute('href')).toBe('/docs/reference#auth-bearer');
    expect(main.textContent).toContain('with the scope pets:read');
    const limit = text(page, '.api-schema li').find((t) => t.startsWith('limit'));
    expect(limit).toBe('limit integer Default: 20 · Range: ≥ 1, ≤ 100');
    expect(text(page, '[role=tab]')).toEqual(['curl', 'JavaScript', 'Python']);
    const curl = main.querySelector('[role=tabpanel] code')!.textContent!;
    expect(curl).toContain("curl 'https://api.pets.example/v2/pets?status=available'");
    expect(curl).toContain('-H "Authorization: Bearer $TOKEN"');
    // Recursion is a link to the schema's page, not an endless tree.
    const parent = [...main.querySelectorAll('.api-schema li')].find((li) => li.textContent!.trim().startsWith('parent'))!;
    expect(parent.querySelector('a')!.getAttribute('href')).toBe('/docs/reference/schemas/pet');
  });

  it('leaves readOnly properties out of requests and writeOnly ones out of responses, and shows oneOf with its discriminator', async () => {
    const create = await site.page('docs/reference/animals/pets/create-pet/index.html');
    const [request, response] = [...create.querySelectorAll('main .api-schema')].map((tree) => [...tree.querySelectorAll(':scope > ul > li > p:first-child > code')].map((c) => c.textContent));
    expect(request).toEqual(['name', 'kind', 'parent', 'tags', 'owner', 'secret']);
    expect(response).toEqual(['id', 'name', 'kind', 'parent', 'tags', 'owner']);
    expect(create.querySelector('main')!.textContent).toContain('Exactly one of these, told apart by type:');
    expect(text(create, 'main .api-schema li').some((t) => t.startsWith('Person (type: person) object'))).toBe(true);
    // Without a written example, one is made from the schema.
    expect(text(create, 'main figcaption, main .code-title').join(' ')).toContain('example made from the schema');
  });

  it('documents each schema on its page, with allOf merged and additionalProperties', async () => {
    const person = await site.page('docs/reference/schemas/person/index.html');
    expect(text(person, 'main .api-schema > ul > li > p:first-child > code')).toEqual(['name', 'type', 'age']);
    const company = await site.page('docs/reference/schemas/company/index.html');
    expect(text(company, 'main .api-schema li')).toContain('{key} string Any other key, with a value of this type.');
  });

  it('resolves openapi: links and includes an operation into a markdown page, where the anchor check knows its id', async () => {
    const home = await site.page('docs/index.html');
    expect([...home.querySelectorAll('main a')].map((a) => a.getAttribute('href'))).toEqual(expect.arrayContaining(['/docs/reference/animals/pets/list-pets', '/docs/reference/schemas/pet']));
    const guide = await site.page('docs/guide/index.html');
    expect(text(guide, 'main h2')).toEqual(['Get a pet', 'After']);
    expect(guide.querySelector('main h2')!.id).toBe('get-pet');
    expect(guide.querySelector('main .admonition')!.textContent).toContain('deprecated');
    expect(guide.querySelector('#get-pet-path-parameters')).not.toBeNull();
  });

  it('includes an operation that opens a page as the page itself: its title, then the operation\'s sections one level below', async () => {
    const page = await site.page('docs/get-a-pet/index.html');
    expect(text(page, 'main h1')).toEqual(['Fetch one pet']);
    expect(text(page, 'main h2')).toEqual(expect.arrayContaining(['Path parameters', 'Responses']));
    expect(text(page, 'main h2')).not.toContain('Get a pet');
    expect(page.querySelector('#path-parameters')).not.toBeNull();
  });

  it('shows the operation or schema a page names in its front matter, as Mintlify\'s pages name them, after the page\'s own text', async () => {
    const built = await buildSite({
      'site.config.ts': CONFIG(", pages: 'none'"),
      'api/openapi.yaml': PETS_SPEC,
      'content/index.md': '# Home\n\nSee [one pet](openapi:getPet#path-parameters) and the [Pet](openapi:schema/Pet).\n',
      'content/api/get.mdx': '---\nopenapi: GET /pets/{petId}\n---\n\nRead this first.\n',
      'content/api/orders.md': '---\ntitle: Ordering\nopenapi: "/openapi.yaml post /orders"\n---\n\nOrders are paid at once.\n',
      'content/api/adopted.md': '---\nopenapi: openapi.yaml webhook petAdopted\n---\n',
      'content/api/by-id.md': '---\nopenapi: listPets\nsidebar: { order: 1 }\n---\n',
      'content/api/pet.md': '---\nopenapi-schema: Pet\n---\n',
    });
    const get = await built.page('docs/api/get/index.html');
    // Titled by its summary, its method a badge in the sidebar, as a page made from the document is.
    expect(text(get, 'main h1')).toEqual(['Get a pet']);
    expect(get.title).toBe('Get a pet | Pets');
    expect(text(get, 'nav[aria-label=Docs] a[aria-current=page]')).toEqual(['Get a pet GET']);
    // The page's own text, then the operation as the page's sections.
    const main = get.querySelector('main')!.textContent!.replace(/\s+/g, ' ');
    expect(main.indexOf('Read this first.')).toBeGreaterThan(-1);
    expect(main.indexOf('Read this first.')).toBeLessThan(main.indexOf('/pets/{petId}'));
    expect(text(get, 'main h2')).toEqual(expect.arrayContaining(['Path parameters', 'Responses', 'Code samples']));
    expect(get.querySelector('#path-parameters')).not.toBeNull();
    const orders = await built.page('docs/api/orders/index.html');
    expect(text(orders, 'main h1')).toEqual(['Ordering']);
    expect(orders.querySelector('main')!.textContent).toMatch(/Orders are paid at once\.[\s\S]*POST[\s\S]*\/orders/);
    const adopted = await built.page('docs/api/adopted/index.html');
    expect(text(adopted, 'main h1')).toEqual(['A pet was adopted']);
    expect(text(adopted, 'main h2')).toContain('Request body');
    expect(text(await built.page('docs/api/by-id/index.html'), 'main h1')).toEqual(['List pets']);
    const pet = await built.page('docs/api/pet/index.html');
    expect(text(pet, 'main h1')).toEqual(['Pet']);
    expect(pet.querySelector('main')!.textContent).toContain('The pet\'s ID.');
    // A link to the operation or the schema goes to the page that documents it, its anchors known.
    const home = await built.page('docs/index.html');
    expect([...home.querySelectorAll('main .markdown a')].map((a) => a.getAttribute('href'))).toEqual(['/docs/api/get#path-parameters', '/docs/api/pet']);
    // Its markdown copy has the operation too.
    expect(await built.read('docs/api/get.md')).toMatch(/Read this first\.\n\nGET `\/pets\/\{petId\}`/);
  });

  it('gives every page it makes a description: the document\'s, else one made from what the page shows', async () => {
    const described = async (page: string) => (await site.page(`docs/reference/${page}index.html`)).querySelector('meta[name=description]')?.getAttribute('content');
    expect(await described('')).toBeTruthy();
    expect(await described('animals/')).toBe('Animals, in Pet Store API: Pets.');
    expect(await described('schemas/')).toBe('The data types of Pet Store API, as its requests and responses use them.');
    expect(await described('schemas/company/')).toBe('The Company data type of Pet Store API.');
    expect(await described('other/other-operations/health/')).toMatch(/\S/);
    for (const page of ['animals/pets/', 'animals/pets/list-pets/', 'schemas/pet/', 'shop/store/post-orders/']) expect(await described(page), page).toMatch(/\S/);
    // An operation without a description by its summary, a sentence (Harbor's "Get summary of the project."), and its path.
    expect(await described('shop/store/post-orders/')).toBe('Place an order: POST /orders, in Pet Store API.');
  });

  it('lets search find an operation by its summary, its path, its operationId and its parameters\' names', async () => {
    const dir = 'docs/_/search/';
    const { search } = createSearch(async (file) => JSON.parse((await site.read(dir + file))!));
    // The operation's own page is among the first five.
    const top = async (query: string) => (await search(query)).slice(0, 5).map((hit) => hit.record[0].replace(/#.*/, ''));
    expect(await top('List pets')).toContain('/docs/reference/animals/pets/list-pets');
    expect(await top('/pets/{petId}')).toContain('/docs/reference/animals/pets/get-pet');
    expect(await top('createPet')).toContain('/docs/reference/animals/pets/create-pet');
    expect(await top('petId')).toContain('/docs/reference/animals/pets/get-pet');
  });

  it('puts the operations in the search index and the markdown copies', async () => {
    const llms = (await site.read('docs/llms-full.txt'))!;
    expect(llms).toContain('# List pets');
    expect(llms).toContain('Operation ID: `listPets`');
    const copy = (await site.read('docs/reference/animals/pets/get-pet.md'))!;
    expect(copy).toMatch(/^# Get a pet\n/);
    expect(copy).toContain('`/pets/{petId}`');
  });
});

describe('operations the site names as Mintlify\'s do', () => {
  const SHOP = [
    'openapi: 3.1.0',
    "info: { title: Shop, version: '1' }",
    'paths:',
    '  /orders:',
    '    get:',
    '      operationId: listOrders',
    '      summary: List orders',
    '      tags: [Orders]',
    '      x-mint: { href: /docs/shop/orders/list, metadata: { title: Every order, sidebarTitle: All orders } }',
    "      responses: { '200': { description: ok } }",
    '    post:',
    '      summary: Place an order',
    '      tags: [Orders]',
    "      responses: { '201': { description: made } }",
    '',
  ].join('\n');
  const config = (sidebar: string) => `export default { productName: 'Shop', openapi: [{ spec: 'api/openapi.yaml', route: 'reference' }], sidebar: ${sidebar} };\n`;

  it('are listed in the config\'s sidebar by method and path (after their document\'s name) or operationId, and a page goes where x-mint says, titled and labelled so', async () => {
    const built = await buildSite({
      'site.config.ts': config("['index', { label: 'Orders', items: ['openapi:GET /orders', 'openapi:openapi.yaml POST /orders'] }]"),
      'api/openapi.yaml': SHOP,
      'content/index.md': '# Home\n\n[All of them](/docs/shop/orders/list) and [one more](openapi:POST /orders).\n',
    });
    const list = await built.page('docs/shop/orders/list/index.html');
    expect(text(list, 'main h1')).toEqual(['Every order']);
    expect(text(list, 'nav[aria-label=Docs] a')).toEqual(['Home', 'Orders', 'All orders GET', 'Place an order POST']);
    expect(await built.read('docs/reference/orders/list-orders/index.html')).toBeUndefined();
    expect(built.result.warnings).toEqual([]);
  });

  it('say which they name where no document has it, and what to write', async () => {
    const errors = await buildErrors(await makeSite({
      'site.config.ts': config("['index', 'openapi:GET /nowhere']"), 'api/openapi.yaml': SHOP, 'content/index.md': '# Home\n',
    }));
    expect(errors.map((e) => [e.message, e.hint])).toEqual([[
      'Sidebar item sidebar[1] names "openapi:GET /nowhere", which no page documents',
      'name an operation of a document in "openapi" of site.config.ts by "openapi:" and its operationId or its method and path ("openapi:GET /users"), a schema by "openapi:schema/Name"',
    ]]);
  });
});

describe('the OpenAPI documents of versions and locales', () => {
  const orders = (summary: string, tag = 'Orders') => [
    'openapi: 3.1.0', "info: { title: Shop, version: '1' }", 'paths:', '  /orders:', '    get:', '      operationId: listOrders',
    `      summary: ${summary}`, `      tags: [${tag}]`, "      responses: { '200': { description: ok } }", '',
  ].join('\n');

  it('are each version\'s own: an older one\'s reference shows the API as it was, and its pages link there', async () => {
    const built = await buildSite({
      'site.config.ts': `export default { productName: 'Shop', openapi: [{ spec: 'api/v2.yaml', route: 'reference' }],
        versions: [{ id: 'v2' }, { id: 'v1', contentDir: 'v1', openapi: [{ spec: 'api/v1.yaml', route: 'reference' }] }] };\n`,
      'api/v2.yaml': orders('List orders'), 'api/v1.yaml': orders('List every order'),
      'content/index.md': '# Home\n\n[Orders](openapi:listOrders).\n', 'v1/index.md': '# Home\n\n[Orders](openapi:listOrders).\n',
    });
    expect(text(await built.page('docs/reference/orders/list-orders/index.html'), 'main h1')).toEqual(['List orders']);
    expect(text(await built.page('docs/v1/reference/orders/list-orders/index.html'), 'main h1')).toEqual(['List every order']);
    expect((await built.page('docs/v1/index.html')).querySelector('main .markdown a')!.getAttribute('href')).toBe('/docs/v1/reference/orders/list-orders');
    expect((await built.page('docs/index.html')).querySelector('main .markdown a')!.getAttribute('href')).toBe('/docs/reference/orders/list-orders');
  });

  it('are each locale\'s own: a translation shows its translated document', async () => {
    const built = await buildSite({
      'site.config.ts': `export default { productName: 'Shop', openapi: [{ spec: 'api/en.yaml', route: 'reference' }],
        locales: { root: { label: 'English' }, fr: { label: 'Français', openapi: [{ spec: 'api/fr.yaml', route: 'reference' }] } } };\n`,
      'api/en.yaml': orders('List orders'), 'api/fr.yaml': orders('Lister les commandes', 'Commandes'),
      'content/index.md': '# Home\n', 'content/fr/index.md': '# Accueil\n\n[Commandes](openapi:listOrders).\n',
    });
    expect(text(await built.page('docs/fr/reference/commandes/list-orders/index.html'), 'main h1')).toEqual(['Lister les commandes']);
    expect((await built.page('docs/fr/index.html')).querySelector('main .markdown a')!.getAttribute('href')).toBe('/docs/fr/reference/commandes/list-orders');
    expect(text(await built.page('docs/reference/orders/list-orders/index.html'), 'main h1')).toEqual(['List orders']);
  });
});

describe('the shipped docs command', () => {
  const run = (root: string, ...flags: string[]) => new Promise<{ code: number; stderr: string }>((resolve) => {
    execFile(process.execPath, [DOCS, 'build', root, ...flags], { timeout: 120_000, env: { ...process.env, NO_COLOR: '1' } }, (error, _stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }));
  });

  it('links the externalDocs of the document, a tag, an operation and a schema, and only to a web address', async () => {
    const site = await buildSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n',
      'api/openapi.yaml': [
        'openapi: 3.1.0', "info: { title: T, version: '1' }", "externalDocs: { url: 'https://docs.example.test/guide', description: 'The [full] guide' }",
        'tags:', '  - { name: pets, description: Pets., externalDocs: { url: "javascript:alert(1)", description: Bad } }',
        'paths:', '  /pets:', '    get:', '      tags: [pets]', '      operationId: listPets', '      summary: List pets',
        "      externalDocs: { url: 'https://docs.example.test/pets', description: Listing pets }", "      responses: { '200': { description: ok } }",
        'components:', '  schemas:', "    Pet: { type: object, externalDocs: { url: 'https://docs.example.test/pet' } }", '',
      ].join('\n') });
    const links = async (page: string) => [...(await site.page(page)).querySelectorAll('main a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(await links('docs/reference/index.html')).toContainEqual(['The [full] guide', 'https://docs.example.test/guide']);
    expect(await links('docs/reference/pets/list-pets/index.html')).toContainEqual(['Listing pets', 'https://docs.example.test/pets']);
    expect(await links('docs/reference/schemas/pet/index.html')).toContainEqual(['https://docs.example.test/pet', 'https://docs.example.test/pet']);
    expect(await site.read('docs/reference/pets/list-pets.md')).toContain('See also: [Listing pets](<https://docs.example.test/pets>)');
    // A tag's script URL is not linked, nor shown.
    expect((await links('docs/reference/pets/index.html')).flat().join(' ')).not.toMatch(/javascript|Bad/);
  });

  it('links a relative externalDocs URL against the entry\'s externalDocsBase, and leaves it out without one', async () => {
    const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", "externalDocs: { url: '/api/', description: Overview }",
      'tags:', "  - { name: pets, externalDocs: { url: 'guides/pets#care', description: Care } }",
      'paths:', '  /pets:', '    get:', '      tags: [pets]', '      operationId: listPets',
      "      externalDocs: { url: '/api/pets/#list', description: Listing pets }", "      responses: { '200': { description: ok } }",
      'components:', '  schemas:', "    Pet: { type: object, externalDocs: { url: '//evil.test/x', description: Elsewhere } }", ''].join('\n');
    const links = (site: BuiltSite) => async (page: string) => [...(await site.page(page)).querySelectorAll('main a')].map((a) => [a.textContent, a.getAttribute('href')]);
    const based = links(await buildSite({ 'site.config.ts': CONFIG(", externalDocsBase: 'https://docs.example.test/v2'"), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec }));
    expect(await based('docs/reference/index.html')).toContainEqual(['Overview', 'https://docs.example.test/v2/api/']);
    expect(await based('docs/reference/pets/index.html')).toContainEqual(['Care', 'https://docs.example.test/v2/guides/pets#care']);
    expect(await based('docs/reference/pets/list-pets/index.html')).toContainEqual(['Listing pets', 'https://docs.example.test/v2/api/pets/#list']);
    // A URL of another host, without its scheme, is no relative one.
    expect((await based('docs/reference/schemas/pet/index.html')).flat()).not.toContain('Elsewhere');
    const plain = links(await buildSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec }));
    expect((await plain('docs/reference/pets/list-pets/index.html')).flat()).not.toContain('Listing pets');
    const wrong = await build({ root: await makeSite({ 'site.config.ts': CONFIG(", externalDocsBase: 'docs.example.test'"), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec }), write: false }).catch((e) => e as BuildFailure);
    expect((wrong as BuildFailure).errors[0].message).toContain('externalDocsBase and linkBase web addresses like "https://example.com/docs"');
  });

  it('leads the relative links of a document\'s text to the entry\'s linkBase, and those the build writes to the site\'s pages', async () => {
    const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }",
      'components:', '  securitySchemes: { key: { type: apiKey, in: header, name: X-Key } }',
      '  schemas:', '    Pet:', '      type: object', '      properties:', "        name: { type: string, description: 'See [naming](/docs/guides/names).' }",
      'paths:', '  /pets:', '    get:', '      operationId: listPets', '      security: [{ key: [] }]',
      "      description: 'Read [the guide](/docs/guides/text?tab=1#intro), [models](models), [its limit](#parameter-fields) and ![a chart](/img/chart.png).'",
      '      parameters:', "        - { name: limit, in: query, description: 'At most [this many](/docs/limits).', schema: { type: integer } }",
      "      responses: { '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Pet' } } } } }", ''].join('\n');
    const files = { 'content/index.md': '# Home\n', 'content/guide.md': '# Guide\n\n<!--@include: openapi:listPets-->\n', 'api/openapi.yaml': spec };
    const site = await buildSite({ ...files, 'site.config.ts': CONFIG(", pages: 'operation', linkBase: 'https://platform.example.test'") });
    const links = async (page: string) => [...(await site.page(page)).querySelectorAll('main a')].map((a) => [a.textContent, a.getAttribute('href')]);
    const operation = await links('docs/reference/other-operations/list-pets/index.html');
    expect(operation).toEqual(expect.arrayContaining([
      ['the guide', 'https://platform.example.test/docs/guides/text?tab=1#intro'], ['models', 'https://platform.example.test/models'],
      ['this many', 'https://platform.example.test/docs/limits'], ['naming', 'https://platform.example.test/docs/guides/names'],
      // An anchor stays on the page; what the build wrote (the scheme, the schema's page) leads to the site's pages.
      ['its limit', '#parameter-fields'], ['key', '/docs/reference#auth-key'], ['Pet', '/docs/reference/schemas/pet'],
    ]));
    expect((await site.page('docs/reference/other-operations/list-pets/index.html')).querySelector('main img')!.getAttribute('src')).toBe('https://platform.example.test/img/chart.png');
    expect(await links('docs/guide/index.html')).toContainEqual(['the guide', 'https://platform.example.test/docs/guides/text?tab=1#intro']);
    const copy = await site.read('docs/reference/other-operations/list-pets.md');
    expect(copy).toContain('Read [the guide](https://platform.example.test/docs/guides/text?tab=1#intro), [models](https://platform.example.test/models)');
    expect(copy).toContain('See [naming](https://platform.example.test/docs/guides/names).');
    expect(copy).toContain('At most [this many](https://platform.example.test/docs/limits).');
    // Without it, they are links to pages of this site that do not exist.
    const without = await build({ root: await makeSite({ ...files, 'site.config.ts': CONFIG() }), write: false }).catch((e) => e as BuildFailure);
    expect((without as BuildFailure).errors.map((e) => e.message)).toEqual(expect.arrayContaining([expect.stringContaining('Broken link: /docs/guides/text?tab=1#intro')]));
    const wrong = await build({ root: await makeSite({ ...files, 'site.config.ts': CONFIG(", linkBase: '/docs'") }), write: false }).catch((e) => e as BuildFailure);
    expect((wrong as BuildFailure).errors[0].message).toContain('externalDocsBase and linkBase web addresses like "https://example.com/docs"');
  });

  it('writes the links of a property\'s description in the markdown copy as the page has them: to the site\'s pages, absolute', async () => {
    const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'components:', '  schemas:', '    Pet:', '      type: object', '      properties:',
      "        owner: { type: string, description: 'By [listing owners](#operation/listOwners), [by name](openapi:listOwners) or [the pets](#list-pets), [the guide](/docs/guide).' }",
      'paths:', "  /pets: { get: { operationId: listPets, summary: List pets, responses: { '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Pet' } } } } } } }",
      "  /owners: { get: { operationId: listOwners, summary: List owners, responses: { '200': { description: ok } } } }", ''].join('\n');
    const site = await buildSite({ 'content/index.md': '# Home\n', 'content/guide.md': '# Guide\n', 'api/openapi.yaml': spec, 'site.config.ts': CONFIG(", pages: 'operation'") });
    const owners = 'https://docs.example.com/docs/reference/other-operations/list-owners';
    expect(await site.read('docs/reference/schemas/pet.md')).toContain(`By [listing owners](${owners}), [by name](${owners}) or [the pets](https://docs.example.com/docs/reference/other-operations/list-pets), [the guide](https://docs.example.com/docs/guide).`);
  });

  it('builds an operation whose description and example are 150,000 lines each', async () => {
    // Past about 125,000 lines, spreading them into a list of the page's lines was a call of too many arguments: the
    // build failed with "Maximum call stack size exceeded".
    const lines = Array.from({ length: 150_000 }, (_, i) => `        line ${i}`).join('\n');
    const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:', '  /a:', '    get:', '      operationId: a', '      description: |', lines,
      "      responses: { '200': { description: ok, content: { application/json: { example: " + JSON.stringify(Array.from({ length: 150_000 }, (_, i) => i)) + ' } } } }'].join('\n');
    const result = await build({ root: await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec }), write: false });
    const copy = String(result.files.find((f) => f.path.endsWith('/a.md'))!.contents);
    expect(copy).toContain('line 0\nline 1\n');
    expect(copy).toContain('line 149999\n');
    expect(copy).toContain('  149998,\n  149999\n]');
  }, 60_000);

  it('publishes no file from outside the site folder that a document\'s $ref names', async () => {
    const folder = await makeSite({ 'outside.txt': 'SECRET=hunter2\n', 'site/site.config.ts': CONFIG(), 'site/content/index.md': '# Home\n',
      'site/api/openapi.yaml': "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n  /a:\n    get:\n      operationId: a\n      description: { $ref: '../../outside.txt' }\n      responses: { '200': { description: ok } }\n" });
    const site = path.join(folder, 'site');
    const refused = await run(site);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${path.join(site, 'api/openapi.yaml')}:7  The $ref "../../outside.txt" names a file the document may not read: ${path.join(folder, 'outside.txt')}`);
    expect(existsSync(path.join(site, 'dist'))).toBe(false);
  }, 120_000);

  it('builds a schema that is all of one that is all of it, and refuses values nested too deep where they are', async () => {
    // Merging the loop's parts recursed until the stack ran out: in the launcher's bundle, a crash with a stack trace.
    const loop = await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n',
      'api/openapi.yaml': "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    Loop: { allOf: [{ $ref: '#/components/schemas/Pool' }] }\n    Pool: { allOf: [{ $ref: '#/components/schemas/Loop' }] }\n" });
    expect(await run(loop, '--no-cache')).toMatchObject({ code: 0 });
    expect(readFileSync(path.join(loop, 'dist/docs/reference/schemas/loop.md'), 'utf8')).toMatch(/^# Loop\n/);

    let schema = '{ "type": "string" }';
    for (let i = 0; i < 3000; i++) schema = `{ "type": "object", "properties": { "p": ${schema} } }`;
    const deep = await makeSite({ 'site.config.ts': CONFIG().replace('openapi.yaml', 'openapi.json'), 'content/index.md': '# Home\n',
      'api/openapi.json': `{\n  "openapi": "3.1.0",\n  "info": { "title": "T", "version": "1" },\n  "paths": {},\n  "components": { "schemas": {\n    "Deep": ${schema} } }\n}\n` });
    const refused = await run(deep);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${path.join(deep, 'api/openapi.json')}:6  Values nested more than 100 levels deep, at /components/schemas/Deep/properties/p/`);
    expect(refused.stderr).not.toMatch(/\n\s+at /);

    // Written on one line, in an operation first: the parser that finds lines ran out of stack in V8's own code, which
    // stopped the process (exit 134, no message). The line is found by the brackets instead.
    let nested = '{"type":"string"}';
    for (let i = 0; i < 3000; i++) nested = `{"type":"object","properties":{"a":${nested}}}`;
    const minified = await makeSite({ 'site.config.ts': CONFIG().replace('openapi.yaml', 'openapi.json'), 'content/index.md': '# Home\n',
      'api/openapi.json': `{"openapi":"3.1.0","info":{"title":"T","version":"1"},"paths":{"/x":{"get":{"operationId":"x","responses":{"200":{"description":"ok","content":{"application/json":{"schema":${nested}}}}}}}},"components":{"schemas":{"Deep":${nested}}}}` });
    const stopped = await run(minified);
    expect(stopped.code).toBe(1);
    expect(stopped.stderr).toContain(`${path.join(minified, 'api/openapi.json')}:1  Values nested more than 100 levels deep, at /paths/~1x/get/responses/200/content/application~1json/schema/properties/a/`);
  }, 120_000);

  it('builds a schema that holds itself through an allOf, a callback that leads back to its operation, and a Swagger 2.0 null', async () => {
    // Each of these ran out of stack (or read a hole in an array) and failed the build with a stack trace: found by
    // building documents of random shapes and values.
    const loops = await makeSite({ 'site.config.ts': CONFIG(', strict: false'), 'content/index.md': '# Home\n',
      'api/openapi.yaml': [
        "openapi: 3.1.0\ninfo: { title: T, version: '1' }",
        'paths:\n  /a:\n    post:\n      operationId: a\n      responses: { \'200\': { description: ok } }\n      callbacks:\n        again: { $ref: \'#/paths\' }',
        'components:\n  schemas:',
        // A property that is all of the schema it is in, a level down.
        '    Tree:\n      properties:\n        branch:\n          properties:\n            twig:\n              description: A smaller tree.\n              allOf: [{ $ref: \'#/components/schemas/Tree\' }]',
        // The same, in an alternative: the schema is shown again inside itself through its oneOf.
        '    Either:\n      oneOf:\n        - properties:\n            other: { allOf: [{ $ref: \'#/components/schemas/Either\' }] }',
        '',
      ].join('\n') });
    const built = await run(loops, '--no-cache');
    expect(built).toMatchObject({ code: 0 });
    expect(built.stderr).not.toMatch(/\n\s+at /);
    const tree = readFileSync(path.join(loops, 'dist/docs/reference/schemas/tree.md'), 'utf8');
    // Written so (a $ref with words of its own, in 3.0), the property is the schema it names, as a $ref is: its page, once met again.
    expect(tree).toContain('`twig` object ([Tree](<https://docs.example.com/docs/reference/schemas/tree>))');
    expect(tree).toContain('The schema of this page, `Tree`, again.');
    expect(readFileSync(path.join(loops, 'dist/docs/reference/schemas/either.md'), 'utf8')).toContain('The schema of this page, `Either`, again.');
    const operation = readFileSync(path.join(loops, 'dist/docs/reference/other-operations/a.md'), 'utf8');
    expect(operation).toContain('The callback `again` (`POST /a`) is an operation shown above.');

    // Swagger 2.0's converter deletes a null from an array: the hole read as an alternative that is not there, or no value.
    const swagger = await makeSite({ 'site.config.ts': CONFIG(', strict: false'), 'content/index.md': '# Home\n',
      'api/openapi.yaml': "swagger: '2.0'\ninfo: { title: T, version: '1' }\npaths: {}\ndefinitions:\n  Maybe:\n    properties:\n      size: { enum: [null, small, large] }\n      either: { oneOf: [null] }\n" });
    expect(await run(swagger, '--no-cache')).toMatchObject({ code: 0 });
    expect(readFileSync(path.join(swagger, 'dist/docs/reference/schemas/maybe.md'), 'utf8')).toContain('Allowed values: `null`, `"small"`, `"large"`');

    // One the converter cannot read: it printed the stack of what stopped it, a step after it had given up on `info`.
    const unreadable = await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n',
      'api/openapi.yaml': "swagger: '2.0'\ninfo: ''\npaths:\n  /p:\n    get:\n      parameters: [{ $ref: '#/components/parameters/P' }]\n    parameters:\n      - content: { application/json: { schema: { oneOf: [{ oneOf: [{ items: { default: { $ref: '#/components' } } }] }] } } }\n" });
    const refused = await run(unreadable);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${path.join(unreadable, 'api/openapi.yaml')}:2  This Swagger 2.0 document cannot be converted to OpenAPI 3.0: "info" must be an object, not a string (at /info)`);
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    // Said in the words of Swagger 2.0's structure, at its line, rather than the converter's ("(swagger.basePath || "").replace is not a function").
    const basePath = await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n',
      'api/openapi.yaml': "swagger: '2.0'\ninfo: { title: T, version: '1' }\nbasePath: 42\npaths: {}\n" });
    expect((await run(basePath)).stderr).toContain(`${path.join(basePath, 'api/openapi.yaml')}:3  "basePath" must be a string, not an integer (at /basePath)`);
  }, 120_000);

  it('builds a document split across files, Swagger 2.0 included, and names a broken $ref in another file', async () => {
    const files = {
      'site.config.ts': "export default { productName: 'Split', openapi: [{ spec: 'api/swagger.yaml', route: 'api' }] };\n",
      'content/index.md': '# Home\n',
      'api/swagger.yaml': "swagger: '2.0'\ninfo: { title: Split, version: '1' }\npaths:\n  /pets:\n    get:\n      operationId: listPets\n      produces: [application/json]\n      responses:\n        '200':\n          description: ok\n          schema: { $ref: 'definitions/pet.yaml#/Pet' }\n",
      'api/definitions/pet.yaml': 'Pet:\n  type: object\n  properties:\n    name: { type: string }\n    owner: { $ref: "#/Owner" }\nOwner:\n  type: object\n  properties:\n    pet: { $ref: "#/Pet" }\n',
    };
    const good = await makeSite(files);
    expect(await run(good)).toMatchObject({ code: 0 });
    const html = readFileSync(path.join(good, 'dist/docs/api/other-operations/list-pets/index.html'), 'utf8');
    expect(html).toContain('<code>name</code>');
    const broken = await makeSite({ ...files, 'api/definitions/pet.yaml': files['api/definitions/pet.yaml'].replace('#/Owner', '#/Ownr') });
    const { code, stderr } = await run(broken);
    expect(code).toBe(1);
    expect(stderr).toContain('definitions/pet.yaml:5  Broken $ref: #/Ownr names nothing (at /Pet/properties/owner/$ref)');
  }, 180_000);

  it('refuses a field OpenAPI does not have, at its line, with the field meant; strict: false builds, and warns of it', async () => {
    // Before the structure was checked, the misspelt parameters were left out of the page without a word.
    const files = { 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n',
      'api/openapi.yaml': "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n  /pets:\n    get:\n      operationId: listPets\n      paramters:\n        - { name: limit, in: query, schema: { type: integer } }\n      responses: { '200': { description: ok } }\n" };
    const strict = await makeSite(files);
    const refused = await run(strict);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${path.join(strict, 'api/openapi.yaml')}:7  Unknown field "paramters" in an operation (at /paths/~1pets/get/paramters)`);
    expect(refused.stderr).toContain('did you mean "parameters"?');
    const lenient = await makeSite({ ...files, 'site.config.ts': CONFIG(', strict: false') });
    const built = await run(lenient);
    expect(built.code).toBe(0);
    expect(built.stderr).toContain('Unknown field "paramters" in an operation');
    // A Swagger 2.0 document is checked as written, against 2.0's schema (compiled beside the bundle, in draft 4), at its own pointers.
    const swagger = await makeSite({ ...files, 'api/openapi.yaml': "swagger: '2.0'\ninfo: { title: T, version: '1' }\npaths:\n  /pets:\n    get:\n      operationId: listPets\n      parameters:\n        - { name: limit, in: querystring, type: integer }\n      responses: { '200': { description: ok } }\n" });
    const refused2 = await run(swagger);
    expect(refused2.code).toBe(1);
    expect(refused2.stderr).toContain(`${path.join(swagger, 'api/openapi.yaml')}:8  "in" must be one of "body", "header", "formData", "query", "path", not "querystring" (at /paths/~1pets/get/parameters/0/in)`);
  }, 120_000);
});

describe('code samples of a form, and of parameters that are lists', () => {
  it('send its fields as a form, a list a field each, a file from a path, and a body that is a file: the JavaScript sample, run, sends what the API reads', async () => {
    const received: { url?: string; type: string; body: string }[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => (received.push({ url: req.url, type: String(req.headers['content-type']), body: Buffer.concat(chunks).toString() }), res.end('{}')));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", `servers: [{ url: 'http://127.0.0.1:${port}' }]`, 'paths:',
        '  /messages:', '    post:', '      operationId: postMessage', '      requestBody:', '        content:', '          application/x-www-form-urlencoded:',
        '            schema: { type: object, properties: { channel: { type: string }, tags: { type: array, items: { type: string } } } }',
        "            example: { channel: 'general & news', tags: [a, b] }", "      responses: { '200': { description: ok } }",
        '  /files:', '    post:', '      operationId: uploadFile', '      requestBody:', '        content:', '          multipart/form-data:',
        '            schema: { type: object, properties: { file: { type: string, format: binary }, purpose: { type: string } } }',
        '            example: { file: x, purpose: assistants }', "      responses: { '200': { description: ok } }",
        '  /items/{ids}:', '    get:', '      operationId: listItems', '      parameters:',
        '        - { name: ids, in: path, required: true, schema: { type: array, items: { type: integer } }, example: [1, 2] }',
        '        - { name: tag, in: query, schema: { type: array, items: { type: string } }, example: [a, b] }',
        '        - { name: fields, in: query, explode: false, schema: { type: array, items: { type: string } }, example: [id, name] }',
        '        - { name: filter, in: query, style: deepObject, schema: { type: object }, example: { color: red } }',
        "      responses: { '200': { description: ok } }",
        '  /points{at}{tags}:', '    get:', '      operationId: getPoint', '      parameters:',
        '        - { name: at, in: path, required: true, style: matrix, explode: true, schema: { type: object }, example: { x: 1, y: a b } }',
        '        - { name: tags, in: path, required: true, style: label, schema: { type: array, items: { type: string } }, example: [a, b] }',
        "      responses: { '200': { description: ok } }",
        // A body that is a file's bytes: by its schema, or by its type with none.
        '  /photos:', '    put:', '      operationId: putPhoto', '      requestBody: { content: { image/png: {} } }', "      responses: { '200': { description: ok } }",
        '    post:', '      operationId: postPhoto', '      requestBody: { content: { application/octet-stream: { schema: { type: string, format: binary } } } }', "      responses: { '200': { description: ok } }",
        // Xero's: a type that is no text, its schema a string of bytes (format: byte names base64, which it is not).
        '    patch:', '      operationId: patchPhoto', '      requestBody: { content: { application/octet-stream: { schema: { type: string, format: byte } } } }', "      responses: { '200': { description: ok } }", ''].join('\n');
      const root = await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec, 'path/to/file': 'hello\n' });
      const result = await build({ root, write: false });
      const copy = (name: string) => String(result.files.find((f) => f.path.endsWith(`/${name}.md`))!.contents);
      const sample = (name: string, label: string) => new RegExp(`\\*\\*${label}\\*\\*\\n\\n\`\`\`\\w+\\n([\\s\\S]*?)\\n\`\`\``).exec(copy(name))![1];
      expect(sample('post-message', 'curl')).toContain("--data-urlencode 'channel=general & news' \\\n  --data-urlencode 'tags=a' \\\n  --data-urlencode 'tags=b'");
      expect(sample('upload-file', 'curl')).toContain("-F 'file=@path/to/file' \\\n  -F 'purpose=assistants'");
      expect(sample('upload-file', 'curl')).not.toContain('Content-Type');
      expect(sample('post-message', 'Python')).toContain('data={\n        "channel": "general & news",\n        "tags": ["a", "b"],\n    },');
      expect(sample('upload-file', 'Python')).toContain('data={\n        "purpose": "assistants",\n    },\n    files={\n        "file": open("path/to/file", "rb"),\n    },');
      // A parameter's list or object as OpenAPI sends it by default.
      expect(sample('list-items', 'curl')).toContain(`curl 'http://127.0.0.1:${port}/items/1,2?tag=a&tag=b&fields=id%2Cname&filter%5Bcolor%5D=red'`);
      // A path parameter's style: matrix and label, each value encoded, the separators not.
      expect(sample('get-point', 'curl')).toContain(`curl 'http://127.0.0.1:${port}/points;x=1;y=a%20b.a,b'`);
      expect(sample('list-items', 'Python')).toContain('params={\n        "tag": ["a", "b"],\n        "fields": "id,name",\n        "filter[color]": "red",\n    },');
      expect(sample('put-photo', 'curl')).toContain("-H 'Content-Type: image/png' \\\n  --data-binary '@path/to/file'");
      expect(sample('post-photo', 'Python')).toContain('data=open("path/to/file", "rb"),');
      expect(sample('patch-photo', 'curl')).toContain("-H 'Content-Type: application/octet-stream' \\\n  --data-binary '@path/to/file'");
      for (const name of ['post-message', 'upload-file', 'list-items', 'post-photo', 'get-point']) {
        await writeFile(path.join(root, `${name}.mjs`), sample(name, 'JavaScript'));
        await new Promise<void>((resolve, reject) => execFile(process.execPath, [`${name}.mjs`], { cwd: root, env: { ...process.env, TOKEN: 't' } }, (error) => (error ? reject(error) : resolve())));
      }
      expect(received[0]).toEqual({ url: '/messages', type: 'application/x-www-form-urlencoded;charset=UTF-8', body: 'channel=general+%26+news&tags=a&tags=b' });
      expect(received[1].type).toMatch(/^multipart\/form-data; boundary=/);
      expect(received[1].body).toMatch(/name="file"; filename="file"\r\nContent-Type: application\/octet-stream\r\n\r\nhello\n\r\n/);
      expect(received[1].body).toMatch(/name="purpose"\r\n\r\nassistants\r\n/);
      expect(received[2].url).toBe('/items/1,2?tag=a&tag=b&fields=id%2Cname&filter%5Bcolor%5D=red');
      expect(received[3]).toEqual({ url: '/photos', type: 'application/octet-stream', body: 'hello\n' });
      expect(received[4].url).toBe('/points;x=1;y=a%20b.a,b');
    } finally {
      server.close();
    }
  });
});

describe('a response\'s links', () => {
  it('lead to the operation each names, by operationId or operationRef, with its description and the parameters it gives', async () => {
    const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:',
      '  /pets:', "    get: { operationId: listPets, responses: { '200': { description: ok } } }",
      '  /pets/{id}:', '    get:', '      operationId: getPet', '      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]',
      '      responses:', "        '200':", '          description: The pet.', '          links:',
      "            siblings: { operationId: listPets, description: 'The [other](#responses) pets.' }",
      "            again: { operationRef: '#/paths/~1pets~1{id}/get', parameters: { id: $response.body#/id } }",
      '            gone: { operationId: nowhere }'].join('\n');
    const result = await build({ root: await makeSite({ 'site.config.ts': CONFIG(", strict: false"), 'api/openapi.yaml': spec, 'content/index.md': '# Home\n' }), write: false });
    const main = parseHtml(String(result.files.find((f) => f.path.endsWith('get-pet/index.html'))!.contents)).querySelector('main')!;
    const items = [...main.querySelectorAll('p')].find((p) => p.textContent === 'Links:')!.nextElementSibling!.querySelectorAll(':scope > li');
    expect([...items].map((li) => [li.textContent!.replace(/\s+/g, ' ').trim(), li.querySelector('a')?.getAttribute('href')])).toEqual([
      ['siblings: listPets The other pets.', '/docs/reference/other-operations/list-pets'],
      ['again: #/paths/~1pets~1{id}/get With id from $response.body#/id.', '/docs/reference/other-operations/get-pet'],
      ['gone: nowhere', undefined],
    ]);
    expect(result.warnings.map((w) => [w.message, w.line])).toEqual([['The link "gone" names the operationId "nowhere", which no operation of the document has (at /paths/~1pets~1{id}/get/responses/200/links/gone/operationId)', 16]]);
  });

  it('lead to an operation of another file by an operationRef to that file, and are checked there', async () => {
    // A document split in files, as Redocly's and Stoplight's projects are: a path item in a file of its own.
    const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:', "  /pets/{id}: { $ref: 'paths/pet.yaml' }",
      '  /pets:', '    post:', '      operationId: addPet', '      responses:', "        '201':", '          description: Added.', '          links:',
      "            added: { operationRef: 'paths/pet.yaml#/get', parameters: { id: $response.body#/id } }",
      "            rooted: { operationRef: '#/paths/~1pets~1{id}/get' }",
      "            elsewhere: { operationRef: 'https://api.example.com/openapi.yaml#/paths/~1x/get' }",
      "            wrongFile: { operationRef: 'paths/pet.yaml#/put' }", "            malformed: { operationRef: '%ZZ#/%ZZ' }",
      // A link in a file of its own (DigitalOcean's) is named where a response names it.
      "            ownFile: { $ref: 'links/gone.yaml' }"].join('\n');
    const pet = ['get:', '  operationId: getPet', '  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]', "  responses: { '200': { description: ok } }"].join('\n');
    const root = await makeSite({ 'site.config.ts': CONFIG(", strict: false"), 'api/openapi.yaml': spec, 'api/paths/pet.yaml': pet, 'api/links/gone.yaml': 'operationId: getGone\n', 'content/index.md': '# Home\n' });
    const result = await build({ root, write: false });
    const main = parseHtml(String(result.files.find((f) => f.path.endsWith('add-pet/index.html'))!.contents)).querySelector('main')!;
    const items = [...main.querySelectorAll('p')].find((p) => p.textContent === 'Links:')!.nextElementSibling!.querySelectorAll(':scope > li');
    expect([...items].map((li) => li.querySelector('a')?.getAttribute('href'))).toEqual([
      '/docs/reference/other-operations/get-pet', '/docs/reference/other-operations/get-pet', undefined, undefined, undefined, undefined,
    ]);
    expect(items[5].textContent!.replace(/\s+/g, ' ').trim()).toBe('ownFile: getGone');
    // Another API's operation (a web address) is not checked; a place of the document's files that is no operation is.
    expect(result.warnings.map((w) => [w.message, w.line])).toEqual([
      ['The link "wrongFile" has the operationRef "paths/pet.yaml#/put", which leads to no operation of the document (at /paths/~1pets/post/responses/201/links/wrongFile/operationRef)', 15],
      // One that is no file's address at all: the page was not made ("URI malformed").
      ['The link "malformed" has the operationRef "%ZZ#/%ZZ", which leads to no operation of the document (at /paths/~1pets/post/responses/201/links/malformed/operationRef)', 16],
      ['The link "ownFile" names the operationId "getGone", which no operation of the document has (at /operationId)', 1],
    ]);
  });

  it('are checked: an operationId or operationRef that leads to no operation, a parameter it does not take; a shared link told once, where it is written', async () => {
    const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:',
      '  /pets/{id}:', '    get:', '      operationId: getPet', '      parameters: [{ name: id, in: path, required: true, schema: { type: string } }, { name: id, in: query, schema: { type: string } }]',
      '      responses:', "        '200':", '          description: The pet.', '          links:',
      "            qualified: { operationId: getPet, parameters: { path.id: $response.body#/id, query.id: '1' } }",
      "            wrongRef: { operationRef: '#/paths/~1pets/get' }",
      "            wrongParameter: { operationRef: '#/paths/~1pets~1{id}/get', parameters: { petId: $response.body#/id } }",
      "            shared: { $ref: '#/components/links/Owner' }",
      "        '404': { description: No pet., links: { shared: { $ref: '#/components/links/Owner' } } }",
      'components:', '  links:', '    Owner: { operationId: getOwner }'].join('\n');
    const root = await makeSite({ 'site.config.ts': CONFIG(), 'api/openapi.yaml': spec, 'content/index.md': '# Home\n' });
    const failure = await build({ root, write: false }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BuildFailure);
    expect((failure as BuildFailure).errors.map((e) => [e.message, path.relative(root, e.file!), e.line, e.hint])).toEqual([
      ['The link "wrongRef" has the operationRef "#/paths/~1pets/get", which leads to no operation of the document (at /paths/~1pets~1{id}/get/responses/200/links/wrongRef/operationRef)', path.join('api', 'openapi.yaml'), 13,
        'write #/paths/, then the path with each / as ~1, then the method: "#/paths/~1pets~1{id}/get"'],
      ['The link "wrongParameter" gives the parameter "petId", which getPet does not take (at /paths/~1pets~1{id}/get/responses/200/links/wrongParameter/parameters/petId)',
        path.join('api', 'openapi.yaml'), 14, 'name one of its parameters: "path.id", "query.id"'],
      ['The link "Owner" names the operationId "getOwner", which no operation of the document has (at /components/links/Owner/operationId)', path.join('api', 'openapi.yaml'), 19,
        'write the operationId of one of its operations, or an operationRef to one ("#/paths/~1pets~1{id}/get")'],
    ]);
  });
});

describe('code samples', () => {
  it('send the credentials each scheme asks for, from the environment: the JavaScript samples, run, send what the API reads', async () => {
    const received: Record<string, string | undefined>[] = [];
    const server = createServer((req, res) => (received.push({ url: req.url, authorization: req.headers.authorization, cookie: req.headers.cookie, key: req.headers['x-api-key'] as string | undefined }), res.end('{}')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const op = (path: string, id: string, scheme: string) => [`  ${path}:`, `    get: { operationId: ${id}, security: [{ ${scheme}: [] }], responses: { '200': { description: ok } } }`];
      const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", `servers: [{ url: 'http://127.0.0.1:${port}' }]`, 'paths:',
        ...op('/basic', 'viaBasic', 'Basic'), ...op('/cookie', 'viaCookie', 'Session'), ...op('/key', 'viaKey', 'Key'), ...op('/bearer', 'viaBearer', 'Jwt'),
        // A cookie parameter goes in the one Cookie header, beside a cookie API key.
        '  /prefs:', "    get: { operationId: prefs, security: [{ Session: [] }], parameters: [{ name: lang, in: cookie, required: true, schema: { type: string }, example: 'en gb' }], responses: { '200': { description: ok } } }",
        'components:', '  securitySchemes:', '    Basic: { type: http, scheme: basic }', '    Session: { type: apiKey, in: cookie, name: "sid`$" }',
        '    Key: { type: apiKey, in: header, name: X-Api-Key }', '    Jwt: { type: http, scheme: bearer }'].join('\n');
      const root = await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec });
      const result = await build({ root, write: false });
      const sample = (name: string, label: string) => new RegExp(`\\*\\*${label}\\*\\*\\n\\n\`\`\`\\w+\\n([\\s\\S]*?)\\n\`\`\``).exec(String(result.files.find((f) => f.path.endsWith(`/${name}.md`))!.contents))![1];
      expect(sample('via-basic', 'curl')).toContain('-u "$USERNAME:$PASSWORD"');
      expect(sample('via-basic', 'Python')).toContain('auth=(os.environ["USERNAME"], os.environ["PASSWORD"]),');
      expect(sample('via-cookie', 'curl')).toContain('-H "Cookie: sid\\`\\$=$API_KEY"');
      expect(sample('via-cookie', 'Python')).toContain('"Cookie": "sid`$=" + os.environ["API_KEY"],');
      expect(sample('prefs', 'curl')).toContain('-H "Cookie: lang=en%20gb; sid\\`\\$=$API_KEY"');
      for (const name of ['via-basic', 'via-cookie', 'via-key', 'via-bearer', 'prefs']) {
        await writeFile(path.join(root, `${name}.mjs`), sample(name, 'JavaScript'));
        const env = { ...process.env, USERNAME: 'ann', PASSWORD: 'pw', API_KEY: 'k1', TOKEN: 't1' };
        await new Promise<void>((resolve, reject) => execFile(process.execPath, [`${name}.mjs`], { cwd: root, env }, (error) => (error ? reject(error) : resolve())));
      }
      expect(received).toEqual([
        { url: '/basic', authorization: `Basic ${Buffer.from('ann:pw').toString('base64')}`, cookie: undefined, key: undefined },
        { url: '/cookie', authorization: undefined, cookie: 'sid`$=k1', key: undefined },
        { url: '/key', authorization: undefined, cookie: undefined, key: 'k1' },
        { url: '/bearer', authorization: 'Bearer t1', cookie: undefined, key: undefined },
        { url: '/prefs', authorization: undefined, cookie: 'lang=en%20gb; sid`$=k1', key: undefined },
      ]);
    } finally {
      server.close();
    }
  });

  it('are the document\'s own as ReadMe writes them too (x-readme.code-samples first, { language, name, code }), and send ReadMe\'s static headers', async () => {
    const op = (path: string, id: string, extra: string) => [`  ${path}:`, `    get: { operationId: ${id}, responses: { '200': { description: ok } }, ${extra} }`];
    const spec = ['openapi: 3.0.3', "info: { title: T, version: '1' }", 'servers: [{ url: https://api.test }]', "x-readme: { headers: [{ key: X-Site, value: docs }] }", 'paths:',
      ...op('/a', 'readmeSamples', "x-readme: { code-samples: [{ name: With httpie, language: shell, code: 'http GET api.test/a', install: brew install httpie }] }, x-code-samples: [{ lang: curl, source: 'curl api.test/a' }]"),
      ...op('/b', 'readmeShaped', "x-code-samples: [{ language: node, code: 'await fetch(url);' }]"),
      ...op('/c', 'unreadable', "x-code-samples: [{ language: node }]"),
      ...op('/d', 'ownHeaders', "x-headers: [{ key: X-Api-Version, value: 2 }]")].join('\n');
    const result = await build({ root: await makeSite({ 'site.config.ts': CONFIG(), 'api/openapi.yaml': spec, 'content/index.md': '# Home\n' }), write: false });
    const samples = (name: string) => [...String(result.files.find((f) => f.path.endsWith(`/${name}.md`))!.contents).matchAll(/\*\*([^*]+)\*\*\n\n```(\w+)\n([\s\S]*?)\n```/g)]
      .filter(([, label]) => !/^200/.test(label)).map(([, label, lang, code]) => [label, lang, code]);
    expect(samples('readme-samples')).toEqual([['With httpie', 'bash', 'http GET api.test/a']]);
    expect(samples('readme-shaped')).toEqual([['node', 'js', 'await fetch(url);']]);
    // Listed but none readable: the generated ones, rather than none.
    expect(samples('unreadable').map(([label]) => label)).toEqual(['curl', 'JavaScript', 'Python']);
    expect(samples('unreadable')[0][2]).toContain("-H 'X-Site: docs'");
    expect(samples('own-headers')[0][2]).toContain("-H 'X-Api-Version: 2'");
    expect(samples('own-headers')[0][2]).not.toContain('X-Site');
  });

  it('send and ask for the media types of the operation: its first success response\'s, its body\'s, JSON where it is one of them', async () => {
    // As ASP.NET's Swashbuckle writes every body and response.
    const types = (list: string[]) => `{ ${list.map((t) => `${t}: { schema: { type: object, properties: { id: { type: integer } } } }`).join(', ')} }`;
    const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'servers: [{ url: https://api.test }]', 'paths:',
      '  /photo:', "    get: { operationId: getPhoto, responses: { '404': { description: no, content: { application/json: {} } }, '200': { description: ok, content: { image/png: {}, text/plain: {} } } } }",
      '  /ping:', "    post: { operationId: ping, responses: { '204': { description: done } } }",
      '  /players:', `    post: { operationId: addPlayer, requestBody: { content: ${types(['application/json-patch+json', 'application/json', 'text/json', 'application/*+json'])} },`,
      `      responses: { '200': { description: ok, content: ${types(['text/plain', 'application/json', 'text/json'])} } } }`].join('\n');
    const result = await build({ root: await makeSite({ 'site.config.ts': CONFIG(), 'api/openapi.yaml': spec, 'content/index.md': '# Home\n' }), write: false });
    const curl = (page: string) => /```bash\n([\s\S]*?)```/.exec(String(result.files.find((f) => f.path.endsWith(`${page}.md`))!.contents))![1];
    const header = (page: string, name: string) => new RegExp(`${name}: ([^']+)'`).exec(curl(page))?.[1];
    expect([header('get-photo', 'Accept'), header('ping', 'Accept'), header('add-player', 'Accept')]).toEqual(['image/png', 'application/json', 'application/json']);
    expect(header('add-player', 'Content-Type')).toBe('application/json');
  });
});

describe('an example in a file of its own (externalValue)', () => {
  const spec = (examples: string[]) => ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:', '  /pets:', '    get:', '      operationId: listPets', '      responses:',
    "        '200':", '          description: OK', '          content:', '            application/json:', '              schema: { type: object, properties: { id: { type: integer } } }',
    '              examples:', ...examples.map((e) => `                ${e}`),
    '            application/xml:', '              schema: { type: object }', "              examples: { one: { externalValue: 'examples/pet.xml' } }"].join('\n') + '\n';
  const files = (examples: string[]) => ({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec(examples), 'api/examples/pet.json': '{ "id": 7 }\n', 'api/examples/pet.xml': '<pet><id>7</id></pet>\n' });

  it('is shown and checked as one written in place: a JSON file as data, another as its text; a web address is not fetched', async () => {
    const built = await buildSite(files(["one: { summary: From a file, externalValue: './examples/pet.json' }", "web: { summary: From the web, externalValue: 'https://example.com/pet.json' }"]));
    const copy = (await built.read('docs/reference/other-operations/list-pets.md'))!;
    expect(copy).toMatch(/\*\*200 OK: From a file\*\*\n\n```json\n\{\n  "id": 7\n\}\n```/);
    expect(copy).toContain('<pet><id>7</id></pet>');
    expect(copy).not.toContain('From the web');
  });

  it('that cannot be read, or does not match, is a problem at its line; so is a broken $ref of an example, which was not checked', async () => {
    const examples = ["missing: { externalValue: './examples/gone.json' }", "wrong: { externalValue: './examples/wrong.json' }", "broken: { $ref: '#/components/examples/Gone' }", "data: { value: { id: 2, $ref: 'is data' } }"];
    const root = await makeSite({ ...files(examples), 'api/examples/wrong.json': '{ "id": "seven" }\n' });
    const failure = await build({ root, write: false }).then(() => undefined, (err: BuildFailure) => err);
    const lineOf = (text: string) => spec(examples).split('\n').findIndex((line) => line.includes(text)) + 1;
    expect(failure?.errors.map((e) => [e.line, e.message.replace(/ \(at .*/, '')])).toEqual([
      [lineOf('gone.json'), `The example's file "./examples/gone.json" cannot be read: ${path.join(root, 'api/examples/gone.json')}`],
      [lineOf('#/components/examples/Gone'), 'Broken $ref: #/components/examples/Gone names nothing'],
      [lineOf('wrong.json'), 'The example of the 200 response of listPets (application/json) does not match its schema at /id: must be integer'],
    ]);
  });

  it('may not be a file outside the site\'s folders', async () => {
    const folder = await makeSite({ 'secret.json': '{ "token": "x" }\n', 'site/site.config.ts': CONFIG(), 'site/content/index.md': '# Home\n', 'site/api/openapi.yaml': spec(["one: { externalValue: '../../secret.json' }"]) });
    const failure = await build({ root: path.join(folder, 'site'), write: false }).then(() => undefined, (err: BuildFailure) => err);
    expect(failure?.errors[0].message).toContain('The externalValue "../../secret.json" names a file the document may not read');
  });
});

describe('an example of null', () => {
  it('is none where the schema takes no null (HubSpot writes example: null on every body, schema and property), and null where it does', async () => {
    const spec = ['openapi: 3.0.1', "info: { title: T, version: '1' }", 'paths:', '  /merge:', '    post:', '      operationId: merge', '      requestBody:', '        content:',
      "          application/json: { schema: { $ref: '#/components/schemas/Merge' }, example: null }",
      "      responses: { '200': { description: ok, content: { application/json: { schema: { type: string, nullable: true }, example: null } } } }",
      'components:', '  schemas:', '    Merge:', '      type: object', '      example: null', '      properties:',
      '        primaryId: { type: string, example: null }', '        note: { type: string, nullable: true, example: null }'].join('\n');
    const root = await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec });
    const result = await build({ root, write: false });
    expect(result.warnings.map((w) => w.message)).toEqual([]);
    const copy = String(result.files.find((f) => f.path.endsWith('/merge.md'))!.contents);
    expect(copy).toContain('**Request (example made from the schema)**\n\n```json\n{\n  "primaryId": "string",\n  "note": null\n}\n```');
    expect(copy).toContain('**200 OK**\n\n```json\nnull\n```');
    expect(copy).toMatch(/- `primaryId` string\n\n- `note` string \| null\n\n\s+Example: `null`\n/);
    const schema = String(result.files.find((f) => f.path.endsWith('/schemas/merge.md'))!.contents);
    expect(schema).toContain('**Example (made from the schema)**');
  });
});

describe('an example of a JSON body written as JSON text', () => {
  it('is the data it holds: shown as written, checked as data, sent as JSON; a string the schema takes stays one', async () => {
    const spec = ['openapi: 3.0.3', "info: { title: T, version: '1' }", 'paths:', '  /pets:', '    post:', '      operationId: addPet', '      requestBody:', '        content:',
      '          application/json:', '            schema: { type: object, properties: { name: { type: string } } }', '            examples:',
      "              good: { value: '{\"name\": \"Rex\"}' }", "              bad: { value: '{\"name\": 5}' }",
      "      responses: { '200': { description: ok, content: { application/json: { schema: { type: string }, example: '{\"kept\": true}' } } } }"].join('\n');
    const root = await makeSite({ 'site.config.ts': CONFIG(", strict: false"), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec });
    const result = await build({ root, write: false });
    const copy = String(result.files.find((f) => f.path.endsWith('/add-pet.md'))!.contents);
    expect(copy).toContain('**Request: good**\n\n```json\n{"name": "Rex"}\n```');
    expect(copy).toContain('**200 OK**\n\n```json\n"{\\"kept\\": true}"\n```');
    expect(copy).toContain('body: JSON.stringify({"name": "Rex"}),');
    expect(result.warnings.map((w) => w.message.replace(/ \(at .*/, ''))).toEqual(['The example of the request body of addPet (application/json) does not match its schema at /name: must be string']);
  });
});

describe('a body of XML', () => {
  it('is shown, and sent by the code samples, as XML its schema\'s XML objects name: elements, attributes, wrapped lists, prefixes and namespaces', async () => {
    const received: { type?: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c)).on('end', () => (received.push({ type: req.headers['content-type'], body }), res.end('<ok/>')));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const spec = ['openapi: 3.0.3', "info: { title: T, version: '1' }", `servers: [{ url: 'http://127.0.0.1:${port}' }]`, 'paths:',
        "  /pets: { post: { operationId: addPet, requestBody: { content: { application/xml: { schema: { $ref: '#/components/schemas/Pet' } } } }, responses: { '201': { description: made } } } }",
        "  /feed: { get: { operationId: getFeed, responses: { '200': { description: ok, content: { application/atom+xml: { example: { title: 'Cats & dogs' } } } } } } }",
        // A list, the same body in JSON and in XML: its XML example is shown, once, wrapped in one root element.
        "  /tags: { get: { operationId: listTags, responses: { '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Tags' } }, application/xml: { schema: { $ref: '#/components/schemas/Tags' } } } }, '202': { description: later, content: { application/xml: { schema: { $ref: '#/components/schemas/Tags' } } } } } } }",
        'components:', '  schemas:', '    Pet:', '      type: object', "      xml: { name: pet, prefix: p, namespace: 'https://example.test/pets' }", '      properties:',
        '        id: { type: integer, example: 7, xml: { attribute: true } }', "        name: { type: string, example: 'Rex <2>' }",
        '        photoUrls: { type: array, xml: { name: photos, wrapped: true }, items: { type: string, example: a.png, xml: { name: photo } } }',
        '        tags: { type: array, items: { type: string, example: good } }',
        '    Tags: { type: array, items: { type: object, xml: { name: tag }, properties: { name: { type: string, example: x } } } }'].join('\n');
      const root = await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec });
      const result = await build({ root, write: false });
      const page = (name: string) => parseHtml(String(result.files.find((f) => f.path.endsWith(`/${name}/index.html`))!.contents));
      const xml = ['<?xml version="1.0" encoding="UTF-8"?>', '<p:pet xmlns:p="https://example.test/pets" id="7">', '  <name>Rex &lt;2&gt;</name>', '  <photos>',
        '    <photo>a.png</photo>', '  </photos>', '  <tags>good</tags>', '</p:pet>'].join('\n');
      const shown = [...page('add-pet').querySelectorAll('main pre')].map((pre) => pre.textContent!.replace(/\n$/, ''));
      expect(shown[0]).toBe(xml);
      expect(page('get-feed').querySelector('main pre')!.textContent!.trim()).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<root>\n  <title>Cats &amp; dogs</title>\n</root>');
      const tags = [...page('list-tags').querySelectorAll('main pre')].map((pre) => pre.textContent!.trim()).filter((t) => t.startsWith('<?xml'));
      expect(tags).toEqual(['<?xml version="1.0" encoding="UTF-8"?>\n<Tags>\n  <tag>\n    <name>x</name>\n  </tag>\n</Tags>']);
      const js = /\*\*JavaScript\*\*\n\n```js\n([\s\S]*?)\n```/.exec(String(result.files.find((f) => f.path.endsWith('/add-pet.md'))!.contents))![1];
      await writeFile(path.join(root, 'add-pet.mjs'), js);
      await new Promise<void>((resolve, reject) => execFile(process.execPath, ['add-pet.mjs'], { cwd: root }, (error) => (error ? reject(error) : resolve())));
      expect(received).toEqual([{ type: 'application/xml', body: xml }]);
    } finally {
      server.close();
    }
  });
});

describe('problems of an OpenAPI document', () => {
  const broken = PETS_SPEC.replace("items: { $ref: '#/components/schemas/Pet' }", "items: { $ref: '#/components/schemas/Pett' }");

  it('fail the build with the file, line and pointer', async () => {
    const root = await makeSite({ ...FILES, 'api/openapi.yaml': broken });
    const err = await build({ root, write: false }).catch((e) => e);
    expect(err).toBeInstanceOf(BuildFailure);
    expect((err as BuildFailure).errors.map((e) => [e.message, e.file?.endsWith('api/openapi.yaml'), e.line])).toEqual([
      ['Broken $ref: #/components/schemas/Pett names nothing (at /paths/~1pets/get/responses/200/content/application~1json/schema/properties/data/items/$ref)', true, 47],
    ]);
  });

  it('are warnings with strict: false, and the pages are built', async () => {
    const root = await makeSite({ ...FILES, 'site.config.ts': CONFIG(', strict: false'), 'api/openapi.yaml': broken });
    const result = await build({ root, write: false });
    expect(result.warnings.map((w) => w.message)).toEqual([expect.stringMatching(/^Broken \$ref: #\/components\/schemas\/Pett/)]);
    expect(result.files.some((f) => f.path === 'docs/reference/animals/pets/list-pets/index.html')).toBe(true);
  });

  it('says where a page\'s front matter names an operation or schema no document has', async () => {
    const root = await makeSite({
      ...FILES,
      'content/a.md': '---\ntitle: A\nopenapi: GET /pets/{id}\n---\n',
      'content/b.md': '---\nopenapi: other.yaml GET /pets\n---\n',
      'content/c.md': '---\n\nopenapi-schema: Pett\n---\n',
    });
    const err = await build({ root, write: false }).catch((e) => e) as BuildFailure;
    expect(err.errors.map((e) => [path.relative(root, e.file!), e.line, e.message])).toEqual([
      ['content/a.md', 3, 'No OpenAPI operation is named GET /pets/{id}'],
      ['content/b.md', 2, 'No OpenAPI operation is named other.yaml GET /pets'],
      ['content/c.md', 3, 'No OpenAPI schema is named Pett'],
    ]);
  });

  it('include an unknown operation and a link to one, each named where it is written', async () => {
    const root = await makeSite({ ...FILES, 'content/guide.md': '# Guide\n\n<!--@include: openapi:getPett-->\n\n[x](openapi:nope)\n' });
    const err = await build({ root, write: false }).catch((e) => e) as BuildFailure;
    expect(err.errors.map((e) => [e.message, e.line, e.hint?.slice(0, 30)])).toEqual([
      ['No OpenAPI operation or schema is named openapi:getPett', 3, 'did you mean openapi:getPet?'],
      ['No page documents openapi:nope', 5, 'write openapi: then an operati'],
    ]);
  });
  it('in a Swagger 2.0 document\'s text are named as it is written: a form\'s fields at their own lines and pointers', async () => {
    const swagger = ["swagger: '2.0'", "info: { title: Old, version: '1' }", 'paths:', '  /messages:', '    post:', '      operationId: postMessage',
      '      consumes: [application/x-www-form-urlencoded]', '      parameters:',
      '        - { name: channel, in: formData, type: string, description: "Where, see [channels](#channels)." }',
      '        - { name: text, in: formData, type: string, description: "What, see [formatting](#formatting)." }',
      "      responses: { '200': { description: ok } }", ''].join('\n');
    const root = await makeSite({ 'site.config.ts': CONFIG(', strict: false'), 'content/index.md': '# Home\n', 'api/openapi.yaml': swagger });
    const { warnings } = await build({ root, write: false });
    expect(warnings.map((w) => [w.line, w.message])).toEqual([
      [9, 'Broken anchor: #channels is not a heading or id of the page this text is on (at /paths/~1messages/post/parameters/0/description)'],
      [10, 'Broken anchor: #formatting is not a heading or id of the page this text is on (at /paths/~1messages/post/parameters/1/description)'],
    ]);
  });
});

describe('the overview', () => {
  it('lists each server with its variables: their description, default and values; an empty URL as /, an empty version not at all', async () => {
    const spec = ['openapi: 3.0.3', "info: { title: T, version: '1' }", 'servers:', "  - url: 'https://{region}.api.test:{port}'", '    description: Production',
      '    variables:', "      region: { default: eu, enum: [eu, us], description: Where the data is kept. }", "      port: { default: '443' }",
      // InfluxDB's: the document's own host.
      "  - url: ''", 'paths: {}'].join('\n');
    const site = await buildSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec });
    const overview = await site.page('docs/reference/index.html');
    expect(text(overview, '#servers + ul > li > ul > li')).toEqual(['{region}: Where the data is kept. Default eu, one of eu, us.', '{port}: Default 443.']);
    expect(text(overview, '#servers + ul > li > code')).toEqual(['https://{region}.api.test:{port}', '/']);
    // Ory Kratos's: a version of nothing is not said.
    const unversioned = await buildSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec.replace("version: '1'", "version: ''") });
    expect([(await site.read('docs/reference.md'))!.includes('Version: `1`'), (await unversioned.read('docs/reference.md'))!.includes('Version:')]).toEqual([true, false]);
  });

  it('is called API reference where the document\'s title is empty (protoc-gen-openapi writes title: ""): its heading, sidebar label and description', async () => {
    const spec = ['openapi: 3.0.3', "info: { title: '  ', version: '1' }", 'paths: {}'].join('\n');
    const site = await buildSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec });
    const overview = await site.page('docs/reference/index.html');
    expect([text(overview, 'h1'), text(overview, 'nav[aria-label=Docs] a').filter((label) => label.startsWith('API')), overview.title]).toEqual([['API reference'], ['API reference'], 'API reference | Pets']);
    expect((await site.read('docs/llms.txt'))!).toMatch(/\[API reference\]\(.*\): The API's operations and data types\./);
  });
});

describe('a document written for Bump.sh', () => {
  it('makes a page of each of its topics (x-topics), before its tags, with its content (a file of its own too) and example; a problem in one names its line', async () => {
    const spec = ['openapi: 3.1.0', "info: { title: Trains, version: '1' }",
      'x-topics:', '  - title: Getting started', "    content: { $ref: 'docs/getting-started.md' }",
      '  - title: Rate limits', '    content: At most **ten** requests a second.', '    example: |-', '      ```http', '      HTTP/1.1 429 Too Many Requests', '      ```',
      '  - { content: A topic without a title is no page. }',
      'tags: [{ name: Stations }]',
      "paths: { /stations: { get: { operationId: listStations, tags: [Stations], responses: { '200': { description: ok } } } } }", ''].join('\n');
    const files = {
      'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec,
      'api/docs/getting-started.md': 'Search for [stations](openapi:listStations) first.\n\nThen book.\n',
    };
    const site = await buildSite(files);
    const page = await site.page('docs/reference/getting-started/index.html');
    expect(text(page, 'h1')).toEqual(['Getting started']);
    expect(page.querySelector('main a[href="/docs/reference/stations/list-stations"]')!.textContent).toBe('stations');
    expect(text(page, 'nav[aria-label=Docs] a')).toEqual(['Trains', 'Getting started', 'Rate limits', 'Stations']);
    const limits = await site.page('docs/reference/rate-limits/index.html');
    expect(text(limits, 'main p')).toContain('At most ten requests a second.');
    expect(limits.querySelector('main pre')!.textContent).toContain('HTTP/1.1 429 Too Many Requests');
    const overview = await site.page('docs/reference/index.html');
    expect(text(overview, '#topics + ul a')).toEqual(['Getting started', 'Rate limits']);
    expect(await site.read('docs/reference/getting-started.md')).toContain('Search for [stations](');
    const broken = await build({ root: await makeSite({ ...files, 'api/docs/getting-started.md': 'Search first.\n\nThen [book](/docs/booking).\n' }), write: false }).catch((e: unknown) => e);
    expect((broken as BuildFailure).errors.map((e) => [path.basename(e.file!), e.line, e.message.replace(/ points to .*/, '')])).toEqual([['getting-started.md', 3, 'Broken link: /docs/booking']]);
  });
});

describe('a document written for Redoc, split by operation (as DigitalOcean\'s is)', () => {
  const SPLIT = {
    'site.config.ts': "export default { productName: 'Clouds', openapi: [{ spec: 'api/openapi.yaml', route: 'api' }] };\n",
    'content/index.md': '# Home\n\nThe [droplets](openapi:tag/Droplets) and [their introduction](openapi:tag/public-apis-introduction).\n',
    'api/openapi.yaml': [
      'openapi: 3.0.3',
      'info:',
      '  title: Clouds API',
      "  version: '2'",
      "  description: { $ref: 'about.md' }",
      'tags:',
      '  - name: Public APIs Introduction',
      '    x-displayName: Introduction',
      '    x-traitTag: true',
      '    description:',
      "      $ref: 'intro.yaml#/introduction'",
      '  - name: Droplets',
      '    description: |-',
      '      Virtual machines. Read [the introduction](#tag/Public-APIs-Introduction) first.',
      '',
      '      A webhook template names {{droplet.id}} as it is sent.',
      '',
      '      <!--@include: ../content/index.md-->',
      '  - name: Empty',
      'x-tagGroups:',
      '  - name: Public APIs',
      '    tags: [Public APIs Introduction, Droplets, Empty]',
      'paths:',
      '  /v2/droplets:',
      '    get:',
      "      $ref: 'resources/droplets_list.yaml'",
      '  /v2/droplets/{droplet_id}:',
      '    get:',
      "      $ref: 'resources/droplets_get.yaml'",
      '',
    ].join('\n'),
    'api/intro.yaml': 'introduction: |\n  The API manages droplets.\n\n  ## Rate limits\n\n  Five thousand requests an hour.\n',
    'api/about.md': '# About\n\nClouds, **by the hour**.\n',
    'api/resources/droplets_list.yaml': [
      'operationId: droplets_list',
      'summary: List droplets',
      'tags: [Droplets]',
      'parameters:',
      "  - $ref: 'parameters.yaml#/droplet_ids'",
      'x-codeSamples:',
      "  - $ref: 'examples/curl.yaml'",
      '  - lang: C#',
      "    source: { $ref: 'examples/list.cs' }",
      'responses:',
      "  '200':",
      '    description: The droplets.',
      '',
    ].join('\n'),
    'api/resources/examples/curl.yaml': 'lang: cURL\nsource: |-\n  curl "https://api.example.com/v2/droplets"\n',
    'api/resources/examples/list.cs': 'using var client = new HttpClient();\nvar droplets = await client.GetAsync("/v2/droplets");\n',
    'api/resources/droplets_get.yaml': [
      'operationId: droplets_get',
      'summary: Retrieve a droplet',
      'description: Shows one droplet; [List droplets](#operation/droplets_list) shows them all, as [its tag](#tag/Droplets/operation/droplets_list) says.',
      'tags: [Droplets]',
      'parameters:',
      "  - $ref: 'parameters.yaml#/droplet_id'",
      'responses:',
      "  '200':",
      '    description: The droplet.',
      '    content:',
      '      application/json:',
      "        schema: { $ref: 'models/droplet.yaml' }",
      '',
    ].join('\n'),
    'api/resources/models/droplet.yaml': "type: object\nproperties:\n  id: { type: integer }\n  disks: { type: array, items: { $ref: 'disk.yaml' } }\n",
    'api/resources/models/disk.yaml': 'type: object\nproperties:\n  size: { type: integer }\n',
    'api/resources/parameters.yaml': 'droplet_id:\n  name: droplet_id\n  in: path\n  required: true\n  schema: { type: integer }\n  example: 3164444\n'
      + "droplet_ids:\n  name: droplet_ids\n  in: query\n  schema: { type: array, items: { $ref: '#/droplet_id/schema' } }\n",
  };
  const href = (doc: Document, name: string) => [...doc.querySelectorAll('main a')].find((a) => a.textContent === name)?.getAttribute('href');

  it('follows an operation given by $ref to its file: its tag, summary and parameters, with no problem', async () => {
    const site = await buildSite(SPLIT);
    expect(site.result.warnings).toEqual([]);
    const page = await site.page('docs/api/public-apis/droplets/droplets-get/index.html');
    expect(text(page, 'h1')).toEqual(['Retrieve a droplet']);
    expect(text(page, 'main h2')).toContain('Path parameters');
    expect(page.querySelector('main')!.textContent).toContain('3164444');
    // A schema in a file of its own is named by the file; one a pointer names, by the pointer's nearest name.
    const copy = await site.read('docs/api/public-apis/droplets/droplets-get.md');
    expect(copy).toContain('Type: object (droplet)');
    expect(copy).toContain('- `disks` array of disk');
    expect(await site.read('docs/api/public-apis/droplets/droplets-list.md')).toContain('- `droplet_ids` array of droplet_id');
    expect(text(page, 'nav[aria-label=Docs] a')).toEqual(['Clouds API', 'Public APIs', 'Introduction', 'Droplets', 'List droplets GET', 'Retrieve a droplet GET']);
  });

  it('reads code samples, and descriptions, from the files their $refs name: a file that is not YAML or JSON as its text', async () => {
    const site = await buildSite(SPLIT);
    const list = await site.page('docs/api/public-apis/droplets/droplets-list/index.html');
    expect(text(list, '[role=tab]')).toEqual(['cURL', 'C#']);
    const code = [...list.querySelectorAll('[role=tabpanel] pre')].map((pre) => pre.textContent);
    expect(code).toEqual(['curl "https://api.example.com/v2/droplets"', 'using var client = new HttpClient();\nvar droplets = await client.GetAsync("/v2/droplets");']);
    const overview = await site.page('docs/api/index.html');
    expect(text(overview, 'main strong')).toContain('by the hour');
  });

  it('reads no placeholder, include or snippet of the site in the document\'s text: it is written for every tool', async () => {
    const site = await buildSite(SPLIT);
    const tag = await site.page('docs/api/public-apis/droplets/index.html');
    expect(tag.querySelector('main')!.textContent).toContain('A webhook template names {{droplet.id}} as it is sent.');
    expect(tag.querySelector('main')!.textContent).not.toContain('their introduction');
  });

  it('shows a tag whose description is a $ref to another file as a page of its own, and lists no tag that has no page', async () => {
    const site = await buildSite(SPLIT);
    const intro = await site.page('docs/api/public-apis/public-apis-introduction/index.html');
    expect(text(intro, 'h1')).toEqual(['Introduction']);
    expect(text(intro, 'main h2')).toEqual(['Rate limits']);
    expect(intro.querySelector('main')!.textContent).toContain('Five thousand requests an hour.');
    // A page, not a category: its sidebar entry is a link that opens nothing.
    const entry = [...intro.querySelectorAll('nav[aria-label=Docs] a')].find((a) => a.textContent === 'Introduction')!;
    expect(entry.getAttribute('aria-current')).toBe('page');
    expect(entry.closest('li')!.querySelector('ul')).toBeNull();
    const group = await site.page('docs/api/public-apis/index.html');
    expect(text(group, 'main li')).toEqual(['Introduction', 'Droplets']);
    // The overview lists the tags with operations: the introduction has none, and is not listed there.
    const overview = await site.page('docs/api/index.html');
    expect(text(overview, '#operations ~ * li')).toEqual(['Droplets (2 operations)']);
  });

  it('takes Redoc\'s links (#operation/…, #tag/…, #tag/…/operation/…) and openapi:tag/… to the pages', async () => {
    const site = await buildSite(SPLIT);
    const get = await site.page('docs/api/public-apis/droplets/droplets-get/index.html');
    expect(href(get, 'List droplets')).toBe('/docs/api/public-apis/droplets/droplets-list');
    expect(href(get, 'its tag')).toBe('/docs/api/public-apis/droplets/droplets-list');
    const tag = await site.page('docs/api/public-apis/droplets/index.html');
    expect(href(tag, 'the introduction')).toBe('/docs/api/public-apis/public-apis-introduction');
    const home = await site.page('docs/index.html');
    expect(href(home, 'droplets')).toBe('/docs/api/public-apis/droplets');
    expect(href(home, 'their introduction')).toBe('/docs/api/public-apis/public-apis-introduction');
  });

  it('leaves a relative link out of the content folder as written, a broken link, and a warning in a document with strict: false', async () => {
    const files = { ...SPLIT, 'api/resources/droplets_get.yaml': SPLIT['api/resources/droplets_get.yaml'].replace('Shows one droplet;', 'Shows one droplet ([concepts](../../api-concepts#users));') };
    const strict = await build({ root: await makeSite(files), write: false }).catch((e) => e as BuildFailure);
    const broken = 'Broken link: ../../api-concepts#users leads out of the content folder, where no page is (at /description)';
    expect((strict as BuildFailure).errors.map((e) => [e.message, e.line])).toEqual([[broken, SPLIT['api/resources/droplets_get.yaml'].split('\n').findIndex((l) => l.startsWith('description:')) + 1]]);
    const root = await makeSite({ ...files, 'site.config.ts': SPLIT['site.config.ts'].replace("route: 'api'", "route: 'api', strict: false") });
    const { warnings, files: out } = await build({ root, write: false });
    expect(warnings.map((e) => [e.message, path.relative(root, e.file ?? '')])).toEqual([[broken, path.join('api', 'resources', 'droplets_get.yaml')]]);
    const page = parseHtml(String(out.find((f) => f.path === 'docs/api/public-apis/droplets/droplets-get/index.html')!.contents));
    expect(href(page, 'concepts')).toBe('../../api-concepts#users');
  });

  it('takes "#<an operation\'s summary>", as a site of several operations a page links them, to the operation\'s page', async () => {
    const op = (summary: string, description = '') => `      get: { summary: ${summary}, description: '${description}', responses: { '200': { description: ok } } }`;
    const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:',
      '    /a:', op('List the GitHub apps', '[Create one](#create-a-github-app), [this one](#list-the-github-apps), [its responses](#responses), [an ambiguous one](#get-an-app), [escaped](#delete\\-an\\-app), [encoded](#cr%C3%A9er-une-app).'),
      '    /b:', op('Create a GitHub app'), '    /c:', op('Get an app'), '    /d:', op('Get an app'), '    /e:', op('Créer une app'), '    /f:', op('Delete an app')].join('\n');
    const root = await makeSite({ 'site.config.ts': CONFIG(), 'api/openapi.yaml': spec, 'content/index.md': '# Home\n\nAn anchor of no heading: [here](#create-a-github-app).\n' });
    const result = await build({ root, write: false });
    const page = (file: string) => parseHtml(String(result.files.find((f) => f.path === file)!.contents));
    const a = page('docs/reference/other-operations/get-a/index.html');
    const link = (doc: Document, name: string) => [...doc.querySelectorAll('main a')].find((e) => e.textContent === name)?.getAttribute('href');
    expect(link(a, 'Create one')).toBe('/docs/reference/other-operations/get-b');
    // As a link's hash is read: its escapes and its percent-encoding are not the anchor's.
    expect([link(a, 'escaped'), link(a, 'encoded')]).toEqual(['/docs/reference/other-operations/get-f', '/docs/reference/other-operations/get-e']);
    // Its own summary is its own page; an anchor on the page stays; one of two operations' summaries is no page's.
    expect([link(a, 'this one'), link(a, 'its responses'), link(a, 'an ambiguous one')]).toEqual(['/docs/reference/other-operations/get-a', '#responses', '#get-an-app']);
    // A hand-written page's anchor is the page's own.
    expect(link(page('docs/index.html'), 'here')).toBe('#create-a-github-app');
    expect(result.warnings.map((w) => w.message.replace(/ (points to|is not) .*/, '')).sort()).toEqual(['Broken anchor: #create-a-github-app', 'Broken anchor: #get-an-app']);
  });

  it('takes Redoc\'s section links (#section/<heading>, #section/Authentication/<scheme>) to the heading of the overview, a tag\'s page or a topic, or the scheme', async () => {
    const spec = ['openapi: 3.0.0', 'info:', '  title: T', "  version: '1'", '  description: |', '    # Authentication', '', '    Send [a token](#section/Authentication/TokenAuth).', '', '    ## Quick start', '', '    Start.',
      // Lob's headings are in its tags' descriptions (tags of text only, x-traitTag), Bump.sh's in its topics.
      'tags:', '  - name: Requests and Responses', '    x-traitTag: true', '    description: |', '      ## Asset URLs', '', '      Signed.', '      ```md', '      ## Not a heading', '      ```',
      'x-topics:', '  - title: Paging', '    content: |', '      ## Cursors', '', '      Next.',
      'paths:', '  /a:', '    get:', '      operationId: getA',
      "      description: 'See [the section](#section/Authentication), [quick](#section/Authentication/Quick-start), [token](#section/Authentication/TokenAuth), [nothing](#section/Nothing-here), [assets](#section/Asset-URLs), [cursors](#section/Cursors), [fenced](#section/Not-a-heading), [the one page](index.html#section/Asset-URLs), [itself](./#operation/getA).'",
      "      responses: { '200': { description: ok } }",
      'components:', '  securitySchemes:', '    TokenAuth: { type: apiKey, in: header, name: Authorization }'].join('\n');
    const root = await makeSite({ 'site.config.ts': CONFIG(), 'api/openapi.yaml': spec, 'content/index.md': '# Home\n' });
    const result = await build({ root, write: false });
    const page = (file: string) => parseHtml(String(result.files.find((f) => f.path === file)!.contents));
    const link = (doc: Document, name: string) => [...doc.querySelectorAll('main a')].find((e) => e.textContent === name)?.getAttribute('href');
    const a = page('docs/reference/other-operations/get-a/index.html');
    expect(['the section', 'quick', 'token', 'assets', 'cursors'].map((name) => link(a, name))).toEqual(['/docs/reference#authentication', '/docs/reference#quick-start', '/docs/reference#auth-token-auth',
      '/docs/reference/requests-and-responses#asset-urls', '/docs/reference/paging#cursors']);
    // The one page the document was written for, named (Lob's "index.html#…", Okta's "./#…"), is the document's own.
    expect(['the one page', 'itself'].map((name) => link(a, name))).toEqual(['/docs/reference/requests-and-responses#asset-urls', '/docs/reference/other-operations/get-a']);
    expect(page('docs/reference/requests-and-responses/index.html').getElementById('asset-urls')).not.toBeNull();
    const overview = page('docs/reference/index.html');
    expect(link(overview, 'a token')).toBe('/docs/reference#auth-token-auth');
    expect(['authentication', 'quick-start', 'auth-token-auth'].every((id) => overview.getElementById(id))).toBe(true);
    // One that names no heading is reported where it is written.
    expect(result.warnings.map((w) => [w.message, w.line])).toEqual([
      ['Broken anchor: #section/Nothing-here is not a heading or id of the page this text is on (at /paths/~1a/get/description)', 33],
      ['Broken anchor: #section/Not-a-heading is not a heading or id of the page this text is on (at /paths/~1a/get/description)', 33],
    ]);
  });

  it('takes Square\'s links (api-endpoint:Tag-OperationId, api:Tag, entity:Schema, #type-schema) to the pages', async () => {
    const spec = ['openapi: 3.0.0', "info: { title: T, version: '1' }", 'paths:',
      '  /orders:', '    post:', '      operationId: CreateOrder', '      tags: [Orders]',
      "      description: 'Makes an [Order](entity:Order) of its [OrderLineItem](#type-orderlineitem) parts; [RetrieveOrder](api-endpoint:Orders-RetrieveOrder) reads it, as do [the Orders API](api:Orders) and [OrderState](#type-orderstate).'",
      "      responses: { '200': { description: ok } }",
      '  /orders/{id}:', '    get:', '      operationId: RetrieveOrder', '      tags: [Orders]',
      '      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]',
      "      description: 'Gone: [Charge](api-endpoint:Transactions-Charge), [Shift](entity:Shift).'",
      "      responses: { '200': { description: ok } }",
      'components:', '  schemas:', '    Order: { type: object }', '    OrderLineItem: { type: object }'].join('\n');
    const root = await makeSite({ 'site.config.ts': CONFIG(", strict: false"), 'api/openapi.yaml': spec, 'content/index.md': '# Home\n' });
    const result = await build({ root, write: false });
    const page = (file: string) => parseHtml(String(result.files.find((f) => f.path === file)!.contents));
    const create = page('docs/reference/orders/create-order/index.html');
    const link = (doc: Document, name: string) => [...doc.querySelectorAll('main a')].find((e) => e.textContent === name)?.getAttribute('href');
    expect(['Order', 'OrderLineItem', 'RetrieveOrder', 'the Orders API'].map((name) => link(create, name))).toEqual([
      '/docs/reference/schemas/order', '/docs/reference/schemas/order-line-item', '/docs/reference/orders/retrieve-order', '/docs/reference/orders',
    ]);
    expect(String(result.files.find((f) => f.path === 'docs/reference/orders/create-order.md')!.contents)).toContain('[Order](https://docs.example.com/docs/reference/schemas/order)');
    // What the document does not have is reported where it is written, as any link, and shown as text.
    const retrieve = page('docs/reference/orders/retrieve-order/index.html');
    expect([link(retrieve, 'Charge'), retrieve.querySelector('main')!.textContent]).toEqual([undefined, expect.stringContaining('Gone: Charge, Shift.')]);
    expect(result.warnings.map((w) => w.message.replace(/ \(at .*/, '')).sort()).toEqual([
      'Broken anchor: #type-orderstate is not a heading or id of the page this text is on',
      'Broken link: api-endpoint:Transactions-Charge names the operation "Charge", which no OpenAPI document of the site has',
      'Broken link: entity:Shift names the schema "Shift", which no OpenAPI document of the site has',
    ]);
  });

  it('describes a page by the first sentence of its description as a reader sees it: no alert\'s or quote\'s marks, no link targets or code marks', async () => {
    const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:', '  /a:', '    get:', '      summary: List events', '      description: |-',
      '        > [!NOTE]', '        > Not built for **real-time** use.', '', '        Lists the [events](https://example.com/events) of `GITHUB_TOKEN`. More.',
      "      responses: { '200': { description: ok } }", '  /b:', "    get: { summary: Plain, description: '## Heading', responses: { '200': { description: ok } } }",
      '  /c:', '    get:', '      description: |-', '        > [!WARNING] Beta', '        > Its results may change.', "      responses: { '200': { description: ok } }",
      // ReadMe's call-out and Bump.sh's, as GitHub's.
      '  /d:', '    get:', '      description: |-', '        > 🚧 Beta', '        > Its fields may change.', "      responses: { '200': { description: ok } }",
      '  /e:', '    get:', '      description: |-', '        > info', '        > Cached for a minute.', "      responses: { '200': { description: ok } }",
      // Redocly's Markdoc admonition, and a container.
      '  /f:', '    get:', '      description: |-', '        {% admonition type="warning" name="Irreversible" %}', '        Deleting is permanent.', '        {% /admonition %}', "      responses: { '200': { description: ok } }",
      '  /g:', '    get:', '      description: |-', '        :::note', '        Read-only.', '        :::', "      responses: { '200': { description: ok } }",
      // A list that ends the paragraph it follows, as Temporal's do: not one sentence with it.
      '  /h:', '    get:', '      description: |-', '        Pausing means:', '        - it is not retried.', '        - it is not timed out.', "      responses: { '200': { description: ok } }",
      // A fence first, whose lines look like a list's: passed over whole.
      '  /i:', '    get:', '      description: |-', '        ```yaml', '        - name: x', '        ```', '', '        Takes a list.', "      responses: { '200': { description: ok } }"].join('\n');
    const site = await buildSite({ 'site.config.ts': CONFIG(), 'api/openapi.yaml': spec, 'content/index.md': '# Home\n' });
    const meta = (doc: Document) => doc.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(meta(await site.page('docs/reference/other-operations/get-a/index.html'))).toBe('Not built for real-time use.');
    expect(meta(await site.page('docs/reference/other-operations/get-b/index.html'))).toBe('Plain: GET /b, in T.');
    // An alert with a title on its marker's line: the title is its heading, not the first sentence.
    expect(meta(await site.page('docs/reference/other-operations/get-c/index.html'))).toBe('Its results may change.');
    expect(meta(await site.page('docs/reference/other-operations/get-d/index.html'))).toBe('Its fields may change.');
    expect(meta(await site.page('docs/reference/other-operations/get-e/index.html'))).toBe('Cached for a minute.');
    expect(meta(await site.page('docs/reference/other-operations/get-f/index.html'))).toBe('Deleting is permanent.');
    expect(meta(await site.page('docs/reference/other-operations/get-g/index.html'))).toBe('Read-only.');
    expect(meta(await site.page('docs/reference/other-operations/get-h/index.html'))).toBe('Pausing means:');
    expect(meta(await site.page('docs/reference/other-operations/get-i/index.html'))).toBe('Takes a list.');
    expect((await site.page('docs/reference/other-operations/get-f/index.html')).querySelector('main .admonition-warning .admonition-title')?.textContent).toBe('Irreversible');
    expect((await site.page('docs/reference/other-operations/get-e/index.html')).querySelector('main .admonition-info')?.textContent).toContain('Cached for a minute.');
    expect(await site.read('docs/llms.txt')).toContain('get-a.md): Not built for real-time use.\n');
  });

  it('names the operation\'s own file for a problem in its description, and says that a link of Redoc\'s names no operation, with the one meant', async () => {
    const root = await makeSite({ ...SPLIT, 'api/resources/droplets_get.yaml': SPLIT['api/resources/droplets_get.yaml'].replace('#operation/droplets_list', '#operation/droplets_lst') });
    // A broken link, as "openapi:droplets_lst" is (not an anchor missing from the page the text is on).
    const failure = await build({ root, write: false }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BuildFailure);
    const problems = (failure as BuildFailure).errors.map((e) => [e.message, path.relative(root, e.file ?? ''), e.hint]);
    expect(problems).toEqual([['Broken link: #operation/droplets_lst names the operation "droplets_lst", which no OpenAPI document of the site has (at /description)', path.join('api', 'resources', 'droplets_get.yaml'), 'did you mean "droplets_list"?']]);
  });
});

describe('links to a place in the document, as Stoplight writes them', () => {
  const spec = (listing: string) => ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:',
    '  /pets:', '    get:', '      operationId: listPets', `      description: '${listing}'`, '      responses:', "        '200': { $ref: '#/components/responses/Pets' }",
    '  /pets/{id}:', '    get:', '      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]',
    "      responses: { '200': { $ref: '#/components/responses/Pets' } }",
    'components:', '  responses:', "    Pets: { description: 'The pets ([more](#paging)).', content: { application/json: { schema: { $ref: '#/components/schemas/Owner' } } } }",
    '  schemas:', "    Pet: { $ref: 'models/pet.yaml' }", '    Owner: { type: object, properties: { name: { type: string } } }'].join('\n');
  const files = (listing: string) => ({
    'site.config.ts': CONFIG(), 'api/openapi.yaml': spec(listing), 'api/models/pet.yaml': 'type: object\nproperties: { name: { type: string } }\n',
    'content/index.md': '# Home\n\n[Listing](../api/openapi.yaml/paths/~1pets/get) and [a pet](../api/openapi.yaml#/components/schemas/Pet).\n',
  });

  it('lead to the page of the operation or schema there: by the file and a pointer, its own text by the pointer, and a file that is a schema', async () => {
    const links = '[one pet](openapi.yaml/paths/~1pets~1{id}/get), [an owner](#/components/schemas/Owner), [a pet](models/pet.yaml), [pets](openapi.yaml#/components/schemas/Pet)';
    const built = await build({ root: await makeSite(files(links)), write: false });
    // The response both operations show links to an anchor neither page has: one problem, said once.
    expect(built.warnings.map((e) => [e.message, e.line])).toEqual([
      ['Broken anchor: #paging is not a heading or id of the page this text is on (at /components/responses/Pets/description)', 16],
    ]);
    const page = (file: string) => parseHtml(String(built.files.find((f) => f.path === file)!.contents));
    const href = (doc: Document, name: string) => [...doc.querySelectorAll('main a')].find((e) => e.textContent === name)?.getAttribute('href');
    const list = page('docs/reference/other-operations/list-pets/index.html');
    expect(['one pet', 'an owner', 'a pet', 'pets'].map((name) => href(list, name))).toEqual([
      '/docs/reference/other-operations/get-pets-id', '/docs/reference/schemas/owner', '/docs/reference/schemas/pet', '/docs/reference/schemas/pet',
    ]);
    const home = page('docs/index.html');
    expect([href(home, 'Listing'), href(home, 'a pet')]).toEqual(['/docs/reference/other-operations/list-pets', '/docs/reference/schemas/pet']);
  });

  it('to a place that shows nothing, are broken links', async () => {
    const failed = await build({ root: await makeSite(files('[gone](openapi.yaml/paths/~1gone/get)')), write: false }).catch((e) => e as BuildFailure);
    expect((failed as BuildFailure).errors.map((e) => e.message)).toContain('Broken link: openapi.yaml/paths/~1gone/get leads out of the content folder, where no page is (at /paths/~1pets/get/description)');
  });
});

describe('what a document marks x-internal: true', () => {
  const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:',
    '  /items:', '    post:', '      operationId: createItem', '      tags: [Items]',
    '      parameters:', '        - { name: dryRun, in: query, required: true, schema: { type: boolean } }',
    '        - { name: debugTrace, in: query, required: true, x-internal: true, schema: { type: boolean } }',
    "      requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/Item' } } } }",
    "      responses: { '200': { description: ok } }",
    '    delete:', '      operationId: purgeItems', '      tags: [Maintenance]', '      x-internal: true', "      responses: { '200': { description: ok } }",
    '  /debug/{probe}:', '    x-internal: true', '    get:', '      operationId: debugProbe', '      tags: [Items]', "      responses: { '200': { description: ok } }",
    'tags:', '  - { name: Items, description: Things. }', '  - { name: Maintenance, description: Upkeep. }',
    'components:', '  schemas:',
    "    Item: { type: object, properties: { name: { type: string }, shardKey: { type: string, x-internal: true }, audit: { $ref: '#/components/schemas/Audit' } } }",
    '    Audit: { type: object, x-internal: true, properties: { by: { type: string } } }'].join('\n');

  it('is left out of the pages, the samples, the sidebar and search; the checks still read it; internal: true shows it', async () => {
    // The hidden path has a parameter no operation declares: a problem of the document all the same.
    const failed = await build({ root: await makeSite({ 'site.config.ts': CONFIG(), 'api/openapi.yaml': spec, 'content/index.md': '# Home\n' }), write: false }).catch((e) => e as BuildFailure);
    expect((failed as BuildFailure).errors.map((e) => e.message)).toEqual([expect.stringContaining('The path /debug/{probe} has a parameter {probe} that GET does not declare')]);
    const fixed = spec.replace("      operationId: debugProbe", "      operationId: debugProbe\n      parameters: [{ name: probe, in: path, required: true, schema: { type: string } }]");
    const built = await build({ root: await makeSite({ 'site.config.ts': CONFIG(), 'api/openapi.yaml': fixed, 'content/index.md': '# Home\n' }), write: false });
    const paths = built.files.map((f) => f.path);
    expect(paths.filter((p) => p.startsWith('docs/reference/') && p.endsWith('index.html')).sort()).toEqual([
      'docs/reference/index.html', 'docs/reference/items/create-item/index.html', 'docs/reference/items/index.html',
      'docs/reference/schemas/index.html', 'docs/reference/schemas/item/index.html',
    ]);
    const page = String(built.files.find((f) => f.path === 'docs/reference/items/create-item/index.html')!.contents);
    expect(page).toContain('dryRun');
    expect(page).not.toMatch(/debugTrace|shardKey|audit/);
    expect(String(built.files.find((f) => f.path === 'docs/reference/schemas/item/index.html')!.contents)).not.toMatch(/shardKey|audit/);
    const everything = built.files.filter((f) => /\.(json|md|txt)$/.test(f.path)).map((f) => String(f.contents)).join('\n');
    expect(everything).not.toMatch(/debugTrace|shardKey|purgeItems|debugProbe|Maintenance/);

    const shown = await build({ root: await makeSite({ 'site.config.ts': CONFIG(', internal: true'), 'api/openapi.yaml': fixed, 'content/index.md': '# Home\n' }), write: false });
    const all = shown.files.map((f) => f.path);
    expect(all).toEqual(expect.arrayContaining(['docs/reference/maintenance/purge-items/index.html', 'docs/reference/items/debug-probe/index.html', 'docs/reference/schemas/audit/index.html']));
    expect(String(shown.files.find((f) => f.path === 'docs/reference/items/create-item/index.html')!.contents)).toMatch(/debugTrace[\s\S]*shardKey/);
  });
});

describe('responses that share headers or a body', () => {
  it('show them once, the later ones linking to the first', async () => {
    const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:', '  /a:', '    get:', '      operationId: getA', '      responses:',
      ...['400', '404'].map((s) => `        '${s}': { $ref: '#/components/responses/Problem' }`),
      '        \'200\': { description: OK, content: { application/json: { schema: { type: object, properties: { a: { type: string } } } } } }',
      'components:', '  responses:', '    Problem:', '      description: A problem.', '      headers: { X-Id: { schema: { type: string } } }',
      "      content: { application/json: { schema: { $ref: '#/components/schemas/Error' } } }",
      '  schemas:', '    Error: { type: object, properties: { message: { type: string } } }'].join('\n');
    const root = await makeSite({ 'site.config.ts': CONFIG(), 'api/openapi.yaml': spec, 'content/index.md': '# Home\n' });
    const result = await build({ root, write: false });
    const page = parseHtml(String(result.files.find((f) => f.path === 'docs/reference/other/get-a/index.html')?.contents ?? result.files.find((f) => f.path.endsWith('get-a/index.html'))!.contents));
    const main = page.querySelector('main')!;
    expect(main.querySelectorAll('.api-schema li').length).toBe(3); // 200's a, the Problem's X-Id and message, once each
    const later = [...main.querySelectorAll('p')].filter((p) => /^(Headers|Body): as for/.test(p.textContent!));
    expect(later.map((p) => [p.textContent, p.querySelector('a')!.getAttribute('href')])).toEqual([
      ['Headers: as for 400 Bad Request.', '#response-400'],
      ['Body: as for 400 Bad Request.', '#response-400'],
    ]);
    // The example made from the Problem's schema is shown with the 400 only, and the 200's with it.
    expect((main.textContent!.match(/\(example made from the schema\)/g) ?? []).length).toBe(2);
  });
});

describe('bodies written out again in place', () => {
  it('show once a schema that several media types or responses write the same, the later ones linking to the first', async () => {
    const union = "{ anyOf: [{ type: object, properties: { content: { type: string } } }, { type: object, properties: { embeds: { type: array, items: { type: string } } } }] }";
    const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:', '  /hooks:', '    post:', '      operationId: runHook',
      '      requestBody:', '        content:', ...['application/json', 'multipart/form-data'].map((t) => `          ${t}: { schema: ${union} }`),
      '          text/plain: { schema: { type: string } }',
      '      responses:', ...['200', '202'].map((s) => `        '${s}': { description: Done., content: { application/json: { schema: { type: object, properties: { id: { type: string } } } } } }`)].join('\n');
    const root = await makeSite({ 'site.config.ts': CONFIG(), 'api/openapi.yaml': spec, 'content/index.md': '# Home\n' });
    const result = await build({ root, write: false });
    const main = parseHtml(String(result.files.find((f) => f.path.endsWith('run-hook/index.html'))!.contents)).querySelector('main')!;
    const later = [...main.querySelectorAll('p')].filter((p) => /^Body: as for/.test(p.textContent!));
    expect(later.map((p) => [p.textContent, p.querySelector('a')!.getAttribute('href')])).toEqual([
      ['Body: as for the request body (application/json).', '#request-application-json'],
      ['Body: as for 200 OK.', '#response-200'],
    ]);
    expect(main.querySelector('#request-application-json')).not.toBeNull();
    // The union's two options and the response's id, each shown once; the text body is not the same schema, and is shown.
    expect([...main.querySelectorAll('li > p > code')].map((c) => c.textContent)).toEqual(['content', 'embeds', 'id']);
    expect((main.textContent!.match(/Any of these:/g) ?? []).length).toBe(1);
    expect(main.textContent).toContain('Type: string');
  });
});

describe('examples that read the same', () => {
  it('are shown once, under each of their names, and those that differ each under its own', async () => {
    const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:', '  /items/{id}:', '    patch:', '      operationId: updateItem',
      '      parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]',
      '      requestBody:', '        content:', '          application/json:', '            schema: { type: object }', '            examples:',
      "              text: { summary: Set a text, value: { value: 'a' } }", '              number: { summary: Set a number, value: { value: 1 } }',
      '      responses:', "        '200':", '          description: The item.', '          content:', '            application/json:',
      "              schema: { $ref: '#/components/schemas/Item' }", '              examples:',
      ...['text', 'number', 'date'].map((name) => `                ${name}: { $ref: '#/components/examples/Item' }`),
      'components:', '  schemas:', '    Item: { type: object, properties: { id: { type: integer }, value: {} } }',
      '  examples:', '    Item: { value: { id: 7, value: a } }'].join('\n');
    const root = await makeSite({ 'site.config.ts': CONFIG(), 'api/openapi.yaml': spec, 'content/index.md': '# Home\n' });
    const result = await build({ root, write: false });
    const main = parseHtml(String(result.files.find((f) => f.path.endsWith('update-item/index.html'))!.contents)).querySelector('main')!;
    const examples = [...main.querySelectorAll('pre code.language-json')].map((code) => code.textContent!.replace(/\s+/g, ''));
    expect(examples).toEqual(['{"value":"a"}', '{"value":1}', '{"id":7,"value":"a"}']);
    expect(main.textContent).toContain('200 OK: text, number, date');
    const copy = String(result.files.find((f) => f.path.endsWith('update-item.md'))!.contents);
    expect(copy.match(/"id": 7/g)).toHaveLength(1);
  });
});

describe('a response that returns what the request sent', () => {
  it('links to the request body where its schema reads the same in both, and lists it again where it does not', async () => {
    const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:',
      ...['Pod', 'Lease'].flatMap((name) => [`  /${name.toLowerCase()}s:`, '    post:', `      operationId: create${name}`,
        `      requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/${name}' } } } }`,
        '      responses:', ...['200', '201'].map((s) => `        '${s}': { description: Done., content: { application/json: { schema: { $ref: '#/components/schemas/${name}' } } } }`)]),
      'components:', '  schemas:',
      // A pod reads the same either way; a lease has a read-only id, which its request leaves out (behind a $ref, and a property named "default").
      '    Pod: { type: object, properties: { name: { type: string }, spec: { $ref: "#/components/schemas/Spec" } } }',
      '    Spec: { type: object, properties: { image: { type: string }, pod: { $ref: "#/components/schemas/Pod" } } }',
      '    Lease: { type: object, properties: { rent: { type: integer }, default: { $ref: "#/components/schemas/Stamp" } } }',
      '    Stamp: { type: object, properties: { id: { type: string, readOnly: true } } }'].join('\n');
    const root = await makeSite({ 'site.config.ts': CONFIG(), 'api/openapi.yaml': spec, 'content/index.md': '# Home\n' });
    const result = await build({ root, write: false });
    const later = (page: string) => [...parseHtml(String(result.files.find((f) => f.path.endsWith(`${page}/index.html`))!.contents)).querySelectorAll('main p')]
      .filter((p) => /^Body: as for/.test(p.textContent!)).map((p) => [p.textContent, p.querySelector('a')!.getAttribute('href')]);
    expect(later('create-pod')).toEqual([['Body: as for the request body.', '#request-body'], ['Body: as for the request body.', '#request-body']]);
    expect(later('create-lease')).toEqual([['Body: as for 200 OK.', '#response-200']]);
  });
});

describe('property lists', () => {
  const spec = (description: string) => ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:', '  /things:', '    get:', '      operationId: listThings',
    '      responses:', "        '200':", '          description: OK', '          content:', '            application/json:',
    "              schema: { $ref: '#/components/schemas/Thing' }", 'components:', '  schemas:', '    Thing:', '      type: object', '      required: [id]',
    '      properties:', '        id:', '          type: string', '          description: |', ...description.split('\n').map((l) => `            ${l}`),
    '        size: { type: integer, minimum: 1, description: "Less <b>than</b> 10 & more." }',
    '        owner: { $ref: "#/components/schemas/Owner" }',
    '    Owner: { type: object, properties: { name: { type: string } } }'].join('\n');
  const site = (description: string) => makeSite({ 'site.config.ts': CONFIG(), 'api/openapi.yaml': spec(description), 'content/index.md': '# Home\n', 'content/guide.md': '# Guide\n\n## Ids {#ids}\n' });
  const page = (result: Awaited<ReturnType<typeof build>>, suffix: string) => String(result.files.find((f) => f.path.endsWith(suffix))!.contents);

  it('show JSON Schema\'s other keywords: a tuple\'s items by place, keys by pattern, a file\'s content, what a value is not, and the schema\'s own constraints', async () => {
    const shape = ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths: {}', 'components:', '  schemas:', '    Shape:', '      type: object',
      '      maxProperties: 4', '      dependentRequired: { point: [kind, size] }', '      properties:',
      '        point: { type: array, prefixItems: [{ type: number, description: Across. }, { type: number, description: Down. }], items: false }',
      "        labels: { type: object, propertyNames: { pattern: '^[a-z-]+$' }, patternProperties: { '^x-': { type: string } } }",
      '        logo: { type: string, contentMediaType: image/png, contentEncoding: base64 }',
      '        noise: { not: { type: [string, number] } }', "        kind: { not: { enum: [square] } }"].join('\n');
    const result = await build({ root: await makeSite({ 'site.config.ts': CONFIG(), 'api/openapi.yaml': shape, 'content/index.md': '# Home\n' }), write: false });
    const main = parseHtml(page(result, 'schemas/shape/index.html')).querySelector('main')!;
    const fields = [...main.querySelectorAll('.api-schema li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    expect(fields).toEqual([
      'point array No other items 2 items of point [0] number Across. [1] number Down.', '[0] number Across.', '[1] number Down.',
      'labels object Keys match ^[a-z-]+$ 1 property of labels {key} string Any key matching ^x-, with a value of this type.', '{key} string Any key matching ^x-, with a value of this type.',
      'logo string Content: image/png, base64-encoded', 'noise any Not: string | number', 'kind any None of "square"',
    ]);
    expect(main.querySelector('.markdown > p')!.textContent).toBe('Properties: at most 4 · With point, also kind, size');
  });

  it('render descriptions through the markdown pipeline, keep an unclosed fence inside its property, and copy as markdown', async () => {
    const result = await build({ root: await site('The `id`, see [ids](/docs/guide#ids).\n\n```json\n{ "open": true'), write: false });
    expect(page(result, 'list-things/index.html')).not.toContain('docs:copy');
    const doc = parseHtml(page(result, 'list-things/index.html'));
    const items = [...doc.querySelectorAll('main .api-schema > ul > li')];
    expect(items.map((li) => li.querySelector(':scope > p:first-child > code')!.textContent)).toEqual(['id', 'size', 'owner']);
    const id = items[0].querySelector('.api-description')!;
    expect(id.querySelector('p code')!.textContent).toBe('id');
    expect(id.querySelector('a')!.getAttribute('href')).toBe('/docs/guide#ids');
    expect(id.querySelector('pre')!.textContent).toContain('"open": true');
    // A description's markup is the writer's markdown, as anywhere on a page; the build's own text is escaped.
    expect(items[1].querySelector('.api-description b')!.textContent).toBe('than');
    expect(items[2].querySelector('details > summary')!.textContent).toBe('1 property of owner');
    const copy = page(result, 'list-things.md');
    expect(copy).toContain('- `id` string required\n\n  The `id`, see [ids](https://');
    expect(copy).toContain('- `owner` object ([Owner](<https://');
    expect(copy).toContain('  - `name` string');
    expect(copy).not.toMatch(/<(div|details|summary|span|ul|li)\b/);
  });

  it('are the build\'s own HTML: what they take from the document is escaped, and a page cannot name their HTML to bring it in', async () => {
    const root = await site('An id.');
    const yaml = path.join(root, 'api/openapi.yaml');
    await writeFile(yaml, (await readFile(yaml, 'utf8')).replace('        size:', '        "<img src=x onerror=alert(1)>": { type: string, enum: ["</code><script>alert(2)</script>"] }\n        size:'));
    // The key of the operation page's first list (its part's name and a count): a page that does not include the operation has no HTML by it.
    const key = new GeneratedHtml('openapi:page/reference/other-operations/list-things.md').add('');
    await writeFile(path.join(root, 'content/guide.md'), `# Guide\n\n## Ids {#ids}\n\n<!--docs:html ${key}-->\n\nEnd.\n`);
    const result = await build({ root, write: false });
    const doc = parseHtml(page(result, 'list-things/index.html'));
    expect(doc.querySelectorAll('main img, main script')).toHaveLength(0);
    const names = [...doc.querySelectorAll('main .api-schema > ul > li > p:first-child > code')].map((code) => code.textContent);
    expect(names).toContain('<img src=x onerror=alert(1)>');
    expect(doc.querySelector('main .api-schema')!.textContent).toContain('"</code><script>alert(2)</script>"');
    const guide = parseHtml(page(result, 'guide/index.html'));
    expect(guide.querySelector('main .api-schema')).toBeNull();
    expect(guide.querySelector('main')!.textContent).toContain('End.');
  });

  it('read their descriptions as CommonMark, as the document is written: a tag is HTML, never one of the site\'s components', async () => {
    // A third-party document writes "List<String>" and "<Lease>": on a page of the site's own, each would be a component that is never closed.
    const root = await site('A List<String> of ids.\n\n<Tip>\nOpened, never closed.');
    const yaml = path.join(root, 'api/openapi.yaml');
    await writeFile(yaml, (await readFile(yaml, 'utf8')).replace('      operationId: listThings', '      operationId: listThings\n      description: Returns <Thing> objects.'));
    const result = await build({ root, write: false });
    const doc = parseHtml(page(result, 'list-things/index.html'));
    expect(doc.querySelector('main')!.textContent).toContain('Returns');
    expect(doc.querySelector('main .api-description')!.textContent).toContain('A List of ids.');
    expect(result.warnings).toEqual([]);
    // The copy has them as the document writes them.
    const copy = page(result, 'list-things.md');
    expect(copy).toContain('Returns <Thing> objects.');
    expect(copy).toContain('A List<String> of ids.');
  });

  it('show a schema met again through its own alternatives as a link, however it nests (no endless expansion)', async () => {
    const root = await site('An id.');
    const yaml = path.join(root, 'api/openapi.yaml');
    // Discord's ErrorDetails: one of a map of more ErrorDetails, or InnerErrors.
    await writeFile(yaml, (await readFile(yaml, 'utf8')).replace('        owner: { $ref: "#/components/schemas/Owner" }', '        owner: { $ref: "#/components/schemas/Owner" }\n        errors: { $ref: "#/components/schemas/ErrorDetails" }')
      + '\n    ErrorDetails:\n      oneOf:\n        - { type: object, additionalProperties: { $ref: "#/components/schemas/ErrorDetails" } }\n        - { $ref: "#/components/schemas/InnerErrors" }'
      + '\n    InnerErrors: { type: object, properties: { code: { type: string } } }\n');
    const result = await build({ root, write: false });
    const copy = page(result, 'list-things.md');
    expect(copy).toContain('- `errors` one of\n');
    expect(copy).toMatch(/- \*\*Option 1\*\* object\n\s+- `\{key\}` one of\n\s+Any other key, with a value of this type\.\n\s+See \[ErrorDetails\]\(<https:/);
    expect(copy).toMatch(/- \[InnerErrors\]\(<https:[^>]+>\) object\n\s+- `code` string/);
  });

  it('show a schema that is all of one that is all of it (A all of B, B all of A) once, fold an enum\'s values past 20 and count them past 500', async () => {
    const root = await site('An id.');
    const yaml = path.join(root, 'api/openapi.yaml');
    await writeFile(yaml, (await readFile(yaml, 'utf8')).replace('        owner: { $ref: "#/components/schemas/Owner" }', '        owner: { $ref: "#/components/schemas/Owner" }\n        kind: { $ref: "#/components/schemas/Kind" }\n        code: { type: string, enum: [' + Array.from({ length: 2000 }, (_, i) => `c${i}`).join(', ') + '] }\n        note: { type: string, example: \'\' }\n        state: { type: string, example: ready }')
      + '\n    Kind:\n      allOf:\n        - { $ref: "#/components/schemas/KindBase" }\n        - { type: object, properties: { label: { type: string } } }'
      + '\n    KindBase: { allOf: [{ $ref: "#/components/schemas/Kind" }, { type: object, properties: { slug: { type: string } } }] }\n');
    const result = await build({ root, write: false });
    const copy = page(result, 'list-things.md');
    expect(copy).toMatch(/- `kind` object \(\[Kind\]\(<https:[^>]+>\)\)\n\s+- `slug` string\n\s+- `label` string\n/);
    expect(copy).toContain('`"c498"`, `"c499"`, and 1,500 more');
    expect(copy).not.toContain('"c500"');
    // On the page, past the first ten, the values are folded: a <details> its line of facts is the summary of.
    const html = parseHtml(page(result, 'list-things/index.html'));
    const folded = [...html.querySelectorAll('details.api-values')];
    expect(folded).toHaveLength(1);
    const summary = folded[0].querySelector('summary')!.textContent!;
    expect(summary).toBe(`Allowed values: ${Array.from({ length: 10 }, (_, i) => `"c${i}"`).join(', ')}, and 1,990 more`);
    expect(folded[0].querySelector('p')!.textContent).toMatch(/^"c10", "c11", .*"c499", and 1,500 more$/);
    // An example as written, unless nothing would show of it.
    const facts = (name: string) => [...html.querySelectorAll('li')].find((li) => li.querySelector('p > code')?.textContent === name)!.querySelector(':scope > p:last-child')!.textContent;
    expect([facts('note'), facts('state')]).toEqual(['Example: ""', 'Example: ready']);
  });

  it('list allowed values each with its words where x-enumDescriptions gives them (Redocly\'s), checked as descriptions', async () => {
    const spec = ['openapi: 3.0.3', "info: { title: T, version: '1' }", 'paths:', '  /users:', '    get:', '      operationId: listUsers', '      parameters:',
      '        - name: expand', '          in: query', '          schema:', '            type: string', '            enum: [user, userSummary, none]', '            x-enumDescriptions:',
      '              user: Lists **full** details.', '              userSummary: Lists summaries ([how](./gone.md)).',
      "      responses: { '200': { description: ok } }",
      'components:', '  schemas:', '    Status:', '      type: string', '      enum: [ACTIVE, INACTIVE]', '      x-enumDescriptions: { ACTIVE: Enabled., INACTIVE: Not enabled. }',
      // OpenAPI Generator's, in the enum's order.
      '    Level:', '      type: integer', '      enum: [1, 2]', "      x-enum-descriptions: [Low., '']",
      // AutoRest's (Azure's).
      '    Action:', '      type: string', '      enum: [EmailContacts, AutoRenew]', '      x-ms-enum: { name: Action, modelAsString: false, values: [{ value: AutoRenew, description: Renews it. }] }'].join('\n');
    const root = await makeSite({ 'site.config.ts': CONFIG(", strict: false"), 'api/openapi.yaml': spec, 'content/index.md': '# Home\n' });
    const result = await build({ root, write: false });
    const html = (file: string) => parseHtml(String(result.files.find((f) => f.path === file)!.contents));
    const expand = [...html('docs/reference/other-operations/list-users/index.html').querySelectorAll('main li')].find((li) => li.querySelector('p > code')?.textContent === 'expand')!;
    expect(text(expand as unknown as Document, '.api-description li')).toEqual(['user: Lists full details.', 'userSummary: Lists summaries (how).', 'none']);
    expect(expand.textContent).not.toContain('Allowed values: "user"');
    expect(text(html('docs/reference/schemas/status/index.html'), 'main .api-description li')).toEqual(['ACTIVE: Enabled.', 'INACTIVE: Not enabled.']);
    expect(String(result.files.find((f) => f.path === 'docs/reference/schemas/status.md')!.contents)).toContain('Allowed values:\n\n- `ACTIVE`: Enabled.\n- `INACTIVE`: Not enabled.\n');
    expect(text(html('docs/reference/schemas/level/index.html'), 'main .api-description li')).toEqual(['1: Low.', '2']);
    expect(text(html('docs/reference/schemas/action/index.html'), 'main .api-description li')).toEqual(['EmailContacts', 'AutoRenew: Renews it.']);
    // A problem in their words names where they are written.
    expect(result.warnings.map((w) => w.message)).toEqual([expect.stringMatching(/^Broken link: \.\/gone\.md .*\(at \/paths\/~1users\/get\/parameters\/0\/schema\/x-enumDescriptions\)$/)]);
  });

  it('show an option or null (3.1\'s anyOf [X, null], as Pydantic writes every optional field; 3.0\'s [X, { nullable: true }]) as X or null, with X\'s words', async () => {
    const root = await site('An id.');
    const yaml = path.join(root, 'api/openapi.yaml');
    await writeFile(yaml, (await readFile(yaml, 'utf8')).replace('        owner: { $ref: "#/components/schemas/Owner" }', [
      '        owner: { anyOf: [{ $ref: "#/components/schemas/Owner" }, { type: "null" }], description: "The owner, if any." }',
      '        temperature: { anyOf: [{ type: number, minimum: 0, maximum: 2, default: 1, description: How random. }, { type: "null" }] }',
      '        next: { $ref: "#/components/schemas/Next" }',
      '        either: { oneOf: [{ type: string }, { type: integer }] }',
      // Rust's schemars (Qdrant's 3.0 document): null as a schema of no type that is nullable.
      '        usage: { anyOf: [{ $ref: "#/components/schemas/Owner" }, { nullable: true }], default: null }',
      // A value of JSON's own types: null and array are named so (typeof said "object").
      '        pair: { const: [1, 2] }', '        gone: { const: null }',
      // 64-bit limits, which a number does not hold exactly (Discord's ids): as written, not 9223372036854776000.
      '        nonce: { type: integer, format: int64, minimum: -9223372036854775808, maximum: 9223372036854775807 }', '        bytes: { type: integer, minimum: 1000, maximum: 18446744073709551615 }'].join('\n'))
      + '\n    Next: { anyOf: [{ $ref: "#/components/schemas/Next" }, { type: "null" }] }\n'
      + '    Legacy: { type: object, nullable: true, properties: { a: { nullable: true, properties: { b: { type: string } } } } }\n');
    const result = await build({ root, write: false });
    const copy = page(result, 'list-things.md');
    expect(copy).toMatch(/- `owner` object \(\[Owner\]\(<https:[^>]+>\)\) \| null\n\n\s+The owner, if any\.\n\n\s+- `name` string\n/);
    expect(copy).toMatch(/- `temperature` number \| null\n\n\s+How random\.\n\n\s+Default: `1` · Range: ≥ 0, ≤ 2\n/);
    expect(copy).toContain('- `pair` array\n\n  Always `[1,2]`\n');
    expect(copy).toContain('- `gone` null\n\n  Always `null`\n');
    expect(copy).toContain('- `nonce` integer (int64)\n\n  Range: ≥ -9223372036854775808, ≤ 9223372036854775807\n');
    expect(copy).toContain('- `bytes` integer\n\n  Range: ≥ 1000, ≤ 18446744073709551615\n');
    expect(copy).toMatch(/- `usage` object \(\[Owner\]\(<https:[^>]+>\)\) \| null\n\n\s+Default: `null`\n\n\s+- `name` string\n/);
    // A schema that is itself or null stays as written (its option a link to it); two types that are not null are their union.
    expect(copy).toMatch(/- `next` any of\n\n\s+Any of these:\n\n\s+- \[Next\]\(<https:[^>]+>\) any of\n/);
    expect(copy).toContain('- `either` string | integer\n');
    // 3.0's nullable, on properties without a type: an object, or null.
    expect(page(result, 'schemas/legacy.md')).toMatch(/- `a` object \| null\n\n\s+- `b` string/);
  });

  it('take an operation\'s title from its operationId where its summary is text, and show that text', async () => {
    const summary = 'Creates a thing. Learn more in [the guide](/docs/guide#ids): it takes a name, a size and an owner, and returns the new thing with its id.';
    const root = await site('An id.');
    const yaml = path.join(root, 'api/openapi.yaml');
    await writeFile(yaml, (await readFile(yaml, 'utf8')).replace('      operationId: listThings', `      operationId: listThingsByID\n      summary: '${summary}'`));
    const result = await build({ root, write: false });
    const html = parseHtml(page(result, 'list-things-by-id/index.html'));
    expect(html.querySelector('h1')!.textContent).toBe('List things by ID');
    expect(html.querySelector('nav[aria-label=Docs] a[aria-current=page]')!.textContent).toContain('List things by ID');
    expect([...html.querySelectorAll('main .markdown > p')].map((p) => p.textContent)).toContain(summary.replace('[the guide](/docs/guide#ids)', 'the guide'));
    expect(html.querySelector('meta[name=description]')!.getAttribute('content')).toBe('Creates a thing.');
  });

  it('take a title from an operationId of words by slashes (GitHub\'s webhooks: branch-protection-rule/created) as words', async () => {
    const summary = `This event occurs when there is activity relating to branch protection rules. ${'More words. '.repeat(10)}`;
    const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:', "  /orgs: { get: { operationId: repos/list-for-org, responses: { '200': { description: ok } } } }",
      'webhooks:', '  branch-protection-rule-created:', '    post:', '      operationId: branch-protection-rule/created', `      summary: '${summary}'`, "      responses: { '200': { description: ok } }"].join('\n');
    const result = await build({ root: await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec }), write: false });
    expect(['other-operations/repos-list-for-org/index.html', 'webhooks/branch-protection-rule-created/index.html'].map((file) => parseHtml(page(result, file)).querySelector('h1')!.textContent))
      .toEqual(['Repos: list for org', 'Branch protection rule: created']);
  });

  it('read a summary that opens with the operation\'s name in code as text (a method\'s comment, as grpc-gateway writes it), the title that name in words', async () => {
    const summary = 'ListThingsByID is a visibility API to list things.';
    const root = await site('An id.');
    const yaml = path.join(root, 'api/openapi.yaml');
    // grpc-gateway numbers a method's second route: its operationId is the method's name and a 2.
    await writeFile(yaml, (await readFile(yaml, 'utf8')).replace('      operationId: listThings', `      operationId: ListThingsByID2\n      summary: '${summary}'\n      description: Lists them all.`));
    const html = parseHtml(page(await build({ root, write: false }), 'list-things-by-id2/index.html'));
    expect([html.querySelector('h1')!.textContent, [...html.querySelectorAll('main .markdown > p')].some((p) => p.textContent === summary)]).toEqual(['List things by ID', true]);
    // The page is described by what it shows first: the summary's text, before the description.
    expect(html.querySelector('meta[name=description]')!.getAttribute('content')).toBe(summary);
    // A summary that opens with another name, or is the name alone, is the title as written.
    for (const [written, title] of [['OAuth2 tokens of a thing', 'OAuth2 tokens of a thing'], ['ListThingsByID2', 'ListThingsByID2']]) {
      await writeFile(yaml, (await readFile(yaml, 'utf8')).replace(/      summary: '[^']*'/, `      summary: '${written}'`));
      expect(parseHtml(page(await build({ root, write: false }), 'list-things-by-id2/index.html')).querySelector('h1')!.textContent).toBe(title);
    }
    // Its routes numbered (ListThings, ListThings2) are titled as the method, without a summary too.
    // So are those it names by their service, the operation's tag, and the method (Argo's "WorkflowService_ListWorkflows").
    const served = (n: string) => `    get: { operationId: ThingService_CountThings${n}, tags: [ThingService], responses: { '200': { description: OK } } }`;
    await writeFile(yaml, (await readFile(yaml, 'utf8')).replace(/      summary: '[^']*'\n/, '').replace('  /things:', ["  /v1/things:\n    get: { operationId: ListThingsByID, responses: { '200': { description: OK } } }",
      '  /v1/count:', served(''), '  /count:', served('2'), '  /things:'].join('\n')));
    const numbered = await build({ root, write: false });
    expect(['list-things-by-id', 'list-things-by-id2', 'thing-service/thing-service-count-things', 'thing-service/thing-service-count-things2'].map((file) => parseHtml(page(numbered, `${file}/index.html`)).querySelector('h1')!.textContent))
      .toEqual(['List things by ID', 'List things by ID', 'Count things', 'Count things']);
  });

  it('give every tag, operation and schema a page of its own, and every security scheme its own id, whatever their names slug to', async () => {
    // Pets and pets, a tag named like the schemas' folder, LeaseItem and Lease_Item, an operationId no disk takes as a file name, index.
    const longId = `list${'Everything'.repeat(40)}`;
    const root = await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': [
      "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n  /a:",
      "    get: { operationId: a, tags: [Pets], security: [{ api_key: [] }, { ApiKey: [] }], responses: { '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/LeaseItem' } } } } } }",
      "    post: { operationId: b, tags: [pets], responses: { '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Lease_Item' } } } } } }",
      `    put: { operationId: ${longId}, tags: [Schemas], responses: { '204': { description: ok } } }`,
      // Elasticsearch's "index" operation, and a schema of that name: no page index.md, which is its folder's.
      "    delete: { operationId: index, tags: [Pets], responses: { '204': { description: ok } } }",
      'components:\n  schemas:\n    LeaseItem: { type: object, properties: { a: { type: string } } }\n    Lease_Item: { type: object, properties: { b: { type: string } } }\n    Index: { type: object }',
      '  securitySchemes:\n    api_key: { type: apiKey, in: header, name: X-Key }\n    ApiKey: { type: apiKey, in: query, name: key }\n'].join('\n') });
    const result = await build({ root, write: false });
    const paths = result.files.map((f) => f.path).filter((p) => p.endsWith('.md')).sort();
    expect(paths).toEqual(expect.arrayContaining(['docs/reference/pets/a.md', 'docs/reference/pets-2/b.md', 'docs/reference/schemas-2.md',
      'docs/reference/schemas/lease-item.md', 'docs/reference/schemas/lease-item-2.md', 'docs/reference/pets/delete-a.md', 'docs/reference/schemas/index-2.md']));
    expect(paths.filter((p) => p.endsWith('/index.md'))).toEqual([]);
    expect(paths.find((p) => p.startsWith('docs/reference/schemas-2/'))).toBe(`docs/reference/schemas-2/${'list-everything'.concat('-everything'.repeat(39)).slice(0, 80).replace(/-+$/, '')}.md`);
    // Two security schemes whose names slug alike: each its own heading on the overview, which the operation links to.
    const overview = parseHtml(page(result, 'docs/reference/index.html'));
    expect([...overview.querySelectorAll('h3[id^=auth]')].map((h) => [h.id, h.textContent])).toEqual([['auth-api-key', 'api_key'], ['auth-api-key-2', 'ApiKey']]);
    const a = parseHtml(page(result, 'pets/a/index.html'));
    expect([...a.querySelectorAll('main a[href*="#auth-"]')].map((l) => l.getAttribute('href'))).toEqual(['/docs/reference#auth-api-key', '/docs/reference#auth-api-key-2']);
    expect(page(result, 'pets-2/b.md')).toContain('Type: object ([Lease_Item](<https://docs.example.com/docs/reference/schemas/lease-item-2>))');
  });

  it('give each parameter an id a description can link to, kept apart where one page shows several operations', async () => {
    const spec = [
      "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n  /files/{id}:\n    parameters: [{ name: id, in: path, required: true, schema: { type: string } }]",
      '    get:\n      operationId: getFile\n      tags: [Files]\n      parameters:\n        - { name: fields, in: query, schema: { type: string } }\n        - { name: fields, in: header, schema: { type: string } }',
      "      responses: { '200': { description: 'The file, with the [fields](#parameter-fields) asked for.' } }",
      "    delete: { operationId: deleteFile, tags: [Files], responses: { '204': { description: 'Gone; see [the id](#parameter-id) and [nothing](#parameter-nope).' } } }\n",
    ].join('\n');
    const ids = (result: { files: OutputFile[] }, file: string) => [...parseHtml(String(result.files.find((f) => f.path === file)!.contents)).querySelectorAll('main li[id]')].map((e) => e.id);
    const own = await build({ root: await makeSite({ 'site.config.ts': CONFIG(', strict: false'), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec }), write: false, env: {} });
    // The link to a parameter the operation has not is the only broken one.
    expect(own.warnings.map((e) => e.message)).toEqual([expect.stringMatching(/^Broken anchor: #parameter-nope /)]);
    expect(ids(own, 'docs/reference/files/get-file/index.html')).toEqual(['parameter-id', 'parameter-fields', 'parameter-fields-2']);
    const get = parseHtml(String(own.files.find((f) => f.path === 'docs/reference/files/get-file/index.html')!.contents));
    expect(get.querySelector('main a[href="#parameter-fields"]')!.textContent).toBe('fields');
    // On a tag's page, each operation's parameters have its prefix, as its headings do.
    const onePage = await build({ root: await makeSite({ 'site.config.ts': CONFIG(", pages: 'tag'"), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec.replace(' and [nothing](#parameter-nope)', '') }), write: false, env: {} });
    expect(ids(onePage, 'docs/reference/files/index.html')).toEqual(['get-file-parameter-id', 'get-file-parameter-fields', 'get-file-parameter-fields-2', 'delete-file-parameter-id']);
    // A description's link to one, written for a page of the operation's own, goes to its operation's there (it was a broken anchor).
    expect(onePage.warnings).toEqual([]);
    const tagPage = parseHtml(String(onePage.files.find((f) => f.path === 'docs/reference/files/index.html')!.contents));
    expect([...tagPage.querySelectorAll('main p a[href^="#"]')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['fields', '#get-file-parameter-fields'], ['the id', '#delete-file-parameter-id']]);
  });

  it('take a property that is all of one $ref, with words of its own, for that schema: linked, and a level deeper', async () => {
    // Elasticsearch's every property: { description, allOf: [{ $ref }] }. Merged as schemas of no name, their levels had no
    // limit: its search request's list was 335,000 lines, and the build failed (Maximum call stack size exceeded).
    const levels = Array.from({ length: 9 }, (_, i) => `    L${i}: { type: object, properties: { ${['a', 'b', 'c'].map((p) => `${p}: { description: 'Part ${p} of L${i}.', allOf: [{ $ref: '#/components/schemas/L${i + 1}' }] }`).join(', ')} } }`);
    const spec = ['openapi: 3.0.3', "info: { title: T, version: '1' }", 'paths: {}', 'components:', '  schemas:', ...levels, '    L9: { type: object, properties: { end: { type: string } } }'].join('\n');
    const result = await build({ root: await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec }), write: false });
    const copy = page(result, 'schemas/l0.md');
    expect(copy).toMatch(/- `a` object \(\[L1\]\(<https:[^>]+\/schemas\/l1>\)\)\n\n  Part a of L0\.\n/);
    // Six levels at most, as with $refs: 3 + 9 + … + 729 fields, not 3^9.
    expect(page(result, 'schemas/l0/index.html').length).toBeLessThan(400_000);
    expect(copy).not.toContain('`end`');
  });

  it('show a property\'s own words beside its $ref, over its schema\'s, in a Swagger 2.0 document as in 3.0 (Kubernetes\' and Argo\'s every field)', async () => {
    const spec = ["swagger: '2.0'", "info: { title: T, version: '1' }", 'paths: {}', 'definitions:',
      "  Pod: { type: object, properties: { spec: { description: 'What the pod runs.', $ref: '#/definitions/PodSpec' }, other: { $ref: '#/definitions/PodSpec' } } }",
      "  PodSpec: { type: object, description: 'A pod spec.', properties: { image: { type: string } } }"].join('\n');
    const result = await build({ root: await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec }), write: false });
    const copy = page(result, 'schemas/pod.md');
    expect(copy).toMatch(/- `spec` object \(\[PodSpec\]\(<https:[^>]+>\)\)\n\n  What the pod runs\.\n/);
    expect(copy).toMatch(/- `other` object \(\[PodSpec\]\(<https:[^>]+>\)\)\n\n  A pod spec\.\n/);
  });

  it('name an option of one value by it, one of no name by the property that tells them apart, show an option\'s own words and values, and types alone as their union', async () => {
    // As Rust's schemars writes an enum (Oxide's): each variant a value with its words, or an object tagged by "type".
    const spec = ['openapi: 3.0.3', "info: { title: T, version: '1' }", 'paths: {}', 'components:', '  schemas:', '    Instance:', '      type: object', '      properties:',
      '        restart:', '          oneOf:', '            - { type: string, enum: [never], description: Never restarted. }', '            - { type: string, enum: [best_effort], description: Restarted when it fails. }', '            - { type: string, enum: [always, often] }',
      '        disk:', '          oneOf:',
      '            - { type: object, description: A disk of this host., required: [type], properties: { type: { type: string, enum: [local] } } }',
      '            - { type: object, required: [type, size], properties: { type: { type: string, enum: [distributed] }, size: { type: integer } } }',
      '        either:', '          oneOf: [{ type: object, properties: { a: { type: string } } }, { type: object, properties: { b: { type: string } } }]',
      // Elasticsearch's: types and values only, which read as their union.
      "        routing: { $ref: '#/components/schemas/Routing' }", "        scroll: { oneOf: [{ type: string }, { type: string, enum: ['-1'] }, { type: string, enum: ['0'] }] }",
      '        nothing: { oneOf: [{ type: string }, { enum: [null] }] }',
      '    Routing: { oneOf: [{ type: string }, { type: array, items: { type: string } }] }'].join('\n');
    const result = await build({ root: await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec }), write: false });
    const copy = page(result, 'schemas/instance.md');
    expect(copy).toContain('- `restart` one of\n\n  Exactly one of these:\n\n  - `"never"` string\n\n    Never restarted.\n\n  - `"best_effort"` string\n\n    Restarted when it fails.\n\n  - **Option 3** string\n\n    Allowed values: `"always"`, `"often"`\n');
    expect(copy).toContain('Exactly one of these, told apart by `type`:\n\n  - `type`: `"local"` object\n\n    A disk of this host.\n\n    - `type` string required');
    expect(copy).toContain('  - `type`: `"distributed"` object\n\n    - `type` string required');
    expect(copy).toContain('- `routing` string | array of string ([Routing](<https://docs.example.com/docs/reference/schemas/routing>))\n');
    expect(copy).toContain('- `scroll` string | `"-1"` | `"0"`\n');
    expect(copy).toContain('- `nothing` string | `null`\n');
    // Options with no such property stay numbered.
    expect(copy).toMatch(/- `either` one of\n\n\s+Exactly one of these:\n\n\s+- \*\*Option 1\*\* object/);
    const html = parseHtml(page(result, 'schemas/instance/index.html'));
    expect([...html.querySelectorAll('details > summary')].map((e) => e.textContent)).toEqual(expect.arrayContaining(['Properties of type: "local" (disk)', 'Properties of Option 1 (either)']));
  });

  it('say an operation\'s title once, where its description only repeats it, and name every status HTTP names', async () => {
    // Apideck's operations: "Create Invoice" as summary and description, shown under each other; its 402 had no name.
    const spec = ['openapi: 3.0.3', "info: { title: T, version: '1' }", 'paths:', '  /invoices:', '    post:', '      operationId: invoicesAdd', '      summary: Create Invoice', '      description: Create invoice.',
      "      responses: { '201': { description: Created }, '402': { description: Pay first }, '413': { description: Too big }, '451': { description: Blocked } }",
      '    get:', '      operationId: invoicesAll', '      summary: List Invoices', '      description: List invoices, newest first.', "      responses: { '200': { description: OK } }"].join('\n');
    const result = await build({ root: await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec }), write: false });
    const add = parseHtml(page(result, 'invoices-add/index.html'));
    expect([...add.querySelectorAll('main p')].map((p) => p.textContent)).not.toContain('Create invoice.');
    expect(add.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('Create Invoice: POST /invoices, in T.');
    expect([...add.querySelectorAll('main h3')].map((h) => h.textContent)).toEqual(['201 Created', '402 Payment Required', '413 Content Too Large', '451 Unavailable For Legal Reasons']);
    // A description of more than the title stays.
    expect(page(result, 'invoices-all.md')).toContain('List invoices, newest first.');
  });

  it("list an array's items' alternatives, each item one of them, in a field and as a whole body; and weigh options as fields", async () => {
    // Discord's message components: an array of oneOf items was "array of one of", and nothing more.
    const components = "{ type: array, maxItems: 40, items: { oneOf: [{ $ref: '#/components/schemas/Button' }, { $ref: '#/components/schemas/Select' }], discriminator: { propertyName: kind } } }";
    const spec = ['openapi: 3.0.3', "info: { title: T, version: '1' }", 'paths:', '  /messages:', '    post:', '      operationId: createMessage',
      '      requestBody: { content: { application/json: { schema: { type: object, properties: { components: ' + components + ' } } }, application/x-ndjson: { schema: ' + components + ' } } }',
      "      responses: { '204': { description: Sent } }", 'components:', '  schemas:',
      '    Button: { type: object, required: [kind], properties: { kind: { type: string, enum: [button] }, label: { type: string } } }',
      '    Select: { type: object, required: [kind], properties: { kind: { type: string, enum: [select] }, options: { type: array, items: { anyOf: [{ type: string }, { type: integer }] } } } }'].join('\n');
    const copy = page(await build({ root: await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec }), write: false }), 'create-message.md');
    expect(copy).toMatch(/- `components` array of one of\n\n\s+Items: at most 40\n\n\s+Each item is exactly one of these, told apart by `kind`:\n\n\s+- \[Button\]\([^)]+\) \(`kind`: `"button"`\) object\n\n\s+- `kind` string required\n/);
    // The discriminator has no mapping: each option's one value for its property, not its schema's name ("Button").
    expect(copy).toContain('(`kind`: `"select"`) object');
    expect(copy).toMatch(/- `options` array of any of\n\n\s+Each item is any of these:\n\n\s+- \*\*Option 1\*\* string\n/);
    // The body that is such an array: its items' options, after its type.
    expect(copy).toMatch(/### `application\/x-ndjson`\n\nType: array of one of\n\nItems: at most 40\n\nEach item is exactly one of these, told apart by `kind`:\n\n- \[Button\]/);

    // Options weigh as fields do: a list of two alternatives a level, each with forty options, stays within the page's
    // bounds (its options unweighed, the list went six levels deep: 160 KB).
    const kinds = Array.from({ length: 40 }, (_, i) => `{ type: integer, enum: [${i}], title: Kind ${i} }`).join(', ');
    const pair = (i: number) => `{ type: array, items: { oneOf: [{ $ref: '#/components/schemas/P${i}' }, { $ref: '#/components/schemas/Q${i}' }] } }`;
    const parts = Array.from({ length: 8 }, (_, i) => ['P', 'Q'].map((n) => `    ${n}${i}: { type: object, properties: { kind: { oneOf: [${kinds}] }, next: ${pair(i + 1)} } }`)).flat();
    const heavy = ['openapi: 3.0.3', "info: { title: T, version: '1' }", 'paths: {}', 'components:', '  schemas:', `    Top: { type: object, properties: { next: ${pair(0)} } }`, ...parts, '    P8: { type: object }', '    Q8: { type: object }'].join('\n');
    const top = page(await build({ root: await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': heavy }), write: false }), 'schemas/top/index.html');
    expect(top.length).toBeLessThan(60_000);
  });

  it("count a schema's own page from the schema: met inside itself it is a link, and at its least the list is its own fields", async () => {
    // HubSpot's expressions: each of 40 holds inputs, items one of the 40. A schema's page went one level deeper than a
    // body of it does, and that level listed the 40 options of each option's inputs: pages of 833 KB, 7 MB with items' options.
    const names = Array.from({ length: 40 }, (_, i) => `E${i}`);
    const options = names.map((n) => `{ $ref: '#/components/schemas/${n}' }`).join(', ');
    const spec = ['openapi: 3.0.3', "info: { title: T, version: '1' }", 'paths: {}', 'components:', '  schemas:',
      ...names.map((n) => `    ${n}: { type: object, description: The expression ${n}., properties: { operator: { type: string, enum: [${n}], description: What ${n} does with its inputs. }, inputs: { type: array, description: What it reads., items: { oneOf: [${options}] } } } }`),
      '    Node: { type: object, properties: { name: { type: string }, parent: { $ref: "#/components/schemas/Node" }, children: { type: array, items: { $ref: "#/components/schemas/Node" } } } }'].join('\n');
    const result = await build({ root: await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec }), write: false });
    expect(page(result, 'schemas/e0/index.html').length).toBeLessThan(100_000);
    expect(page(result, 'schemas/e0.md')).toMatch(/- `inputs` array of one of\n\n  What it reads\.\n\n  Each item is exactly one of these:\n\n  - \[E0\]\([^)]+\) object\n/);
    // The schema itself, not shown again inside it: said so (a link would lead where the reader is), or linked as an array's items.
    expect(page(result, 'schemas/node.md')).toContain('- `parent` object ([Node](<https://docs.example.com/docs/reference/schemas/node>))\n\n  The schema of this page, `Node`, again.\n');
    expect(page(result, 'schemas/node.md')).toMatch(/- `children` array of \[Node\]\(<https:[^>]+\/schemas\/node>\)\n\n\*\*Example/);
  });

  it('show a schema that is one of named schemas as their list, at its least links to their pages, as its own fields would be', async () => {
    // Figma's Node: one of 30 node types of a hundred described properties each, all of them listed on its page (940 KB).
    const node = (n: number) => `    N${n}: { type: object, properties: { ${Array.from({ length: 100 }, (_, i) => `p${i}: { type: string, description: 'The ${i}th property of node ${n}${', of many words'.repeat(5)}.' }`).join(', ')} } }`;
    const names = Array.from({ length: 30 }, (_, n) => `N${n}`);
    const spec = ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths: {}', 'components:', '  schemas:',
      `    Node: { oneOf: [${names.map((n) => `{ $ref: '#/components/schemas/${n}' }`).join(', ')}] }`,
      "    Small: { oneOf: [{ $ref: '#/components/schemas/A' }, { $ref: '#/components/schemas/B' }] }",
      '    A: { type: object, properties: { a: { type: string } } }', '    B: { type: object, properties: { b: { type: string } } }',
      ...names.map((_, n) => node(n))].join('\n');
    const result = await build({ root: await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n', 'api/openapi.yaml': spec }), write: false });
    expect(page(result, 'schemas/node/index.html').length).toBeLessThan(100_000);
    expect(page(result, 'schemas/node.md')).toMatch(/Exactly one of these:\n\n- \[N0\]\(<https:[^>]+\/schemas\/n0>\) object\n\n- \[N1\]/);
    // A light one shows its options' properties.
    expect(['`a` string', '`b` string'].map((field) => page(result, 'schemas/small.md').includes(field))).toEqual([true, true]);
  });

  it('merge an allOf part that is an allOf in another file, its $refs read from that file', async () => {
    // DigitalOcean's kafka topics: the request body's fields were missing, the part's own $refs read from the operation's file.
    const root = await makeSite({ 'site.config.ts': CONFIG(), 'content/index.md': '# Home\n',
      'api/openapi.yaml': "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n  /topics:\n    post:\n      operationId: createTopic\n      requestBody:\n        content:\n          application/json:\n            schema: { allOf: [{ $ref: 'models/topic.yaml#/Create' }] }\n      responses: { '204': { description: Created } }\n",
      'api/models/topic.yaml': 'Create:\n  allOf:\n    - $ref: "#/Base"\n    - { type: object, properties: { partitions: { type: integer } } }\nBase:\n  type: object\n  required: [name]\n  properties:\n    name: { type: string, description: The name of the topic. }\n',
    });
    const copy = page(await build({ root, write: false }), 'create-topic.md');
    // All of one $ref, the body is that schema, as a $ref to it is.
    expect(copy).toMatch(/## Request body\n\nContent type: `application\/json`\n\nType: object \(Create\)\n\n- `name` string required\n\n\s+The name of the topic\.\n\n- `partitions` integer\n/);
  });

  it('show a schema met again in the same list once: later, a link up to it, unless it is small', async () => {
    // A component in a file of its own (as DigitalOcean's apps have them) met three times: first at the end of a chain of
    // schemas, where the depth limit cuts its source short, then as a service's (shown whole) and a worker's.
    const chain = [1, 2, 3].map((i) => `    L${i}: { type: object, properties: { next: { $ref: '#/components/schemas/L${i + 1}' } } }`);
    const root = await makeSite({
      'site.config.ts': CONFIG(),
      'api/openapi.yaml': ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:', '  /apps:', '    post:', '      operationId: createApp', '      requestBody:',
        '        content: { application/json: { schema: { $ref: "#/components/schemas/App" } } }', "      responses: { '204': { description: Created } }",
        'components:', '  schemas:',
        "    App: { type: object, properties: { chain: { $ref: '#/components/schemas/L1' }, service: { $ref: 'component.yaml' }, worker: { $ref: 'component.yaml' }, size: { $ref: '#/components/schemas/Size' }, limit: { $ref: '#/components/schemas/Size' } } }",
        ...chain, "    L4: { type: object, properties: { component: { $ref: 'component.yaml' } } }",
        '    Size: { type: object, properties: { cpu: { type: integer }, memory: { type: integer } } }'].join('\n'),
      'api/component.yaml': "type: object\nproperties:\n  name: { type: string }\n  source: { $ref: 'source.yaml' }\n",
      'api/source.yaml': 'type: object\nproperties:\n  repo: { type: string, description: The repository. }\n  branch: { type: string }\n  push: { type: boolean }\n',
      'content/index.md': '# Home\n',
    });
    const result = await build({ root, write: false });
    const copy = page(result, 'create-app.md');
    // Too deep, the source is not shown; the service's is, once, and the worker's is the service's; the small size is shown twice.
    expect(copy).toMatch(/- `source` object \(source\)\n\n\s+Its properties are not shown this deep\./);
    expect(copy.match(/The repository\./g)).toHaveLength(1);
    expect(copy).toContain('- `worker` object (component)\n\n  The same schema as `component`, above.');
    expect(copy.match(/`cpu` integer/g)).toHaveLength(2);
    const doc = parseHtml(page(result, 'create-app/index.html'));
    const link = [...doc.querySelectorAll('main a')].find((a) => a.textContent === 'component')!;
    expect(link.getAttribute('href')).toBe('#schema-component');
    expect(doc.querySelectorAll('#schema-component')).toHaveLength(1);
    expect(doc.querySelector('#schema-component > p > code')!.textContent).toBe('service');
  });

  it('show a list that would be too long less deep: named schemas further down link to their pages, and a short list is as deep as ever', async () => {
    // As Kubernetes' objects nest: eight kinds, each of twenty described fields and a spec, each spec of twenty more.
    const fields = (prefix: string) => Array.from({ length: 20 }, (_, i) => `${prefix}${i}: { type: string, description: "${`The ${prefix}${i} field, as the API reads it. `.repeat(3)}" }`).join(', ');
    const kinds = Array.from({ length: 8 }, (_, k) => [
      `    Kind${k}: { type: object, properties: { ${fields(`k${k}f`)}, spec: { $ref: '#/components/schemas/Spec${k}' } } }`,
      `    Spec${k}: { type: object, properties: { ${fields(`s${k}f`)} } }`,
    ]).flat();
    const body = (schema: string) => `        content: { application/json: { schema: { $ref: '#/components/schemas/${schema}' } } }`;
    const root = await makeSite({
      'site.config.ts': CONFIG(),
      'api/openapi.yaml': ['openapi: 3.1.0', "info: { title: T, version: '1' }", 'paths:', '  /all:', '    post:', '      operationId: createAll', '      requestBody:', body('All'),
        "      responses: { '204': { description: Created } }", '  /one:', '    post:', '      operationId: createOne', '      requestBody:', body('One'),
        "      responses: { '204': { description: Created } }", 'components:', '  schemas:',
        `    All: { type: object, properties: { ${Array.from({ length: 8 }, (_, k) => `kind${k}: { $ref: '#/components/schemas/Kind${k}' }`).join(', ')} } }`,
        "    One: { type: object, properties: { kind: { $ref: '#/components/schemas/Kind0' } } }", ...kinds].join('\n'),
      'content/index.md': '# Home\n',
    });
    const result = await build({ root, write: false });
    // Three levels (All, a kind, its spec) would be 336 described fields: the list shows two, and each spec is a link.
    const all = page(result, 'create-all.md');
    expect(all).toContain('The k7f19 field');
    expect(all).not.toContain('The s0f0 field');
    expect(all).toMatch(/- `spec` object \(\[Spec0\]\(<https:[^>]+\/schemas\/spec0>\)\)\n\n\s+See \[Spec0\]\(<https:[^>]+\/schemas\/spec0>\)\./);
    // The HTML page's list holds the same: 176 fields of the 336.
    expect(parseHtml(page(result, 'create-all/index.html')).querySelectorAll('main .api-schema li')).toHaveLength(8 + 8 * 21);
    // One kind and its spec are a short list: shown whole, three levels deep.
    const one = page(result, 'create-one.md');
    expect(one).toContain('The s0f19 field');
    expect(one).not.toContain('See [Spec0]');
  });

  it('name the file, line and JSON pointer of a description with a problem, in whichever file it is', async () => {
    const root = await makeSite({
      'site.config.ts': CONFIG(),
      'api/openapi.yaml': ['openapi: 3.1.0', "info: { title: T, version: '1', description: { $ref: 'intro.md' } }", 'paths:', '  /things:', '    get:', '      operationId: listThings',
        '      parameters:', '        - name: q', '          in: query', '          description: Words, as [the guide](/docs/gide) says.', '          schema: { type: string }',
        '      responses:', "        '200':", '          description: OK', '          content:', '            application/json:', "              schema: { $ref: 'schemas.yaml#/Thing' }",
        'tags:', '  - name: Intro', '    description: |', '      The things.', '', '      See [them](/docs/gone).'].join('\n'),
      'api/intro.md': 'The Things API.\n\nSee [the start](/docs/start).\n',
      'api/schemas.yaml': ['# Shared schemas.', 'Thing:', '  type: object', '  properties:', '    id:', '      type: string', '      description: >', '        The id,', '        unique.', '', '        See [ids](/docs/nowhere)', '        for more.'].join('\n'),
      'content/index.md': '# Home\n',
    });
    const err = await build({ root, write: false }).catch((e) => e) as BuildFailure;
    // The document's description in a file of its own (named by its file), a tag's, a parameter's, a property's in another file:
    // at the line that holds the link where the file holds the text's lines as they are (a file of its own, a literal block
    // scalar), else at the first line of its paragraph (a folded one: YAML joins a paragraph's lines into one).
    expect(err.errors.map((e) => `${path.relative(root, e.file!)}:${e.line} ${e.message}`)).toEqual([
      `${path.join('api', 'intro.md')}:3 Broken link: /docs/start points to /docs/start, which is not a page of the site`,
      `${path.join('api', 'openapi.yaml')}:23 Broken link: /docs/gone points to /docs/gone, which is not a page of the site (at /tags/0/description)`,
      `${path.join('api', 'openapi.yaml')}:10 Broken link: /docs/gide points to /docs/gide, which is not a page of the site (at /paths/~1things/get/parameters/0/description)`,
      `${path.join('api', 'schemas.yaml')}:11 Broken link: /docs/nowhere points to /docs/nowhere, which is not a page of the site (at /Thing/properties/id/description)`,
    ]);
  });

  it('check the links of descriptions, and put the properties in the search index', async () => {
    const err = await build({ root: await site('See [the guide](/docs/gide).'), write: false }).catch((e) => e) as BuildFailure;
    // Found on the operation's page and on the schema's, and said once: at the line of the description's text that holds
    // the link, naming the description (no column: it would be the made line's).
    const message = 'Broken link: /docs/gide points to /docs/gide, which is not a page of the site (at /components/schemas/Thing/properties/id/description)';
    expect(err.errors.map((e) => [e.message, e.file?.endsWith('openapi.yaml'), e.line, e.column])).toEqual([[message, true, 22, undefined]]);
    const result = await build({ root: await site('The thing\'s id.'), write: false });
    const { search } = createSearch(async (file) => JSON.parse(String(result.files.find((f) => f.path === `docs/_/search/${file}`)!.contents)));
    const hits = (await search('owner')).map((hit) => hit.record[0]);
    expect(hits.some((url) => url.includes('list-things'))).toBe(true);
  });
});

describe('JSON examples in pages, checked against the document', { timeout: 30_000 }, () => {
  const fence = (name: string, json: string) => `\`\`\`json title="Example" openapi="${name}"\n${json}\n\`\`\`\n`;
  const guide = (...blocks: string[]) => `# Guide\n\nText.\n\n${blocks.join('\n')}`;

  it('pass when they match: a response, the request body, a schema, an excerpt, a status by its class', async () => {
    const root = await makeSite({
      ...FILES,
      'content/guide.md': guide(
        fence('listPets 200', '{ "data": [{ "id": "pet_1", "name": "Rex" }], "next_cursor": null }'),
        fence('createPet request', '{ "name": "Rex", "kind": "cat" }'),
        fence('schema/Pet', '{ "id": "pet_2", "name": "Tom" }'),
        fence('listPets 200 excerpt', '{ "data": [{ "kind": "dog" }] }'),
        fence('listPets 404', '{ "message": "No such page" }'),
      ),
    });
    const result = await build({ root, write: false }).catch((e) => e);
    expect((result as BuildFailure).errors).toBeUndefined();
    expect(result.files.some((f: { path: string }) => f.path === 'docs/guide/index.html')).toBe(true);
  });

  it('fail the build, each named at its line, when they do not match or name nothing', async () => {
    const root = await makeSite({
      ...FILES,
      'content/guide.md': guide(
        fence('listPets 200', '{\n  "data": [{ "id": "pet_1", "name": "Rex", "kind": "bird" }]\n}'),
        fence('schema/Pet', '{ "name": "Tom" }'),
        fence('listPets 200 excerpt', '{ "data": [{ "name": "" }] }'),
        fence('getPett 200', '{}'),
        fence('createPet 201', '{\n  "name": "Rex",\n  "kind": dog\n}'),
        fence('getPet request', '{}'),
      ),
    });
    const err = await build({ root, write: false }).catch((e) => e) as BuildFailure;
    expect(err).toBeInstanceOf(BuildFailure);
    expect(err.errors.map((e) => [path.relative(root, e.file!), e.line, e.message])).toEqual([
      ['content/guide.md', 6, 'This example of "listPets 200" is wrong: it does not match the document\'s schema at /data/0/kind: must be equal to one of the allowed values (dog, cat)'],
      ['content/guide.md', 12, 'This example of "schema/Pet" is wrong: it does not match the document\'s schema: must have required property \'id\''],
      ['content/guide.md', 16, 'This example of "listPets 200 excerpt" is wrong: it does not match the document\'s schema at /data/0/name: must NOT have fewer than 1 characters'],
      ['content/guide.md', 20, 'This example of "getPett 200" is wrong: the document has no operation "getPett"'],
      ['content/guide.md', 24, expect.stringMatching(/^This example of "createPet 201" is not JSON: /)],
      ['content/guide.md', 31, 'This example of "getPet request" is wrong: getPet has no request body'],
    ]);
  });

  it('are checked again when only the document changes', async () => {
    const root = await makeSite({ ...FILES, 'content/guide.md': guide(fence('schema/Pet', '{ "id": "pet_2", "name": "Tom", "kind": "dog" }')) });
    await build({ root, write: false });
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path.join(root, 'api/openapi.yaml'), PETS_SPEC.replace('enum: [dog, cat]', 'enum: [cat]'));
    const err = await build({ root, write: false }).catch((e) => e) as BuildFailure;
    expect(err.errors.map((e) => e.message)).toContain('This example of "schema/Pet" is wrong: it does not match the document\'s schema at /kind: must be equal to one of the allowed values (cat)');
  }, 30_000);

  it('are an error in a site without an OpenAPI document', async () => {
    const root = await makeSite({ 'content/index.md': guide(fence('listPets 200', '{}')) });
    const err = await build({ root, write: false }).catch((e) => e) as BuildFailure;
    expect(err.errors.map((e) => [e.line, e.message])).toEqual([[6, 'This code block names "listPets 200" of an OpenAPI document, but site.config.ts has none']]);
  });
});

/** A document of `count` operations in tags of 10, each with a schema of its own that nests two more. */
function generatedSpec(count: number): string {
  const lines = ["openapi: 3.1.0", "info: { title: Big, version: '1' }", 'paths:'];
  for (let i = 0; i < count; i++) {
    lines.push(`  /things${i}/{id}:`, '    get:', `      operationId: getThing${i}`, `      summary: Get thing ${i}`, `      tags: [tag${Math.floor(i / 10)}]`,
      '      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]',
      "      responses: { '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Thing" + i + "' } } } } }");
  }
  lines.push('components:', '  schemas:');
  for (let i = 0; i < count; i++) {
    lines.push(`    Thing${i}: { type: object, properties: { id: { type: string }, child: { $ref: '#/components/schemas/Thing${(i + 1) % count}' }, tags: { type: array, items: { type: string } } } }`);
  }
  return lines.join('\n') + '\n';
}

describe('the weight of an operation page', () => {
  it('is the same (within 15 %) in a document of 10 operations as in one of 1,000', async () => {
    const weigh = async (count: number) => {
      const root = await makeSite({ 'site.config.ts': CONFIG(), 'api/openapi.yaml': generatedSpec(count), 'content/index.md': '# Home\n' });
      const result = await build({ root, write: false });
      const page = result.files.find((f) => f.path === 'docs/reference/tag0/get-thing3/index.html')!;
      parseHtml(String(page.contents));
      return String(page.contents).length;
    };
    const small = await weigh(10);
    const large = await weigh(1000);
    expect(large / small).toBeLessThan(1.15);
    expect(large / small).toBeGreaterThan(0.87);
  }, 120_000);
});
