// @vitest-environment happy-dom
// The full sidebar in happy-dom: loaded at idle time, except when the reader
// saves data (data saver, 2g), where the sidebar the page carried stays until
// a client-side navigation needs the tree.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFullSidebar } from '../../src/client/full-sidebar.ts';
import { ATTR_BASE, ATTR_SIDEBAR_ROOT, EVENT_SHOWN, ID_SIDEBAR } from '../../src/shared/page-contract.ts';
import { SIDEBAR_VERSION } from '../../src/shared/sidebar.ts';

const root = { v: SIDEBAR_VERSION, items: [{ label: 'Intro', url: '/docs/intro' }, { label: 'Data', url: '/docs/data' }, { label: 'Errors', url: '/docs/errors' }] };

/** The sidebar a page carries: its window of links. */
function carriedSidebar(): HTMLElement {
  document.documentElement.setAttribute(ATTR_BASE, '/docs/');
  document.body.innerHTML = `<nav id="${ID_SIDEBAR}" data-trail="[]"><ul><li><a href="/docs/intro" aria-current="page">Intro</a></li><li><a href="/docs/data">Data</a></li><li><a href="/docs/more">… and 40 more</a></li></ul></nav>`;
  return document.getElementById(ID_SIDEBAR)!;
}

function connection(value: object | undefined): void {
  Object.defineProperty(navigator, 'connection', { value, configurable: true });
}

let fetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState(null, '', '/docs/intro');
  fetch = vi.fn(async () => new Response(JSON.stringify(root)));
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('requestIdleCallback', undefined);
});
afterEach(() => {
  connection(undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the full sidebar', () => {
  it('is loaded at idle time and replaces the sidebar the page carried', async () => {
    const nav = carriedSidebar();
    startFullSidebar();
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetch.mock.calls.map((call) => call[0])).toEqual(['/docs/_/sidebar.json']);
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Intro', 'Data', 'Errors']);
  });

  for (const [name, value] of [['the data saver is on', { saveData: true, effectiveType: '4g' }], ['the connection is slow-2g', { effectiveType: 'slow-2g' }], ['the connection is 2g', { effectiveType: '2g' }]] as const) {
    it(`is not fetched ahead when ${name}: the carried sidebar stays until a client-side navigation`, async () => {
      connection(value);
      const nav = carriedSidebar();
      startFullSidebar();
      await vi.advanceTimersByTimeAsync(3000);
      expect(fetch).not.toHaveBeenCalled();
      expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Intro', 'Data', '… and 40 more']);
      expect([...nav.querySelectorAll('[aria-current]')].map((a) => a.textContent)).toEqual(['Intro']);
      // The carried sidebar does not show where a navigation leads: the tree is needed then.
      history.pushState(null, '', '/docs/errors');
      dispatchEvent(new Event(EVENT_SHOWN));
      await vi.advanceTimersByTimeAsync(100);
      expect(fetch.mock.calls.map((call) => call[0])).toEqual(['/docs/_/sidebar.json']);
      expect([...nav.querySelectorAll('[aria-current]')].map((a) => a.textContent)).toEqual(['Errors']);
    });
  }

  it('lists a category open on every page, and on the page\'s trail, once', async () => {
    const tree = { v: SIDEBAR_VERSION, items: [{ label: 'Plugins', url: '/docs/plugins/a', key: 'sidebar[1]', file: 'p.json', open: 1 }] };
    const plugins = { v: SIDEBAR_VERSION, items: [{ label: 'A', url: '/docs/plugins/a' }, { label: 'B', url: '/docs/plugins/b' }] };
    fetch.mockImplementation(async (url: string) => new Response(JSON.stringify(url.endsWith('p.json') ? plugins : tree)));
    history.replaceState(null, '', '/docs/plugins/a');
    const nav = carriedSidebar();
    nav.setAttribute('data-trail', '["sidebar[1]"]');
    startFullSidebar();
    await vi.advanceTimersByTimeAsync(3000);
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Plugins', 'A', 'B']);
    expect(fetch.mock.calls.filter((call) => String(call[0]).endsWith('p.json'))).toHaveLength(1);
  });

  it('loads the tree of the sidebar a page shows, when the site has several, and swaps it on a navigation to a page of another', async () => {
    const api = { v: SIDEBAR_VERSION, items: [{ label: 'Gears API', url: '/docs/api/gears' }] };
    fetch.mockImplementation(async (url: string) => new Response(JSON.stringify(url.endsWith('sidebar-1.json') ? api : root)));
    const nav = carriedSidebar();
    startFullSidebar();
    await vi.advanceTimersByTimeAsync(3000);
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Intro', 'Data', 'Errors']);
    // What show.ts does with the chunk of a page of the second sidebar.
    history.pushState(null, '', '/docs/api/gears');
    nav.setAttribute(ATTR_SIDEBAR_ROOT, '1');
    dispatchEvent(new Event(EVENT_SHOWN));
    await vi.advanceTimersByTimeAsync(100);
    expect(fetch.mock.calls.map((call) => call[0])).toEqual(['/docs/_/sidebar.json', '/docs/_/sidebar-1.json']);
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Gears API']);
    expect([...nav.querySelectorAll('[aria-current]')].map((a) => a.textContent)).toEqual(['Gears API']);
    // And back: the first tree, from the cache of files.
    history.pushState(null, '', '/docs/data');
    nav.removeAttribute(ATTR_SIDEBAR_ROOT);
    dispatchEvent(new Event(EVENT_SHOWN));
    await vi.advanceTimersByTimeAsync(100);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect([...nav.querySelectorAll('[aria-current]')].map((a) => a.textContent)).toEqual(['Data']);
  });
});
