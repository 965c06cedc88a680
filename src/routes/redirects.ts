// Addresses that moved: the config's `redirects`, { '/docs/old-guide': '/docs/guides/setup' }.
// One reading of them serves every place that needs it: a page's link to an old
// address is written as the new one and checked there, its anchor too (the link
// plugin); the build checks that each leads to a page; it writes a page at each
// old address that sends the reader on, which any static host serves, and the
// rules as `_redirects` for the hosts that read it (Netlify, Cloudflare Pages);
// docs serve answers them as those hosts do.
//
// The rules are written as those hosts write theirs: ":name" stands for one
// segment of the path, a final "*" for the rest of it, which the new address
// takes as ":splat" (or "*", as Mintlify writes it).

import { normalizeUrl } from './resolve.ts';
import type { Route, RouteManifest } from '../types.ts';

/** A rule: an old address of the site, and where it leads (see readRedirects). */
export interface RedirectRule {
  from: string;
  to: string;
}

/** "/docs/old/:id", "/docs/old/*": a rule for many addresses, which no page of its own can stand for. */
export function isPattern(from: string): boolean {
  return /(^|\/):[^/]|\*$/.test(from);
}

/** What is wrong with a rule ("must …"), and what to write; undefined when nothing is. */
export function redirectProblem(from: string, to: string): { problem: string; hint: string } | undefined {
  if (!/^\/[^\s?#]*$/.test(from)) return { problem: 'must start with "/" and have no spaces, ?query or #hash', hint: 'write the old address from the host\'s root: "/docs/old-guide"' };
  if (from.slice(0, -1).includes('*') || (from.endsWith('*') && !from.endsWith('/*'))) return { problem: 'may have "*" only as its last segment', hint: 'write "/docs/old/*" for every address under /docs/old' };
  if (!/^\/[^\s]*$/.test(to) && !/^https?:\/\/[^\s/]+/.test(to)) return { problem: `leads to "${to}", which is neither an address of the site nor a web address`, hint: 'write the new address from the host\'s root ("/docs/guides/setup"), or in full ("https://…")' };
  const names = paramsOf(from);
  const unknown = [...to.matchAll(/:([a-z_]\w*)/gi)].map((m) => m[1]).find((name) => !names.includes(name));
  if (unknown) return { problem: `leads to an address with ":${unknown}", which the old address does not name`, hint: unknown === 'splat' ? 'end the old address with "/*": its rest is ":splat"' : `name it in the old address too: "/docs/old/:${unknown}"` };
  if (to.includes('*') && !from.endsWith('*')) return { problem: `leads to an address with "*", which stands for the old address's final "*"`, hint: 'end the old address with "/*" too' };
  return undefined;
}

/**
 * The config's rules as the build keeps them: addresses of the site as its pages' are written ("/docs/guides", the base
 * URL with its slash), a "*" of the new address as ":splat".
 */
export function readRedirects(redirects: Record<string, string> | undefined, baseUrl: string): RedirectRule[] {
  // "/guides/index" is the folder's page, "/guides", as Mintlify writes it.
  const address = (url: string) => normalizeUrl(url.replace(/\/index$/, ''), baseUrl);
  return Object.entries(redirects ?? {}).map(([from, to]) => {
    const [toPath, hash] = to.split('#');
    const site = toPath.startsWith('/') ? address(toPath.replace(/\*$/, ':splat')) : toPath;
    return { from: address(from), to: site + (hash !== undefined ? `#${hash}` : '') };
  });
}

interface Compiled {
  rule: RedirectRule;
  pattern?: RegExp;
  names: string[];
}

const compiledRules = new WeakMap<readonly RedirectRule[], { exact: Map<string, RedirectRule>; patterns: Compiled[] }>();

function compile(rules: readonly RedirectRule[]) {
  let compiled = compiledRules.get(rules);
  if (!compiled) {
    compiled = { exact: new Map(), patterns: [] };
    for (const rule of rules) {
      if (!isPattern(rule.from)) {
        if (!compiled.exact.has(ruleAddress(rule.from))) compiled.exact.set(ruleAddress(rule.from), rule);
        continue;
      }
      const source = rule.from.split('/').map((segment, i, all) => {
        if (segment === '*' && i === all.length - 1) return null;
        return segment.startsWith(':') ? '([^/]+)' : escape(segment);
      });
      const rest = source[source.length - 1] === null;
      // "/docs/old/*" is "/docs/old" too, with nothing for ":splat".
      const body = (rest ? source.slice(0, -1) : source).join('/');
      compiled.patterns.push({ rule, names: paramsOf(rule.from), pattern: new RegExp(`^${body}${rest ? '(?:/(.*))?' : ''}/?$`) });
    }
    compiledRules.set(rules, compiled);
  }
  return compiled;
}

/** Where the first rule that matches a site path leads it (a site path, with its #hash if the rule gives one, or a web address); undefined when none does. */
export function redirectOf(rules: readonly RedirectRule[] | undefined, url: string): string | undefined {
  if (!rules?.length) return undefined;
  const { exact, patterns } = compile(rules);
  // With or without its final slash: "/zh/", a version's home, is "/zh".
  const rule = exact.get(ruleAddress(url));
  if (rule) return rule.to;
  for (const { rule, pattern, names } of patterns) {
    const m = pattern!.exec(url);
    if (!m) continue;
    const values = new Map(names.map((name, i) => [name, m[i + 1] ?? '']));
    return rule.to.replace(/:(\w+)/g, (whole, name: string) => (values.has(name) ? values.get(name)! : whole));
  }
  return undefined;
}

/** How many rules one address may pass through before its chain counts as endless. */
const MAX_HOPS = 10;

/**
 * Where an address of the site (with its #hash) leads in the end, through rules that lead to other rules' old addresses:
 * `to` an address of the site as its pages' are written (with its #hash) or a web address, and the addresses passed;
 * `circle` when the rules lead back to one already passed. Undefined when no rule has the address.
 */
export function followRedirects(rules: readonly RedirectRule[] | undefined, url: string, site: { baseUrl: string; isPage(url: string): boolean }): { to: string; via: string[]; circle?: boolean } | undefined {
  const via: string[] = [];
  let at = url;
  for (;;) {
    const [path] = at.split('#');
    if (via.length && (/^https?:/.test(at) || site.isPage(path))) return { to: at, via };
    const next = redirectOf(rules, path);
    if (next === undefined) return via.length ? { to: at, via } : undefined;
    if (via.includes(path) || via.length >= MAX_HOPS) return { to: at, via: [...via, path], circle: true };
    via.push(path);
    // The new address's #hash, else the old one's, as a browser keeps it through a redirect.
    const [nextPath, nextHash] = next.split('#');
    const hash = nextHash ?? at.split('#')[1];
    at = (/^https?:/.test(nextPath) ? nextPath : normalizeUrl(nextPath, site.baseUrl)) + (hash !== undefined ? `#${hash}` : '');
  }
}

/** An address as the rules hold old ones: without its final slash ("/zh/", a version's home, is "/zh"). */
export function ruleAddress(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, '') : url;
}

/** The page at an address in any of the versions' manifests, whichever way its final slash is written. */
export function pageAmong(manifests: readonly RouteManifest[], url: string): Route | undefined {
  for (const manifest of manifests) {
    const page = manifest.byUrl.get(url) ?? manifest.byUrl.get(`${url}/`);
    if (page) return page;
  }
  return undefined;
}

/** The `_redirects` file of Netlify and Cloudflare Pages: a line a rule, moved for good (301). */
export function redirectsFile(rules: readonly RedirectRule[]): string {
  return rules.map((r) => `${r.from} ${r.to} 301\n`).join('');
}

/** The rules of a `_redirects` file (docs serve reads the build's, as a host does). */
export function parseRedirectsFile(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const line of text.split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (from?.startsWith('/') && to) rules.push({ from, to });
  }
  return rules;
}

function paramsOf(from: string): string[] {
  const names = [...from.matchAll(/(?:^|\/):(\w+)/g)].map((m) => m[1]);
  return from.endsWith('*') ? [...names, 'splat'] : names;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
