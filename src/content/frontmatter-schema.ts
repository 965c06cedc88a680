// The front matter keys a page may have: this generator's own and those that
// writers bring from Docusaurus, VitePress and Starlight, each with what its
// value must be. What each one does is in page-settings.ts and the README's
// front matter table. A key close to a known one is taken for a typo (an
// error); any other key is kept in the page's data for templates (a note).
import { SiteError, closest } from '../errors.ts';
import type { FrontMatter } from '../types.ts';

/** What a value must be, when it is not that. */
export type Check = (value: unknown) => string | undefined;

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isDate = (v: unknown) => isText(v) && /^\d{4}-\d\d-\d\d/.test(v) && !Number.isNaN(Date.parse(v));

export const nonEmpty: Check = (v) => (isText(v) && v.trim() ? undefined : 'a non-empty string');
export const text: Check = (v) => (isText(v) ? undefined : 'a string');
export const flag: Check = (v) => (typeof v === 'boolean' ? undefined : 'true or false');
export const number: Check = (v) => (typeof v === 'number' && Number.isFinite(v) ? undefined : 'a number');
const level: Check = (v) => (Number.isInteger(v) && (v as number) >= 2 && (v as number) <= 6 ? undefined : 'a heading level from 2 to 6');
const kept: Check = () => undefined;
export const object: Check = (v) => (isObject(v) ? undefined : 'an object');
const oneOf = (...values: unknown[]): Check => (v) => (values.includes(v) ? undefined : values.map((x) => JSON.stringify(x)).join(', ').replace(/, ([^,]*)$/, ' or $1'));
const orNull = (check: Check): Check => (v) => (v === null || !check(v) ? undefined : `${check(v)} or null`);
/** An object of only these keys, each passing its check. */
const shape = (what: string, keys: Record<string, Check>): Check => (v) =>
  isObject(v) && Object.entries(v).every(([k, x]) => keys[k] && (x === undefined || !keys[k](x))) ? undefined : what;

