// Puts a content chunk on the page: its title, description, canonical link and
// markdown copy's link, the rendered regions, and the page's trail for the full
// sidebar (which marks the page when told it was shown). Used by client-side
// navigation and by docs serve's live reload, which swaps the page on screen in place.
import { ATTR_ROUTE, ATTR_SIDEBAR_ROOT, ATTR_TRAIL, EVENT_SHOWN, ID_MAIN, ID_SIDEBAR, ID_TOC, ID_VERSIONS } from '../shared/page-contract.ts';
import { CHUNK_VERSION, type PageChunk } from '../shared/chunk.ts';
import { markdownCopyUrl } from '../shared/markdown-url.ts';

export function showChunk(chunk: PageChunk, route: string): void {
  document.title = chunk.title;
  document.querySelector('meta[name=description]')?.setAttribute('content', chunk.description);
  const canonical = document.querySelector<HTMLLinkElement>('link[rel=canonical]');
  if (canonical) canonical.href = new URL(chunk.url, canonical.href).href;
  const markdown = document.querySelector<HTMLLinkElement>('link[rel=alternate][type="text/markdown"]');
  if (markdown && chunk.template !== 'not-found') markdown.href = new URL(markdownCopyUrl(chunk.url), markdown.href).href;
  document.documentElement.setAttribute(ATTR_ROUTE, route);
  document.body.className = `template-${chunk.template}`;
  const sidebar = document.getElementById(ID_SIDEBAR);
  sidebar?.setAttribute(ATTR_TRAIL, JSON.stringify(chunk.trail));
  if (chunk.sidebar) sidebar?.setAttribute(ATTR_SIDEBAR_ROOT, String(chunk.sidebar));
  else sidebar?.removeAttribute(ATTR_SIDEBAR_ROOT);
  const regions: [string, string][] = [[ID_MAIN, chunk.main], [ID_TOC, chunk.toc], [ID_VERSIONS, chunk.versions]];
  for (const [id, html] of regions) {
    const region = document.getElementById(id);
    if (region) region.innerHTML = html;
  }
  dispatchEvent(new Event(EVENT_SHOWN));
}

/** The open page's Content-Security-Policy, as its meta tag says. */
export function policyOnScreen(): string {
  return document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';
}

/** The page on screen, as the chunk that would show it again (the page loaded whole has no chunk of its own). */
export function pageOnScreen(buildId: string): PageChunk {
  const region = (id: string) => document.getElementById(id)?.innerHTML ?? '';
  const canonical = document.querySelector<HTMLLinkElement>('link[rel=canonical]');
  return {
    v: CHUNK_VERSION,
    buildId,
    url: canonical ? new URL(canonical.href).pathname : location.pathname,
    title: document.title,
    description: document.querySelector('meta[name=description]')?.getAttribute('content') ?? '',
    template: document.body.className.replace(/^template-/, ''),
    main: region(ID_MAIN),
    trail: readTrail(),
    ...(sidebarRoot() > 0 && { sidebar: sidebarRoot() }),
    toc: region(ID_TOC),
    versions: region(ID_VERSIONS),
    csp: policyOnScreen(),
  };
}

/** Which of the config's sidebars the page on screen shows (0: the first). */
function sidebarRoot(): number {
  return Number(document.getElementById(ID_SIDEBAR)?.getAttribute(ATTR_SIDEBAR_ROOT) ?? 0) || 0;
}

function readTrail(): string[] {
  try {
    const trail: unknown = JSON.parse(document.getElementById(ID_SIDEBAR)?.getAttribute(ATTR_TRAIL) ?? '[]');
    return Array.isArray(trail) ? trail.map(String) : [];
  } catch {
    return [];
  }
}
