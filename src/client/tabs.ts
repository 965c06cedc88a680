// Tabs (WAI-ARIA tabs, automatic activation). Choosing a tab switches the
// groups it belongs with, and is remembered across pages:
// - code tabs (a group without data-group): every code-tab group on the page
//   that has that label, remembered under docs-code-tab;
// - a group with data-group="os" (<Tabs groupId="os">): every group of that
//   id, remembered under docs-code-tab.os;
// - a group with data-local (<Tabs> without groupId): that group only.
import { EVENT_SHOWN, KEY_CODE_TAB } from '../shared/page-contract.ts';

const TAB = '.tabs [role="tab"]';

/** Where a group's choice is kept: one key for code tabs, one per group id. */
const keyOf = (group: string | undefined) => (group === undefined ? KEY_CODE_TAB : `${KEY_CODE_TAB}.${group}`);

export function startTabs(): void {
  const applyStored = () => {
    const groups = new Set([...document.querySelectorAll<HTMLElement>('.tabs:not([data-local])')].map((g) => g.dataset.group));
    for (const group of groups) {
      const value = stored(keyOf(group));
      if (value) select(value, group);
    }
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
  const value = tab.dataset.tab!;
  const group = tab.closest<HTMLElement>('.tabs')!;
  // Other groups above may change height: keep the chosen tab where the reader sees it.
  const before = tab.getBoundingClientRect().top;
  if (group.hasAttribute('data-local')) show(group, value);
  else select(value, group.dataset.group);
  scrollBy(0, tab.getBoundingClientRect().top - before);
  if (group.hasAttribute('data-local')) return;
  try {
    localStorage.setItem(keyOf(group.dataset.group), value);
  } catch { /* storage off: the choice holds for this page */ }
}

/** Shows `value` in every group of `group` (code tabs: undefined) that has it. */
function select(value: string, group: string | undefined): void {
  for (const element of document.querySelectorAll<HTMLElement>('.tabs:not([data-local])')) {
    if (element.dataset.group === group) show(element, value);
  }
}

function show(group: Element, value: string): void {
  const tabs = [...group.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
  if (!tabs.some((tab) => tab.dataset.tab === value)) return;
  for (const tab of tabs) {
    const selected = tab.dataset.tab === value;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute('aria-controls')!);
    if (panel) panel.hidden = !selected;
  }
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
