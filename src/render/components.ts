// The React components that site.config.ts registers (components: { Name }),
// rendered at build time for the tags of a page: the tag's attributes are the
// props, its markdown content (already HTML) the children. Page jobs run on
// worker threads too: each imports the config's bundled code once, by its
// text, which the job context carries (functions cannot cross threads).
import type { ComponentType } from 'react';
import { sharedReact } from './shared-react.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component has props of its own
export type Components = Record<string, ComponentType<any>>;

/** What renders a page's components: their names, and the HTML of one. */
export interface ComponentRenderer {
  names: string[];
  render(name: string, props: Record<string, unknown>, children: string): { html: string; showsChildren: boolean };
}

// The launcher runs its bundle as a script, where import() is not available; it passes its own.
declare const __docsImport: ((url: string) => Promise<{ default?: unknown }>) | undefined;

/** The config's components by the text of its bundle: loaded once per thread. */
const loaded = new Map<string, Components>();

/** Runs a config's bundled code (ES module text) and returns its default export. */
export async function importConfigCode(code: string): Promise<unknown> {
  sharedReact(); // before the config's code reads React
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  const mod = await (typeof __docsImport === 'function' ? __docsImport(url) : import(url));
  return (mod as { default?: unknown }).default;
}

export function rememberComponents(code: string, components: Components): void {
  loaded.set(code, components);
}

/** A worker's copy of the components, imported from the config's code the first time. */
export async function loadComponents(code: string): Promise<void> {
  if (loaded.has(code)) return;
  const config = await importConfigCode(code) as { components?: Components } | undefined;
  loaded.set(code, config?.components ?? {});
}

/** The renderer of the components loaded from `code` (loadComponents or rememberComponents first). */
export function componentRenderer(code: string): ComponentRenderer {
  const components = loaded.get(code) ?? {};
  const react = sharedReact();
  const { createElement } = react('react') as typeof import('react');
  const { renderToStaticMarkup } = react('react-dom/server') as typeof import('react-dom/server');
  return {
    names: Object.keys(components),
    render(name, props, children) {
      // The children are HTML already: the component gets a token, which its output has replaced.
      const token = `docs-children-${Math.random().toString(36).slice(2)}`;
      const html = renderToStaticMarkup(createElement(components[name], children ? { ...props, children: token } : props));
      return { html: children ? html.split(token).join(children) : html, showsChildren: !children || html.includes(token) };
    },
  };
}
