// The project's two hashes: keys of cached work, and content hashes in file names.
import { createHash } from 'node:crypto';

/** A key for cached work: sha1 of the parts, kept apart from one another. */
export function hash(...parts: (string | Buffer)[]): string {
  return hashList(parts);
}

/** `hash` of a list that may be as long as the site (a part per page): passed as one array, since a function's arguments have a limit (about 100,000). */
export function hashList(parts: readonly (string | Buffer)[]): string {
  const h = createHash('sha1');
  for (const part of parts) h.update(part).update('\0');
  return h.digest('hex');
}

/** The short content hash in a generated file's name ("style.3f2a1b9c0d.css"). */
export function contentHash(data: string | Buffer, length = 10): string {
  return createHash('sha256').update(data).digest('hex').slice(0, length);
}
