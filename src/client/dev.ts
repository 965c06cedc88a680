// Live reload, in pages served by `docs serve` only: listens to the server's
// build events. A change to the page on screen swaps its content in place,
// keeping the scroll position; a change to the page shell or to the sidebar
// reloads the page; a failed build shows its errors over the page until a
// build succeeds.
import { readChunk } from '../shared/chunk.ts';
import { routeToChunkUrl, urlToRoute } from '../shared/paths.ts';
import { ATTR_BASE } from '../shared/page-contract.ts';
import { sidebarRootUrl } from '../shared/sidebar.ts';
import { EVENTS_URL, type DevError, type DevEvent } from '../shared/dev-events.ts';
import { policyOnScreen, showChunk } from './show.ts';


const OVERLAY = 'docs-dev-overlay';
const html = document.documentElement;
const base = html.getAttribute(ATTR_BASE)!;
const buildId = () => document.querySelector('meta[name=docs-build]')!.getAttribute('content')!;

async function update(event: Extract<DevEvent, { type: 'update' }>): Promise<void> {
  document.getElementById(OVERLAY)?.remove();
  if (event.buildId !== buildId() || event.changed.includes(sidebarRootUrl(base))) return location.reload();
  // Chunks the runtime fetched ahead may be out of date now.
  dispatchEvent(new Event('docs:stale'));
  const route = urlToRoute(location.pathname, base);
  if (route === null || !event.changed.includes(base + route)) return;
  const response = await fetch(routeToChunkUrl(route, base), { cache: 'no-store' });
  const chunk = response.ok ? readChunk(await response.text(), buildId(), policyOnScreen()) : null;
  if (!chunk) return location.reload();
  showChunk(chunk, route);
}

/**
 * A failed build's errors: over the whole page when some are about this page
 * (its own first), else in a panel at the bottom that leaves the page readable
 * (docs serve serves every page that built).
 */
function showErrors(errors: DevError[]): void {
  document.getElementById(OVERLAY)?.remove();
  const route = urlToRoute(location.pathname, base);
  const here = route === null ? undefined : base + route;
  const mine = errors.filter((e) => e.page !== undefined && e.page === here);
  const listed = [...mine, ...errors.filter((e) => !mine.includes(e))];
  const overlay = document.createElement('div');
  overlay.id = OVERLAY;
  overlay.setAttribute('role', 'alertdialog');
  overlay.setAttribute('aria-label', 'The build failed');
  // Styled here, through the CSSOM, which the page's CSP allows.
  const where = mine.length ? 'inset:0' : 'left:0;right:0;bottom:0;max-height:40vh;border-top:3px solid #f66';
  overlay.style.cssText = `position:fixed;${where};z-index:1000;overflow:auto;padding:24px 32px;background:rgba(20,0,0,.94);color:#fee;font:14px/1.5 ui-monospace,monospace`;
  const title = document.createElement('h2');
  const count = `${errors.length} error${errors.length === 1 ? '' : 's'}`;
  const which = mine.length === errors.length ? ', all on this page' : mine.length ? `, ${mine.length} on this page` : ', none on this page';
  title.textContent = `The build failed with ${count}${which}. Pages are served as they last built; fix the files and this goes away.`;
  title.style.cssText = 'font:600 18px/1.4 system-ui,sans-serif;margin:0 0 16px';
  const list = document.createElement('pre');
  list.textContent = listed.map((e, i) => `${i + 1}) ${e.text}`).join('\n\n');
  list.style.cssText = 'white-space:pre-wrap;margin:0';
  overlay.append(title, list);
  document.body.append(overlay);
}

new EventSource(EVENTS_URL).addEventListener('message', (message) => {
  const event = JSON.parse(message.data) as DevEvent;
  if (event.type === 'error') showErrors(event.errors);
  else void update(event);
});
