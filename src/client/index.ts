// The browser runtime: enhances the server-rendered page. Every page works
// without it; with it, navigation inside the site is instant. What it does at
// once is small (listeners, the state of a few buttons); what the reader needs
// only later (marking the section being read, watching links to fetch ahead,
// the full sidebar) waits for idle time, so that a long page's first frames do not wait for it
// on a slow phone.
import { ATTR_ANALYTICS, ATTR_BASE, ATTR_PROGRESS_DELAY } from '../shared/page-contract.ts';
import { forgetChunks } from './chunks.ts';
import { startAnalytics } from './analytics.ts';
import { startCopy } from './copy.ts';
import { startCopyPage } from './copy-page.ts';
import { createProgress } from './progress.ts';
import { startPrefetch } from './prefetch.ts';
import { startRouter } from './router.ts';
import { startRevealing } from './reveal.ts';
import { startSearchButton } from './search-button.ts';
import { startSidebar } from './sidebar.ts';
import { startFullSidebar } from './full-sidebar.ts';
import { startTabs } from './tabs.ts';
import { startThemeSwitch } from './theme.ts';
import { startTocHighlight } from './toc.ts';
import { rememberVersion } from './versions.ts';
import { whenIdle } from './idle.ts';
import { policyOnScreen } from './show.ts';

const html = document.documentElement;
const source = {
  base: html.getAttribute(ATTR_BASE)!,
  buildId: document.querySelector('meta[name=docs-build]')!.getAttribute('content')!,
  csp: policyOnScreen(),
  timeoutMs: 15_000,
};

const analyticsKey = html.getAttribute(ATTR_ANALYTICS);
const pageView = analyticsKey ? startAnalytics(analyticsKey) : () => {};
startThemeSwitch();
startCopy();
startCopyPage();
startTabs();
startRevealing();
startSearchButton(source);
// docs serve says when pages changed: chunks fetched ahead may be out of date.
addEventListener('docs:stale', forgetChunks);
const sidebar = startSidebar();
startFullSidebar();
const prefetcher = startPrefetch(source);
startRouter({
  source,
  progress: createProgress(Number(html.getAttribute(ATTR_PROGRESS_DELAY) ?? 1000)),
  onNavigate: () => sidebar.closeDrawer(),
  onPage: () => {
    prefetcher.watch(document);
    pageView();
  },
});
whenIdle(() => {
  startTocHighlight();
  prefetcher.watch(document);
  rememberVersion();
});
