// How the build keeps what it worked out from objects that a rebuild reuses
// (docs serve keeps pages, routes and manifests that did not change as the same
// objects): the value is made again only when one of the things it was made
// from is not the same as the last time. Keyed weakly: what a rebuild drops is
// forgotten with it.
export class Remembered<K extends object, V> {
  readonly #last = new WeakMap<K, { from: readonly unknown[]; value: V }>();

  /** The value for `key`, made from `from`: remembered while every part of `from` is the same (===). */
  get(key: K, from: readonly unknown[], make: () => V): V {
    const known = this.#last.get(key);
    if (known && sameParts(known.from, from)) return known.value;
    const value = make();
    this.#last.set(key, { from, value });
    return value;
  }
}

/** True when both lists hold the same things (===) in the same order. */
export function sameParts(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((part, i) => part === b[i]);
}
