// The generator's own folder, where templates/ and package.json live. The
// launcher (bin/bundle.js) moves the code into a bundle elsewhere and defines
// DOCS_PACKAGE_ROOT; run from source, this file's location tells.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

declare const DOCS_PACKAGE_ROOT: string | undefined;

export const PACKAGE_ROOT = typeof DOCS_PACKAGE_ROOT === 'string' ? DOCS_PACKAGE_ROOT : fileURLToPath(new URL('..', import.meta.url));

export function fromPackage(rel: string): string {
  return path.join(PACKAGE_ROOT, rel);
}
