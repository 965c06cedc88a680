// A page's title from its body, for the manifest (before any markdown is parsed):
// its "# Title", when nothing a reader sees comes before it. Writers of MDX put
// import and export lines above the title, and many put a comment there (a
// licence, a note to other writers); the markdown stage removes the same
// heading from the page (plugins/anchors.ts, leadingTitle).
import { isEsmLine } from './mdx/scan.ts';
import { plainText } from './markdown-text.ts';

/** "{#custom-id}" at the end of a heading (Docusaurus, VitePress). */
export const CUSTOM_ID = /\s*\{#([^\s{}]+)\}\s*$/;
/** Docusaurus's form of it that MDX can read, a comment whose first word is the id: "{/* #custom-id *\/}". */
const COMMENT_ID = /\{\s*\/\*\s*#([^\s*{}]+)(?:\s[^]*?)?\*\/\s*\}(\s*)$/;
const HEADING = /^\s*#{1,6}\s/;

/**
 * A heading line that ends in "{/* #id *\/}", or in an id between the config's own delimiters ("%{#id}%"), and a
 * line of only such an id, with "{#id}" instead (which the later stages read); any other line as it is.
 */
export function withCustomId(line: string, delimiters?: [string, string]): string {
  if (delimiters && line.includes(delimiters[0])) line = withOwnDelimiters(line, delimiters);
  if (!line.includes('*/')) return line;
  const comment = COMMENT_ID.exec(line);
  return comment && HEADING.test(line) ? `${line.slice(0, comment.index)}{#${comment[1]}}${comment[2]}` : line;
}

const ownDelimited = new Map<string, RegExp>();

function withOwnDelimiters(line: string, [left, right]: [string, string]): string {
  const key = `${left}\0${right}`;
  let pattern = ownDelimited.get(key);
  if (!pattern) ownDelimited.set(key, (pattern = new RegExp(`${escapeRegExp(left)}\\s*(#[^\\s{}]+)\\s*${escapeRegExp(right)}(\\s*)$`)));
  const found = pattern.exec(line);
  return found && (HEADING.test(line) || line.slice(0, found.index).trim() === '') ? `${line.slice(0, found.index)}{${found[1]}}${found[2]}` : line;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface TitleHeading {
  /** The heading's text, without markdown's marks, inline tags or a custom id. */
  text: string;
  /** Its custom id ("# Title {#intro}"), which the page's h1 takes. */
  id?: string;
}

/** An include line: what it includes is seen. */
const INCLUDE = /^<!--\s*@include:/;
const H1 = /^[ \t]*#[ \t]+(.+?)[ \t#]*$/;

/** The body's "# heading" when only blank lines, comments and import or export blocks come before it. */
export function titleHeading(body: string, file: string, delimiters?: [string, string]): TitleHeading | undefined {
  let mdx = file.endsWith('.mdx');
  let skipping: 'html' | 'jsx' | 'esm' | undefined;
  for (let at = 0; at < body.length;) {
    const end = body.indexOf('\n', at);
    let line = body.slice(at, end === -1 ? body.length : end).trimEnd();
    at = end === -1 ? body.length : end + 1;
    if (!skipping) {
      if (!line) continue;
      const start = line.trimStart();
      if (INCLUDE.test(start)) return undefined; // the included text comes first
      if (start.startsWith('<!--')) skipping = 'html', line = start.slice(4);
      else if (mdx && start.startsWith('{/*')) skipping = 'jsx', line = start.slice(3);
      else if (isEsmLine(line, mdx)) skipping = 'esm', mdx = true;
      else return headingOf(H1.exec(withCustomId(line, delimiters))?.[1]);
    }
    // An import or export block ends at a blank line (as mdx/scan.ts reads it); a comment at its end mark.
    if (skipping === 'esm') {
      if (!line) skipping = undefined;
      continue;
    }
    const close = line.indexOf(skipping === 'html' ? '-->' : '*/}');
    if (close === -1) continue;
    skipping = undefined;
    if (line.slice(close + 3).trim()) return undefined; // text after the comment, on its line
  }
  return undefined;
}

function headingOf(written: string | undefined): TitleHeading | undefined {
  if (written === undefined) return undefined;
  const custom = CUSTOM_ID.exec(written);
  // Without markdown's marks and inline tags ("<Badge text=… />").
  const text = plainText(custom ? written.slice(0, custom.index) : written);
  if (!text) return undefined;
  return custom ? { text, id: custom[1] } : { text };
}

