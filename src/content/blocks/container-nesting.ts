// Which open container a closing ":::" line closes. Two tools read nesting
// differently, and pages are written for both:
//
// - Docusaurus: containers nest like block quotes; a line of colons closes the
//   innermost container opened with as many (an outer one may use more).
// - VitePress (markdown-it-container): a container ends at the first line of
//   at least its colons, whatever was opened inside it, which ends with it. So
//   writers leave an inner container unclosed:
//
//     ::: details Example        the one ":::" closes the details and
//     ::: code-group             the code group inside it
//     ...
//     :::
//
// The first rule reads the pages of both well, except that one, where it
// leaves a container open to the end of the page. So the page's markers are
// read with it first; a container it leaves open is "eager", closed by the
// first line of at least its colons after it, as markdown-it closes it, unless
// that leaves a closing line with nothing to close (then the writer meant the
// first rule, and the container stays unclosed, which is reported).
import type { Marker } from './container-markers.ts';

/** An open container (with its fence) or tag (without one), as the closing rule sees it. */
export interface Fenced {
  fence?: number;
  /** Closed by the first closing line of at least its colons (see above). */
  eager?: boolean;
}

/** Which open container a closing line of `size` colons closes: -1 for none. `eager`: some container of the page closes the eager way (else none is looked for). */
export function closedBy(stack: readonly Fenced[], size: number, eager = false): number {
  const first = eager ? stack.findIndex((open) => open.eager === true && open.fence! <= size) : -1;
  if (first !== -1) return first;
  const at = innermost(stack, (open) => open.fence === size);
  return at !== -1 ? at : innermost(stack, (open) => open.fence !== undefined && open.fence < size);
}

/** The index of the innermost open container or tag that `fits`, or -1. */
export function innermost<T>(stack: readonly T[], fits: (open: T) => boolean): number {
  for (let i = stack.length - 1; i >= 0; i--) if (fits(stack[i])) return i;
  return -1;
}

/** The containers to close the eager way, by the order of their opening lines among `markers` (0 for the first). */
export function eagerContainers(markers: readonly Marker[]): Set<number> {
  const first = simulate(markers, new Set());
  if (first.unclosed.size === 0) return first.unclosed;
  const second = simulate(markers, first.unclosed);
  return second.strays > first.strays ? new Set() : first.unclosed;
}

/** The opening and closing lines read with the eager set given: the containers left open, and the closing lines that closed nothing. */
function simulate(markers: readonly Marker[], eager: Set<number>): { unclosed: Set<number>; strays: number } {
  const stack: (Fenced & { ordinal: number })[] = [];
  let opened = 0;
  let strays = 0;
  for (const marker of markers) {
    if (marker.kind === 'open') {
      stack.push({ fence: marker.fence, eager: eager.has(opened), ordinal: opened });
      opened++;
    } else if (marker.kind === 'close') {
      const at = closedBy(stack, marker.fence, eager.size > 0);
      if (at === -1) strays++;
      else stack.length = at;
    }
  }
  return { unclosed: new Set(stack.map((open) => open.ordinal)), strays };
}
