// Path aliases (`aliases` in site.config.ts, as a tsconfig's `paths` names
// folders): "@assets/shot.png" in an image, a link, raw HTML or an import is
// the file of the folder the alias names.
import { describe, expect, it } from 'vitest';
import { unalias } from '../../src/routes/resolve.ts';
import { buildSite } from '../helpers/site.ts';

describe('an alias', () => {
  const aliases = { '@assets': 'assets', '@site': '..', '@assets/icons': '../src/icons', '@img': '/img' };

  it('is the path from the page to the folder it names, the longest alias first', () => {
    expect(unalias('@assets/shot.png', 'guide/intro.md', aliases)).toBe('../assets/shot.png');
    expect(unalias('@assets/shot.png', 'index.md', aliases)).toBe('./assets/shot.png');
    expect(unalias('@assets/icons/a.svg', 'index.md', aliases)).toBe('../src/icons/a.svg');
    expect(unalias('@site/docs/_part.md', 'guide/intro.md', aliases)).toBe('../../docs/_part.md');
  });

  it('of a folder of the static folder is a site path', () => {
    expect(unalias('@img/logo.png', 'a/b.md', aliases)).toBe('/img/logo.png');
  });

  it('starts a path only as a whole name', () => {
    expect(unalias('@assetsfoo/x.png', 'index.md', aliases)).toBeUndefined();
    expect(unalias('./@assets/x.png', 'index.md', aliases)).toBeUndefined();
    expect(unalias('@assets/x.png', 'index.md', undefined)).toBeUndefined();
  });
});

describe('a site with aliases', () => {
  it('finds the files of images, links, raw HTML and imports written with them', async () => {
    const site = await buildSite({
      'site.config.ts': `export default { productName: 'Acme', staticDir: 'static', aliases: { '@assets': 'content/assets', '@static': 'static/img', '@parts': 'content/parts' } };\n`,
      'content/index.md': '# Home\n',
      'content/guide/intro.mdx': "import Shared from '@parts/_shared.md';\n\n# Intro\n\n![shot](@assets/shot.png)\n\n<img src=\"@static/logo.png\" alt=\"logo\" />\n\nSee [the setup](@parts/../guide/setup.md).\n\n<Shared />\n",
      'content/guide/setup.md': '# Setup\n',
      'content/parts/_shared.md': 'Text from a partial.\n',
      'content/assets/shot.png': Buffer.from([137, 80, 78, 71]),
      'static/img/logo.png': Buffer.from([137, 80, 78, 71]),
    }, { });
    const page = await site.page('docs/guide/intro/index.html');
    const main = page.querySelector('main')!;
    expect(main.querySelector('img[alt="shot"]')!.getAttribute('src')).toMatch(/^\/docs\/.*shot.*\.png$/);
    expect(main.querySelector('img[alt="logo"]')!.getAttribute('src')).toBe('/docs/img/logo.png');
    expect(main.querySelector('a[href="/docs/guide/setup"]')).not.toBeNull();
    expect(main.textContent).toContain('Text from a partial.');
  });

  it('is refused with a trailing slash, naming the key', async () => {
    const { validateUserConfig } = await import('../../src/config-schema.ts');
    const errors = validateUserConfig({ aliases: { '@assets/': 'src/assets' } }, 'site.config.ts');
    expect(errors.map((e) => e.message)).toEqual([expect.stringContaining('Config key "aliases" must be an object of alias → folder')]);
  });
});
