// The one escaper for text and attribute values that the build writes into
// HTML or XML by hand (React escapes what the templates render).
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ENTITIES[c]);
}
