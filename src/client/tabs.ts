// Code tabs (WAI-ARIA tabs, automatic activation). Choosing a language switches
// every tab group on the page that has it, and is remembered across pages.
import { EVENT_SHOWN, KEY_CODE_TAB } from '../shared/page-contract.ts';

const TAB = '.tabs [role="tab"]';

export function startTabs(): void {
  const applyStored = () => {
    const label = stored();
    if (label) select(label);
  };
  applyStored();
  addEventListener(EVENT_SHOWN, applyStored);
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>(TAB);
    if (tab) choose(tab);
  });
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>(TAB);
    if (!tab) return;
    const tabs = [...tab.parentElement!.querySelectorAll<HTMLElement>('[role="tab"]')];
    const i = tabs.indexOf(tab);
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const to = tabs[(next + tabs.length) % tabs.length];
    choose(to);
    to.focus();
  });
}

function choose(tab: HTMLElement): void {
  const label = tab.dataset.tab!;
  // Other groups above may change height: keep the chosen tab where the reader sees it.
  const before = tab.getBoundingClientRect().top;
  select(label);
  scrollBy(0, tab.getBoundingClientRect().top - before);
  try {
    localStorage.setItem(KEY_CODE_TAB, label);
  } catch { /* storage off: the choice holds for this page */ }
}

function select(label: string): void {
  for (const group of document.querySelectorAll('.tabs')) {
    const tabs = [...group.querySelectorAll<HTMLElement>('[role="tab"]')];
    if (!tabs.some((tab) => tab.dataset.tab === label)) continue;
    for (const tab of tabs) {
      const selected = tab.dataset.tab === label;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls')!);
      if (panel) panel.hidden = !selected;
    }
  }
}

function stored(): string | null {
  try {
    return localStorage.getItem(KEY_CODE_TAB);
  } catch {
    return null;
  }
}
