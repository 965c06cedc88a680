// `{{name}}` placeholders: how markdown (and the config's navbar and footer
// links) use the site's settings. `\{{` writes a literal "{{".
import { closest } from './errors.ts';
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

export interface UnknownPlaceholder {
  name: string;
  /** 0-based index in the text. */
  index: number;
  hint: string;
}

/** Replaces every placeholder; unknown names are left as written and reported. */
export function replacePlaceholders(text: string, values: PlaceholderValues, unknown: (u: UnknownPlaceholder) => void): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (match, name: string, index: number) => {
    if (match.startsWith('\\')) return match.slice(1);
    const value = values.get(name);
    if (value !== undefined) return value;
    const guess = closest(name, values.keys());
    unknown({ name, index, hint: guess ? `did you mean {{${guess}}}?` : `known placeholders: ${[...values.keys()].join(', ')}; write \\{{ for a literal "{{"` });
    return match;
  });
}
