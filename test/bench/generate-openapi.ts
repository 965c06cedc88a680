// A site whose API reference is an OpenAPI 3.1 document of `operations`
// operations in tags of 10 and twice as many component schemas: each
// operation's resource nests objects four levels deep, refers to a shared
// schema and to itself (recursion), and half the operations have written
// examples (the others' are made from their schemas).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stringify } from 'yaml';

/** The operation page the bench weighs in every size: the fourth operation of the first tag. */
export const WEIGHED_OPERATION = 'docs/api/tag-0/get-resource3/index.html';

export async function generateOpenApiSite(root: string, operations: number): Promise<string> {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {
    Money: { type: 'object', required: ['amount', 'currency'], properties: { amount: { type: 'string', pattern: '^-?\\d+\\.\\d{2}$', example: '12.50' }, currency: { type: 'string', enum: ['USD', 'EUR', 'GBP'] } } },
    Error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' }, details: { type: 'array', items: { $ref: '#/components/schemas/Error' } } } },
  };
  for (let i = 0; i < operations; i++) {
    const name = `Resource${i}`;
    schemas[name] = {
      type: 'object', description: `A resource of kind ${i}.`, required: ['id', 'name'],
      properties: {
        id: { type: 'string', readOnly: true, pattern: '^res_[0-9A-Z]{26}$' },
        name: { type: 'string', minLength: 1, maxLength: 120 },
        status: { type: 'string', enum: ['draft', 'active', 'archived'], default: 'draft' },
        price: { $ref: '#/components/schemas/Money' },
        parent: { $ref: `#/components/schemas/${name}` },
        details: { $ref: `#/components/schemas/${name}Details` },
        tags: { type: 'array', items: { type: 'string' }, maxItems: 20 },
        updated_at: { type: 'string', format: 'date-time', readOnly: true },
      },
    };
    schemas[`${name}Details`] = {
      type: 'object',
      properties: {
        address: { type: 'object', properties: { line1: { type: 'string' }, city: { type: 'string' }, geo: { type: 'object', properties: { lat: { type: 'number', minimum: -90, maximum: 90 }, lng: { type: 'number', minimum: -180, maximum: 180 }, accuracy: { type: 'object', properties: { meters: { type: 'integer', minimum: 0 } } } } } } },
        notes: { type: ['string', 'null'], maxLength: 2000 },
      },
    };
    const tag = `tag-${Math.floor(i / 10)}`;
    const ok: Record<string, unknown> = { schema: { $ref: `#/components/schemas/${name}` } };
    if (i % 2 === 0) ok.example = { id: 'res_01HV3K8Q2M7ZJ4T9XW5N6B1C0D', name: `Resource ${i}`, status: 'active', price: { amount: '10.00', currency: 'USD' }, tags: ['a'], updated_at: '2024-07-01T05:59:00Z' };
    paths[`/v1/resources${i}/{id}`] = {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'res_01HV3K8Q2M7ZJ4T9XW5N6B1C0D' }],
      get: {
        operationId: `getResource${i}`, summary: `Get resource ${i}`, tags: [tag],
        description: `Returns one resource of kind ${i}, with its details. See [the overview](/docs/api).`,
        parameters: [{ name: 'expand', in: 'query', schema: { type: 'array', items: { type: 'string', enum: ['details', 'parent'] } }, style: 'form', explode: false }],
        responses: {
          200: { description: 'The resource.', content: { 'application/json': ok } },
          404: { description: 'Not found.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        },
      },
    };
  }
  const api = {
    openapi: '3.1.0',
    info: { title: 'Bench API', version: '1.0.0', description: 'A generated API for the benchmark.' },
    servers: [{ url: 'https://api.bench.example' }],
    security: [{ bearer: [] }],
    paths,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas },
  };
  await mkdir(join(root, 'content'), { recursive: true });
  await writeFile(join(root, 'site.config.ts'), "export default { productName: 'Bench', openapi: [{ spec: 'openapi.yaml', route: 'api' }] };\n");
  await writeFile(join(root, 'content/index.md'), '---\ntitle: Bench\n---\n\nThe [API reference](/docs/api).\n');
  const file = join(root, 'openapi.yaml');
  await writeFile(file, stringify(api, { aliasDuplicateObjects: false }));
  return file;
}
