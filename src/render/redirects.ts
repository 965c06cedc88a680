// The files the config's redirects write (routes/redirects.ts reads the rules):
// at each old address, a page that sends the reader on (a refresh with no delay,
// which every static host serves and search engines take as a move; the new
// address as its canonical, and a link for a reader whose browser does not
// follow it); and `_redirects`, the rules as Netlify and Cloudflare Pages read
// them, the only way to answer a rule for many addresses (":name", "*").
import { escapeHtml } from '../html.ts';
import { followRedirects, isPattern, pageAmong, redirectsFile, type RedirectRule } from '../routes/redirects.ts';
import type { SiteData } from './data.ts';
import type { OutputFile, RouteManifest } from '../types.ts';

export function redirectFiles(rules: readonly RedirectRule[], site: SiteData, manifests: readonly RouteManifest[]): OutputFile[] {
  if (!rules.length) return [];
  const pageAt = (url: string) => pageAmong(manifests, url);
  const files: OutputFile[] = [];
  for (const { from } of rules) {
    // A page at the old address is an error of the build (links.ts: checkRedirects), and keeps its address.
    if (isPattern(from) || pageAt(from)) continue;
    // Where the rules lead in the end: the reader is sent there at once, not from one old address to another.
    const end = followRedirects(rules, from, { baseUrl: site.baseUrl, isPage: (url) => pageAt(url) !== undefined });
    if (!end || end.circle) continue;
    const [path] = end.to.split('#');
    const external = /^https?:/.test(end.to);
    const title = external ? undefined : pageAt(path)?.title;
    const folder = from.slice(1).replace(/\/$/, '');
    files.push({ path: folder ? `${folder}/index.html` : 'index.html', contents: movedPage(site, end.to, external ? end.to : site.origin + path, title) });
  }
  files.push({ path: '_redirects', contents: redirectsFile(rules) });
  return files;
}

function movedPage(site: SiteData, to: string, canonical: string, title: string | undefined): string {
  const href = escapeHtml(to);
  const name = escapeHtml(title ?? to);
  return `<!doctype html>
<html lang="${escapeHtml(site.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Moved: ${escapeHtml(title ?? to)} | ${escapeHtml(site.productName)}</title>
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<link rel="canonical" href="${escapeHtml(canonical)}">
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body>
<main>
<h1>This page has moved</h1>
<p>It is now <a href="${href}">${name}</a>.</p>
</main>
</body>
</html>
`;
}
