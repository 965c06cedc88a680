// @vitest-environment happy-dom
// The parts of the browser runtime, one by one, in happy-dom.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPlainClick, linkRoute } from '../../src/client/links.ts';
import { startPrefetch } from '../../src/client/prefetch.ts';
import { fetchAheadAllowed } from '../../src/client/connection.ts';
import { createProgress } from '../../src/client/progress.ts';
import { forgetChunks, isChunkReady, loadChunk } from '../../src/client/chunks.ts';
import { CHUNK_VERSION } from '../../src/shared/chunk.ts';
import { currentTheme, setTheme, startThemeSwitch } from '../../src/client/theme.ts';
import { fittingBaseUrl } from '../../src/client/base-url.ts';
import { startCopyPage } from '../../src/client/copy-page.ts';
import { revealTarget, startRevealing } from '../../src/client/reveal.ts';

const source = { base: '/docs/', buildId: 'b1', csp: "default-src 'self'", timeoutMs: 1000 };
const chunk = (url: string) => JSON.stringify({ v: CHUNK_VERSION, buildId: 'b1', url, title: 'T', description: '', template: 'doc', main: '<h1>T</h1>', toc: '', versions: '', trail: [], csp: "default-src 'self'" });

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  for (const [k, v] of Object.entries(attributes)) a.setAttribute(k, v);
  document.body.append(a);
  return a;
}

beforeEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  forgetChunks();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('which links client-side navigation takes', () => {
  it('takes links to pages under the base URL', () => {
    expect(linkRoute(link('/docs/api/data'), '/docs/')).toBe('api/data');
    expect(linkRoute(link('/docs/'), '/docs/')).toBe('');
    expect(linkRoute(link(`${location.origin}/docs/api/`), '/docs/')).toBe('api');
  });

  it('leaves other origins, other paths, new windows, downloads and files to the browser', () => {
    expect(linkRoute(link('https://elsewhere.example/docs/api'), '/docs/')).toBeNull();
    expect(linkRoute(link('/blog/post'), '/docs/')).toBeNull();
    expect(linkRoute(link('/docs/api', { target: '_blank' }), '/docs/')).toBeNull();
    expect(linkRoute(link('/docs/api', { download: '' }), '/docs/')).toBeNull();
    expect(linkRoute(link('/docs/_/media/flow.1234567890.png'), '/docs/')).toBeNull();
    expect(linkRoute(link('/docs/files/openapi.yaml'), '/docs/')).toBeNull();
  });

  it('takes only plain clicks: main button, no modifier key, not handled already', () => {
    const click = (init: MouseEventInit) => new MouseEvent('click', { button: 0, cancelable: true, ...init });
    expect(isPlainClick(click({}))).toBe(true);
    for (const init of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }]) {
      expect(isPlainClick(click(init))).toBe(false);
    }
    const handled = click({});
    handled.preventDefault();
    expect(isPlainClick(handled)).toBe(false);
  });
});

