// What does not fit a phone or a tablet, as a page sees it: run in the page
// with page.evaluate.

/**
 * What does not fit a narrow screen, as the page sees it: the page wider than
 * the window, elements that stick out of it and are not inside a scroll
 * container, and controls smaller than 44 × 44 px (links inside the text excepted).
 */
export function misfits(): string[] {
  const root = document.scrollingElement!;
  const width = root.clientWidth;
  const found: string[] = [];
  const name = (el: Element) => `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}> "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  const clipped = (el: Element) => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return true;
    return false;
  };
  if (root.scrollWidth > width) found.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${width} px`);
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right <= 0) continue; // not shown, or moved off screen on purpose (the skip link)
    if ((box.right > width + 0.5 || box.left < -0.5) && !clipped(el)) found.push(`sticks out (${Math.round(box.left)}..${Math.round(box.right)} px): ${name(el)}`);
    if (box.top + scrollY < -0.5 && !clipped(el)) found.push(`above the top of the page: ${name(el)}`);
  }
  const controls = document.querySelectorAll('a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex="-1"])');
  for (const el of controls) {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (box.width === 0 || box.right <= 0 || style.visibility === 'hidden' || el.matches(':disabled')) continue;
    if (el.closest('main') && el.tagName === 'A' && style.display === 'inline') continue; // a link in a sentence
    if (box.width < 43.5 || box.height < 43.5) found.push(`tap target ${Math.round(box.width)}×${Math.round(box.height)} px: ${name(el)}`);
  }
  return found;
}
