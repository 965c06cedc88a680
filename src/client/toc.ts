// Marks, in "On this page", the section the reader is in: the last heading that
// has scrolled past the top of the window (below the navbar), or else the first
// one while it is on screen.
import { EVENT_SHOWN, ID_MAIN, ID_TOC } from '../shared/page-contract.ts';

export function startTocHighlight(): void {
  let scheduled = false;
  const update = () => {
    scheduled = false;
    const links = [...document.querySelectorAll<HTMLAnchorElement>(`#${ID_TOC} a[href^="#"]`)];
    const main = document.getElementById(ID_MAIN);
    if (!main || links.length === 0) return;
    const line = (document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0) + 24;
    const atBottom = innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
    let current: HTMLAnchorElement | undefined;
    for (const link of links) {
      const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      if (heading && (atBottom || heading.getBoundingClientRect().top <= line)) current = link;
    }
    const first = document.getElementById(decodeURIComponent(links[0].hash.slice(1)));
    if (!current && first && first.getBoundingClientRect().top < innerHeight) current = links[0];
    for (const link of links) {
      if (link === current) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(update);
  };
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule);
  addEventListener(EVENT_SHOWN, schedule);
  schedule();
}
