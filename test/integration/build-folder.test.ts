// test/real/build-folder.ts, the script that builds documentation folders
// written for other tools: it reads the CLI's report right, finds the tool a
// folder was written for, writes nothing into it, and finds what reads wrong.
import { describe, expect, it, vi } from 'vitest';
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SiteError } from '../../src/errors.ts';
import { reportNotes, reportProblems } from '../../src/log.ts';
import { groupByKind, parseProblems } from '../real/problems.ts';
import { checkOutput } from '../real/check-output.ts';
import { filesIn, makeSite } from '../helpers/site.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function buildFolder(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', './bin/register.js', 'test/real/build-folder.ts', '--no-warm-up', ...args], { cwd: ROOT, timeout: 120_000, maxBuffer: 1 << 26 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** What the CLI prints for these problems (src/log.ts), as the script reads it from a child's stderr. */
function printed(print: () => void): string {
  let text = '';
  const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((text += String(chunk)), true));
  try {
    print();
  } finally {
    write.mockRestore();
  }
  return text;
}

describe('build-folder.ts', () => {
  it('reads the numbered errors and the notes said once back, grouped by kind with what differs taken out, most frequent first', () => {
    const stderr = '✖ Build failed with 3 errors; the output folder was left as it was.\n' + printed(() => {
      reportProblems('error', [
        new SiteError('Unknown widget "alpha"', { file: '/sites/a/one.md', line: 2, hint: 'did you mean "alfa"?' }),
        new SiteError('Unknown widget "beta"', { file: '/sites/a/two.md', line: 7 }),
        new SiteError('Broken link: ../three.md names a file that does not exist', { file: '/sites/a/one.md', line: 9 }),
      ]);
      reportNotes([1, 2, 3].map((line) => new SiteError('Key "color" is not used', { file: '/sites/a/one.md', line })));
    });
    const kinds = groupByKind(parseProblems(stderr));
    expect(kinds).toEqual([
      { level: 'note', kind: 'Key "X" is not used', count: 3, files: 1, values: [['color', 3]], example: '/sites/a/one.md:1  Key "color" is not used' },
      { level: 'error', kind: 'Unknown widget "X"', count: 2, files: 2, values: [['alpha', 1], ['beta', 1]], example: '/sites/a/one.md:2  Unknown widget "alpha" (hint: did you mean "alfa"?)' },
      { level: 'error', kind: 'Broken link: X names a file that does not exist', count: 1, files: 1, values: [['../three.md', 1]], example: '/sites/a/one.md:9  Broken link: ../three.md names a file that does not exist' },
    ]);
  });

  it('finds, in the pages of a built site, text and tags that were meant for another tool', async () => {
    const out = await makeSite({
      'docs/guide/index.html': `<html><body><nav>:::</nav><article><div class="markdown">
<h2 id="a">Setup {#setup}</h2><p>:::tip Remember</p><p>import Tabs from '@theme/Tabs';</p>
<pre><code>:::note stays in code</code></pre><Tabs><p>x</p></Tabs><img src="/docs/missing.png">
<div class="admonition"><p class="admonition-title">[Careful]</p></div><iframe src="https://video.example/embed/1"></iframe>
<blockquote><p>[!TIP] Cache the result.</p></blockquote></div></article></body></html>`,
    });
    const findings = checkOutput(out).findings.map(({ check, count, pages }) => ({ check, count, pages }));
    expect(findings).toEqual(expect.arrayContaining([
      { check: '"{#id}" shown (a heading id)', count: 1, pages: 1 },
      { check: 'raw ":::" container marker', count: 1, pages: 1 },
      { check: 'import/export line shown as text', count: 1, pages: 1 },
      { check: 'unknown element (reaches the reader as a tag)', count: 1, pages: 1 },
      { check: 'image not found in the output', count: 1, pages: 1 },
      { check: 'admonition title shown in [brackets]', count: 1, pages: 1 },
      { check: 'iframe of another site (the CSP blocks it)', count: 1, pages: 1 },
      { check: 'GitHub alert marker shown ("[!NOTE]")', count: 1, pages: 1 },
    ]));
    expect(findings).toHaveLength(8);
  });

  it('builds a folder that sits beside a Docusaurus config, with its versions, static folder and partials, and writes nothing into it', { timeout: 180_000 }, async () => {
    const project = await makeSite({
      'website/docusaurus.config.js': 'module.exports = {};\n',
      'website/versions.json': '["1.0"]\n',
      'website/versioned_docs/version-1.0/intro.md': '# Intro, version one\n',
      'website/static/img/logo.png': 'not really a PNG',
      'docs/intro.md': '# Intro\n\nSee [setup](./setup.md) and [usage](./usage.md).\n\n![Logo](/img/logo.png)\n\n<!--@include: ./_note.md-->\n',
      'docs/_note.md': 'A note.\n',
      'docs/raw.md': '# Raw\n\n<p>Some text ::: left by a converter</p>\n',
    });
    const before = await filesIn(project);
    const { code, stdout } = await buildFolder([path.join(project, 'docs'), '--json', '--check-output']);
    expect(code).toBe(0);
    const [result] = JSON.parse(stdout);
    expect(result.flavour).toEqual({
      name: 'docusaurus', configFile: path.join(project, 'website/docusaurus.config.js'), versions: [{ id: '1.0', folder: path.join(project, 'website/versioned_docs/version-1.0') }],
      staticDir: path.join(project, 'website/static'), partials: ['**/_*.md', '**/_*.mdx', '**/_*/**'],
    });
    expect(result.config).toContain(`contentDir: ${JSON.stringify(path.join(project, 'docs'))}`);
    expect(result.config).toContain(`staticDir: ${JSON.stringify(path.join(project, 'website/static'))}`);
    expect(result.files).toEqual({ files: 4, md: 4, mdx: 0, versions: 2 });
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([expect.objectContaining({ count: 2, files: 1, values: [['./setup.md', 1], ['./usage.md', 1]] })]);
    expect(result.errors[0].kind).toMatch(/^Broken link/);
    expect(result.output.findings).toEqual([expect.objectContaining({ check: 'raw ":::" container marker', count: 1, pages: 1 })]);
    expect(await filesIn(project)).toEqual(before);
  });

  it('says so, and exits 0, for a folder that is not there', async () => {
    const missing = path.join(os.tmpdir(), 'docs-real-test-nowhere', 'docs');
    const { code, stdout } = await buildFolder([missing]);
    expect(code).toBe(0);
    expect(stdout).toBe(`docs: not fetched, skipped (no folder ${missing})\n`);
    const listed = await buildFolder(['vite', '--dir', path.dirname(path.dirname(missing))]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('vite: not fetched, skipped');
  });
});
