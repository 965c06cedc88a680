// What the content area shows while a page loads, and when it failed to.
import { element } from './dom.ts';

export function showSpinner(main: HTMLElement): void {
  main.replaceChildren(element('div', { class: 'docs-loading', role: 'status', 'aria-label': 'Loading' }, element('span', { class: 'docs-spinner' })));
}

export function showError(main: HTMLElement, reason: string, retry: () => void): void {
  const button = element('button', { type: 'button', class: 'docs-retry' }, 'Retry');
  button.addEventListener('click', retry);
  main.replaceChildren(element('div', { class: 'docs-error', role: 'alert' },
    element('h1', {}, 'This page could not be loaded'),
    element('p', {}, `${reason} Check your connection, then try again.`),
    button,
  ));
  button.focus();
}
