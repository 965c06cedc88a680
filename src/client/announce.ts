// Short messages for screen readers, through the page's polite live region.
import { ID_ANNOUNCER } from '../shared/page-contract.ts';

export function announce(message: string): void {
  const region = document.getElementById(ID_ANNOUNCER);
  if (!region) return;
  // Cleared first, so that the same message twice is announced twice.
  region.textContent = '';
  setTimeout(() => { region.textContent = message; }, 50);
}
