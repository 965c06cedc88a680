// The one React that the components of site.config.ts import and are rendered
// with, in this thread. The launcher bundles the generator in several files
// (bin/bundle.js), each with its own copy of React, and a component's hooks
// work only under the copy that renders it: so the config's bundle gets React
// from here (config.ts makes its imports of "react" read this), and so does
// the code that renders the components (components.ts). The first copy to ask
// serves every later one.
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as DomServer from 'react-dom/server';

const KEY = Symbol.for('docs.shared-react');

/** The modules a config's bundle may import from React, by name. */
export const REACT_MODULES = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/server'];

type Host = (name: string) => unknown;

export function sharedReact(): Host {
  const global = globalThis as { [KEY]?: Host };
  return (global[KEY] ??= (name) => ({
    react: React,
    'react/jsx-runtime': JsxRuntime,
    'react/jsx-dev-runtime': JsxRuntime,
    'react-dom': DomServer,
    'react-dom/server': DomServer,
  } as Record<string, unknown>)[name]);
}

/** What the config's bundle reads for `import … from "<name>"` (an esbuild module of its own). */
export function sharedReactModule(name: string): string {
  return `module.exports = globalThis[Symbol.for('docs.shared-react')](${JSON.stringify(name)});`;
}
