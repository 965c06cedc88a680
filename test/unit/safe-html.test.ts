// Nothing a page writes runs in the reader's browser (src/content/sanitize.ts,
// src/content/plugins/safe.ts): scripts in every form, event handlers, frames,
// plugins, <base>, <meta http-equiv>, and URLs with a scheme other than http,
// https, mailto and tel, in markdown, raw HTML and MDX, are left out, with one
// warning per page naming the file and the first line. Everything else is kept
// byte for byte.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderBody, BODY_LINE, FILE } from '../helpers/markdown.ts';
import { parseHtml } from '../helpers/site.ts';
import { sanitizeHtml, schemeOf, decodeReferences } from '../../src/content/sanitize.ts';

/** The page's HTML and its warnings. */
function render(body: string, file = FILE) {
  const result = renderBody(body, { file });
  return { html: result.html, warnings: result.warnings, notes: result.notes, errors: result.errors };
}

const RUNS = 'script, iframe, frame, object, embed, applet, base, meta, noscript, style, xmp, noembed, noframes, textarea, title, plaintext';
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'poster', 'action', 'formaction', 'xlink:href', 'data', 'cite', 'values'];

/** What a browser would run, read from the DOM it builds (happy-dom's parser; URLs by Node's WHATWG URL parser): elements, handlers, URLs. */
function runnable(html: string): string[] {
  const doc = parseHtml(`<!doctype html><body>${html}`);
  const found = [...doc.querySelectorAll(RUNS)].map((e) => `<${e.localName}>`);
  for (const element of doc.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc') found.push(`${name}=`);
      if (!URL_ATTRIBUTES.includes(name)) continue;
      for (const url of attribute.value.split(/[,;]/)) {
        const protocol = new URL(name.endsWith('srcset') ? url.trim().split(/\s/)[0] : url, 'https://site.example/').protocol;
        if (!['http:', 'https:', 'mailto:', 'tel:'].includes(protocol)) found.push(`${name}=${protocol}`);
      }
    }
  }
  return found;
}

