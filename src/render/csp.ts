// The Content-Security-Policy of every page: scripts only from the site itself
// and the inline scripts it knows the hashes of; no 'unsafe-inline', no eval.
// Analytics add their provider's hosts, and only when a key is set. A page
// that shows images, frames or media of other sites has its own policy, which
// adds exactly those origins (pagePolicy), in its meta tag and in _headers.
import type { Embeds } from '../types.ts';

/** Google Analytics 4 (gtag.js): where it loads from and sends to. */
export const ANALYTICS_SCRIPT_HOST = 'https://www.googletagmanager.com';
const ANALYTICS_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', ANALYTICS_SCRIPT_HOST];

export function contentSecurityPolicy(inlineScriptHashes: string[], analytics: boolean): string {
  const extra = (hosts: string[]) => (analytics ? ` ${hosts.join(' ')}` : '');
  return [
    `default-src 'self'`,
    `script-src 'self' ${inlineScriptHashes.join(' ')}${extra([ANALYTICS_SCRIPT_HOST])}`,
    `style-src 'self'`,
    `img-src 'self' data:${extra(ANALYTICS_HOSTS)}`,
    `connect-src 'self'${extra(ANALYTICS_HOSTS)}`,
    `font-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

/** Where each kind of embed is allowed, and the directive's sources when the site's policy has none (default-src's). */
const EMBED_DIRECTIVES: [kind: keyof Embeds, directive: string][] = [['img', 'img-src'], ['frame', 'frame-src'], ['media', 'media-src']];

/** The site's policy with the origins a page embeds added to the directive of each kind: nothing else changes. */
export function pagePolicy(sitePolicy: string, embeds: Embeds): string {
  const directives = sitePolicy.split('; ');
  for (const [kind, name] of EMBED_DIRECTIVES) {
    const origins = embeds[kind];
    if (!origins?.length) continue;
    const at = directives.findIndex((d) => d === name || d.startsWith(`${name} `));
    if (at === -1) directives.splice(directives.indexOf(`object-src 'none'`), 0, `${name} 'self' ${origins.join(' ')}`);
    else directives[at] += ` ${origins.join(' ')}`;
  }
  return directives.join('; ');
}

/** A page with a policy of its own: its URL and that policy. */
export interface PagePolicy {
  url: string;
  csp: string;
}

/**
 * `_headers` for hosts that read one (Netlify, Cloudflare Pages): the same
 * policy as a header (which, unlike the meta tag, can also forbid framing),
 * long caching for the files named by their content hash, and a check with the
 * host before the root of the full sidebar is used again (its name never changes).
 * `sandboxed`: the paths of the files copied as they are that could run script
 * (runsScript), each given the SANDBOX policy besides. docs serve sends what
 * this file says (src/dev/site-headers.ts).
 */
export function headersFile(baseUrl: string, csp: string, generatedDir: string, sandboxed: readonly string[] = [], pages: readonly PagePolicy[] = []): string {
  return [
    `${baseUrl}*`,
    `  Content-Security-Policy: ${csp}; frame-ancestors 'self'`,
    `  X-Content-Type-Options: nosniff`,
    `  Referrer-Policy: strict-origin-when-cross-origin`,
    `${baseUrl}${generatedDir}/assets/*`,
    `  Cache-Control: public, max-age=31536000, immutable`,
    `${baseUrl}${generatedDir}/media/*`,
    `  Cache-Control: public, max-age=31536000, immutable`,
    `${baseUrl}${generatedDir}/sidebar/*`,
    `  Cache-Control: public, max-age=31536000, immutable`,
    `${baseUrl}${generatedDir}/sidebar.json`,
    `  Cache-Control: no-cache`,
    ...sandboxed.flatMap((path) => [path, `  Content-Security-Policy: ${SANDBOX}`]),
    ...pages.flatMap(pageRules),
    '',
  ].join('\n');
}

/**
 * A page's own policy, after the site's rule: for its address with and without
 * the final slash (hosts serve its index.html at both). Cloudflare Pages joins
 * the values of rules that match and "!" detaches the site's; Netlify ignores
 * that line (it has no colon) and takes the later rule's value.
 */
function pageRules({ url, csp }: PagePolicy): string[] {
  const path = encodeURI(url);
  const paths = path.endsWith('/') ? [path] : [path, `${path}/`];
  return paths.flatMap((at) => [at, `  ! Content-Security-Policy`, `  Content-Security-Policy: ${csp}; frame-ancestors 'self'`]);
}

/** The policy of a file of the writers' own that a browser could run script in (SVG, HTML, XML), opened or framed: no script, no origin. */
export const SANDBOX = "sandbox; script-src 'none'; object-src 'none'";

/** Whether a file copied as it is (the static folder, media beside the pages) is one a browser could run script in. */
export function runsScript(path: string): boolean {
  return /\.(svgz?|html?|xht(ml)?|xml|xslt?)$/i.test(path);
}
