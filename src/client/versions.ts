// The documentation version the reader is reading persists in localStorage
// (with one version too), under the key Docusaurus uses for the same purpose.
import { ATTR_VERSION, KEY_VERSION } from '../shared/page-contract.ts';

export function rememberVersion(): void {
  const version = document.documentElement.getAttribute(ATTR_VERSION);
  if (!version) return;
  try {
    localStorage.setItem(KEY_VERSION, version);
  } catch {
    // Not persisted when storage is blocked.
  }
}
