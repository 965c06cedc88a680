// The sidebar button: on wide screens it hides and shows the sidebar (the choice
// persists); on narrow screens the sidebar is a drawer that it opens and closes.
import { ATTR_DRAWER, ATTR_SIDEBAR, ID_SIDEBAR_TOGGLE, KEY_SIDEBAR } from '../shared/page-contract.ts';

const NARROW = '(max-width: 800px)';

export interface SidebarControl {
  /** Closes the drawer (after a navigation). */
  closeDrawer(): void;
}

export function startSidebar(): SidebarControl {
  const html = document.documentElement;
  const button = document.getElementById(ID_SIDEBAR_TOGGLE);
  const narrow = () => matchMedia(NARROW).matches;
  const expanded = () => (narrow() ? html.hasAttribute(ATTR_DRAWER) : html.getAttribute(ATTR_SIDEBAR) !== 'hidden');
  const sync = () => button?.setAttribute('aria-expanded', String(expanded()));

  button?.addEventListener('click', () => {
    if (narrow()) {
      html.toggleAttribute(ATTR_DRAWER);
    } else {
      const hide = expanded();
      if (hide) html.setAttribute(ATTR_SIDEBAR, 'hidden');
      else html.removeAttribute(ATTR_SIDEBAR);
      try {
        localStorage.setItem(KEY_SIDEBAR, hide ? 'hidden' : 'shown');
      } catch {
        // Not persisted when storage is blocked.
      }
    }
    sync();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && html.hasAttribute(ATTR_DRAWER)) {
      html.removeAttribute(ATTR_DRAWER);
      sync();
      button?.focus();
    }
  });
  matchMedia(NARROW).addEventListener?.('change', sync);
  sync();
  return {
    closeDrawer() {
      html.removeAttribute(ATTR_DRAWER);
      sync();
    },
  };
}
