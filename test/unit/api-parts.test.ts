// How a page names a part of an OpenAPI document: Mintlify's front matter, by method and path.
import { describe, expect, it } from 'vitest';
import { frontMatterPart, namedOperation } from '../../src/content/api-parts.ts';

describe('an operation named by its method and path', () => {
  it('reads the method in any case, a webhook by its name, and the document\'s file before them', () => {
    expect(namedOperation('GET /users/{id}')).toEqual({ route: 'GET /users/{id}' });
    expect(namedOperation('delete  /users/{id} ')).toEqual({ route: 'DELETE /users/{id}' });
    expect(namedOperation('/v2/openapi.json POST /users')).toEqual({ file: '/v2/openapi.json', route: 'POST /users' });
    expect(namedOperation('openapi.yaml webhook orderUpdated')).toEqual({ file: 'openapi.yaml', route: 'WEBHOOK orderUpdated' });
  });

  it('is not an operationId, nor a method without a path', () => {
    expect(namedOperation('listUsers')).toBeUndefined();
    expect(namedOperation('GET')).toBeUndefined();
    expect(namedOperation('FETCH /users')).toBeUndefined();
    expect(namedOperation('spec.txt GET /users')).toBeUndefined();
  });
});

describe('the part a page\'s front matter documents', () => {
  it('is its openapi operation, else its openapi-schema', () => {
    expect(frontMatterPart({ openapi: ' GET /users ' })).toEqual({ name: 'openapi:GET /users', key: 'openapi' });
    expect(frontMatterPart({ 'openapi-schema': 'spec.json User' })).toEqual({ name: 'openapi:schema/spec.json User', key: 'openapi-schema' });
    expect(frontMatterPart({ title: 'Users' })).toBeUndefined();
    expect(frontMatterPart({ openapi: '' })).toBeUndefined();
  });
});
