// Input written to take a build down, for the tests that check it cannot.

/** A "billion laughs" in YAML: nine levels of nine aliases each, a few hundred characters that name 9^9 strings. */
export function aliasBomb(): string {
  const lines = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
  for (const [previous, name] of ['ab', 'bc', 'cd', 'de', 'ef', 'fg', 'gh', 'hi']) lines.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`);
  return lines.join('\n');
}