describe('scripts never reach the page', () => {
  const cases: Record<string, string> = {
    'an HTML block': '<script>alert(1)</script>',
    'an HTML block in upper case': '<SCRIPT>alert(1)</SCRIPT>',
    'inline HTML in a paragraph': 'Read this <script src="./evil.js"></script> now.',
    'inline HTML with its text between': 'Read <script>alert(1)</script> now.',
    'a slash between name and attribute': '<div>\n<script/src="https://evil.example/x.js"></script>\n</div>',
    'split across lines': '<script\nsrc="./evil.js">\n</script>',
    'inside an svg': '<svg viewBox="0 0 10 10"><script>alert(1)</script><circle r="4"/></svg>',
    'inside a div with markdown around': '<div>a <script>alert(1)</script>\n\n*hi*\n\n</div>',
    'a script whose end tag has attributes': 'a <script>alert(1)</script foo=">"> b',
    'an end tag inside a string': '<script>var a = "</scr" + "ipt>"; alert(1)</script>',
    'noscript hiding a tag in an attribute': '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    'style hiding a tag in an attribute': '<style><p title="</style><img src=x onerror=alert(1)>"></style>',
    'textarea hiding a tag in an attribute': 'a <textarea><p title="</textarea><img src=x onerror=alert(1)>"></textarea>',
    'an event handler': '<img src="/i.png" onerror="alert(1)">',
    'an event handler in capitals, after a slash': '<div>\n<img/src="x"/ONERROR=alert(1)>\n</div>',
    'an event handler right after a quoted value': '<div>\n<a href="/x"onclick="alert(1)">x</a>\n</div>',
    'an event handler inline': 'Click <b onmouseover=alert(1)>here</b>.',
    'an event handler on an svg element': '<svg><circle r="4" onload="alert(1)"/></svg>',
    'an iframe with srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    'srcdoc on another element': '<div srcdoc="x">a</div>',
    'an object': '<object data="evil.svg" type="image/svg+xml"></object>',
    'an embed': '<embed src="evil.swf">',
    'a base': '<base href="https://evil.example/">',
    'a meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    'a form posting to javascript:': '<form action="javascript:alert(1)"><button>Go</button></form>',
    'a formaction': '<form><button formaction="javascript:alert(1)">Go</button></form>',
    'an svg animation of a link': '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="10">x</text></a></svg>',
  };
  for (const [name, body] of Object.entries(cases)) {
    it(`leaves out ${name}, with a warning`, () => {
      const { html, warnings, notes } = render(`# Page\n\n${body}\n\nafter\n`);
      expect(runnable(html), html).toEqual([]);
      expect(html).toContain('after');
      // A <script> or <style> block at the start of a line was left out before the markdown stage, with a note (VitePress's <script setup>).
      const said = warnings.length ? warnings : notes.filter((n) => /^A <(script|style)> block is left out/.test(n.message));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatchObject({ file: FILE, line: BODY_LINE + 2 });
      if (warnings.length) expect(warnings[0].message).toMatch(/^Left out what could run script in the reader's browser: /);
    });
  }

  it('says a link of a scheme that browsers do not open is no script (another tool\'s plugin expands docblock: links)', () => {
    const { html, warnings } = render('# Page\n\n[summary](docblock://query/module.ts?token=Options)\n');
    expect(html).not.toContain('docblock');
    expect(warnings).toMatchObject([{ message: 'Left out links of a scheme that browsers do not open: a docblock: URL', line: BODY_LINE + 2 }]);
  });

  it('in MDX, JSX elements and attributes', () => {
    for (const body of ['<script>{`alert(1)`}</script>', '<div onClick="alert(1)">a</div>', '<a href="javascript:alert(1)">a</a>', '<iframe src="http://evil.example" />', '<iframe src="data:text/html,x" />']) {
      const { html, warnings, notes, errors } = render(`# Page\n\n${body}\n\nafter\n`, 'guides/page.mdx');
      expect(errors).toEqual([]);
      expect(runnable(html), `${body} → ${html}`).toEqual([]);
      const said = warnings.length ? warnings : notes.filter((n) => /^A <script> block is left out/.test(n.message));
      expect(said, body).toHaveLength(1);
      expect(said[0]).toMatchObject({ file: 'guides/page.mdx', line: BODY_LINE + 2 });
    }
  });

  it('in what a registered component renders from its props', () => {
    const Frame = (props: { href: string }) => createElement('div', null, createElement('a', { href: props.href }, 'open'), createElement('iframe', { src: props.href }));
    const result = renderBody('# Page\n\n<Frame href="vbscript:msgbox(1)" />\n', { components: { Frame } });
    expect(runnable(result.html)).toEqual([]);
    expect(result.html).toContain('>open</a>');
    expect(result.warnings).toHaveLength(1);
  });

  it('warns once per page, naming the first place and everything left out', () => {
    const { warnings } = render('# Page\n\ntext\n\nsee <script>a()</script>\n\n[x](javascript:b())\n\n<img src=x onerror=c()>\n');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].line).toBe(BODY_LINE + 4);
    expect(warnings[0].message).toContain('<script>');
    expect(warnings[0].message).toContain('a javascript: URL');
    expect(warnings[0].message).toContain('onerror=');
  });
});

