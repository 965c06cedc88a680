// The rules of the config's redirects, as hosts that read _redirects apply them.
import { describe, expect, it } from 'vitest';
import { followRedirects, parseRedirectsFile, readRedirects, redirectOf, redirectsFile } from '../../src/routes/redirects.ts';

const rules = readRedirects({
  '/docs/old/': '/docs/new',
  '/docs/guides/index': '/docs/start/index#top',
  '/docs/v1/*': '/docs/:splat',
  '/docs/chat/*': '/docs/assistant/*',
  '/docs/users/:id/profile': '/docs/people/:id',
  '/docs/a': '/docs/b', '/docs/b': '/docs/c', '/docs/c': '/docs/a',
}, '/docs/');
const site = { baseUrl: '/docs/', isPage: (url: string) => ['/docs/new', '/docs/', '/docs/install', '/docs/start'].includes(url) };

describe('redirect rules', () => {
  it('are kept as the addresses of pages are written: no final slash, a folder\'s index its folder, "*" of the new address ":splat"', () => {
    expect(rules.slice(0, 4)).toEqual([
      { from: '/docs/old', to: '/docs/new' }, { from: '/docs/guides', to: '/docs/start#top' },
      { from: '/docs/v1/*', to: '/docs/:splat' }, { from: '/docs/chat/*', to: '/docs/assistant/:splat' },
    ]);
  });

  it('match an address exactly, a segment by ":name", and the rest by a final "*", which matches nothing too', () => {
    expect(redirectOf(rules, '/docs/old')).toBe('/docs/new');
    expect(redirectOf(rules, '/docs/v1/install/linux')).toBe('/docs/install/linux');
    expect(redirectOf(rules, '/docs/v1')).toBe('/docs/');
    expect(redirectOf(rules, '/docs/chat/x')).toBe('/docs/assistant/x');
    expect(redirectOf(rules, '/docs/users/ada/profile')).toBe('/docs/people/ada');
    expect(redirectOf(rules, '/docs/users/ada/b/profile')).toBeUndefined();
    expect(redirectOf(rules, '/docs/v10')).toBeUndefined();
  });

  it('are followed to where they lead in the end, a new address\'s #hash replacing an old one\'s, and a circle said as such', () => {
    expect(followRedirects(rules, '/docs/old#intro', site)).toEqual({ to: '/docs/new#intro', via: ['/docs/old'] });
    expect(followRedirects(rules, '/docs/guides#intro', site)).toEqual({ to: '/docs/start#top', via: ['/docs/guides'] });
    expect(followRedirects(rules, '/docs/v1', site)).toEqual({ to: '/docs/', via: ['/docs/v1'] });
    expect(followRedirects(rules, '/docs/a', site)).toEqual({ to: '/docs/a', via: ['/docs/a', '/docs/b', '/docs/c', '/docs/a'], circle: true });
    expect(followRedirects(rules, '/docs/new', site)).toBeUndefined();
  });

  it('are written as _redirects and read back from it', () => {
    expect(parseRedirectsFile(redirectsFile(rules))).toEqual(rules);
  });
});