describe('prefetch conditions', () => {
  it('is skipped with the data saver on or on 2g, allowed otherwise', () => {
    expect(fetchAheadAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(fetchAheadAllowed({ effectiveType: '2g' })).toBe(false);
    expect(fetchAheadAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(fetchAheadAllowed({ effectiveType: '3g' })).toBe(true);
    expect(fetchAheadAllowed(undefined)).toBe(true);
  });

  it('fetches a hovered link\'s chunk once, however often it is hovered', async () => {
    const fetch = vi.fn(async (url: string) => new Response(chunk(url)));
    vi.stubGlobal('fetch', fetch);
    startPrefetch(source);
    const a = link('/docs/api/data');
    a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    a.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe('/docs/_/chunks/api~data.json');
    await vi.waitFor(() => expect(isChunkReady('api/data')).toBe(true));
  });
});

describe('the progress bar', () => {
  it('shows only when the load is still running after the delay, and goes when it ends', () => {
    vi.useFakeTimers();
    const progress = createProgress(1000);
    progress.start();
    vi.advanceTimersByTime(999);
    expect(document.querySelector('[role=progressbar]')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelector('[role=progressbar]')).not.toBeNull();
    progress.done();
    expect(document.querySelector('[role=progressbar]')).toBeNull();
  });

  it('never shows for a load that ends before the delay', () => {
    vi.useFakeTimers();
    const progress = createProgress(1000);
    progress.start();
    vi.advanceTimersByTime(500);
    progress.done();
    vi.advanceTimersByTime(2000);
    expect(document.querySelector('[role=progressbar]')).toBeNull();
  });
});

describe('loading chunks', () => {
  it('forgets a failure, so that Retry fetches again and succeeds', async () => {
    let up = false;
    const fetch = vi.fn(async (url: string) => {
      if (!up) throw new TypeError('Failed to fetch');
      return new Response(chunk(url));
    });
    vi.stubGlobal('fetch', fetch);
    expect(await loadChunk('api/data', source)).toEqual({ kind: 'failed', reason: 'The network is unreachable.' });
    up = true;
    expect((await loadChunk('api/data', source)).kind).toBe('page');
    expect(await loadChunk('api/data', source)).toMatchObject({ kind: 'page' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('tells failures worth a retry from chunks that need a full load', async () => {
    const respond = (body: string, status = 200) => vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status })));
    respond('busy', 503);
    expect((await loadChunk('a', source)).kind).toBe('failed');
    respond('{not json');
    expect(await loadChunk('b', source)).toEqual({ kind: 'reload' });
    respond(chunk('/docs/c').replace('"b1"', '"b0"'));
    expect(await loadChunk('c', source)).toEqual({ kind: 'reload' });
    // A page with a policy of its own (it shows a video of another site): the open page's policy cannot change.
    respond(chunk('/docs/d').replace(`"default-src 'self'"`, `"default-src 'self'; frame-src 'self' https://video.example"`));
    expect(await loadChunk('d', source)).toEqual({ kind: 'reload' });
  });

  it('tells a missing page from a chunk gone after a redeploy, by asking for the page itself', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => (init?.method === 'HEAD' && url === '/docs/api/data'
      ? new Response(null, { status: 200 })
      : new Response('', { status: 404 })));
    vi.stubGlobal('fetch', fetch);
    expect(await loadChunk('nope', source)).toEqual({ kind: 'missing' });
    expect(await loadChunk('api/data', source)).toEqual({ kind: 'reload' });
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'GET /docs/_/chunks/nope.json', 'HEAD /docs/nope', 'GET /docs/_/chunks/api~data.json', 'HEAD /docs/api/data',
    ]);
  });

  it('gives up after the time-out', async () => {
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })));
    expect(await loadChunk('slow', { ...source, timeoutMs: 20 })).toEqual({ kind: 'failed', reason: 'The page took too long to load.' });
  });
});

