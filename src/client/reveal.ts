// An address's #fragment may name an element inside closed <details> (a
// schema's properties on an API page: "The same schema as Lease, above" links
// to where it is shown). Chromium opens those for the fragment it scrolls to;
// a browser that does not would leave the reader at a closed summary. The
// runtime opens them and brings the element into view: on a page loaded with a
// fragment, on a link to one on the same page, and after client-side navigation.
import { idOfFragment } from './dom.ts';

/** The element `hash` names ("#schema-lease"), with every closed <details> around it opened; null when there is none. */
export function revealTarget(hash: string): { target: HTMLElement | null; opened: boolean } {
  const target = hash.length > 1 ? document.getElementById(idOfFragment(hash.slice(1))) : null;
  let opened = false;
  for (let details = target?.parentElement?.closest('details'); details; details = details.parentElement?.closest('details')) {
    if (!details.open) (details.open = true), (opened = true);
  }
  return { target, opened };
}

/** Opens what hides the address's target now and whenever the fragment changes, and scrolls to it where it was hidden. */
export function startRevealing(): void {
  const reveal = () => {
    const { target, opened } = revealTarget(location.hash);
    if (opened) target!.scrollIntoView();
  };
  reveal();
  addEventListener('hashchange', reveal);
}

