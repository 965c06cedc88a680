// The content chunk of a route: what the browser runtime needs to show a page
// without loading it whole. Written by the build, read by the runtime.

export const CHUNK_VERSION = 3;

export interface PageChunk {
  v: typeof CHUNK_VERSION;
  /**
   * The build of the page shell (stylesheet, runtime, settings).
   * Pages carry it in <meta name="docs-build">; a chunk whose buildId differs
   * from the open page's belongs to another deployment, and the runtime loads
   * the address in full instead of mixing the two.
   */
  buildId: string;
  url: string;
  /** The document title. */
  title: string;
  description: string;
  template: string;
  /** Rendered HTML of the page's regions. */
  main: string;
  toc: string;
  /** The keys of the sidebar categories the page sits in, outermost first: the full sidebar opens them. */
  trail: string[];
  /** Which of the config's sidebars the page shows, when not the first. */
  sidebar?: number;
  /** The navbar's version menu (empty with one version). */
  versions: string;
  /**
   * The page's Content-Security-Policy. A page whose policy differs from the
   * open page's (it shows images or frames of other sites) is loaded in full:
   * the policy of a document cannot change.
   */
  csp: string;
}

/** Parses a chunk, or returns null when it cannot be used by a page of `buildId` whose policy is `csp` (the page is then loaded in full). */
export function readChunk(text: string, buildId: string, csp: string): PageChunk | null {
  try {
    const chunk = JSON.parse(text) as PageChunk;
    return chunk && chunk.v === CHUNK_VERSION && chunk.buildId === buildId && chunk.csp === csp && typeof chunk.main === 'string' && Array.isArray(chunk.trail) ? chunk : null;
  } catch {
    return null;
  }
}
