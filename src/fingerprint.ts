// Which generator wrote a cache: results kept on disk are used only by the same code.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { hash } from './hash.ts';
import { fromPackage } from './package-root.ts';

let fingerprint: string | undefined;

/**
 * The generator's code, which decides what the cache holds (a page's expansion, its markdown
 * result), and the installed packages. A cache written by any other is ignored.
 */
export function generatorFingerprint(): string {
  if (fingerprint) return fingerprint;
  const files = readdirSync(fromPackage('src'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort();
  const parts = files.map((f) => readFileSync(f, 'utf8'));
  for (const lock of ['package-lock.json', 'package.json']) {
    try {
      parts.push(readFileSync(fromPackage(lock), 'utf8'));
    } catch {
      // Installed without a lock file: the package versions come from package.json.
    }
  }
  return (fingerprint = hash(...parts));
}
