// The navbar's menu button. On wide screens it hides and shows the sidebar (the
// choice persists). On narrow ones it opens the drawer, the navbar's links and
// the sidebar: a popover, which the browser opens from the button and closes on
// Escape or a tap outside by itself, so the drawer works without the runtime.
// The runtime keeps aria-expanded true, moves the focus into the drawer when it
// opens (to the page being read) and back to the button when it closes, and closes it when the focus
// leaves it (Tab past its last link) and when a navigation starts.
import { ATTR_SIDEBAR, ID_DRAWER, ID_SIDEBAR_TOGGLE, KEY_SIDEBAR } from '../shared/page-contract.ts';

/** Where the stylesheet makes the sidebar a drawer (templates/styles.css). */
const NARROW = '(max-width: 800px)';

export interface SidebarControl {
  /** Closes the drawer (a navigation started). */
  closeDrawer(): void;
}

export function startSidebar(): SidebarControl {
  const html = document.documentElement;
  const button = document.getElementById(ID_SIDEBAR_TOGGLE);
  const drawer = document.getElementById(ID_DRAWER);
  const narrow = matchMedia(NARROW);
  const isOpen = () => drawer?.matches(':popover-open') === true;
  const expanded = () => (narrow.matches ? isOpen() : html.getAttribute(ATTR_SIDEBAR) !== 'hidden');
  const sync = () => button?.setAttribute('aria-expanded', String(expanded()));
  const close = () => {
    if (isOpen()) drawer!.hidePopover();
  };

  button?.addEventListener('click', (event) => {
    if (narrow.matches) return; // the browser toggles the popover
    event.preventDefault(); // which a wide screen shows in place
    const hide = expanded();
    if (hide) html.setAttribute(ATTR_SIDEBAR, 'hidden');
    else html.removeAttribute(ATTR_SIDEBAR);
    try {
      localStorage.setItem(KEY_SIDEBAR, hide ? 'hidden' : 'shown');
    } catch {
      // Not persisted when storage is blocked.
    }
    sync();
  });
  // beforetoggle comes at once, toggle a task later (once the drawer can take the focus).
  drawer?.addEventListener('beforetoggle', (event) => {
    if (narrow.matches) button?.setAttribute('aria-expanded', String((event as ToggleEvent).newState === 'open'));
  });
  drawer?.addEventListener('toggle', () => {
    sync();
    const focus = document.activeElement;
    // Opened: on the page being read (the sidebar may be long), else on the first link.
    if (isOpen()) (drawer.querySelector<HTMLElement>('a[aria-current="page"]') ?? drawer.querySelector<HTMLElement>('a[href]'))?.focus();
    // Closed with the focus inside (or lost with it): back to the button.
    else if (!focus || focus === document.body || drawer.contains(focus)) button?.focus();
  });
  drawer?.addEventListener('focusout', (event) => {
    const to = event.relatedTarget as Node | null;
    if (to && !drawer.contains(to) && to !== button) close();
  });
  narrow.addEventListener?.('change', () => {
    close();
    sync();
  });
  sync();
  return { closeDrawer: close };
}
