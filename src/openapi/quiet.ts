// The packages that read OpenAPI documents for us write to the console of their
// own accord: the sampler warns of an allOf whose schemas have different types
// even when told to be quiet, and Swagger 2.0's converter prints the stack of
// whatever stopped it before it rejects. Those lines name no file and land in the
// middle of the build's report, which says what is wrong in its own words.

/**
 * Runs `run` with console.warn silenced, until the promise it returns (if any) settles and the event loop turns: the
 * converter rejects as soon as it finds a value it cannot read, and its own chain goes on a few steps after that,
 * to print the stack of the next one.
 */
export function quietly<T>(run: () => T): T {
  const warn = console.warn;
  console.warn = () => {};
  let result: T;
  try {
    result = run();
  } catch (err) {
    console.warn = warn;
    throw err;
  }
  if (result instanceof Promise) return result.finally(() => new Promise((turned) => setImmediate(turned)).then(() => (console.warn = warn))) as T;
  console.warn = warn;
  return result;
}