/** A route segment, or a whole route when it starts with "/"; ".." may not climb out of the site. */
const slug: Check = (v) => (isText(v) && !/[?#\\]|(^|\/)\.\.?(\/|$)/.test(v) ? undefined : 'a path without "..", "?" or "#", like "auth" or "/guides/auth"');
const keywords: Check = (v) => (isText(v) || (Array.isArray(v) && v.every(isText)) ? undefined : 'a list of strings');
const tags: Check = (v) => (Array.isArray(v) && v.every((t) => isText(t) || (isObject(t) && isText(t.label))) ? undefined : 'a list of tags: strings, or { label, permalink }');
/** VitePress's and Starlight's prev/next: false hides it, a string relabels it, an object relabels it or points it elsewhere. */
const neighbour = shape('false, a label, or { text, link }', { text: nonEmpty, label: nonEmpty, link: nonEmpty });
const prevNext: Check = (v) => (typeof v === 'boolean' || (isText(v) && v.trim()) ? undefined : neighbour(v));
const outline: Check = (v) =>
  v === false || v === 'deep' || !level(v) || (Array.isArray(v) && v.length === 2 && v.every((x) => !level(x)) && v[0] <= v[1])
    ? undefined : 'a heading level, [min, max], "deep" or false';
const head: Check = (v) =>
  Array.isArray(v) && v.every((e) => (Array.isArray(e) && isText(e[0]) && (e[1] === undefined || isObject(e[1]))) || (isObject(e) && isText(e.tag)))
    ? undefined : 'a list of tags: [tag, { attributes }] or { tag, attrs }';

/** A nested value's problem: where in it (".actions[1].variant", "" for itself) and what it must be. */
type Part = (v: unknown) => [string, string] | undefined;
const leaf = (check: Check): Part => (v) => { const what = check(v); return what === undefined ? undefined : ['', what]; };
const fields = (keys: Record<string, Part>, required: string[] = []): Part => (v) => {
  if (!isObject(v)) return ['', `an object of ${Object.keys(keys).join(', ')}`];
  for (const key of required) if (v[key] === undefined) return ['', `an object with a ${key}`];
  for (const [key, value] of Object.entries(v)) {
    if (!Object.hasOwn(keys, key)) return ['', `an object of ${Object.keys(keys).join(', ')} (not "${key}")`];
    const wrong = value === undefined ? undefined : keys[key](value);
    if (wrong) return [`.${key}${wrong[0]}`, wrong[1]];
  }
  return undefined;
};
const listOf = (item: Part): Part => (v) => {
  if (!Array.isArray(v)) return ['', 'a list'];
  for (const [i, x] of v.entries()) {
    const wrong = item(x);
    if (wrong) return [`[${i}]${wrong[0]}`, wrong[1]];
  }
  return undefined;
};
/** A Check of the whole value that names the wrong part: "an object whose actions[1].variant is ...". */
const whole = (part: Part): Check => (v) => {
  const wrong = part(v);
  if (!wrong) return undefined;
  return wrong[0] ? `${wrong[0].startsWith('[') ? 'a list' : 'an object'} whose ${wrong[0].replace(/^[.]/, '')} is ${wrong[1]}` : wrong[1];
};
/** A hero or feature image: a path, or Starlight's { file, alt } and { dark, light, alt }, or VitePress's { src, alt }. */
const picture: Part = (v) => {
  if (isText(v)) return v.trim() ? undefined : ['', 'a path'];
  if (isObject(v) && v.html !== undefined) return ['', 'a file (an image given as html is not taken: name its file)'];
  const wrong = fields({ file: leaf(nonEmpty), src: leaf(nonEmpty), dark: leaf(nonEmpty), light: leaf(nonEmpty), alt: leaf(text), width: leaf(kept), height: leaf(kept) })(v);
  if (wrong) return wrong;
  const o = v as Record<string, unknown>;
  return o.file || o.src || (o.dark && o.light) ? undefined : ['', 'a path, { file, alt }, { src, alt } or { dark, light, alt }'];
};
const heroAction = fields({
  // A blank text is a button a VitePress theme draws with CSS alone: it is left out (pageSettings notes it).
  text: leaf(text), link: leaf(nonEmpty), variant: leaf(oneOf('primary', 'secondary', 'minimal')), theme: leaf(nonEmpty),
  icon: leaf((v) => (isText(v) || isObject(v) ? undefined : 'an icon\'s name')), attrs: leaf(object), target: leaf(text), rel: leaf(text),
}, ['text', 'link']);
/** Starlight's splash hero and VitePress's home hero. */
const hero = whole(fields({ title: leaf(text), tagline: leaf(text), name: leaf(text), text: leaf(text), image: picture, actions: listOf(heroAction) }));
/** VitePress's home features: cards under the hero. */
const features = whole(listOf(fields({
  title: leaf(nonEmpty), details: leaf(text), icon: (i) => (isText(i) ? undefined : picture(i)), link: leaf(nonEmpty), linkText: leaf(text), rel: leaf(text), target: leaf(text),
}, ['title'])));

export const FRONT_MATTER_KEYS: Record<string, Check> = {
  title: nonEmpty,
  description: text,
  slug,
  id: (v) => (isText(v) && v.trim() && !v.includes('/') ? undefined : 'a name without "/"'),
  keywords,
  image: nonEmpty,
  tags,
  template: oneOf('doc', 'landing', 'home', 'splash'),
  // "auto": VitePress 0.x's sidebar of the page's own headings, which the table of contents shows here.
  sidebar: (v) => (typeof v === 'boolean' || v === 'auto' ? undefined : shape('true, false, "auto" or { order, label, hidden, badge }', {
    order: number, label: nonEmpty, hidden: flag, attrs: object,
    badge: (b) => (isText(b) || (isObject(b) && isText(b.text)) ? undefined : 'a badge'),
  })(v)),
  sidebar_label: nonEmpty,
  sidebar_position: number,
  sidebar_class_name: text,
  sidebar_custom_props: object,
  hide_title: flag,
  hide_table_of_contents: flag,
  toc_min_heading_level: level,
  toc_max_heading_level: level,
  pagination_prev: orNull(nonEmpty),
  pagination_next: orNull(nonEmpty),
  pagination_label: nonEmpty,
  custom_edit_url: orNull(text),
  draft: flag,
  unlisted: flag,
  last_update: shape('{ date, author }', { date: (d) => (isDate(d) ? undefined : 'a date'), author: text }),
  authors: kept,
  // Blog posts of VitePress themes, Hugo and Jekyll: a key of its own, not a typo of "authors".
  author: kept,
  date: kept,
  // VitePress
  // doc, home, page or false; any other name is a custom layout of the site's theme (VitePress), or Jekyll's "post".
  layout: (v) => (v === false || (isText(v) && v.trim()) ? undefined : 'a layout\'s name or false'),
  outline,
  aside: (v) => (typeof v === 'boolean' || v === 'left' ? undefined : 'true, false or "left"'),
  editLink: flag,
  // VitePress 0.x's name of it.
  editLinks: flag,
  lastUpdated: (v) => (typeof v === 'boolean' || isDate(v) ? undefined : 'true, false or a date'),
  prev: prevNext,
  next: prevNext,
  head,
  navbar: flag,
  footer: flag,
  hero,
  features,
  // Starlight
  pagefind: flag,
  tableOfContents: (v) => (typeof v === 'boolean' ? undefined : shape('false or { minHeadingLevel, maxHeadingLevel }', { minHeadingLevel: level, maxHeadingLevel: level })(v)),
  editUrl: (v) => (v === false || (isText(v) && /^(https?:)?\/\//.test(v)) ? undefined : 'an http(s) URL or false'),
  banner: shape('{ content }', { content: text }),
  // Mintlify: the operation ("GET /users", after its document's file where there are several) or schema the page documents;
  // the sidebar's label; an icon, a label beside the title ("NEW") and a layout its theme draws, kept.
  openapi: nonEmpty,
  'openapi-schema': nonEmpty,
  sidebarTitle: nonEmpty,
  icon: kept,
  iconType: kept,
  tag: kept,
  mode: kept,
};

/** Validates parsed front matter; `line` finds the line of a key for the message. Unknown keys stay, with a note. */
export function validateFrontMatter(data: Record<string, unknown>, file: string, line: (key: string) => number): { frontMatter: FrontMatter; errors: SiteError[]; notes: SiteError[] } {
  const errors: SiteError[] = [];
  const notes: SiteError[] = [];
  const frontMatter: FrontMatter = {};
  for (const [key, value] of Object.entries(data)) {
    const check = Object.hasOwn(FRONT_MATTER_KEYS, key) ? FRONT_MATTER_KEYS[key] : undefined;
    if (!check) {
      // A typo is a near miss: one edit for a short key, two for a longer one.
      const guess = closest(key, Object.keys(FRONT_MATTER_KEYS), key.length <= 5 ? 1 : 2);
      if (guess) errors.push(new SiteError(`Unknown front matter key "${key}"`, { file, line: line(key), hint: `did you mean "${guess}"?` }));
      else {
        notes.push(new SiteError(`Front matter key "${key}" has no use here; it is kept in the page data`, { file, line: line(key), hint: `templates can read it as page.frontMatter["${key}"]` }));
        frontMatter[key] = value;
      }
      continue;
    }
    const expected = check(value);
    if (expected) errors.push(new SiteError(`Front matter "${key}" must be ${expected}, got ${JSON.stringify(value)}`, { file, line: line(key) }));
    else frontMatter[key] = value;
  }
  return { frontMatter, errors, notes };
}
