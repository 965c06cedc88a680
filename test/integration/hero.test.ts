// A splash page's hero and a VitePress home page's hero and features, rendered.
import { describe, expect, it } from 'vitest';
import { buildErrors, buildSite, makeSite, MINIMAL_CONFIG } from '../helpers/site.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('hero pages', () => {
  it('renders Starlight\'s splash hero: the title as h1, tagline, image, actions as links, then the markdown', async () => {
    const site = await buildSite({
      'site.config.ts': MINIMAL_CONFIG,
      'content/index.mdx': `---
title: Welcome
template: splash
hero:
  tagline: Ship <fast> docs.
  image:
    file: ./art.png
    alt: A paper plane
  actions:
    - text: Get started
      link: /guides/start/
      icon: right-arrow
    - text: Source
      link: https://example.org/src
      variant: secondary
---

## Next steps

Read the guides.
`,
      'content/art.png': PNG,
      'content/guides/start.md': '# Start\n',
    });
    const doc = await site.page('docs/index.html');
    const hero = doc.querySelector('main .hero')!;
    expect(hero.querySelector('h1')!.textContent).toBe('Welcome');
    expect(hero.querySelector('.tagline')!.textContent).toBe('Ship <fast> docs.');
    const img = hero.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('A paper plane');
    expect(await site.read(img.getAttribute('src')!.slice(1))).toBeDefined();
    expect([...hero.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.className])).toEqual([
      ['Get started →', '/docs/guides/start', 'hero-action primary'],
      ['Source', 'https://example.org/src', 'hero-action secondary'],
    ]);
    expect(doc.querySelector('main .markdown h2')!.textContent).toBe('Next steps');
    expect(doc.querySelectorAll('main h1')).toHaveLength(1);
  });

  it('renders VitePress\'s home hero with light and dark images, and its features as cards', async () => {
    const site = await buildSite({
      'site.config.ts': MINIMAL_CONFIG,
      'content/index.md': `---
layout: home
hero:
  name: Widget
  text: Widgets for everyone
  tagline: Small and quick.
  image: { light: ./light.png, dark: ./dark.png, alt: Logo }
  actions:
    - { theme: brand, text: Start, link: ./guides/start.md }
features:
  - { icon: "⚡", title: Fast, details: Very fast. }
  - { title: Small, details: Tiny., link: /guides/start }
---
`,
      'content/light.png': PNG,
      'content/dark.png': Buffer.concat([PNG, Buffer.from([0])]),
      'content/guides/start.md': '# Start\n',
    });
    const doc = await site.page('docs/index.html');
    expect(doc.querySelector('main h1')!.textContent).toBe('WidgetWidgets for everyone');
    expect([...doc.querySelectorAll('main .hero img')].map((i) => i.className)).toEqual(['hero-image when-light', 'hero-image when-dark']);
    const features = doc.querySelector('main [aria-label="Features"]')!;
    expect([...features.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Fast', 'Small']);
    expect(features.querySelector('h2 a')!.getAttribute('href')).toBe('/docs/guides/start');
  });

  it('shows a doc page\'s hero in place of its title, with its sidebar', async () => {
    const site = await buildSite({
      'site.config.ts': MINIMAL_CONFIG,
      'content/guides/tour.md': '---\ntitle: Tour\nhero:\n  tagline: A short tour.\n  actions:\n    - { text: Begin, link: ./next.md }\n---\n\nThe tour.\n',
      'content/guides/next.md': '# Next\n',
    });
    const doc = await site.page('docs/guides/tour/index.html');
    expect([...doc.querySelectorAll('main h1')].map((h) => h.textContent)).toEqual(['Tour']);
    expect(doc.querySelector('main .hero .tagline')!.textContent).toBe('A short tour.');
    expect(doc.querySelector('main .hero a')!.getAttribute('href')).toBe('/docs/guides/next');
    expect(doc.querySelector('#sidebar a[aria-current="page"]')!.textContent).toBe('Tour');
  });

  it('fails the build on a hero action to no page, naming the file and line', async () => {
    const root = await makeSite({ 'site.config.ts': MINIMAL_CONFIG, 'content/index.md': '---\ntemplate: splash\nhero:\n  actions:\n    - { text: Go, link: /missing/ }\n---\n' });
    const errors = await buildErrors(root);
    expect(errors.map((e) => [e.message, e.line])).toEqual([['Front matter "hero" links to /missing/, which is not a page', 3]]);
  });
});
