// Globs over content paths, for the config's `partials`: "*" is any name (or
// part of one), "**/" any number of folders, "?" one character, "{a,b}" either.
// A glob matches the whole path from the content folder: "**/_*.md" is any
// file whose name starts with "_", "_*.md" only those at the top.

export function globMatcher(globs: string[]): (file: string) => boolean {
  if (globs.length === 0) return () => false;
  const pattern = new RegExp(`^(?:${globs.map(toRegExp).join('|')})$`, 'u');
  return (file) => pattern.test(file);
}

function toRegExp(glob: string): string {
  let out = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      const folders = glob[i + 2] === '/';
      out += folders ? '(?:.*/)?' : '.*';
      i += folders ? 2 : 1;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '{') (out += '(?:'), braces++;
    else if (c === '}' && braces > 0) (out += ')'), braces--;
    else if (c === ',' && braces > 0) out += '|';
    else out += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return out + ')'.repeat(braces);
}
