// Every admonition kind has its style, in both colour modes, and its title
// reads well on its box (WCAG AA: a contrast of 4.5:1 at least).
import { describe, expect, it } from 'vitest';
import { ADMONITIONS } from '../../src/content/blocks/admonitions.ts';
import { contrast, css, palette } from '../helpers/colours.ts';

/** The colour variable each kind is drawn in. */
function kindColour(kind: string): string {
  if (kind === 'note') return 'note';
  const rule = new RegExp(`\\.admonition-${kind}\\b[^{]*\\{[^}]*--kind:\\s*var\\(--([\\w-]+)\\)`).exec(css);
  expect(rule, `a rule for .admonition-${kind}`).not.toBeNull();
  return rule![1];
}

describe('admonition styles', () => {
  it.each([[':root'], ['[data-theme="dark"]']])('give every kind a colour and an icon that read on the box in %s', (selector) => {
    const colours = { ...palette(':root'), ...palette(selector) };
    for (const kind of ADMONITIONS) {
      const colour = colours[kindColour(kind)];
      expect(colour, kind).toBeDefined();
      expect(contrast(colour, colours['bg-soft']), `${kind} on its box`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour, colours.bg), `${kind} as a badge on the page`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each([[':root'], ['[data-theme="dark"]']])('give a box of an unknown component a title of its name that reads on it in %s', (selector) => {
    const colours = { ...palette(':root'), ...palette(selector) };
    const rule = /\.unknown-component::before\s*\{([^}]*)\}/.exec(css);
    expect(rule?.[1]).toContain('content: "<" attr(data-component) ">');
    const colour = /[^-]color:\s*var\(--([\w-]+)\)/.exec(rule![1])![1];
    const box = /\.unknown-component\s*\{[^}]*background:\s*var\(--([\w-]+)\)/.exec(css)![1];
    expect(contrast(colours[colour], colours[box])).toBeGreaterThanOrEqual(4.5);
    expect(css).toMatch(/\.unknown-component\s*\{[^}]*border: 1px dashed/);
  });

  it.each([[':root'], ['[data-theme="dark"]']])('give the stand-in of a site component (docs init --from) a title that reads on its box in %s', (selector) => {
    const colours = { ...palette(':root'), ...palette(selector) };
    const rule = /\.component-stub::before\s*\{([^}]*)\}/.exec(css);
    expect(rule?.[1]).toContain('content: "<" attr(data-component) "> (stand-in)"');
    const colour = /[^-]color:\s*var\(--([\w-]+)\)/.exec(rule![1])![1];
    const box = /\.component-stub\s*\{[^}]*background:\s*var\(--([\w-]+)\)/.exec(css)![1];
    expect(contrast(colours[colour], colours[box])).toBeGreaterThanOrEqual(4.5);
  });

  it('draw each kind with an icon, so that colour is not the only sign of it', () => {
    expect(css).toMatch(/\.admonition-title::before\s*\{[^}]*mask: var\(--icon\)/);
    for (const kind of ADMONITIONS.filter((k) => k !== 'note')) {
      expect(new RegExp(`\\.admonition-${kind}\\b[^{]*\\{[^}]*--icon:`).test(css), kind).toBe(true);
    }
  });
});
