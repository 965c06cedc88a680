// The color mode switch: light by default, the system preference not followed;
// the choice persists (the head script applies it before the first paint).
import { ATTR_THEME, ID_THEME_TOGGLE, KEY_THEME } from '../shared/page-contract.ts';

export type Theme = 'light' | 'dark';

export function currentTheme(): Theme {
  return document.documentElement.getAttribute(ATTR_THEME) === 'dark' ? 'dark' : 'light';
}

export function setTheme(theme: Theme): void {
  document.documentElement.setAttribute(ATTR_THEME, theme);
  try {
    localStorage.setItem(KEY_THEME, theme);
  } catch {
    // Not persisted when storage is blocked; the page still switches.
  }
  label();
}

function label(): void {
  const button = document.getElementById(ID_THEME_TOGGLE);
  const next = currentTheme() === 'dark' ? 'light' : 'dark';
  button?.setAttribute('aria-label', `Switch to ${next} mode`);
  button?.setAttribute('title', `Switch to ${next} mode`);
}

export function startThemeSwitch(): void {
  label();
  document.getElementById(ID_THEME_TOGGLE)?.addEventListener('click', () => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'));
}
