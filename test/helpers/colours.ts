// The stylesheet's colours, and WCAG contrast between two of them.
import { readFileSync } from 'node:fs';

export const css = readFileSync(new URL('../../templates/styles.css', import.meta.url), 'utf8');

/** The custom properties set in the first rule of `selector`. */
export function palette(selector: string): Record<string, string> {
  const body = css.slice(css.indexOf(`${selector} {`)).split('}')[0];
  return Object.fromEntries([...body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
