// What of a page's HTML may reach the reader: nothing that runs script. The
// markdown stage's last plugin (plugins/safe.ts) puts every piece of HTML a
// page carries through here: raw HTML, what MDX and registered components
// make, the URLs of links and images.
//
// Raw HTML is read the way a browser's tokenizer reads it (WHATWG HTML, 13.2.5:
// tag names, attributes quoted or not, "/" between attributes, comments), and
// what is kept is kept byte for byte; a tag loses only what is removed. Each
// piece is read on its own and ends outside any tag (an unfinished tag at its
// end is removed), so pieces put together read the same. Elements whose content
// a browser does not read as HTML (script, style, iframe, noscript, xmp...)
// are removed with their content, textarea and title keep theirs: were one kept,
// a later piece could hide a tag from this reader inside it. An iframe of an
// https: page (a video, a sandbox) is kept, without its content (it is closed
// at once) and sandboxed unless its writer sandboxed it; the origins of what a
// page shows from other sites are told to an EmbedSet (embeds.ts).
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { FRAME_SANDBOX, type EmbedSet } from './embeds.ts';

/** Removed with their content: script, and the elements whose content a browser reads as text (rawtext). */
const REMOVED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'noscript', 'xmp', 'noembed', 'noframes']);
/** Removed, their content kept: plugins and frames, what changes the page's base or reloads it, and the elements read as escapable text. */
const REMOVED = new Set(['object', 'embed', 'applet', 'param', 'frame', 'frameset', 'portal', 'base', 'meta', 'link', 'textarea', 'title', 'plaintext']);
/** Attributes that hold a URL (or a list of them: srcset, ping). */
const URL_ATTRIBUTES = new Set([
  'href', 'src', 'srcset', 'poster', 'action', 'formaction', 'xlink:href', 'data', 'cite', 'background', 'longdesc', 'lowsrc', 'dynsrc',
  'ping', 'manifest', 'codebase', 'archive', 'classid', 'icon', 'usemap', 'profile', 'imagesrcset',
]);
/** The schemes a link or a file may use; anything else with a scheme (javascript:, vbscript:, data:, file:) is removed. */
const SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** Called with what was removed ("<script>", "onclick=", "a javascript: URL"). */
export type Removed = (what: string) => void;

/** Whether a URL is allowed: no scheme (a relative path, "/path", "?q", "#id", "//host") or one of SCHEMES. `url` is decoded (no character references). */
export function safeUrl(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === undefined || SCHEMES.has(scheme);
}

/** A URL removed, as a problem names it: "a javascript: URL", "an entity: URL". */
export function removedUrl(url: string): string {
  const scheme = schemeOf(url) ?? '';
  return `${/^[aeiou]/i.test(scheme) ? 'an' : 'a'} ${scheme}: URL`;
}

/** The scheme of a URL as a browser reads it: after the leading and trailing C0 controls and spaces go, and every tab and line ending. */
export function schemeOf(url: string): string | undefined {
  let colon = url.indexOf(':');
  if (colon === -1) return undefined;
  // What a browser's URL parser drops before reading the scheme.
  let start = 0;
  while (start < colon && url.charCodeAt(start) <= 32) start++;
  let scheme = url.slice(start, colon);
  if (/[\t\n\r]/.test(scheme)) scheme = scheme.replace(/[\t\n\r]/g, '');
  return /^[a-z][a-z0-9+.-]*$/i.test(scheme) ? scheme.toLowerCase() : undefined;
}

/** Why an attribute must go, or undefined. `value` is decoded. */
export function unsafeAttribute(name: string, value: string): string | undefined {
  if (name.length > 2 && (name.charCodeAt(0) | 32) === 111 && (name.charCodeAt(1) | 32) === 110) return `${name.toLowerCase()}=`; // on*
  const lower = name.toLowerCase();
  if (lower === 'srcdoc') return 'srcdoc=';
  if (!URL_ATTRIBUTES.has(lower)) return undefined;
  const urls = lower === 'srcset' || lower === 'imagesrcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s/)[0]) : lower === 'ping' ? value.split(/\s+/) : [value];
  for (const url of urls) if (!safeUrl(url)) return removedUrl(url);
  return undefined;
}

/** Why an element must go, by its name (lower case), or undefined. */
export function unsafeElementName(name: string): string | undefined {
  return REMOVED.has(name) || REMOVED_WITH_CONTENT.has(name) ? `<${name}>` : undefined;
}