describe('link and media URLs', () => {
  const bad = [
    'javascript:alert(1)', 'JavaScript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'file:///etc/passwd',
    ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0001javascript:alert(1)',
  ];
  it('in markdown links, images and definitions, are dropped: a link keeps its text, an image its alt text', () => {
    for (const url of bad) {
      const written = url.replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\u0001/g, '&#1;').replace(/ /g, '&#32;');
      // A reference's URL is its definition's: the warning is there.
      for (const [body, line] of [[`[click](<${written}>) after`, 2], [`![the chart](<${written}>) after`, 2], [`[click][r] after\n\n[r]: <${written}>`, 4]] as const) {
        const { html, warnings } = render(`# Page\n\n${body}\n`);
        expect(runnable(html), `${body} → ${html}`).toEqual([]);
        // A markdown URL with a space or a control character is read as a path in the site (the link check then reports it), written %20, %09, %01.
        if (/[\s\u0001]/.test(url)) continue;
        expect(html).toMatch(/click|the chart/);
        expect(html).toContain(' after');
        expect(warnings, body).toHaveLength(1);
        expect(warnings[0].line).toBe(BODY_LINE + line);
      }
    }
  });

  it('in raw HTML attributes, with entities, case, spaces and control characters, are dropped', () => {
    const values = ['javascript:alert(1)', 'jav&#x61;script:alert(1)', 'jav&#97script:alert(1)', 'javascript&colon;alert(1)', '&#x6A;avascript:alert(1)',
      'java&Tab;script:alert(1)', 'java&#x0A;script:alert(1)', ' &#1; JAVASCRIPT:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:x'];
    for (const value of values) {
      for (const [tag, attribute] of [['a', 'href'], ['img', 'src'], ['img', 'srcset'], ['video', 'poster'], ['form', 'action'], ['button', 'formaction'], ['svg><a', 'xlink:href'], ['blockquote', 'cite']]) {
        const body = `<${tag} ${attribute}="${value.replace(/"/g, '&quot;')}">x</${tag.replace(/.*</, '')}>`;
        const { html, warnings } = render(`# Page\n\n${body}\n`);
        expect(runnable(html), `${body} → ${html}`).toEqual([]);
        // srcset's candidates end at a space: "java&Tab;script:…" is the URL "java", harmless, and kept.
        if (attribute === 'srcset' && /&Tab;|&#x0A;|&#1;/.test(value)) continue;
        expect(html, body).not.toMatch(new RegExp(`${attribute}=`, 'i'));
        expect(warnings, body).toHaveLength(1);
      }
    }
  });

  it('keeps http, https, mailto, tel and relative URLs, colons after a slash, ? or # included', () => {
    const good = ['https://example.com/a:b', 'http://example.com', 'mailto:team@example.com', 'tel:+1-555-0100', '/docs/api', './a:b', 'a/b:c', '?q=a:b', '#x:y', '//cdn.example.com/x.png', 'HTTPS://EXAMPLE.COM', 'guides/setup'];
    for (const url of good) {
      const { html, warnings } = render(`# Page\n\n<a href="${url}">x</a> and [y](${url.includes(' ') ? `<${url}>` : url})\n`);
      expect(html, url).toContain(`href="${url}"`);
      expect(warnings, url).toEqual([]);
    }
  });

  it('reads schemes as a browser does', () => {
    expect(schemeOf('JAVASCRIPT:x')).toBe('javascript');
    expect(schemeOf(' \u0000\tjava\nscript:x')).toBe('javascript');
    expect(schemeOf('a/b:c')).toBeUndefined();
    expect(schemeOf('?a:b')).toBeUndefined();
    expect(schemeOf('#a:b')).toBeUndefined();
    expect(schemeOf('1a:b')).toBeUndefined();
    expect(decodeReferences('jav&#x61;script&colon;&#X41;&#65')).toBe('javascript:AA');
  });
});

describe('everything else', () => {
  it('is kept byte for byte', () => {
    const html = [
      '<details open><summary>More</summary>', '<br/>', '<kbd>Ctrl</kbd>', '<img src="/i.png" alt="a &amp; b" width=40>', '<a href="https://x.example/?a=1&amp;b=2" title=\'t\'>x</a>',
      '<svg viewBox="0 0 10 10"><circle r="4" fill="red"/></svg>', 'a < b && c > d', '<span class="one two" data-on="x" aria-label="on">x</span>', '<video controls poster="/p.png"><source src="/v.mp4"></video>',
      '<table><tr><td colspan=2>x</td></tr></table>', '<div\nclass="x">', '<a name=top></a>', '<p>on= off</p>', '</div>',
    ].join('\n');
    let removed = 0;
    expect(sanitizeHtml(html, () => removed++)).toBe(html);
    expect(removed).toBe(0);
  });

  it('keeps the rest of a tag that loses an attribute, and the content of an element removed without it', () => {
    expect(sanitizeHtml('<img class="a" onerror="x()" src="/i.png" />', () => {})).toBe('<img class="a" src="/i.png" />');
    expect(sanitizeHtml('<a href=javascript:x title=t>x</a>', () => {})).toBe('<a title=t>x</a>');
    expect(sanitizeHtml('<object data="x.svg"><p>fallback</p></object>', () => {})).toBe('<p>fallback</p>');
    expect(sanitizeHtml('a<script>x()</script>b<style>p{}</style>c', () => {})).toBe('abc');
  });

  it('leaves out an unfinished tag at the end of a piece, which would swallow what follows it', () => {
    const { html } = render('# Page\n\n<div title="a\n\nb" onclick=alert(1)>\n');
    expect(runnable(html), html).toEqual([]);
  });
});
