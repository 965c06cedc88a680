// Code blocks in the `ansi` language: a terminal's output with its colour
// codes (ESC "[31m"…), as VitePress shows them. The codes become spans with
// classes (ansi-red, ansi-bold, ansi-bg-blue…), never inline styles, so the
// page keeps its strict Content-Security-Policy and the colours come from the
// stylesheet, readable in both colour modes. 256-colour and 24-bit colours
// take the nearest of the 16 named ones. Other escape sequences (cursor moves,
// hyperlinks, titles) show nothing.
import { escapeHtml } from '../../html.ts';

const NAMES = ['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white'];
/** The 16 colours as xterm draws them, to find the nearest for 256-colour and 24-bit codes. */
const RGB: [number, number, number][] = [
  [0, 0, 0], [205, 0, 0], [0, 205, 0], [205, 205, 0], [0, 0, 238], [205, 0, 205], [0, 205, 205], [229, 229, 229],
  [127, 127, 127], [255, 0, 0], [0, 255, 0], [255, 255, 0], [92, 92, 255], [255, 0, 255], [0, 255, 255], [255, 255, 255],
];
/** SGR ("ESC [ … m"), or any other escape sequence: CSI, OSC (ended by BEL or ESC \), a character set's, a two-character one, or a lone ESC. */
const ESCAPE = /\x1b(?:\[([0-9;:]*)m|\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[()*+][0-9A-Za-z]|[@-_]|)/g;

interface Style {
  fg?: string;
  bg?: string;
  bold?: boolean;
  dim?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
}

/** Whether a block's text holds escape sequences at all. */
export function holdsAnsi(value: string): boolean {
  return value.includes('\x1b');
}

/** The text without its escape sequences: what a reader copies. */
export function withoutAnsi(value: string): string {
  return value.replace(ESCAPE, '');
}

/** The block's lines as HTML, coloured as its codes say; a style goes on across lines, as in a terminal. */
export function ansiLines(value: string): string[] {
  let style: Style = {};
  return value.split('\n').map((line) => {
    let html = '';
    let at = 0;
    const text = (until: number) => {
      const piece = line.slice(at, until);
      if (!piece) return;
      const classes = classesOf(style);
      html += classes ? `<span class="${classes}">${escapeHtml(piece)}</span>` : escapeHtml(piece);
    };
    for (const match of line.matchAll(ESCAPE)) {
      text(match.index);
      at = match.index + match[0].length;
      if (match[1] !== undefined) style = applied(style, match[1]);
    }
    text(line.length);
    return html;
  });
}

function classesOf(style: Style): string {
  const classes: string[] = [];
  if (style.fg) classes.push(`ansi-${style.fg}`);
  if (style.bg) classes.push(`ansi-bg-${style.bg}`);
  for (const flag of ['bold', 'dim', 'italic', 'underline', 'strike'] as const) if (style[flag]) classes.push(`ansi-${flag}`);
  return classes.join(' ');
}

/** The style after an SGR sequence's parameters ("1;31", "38;5;208", "" for a reset). */
function applied(before: Style, params: string): Style {
  const style = { ...before };
  const codes = params.split(/[;:]/).map((p) => (p === '' ? 0 : Number(p)));
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i];
    if (code === 0) for (const key of Object.keys(style)) delete style[key as keyof Style];
    else if (code === 1) style.bold = true;
    else if (code === 2) style.dim = true;
    else if (code === 3) style.italic = true;
    else if (code === 4) style.underline = true;
    else if (code === 9) style.strike = true;
    else if (code === 22) style.bold = style.dim = false;
    else if (code === 23) style.italic = false;
    else if (code === 24) style.underline = false;
    else if (code === 29) style.strike = false;
    else if (code >= 30 && code <= 37) style.fg = NAMES[code - 30];
    else if (code >= 90 && code <= 97) style.fg = `bright-${NAMES[code - 90]}`;
    else if (code >= 40 && code <= 47) style.bg = NAMES[code - 40];
    else if (code >= 100 && code <= 107) style.bg = `bright-${NAMES[code - 100]}`;
    else if (code === 39) style.fg = undefined;
    else if (code === 49) style.bg = undefined;
    else if (code === 38 || code === 48) {
      // 38;5;n (256 colours) or 38;2;r;g;b (24-bit)
      const colour = codes[i + 1] === 5 ? colour256(codes[i + 2]) : codes[i + 1] === 2 ? nearest([codes[i + 2], codes[i + 3], codes[i + 4]]) : undefined;
      i += codes[i + 1] === 5 ? 2 : codes[i + 1] === 2 ? 4 : 0;
      if (colour !== undefined) style[code === 38 ? 'fg' : 'bg'] = colour;
    }
  }
  return style;
}

/** A 256-colour code's named colour: itself for the first 16, else the nearest to its place in the colour cube or the grey ramp. */
function colour256(n: number | undefined): string | undefined {
  if (n === undefined || !(n >= 0 && n <= 255)) return undefined;
  if (n < 16) return nameOf(n);
  if (n >= 232) {
    const grey = 8 + (n - 232) * 10;
    return nearest([grey, grey, grey]);
  }
  const step = (v: number) => (v === 0 ? 0 : 55 + v * 40);
  const c = n - 16;
  return nearest([step(Math.floor(c / 36)), step(Math.floor(c / 6) % 6), step(c % 6)]);
}

function nearest(rgb: (number | undefined)[]): string | undefined {
  if (rgb.some((v) => v === undefined || !(v >= 0 && v <= 255))) return undefined;
  let best = 0;
  let distance = Infinity;
  RGB.forEach((candidate, i) => {
    const d = candidate.reduce((sum, v, k) => sum + (v - rgb[k]!) ** 2, 0);
    if (d < distance) best = i, distance = d;
  });
  return nameOf(best);
}

function nameOf(n: number): string {
  return n < 8 ? NAMES[n] : `bright-${NAMES[n - 8]}`;
}