/** Whether an iframe may stay: it shows an https: page (nothing of this site's origin by a relative URL, no javascript: or data: document). `src` is decoded. */
export function embeddableFrame(src: string | undefined): boolean {
  return src !== undefined && schemeOf(src) === 'https';
}

/** Why an element must go, or undefined: by its name (lower case) and its attributes. */
function unsafeElement(name: string, attributes: Attribute[]): string | undefined {
  if (name === 'iframe') {
    const src = attributes.find((a) => a.name === 'src');
    return embeddableFrame(src && decodeReferences(src.value)) ? undefined : '<iframe> of no https: page';
  }
  const why = unsafeElementName(name);
  if (why) return why;
  // SVG's animations can set a link's href (to a javascript: URL).
  if ((name === 'set' || name === 'animate') && attributes.some((a) => a.name === 'attributename' && /href/i.test(decodeReferences(a.value)))) return `<${name}> of an href`;
  return undefined;
}

interface Attribute {
  /** Lower case. */
  name: string;
  /** As written (character references not decoded). */
  value: string;
  /** Where it is written, name to the end of its value. */
  start: number;
  end: number;
}

/** The HTML without what could run script; `removed` is told each thing left out, `embeds` each URL of another site the HTML shows. */
export function sanitizeHtml(html: string, removed: Removed, embeds?: EmbedSet): string {
  let lt = html.indexOf('<');
  if (lt === -1) return html;
  let out = '';
  let copied = 0; // html[copied, at) is kept and not yet in `out`
  const length = html.length;
  const drop = (from: number, to: number, replacement = '') => {
    out += html.slice(copied, from) + replacement;
    copied = to;
  };
  while (lt !== -1 && lt < length) {
    const next = html.charCodeAt(lt + 1);
    if (isAlpha(next)) {
      // Most tags (a code block's spans) need nothing removed: found so without reading their attributes into objects.
      const end = plainTagEnd(html, lt + 1);
      if (end > 0) {
        lt = html.indexOf('<', end);
        continue;
      }
      const tag = readTag(html, lt + 1);
      if (tag.end === -1) {
        removed('an unfinished tag');
        drop(lt, length);
        break;
      }
      const why = unsafeElement(tag.name, tag.attributes);
      if (why) {
        removed(why);
        let end = tag.end;
        if (REMOVED_WITH_CONTENT.has(tag.name)) end = afterEndTag(html, tag.end, tag.name);
        drop(lt, end);
        lt = html.indexOf('<', end);
        continue;
      }
      let kept: string | undefined;
      const frame = tag.name === 'iframe';
      for (let i = 0; i < tag.attributes.length; i++) {
        const attribute = tag.attributes[i];
        const url = URL_ATTRIBUTES.has(attribute.name);
        const value = url ? decodeReferences(attribute.value) : attribute.value;
        const reason = unsafeAttribute(attribute.name, value);
        if (reason) {
          removed(reason);
          kept ??= tag.attributes.slice(0, i).map((a) => ` ${html.slice(a.start, a.end)}`).join('');
        } else {
          if (kept !== undefined) kept += ` ${html.slice(attribute.start, attribute.end)}`;
          if (url && embeds) embeds.addAttribute(tag.name, attribute.name, value);
        }
      }
      if (frame) {
        // Written again, closed at once: what a browser would read as its text is left out, so no later piece can end it.
        const attributes = kept ?? tag.attributes.map((a) => ` ${html.slice(a.start, a.end)}`).join('');
        const sandbox = tag.attributes.some((a) => a.name === 'sandbox') ? '' : ` sandbox="${FRAME_SANDBOX}"`;
        // Its text, up to its end tag in this piece (without one, the piece goes on after the tag).
        const end = html.toLowerCase().indexOf('</iframe', tag.end) === -1 ? tag.end : afterEndTag(html, tag.end, 'iframe');
        drop(lt, end, `<${html.slice(lt + 1, tag.nameEnd)}${attributes}${sandbox}></iframe>`);
        lt = html.indexOf('<', end);
        continue;
      }
      // A tag that lost attributes is written again, from its name and the attributes kept.
      if (kept !== undefined) drop(lt, tag.end, `<${html.slice(lt + 1, tag.nameEnd)}${kept}${tag.selfClosing ? ' /' : ''}>`);
      lt = html.indexOf('<', tag.end);
    } else if (next === 47 /* / */) {
      const after = html.charCodeAt(lt + 2);
      if (isAlpha(after)) {
        const tag = readTag(html, lt + 2);
        if (tag.end === -1) {
          removed('an unfinished tag');
          drop(lt, length);
          break;
        }
        // The end tag of an element removed goes with it (its attributes, which a browser ignores, are kept otherwise).
        if (REMOVED.has(tag.name) || REMOVED_WITH_CONTENT.has(tag.name)) drop(lt, tag.end);
        lt = html.indexOf('<', tag.end);
      } else {
        // "</>" is nothing, "</3" a comment to the next ">": both left out.
        const end = after === 62 ? lt + 3 : closeOf(html, lt + 2);
        drop(lt, end);
        lt = html.indexOf('<', end);
      }
    } else if (next === 33 /* ! */ || next === 63 /* ? */) {
      // A comment, a doctype or a CDATA section (a comment in HTML): never needed in a page's content.
      const end = html.startsWith('<!--', lt) ? commentEnd(html, lt + 4) : closeOf(html, lt + 2);
      drop(lt, end);
      lt = html.indexOf('<', end);
    } else {
      lt = html.indexOf('<', lt + 1); // a "<" that starts nothing is text
    }
  }
  return copied === 0 ? html : out + html.slice(copied);
}

