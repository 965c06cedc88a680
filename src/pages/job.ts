// One page, from expanded markdown to its HTML file and content chunk. It runs
// on worker threads (see pool.ts), so everything it takes and returns is plain,
// cloneable data.
import { renderMarkdown } from '../content/markdown.ts';
import { countSections } from '../search/build-index.ts';
import { pageData, type PageSidebar, type SiteData } from '../render/data.ts';
import { renderPage } from '../render/render.tsx';
import { componentRenderer } from '../render/components.ts';
import type { LinkTargets } from '../content/plugins/links.ts';
import type { VersionLink } from '../routes/versions.ts';
import { pagePolicy } from '../render/csp.ts';
import type { Embeds, ExpandedPage, Heading, PageLink, PageSummary, Route } from '../types.ts';

/** What every page job shares: sent to each worker once. */
export interface JobContext {
  targets: LinkTargets;
  site: SiteData;
  /** The components site.config.ts registers: a worker imports them from the config's code (loadComponents) before its first job. */
  components?: { code: string; names: string[] };
  /** The build keeps the markdown's HTML (on disk or in memory): the result carries it. */
  keepsHtml?: boolean;
}

/** A page to make: from its text, or from its markdown already rendered by an earlier build (from the cache), when only React rendering is left. */
export type PageJob = PagePlace & ({ page: ExpandedPage; markdown?: undefined } | { markdown: RenderedHtml; page?: undefined });

/** The page's markdown as rendered HTML, and what the page around it needs of it. */
export interface RenderedHtml {
  html: string;
  headings: Heading[];
  embeds?: Embeds;
}

/** What a page is made with besides its content: its route, and its place in the site. */
export interface PagePlace {
  route: Route;
  /** The part of the sidebar the page carries (render/sidebar.ts). */
  sidebar: PageSidebar;
  prev?: PageLink;
  next?: PageLink;
  versions?: VersionLink[];
  /** When the page's file was last committed (ISO date), if it is in git. */
  updated?: string;
}

export interface PageResult {
  html: string;
  chunk: string;
  /** The markdown result, when the job rendered the markdown: its summary (sections counted for search), and its HTML if the build keeps it. */
  parsed?: { summary: PageSummary; html?: string };
}

/** A page's markdown rendered, and its words counted for search. */
export interface RenderedMarkdown {
  html: string;
  summary: PageSummary;
}

/**
 * The first part of a page job, most of its work: in a pool with workers, they
 * do this part and the main thread the rest (runPageJob with its result), so
 * that each thread optimises the code of its own part only (pool.ts).
 */
export function renderPageMarkdown(page: ExpandedPage, ctx: JobContext): RenderedMarkdown {
  const { html, sections, ...rest } = renderMarkdown(page, ctx.targets, ctx.components && componentRenderer(ctx.components.code));
  return { html, summary: { ...rest, search: countSections(sections) } };
}

/** A whole job, or the rest of it when its markdown is rendered already (`rendered`): its page and chunk, made with React. */
export function runPageJob(job: PageJob, ctx: JobContext, rendered = job.markdown ? undefined : renderPageMarkdown(job.page, ctx)): PageResult {
  const markdown = rendered ? { html: rendered.html, headings: rendered.summary.headings, embeds: rendered.summary.embeds } : job.markdown!;
  const parsed = rendered && { summary: rendered.summary, html: ctx.keepsHtml ? rendered.html : undefined };
  const data = { ...pageData(job.route, markdown.html, markdown.headings, job.sidebar, job.prev, job.next, job.versions), updated: job.updated };
  if (markdown.embeds) data.csp = pagePolicy(ctx.site.csp, markdown.embeds);
  const { html, chunk } = renderPage(ctx.site, data);
  return { html, chunk: JSON.stringify(chunk), parsed };
}
