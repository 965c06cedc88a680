// Shared statistics for the benchmarks. Median rather than mean: one slow run
// (a GC pause, a busy disk) should not move the reported number.

/** Median of `values`; NaN when empty. Does not modify its argument. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
