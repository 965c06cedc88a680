// Which Host headers docs serve answers. A page on another site can point a
// name it controls at 127.0.0.1 (DNS rebinding) and then read the writer's
// unpublished docs through the browser; the Host header is the one thing the
// attacker cannot set, since it is their own name. So the server answers only
// names that are the machine's own, and the ones the config allows.
import net from 'node:net';
import os from 'node:os';

export interface HostRule {
  /** The --host the server listens on. */
  listen: string;
  /** The config's allowedHosts: names ("docs.test"), ".example.test" for it and every subdomain, or true for any. */
  allowed: readonly string[] | true;
}

/** The name a Host header (or an Origin's host) names: lowercase, without port, brackets or a trailing dot. */
export function hostName(header: string): string {
  const host = header.trim().toLowerCase();
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']') === -1 ? undefined : host.indexOf(']')) : host.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

/**
 * True when a request with this Host header may be answered. An IP literal
 * always may: rebinding needs a name, and a browser sends an address as Host
 * only to that address. So do localhost and its subdomains (browsers resolve
 * them to the loopback address themselves), the --host given, the machine's
 * own name when listening on every interface, and the allowed names.
 * A request without Host comes from no browser (HTTP/1.0 tools), so it is answered.
 */
export function isAllowedHost(header: string | undefined, rule: HostRule): boolean {
  if (header === undefined || rule.allowed === true) return true;
  const name = hostName(header);
  if (net.isIP(name) || name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === hostName(rule.listen)) return true;
  if ((rule.listen === '0.0.0.0' || rule.listen === '::') && name === os.hostname().toLowerCase()) return true;
  return rule.allowed.some((allowed) => {
    const entry = hostName(allowed);
    return entry.startsWith('.') ? name === entry.slice(1) || name.endsWith(entry) : name === entry;
  });
}

/** The answer to a request from a host that is not allowed: what happened and the setting that allows it. */
export function blockedHostMessage(header: string): string {
  const name = hostName(header);
  return `Blocked request: this server does not answer the host "${name}".\n`
    + `docs serve answers only localhost, IP addresses, its --host and the names in allowedHosts, so that no other site can read your docs through your browser (DNS rebinding).\n`
    + `To allow this host, add it to site.config.ts: allowedHosts: [${JSON.stringify(name)}]\n`;
}
