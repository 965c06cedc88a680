// What validated front matter means for the page, whichever tool's keys the
// writer used: Docusaurus's `hide_table_of_contents`, VitePress's `aside: false`
// and Starlight's `tableOfContents: false` all come out as `toc: false`. Later
// stages read only these settings (templates may read the raw front matter too).
import { isObject } from './frontmatter-schema.ts';
import { decodeReferences } from './parse/characters.ts';
import { withoutInlineTags } from '../html.ts';
import type { Feature, FrontMatter, Hero, HeroAction, HeroImage, MetaTag, PageSettings, Pagination, Template } from '../types.ts';

/** The table of contents by default: h2 and h3. */
const DEFAULT_TOC: [number, number] = [2, 3];

const TEMPLATES: Record<string, Template> = { doc: 'doc', landing: 'landing', home: 'home', splash: 'landing' };
// VitePress's layouts: its home layout is a hero page, like the landing template.
const LAYOUTS: Record<string, Template> = { doc: 'doc', home: 'landing', page: 'doc' };

export function pageSettings(fm: FrontMatter, note: (key: string, message: string, hint?: string) => void): PageSettings {
  const starlightSidebar = isObject(fm.sidebar) ? fm.sidebar : {};
  const template = TEMPLATES[fm.template as string] ?? LAYOUTS[fm.layout as string] ?? 'doc';
  if (typeof fm.layout === 'string' && !Object.hasOwn(LAYOUTS, fm.layout)) note('layout', `Front matter "layout: ${fm.layout}" names a layout of another theme; the page uses the doc template`);
  // VitePress's page layout (and its layout: false, no layout at all): the markdown alone, without title, outline or prev/next.
  const bare = fm.layout === 'page' || fm.layout === false;
  const unlisted = fm.unlisted === true;
  const hiddenPage = fm.sidebar === false; // this generator's own: a page reached only through others (the resource partials)
  const badge = starlightSidebar.badge;
  return {
    id: fm.id as string | undefined,
    slug: fm.slug as string | undefined,
    title: fm.title as string | undefined,
    description: fm.description as string | undefined,
    keywords: typeof fm.keywords === 'string' ? fm.keywords.split(',').map((k) => k.trim()).filter(Boolean) : (fm.keywords as string[] | undefined) ?? [],
    image: fm.image as string | undefined,
    tags: ((fm.tags as (string | { label: string })[] | undefined) ?? []).map((t) => (typeof t === 'string' ? t : t.label)),
    template,
    hideTitle: fm.hide_title === true || bare,
    toc: bare ? false : tocLevels(fm),
    sidebarLabel: (fm.sidebar_label ?? starlightSidebar.label ?? fm.sidebarTitle) as string | undefined,
    sidebarPosition: (fm.sidebar_position ?? starlightSidebar.order) as number | undefined,
    sidebarClassName: fm.sidebar_class_name as string | undefined,
    sidebarCustomProps: fm.sidebar_custom_props as Record<string, unknown> | undefined,
    sidebarBadge: typeof badge === 'string' ? badge : isObject(badge) ? (badge.text as string) : undefined,
    inSidebar: !hiddenPage && !unlisted && starlightSidebar.hidden !== true && template !== 'landing',
    inSitemap: !hiddenPage && !unlisted,
    inSearch: !unlisted && fm.pagefind !== false,
    noindex: unlisted,
    draft: fm.draft === true,
    prev: bare ? false : pagination(fm.pagination_prev, fm.prev),
    next: bare ? false : pagination(fm.pagination_next, fm.next),
    paginationLabel: fm.pagination_label as string | undefined,
    editUrl: editUrl(fm),
    lastUpdate: lastUpdate(fm),
    head: metaTags(fm.head, (message, hint) => note('head', message, hint)),
    ...(isObject(fm.hero) && { hero: heroOf(fm.hero, note) }),
    ...(Array.isArray(fm.features) && { features: fm.features.map(featureOf) }),
  };
}

// VitePress's action themes, as Starlight's variants.
const THEMES: Record<string, HeroAction['variant']> = { brand: 'primary', alt: 'secondary' };

/** Starlight's and VitePress's hero (the front matter schema checked its shape). */
function heroOf(hero: Record<string, unknown>, note: (key: string, message: string, hint?: string) => void): Hero {
  const all = (hero.actions as Record<string, unknown>[] | undefined) ?? [];
  const actions = all.filter((a) => typeof a.text === 'string' && a.text.trim());
  if (actions.length < all.length) note('hero', 'A hero action without text is left out: a link needs words a screen reader can say', 'give it a text');
  return {
    ...(typeof hero.name === 'string' && hero.name && { name: htmlText(hero.name) }),
    ...(typeof (hero.title ?? hero.text) === 'string' && { title: htmlText((hero.title ?? hero.text) as string) }),
    ...(typeof hero.tagline === 'string' && hero.tagline && { tagline: htmlText(hero.tagline) }),
    ...(hero.image !== undefined && { image: imageOf(hero.image) }),
    actions: actions.map((a) => ({
      text: a.text as string,
      link: a.link as string,
      // A theme of the site's own (VitePress allows any, as a class: "cta vueschool") reads as secondary.
      variant: (a.variant as HeroAction['variant'] | undefined) ?? (a.theme === undefined ? 'primary' : THEMES[a.theme as string] ?? 'secondary'),
      ...(typeof a.icon === 'string' && { icon: a.icon }),
    })),
  };
}