/** The lengths of the names in URL_ATTRIBUTES and of srcdoc: an attribute name of another length needs no look-up. */
const CHECKED_LENGTHS = new Set([...URL_ATTRIBUTES, 'srcdoc'].map((name) => name.length));

/**
 * After the ">" of a start tag (its name at `i`) from which nothing is removed;
 * 0 when something may be (or the tag does not end): readTag then reads it.
 * The same states as readTag, without its objects.
 */
function plainTagEnd(html: string, i: number): number {
  const length = html.length;
  const start = i;
  i = tagNameEnd(html, i);
  const name = html.slice(start, i);
  if (REMOVED.has(name) || REMOVED_WITH_CONTENT.has(name) || name === 'set' || name === 'animate' || /[A-Z\0]/.test(name)) return 0;
  while (i < length) {
    let c = html.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === 62) return i + 1;
    if (c === 47) {
      i++;
      continue;
    }
    const nameStart = i;
    i = attributeNameEnd(html, i + 1, length);
    const first = html.charCodeAt(nameStart) | 32;
    if (first === 111 && (html.charCodeAt(nameStart + 1) | 32) === 110) return 0; // on*
    let url = false;
    if (CHECKED_LENGTHS.has(i - nameStart)) {
      const name = html.slice(nameStart, i).toLowerCase();
      if (name === 'srcdoc') return 0;
      url = URL_ATTRIBUTES.has(name);
    }
    let j = i;
    while (j < length && isSpace(html.charCodeAt(j))) j++;
    if (html.charCodeAt(j) !== 61) {
      i = j;
      continue;
    }
    j++;
    while (j < length && isSpace(html.charCodeAt(j))) j++;
    const quote = html.charCodeAt(j);
    let valueStart = j;
    if (quote === 34 || quote === 39) {
      valueStart = j + 1;
      const close = html.indexOf(quote === 34 ? '"' : "'", valueStart);
      if (close === -1) return 0;
      i = close + 1;
      j = close;
    } else {
      while (j < length && !isSpace(html.charCodeAt(j)) && html.charCodeAt(j) !== 62) j++;
      i = j;
    }
    // A URL without ":" or a character reference has no scheme ("#id", "/docs/api", "../a.png"); one that starts "//" is of another site.
    if (url && (hasColonOrReference(html, valueStart, j) || (html.charCodeAt(valueStart) === 47 && html.charCodeAt(valueStart + 1) === 47))) return 0;
  }
  return 0;
}

function hasColonOrReference(html: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = html.charCodeAt(k);
    if (c === 58 || c === 38) return true;
  }
  return false;
}

interface Tag {
  name: string;
  nameEnd: number;
  attributes: Attribute[];
  selfClosing: boolean;
  /** After its ">", or -1 when the HTML ends inside it. */
  end: number;
}

function isAlpha(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** Where a tag's name (from `i`) ends: at a space, "/" or ">", as the tokenizer's tag name state reads it. */
function tagNameEnd(html: string, i: number): number {
  while (i < html.length) {
    const c = html.charCodeAt(i);
    if (isSpace(c) || c === 47 || c === 62) break;
    i++;
  }
  return i;
}

/** Tab, line feed, form feed, carriage return (a line ending to a browser) and space. */
function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 12 || c === 13;
}

