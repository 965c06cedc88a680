// `{{name}}` placeholders: how markdown (and the config's navbar and footer
// links, and front matter's text keys) use the site's settings.
//
// In markdown, `{{…}}` is also how Handlebars, Vue, Jinja, Go templates and
// GitHub Actions (`${{ steps.x.outputs.y }}`) write their own expressions, so
// only what names a setting is ever replaced there:
// - in code (inline or fenced), a known setting is replaced and anything else
//   is left exactly as written; `\{{` writes a literal "{{" only before a known
//   setting's name (`\{{hosts.api}}` shows `{{hosts.api}}`), so that code that
//   has its own `\{{` (Handlebars' escape) keeps it;
// - elsewhere, an unknown name shaped like a setting (`{{hots.api}}`: letters,
//   digits, `_`, dots) is an error with a suggestion, text that cannot name one
//   (`{{path/to/file}}`, `{{1..3}}`, `{{#if x}}`, `{{ a + b }}`) is left as
//   written, and `\{{` writes a literal "{{";
// - on a page with `<script setup>` (VitePress), `{{ … }}` is Vue's: the page
//   is read as code is, and the caller says so once (see `vue` below).
import { SiteError, closest } from './errors.ts';
import { isCode, type LineCode } from './content/code-regions.ts';
import type { SiteConfig } from './types.ts';

export type PlaceholderValues = Map<string, string>;

export function placeholderValues(config: SiteConfig): PlaceholderValues {
  const values = new Map<string, string>([
    ['productName', config.productName],
    ['tagline', config.tagline],
    ['environment', config.environment],
    ['analyticsKey', config.analyticsKey],
    ['baseUrl', config.baseUrl],
  ]);
  for (const [host, value] of Object.entries(config.hosts)) values.set(`hosts.${host}`, value);
  return values;
}

const PLACEHOLDER = /\\?\{\{\s*([^{}\s]*)\s*\}\}/g;
/** A placeholder at a given index (sticky). */
const PLACEHOLDER_AT = /\{\{\s*([^{}\s]*)\s*\}\}/y;
/** What a setting's name looks like: words joined by dots. */
const SETTING_NAME = /^[A-Za-z_]\w*(?:\.\w+)*$/;

export interface UnknownPlaceholder {
  name: string;
  /** 0-based index in the text. */
  index: number;
  hint: string;
}

function unknownPlaceholder(name: string, index: number, values: PlaceholderValues): UnknownPlaceholder {
  const guess = closest(name, values.keys());
  return { name, index, hint: guess ? `did you mean {{${guess}}}?` : `known placeholders: ${[...values.keys()].join(', ')}; write \\{{ for a literal "{{"` };
}

/** Replaces every placeholder of front matter text or a config link; unknown names are left as written and reported. */
export function replacePlaceholders(text: string, values: PlaceholderValues, unknown: (u: UnknownPlaceholder) => void): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (match, name: string, index: number) => {
    if (match.startsWith('\\')) return match.slice(1);
    const value = values.get(name);
    if (value !== undefined) return value;
    unknown(unknownPlaceholder(name, index, values));
    return match;
  });
}

export interface LinePlaceholders {
  values: PlaceholderValues;
  /** Whether the character at an index of the line is code. */
  inCode: (index: number) => boolean;
  /** An unknown name shaped like a setting, outside code. */
  unknown: (u: UnknownPlaceholder) => void;
  /** Set on a page with `<script setup>`: told of each "{{" outside code that is left as written for Vue. */
  vue?: (index: number) => void;
}

/** Replaces the placeholders of one line of markdown, by the rules at the top of this file. */
export function replaceInMarkdownLine(line: string, { values, inCode, unknown, vue }: LinePlaceholders): string {
  let at = line.indexOf('{{');
  if (at < 0) return line;
  let out = '';
  let copied = 0;
  const put = (from: number, to: number, text: string) => {
    out += line.slice(copied, from) + text;
    copied = to;
  };
  for (; at >= 0; at = line.indexOf('{{', at + 2)) {
    PLACEHOLDER_AT.lastIndex = at;
    // "{{{x}}}" (Handlebars' unescaped output) is never a placeholder.
    const match = line[at - 1] === '{' ? null : PLACEHOLDER_AT.exec(line);
    const end = match ? at + match[0].length : at + 2;
    const name = match && line[end] !== '}' ? match[1] : undefined;
    const value = name === undefined ? undefined : values.get(name);
    const escaped = line[at - 1] === '\\';
    const code = inCode(at) || vue !== undefined;
    if (value !== undefined) {
      if (escaped) put(at - 1, at, '');
      else put(at, end, value);
    } else if (vue && !inCode(at)) {
      vue(at);
    } else if (!code && name !== undefined) {
      if (escaped) put(at - 1, at, '');
      else if (SETTING_NAME.test(name)) unknown(unknownPlaceholder(name, at, values));
    }
    if (match) at = end - 2;
  }
  return copied ? out + line.slice(copied) : line;
}

/** A page written for VitePress with Vue: `<script setup>` makes `{{ … }}` Vue's interpolation. */
export function isVuePage(markdown: string): boolean {
  return markdown.includes('<script') && /^[ \t]*<script\b[^>]*\ssetup\b/m.test(markdown);
}

/** What a page's lines report into, and whether the page is Vue's. */
export interface PagePlaceholders {
  values: PlaceholderValues;
  errors: SiteError[];
  notes: SiteError[];
  vue: boolean;
  /** The page's note on Vue was given. */
  vueNoted?: boolean;
}

/** The placeholders of one line of a page's markdown, with what is code in it; problems are reported at `file` and `line`. */
export function expandLinePlaceholders(text: string, code: LineCode, page: PagePlaceholders, file: string, line: number): string {
  if (!text.includes('{{')) return text;
  return replaceInMarkdownLine(text, {
    values: page.values,
    inCode: (index) => isCode(code, index),
    unknown: (u) => page.errors.push(new SiteError(`Unknown placeholder {{${u.name}}}`, { file, line, column: u.index + 1, hint: u.hint })),
    vue: page.vue ? (index) => {
      if (page.vueNoted) return;
      page.vueNoted = true;
      page.notes.push(new SiteError('On a page with <script setup>, "{{ … }}" is left as written: it is Vue\'s, and this generator runs no Vue', {
        file, line, column: index + 1, hint: `only the site's settings, such as {{productName}}, are replaced on such a page`,
      }));
    } : undefined,
  });
}
