// Small DOM helpers the runtime and the search dialog share.

/** Builds an element with attributes and children: the runtime's views and the search dialog make their markup this way. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.append(...children);
  return el;
}

/** The id a fragment names (without its "#"): percent-decoded, or as written where it is no percent-encoding ("100%"). */
export function idOfFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
