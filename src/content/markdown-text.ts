// Text written into the markdown of pages the build makes (from an OpenAPI
// document, a folder's generated index) so that it reads as itself: names and
// values in code spans, plain text with markdown's punctuation escaped.

/** A code span that holds `text` as it is, whatever backticks it has. */
export function inlineCode(text: string): string {
  const flat = text.replace(/\s*\n\s*/g, ' ');
  if (!flat) return '` `'; // "``" is no code span: a space is one, shown as the space it is
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || (flat.startsWith(' ') && flat.endsWith(' ') && flat.trim()) ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/**
 * Text that reads as itself in markdown, on one line: a mark escaped where markdown would read it ("{{" is no
 * placeholder, "<" no tag, "1." no list), and only there, for the markdown copies' readers:
 * "list_pets (beta): C# & more" is left as it is; "list\_pets \(beta\)\: C\# \& more" was written.
 */
export function mdText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // Most text has no mark at all (it is written for every name and label of a large document's pages).
  const inline = INLINE_MARK.test(flat) ? flat.replace(INLINE_MARKS, '\\$&') : flat;
  return BLOCK_START.test(inline) ? inline.replace(/^[-+#>:=]|(?<=^\d+)[.)]/, '\\$&') : inline;
}

/** A mark markdown reads in a line: code, emphasis, links, tags, placeholders, tables, strikethrough; "_" not inside a word; a heading's closing "#"; an entity. */
const INLINE_MARKS = /[\\`*{}[\]<|~]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])|(?<=\s)#|&(?=#?\w+;)/gu;
const INLINE_MARK = /[\\`*{}[\]<|~_#&]/;
/** What would start a block: a list, a heading, a quote, a container (":::"), a tab ("=="), an ordered list's number. */
const BLOCK_START = /^(?:[-+#>:=]|\d+[.)])/;

/** A fenced code block that holds `text` as it is. */
export function codeBlock(lang: string, text: string, title?: string): string[] {
  const longest = Math.max(2, ...(text.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const info = [lang, title !== undefined ? `title="${title.replace(/"/g, "'")}"` : ''].filter(Boolean).join(' ');
  return [`${fence}${info}`, text, fence, ''];
}

/** Lines indented as the content of a list item (blank lines stay blank); each of several lines (a document's text) too. */
export function indentLines(lines: string[], indent: string): string[] {
  return lines.map((l) => l.replace(/^(?=.)/gm, indent));
}

/**
 * Makes ids unique on a page: an id met again gets a number, from `first` on ("x-2", GitHub's way; VitePress starts at 1),
 * passing over one already taken. The next number to try is kept per id: a page of 20,000 headings of one text tries
 * each number once, not 200 million times.
 */
export function uniqueIds(first = 2): (id: string) => string {
  const taken = new Set<string>();
  const next = new Map<string, number>();
  return (base) => {
    let id = base;
    let n = next.get(base) ?? first;
    while (taken.has(id)) id = `${base}-${n++}`;
    next.set(base, n);
    taken.add(id);
    return id;
  };
}

/** A slug for a URL or an anchor: "listLeases" → "list-leases", "GET /v1/things/{id}" → "get-v1-things-id". */
export function slug(text: string): string {
  return wordsSlug(camelWords(text));
}

/**
 * A slug for a name written as words (a tag's, a group's): their casing is the name's own, not words run together:
 * "GitHub Apps" → "github-apps", "JavaScript SDK" → "javascript-sdk". A name of one word may be an identifier, as
 * generated documents name their tags ("UserManagement" → "user-management"): that is split as slug() splits it.
 */
export function nameSlug(text: string): string {
  return /\s/.test(text.trim()) ? wordsSlug(text) : slug(text);
}

function wordsSlug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'untitled';
}

/** Words cased as two that are one ("OAuth" is not "O Auth"), kept whole between the words around them. */
const ONE_WORDS = 'OAuth|GitHub|GitLab|JavaScript|TypeScript|PayPal|YouTube|LinkedIn|WordPress|iOS|macOS|IPv4|IPv6|oEmbed|eBay';
const ONE_WORD = new RegExp(`(${ONE_WORDS})`);
const IS_ONE_WORD = new RegExp(`^(?:${ONE_WORDS})\\d*$`);

/** A name with its camel case words apart: "listAPIKeys" is "list API Keys"; a word cased as two stays one ("listOAuthClients" is "list OAuth Clients"). */
function camelWords(text: string): string {
  const parts = text.split(ONE_WORD);
  return parts.map((part, i) => {
    if (i % 2 === 0) return camelSplit(part);
    // Apart from the words around it, not from digits after it ("OAuth2").
    const before = /[A-Za-z0-9]$/.test(parts[i - 1]) ? ' ' : '';
    const after = /^[A-Z]/.test(parts[i + 1]) ? ' ' : '';
    return before + part + after;
  }).join('');
}

function camelSplit(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    // "HTTPServer" is two words, "APIs" and "IDs" one (an acronym's plural).
    .replace(/([A-Z]+)([A-Z](?!s(?![a-z]))[a-z])/g, '$1 $2');
}

/** A name as words of a title: "listAPIKeys" is "List API keys", "create_chat_completion" "Create chat completion". */
export function nameAsTitle(name: string): string {
  const words = camelWords(name).split(/[\s_.-]+/).filter(Boolean).map((w) => (/^[A-Z0-9]{2,}s?$/.test(w) || IS_ONE_WORD.test(w) ? w : w.toLowerCase()));
  const text = words.join(' ');
  return IS_ONE_WORD.test(words[0] ?? '') ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Markdown's words as a reader sees them (a heading's, a description's first sentence): without inline tags, code marks, emphasis marks and
 * a link's target ("`get_all` and [**units**](./units.md)" is "get_all and units"). A "_" inside
 * a word is the word's ("rent_roll"), as in markdown.
 */
export function plainText(written: string): string {
  return written
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    // An escaped mark is the mark itself; a code mark, an emphasis mark is nothing.
    .replace(/\\([!-/:-@[-`{-~])|`+|\*+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, (mark, escaped: string | undefined) => escaped ?? '')
    .trim();
}

/**
 * Markdown lines with the destination of each inline link or image ("](/docs/x)", "](#limit)") as `to` gives it
 * (undefined keeps it): the build's rewrites of a document's text, done on the text where no page's pipeline reads
 * it. Lines in fenced code are left as they are.
 */
export function withLinkTargets(lines: string[], to: (url: string) => string | undefined): string[] {
  let fence: string | undefined;
  const led = (line: string) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence ? undefined : marker;
      return line;
    }
    return fence ? line : line.replace(/(\]\(\s*<?)([^\s()<>]+)/g, (link, open: string, url: string) => {
      const target = to(url);
      return target === undefined ? link : open + target;
    });
  };
  return lines.map((line) => (line.includes('\n') ? line.split('\n').map(led).join('\n') : led(line)));
}
