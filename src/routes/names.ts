// From file names to routes and ids. Every file gets a route of its own: its
// name is kept where it is letters (of any script), digits, "_", "-" or inner
// dots; spaces and brackets separate words; other symbols are spelled out
// ("c++" → "c-plus-plus"). A name made of nothing but symbols is spelled out in
// parentheses ("!" → "(exclamation)", "," → "(comma)"), which no word's route
// has: a collection of shell commands has both ",.md" and "comma.md". So a
// route is readable, stable, and safe as a URL segment and as a folder name on
// any system, and two names collide only when they read alike ("foo bar" and
// "foo-bar"), which the manifest reports naming both files.
import path from 'node:path/posix';
import { pageName } from '../content/scan.ts';

/** What a symbol is called in a route. Brackets, quotes, commas and spaces only separate words, unless a name is made of nothing else. */
const SPELLED: Record<string, string> = {
  '!': 'exclamation', '#': 'sharp', '$': 'dollar', '%': 'percent', '&': 'and', '*': 'star', '+': 'plus', ':': 'colon',
  ';': 'semicolon', '<': 'less-than', '=': 'equals', '>': 'greater-than', '?': 'question-mark', '@': 'at', '\\': 'backslash',
  '^': 'caret', '`': 'backtick', '|': 'pipe', '~': 'tilde', '.': 'dot', '-': 'dash', '_': 'underscore', ',': 'comma',
  '"': 'quote', "'": 'apostrophe', '(': 'open-paren', ')': 'close-paren', '[': 'open-bracket', ']': 'close-bracket',
  '{': 'open-brace', '}': 'close-brace',
};
const SEPARATOR = /[\s()[\]{}"',]/u;
const KEPT = /[\p{L}\p{M}\p{N}_.-]/u;
const WORDY = /[\p{L}\p{N}_]/u;
/** Letters, digits and "_" at both ends, "-" and "." only inside and never two dashes: a name kept as it is (ASCII, so already composed). */
const PLAIN = /^[a-z0-9_](?:[a-z0-9_.]|-(?!-))*(?<![.-])$/i;
/** Names Windows gives to devices: no file or folder may have them, whatever its extension. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;

/**
 * A file name made safe as a URL segment and a folder name: letters, marks,
 * digits, "_", "-" and inner dots are kept; symbols are spelled out. Never "."
 * or "..", never empty, never "~" (chunk file names join segments with it),
 * never a Windows device name. Parentheses are safe in URL paths (RFC 3986) and
 * in file names everywhere.
 */
export function safeSegment(name: string): string {
  // Most names are safe as they are: no need to look at each character.
  if (PLAIN.test(name) && !WINDOWS_DEVICE.test(name)) return name;
  const normal = name.normalize('NFC');
  const chars = [...normal];
  if (!chars.some((c) => WORDY.test(c))) {
    // Only symbols ("!", "[", "..", "$"): every one is a word of the route, in parentheses.
    const words = chars.filter((c) => !/\s/u.test(c)).map(spell).join('-');
    return words ? `(${words})` : 'untitled';
  }
  const safe = chars.map((c) => (SEPARATOR.test(c) ? '-' : KEPT.test(c) ? c : `-${spell(c)}-`)).join('')
    .replace(/^\.+/, (dots) => 'dot-'.repeat(dots.length))
    .replace(/\.+$/, (dots) => '-dot'.repeat(dots.length))
    .replace(/-{2,}/g, '-').replace(/^-+|-+$/g, '');
  if (!safe) return 'untitled';
  return WINDOWS_DEVICE.test(safe) ? safe.replace(/^[^.]*/, '$&_') : safe;
}

function spell(c: string): string {
  return SPELLED[c] ?? `u${c.codePointAt(0)!.toString(16)}`;
}

/** A leading number orders a file or folder and is no part of its name: "02-install" → [2, "install"] (not "2024-01-05", nor "1.2"). */
export function numberPrefix(name: string): { position?: number; name: string } {
  const match = /^(\d+)[-_.\s]+(?=[^\d\s.-])(.+)$/u.exec(name);
  return match ? { position: Number(match[1]), name: match[2] } : { name };
}

/**
 * index.md, and README.md as GitHub shows it, stand for their folder; a README beside the folder's index.md
 * (`besideIndex`) is a page of its own, /guides/readme, as Mintlify routes it.
 */
export function isIndexName(name: string, besideIndex = false): boolean {
  return name === 'index' || (!besideIndex && name.toLowerCase() === 'readme');
}

/** The folders that have an index.md (or .mdx), among these content paths: a README there is a page of its own. */
export function foldersWithIndex(files: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const file of files) if (/^index\.mdx?$/.test(path.basename(file))) folders.add(parentDir(file));
  return folders;
}

/** The folders of a file, each without its number prefix: "01-guides/02-setup/x.md" → ["guides", "setup"]. */
function folders(file: string): string[] {
  const dir = path.dirname(file);
  return dir === '.' ? [] : dir.split('/').map((d) => numberPrefix(d).name);
}

/**
 * "api/reference/auth.md" → "api/reference/auth"; "api/index.md" (or .mdx, or
 * README.md) → "api". A front matter id replaces the file's name; a slug
 * replaces it too, or the whole route when it starts with "/".
 */
export function fileToRoute(file: string, { slug, id, besideIndex }: { slug?: string; id?: string; besideIndex?: boolean } = {}): string {
  const name = numberPrefix(pageName(file)).name;
  const dir = folders(file);
  let parts: string[];
  if (slug !== undefined) parts = slug.startsWith('/') ? slug.split('/') : [...dir, ...slug.split('/')];
  else if (isIndexName(pageName(file), besideIndex)) parts = dir;
  else parts = [...dir, id ?? name];
  return parts.filter((p) => p !== '').map(safeSegment).join('/');
}

/** Docusaurus's doc id: the folders and the front matter id or the file's name, without number prefixes: "guides/setup". */
export function docId(file: string, id?: string): string {
  return [...folders(file), id ?? numberPrefix(pageName(file)).name].join('/');
}

export function parentDir(file: string): string {
  const dir = path.dirname(file);
  return dir === '.' ? '' : dir;
}

/** "account-setup" → "Account setup"; "_supported_objects" → "Supported objects"; "rest-api" → "REST API". */
export function humanize(name: string): string {
  const words = name.replace(/^[_.-]+/, '').replace(/[-_]+/g, ' ').trim().split(' ').map((word) => ACRONYMS.get(word) ?? word).join(' ');
  return words ? words[0].toUpperCase() + words.slice(1) : name;
}

/** Words a folder or file is named by in lower case that are written in capitals. */
const ACRONYMS = new Map(['API', 'APIs', 'SDK', 'SDKs', 'CLI', 'FAQ', 'FAQs', 'UI', 'URL', 'URLs', 'HTTP', 'JSON', 'REST', 'OAuth', 'SSO', 'ID', 'IDs'].map((word) => [word.toLowerCase(), word]));
