// Whether the reader's connection lets the runtime fetch what it may need later
// (chunks of links in view or under the pointer, the full sidebar): not with the
// data saver on, nor on a 2g connection (effectiveType "2g" or "slow-2g"), as
// Docusaurus does. What the reader asks for (a navigation) is always fetched.

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function fetchAheadAllowed(connection: NetworkInformation | undefined = (navigator as { connection?: NetworkInformation }).connection): boolean {
  return !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '');
}
