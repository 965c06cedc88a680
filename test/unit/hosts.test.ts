import { describe, expect, it } from 'vitest';
import os from 'node:os';
import { hostName, isAllowedHost } from '../../src/dev/hosts.ts';

describe('the host names docs serve answers', () => {
  const loopback = { listen: '127.0.0.1', allowed: [] };

  it('reads the name of a Host header: lowercase, without port, brackets or trailing dot', () => {
    expect(['Docs.Test', 'docs.test:3000', 'docs.test.', 'DOCS.TEST.:80'].map(hostName)).toEqual(['docs.test', 'docs.test', 'docs.test', 'docs.test']);
    expect(['[::1]', '[::1]:3000', '[FE80::1]:8080'].map(hostName)).toEqual(['::1', '::1', 'fe80::1']);
  });

  it('answers the --host given when it is a name, and the machine\'s own name only when listening on every interface', () => {
    expect(isAllowedHost('devbox.lan:3000', { listen: 'devbox.lan', allowed: [] })).toBe(true);
    expect(isAllowedHost(os.hostname(), { listen: '0.0.0.0', allowed: [] })).toBe(true);
    expect(isAllowedHost(os.hostname().toUpperCase(), { listen: '::', allowed: [] })).toBe(true);
    expect(isAllowedHost(`not-${os.hostname()}`, { listen: '0.0.0.0', allowed: [] })).toBe(false);
    expect(isAllowedHost('devbox.lan', loopback)).toBe(false);
  });

  it('answers a request without Host (no browser sends one), and any host with allowedHosts: true', () => {
    expect(isAllowedHost(undefined, loopback)).toBe(true);
    expect(isAllowedHost('evil.example.com', { listen: '127.0.0.1', allowed: true })).toBe(true);
    expect(isAllowedHost('evil.example.com', loopback)).toBe(false);
  });
});
