// Images and video as a page shows them: files beside the markdown and of the
// static folder pointed at their copies under the base URL, in markdown and in
// raw HTML (src, <source src>, poster); a missing one is an error naming the
// file and line; light and dark pairs keep what marks them.
import { describe, expect, it } from 'vitest';
import { renderMarkdown, type LinkTargets } from '../../src/content/markdown.ts';
import { parseHtml } from '../helpers/site.ts';

const targets: LinkTargets = {
  baseUrl: '/docs/',
  pageUrls: { 'guides/video.md': '/docs/guides/video' },
  assetUrls: {
    'guides/clip.mp4': '/docs/_/media/clip.0123456789.mp4',
    'guides/poster.png': '/docs/_/media/poster.0123456789.png',
    'guides/dark.png': '/docs/_/media/dark.0123456789.png',
    '../assets/shot.png': '/docs/_/media/shot.0123456789.png',
  },
  staticFiles: ['video/intro.webm', 'img/logo-light.svg', 'img/logo-dark.svg'],
};

function md(text: string, file = 'guides/video.md') {
  return renderMarkdown({ file, url: '/docs/guides/video', text, segments: [{ from: 1, file, line: 5 }], includes: [], key: text }, targets);
}

describe('video and its poster', () => {
  it('point at the copies under the base URL, beside the page or in the static folder', () => {
    const { html, errors, assets } = md('<video src="./clip.mp4" poster="./poster.png" controls>\n<source src="/video/intro.webm" type="video/webm">\n</video>\n');
    expect(errors).toEqual([]);
    const doc = parseHtml(html);
    expect(doc.querySelector('video')!.getAttribute('src')).toBe('/docs/_/media/clip.0123456789.mp4');
    expect(doc.querySelector('video')!.getAttribute('poster')).toBe('/docs/_/media/poster.0123456789.png');
    expect(doc.querySelector('source')!.getAttribute('src')).toBe('/docs/video/intro.webm');
    expect(assets.sort()).toEqual(['guides/clip.mp4', 'guides/poster.png']);
  });

  it('are pointed at their copies in MDX too', () => {
    const { html, errors } = md('<video src="./clip.mp4" poster="./poster.png" controls></video>\n', 'guides/video.mdx');
    expect(errors).toEqual([]);
    const video = parseHtml(html).querySelector('video')!;
    expect([video.getAttribute('src'), video.getAttribute('poster')]).toEqual(['/docs/_/media/clip.0123456789.mp4', '/docs/_/media/poster.0123456789.png']);
  });
});

describe('a missing image', () => {
  it('is an error naming the file and line, written as a site path or a relative one, in markdown or raw HTML', () => {
    const cases: [string, string][] = [
      ['![Chart](/img/chart.png)', 'Image not found: /img/chart.png (/img/chart.png is no file of the static folder)'],
      ['![Chart](./chart.png)', 'Image not found: ./chart.png (content/guides/chart.png)'],
      ['<img src="/img/chart.png" alt="Chart">', 'Image not found: /img/chart.png (/img/chart.png is no file of the static folder)'],
      ['<img src="../img/chart.png" alt="Chart">', 'Image not found: ../img/chart.png (content/img/chart.png)'],
      ['<video src="./clip.mp4" poster="/img/poster.png"></video>', 'Image not found: /img/poster.png (/img/poster.png is no file of the static folder)'],
      ['<video controls><source src="/video/gone.mp4"></video>', 'Image not found: /video/gone.mp4 (/video/gone.mp4 is no file of the static folder)'],
    ];
    for (const [body, message] of cases) {
      const { errors } = md(`# Video\n\ntext\n\n${body}\n`);
      expect(errors, body).toEqual([expect.objectContaining({ message, file: 'guides/video.md', line: 9 })]);
      expect(errors[0].hint).toContain('static folder');
    }
  });

  it('is not what a link or a script names', () => {
    expect(md('<a href="/files/manual.pdf">manual</a> <a href="./gone.zip">zip</a>\n').errors).toEqual([]);
    expect(md('<script src="./gone.js"></script>\n').errors).toEqual([]);
    expect(md('<img src="{{ logo }}" alt="A template of another tool">\n').errors).toEqual([]);
  });
});

describe('an image outside the content folder', () => {
  it('is found by its path from the page, like one beside it', () => {
    const { html, errors, assets } = md('![Shot](../../assets/shot.png)\n\n<img src="../../assets/shot.png" alt="again">\n');
    expect(errors).toEqual([]);
    expect([...parseHtml(html).querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/docs/_/media/shot.0123456789.png', '/docs/_/media/shot.0123456789.png']);
    expect(assets).toEqual(['../assets/shot.png']);
  });
});

describe('light and dark pairs', () => {
  it("keep GitHub's mark at the end of the copy's address, and VitePress's classes", () => {
    const { html, errors } = md('![Logo](/img/logo-light.svg#gh-light-mode-only)![Logo](/img/logo-dark.svg#gh-dark-mode-only)\n\n![Dark](./dark.png#gh-dark-mode-only)\n\n<img class="light-only" src="/img/logo-light.svg" alt="Logo"><img class="dark-only" src="/img/logo-dark.svg" alt="Logo">\n');
    expect(errors).toEqual([]);
    const images = [...parseHtml(html).querySelectorAll('img')].map((img) => `${img.getAttribute('src')} ${img.className}`.trim());
    expect(images).toEqual([
      '/docs/img/logo-light.svg#gh-light-mode-only',
      '/docs/img/logo-dark.svg#gh-dark-mode-only',
      '/docs/_/media/dark.0123456789.png#gh-dark-mode-only',
      '/docs/img/logo-light.svg light-only',
      '/docs/img/logo-dark.svg dark-only',
    ]);
  });
});
