// Images, frames and media of other sites: an iframe of an https: page stays,
// sandboxed and closed at once; each page's Content-Security-Policy adds
// exactly the origins that page shows (src/content/embeds.ts, sanitize.ts,
// render/csp.ts), in its meta tag, in _headers and in what docs serve sends.
import { describe, expect, it } from 'vitest';
import { BODY_LINE, renderBody } from '../helpers/markdown.ts';
import { parseHtml } from '../helpers/site.ts';
import { FRAME_SANDBOX, originOf } from '../../src/content/embeds.ts';
import { contentSecurityPolicy, headersFile, pagePolicy } from '../../src/render/csp.ts';
import { headersOf } from '../../src/dev/site-headers.ts';

describe('frames of other sites', () => {
  it('keeps an iframe of an https: page, sandboxed, without the text a browser would not show', () => {
    const { html, warnings, embeds } = renderBody('<iframe width="560" height="315" src="https://video.example/embed/k3y" title="Setting up" allow="autoplay; fullscreen" allowfullscreen>Your browser shows no frames</iframe>\n\nafter\n');
    const frame = parseHtml(html).querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://video.example/embed/k3y');
    expect(frame.getAttribute('title')).toBe('Setting up');
    expect(frame.getAttribute('allow')).toBe('autoplay; fullscreen');
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    expect(frame.getAttribute('sandbox')).toBe(FRAME_SANDBOX);
    expect(FRAME_SANDBOX).not.toMatch(/allow-top-navigation|allow-modals/);
    expect(html).not.toContain('Your browser');
    expect(html).toContain('<p>after</p>');
    expect(warnings).toEqual([]);
    expect(embeds).toEqual({ frame: ['https://video.example'] });
  });

  it('makes a YouTube frame of <LiteYouTubeEmbed> (Docusaurus) and astro-embed\'s <YouTube>, by id or address', () => {
    const lite = renderBody("import LiteYouTubeEmbed from 'react-lite-youtube-embed';\nimport 'react-lite-youtube-embed/dist/LiteYouTubeEmbed.css';\n\n<LiteYouTubeEmbed\n  id=\"9zySeP5vH9c\"\n  title=\"Learn it\"\n/>\n", { file: 'guides/video.md' });
    expect(lite.errors).toEqual([]);
    const frame = parseHtml(lite.html).querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/9zySeP5vH9c');
    expect(frame.getAttribute('title')).toBe('Learn it');
    expect(frame.getAttribute('sandbox')).toBe(FRAME_SANDBOX);
    expect(lite.embeds).toEqual({ frame: ['https://www.youtube-nocookie.com'] });
    const astro = renderBody("import { YouTube } from 'astro-embed';\n\n<YouTube id=\"https://youtu.be/abcDEF12345\" />\n\n<YouTube id=\"javascript:alert(1)\" />\n", { file: 'guides/video.mdx' });
    expect(parseHtml(astro.html).querySelector('iframe')!.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abcDEF12345');
    expect(astro.errors).toMatchObject([{ message: '<YouTube> names no YouTube video', line: BODY_LINE + 4 }]);
  });

  it('keeps the sandbox its writer gave, in HTML and in MDX', () => {
    expect(parseHtml(renderBody('<iframe src="https://box.example/s/1" sandbox="allow-scripts"></iframe>\n').html).querySelector('iframe')!.getAttribute('sandbox')).toBe('allow-scripts');
    const mdx = renderBody('<iframe src="https://box.example/embed/2" allowFullScreen />\n\nafter\n', { file: 'guides/sandbox.mdx' });
    expect(mdx.errors).toEqual([]);
    const frame = parseHtml(mdx.html).querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe(FRAME_SANDBOX);
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    expect(mdx.embeds).toEqual({ frame: ['https://box.example'] });
  });

  it('leaves out, with a warning, an iframe of anything but an https: page', () => {
    for (const src of ['http://video.example/embed/1', '/docs/other', '//video.example/embed/1', 'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'jav&#x61;script:alert(1)']) {
      const { html, warnings, embeds } = renderBody(`<iframe src="${src}"></iframe>\n\nafter\n`);
      expect(html, src).not.toContain('<iframe');
      expect(warnings[0]?.message, src).toContain('<iframe> of no https: page');
      expect(embeds).toBeUndefined();
    }
    expect(renderBody('<iframe srcdoc="<script>alert(1)</script>"></iframe>\n').html).not.toContain('iframe');
    expect(renderBody('<iframe src="https://video.example/" srcdoc="<script>alert(1)</script>"></iframe>\n').html).not.toContain('srcdoc');
  });

  it('is closed at once, so that nothing after it can end it inside an attribute', () => {
    // A browser reads an iframe's content as text up to "</iframe>": were it left open, that end tag inside the title would let the script run.
    const { html } = renderBody('<div>\n<iframe src="https://video.example/e">\n<p title="</iframe><script>alert(1)</script>">x</p>\n</div>\n');
    const doc = parseHtml(html);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelector('iframe')!.textContent).toBe('');
    const inline = renderBody('Watch <iframe src="https://video.example/e"> then <b title="</iframe><script>alert(1)</script>">this</b>.\n').html;
    expect(parseHtml(inline).querySelectorAll('script')).toHaveLength(0);
  });
});

describe("the origins a page shows", () => {
  it('are those of its images, frames, video and audio, each kind apart, and nothing else', () => {
    const { embeds } = renderBody([
      '![chart](https://img.example/chart.png) ![logo](/img/logo.png) [a link](https://elsewhere.example/page)',
      '',
      '<img src="//cdn.example/a.png" srcset="https://cdn2.example/a.png 2x, /img/a.png 1x">',
      '',
      '<video src="https://media.example/clip.mp4" poster="https://img.example/poster.jpg" controls><source src="https://media2.example:8443/clip.webm"><track src="https://media.example/clip.vtt"></video>',
      '',
      '<audio src="https://sound.example/a.ogg"></audio> <a href="https://elsewhere.example/"><img src="https://img.example:444/x.png"></a>',
      '',
    ].join('\n'));
    expect(embeds).toEqual({
      img: ['https://cdn.example', 'https://cdn2.example', 'https://img.example', 'https://img.example:444'],
      media: ['https://media.example', 'https://media2.example:8443', 'https://sound.example'],
    });
  });

  it('are none for a page that shows only its own files', () => {
    expect(renderBody('![a](/img/a.png) <img src="../b.png"> [c](https://c.example/)\n').embeds).toBeUndefined();
  });

  it('come from MDX elements too', () => {
    const { embeds, errors } = renderBody('<img src="https://img.example/a.png" alt="a" />\n\n<video src="https://media.example/v.mp4" controls />\n', { file: 'guides/media.mdx' });
    expect(errors).toEqual([]);
    expect(embeds).toEqual({ img: ['https://img.example'], media: ['https://media.example'] });
  });

  it('are read as a browser reads a URL', () => {
    expect(originOf('https://Img.Example:443/a.png')).toBe('https://img.example');
    expect(originOf('//img.example/a.png')).toBe('https://img.example');
    expect(originOf('http://img.example:8080/a')).toBe('http://img.example:8080');
    for (const notOther of ['/img/a.png', 'a.png', 'data:image/png;base64,AA', 'https://', 'mailto:a@b.example']) expect(originOf(notOther), notOther).toBeUndefined();
  });
});

describe("a page's policy", () => {
  const site = contentSecurityPolicy(["'sha256-abc='"], false);

  it("adds the page's origins to the directive of each kind, and changes nothing else", () => {
    const policy = pagePolicy(site, { img: ['https://img.example'], frame: ['https://video.example', 'https://box.example'], media: ['https://media.example'] });
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d]));
    expect(directives['img-src']).toBe("img-src 'self' data: https://img.example");
    expect(directives['frame-src']).toBe("frame-src 'self' https://video.example https://box.example");
    expect(directives['media-src']).toBe("media-src 'self' https://media.example");
    expect(directives['script-src']).toBe("script-src 'self' 'sha256-abc='");
    expect(policy.split('; ').filter((d) => !/^(img|frame|media)-src /.test(d))).toEqual(site.split('; ').filter((d) => !d.startsWith('img-src ')));
    expect(policy).not.toMatch(/unsafe|\*/);
    expect(pagePolicy(site, { frame: ['https://video.example'] })).not.toContain('media-src');
  });

  it('is what _headers gives the page, at its address with and without the final slash, and docs serve sends the same', () => {
    const own = pagePolicy(site, { frame: ['https://video.example'] });
    const rules = headersFile('/docs/', site, '_', [], [{ url: '/docs/guide/video', csp: own }, { url: '/docs/', csp: own }, { url: '/docs/über', csp: own }]);
    expect(rules).toContain(`/docs/guide/video\n  ! Content-Security-Policy\n  Content-Security-Policy: ${own}; frame-ancestors 'self'\n`);
    expect(rules).toContain('/docs/%C3%BCber/\n');
    // The site's rule comes first: hosts take the later rule's value.
    expect(rules.indexOf('/docs/*')).toBeLessThan(rules.indexOf('/docs/guide/video'));
    for (const path of ['/docs/guide/video', '/docs/guide/video/', '/docs/']) {
      expect(headersOf(rules, path)['Content-Security-Policy'], path).toBe(`${own}; frame-ancestors 'self'`);
    }
    for (const path of ['/docs/guide', '/docs/guide/video/more', '/docs/guide/videos']) {
      expect(headersOf(rules, path)['Content-Security-Policy'], path).toBe(`${site}; frame-ancestors 'self'`);
    }
    expect(headersOf(rules, '/docs/guide/video')['X-Content-Type-Options']).toBe('nosniff');
  });

  it('"! Name" in _headers removes what an earlier rule set, in docs serve as on Cloudflare Pages', () => {
    expect(headersOf('/*\n  X-Robots-Tag: noindex\n  X-Frame-Options: DENY\n/open\n  ! X-Robots-Tag\n', '/open')).toEqual({ 'X-Frame-Options': 'DENY' });
  });
});

describe('an MDX frame', () => {
  it('holds nothing: what its writer put inside it is left out, so nothing there can end it', () => {
    const { html, errors } = renderBody('<iframe src="https://video.example/e">\n  <p title="</iframe><img src=x onerror=alert(1)>">fallback</p>\n</iframe>\n\nafter\n', { file: 'guides/frame.mdx' });
    expect(errors).toEqual([]);
    expect(html).toMatch(/<iframe src="https:\/\/video\.example\/e" sandbox="[^"]*"><\/iframe>/);
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('fallback');
    expect(html).toContain('after');
  });
});
