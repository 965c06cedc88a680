// The launcher's patches to packages' code (PACKAGE_PATCHES in bin/package-patches.js)
// must still fit the installed packages, and must not change what they do: the
// mdast trees of the real site's markdown and of a set of CommonMark and GFM
// cases turn into the same hast trees, and the site's front matter into the
// same data, with the patched bundle as with the published packages.
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { toHast } from 'mdast-util-to-hast';
import type matter from 'gray-matter';
import { parseMarkdown } from '../../src/content/parse/index.ts';
// @ts-expect-error: the launcher is plain JavaScript, without types
import { PACKAGE_PATCHES, patchPackages, patchedSource } from '../../bin/package-patches.js';
import { realSiteMarkdown } from '../helpers/site.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface Patch {
  module: string;
  edits: [string, string][];
}

/** A module that re-exports `name` from `specifier`, bundled with or without the launcher's patches. */
async function bundledExport<T>(specifier: string, name: string, patched: boolean): Promise<{ code: string; value: T }> {
  const result = await build({
    stdin: { contents: `export { ${name} } from '${specifier}';`, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    plugins: patched ? [patchPackages] : [],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-patch-'));
  try {
    const file = path.join(dir, 'bundle.mjs');
    writeFileSync(file, code);
    return { code, value: (await import(pathToFileURL(file).href))[name] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every markdown file of the site. */
const PAGES = realSiteMarkdown().map((page) => page.text);

const CASES = [
  '# Title\n\nA paragraph with *emphasis*, **strong**, `code`, a [link](./a.md#b "t") and ![an image](x.png).\nA hard  \nbreak and a soft\nline.',
  'Setext\n===\n\n> quote\n> - list in quote\n>   continued\n\n1. one\n2. two\n\n   loose\n\n- [ ] task\n- [x] done',
  '```json title="x"\n{"a": 1}\n```\n\n    indented code\n\n<details><summary>Raw</summary>\n\nHTML\n\n</details>',
  '| a | b |\n| :- | -: |\n| `x\\|y` | ~~gone~~ |\n\nText[^1] and [ref][r].\n\n[^1]: A note.\n[r]: https://example.com',
  '* a\n\n  * b\n\n    c\n* &amp; &#35; \\* <https://example.com> <a@b.co>\n***\nlast',
  '[one][] and [two] and ![three][x] and [^n]\n\n> [one]: /first "First"\n\n- [TWO]: /second\n\n[one]: /not-first\n[x]: img.png\n\n> [^n]: A note in a quote.',
];

/** The patched file: at the top of node_modules, or in the folder of the package that depends on that version (js-yaml 3, gray-matter's). */
function installed(module: string): string {
  const top = path.join(ROOT, 'node_modules', module);
  const patched = (file: string) => existsSync(file) && patchedSource((PACKAGE_PATCHES as Patch[]).find((p) => p.module === module)!, readFileSync(file, 'utf8')) !== undefined;
  if (patched(top)) return top;
  for (const dependent of readdirSync(path.join(ROOT, 'node_modules'))) {
    const nested = path.join(ROOT, 'node_modules', dependent, 'node_modules', module);
    if (existsSync(nested)) return nested;
  }
  return top;
}

describe('the launcher’s package patches', () => {
  it.each((PACKAGE_PATCHES as Patch[]).map((patch) => [patch.module, patch]))('%s: still fits the installed package', (_, patch) => {
    const code = readFileSync(installed(patch.module), 'utf8');
    expect(patchedSource(patch, code), 'the package changed: update the patch, or remove it if the package no longer needs it').toBeTypeOf('string');
  });

  it('are applied when bundling, and turn every page of the site into the same HTML trees as the published packages', async () => {
    const publishedToHast = await bundledExport<typeof toHast>('mdast-util-to-hast', 'toHast', false);
    const patchedToHast = await bundledExport<typeof toHast>('mdast-util-to-hast', 'toHast', true);
    expect(patchedToHast.code).not.toBe(publishedToHast.code);
    for (const markdown of [...CASES, ...PAGES]) {
      const tree = parseMarkdown(markdown);
      expect(patchedToHast.value(tree, { allowDangerousHtml: true })).toEqual(publishedToHast.value(tree, { allowDangerousHtml: true }));
    }
  });

  it('read front matter as the published gray-matter does, and still refuse !!js/function', async () => {
    const published = await bundledExport<typeof matter>('gray-matter', 'default', false);
    const patched = await bundledExport<typeof matter>('gray-matter', 'default', true);
    expect(published.code).toMatch(/require\("esprima"\)/);
    expect(patched.code).not.toMatch(/require\("esprima"\)/);
    for (const page of PAGES) expect(patched.value(page, {}).data).toEqual(published.value(page, {}).data);
    const code = '---\ntitle: !!js/function "function () { return 1 }"\n---\n';
    expect(() => published.value(code, {})).toThrow(/unknown tag/);
    expect(() => patched.value(code, {})).toThrow(/unknown tag/);
  });
});
