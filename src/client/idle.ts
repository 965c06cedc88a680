// Work that can wait until the browser is idle: a long page must not make a slow
// phone's first frames wait for what the reader needs only later.

interface Deadline { timeRemaining(): number }

/** Runs `work` when the browser is idle (within `timeoutMs` at the latest). */
export function whenIdle(work: (deadline: Deadline) => void, timeoutMs = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: timeoutMs });
  else setTimeout(() => work({ timeRemaining: () => 8 }), 200);
}

/**
 * Calls `each` on the items in idle periods, as many as fit in one before
 * yielding to the next, so that no item list, however long, makes a long task.
 * Returns a function that stops it.
 */
export function eachWhenIdle<T>(items: readonly T[], each: (item: T) => void): () => void {
  let next = 0;
  let stopped = false;
  const work = (deadline: Deadline) => {
    if (stopped) return;
    do each(items[next++]);
    while (next < items.length && deadline.timeRemaining() > 1);
    if (next < items.length) whenIdle(work);
  };
  if (items.length) whenIdle(work);
  return () => {
    stopped = true;
  };
}
