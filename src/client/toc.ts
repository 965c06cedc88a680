// Marks, in "On this page", the section the reader is in: the last heading that
// has scrolled past the top of the window (below the navbar), or else the first
// one while it is on screen. Nothing is done while the stylesheet hides the table
// of contents (narrow windows), and a page's headings are looked up once.
import { EVENT_SHOWN, ID_MAIN, ID_TOC } from '../shared/page-contract.ts';
import { idOfFragment } from './dom.ts';

/** Where templates/styles.css hides the table of contents. */
const HIDDEN = '(max-width: 1100px)';

export function startTocHighlight(): void {
  const hidden = matchMedia(HIDDEN);
  let entries: { link: HTMLAnchorElement; heading: HTMLElement | null }[] | undefined;
  let scheduled = false;
  const update = () => {
    scheduled = false;
    entries ??= [...document.querySelectorAll<HTMLAnchorElement>(`#${ID_TOC} a[href^="#"]`)]
      .map((link) => ({ link, heading: document.getElementById(idOfFragment(link.hash.slice(1))) }));
    if (!document.getElementById(ID_MAIN) || entries.length === 0) return;
    const line = (document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0) + 24;
    const atBottom = innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
    let current: HTMLAnchorElement | undefined;
    for (const { link, heading } of entries) {
      if (heading && (atBottom || heading.getBoundingClientRect().top <= line)) current = link;
    }
    const first = entries[0];
    if (!current && first.heading && first.heading.getBoundingClientRect().top < innerHeight) current = first.link;
    for (const { link } of entries) {
      if (link === current) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  };
  const schedule = () => {
    if (scheduled || hidden.matches) return;
    scheduled = true;
    requestAnimationFrame(update);
  };
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule);
  addEventListener(EVENT_SHOWN, () => {
    entries = undefined;
    schedule();
  });
  hidden.addEventListener?.('change', schedule);
  schedule();
}
