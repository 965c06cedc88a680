// The one escaper for text and attribute values that the build writes into
// HTML or XML by hand (React escapes what the templates render).
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ENTITIES[c]);
}

const CHARACTERS: Record<string, string> = Object.fromEntries(Object.entries(ENTITIES).map(([c, entity]) => [entity, c]));

/** Text that escapeHtml wrote, back as it was. */
export function unescapeHtml(html: string): string {
  return html.includes('&') ? html.replace(/&(?:amp|lt|gt|quot);/g, (entity) => CHARACTERS[entity]) : html;
}

/** The tag of an HTML element that marks up text inline ("<code>", "</a>", "<br/>"): the text a reader sees is without it. */
const INLINE_ELEMENT_TAG = /<\/?(?:a|abbr|b|bdi|bdo|br|cite|code|data|del|dfn|em|i|img|ins|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var|wbr)(?:\s[^<>]*)?\/?>/gi;

/**
 * Text written with inline HTML as a reader sees it: without the tags of the
 * elements that mark it up (a line break a space). Anything else in angle
 * brackets ("<key>", a placeholder) stays, as the writer's text.
 */
export function withoutInlineTags(html: string): string {
  return html.includes('<') ? html.replace(INLINE_ELEMENT_TAG, (tag) => (/^<br\b/i.test(tag) ? ' ' : '')) : html;
}
