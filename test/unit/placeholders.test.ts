// Placeholders in markdown never break code: in code only a known setting is
// replaced, and outside it only what is shaped like a setting's name can be an
// unknown placeholder. The expand stage finds the code before markdown is parsed.
import { describe, expect, it } from 'vitest';
import { expandPage } from '../../src/content/expand.ts';
import { codeRegions } from '../../src/content/code-regions.ts';

const values = new Map([['productName', 'Acme'], ['hosts.api', 'api.acme.test']]);
const BODY_LINE = 3;

function expand(body: string) {
  const source = { file: 'guide.md', frontMatter: {}, body, bodyLine: BODY_LINE };
  const { page, errors, notes } = expandPage(source, '/docs/guide', { sources: new Map([[source.file, source]]), placeholders: values });
  return { text: page.text, errors, notes };
}

/** The text, which must expand without errors or notes. */
function clean(body: string): string {
  const { text, errors, notes } = expand(body);
  expect(errors).toEqual([]);
  expect(notes).toEqual([]);
  return text;
}

describe('placeholders in code', () => {
  it('replace a known setting in inline and fenced code', () => {
    expect(clean('Call `https://{{hosts.api}}/v1`.\n\n```bash\ncurl https://{{ hosts.api }}/v1\n```'))
      .toBe('Call `https://api.acme.test/v1`.\n\n```bash\ncurl https://api.acme.test/v1\n```');
  });

  it('leave every other {{…}} in code exactly as written: templates, GitHub Actions, a corpus\'s arguments', () => {
    const body = [
      '```handlebars',
      '{{#each items}}<li>{{name}}</li>{{/each}} {{{raw}}}',
      '```',
      '',
      '~~~yaml',
      'tag: ${{ steps.build.outputs.tag }}',
      '~~~',
      '',
      '```jinja',
      'Hello {{ user.name }}, {{ items | length }} items',
      '```',
      '',
      'Copy `{{path/to/file}}` to `{{path/to/target}}`, then run `{{ steps.x.outputs.y }}` and `{{hots.api}}`.',
    ].join('\n');
    expect(clean(body)).toBe(body);
  });

  it('read a code span by its backtick runs, as CommonMark does: equal lengths close, a backslash escapes', () => {
    expect(clean('A span with a backtick in it: `` a ` {{user.name}} ``.')).toContain('{{user.name}}');
    // A run of two is not closed by one: the span runs to the end of the line.
    expect(clean('Odd: ``{{user.name}}` and more')).toContain('{{user.name}}');
    // An escaped backtick starts no span, so the name is outside code.
    expect(expand('Not code: \\`{{hots.api}}\\`').errors).toMatchObject([{ message: 'Unknown placeholder {{hots.api}}', column: 13 }]);
    // Outside the span, on the same line, names are checked.
    expect(expand('`{{a.b}}` and {{hots.api}}').errors).toMatchObject([{ message: 'Unknown placeholder {{hots.api}}', column: 15 }]);
  });

  it('take a code span that goes on over lines of a paragraph for code until it closes; a blank line ends it', () => {
    expect(clean('Set `${{ steps.build\n.outputs.tag }}` in the workflow.')).toBe('Set `${{ steps.build\n.outputs.tag }}` in the workflow.');
    const { errors } = expand('An open ` span\n\n{{hots.api}}');
    expect(errors).toMatchObject([{ line: BODY_LINE + 2, column: 1 }]);
  });

  it('know fences of four or more backticks holding a three-backtick fence, and tilde fences', () => {
    const body = '````md\n```yaml\nrun: ${{ matrix.os }}\n```\n{{ page.title }}\n````\n\n~~~~\n~~~\n{{ still.code }}\n~~~~\n\n{{hots.api}}';
    const { errors } = expand(body);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ message: 'Unknown placeholder {{hots.api}}', line: BODY_LINE + 12 });
  });

  it('know fenced code indented in a list item and behind a quote, and indented code blocks', () => {
    expect(clean('1. Step:\n\n       ```yaml\n       on: ${{ github.event_name }}\n       ```\n\n> ```\n> {{ page.title }}\n> ```')).toContain('{{ github.event_name }}');
    expect(clean('Text.\n\n    {{ item.name }}\n    {{ item.id }}\n\nMore.')).toContain('{{ item.id }}');
    // In a list, an indented line is a paragraph of the item: names there are checked.
    expect(expand('- Item\n\n    {{hots.api}}').errors).toHaveLength(1);
  });

  it('write a literal "{{" for \\{{ before a known setting, and keep any other \\{{ as code has it', () => {
    expect(clean('```hbs\nShow \\{{hosts.api}} and \\{{name}}\n```')).toBe('```hbs\nShow {{hosts.api}} and \\{{name}}\n```');
  });

  it('keep includes and container lines inside a long fence as text', () => {
    const body = '````md\n<!--@include: ./nowhere.md-->\n:::note\n````';
    expect(clean(body)).toBe(body);
  });
});

