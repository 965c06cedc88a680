// Mintlify's <Color.Item> values (mintlify.ts): the colours a value names, and
// the swatch that paints those that are CSS colour literals. The swatch is an
// SVG's fill, since the site's policy drops a style=; a value is painted only
// where it is a literal, which can never end the attribute it is written in.

/** A <Color.Item>'s value, as its colours, each with its mode: value="#3b82f6" (no mode), value={{ light: "#fff", dark: "#000" }} (both). */
export function colourValues(value: unknown): [colour: string, mode: string][] {
  if (typeof value === 'string') return value.trim() ? [[value.trim(), '']] : [];
  if (!value || typeof value !== 'object') return [];
  const modes = value as Record<string, unknown>;
  return ['light', 'dark'].filter((mode) => typeof modes[mode] === 'string').map((mode) => [String(modes[mode]).trim(), mode]);
}

/** The named colours of CSS. */
const NAMED_COLOURS = new Set(('aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse '
  + 'chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen '
  + 'darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray '
  + 'dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred '
  + 'indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey '
  + 'lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon '
  + 'mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue '
  + 'mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred '
  + 'papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver '
  + 'skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen transparent').split(' '));
/** A colour written as CSS writes one literally: #rgb, #rrggbb (and with alpha), rgb(…), hsl(…), oklch(…) and the others of numbers. */
const COLOUR_LITERAL = /^(?:#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*(?:(?:[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:%|deg|g?rad|turn)?|none)[\s,/]*){3,4}\))$/i;

/** Whether a colour can paint a swatch: a literal of CSS, never anything that could end the attribute it is written in. */
export function isCssColour(value: string): boolean {
  return value.length <= 80 && (COLOUR_LITERAL.test(value) || NAMED_COLOURS.has(value.toLowerCase()));
}

/** An SVG painted with the colours, side by side (a colour's light and dark values): hidden from screen readers, which read the values. */
export function swatch(colours: string[]): string {
  const share = 100 / colours.length;
  return `<svg class="color-swatch" width="100%" height="40" aria-hidden="true" focusable="false">${colours.map((colour, i) => `<rect${i ? ` x="${i * share}%"` : ''} width="${share}%" height="100%" fill="${colour}"/>`).join('')}</svg>`;
}
