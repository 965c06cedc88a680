// ```ansi blocks: a terminal's output shows its colours, by class (the strict
// Content-Security-Policy allows no inline styles), readable in both colour modes.
import { describe, expect, it } from 'vitest';
import { ansiLines, withoutAnsi } from '../../src/content/plugins/ansi-lines.ts';
import { contrast, css, palette } from '../helpers/colours.ts';
import { renderBody } from '../helpers/markdown.ts';

const ESC = '\x1b';
const NAMES = ['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white'];

describe('an ansi block', () => {
  it('shows colours and styles as classes, and no escape sequence', () => {
    const { doc, errors } = renderBody(`\`\`\`ansi\n${ESC}[32m✓${ESC}[39m 12 tests ${ESC}[1;31mfailed${ESC}[0m\n${ESC}[4mnote${ESC}[24m & <b>\n\`\`\``);
    expect(errors).toEqual([]);
    const code = doc.querySelector('code')!;
    expect(code.textContent).toBe('✓ 12 tests failed\nnote & <b>');
    expect([...code.querySelectorAll('span')].map((s) => [s.textContent, s.className])).toEqual([
      ['✓', 'ansi-green'], ['failed', 'ansi-red ansi-bold'], ['note', 'ansi-underline'],
    ]);
    expect(code.innerHTML).not.toMatch(/style=|\x1b/);
  });

  it('carries a style over lines, and reads bright, background, 256-colour and 24-bit codes', () => {
    expect(ansiLines(`${ESC}[33mone\ntwo${ESC}[m three`)).toEqual(['<span class="ansi-yellow">one</span>', '<span class="ansi-yellow">two</span> three']);
    expect(ansiLines(`${ESC}[94;41mx`)).toEqual(['<span class="ansi-bright-blue ansi-bg-red">x</span>']);
    expect(ansiLines(`${ESC}[38;5;196mred${ESC}[38;5;2mgreen${ESC}[38;2;250;250;250mwhite`)).toEqual([
      '<span class="ansi-bright-red">red</span><span class="ansi-green">green</span><span class="ansi-bright-white">white</span>',
    ]);
  });

  it('shows nothing of other escape sequences (cursor moves, hyperlinks, a lone ESC)', () => {
    expect(withoutAnsi(`${ESC}[2K${ESC}[1Gdone ${ESC}]8;;https://example.com${ESC}\\link${ESC}]8;;${ESC}\\ ${ESC}(Bend${ESC}`)).toBe('done link end');
    expect(ansiLines(`${ESC}[2Kdone`)).toEqual(['done']);
  });

  it.each([[':root'], ['[data-theme="dark"]']])('has a stylesheet colour for each of the 16 colours that reads on the code background in %s', (selector) => {
    const colours = { ...palette(':root'), ...palette(selector) };
    for (const name of [...NAMES, ...NAMES.map((n) => `bright-${n}`)]) {
      expect(css).toContain(`.ansi-${name} { color: var(--ansi-${name}); }`);
      for (const background of ['bg-code', 'line-highlight', 'line-added', 'line-removed', 'line-warning']) {
        expect(contrast(colours[`ansi-${name}`], colours[background]), `${name} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
