// Starlight's splash hero and VitePress's home hero and features: checked, normalized, resolved.
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../src/content/frontmatter.ts';
import { manifestOf, pageSource as page } from '../helpers/pages.ts';

const parse = (yaml: string) => parseFrontMatter({ path: 'index.mdx', text: `---\n${yaml}\n---\n\nText\n` }, new Map());

describe('hero front matter', () => {
  it('takes Starlight\'s hero: title, tagline, image, actions with variants and icons', () => {
    const { page: source, errors } = parse(`title: Welcome
template: splash
hero:
  title: Build faster
  tagline: Everything in one place.
  image:
    file: ./art.png
    alt: A rocket
  actions:
    - text: Get started
      link: /guides/start/
      icon: right-arrow
    - text: Read the source
      link: https://example.org/src
      variant: minimal
      icon: external`);
    expect(errors).toEqual([]);
    expect(source.settings.template).toBe('landing');
    expect(source.settings.hero).toEqual({
      title: 'Build faster', tagline: 'Everything in one place.', image: { src: './art.png', alt: 'A rocket' },
      actions: [
        { text: 'Get started', link: '/guides/start/', variant: 'primary', icon: 'right-arrow' },
        { text: 'Read the source', link: 'https://example.org/src', variant: 'minimal', icon: 'external' },
      ],
    });
  });

  it('reads a hero\'s title and tagline as the text the other tools\' HTML shows: references decoded, inline elements\' tags out, other text in angle brackets kept', () => {
    const { page: source } = parse('hero:\n  name: Fast<br/>Docs\n  title: <span class="x">Build</span> faster\n  tagline: All&nbsp;batteries &amp; more, &#x2192; <script>alert(1)</script>\n');
    expect(source.settings.hero).toMatchObject({ name: 'Fast Docs', title: 'Build faster', tagline: 'All\u00a0batteries & more, → <script>alert(1)</script>' });
  });

  it('takes VitePress\'s hero (name, text, themes) and features', () => {
    const { page: source, errors, notes } = parse(`layout: home
hero:
  name: Widget
  text: Widgets for everyone
  image: { light: /logo-light.svg, dark: /logo-dark.svg, alt: Logo }
  actions:
    - { theme: brand, text: Start, link: /start }
    - { theme: alt, text: Why, link: /why }
    - { theme: cta sponsor, text: Sponsor, link: /sponsor }
    - { theme: cta image, text: " ", link: /drawn-by-css }
features:
  - { icon: "⚡", title: Fast, details: Very fast. }
  - { icon: { src: /bolt.svg }, title: Small, link: /size, linkText: Sizes }`);
    expect(errors).toEqual([]);
    expect(notes.map((n) => n.message)).toEqual(['A hero action without text is left out: a link needs words a screen reader can say']);
    expect(source.settings.hero).toEqual({
      name: 'Widget', title: 'Widgets for everyone', image: { light: '/logo-light.svg', dark: '/logo-dark.svg', alt: 'Logo' },
      actions: [{ text: 'Start', link: '/start', variant: 'primary' }, { text: 'Why', link: '/why', variant: 'secondary' }, { text: 'Sponsor', link: '/sponsor', variant: 'secondary' }],
    });
    expect(source.settings.features).toEqual([
      { icon: '⚡', title: 'Fast', details: 'Very fast.' },
      { icon: { src: '/bolt.svg', alt: '' }, title: 'Small', link: '/size', linkText: 'Sizes' },
    ]);
  });

  it.each([
    ['hero:\n  actions:\n    - { text: Go, link: /go, variant: loud }', 'Front matter "hero" must be an object whose actions[0].variant is "primary", "secondary" or "minimal"'],
    ['hero:\n  actions:\n    - { text: Go }', 'Front matter "hero" must be an object whose actions[0] is an object with a link'],
    ['hero:\n  image: { html: "<svg/>" }', 'Front matter "hero" must be an object whose image is a file (an image given as html is not taken: name its file)'],
    ['hero:\n  image: { dark: ./d.png }', 'Front matter "hero" must be an object whose image is a path, { file, alt }, { src, alt } or { dark, light, alt }'],
    ['hero:\n  subtitle: x', 'Front matter "hero" must be an object of title, tagline, name, text, image, actions (not "subtitle")'],
    ['hero: Big', 'Front matter "hero" must be an object of title, tagline, name, text, image, actions'],
    ['features:\n  - { details: x }', 'Front matter "features" must be a list whose [0] is an object with a title'],
  ])('names what is wrong in a bad hero, with its line: %s', (yaml, message) => {
    const { errors } = parse(`title: T\n${yaml}`);
    expect(errors.map((e) => e.message.replace(/, got .*$/s, ''))).toEqual([message]);
    expect(errors[0].line).toBe(3);
    expect(errors[0].file).toBe('index.mdx');
  });
});

describe('hero routes', () => {
  const pages = () => [
    page('index.md', { template: 'splash', hero: { image: { file: './img/art.png', alt: 'Art' }, actions: [{ text: 'Start', link: '/guides/start/' }, { text: 'API', link: 'guides/start.md#install' }, { text: 'Out', link: 'https://example.org' }] } }),
    page('guides/start.md', { title: 'Start' }),
  ];

  it('resolves actions like links to pages, and images to their copies', () => {
    const { manifest, errors } = manifestOf(pages(), { media: { 'img/art.png': '/docs/_/media/art.abc.png' } });
    expect(errors).toEqual([]);
    const hero = manifest.byUrl.get('/docs/')!;
    expect(hero.hero!.actions.map((a) => a.link)).toEqual(['/docs/guides/start', '/docs/guides/start#install', 'https://example.org']);
    expect(hero.hero!.image).toEqual({ src: '/docs/_/media/art.abc.png', alt: 'Art' });
    expect(hero.heroAssets).toEqual(['img/art.png']);
  });

  it('reports an action to no page and an image that is no file, naming the page', () => {
    const { errors } = manifestOf(pages());
    expect(errors.map((e) => [e.file, e.message])).toEqual([
      ['index.md', 'Front matter "hero" names the image ./img/art.png, which is not a file of the site'],
    ]);
    const broken = manifestOf([page('index.md', { hero: { actions: [{ text: 'Gone', link: '/nowhere/' }] } })]);
    expect(broken.errors.map((e) => e.message)).toEqual(['Front matter "hero" links to /nowhere/, which is not a page']);
  });
});
