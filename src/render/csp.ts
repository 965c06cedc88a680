// The Content-Security-Policy of every page: scripts only from the site itself
// and the inline scripts it knows the hashes of; no 'unsafe-inline', no eval.
// Analytics add their provider's hosts, and only when a key is set.

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

/**
 * `_headers` for hosts that read one (Netlify, Cloudflare Pages): the same
 * policy as a header (which, unlike the meta tag, can also forbid framing),
 * long caching for the files named by their content hash, and a check with the
 * host before the root of the full sidebar is used again (its name never changes).
 * `sandboxed`: the paths of the files copied as they are that could run script
 * (runsScript), each given the SANDBOX policy besides. docs serve sends what
 * this file says (src/dev/site-headers.ts).
 */
export function headersFile(baseUrl: string, csp: string, generatedDir: string, sandboxed: readonly string[] = []): string {
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
    '',
  ].join('\n');
}

/** The policy of a file of the writers' own that a browser could run script in (SVG, HTML, XML), opened or framed: no script, no origin. */
export const SANDBOX = "sandbox; script-src 'none'; object-src 'none'";

/** Whether a file copied as it is (the static folder, media beside the pages) is one a browser could run script in. */
export function runsScript(path: string): boolean {
  return /\.(svgz?|html?|xht(ml)?|xml|xslt?)$/i.test(path);
}
