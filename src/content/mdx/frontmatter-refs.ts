// "{frontMatter.key}" (Docusaurus) and "{frontmatter.key}" (Astro): a page's
// own front matter value, in its text, as MDX shows it. The value is text
// (escaped: it shows as written, never as markdown or HTML); a key the front
// matter does not have, or a value that is no text (a list, a mapping), is an
// error at its line and column. In an attribute (<Card title={frontMatter.title}>)
// the value is the attribute's, on a page read as MDX (mdx/lines.ts puts the
// front matter in the page's scope).
import { closest } from '../../errors.ts';
import { escapeMarkdown } from './text.ts';
import type { FrontMatter } from '../../types.ts';

const REF = /\{\s*(frontMatter|frontmatter)((?:\.[A-Za-z_$][\w$-]*)+)\s*\}/g;

/** Whether a line may hold a reference (a cheap test before the pattern). */
export function mayReferToFrontMatter(line: string): boolean {
  return line.includes('rontmatter.') || line.includes('rontMatter.');
}

type Report = (message: string, column: number, hint: string) => void;

/** The line with each reference outside code (`inCode`) replaced by its value; "\{" and an attribute's value (after "=") are left alone. */
export function withFrontMatter(line: string, frontMatter: FrontMatter, inCode: (index: number) => boolean, report: Report): string {
  return line.replace(REF, (written: string, name: string, path: string, index: number) => {
    if (inCode(index) || line[index - 1] === '\\' || /=\s*$/.test(line.slice(0, index))) return written;
    const found = valueAt(frontMatter, path);
    if ('missing' in found) {
      const { keys, at, known } = found.missing;
      const guess = closest(keys[at], known);
      report(`{${name}${path}}: the page's front matter has no "${keys.join('.')}"`, index + 1,
        guess ? `did you mean {${name}.${[...keys.slice(0, at), guess].join('.')}}?` : `add "${keys[0]}:" to the front matter, or write the text itself`);
      return '';
    }
    if (found.text === undefined) {
      report(`{${name}${path}} is ${Array.isArray(found.value) ? 'a list' : 'a mapping'} of the front matter, which is not text`, index + 1, 'refer to one of its values, such as {frontMatter.key.name}');
      return '';
    }
    return escapeMarkdown(found.text);
  });
}

/** A heading's text (the page's title) with its references as their values, as the page shows it; one that names no text stays as written. */
export function frontMatterText(text: string, frontMatter: FrontMatter): string {
  if (!mayReferToFrontMatter(text)) return text;
  return text.replace(REF, (written: string, _name: string, path: string) => {
    const found = valueAt(frontMatter, path);
    return 'text' in found && found.text !== undefined ? found.text : written;
  });
}

type Found = { value: unknown; text?: string } | { missing: { keys: string[]; at: number; known: string[] } };

/** The value at a dotted path (".owner.team"), and its text when it is one. */
function valueAt(frontMatter: FrontMatter, path: string): Found {
  const keys = path.slice(1).split('.');
  let value: unknown = frontMatter;
  for (const [at, key] of keys.entries()) {
    const object = value !== null && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : undefined;
    value = object && Object.hasOwn(object, key) ? object[key] : undefined;
    if (value === undefined) return { missing: { keys, at, known: object ? Object.keys(object) : [] } };
  }
  if (value instanceof Date) return { value, text: value.toISOString().slice(0, 10) };
  if (value !== null && typeof value === 'object') return { value };
  return { value, text: String(value ?? '') };
}
