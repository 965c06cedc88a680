// What the content area shows while a page loads, and when it failed to.

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

function element(tag: string, attributes: Record<string, string>, ...children: (Node | string)[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.append(...children);
  return el;
}
