// JSON pointers: the places of an OpenAPI document's values ("#/paths/~1leases/get").

/** The tokens of a JSON pointer ("#/paths/~1leases" → ["paths", "/leases"]). */
export function pointerTokens(pointer: string): string[] {
  const bare = pointer.replace(/^#/, '');
  if (bare === '' || bare === '/') return bare === '/' ? [''] : [];
  return bare.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A JSON pointer of tokens (["paths", "/leases"] → "/paths/~1leases"). */
export function pointerOf(tokens: readonly string[]): string {
  let pointer = '';
  for (const t of tokens) pointer += '/' + escapeToken(t);
  return pointer;
}

/** A token as a pointer writes it ("/leases" → "~1leases"). */
export function escapeToken(token: string): string {
  // Most tokens need no escape, and are not searched twice for one (a pointer is made for every property the pages show).
  return token.includes('~') || token.includes('/') ? token.replace(/~/g, '~0').replace(/\//g, '~1') : token;
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
