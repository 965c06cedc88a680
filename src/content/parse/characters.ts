// What the parser asks of single characters, and the decoding of escapes and
// character references, as CommonMark (and micromark, whose trees this parser
// reproduces) define them. Characters are UTF-16 code units, as micromark reads
// them: half of a surrogate pair is neither punctuation nor whitespace.
import { decodeNamedCharacterReference } from 'decode-named-character-reference';

export const TAB = 9;
export const LF = 10;
export const CR = 13;
export const SPACE = 32;

/** A space or a tab. */
export function isSpace(code: number): boolean {
  return code === SPACE || code === TAB;
}

/** The end of a line, or of the text (NaN, which charCodeAt gives past the end). */
export function isLineEnd(code: number): boolean {
  return code === LF || code === CR || code !== code;
}

/** Space, tab, a line ending or the end of the text. */
export function isSpaceOrLineEnd(code: number): boolean {
  return code === SPACE || code === TAB || code === LF || code === CR || code !== code;
}

export function isAsciiPunctuation(code: number): boolean {
  return (code >= 33 && code <= 47) || (code >= 58 && code <= 64) || (code >= 91 && code <= 96) || (code >= 123 && code <= 126);
}

export function isAsciiAlphanumeric(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

export function isAsciiAlpha(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

export function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

const UNICODE_PUNCTUATION = /\p{P}|\p{S}/u;
const UNICODE_WHITESPACE = /\s/;

/** What a character next to a delimiter run counts as: 1 whitespace (or nothing: the start or end), 2 punctuation, 0 anything else. */
export function classify(code: number): 0 | 1 | 2 {
  if (code !== code || code === SPACE || code === TAB || code === LF || code === CR) return 1;
  if (code < 128) return isAsciiPunctuation(code) ? 2 : 0;
  const char = String.fromCharCode(code);
  if (UNICODE_WHITESPACE.test(char)) return 1;
  return UNICODE_PUNCTUATION.test(char) ? 2 : 0;
}

/** A label as references match it: whitespace collapsed, trimmed, case folded (micromark-util-normalize-identifier, lowercased as mdast stores it). */
export function normalizeLabel(label: string): string {
  return label.replace(/[\t\n\r ]+/g, ' ').replace(/^ | $/g, '').toLowerCase().toUpperCase().toLowerCase();
}

/** A numeric character reference's character: U+FFFD for the code points HTML does not allow. */
export function numericReference(value: string, base: number): string {
  const code = Number.parseInt(value, base);
  if (
    code < 9 || code === 11 || (code > 13 && code < 32) || (code > 126 && code < 160) || (code > 55_295 && code < 57_344) ||
    (code > 64_975 && code < 65_008) || (code & 65_535) === 65_535 || (code & 65_535) === 65_534 || code > 1_114_111
  ) {
    return '\uFFFD';
  }
  return String.fromCodePoint(code);
}

/**
 * The character reference that starts at `at` (an "&"): its length and its
 * value, or undefined when there is none (an unknown name, too many digits).
 */
export function characterReference(text: string, at: number): { length: number; value: string } | undefined {
  let i = at + 1;
  if (text.charCodeAt(i) === 35 /* # */) {
    i++;
    const hex = text.charCodeAt(i) === 120 || text.charCodeAt(i) === 88;
    if (hex) i++;
    const from = i;
    const max = hex ? 6 : 7;
    while (i - from < max && (hex ? isHexDigit(text.charCodeAt(i)) : isDigit(text.charCodeAt(i)))) i++;
    if (i === from || text.charCodeAt(i) !== 59 /* ; */) return undefined;
    return { length: i + 1 - at, value: numericReference(text.slice(from, i), hex ? 16 : 10) };
  }
  const from = i;
  while (i - from < 31 && isAsciiAlphanumeric(text.charCodeAt(i))) i++;
  if (i === from || text.charCodeAt(i) !== 59) return undefined;
  const value = decodeNamedCharacterReference(text.slice(from, i));
  return value === false ? undefined : { length: i + 1 - at, value };
}

function isHexDigit(code: number): boolean {
  return isDigit(code) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}

const ESCAPE_OR_REFERENCE = /\\([!-/:-@[-`{-~])|&(#(?:\d{1,7}|x[\da-f]{1,6})|[\da-z]{1,31});/gi;

/** A string with its backslash escapes and character references decoded (a link's URL and title, a label). */
export function decodeString(value: string): string {
  if (value.indexOf('\\') === -1 && value.indexOf('&') === -1) return value;
  return value.replace(ESCAPE_OR_REFERENCE, (whole: string, escaped: string | undefined, reference: string | undefined) => escaped ?? referenceValue(reference!, whole));
}

const REFERENCE = /&(#(?:\d{1,7}|x[\da-f]{1,6})|[\da-z]{1,31});/gi;

/** A string with its character references decoded ("All&nbsp;batteries"), as HTML reads text. */
export function decodeReferences(value: string): string {
  return value.indexOf('&') === -1 ? value : value.replace(REFERENCE, (whole: string, reference: string) => referenceValue(reference, whole));
}

/** What a reference ("amp", "#x41") stands for; `whole` when it names nothing. */
function referenceValue(ref: string, whole: string): string {
  if (ref.charCodeAt(0) === 35) {
    const hex = ref.charCodeAt(1) === 120 || ref.charCodeAt(1) === 88;
    return numericReference(ref.slice(hex ? 2 : 1), hex ? 16 : 10);
  }
  return decodeNamedCharacterReference(ref) || whole;
}
