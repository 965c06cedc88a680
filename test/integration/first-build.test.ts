// A site written for another tool (Docusaurus, VitePress, Starlight) builds on
// its first try where that tool would build it: links to headings renamed
// since, the site's own components (not registered yet) and containers left
// open are warnings, each of which a setting can make an error; docs check
// fails on them all (cli.test.ts).
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.ts';
import { buildErrors, buildSite, makeSite } from '../helpers/site.ts';

const FROM_DOCUSAURUS = {
  'content/index.md': [
    '---', 'title: Home', '---', '',
    "import Hero from '@site/src/components/Hero';", '',
    '<Hero title="Acme">', 'Build **faster**.', '</Hero>', '',
    'See [the limits](./guide.md#rate-limits) and [setup](./guide.md#setup).', '',
    ':::tip Pro tip', 'The rest of the page is in the box.', '',
  ].join('\n'),
  'content/guide.md': '---\ntitle: Guide\n---\n\n## Setup\n\n## Limits\n',
  'content/version.mdx': "# Version\n\nexport const version = readVersion();\n\nThis is version {version}.\n",
};

describe('the first build of another tool\'s site', () => {
  it('succeeds, with a warning for each broken anchor, unknown component, container never closed and piece of code not run', async () => {
    const site = await buildSite(FROM_DOCUSAURUS);
    expect(site.result.warnings.map((w) => [w.kind, w.subject, w.line])).toEqual([
      ['page-code', undefined, 3], // the export
      ['page-code', undefined, 5], // and its use
      ['unknown-component', 'Hero', 5], // its import
      ['unknown-component', 'Hero', 7],
      ['unclosed-container', undefined, 13],
      ['broken-anchor', undefined, 11],
    ]);
    const page = await site.page('docs/index.html');
    const box = page.querySelector('.unknown-component[data-component="Hero"]');
    expect(box?.getAttribute('aria-label')).toBe('Hero (unknown component)');
    expect(box?.querySelector('strong')?.textContent).toBe('faster');
    expect(page.querySelector('.admonition-tip')?.textContent).toContain('The rest of the page is in the box.');
    // Code not run shows as written.
    expect((await site.page('docs/version/index.html')).querySelector('main p code')?.textContent).toBe('{version}');
  });

  it.each([
    ['brokenAnchors', 'broken-anchor'],
    ['unknownComponents', 'unknown-component'],
    ['unclosedContainers', 'unclosed-container'],
    ['pageCode', 'page-code'],
  ])('fails when %s is "error", on that kind of problem only', async (setting, kind) => {
    const root = await makeSite({ ...FROM_DOCUSAURUS, 'site.config.ts': `export default { ${setting}: 'error' };` });
    const errors = await buildErrors(root);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => (e as { kind?: string }).kind === kind)).toBe(true);
  });

  it('still fails on a link to a page that does not exist, unless brokenLinks is "warn"', async () => {
    const files = { ...FROM_DOCUSAURUS, 'content/guide.md': '# Guide\n\nSee [the FAQ](./faq.md).\n' };
    expect(await buildErrors(await makeSite(files))).toMatchObject([{ message: 'Broken link: ./faq.md names a file that does not exist', kind: 'broken-link' }]);
    const root = await makeSite({ ...files, 'site.config.ts': `export default { brokenLinks: 'warn' };` });
    const { warnings } = await build({ root, env: {}, write: false });
    expect(warnings.filter((w) => w.kind === 'broken-link')).toHaveLength(1);
  });
});
