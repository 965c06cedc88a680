import { describe, expect, it } from 'vitest';
import { expandPage } from '../../src/content/expand.ts';
import { locate, originOf, placeAt } from '../../src/content/segments.ts';
import { SiteError } from '../../src/errors.ts';

const values = new Map([['productName', 'Acme'], ['hosts.api', 'api.acme.test']]);
const source = (file: string, body: string, bodyLine = 4) => ({ file, body, bodyLine });

function expand(main: ReturnType<typeof source>, ...others: ReturnType<typeof source>[]) {
  const sources = new Map([main, ...others].map((s) => [s.file, s]));
  return expandPage(main, '/docs/x', { sources, placeholders: values });
}

describe('placeholders', () => {
  it('are replaced everywhere, code blocks included', () => {
    const { page, errors } = expand(source('a.md', 'Welcome to {{productName}}.\n\n```bash\ncurl https://{{ hosts.api }}/v1\n```'));
    expect(errors).toEqual([]);
    expect(page.text).toBe('Welcome to Acme.\n\n```bash\ncurl https://api.acme.test/v1\n```');
  });

  it('are an error when unknown, naming file, line and column, with a suggestion', () => {
    const { errors } = expand(source('a.md', 'Line one\nCall {{hosts.apy}} now'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'a.md', line: 5, column: 6, hint: 'did you mean {{hosts.api}}?' });
  });

  it('can be escaped with a backslash', () => {
    expect(expand(source('a.md', 'Write \\{{name}} in templates')).page.text).toBe('Write {{name}} in templates');
  });
});

describe('includes', () => {
  const partial = source('api/partials/get.md', 'GET /v1/{{productName}}\n', 5);

  it('splice the included body in place of the line', () => {
    const { page, errors } = expand(source('api/leases.md', 'Intro\n<!--@include: ./partials/get.md-->\nOutro'), partial);
    expect(errors).toEqual([]);
    expect(page.text).toBe('Intro\nGET /v1/Acme\n\nOutro');
    expect(page.includes).toEqual(['api/partials/get.md']);
  });

  it('map every expanded line back to its file and line', () => {
    const { page } = expand(source('api/leases.md', 'Intro\n<!--@include: ./partials/get.md-->\nOutro'), partial);
    expect(locate(page.segments, 1)).toEqual({ file: 'api/leases.md', line: 4 });
    expect(locate(page.segments, 2)).toEqual({ file: 'api/partials/get.md', line: 5 });
    expect(locate(page.segments, 4)).toEqual({ file: 'api/leases.md', line: 6 });
  });

  it('map what the build made from an OpenAPI document to the JSON pointer of its place, not to a line (an edit above moves it)', () => {
    const part = (at: string) => ({ file: 'api/openapi.yaml', body: 'See [a](./missing.md).\nAnd [b](./gone.md).', bodyLine: 1, at });
    const { page } = expandPage(source('guide.md', '<!--@include: openapi:a-->\n\n<!--@include: openapi:b-->'), '/docs/guide', {
      sources: new Map([['openapi:a', part('/paths/~1a/get')], ['openapi:b', part('/paths/~1b/get')]]), placeholders: values,
    });
    // Its lines name the place and how many lines into what was made from it they are.
    expect([1, 2, 3, 4, 5].map((line) => originOf(page.segments, line))).toEqual([
      { file: 'api/openapi.yaml', line: 0, at: '/paths/~1a/get' },
      { file: 'api/openapi.yaml', line: 1, at: '/paths/~1a/get' },
      { file: 'guide.md', line: 5 },
      { file: 'api/openapi.yaml', line: 0, at: '/paths/~1b/get' },
      { file: 'api/openapi.yaml', line: 1, at: '/paths/~1b/get' },
    ]);
    // Reported, a problem found there is at the line its place has then (the document says where that line of it is), and names it.
    const writtenAt = (file: string, pointer: string, offset?: number) => (file === 'api/openapi.yaml' ? { line: { '/paths/~1a/get': 12, '/paths/~1b/get': 45 }[pointer]! + (offset ?? 0), pointer } : undefined);
    const found = new SiteError('Broken link', { file: 'api/openapi.yaml', line: 1, at: '/paths/~1b/get' });
    expect(placeAt(found, writtenAt)).toMatchObject({ message: 'Broken link (at /paths/~1b/get)', file: 'api/openapi.yaml', line: 46 });
    const own = new SiteError('Broken link', { file: 'guide.md', line: 5 });
    expect(placeAt(own, writtenAt)).toBe(own);
    // A Swagger 2.0 document's is named as written: a form's field was a parameter of its own.
    const converted = () => ({ line: 7, pointer: '/paths/~1a/post/parameters/1/description' });
    expect(placeAt(new SiteError('Broken anchor', { file: 'api/openapi.yaml', line: 0, at: '/paths/~1a/post/requestBody/content/application~1x-www-form-urlencoded/schema/properties/b/description' }), converted))
      .toMatchObject({ message: 'Broken anchor (at /paths/~1a/post/parameters/1/description)', line: 7 });
  });

  it('nest', () => {
    const { page } = expand(
      source('a.md', '<!--@include: ./b.md-->'),
      source('b.md', 'B\n<!--@include: ./c.md-->'),
      source('c.md', 'C'),
    );
    expect(page.text).toBe('B\nC');
    expect(page.includes.sort()).toEqual(['b.md', 'c.md']);
  });

  it('report a missing target with the file and line of the include', () => {
    const { errors } = expand(source('api/leases.md', 'Intro\n\n<!--@include: ./partials/gte.md-->'), partial);
    expect(errors[0]).toMatchObject({ file: 'api/leases.md', line: 6, column: 1 });
    expect(errors[0].message).toContain('Included file not found: ./partials/gte.md');
    expect(errors[0].hint).toContain('api/partials/get.md');
  });

  it('report a cycle with its whole path', () => {
    const { errors } = expand(source('a.md', '<!--@include: ./b.md-->'), source('b.md', 'x\n<!--@include: ./a.md-->', 2));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'b.md', line: 3 });
    expect(errors[0].message).toBe('Include cycle: a.md → b.md → a.md');
  });

  it('end a code block the included file leaves open, as the end of a file of its own does', () => {
    const { page, errors } = expand(source('a.md', '<!--@include: ./b.md-->\n<!--@include: ./c.md-->\n\nAfter.'), source('b.md', '```python\nprint(1)', 1), source('c.md', '~~~~js\nlog(1)\n~~~~\n', 1));
    expect(errors).toEqual([]);
    expect(page.text).toBe('```python\nprint(1)\n```\n~~~~js\nlog(1)\n~~~~\n\n\nAfter.');
  });

  it('are left alone inside fenced code, where they document the syntax', () => {
    const text = '```md\n<!--@include: ./nowhere.md-->\n```';
    const { page, errors } = expand(source('a.md', text));
    expect(errors).toEqual([]);
    expect(page.text).toBe(text);
  });
});