/** A tag from its name (at `i`), as a browser's tokenizer reads it: the tag name, attribute name, value and self-closing states. */
function readTag(html: string, i: number): Tag {
  const length = html.length;
  const start = i;
  i = tagNameEnd(html, i);
  const tag: Tag = { name: html.slice(start, i).toLowerCase().replace(/\0/g, '\uFFFD'), nameEnd: i, attributes: [], selfClosing: false, end: -1 };
  while (i < length) {
    let c = html.charCodeAt(i);
    // Before an attribute name.
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === 62) {
      tag.end = i + 1;
      return tag;
    }
    if (c === 47) {
      if (html.charCodeAt(i + 1) === 62) {
        tag.selfClosing = true;
        tag.end = i + 2;
        return tag;
      }
      i++;
      continue;
    }
    // The attribute name: up to a space, "/", ">" or "=" ("=" as its first character is part of it).
    const nameStart = i;
    i = attributeNameEnd(html, i + 1, length);
    const name = html.slice(nameStart, i).toLowerCase();
    let j = i;
    while (j < length && isSpace(html.charCodeAt(j))) j++;
    if (html.charCodeAt(j) !== 61) {
      tag.attributes.push({ name, value: '', start: nameStart, end: i });
      i = j;
      continue;
    }
    // The value: quoted, or up to a space or ">".
    j++;
    while (j < length && isSpace(html.charCodeAt(j))) j++;
    const quote = html.charCodeAt(j);
    let valueStart: number;
    let valueEnd: number;
    if (quote === 34 || quote === 39) {
      valueStart = j + 1;
      valueEnd = html.indexOf(quote === 34 ? '"' : "'", valueStart);
      if (valueEnd === -1) return tag;
      i = valueEnd + 1;
    } else if (quote === 62) {
      // "name=>": an empty value, and the tag ends.
      tag.attributes.push({ name, value: '', start: nameStart, end: j });
      i = j;
      continue;
    } else {
      valueStart = j;
      while (j < length && !isSpace(html.charCodeAt(j)) && html.charCodeAt(j) !== 62) j++;
      valueEnd = j;
      i = j;
    }
    tag.attributes.push({ name, value: html.slice(valueStart, valueEnd), start: nameStart, end: i });
  }
  return tag;
}

/** After the end tag of a rawtext element (`</script` then a space, "/" or ">"), or the end of the HTML. */
function afterEndTag(html: string, from: number, name: string): number {
  const lower = html.toLowerCase();
  let at = lower.indexOf(`</${name}`, from);
  while (at !== -1) {
    const c = html.charCodeAt(at + 2 + name.length);
    if (Number.isNaN(c)) return html.length;
    if (isSpace(c) || c === 47 || c === 62) {
      const tag = readTag(html, at + 2);
      return tag.end === -1 ? html.length : tag.end;
    }
    at = lower.indexOf(`</${name}`, at + 2);
  }
  return html.length;
}

/** After the ">" that ends a bogus comment or a doctype, or the end of the HTML. */
function closeOf(html: string, from: number): number {
  const end = html.indexOf('>', from);
  return end === -1 ? html.length : end + 1;
}

/** After a comment's end ("-->", "--!>", or at once "<!-->", "<!--->"), or the end of the HTML. */
function commentEnd(html: string, from: number): number {
  if (html.startsWith('>', from)) return from + 1;
  if (html.startsWith('->', from)) return from + 2;
  const a = html.indexOf('-->', from);
  const b = html.indexOf('--!>', from);
  if (a === -1 && b === -1) return html.length;
  if (b === -1 || (a !== -1 && a < b)) return a + 3;
  return b + 4;
}

/**
 * An attribute value with its character references decoded: numeric ones, and
 * named ones with or without ";" (a browser decodes only some without it; more
 * decoded here can only find a scheme where there is none, never miss one).
 */
export function decodeReferences(value: string): string {
  if (value.indexOf('&') === -1) return value;
  return value.replace(/&(?:#[xX]([0-9a-fA-F]+);?|#([0-9]+);?|([a-zA-Z][a-zA-Z0-9]*);?)/g, (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
    if (name !== undefined) {
      // The longest name that is a reference: "&colonx" reads as "&colon" then "x".
      for (let end = name.length; end > 1; end--) {
        const decoded = decodeNamedCharacterReference(name.slice(0, end));
        if (decoded !== false) return decoded + name.slice(end);
      }
      return whole;
    }
    const code = parseInt(hex ?? decimal!, hex ? 16 : 10);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\uFFFD';
  });
}

/** Where an attribute's name that starts before `i` ends: at a space, "/", ">" or "=" (an "=" first is part of it). */
function attributeNameEnd(html: string, i: number, length: number): number {
  while (i < length) {
    const c = html.charCodeAt(i);
    if (isSpace(c) || c === 47 || c === 62 || c === 61) break;
    i++;
  }
  return i;
}
