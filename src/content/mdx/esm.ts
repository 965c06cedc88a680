// The import and export lines of an MDX page, read (with acorn) for what
// documentation imports: markdown partials, the theme's components (Docusaurus's,
// Starlight's), and
// constants. Nothing of them runs; what the generator cannot use is said, at
// its line, with what to do instead.
import { parseEsm } from './esm-parser.ts';
import { evaluate, type Literal, type Scope } from './tag.ts';
import { STARLIGHT_COMPONENTS, STARLIGHT_MODULE } from './starlight.ts';
import type { Problem } from '../../types.ts';

/** The components that Docusaurus's theme offers and the generator has built in, by module. */
export const THEME_MODULES: Record<string, string> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/TOCInline': 'TOCInline',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/Details': 'Details',
  '@docusaurus/Link': 'Link',
  // Docusaurus sites embed videos with it: a YouTube frame.
  'react-lite-youtube-embed': 'YouTube',
};

/** Components that packages export by name, and the generator has built in: Astro's video embeds. */
const NAMED_MODULES: Record<string, Record<string, string>> = {
  'astro-embed': { YouTube: 'YouTube' },
  '@astro-community/astro-embed-youtube': { YouTube: 'YouTube' },
};

/** What a name imported by a page stands for. */
export type Binding =
  | { kind: 'partial'; file: string }
  /** A component a markdown file exports as JSX over its props (templates.ts): its JSX is included where its tag is. */
  | { kind: 'template'; file: string; name: string }
  | { kind: 'builtin'; name: string }
  | { kind: 'other'; source: string; line: number };

export interface Esm {
  /** Local name → what it stands for. */
  imports: Map<string, Binding & { line: number }>;
  /** `export const`s with literal values. */
  exports: Scope;
  errors: { message: string; line: number; hint?: string; kind?: 'page-code' }[];
  notes: { message: string; line: number }[];
}

const OPTIONS = { ecmaVersion: 'latest', sourceType: 'module', locations: true } as const;
const STYLESHEET = /\.(css|scss|sass|less)$/;
const MARKDOWN = /\.mdx?$/;
/** An image file: its import is its path, as a bundler gives its URL (src={shot} is then a relative image). */
const IMAGE = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|tiff?)$/i;
/** Astro's image components, from "astro:assets": an <img> here. */
const ASTRO_ASSETS = 'astro:assets';
const ASTRO_IMAGES = new Set(['Image', 'Picture']);

/**
 * Reads one block of import/export lines (`firstLine`: its line in the file).
 * `resolve` turns an import's path into a content path, or undefined when it is
 * not a file of the content folder; `isTemplate` says whether a file of it exports
 * a component of that name as a template (templates.ts).
 */
export function readEsm(block: string, firstLine: number, scope: Scope, resolve: (source: string) => string | undefined, isTemplate?: (file: string, name: string) => boolean): Esm {
  const result: Esm = { imports: new Map(), exports: {}, errors: [], notes: [] };
  let program;
  try {
    program = parseEsm(block, OPTIONS);
  } catch (err) {
    const line = firstLine + ((err as { loc?: { line: number } }).loc?.line ?? 1) - 1;
    result.errors.push({ message: `An import or export line the generator cannot read: ${(err as Error).message.replace(/ \(\d+:\d+\)$/, '')}`, line, hint: 'import and export lines hold JavaScript; end the block with a blank line' });
    return result;
  }
  for (const statement of program.body) {
    const line = firstLine + statement.loc!.start.line - 1;
    if (statement.type === 'ImportDeclaration') {
      const source = String(statement.source.value);
      if (STYLESHEET.test(source)) {
        result.notes.push({ message: `The stylesheet import "${source}" is left out: pages use the site's stylesheet`, line });
        continue;
      }
      for (const specifier of statement.specifiers) {
        const local = specifier.local.name;
        const named = specifier.type === 'ImportSpecifier' ? importedName(specifier.imported) : undefined;
        const theme = specifier.type === 'ImportDefaultSpecifier' ? THEME_MODULES[source]
          : source === STARLIGHT_MODULE && named ? STARLIGHT_COMPONENTS[named]
            : source === ASTRO_ASSETS && named && ASTRO_IMAGES.has(named) ? 'Image'
              : named ? NAMED_MODULES[source]?.[named] : undefined;
        const file = MARKDOWN.test(source) ? resolve(source) : undefined;
        if (theme) result.imports.set(local, { kind: 'builtin', name: theme, line });
        // Astro names a markdown file's body "Content": import { Content as Intro } from './intro.mdx'.
        else if (MARKDOWN.test(source) && (specifier.type === 'ImportDefaultSpecifier' || named === 'Content')) {
          if (file) result.imports.set(local, { kind: 'partial', file, line });
          else result.errors.push({ message: `The imported file ${source} is not in the content folder`, line, hint: 'import markdown files of the content folder, by a path relative to this page' });
        } else if (file && named && isTemplate?.(file, named)) result.imports.set(local, { kind: 'template', file, name: named, line });
        else if (IMAGE.test(source) && specifier.type === 'ImportDefaultSpecifier') result.exports[local] = source;
        else result.imports.set(local, { kind: 'other', source, line });
      }
    } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration') {
      for (const declaration of statement.declaration.declarations) {
        const name = declaration.id.type === 'Identifier' ? declaration.id.name : undefined;
        const value: Literal | undefined = declaration.init ? evaluate(declaration.init as never, { ...scope, ...result.exports }) : undefined;
        if (name && value !== undefined) result.exports[name] = value;
        else if (name && /^[A-Z]/.test(name) && /^(Arrow)?Function/.test(declaration.init?.type ?? '')) {
          // A component the page defines (Mintlify's pages do): its tags are then unknown components, shown with their content.
          result.errors.push({ message: `The page defines the component ${name} in code, which pages do not run`, line, hint: `register a React component named ${name} in site.config.ts (components: { ${name} }) that does what it does`, kind: 'page-code' });
        } else result.errors.push({ message: `The export ${block.slice(declaration.start, declaration.end).split('\n')[0]} is not a literal value`, line, hint: 'pages run no code: export strings, numbers, booleans, or arrays and objects of them', kind: 'page-code' });
      }
    } else {
      result.errors.push({ message: `${block.slice(statement.start, statement.end).split('\n')[0]}: only import lines and "export const name = value" are understood`, line, hint: 'pages run no code: remove it, or write its result into the page', kind: 'page-code' });
    }
  }
  return result;
}

function importedName(name: { type: string; name?: string; value?: unknown }): string {
  return name.type === 'Identifier' ? name.name! : String(name.value);
}

/**
 * What to do about an import that is none of the above, by what it imports; an
 * import of a component is an unknown component's problem, like its tags.
 */
export function unknownImport(local: string, source: string): { hint: string; about: Pick<Problem, 'kind' | 'subject'> } {
  const code = { kind: 'page-code' } as const;
  if (/useBaseUrl/.test(source)) return { hint: 'write the path directly: site URLs (/docs/…) and paths relative to the page work as they are', about: code };
  if (/\.(json|ya?ml)$/.test(source)) return { hint: 'pages read no data files: write the values into the page, or export them as constants (export const name = …)', about: code };
  if (/\?raw$/.test(source)) return { hint: 'write the file\'s text into a code block, or import it as a snippet: <<< ' + source.replace(/\?raw$/, ''), about: code };
  if (/^[A-Z]/.test(local)) return { hint: `register a React component named ${local} in site.config.ts (components: { ${local} }), or remove the import and its uses`, about: { kind: 'unknown-component', subject: local } };
  return { hint: 'pages run no code: remove the import and its uses', about: code };
}
