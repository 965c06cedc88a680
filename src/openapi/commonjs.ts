/**
 * What a CommonJS package exports, as `import x from 'package'` gives it: under the TypeScript loader the module
 * object (its export under `default`), in the launcher's bundle the export itself.
 */
export function commonJsExport<T>(module: unknown): T {
  return ((module as { default?: unknown }).default ?? module) as T;
}