function featureOf(f: Record<string, unknown>): Feature {
  return {
    title: f.title as string,
    ...(typeof f.details === 'string' && { details: f.details }),
    ...(f.icon !== undefined && { icon: typeof f.icon === 'string' ? f.icon : imageOf(f.icon) }),
    ...(typeof f.link === 'string' && { link: f.link }),
    ...(typeof f.linkText === 'string' && { linkText: f.linkText }),
  };
}

/** A path; Starlight's { file, alt } or { dark, light, alt }; VitePress's { src, alt } or { dark, light, alt }. */
function imageOf(image: unknown): HeroImage {
  if (typeof image === 'string') return { src: image, alt: '' };
  const i = image as Record<string, string>;
  const alt = i.alt ?? '';
  return i.file || i.src ? { src: i.file ?? i.src, alt } : { dark: i.dark, light: i.light, alt };
}

/** [min, max] heading levels of "On this page", or false for none. */
function tocLevels(fm: FrontMatter): [number, number] | false {
  const toc = fm.tableOfContents;
  if (fm.hide_table_of_contents === true || fm.aside === false || fm.outline === false || toc === false) return false;
  if (fm.toc_min_heading_level !== undefined || fm.toc_max_heading_level !== undefined) {
    return [(fm.toc_min_heading_level as number | undefined) ?? DEFAULT_TOC[0], (fm.toc_max_heading_level as number | undefined) ?? DEFAULT_TOC[1]];
  }
  if (fm.outline === 'deep') return [2, 6];
  if (typeof fm.outline === 'number') return [fm.outline, fm.outline];
  if (Array.isArray(fm.outline)) return [fm.outline[0], fm.outline[1]];
  if (isObject(toc)) return [(toc.minHeadingLevel as number | undefined) ?? DEFAULT_TOC[0], (toc.maxHeadingLevel as number | undefined) ?? DEFAULT_TOC[1]];
  return DEFAULT_TOC;
}

/** Docusaurus's pagination_next (a page id, or null), else VitePress's or Starlight's next (false, a label, or { text|label, link }). */
function pagination(docusaurus: unknown, other: unknown): Pagination | undefined {
  if (docusaurus === null) return false;
  if (typeof docusaurus === 'string') return { id: docusaurus };
  if (other === false) return false;
  if (typeof other === 'string') return { label: other };
  if (isObject(other)) return { label: (other.text ?? other.label) as string | undefined, link: other.link as string | undefined };
  return undefined;
}

function editUrl(fm: FrontMatter): string | false | undefined {
  if (fm.custom_edit_url === null || fm.custom_edit_url === '' || fm.editLink === false || fm.editLinks === false || fm.editUrl === false) return false;
  return (fm.custom_edit_url ?? fm.editUrl) as string | undefined;
}

function lastUpdate(fm: FrontMatter): PageSettings['lastUpdate'] {
  if (fm.lastUpdated === false) return false;
  if (typeof fm.lastUpdated === 'string') return { date: fm.lastUpdated };
  return fm.last_update as { date?: string; author?: string } | undefined;
}

/**
 * The <meta> tags of VitePress's ([tag, attrs]) and Starlight's ({ tag, attrs })
 * `head`. Only meta tags with a name or property and a content are added
 * (escaped like any attribute); scripts and styles would break the strict
 * Content-Security-Policy, and other tags could change what the page loads.
 */
function metaTags(head: unknown, note: (message: string, hint?: string) => void): MetaTag[] {
  if (!Array.isArray(head)) return [];
  const tags: MetaTag[] = [];
  for (const entry of head) {
    const [tag, attrs] = Array.isArray(entry) ? [entry[0], entry[1] ?? {}] : [entry.tag, entry.attrs ?? {}];
    const { name, property, content } = attrs as Record<string, unknown>;
    const extra = Object.keys(attrs as object).filter((k) => !['name', 'property', 'content'].includes(k));
    if (tag === 'meta' && typeof content === 'string' && (typeof name === 'string' || typeof property === 'string') && extra.length === 0) {
      tags.push({ ...(typeof name === 'string' ? { name } : { property: property as string }), content });
    } else if (tag === 'script' || tag === 'style') {
      note(`A <${tag}> in front matter "head" is not added: the site's Content-Security-Policy allows no inline or outside ${tag}s`, tag === 'script' ? 'analytics: set analyticsKey in site.config.ts' : 'styles belong in the theme (templates/styles.css)');
    } else {
      note(`A <${tag}> in front matter "head" is not added: only <meta> tags with a name or property and a content are`, 'write it as [meta, { name: "...", content: "..." }]');
    }
  }
  return tags;
}

/**
 * A hero's name, title or tagline, which Starlight and VitePress write into the page as HTML ("All&nbsp;batteries
 * included!", "Fast<br>and light"), as the text a reader sees: inline elements' tags out, references decoded.
 */
function htmlText(html: string): string {
  return decodeReferences(withoutInlineTags(html));
}
