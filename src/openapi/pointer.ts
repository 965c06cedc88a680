// JSON pointers: the places of an OpenAPI document's values ("#/paths/~1leases/get").

/** The tokens of a JSON pointer ("#/paths/~1leases" → ["paths", "/leases"]). */
export function pointerTokens(pointer: string): string[] {
  const bare = pointer.replace(/^#/, '');
  if (bare === '' || bare === '/') return bare === '/' ? [''] : [];
  return bare.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at the tokens of a pointer in `root`, and whether there is one (a value may be undefined, or null). */
export function valueAt(root: unknown, tokens: string[]): { found: boolean; value?: any } {
  let value: any = root;
  for (const token of tokens) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, token)) return { found: false };
    value = value[token];
  }
  return { found: true, value };
}
