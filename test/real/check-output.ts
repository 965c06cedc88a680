// What reads wrong in a built site: markup of other tools that reached the
// reader as text (":::", "{#id}", import lines, JSX comments and braces,
// unrendered markdown), tags no browser knows (<Tabs>, <vp-badge>), images
// that point nowhere, scripts and styles inside the content, embedded pages
// the CSP blocks, partials built as pages. It reads each
// page's markdown part (<div class="markdown"> to </article>), with a small
// tokenizer: the text of <pre>, <code>, <script> and <style> is not prose.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Finding {
  check: string;
  /** Occurrences, and the pages they are on. */
  count: number;
  pages: number;
  example: string;
  /** For unknown elements: each tag name and how often. */
  names?: [string, number][];
}

interface Page { url: string; html: string }

/** Braces that none of the checks before it explains: counted only when they did not match. */
const OTHER_BRACES = 'other braces in prose';
/** A check of one text node of prose (entities decoded), or of code. */
const PROSE_CHECKS: [string, RegExp][] = [
  ['raw ":::" container marker', /(^|\s):::/],
  ['"{#id}" shown (a heading id)', /\{#[\w-]+\}/],
  ['import/export line shown as text', /^\s*(import\s+([\w*{][^\n]*\sfrom\s+|)['"]|export\s+(default|const|let|function|\{))/m],
  ['JSX comment "{/*" shown', /\{\/\*/],
  ['"{{ }}" shown (Vue interpolation or a placeholder)', /\{\{|\}\}/],
  [OTHER_BRACES, /\{[^{}\n]{0,80}\}/],
  ['HTML comment shown as text', /<!--|-->/],
  ['markdown table not rendered', /\|\s*:?-{3,}:?\s*\|/],
  ['markdown syntax shown as text', /\*\*\S[^*]*\*\*|\]\([^)\s]*\)|^#{1,6} |```|^\s*[-*] \[[ x]\]/m],
  ['"[[toc]]" shown', /\[\[toc\]\]/i],
  ['GitHub alert marker shown ("[!NOTE]")', /\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/],
  ['VitePress snippet "<<<" shown', /^\s*<<<\s/m],
];
const CODE_CHECKS: [string, RegExp][] = [
  ['highlight comment left in code', /highlight-(next-line|start|end)|\[!code[^\]]*\]/],
];
const SKIPPED_TEXT = new Set(['pre', 'code', 'script', 'style', 'svg', 'math']);

export function checkOutput(outDir: string): { pages: number; findings: Finding[] } {
  const pages = htmlPages(outDir);
  const found = new Map<string, { count: number; pages: Set<string>; example: string; names?: Map<string, number> }>();
  const hit = (check: string, url: string, snippet: string, name?: string) => {
    let f = found.get(check);
    if (!f) found.set(check, (f = { count: 0, pages: new Set(), example: `${url}: ${snippet.replace(/\s+/g, ' ').trim().slice(0, 140)}` }));
    f.count++;
    f.pages.add(url);
    if (name) (f.names ??= new Map()).set(name, (f.names.get(name) ?? 0) + 1);
  };
  for (const page of pages) {
    const start = page.html.indexOf('<div class="markdown">');
    if (start < 0) continue;
    const end = page.html.indexOf('</article>', start);
    const region = page.html.slice(start, end < 0 ? undefined : end);
    // Docusaurus and others keep files named _x.md out of the site: they are partials.
    if (page.url.split('/').some((part) => part.startsWith('_') && part !== '_')) hit('partial (a _file) built as a page of its own', page.url, page.url);
    const bracketed = /class="admonition-title"[^>]*>(\[[^<]*\])</.exec(region);
    if (bracketed) hit('admonition title shown in [brackets]', page.url, bracketed[1]);
    scanRegion(region, page, outDir, hit);
  }
  const findings = [...found].map(([check, f]) => ({
    check, count: f.count, pages: f.pages.size, example: f.example,
    ...(f.names ? { names: [...f.names].sort((a, b) => b[1] - a[1]) } : {}),
  }));
  return { pages: pages.length, findings: findings.sort((a, b) => b.pages - a.pages) };
}

const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;

/** Whether a frame of another site is one the page's policy (its meta tag) does not allow. */
function blockedFrame(attrs: string, html: string): boolean {
  const src = /\ssrc=["']?((?:https?:)?\/\/[^"'\s>]+)/.exec(attrs)?.[1];
  if (!src) return false;
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const frames = /(?:^|; )frame-src ([^;]*)/.exec(policy)?.[1].split(' ') ?? [];
  return !frames.includes(new URL(src, 'https://site.invalid/').origin);
}

function scanRegion(region: string, page: Page, outDir: string, hit: (check: string, url: string, snippet: string, name?: string) => void): void {
  const open: string[] = [];
  for (const m of region.matchAll(TOKEN)) {
    const [token, closing, rawName, attrs] = m;
    if (rawName) {
      const name = rawName.toLowerCase();
      if (!closing && !KNOWN_ELEMENTS.has(name)) hit('unknown element (reaches the reader as a tag)', page.url, token, `<${rawName}>`);
      if (!closing && (name === 'script' || name === 'style')) hit('<script>/<style> inside the content', page.url, token);
      if (!closing && name === 'img') checkImage(attrs, page, outDir, hit);
      if (!closing && name === 'iframe' && blockedFrame(attrs, page.html)) hit('iframe of another site (the CSP blocks it)', page.url, token);
      if (VOID.has(name) || attrs.endsWith('/')) continue;
      if (closing) {
        const at = open.lastIndexOf(name);
        if (at >= 0) open.length = at;
      } else open.push(name);
      continue;
    }
    if (token.startsWith('<!--')) continue;
    if (/&amp;(#\d+|#x[\da-f]+|[a-z]+);/i.test(token)) hit('entity shown as text ("&amp;gt;" in the HTML)', page.url, token);
    const text = decode(token);
    if (!text.trim()) continue;
    const inCode = open.some((t) => SKIPPED_TEXT.has(t));
    let matched = false;
    for (const [check, pattern] of inCode ? CODE_CHECKS : PROSE_CHECKS) {
      if ((check !== OTHER_BRACES || !matched) && pattern.test(text)) (matched = true), hit(check, page.url, text);
    }
  }
}

function checkImage(attrs: string, page: Page, outDir: string, hit: (check: string, url: string, snippet: string) => void): void {
  const src = /\ssrc=(["'])(.*?)\1/.exec(attrs)?.[2];
  if (!src) return hit('image without src', page.url, attrs);
  if (/^(https?:)?\/\/|^data:/.test(src)) return;
  const target = src.startsWith('/') ? path.join(outDir, decodeURI(src.split(/[?#]/)[0])) : path.join(outDir, path.dirname(page.url), decodeURI(src.split(/[?#]/)[0]));
  if (!existsSync(target)) hit('image not found in the output', page.url, src);
}

function htmlPages(outDir: string): Page[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html') && e.name !== '404.html')
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return { url: '/' + path.relative(outDir, file).split(path.sep).join('/'), html: readFileSync(file, 'utf8') };
    });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };
function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (all, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e] ?? all;
  });
}

const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
const KNOWN_ELEMENTS = new Set((
  'a abbr address area article aside audio b bdi bdo blockquote br button canvas caption cite code col colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr i iframe img input ins kbd label legend li link main map mark math menu meta meter nav noscript object ol optgroup option output p picture pre progress q rp rt ruby s samp script search section select slot small source span strong style sub summary sup table tbody td template textarea tfoot th thead time tr track u ul var video wbr center font big tt strike '
  + 'svg g path circle rect line polyline polygon ellipse text tspan defs use symbol lineargradient radialgradient stop clippath mask pattern image title desc foreignobject marker filter '
  + 'mi mo mn ms mrow msup msub mfrac msqrt mroot mtext mspace mtable mtr mtd semantics annotation'
).split(/\s+/).filter(Boolean));
