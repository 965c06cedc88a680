// Live reload, in pages served by `docs serve` only: listens to the server's
// build events. A change to the page on screen swaps its content in place,
// keeping the scroll position; a change to the page shell or to the sidebar
// reloads the page; a failed build shows its errors over the page until a
// build succeeds.
import { readChunk } from '../shared/chunk.ts';
import { routeToChunkUrl, urlToRoute } from '../shared/paths.ts';
import { ATTR_BASE } from '../shared/page-contract.ts';
import { sidebarRootUrl } from '../shared/sidebar.ts';
import { EVENTS_URL, type DevEvent } from '../shared/dev-events.ts';
import { showChunk } from './show.ts';


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
  const chunk = response.ok ? readChunk(await response.text(), buildId()) : null;
  if (!chunk) return location.reload();
  showChunk(chunk, route);
}

function showErrors(errors: string[]): void {
  document.getElementById(OVERLAY)?.remove();
  const overlay = document.createElement('div');
  overlay.id = OVERLAY;
  overlay.setAttribute('role', 'alertdialog');
  overlay.setAttribute('aria-label', 'The build failed');
  // Styled here, through the CSSOM, which the page's CSP allows.
  overlay.style.cssText = 'position:fixed;inset:0;z-index:1000;overflow:auto;padding:32px;background:rgba(20,0,0,.92);color:#fee;font:14px/1.5 ui-monospace,monospace';
  const title = document.createElement('h2');
  title.textContent = `The build failed with ${errors.length} error${errors.length === 1 ? '' : 's'}. The last good version of the site is still served; fix the file and this goes away.`;
  title.style.cssText = 'font:600 18px/1.4 system-ui,sans-serif;margin:0 0 16px';
  const list = document.createElement('pre');
  list.textContent = errors.map((e, i) => `${i + 1}) ${e}`).join('\n\n');
  list.style.cssText = 'white-space:pre-wrap;margin:0';
  overlay.append(title, list);
  document.body.append(overlay);
}

new EventSource(EVENTS_URL).addEventListener('message', (message) => {
  const event = JSON.parse(message.data) as DevEvent;
  if (event.type === 'error') showErrors(event.errors);
  else void update(event);
});
