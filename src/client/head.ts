// The inline script in every page's <head>, run before the first paint: it
// applies the reader's stored theme and sidebar choice (no flash of the wrong
// theme), and checks that the page is served under its configured base URL.
// That check must work when the stylesheet and the runtime failed to load
// (a wrong base breaks their URLs), so it styles its banner itself.
// Kept under 1 KB: it is inlined into every page and allowed by its CSP hash.
import { ATTR_BASE, ATTR_JS, ATTR_ROUTE, ATTR_SIDEBAR, ATTR_THEME, ID_BANNER, KEY_SIDEBAR, KEY_THEME } from '../shared/page-contract.ts';
import { fittingBaseUrl } from './base-url.ts';

const html = document.documentElement;
try {
  const theme = localStorage.getItem(KEY_THEME);
  if (/^(dark|light)$/.test(theme!)) html.setAttribute(ATTR_THEME, theme!);
  if (localStorage.getItem(KEY_SIDEBAR) === 'hidden') html.setAttribute(ATTR_SIDEBAR, 'hidden');
} catch {
  // Storage can be blocked; the defaults stand.
}
html.setAttribute(ATTR_JS, '');

addEventListener('DOMContentLoaded', () => {
  const base = html.getAttribute(ATTR_BASE)!;
  const suggested = fittingBaseUrl(location.pathname, base, html.getAttribute(ATTR_ROUTE)!);
  if (suggested === null) return;
  const banner = document.createElement('div');
  banner.id = ID_BANNER;
  banner.setAttribute('role', 'alert');
  banner.style.cssText = 'padding:12px;background:#fde8e8;color:#611;font:16px system-ui';
  banner.textContent = `This site did not load properly: it is built for the base URL ${base} but served from ${suggested}. Set baseUrl to "${suggested}", or serve it under ${base}.`;
  document.body.prepend(banner);
});
