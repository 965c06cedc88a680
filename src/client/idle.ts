// Work that can wait until the browser is idle: a long page must not make a slow
// phone's first frames wait for what the reader needs only later.

interface Deadline { timeRemaining(): number }

/** Runs `work` when the browser is idle (within `timeoutMs` at the latest). */
export function whenIdle(work: (deadline: Deadline) => void, timeoutMs = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: timeoutMs });
  else setTimeout(() => work({ timeRemaining: () => 8 }), 200);
}

/**
 * The most one slice of idle work takes: an idle period may offer up to 50 ms,
 * and input that arrives meanwhile waits for the slice to end.
 */
const SLICE_MS = 4;

/**
 * Calls `each` on the items in idle periods, a slice of at most SLICE_MS at a
 * time, so that no item list, however long, makes a long task.
 * Returns a function that stops it.
 */
export function eachWhenIdle<T>(items: readonly T[], each: (item: T) => void): () => void {
  let next = 0;
  let stopped = false;
  const work = (deadline: Deadline) => {
    if (stopped) return;
    const end = performance.now() + SLICE_MS;
    do each(items[next++]);
    while (next < items.length && deadline.timeRemaining() > 1 && performance.now() < end);
    if (next < items.length) whenIdle(work);
  };
  if (items.length) whenIdle(work);
  return () => {
    stopped = true;
  };
}