describe('placeholders outside code', () => {
  it('report an unknown name shaped like a setting, with a suggestion', () => {
    const { errors } = expand('Intro\nCall {{hots.api}} or {{ steps.x.outputs.y }}.');
    expect(errors.map((e) => [e.message, e.line, e.column, e.hint])).toEqual([
      ['Unknown placeholder {{hots.api}}', BODY_LINE + 1, 6, 'did you mean {{hosts.api}}?'],
      ['Unknown placeholder {{steps.x.outputs.y}}', BODY_LINE + 1, 22, expect.stringContaining('known placeholders: productName, hosts.api')],
    ]);
  });

  it('leave as written what cannot be a setting\'s name', () => {
    const body = 'Paths {{path/to/file}}, ranges {{1..3}}, blocks {{#if x}}…{{/if}}, sums {{ a + b }}, {{}}, {{{raw}}}.';
    expect(clean(body)).toBe(body);
  });

  it('write a literal "{{" for \\{{', () => {
    expect(clean('Write \\{{productName}} or \\{{name}}')).toBe('Write {{productName}} or {{name}}');
  });
});

describe('placeholders on a page with <script setup> (VitePress)', () => {
  const page = '<script setup>\nconst count = 1\n</script>\n\n# {{productName}}\n\nClicked {{ count }} times, {{ count * 2 }} in all; {{hots.api}}.\n\nAgain {{ count }}.';

  it('leave Vue\'s {{ … }} as written and say so once for the page, still replacing the site\'s settings', () => {
    const { text, errors, notes } = expand(page);
    expect(errors).toEqual([]);
    expect(text).toContain('# Acme\n');
    expect(text).toContain('Clicked {{ count }} times, {{ count * 2 }} in all; {{hots.api}}.');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ file: 'guide.md', line: BODY_LINE + 6, column: 9 });
    expect(notes[0].message).toContain('<script setup>');
  });

  it('say nothing on such a page when every {{…}} names a setting or is code', () => {
    expect(expand('<script setup lang="ts">\n</script>\n\n{{productName}} `{{ count }}`').notes).toEqual([]);
  });
});

describe('codeRegions', () => {
  it('costs little on a corpus that writes every argument as inline code', () => {
    const line = 'Run `tool {{path/to/file}}` with `{{option}}` and `--{{flag}}`.';
    const body = Array.from({ length: 23_000 / 3 }, () => line).join('\n\n');
    const started = performance.now();
    const text = clean(body);
    const ms = performance.now() - started;
    expect(text).toBe(body);
    // About 10 ms on a laptop; the bound only catches a blow-up (say, quadratic work).
    expect(ms).toBeLessThan(1000);
  });

  it('marks fence lines, indented code and spans', () => {
    const next = codeRegions();
    expect(next('```js')).toMatchObject({ fenced: true });
    expect(next('x')).toMatchObject({ fenced: true, whole: true });
    expect(next('```')).toMatchObject({ fenced: true });
    expect(next('a `b` c ``d``')).toEqual({ fenced: false, whole: false, spans: [2, 5, 8, 13] });
  });

  it('knows a fence that opens on a list item\'s first line, and closes on a line of its own', () => {
    const next = codeRegions();
    expect(next('1.  ```ts title="Success"')).toMatchObject({ fenced: true });
    expect(next('    return { data: YourData }')).toMatchObject({ fenced: true, whole: true });
    expect(next('    ```')).toMatchObject({ fenced: true });
    expect(next('- `{a}` text')).toMatchObject({ fenced: false, whole: false });
  });
});