describe('color mode', () => {
  it('switches, says what the button will do, and persists', () => {
    document.body.innerHTML = '<button id="theme-toggle"></button>';
    document.documentElement.setAttribute('data-theme', 'light');
    startThemeSwitch();
    const button = document.getElementById('theme-toggle')!;
    expect(button.getAttribute('aria-label')).toBe('Switch to dark mode');
    button.click();
    expect(currentTheme()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(button.getAttribute('aria-label')).toBe('Switch to light mode');
    setTheme('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('is applied by the head script from storage, before anything else runs', async () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('docs-sidebar', 'hidden');
    document.documentElement.setAttribute('data-theme', 'light');
    vi.resetModules();
    await import('../../src/client/head.ts');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-sidebar')).toBe('hidden');
    expect(document.documentElement.hasAttribute('data-js')).toBe(true);
  });
});

describe('base URL detection', () => {
  it('accepts addresses under the base URL', () => {
    expect(fittingBaseUrl('/docs/', '/docs/', '')).toBeNull();
    expect(fittingBaseUrl('/docs', '/docs/', '')).toBeNull();
    expect(fittingBaseUrl('/docs/api/reference/auth', '/docs/', 'api/reference/auth')).toBeNull();
  });

  it('suggests the base URL that fits the address', () => {
    expect(fittingBaseUrl('/api/reference/auth', '/docs/', 'api/reference/auth')).toBe('/');
    expect(fittingBaseUrl('/api/reference/auth/', '/docs/', 'api/reference/auth')).toBe('/');
    expect(fittingBaseUrl('/site/docs/api/index.html', '/docs/', 'api')).toBe('/site/docs/');
    expect(fittingBaseUrl('/', '/docs/', '')).toBe('/');
    expect(fittingBaseUrl('/documentation/', '/docs/', '')).toBe('/documentation/');
  });
});

describe('versions', () => {
  it('remember the version of the page being read', async () => {
    const { rememberVersion } = await import('../../src/client/versions.ts');
    document.documentElement.setAttribute('data-version', 'v1');
    rememberVersion();
    expect(localStorage.getItem('docs-preferred-version-default')).toBe('v1');
  });

  it('leave links into another version to a full load', () => {
    expect(linkRoute(link('/docs/v1/api/auth', { 'data-full-load': '' }), '/docs/')).toBeNull();
  });
});

describe('Copy page', () => {
  it('copies the fetched markdown with writeText where the browser has no ClipboardItem', async () => {
    const written: string[] = [];
    const fetched: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (fetched.push(url), new Response('# Page\n'))));
    vi.stubGlobal('ClipboardItem', undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText: async (text: string) => void written.push(text) } });
    document.body.innerHTML = '<div class="page-actions"><button type="button" class="copy-page">Copy page</button><a class="view-markdown" href="/docs/x.md">View as Markdown</a></div><div id="announcer"></div>';
    startCopyPage();
    document.querySelector('button')!.click();
    await vi.waitFor(() => expect(written).toEqual(['# Page\n']));
    expect(fetched).toEqual([`${location.origin}/docs/x.md`]);
    expect(document.querySelector('button')!.textContent).toBe('Copied');
  });
});

describe('the target of an address inside closed <details>', () => {
  // happy-dom, as a browser that opens nothing for a fragment.
  const schemas = () => {
    document.body.innerHTML = `<details id="outer"><summary>3 properties of data</summary><ul><li>
      <details id="inner"><summary>2 properties of source</summary><ul><li id="schema-source">source</li></ul></details>
      </li></ul></details><details id="other"><summary>Other</summary><p id="plain">p</p></details>`;
    return ['outer', 'inner', 'other'].map((id) => document.getElementById(id) as HTMLDetailsElement);
  };

  it('is found with every closed <details> around it opened, and no other', () => {
    const [outer, inner, other] = schemas();
    expect(revealTarget('#schema-source')).toEqual({ target: document.getElementById('schema-source'), opened: true });
    expect([outer.open, inner.open, other.open]).toEqual([true, true, false]);
    // Open already: nothing to open, and no scroll is needed.
    expect(revealTarget('#schema-source').opened).toBe(false);
    expect(revealTarget('#nowhere')).toEqual({ target: null, opened: false });
    expect(revealTarget('')).toEqual({ target: null, opened: false });
    // A fragment that is no percent-encoding is read as written, and breaks nothing.
    document.getElementById('plain')!.id = '100%';
    expect(revealTarget('#100%')).toEqual({ target: document.getElementById('100%'), opened: true });
    expect(other.open).toBe(true);
  });

  it('is opened and scrolled to when the fragment changes', () => {
    const [outer, inner] = schemas();
    startRevealing();
    const scrolled = vi.fn();
    document.getElementById('schema-source')!.scrollIntoView = scrolled;
    location.hash = '#schema-source';
    dispatchEvent(new HashChangeEvent('hashchange'));
    expect([outer.open, inner.open]).toEqual([true, true]);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
