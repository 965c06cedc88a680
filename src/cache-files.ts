// The build cache folder's own files, as a build reads and writes them. What is
// read back is checked, never trusted: a file the build wrote is sealed with a
// checksum of its text, and a file that fails it (a disk error, a truncated
// copy, an edit) counts as missing; names read from it are checked by their
// readers (result-store.ts, output/record.ts). Writes go through one
// `CacheWrites` per build: the first one that fails (a full disk, a read-only
// folder, a file where a folder must be) stops every later one, and the build
// goes on without the cache and says so once.
import { createHash } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { SiteError } from './errors.ts';

/** The first line of a sealed file: this format's name, then the checksum of the rest. */
const SEAL = 'docs-cache/1 ';

/** A checksum of bytes, as the cache keeps it (sha1: 15 µs for a page's 23 KB of HTML). */
export function checksum(data: string | Buffer): string {
  return createHash('sha1').update(data).digest('base64');
}

/** `text` with the line that lets `unseal` check it. */
export function seal(text: string): string {
  return `${SEAL}${checksum(text)}\n${text}`;
}

/** Bytes of a sealed file written at a time (writeSealed). */
const WRITE_BYTES = 1 << 20;

/**
 * Writes into `file` what `seal` makes of the chunks' text, without making that text: a large site's index of
 * results (Kubernetes' API: 62 MB, each page's markdown copy in it) took two strings of its size, and as much memory again.
 * The checksum is worked out as the chunks are written, and written over the first line's placeholder last.
 */
export function writeSealed(file: string, chunks: Iterable<string>): void {
  const hash = createHash('sha1');
  const fd = openSync(file, 'w');
  try {
    // A sha1 digest is 28 characters of base64.
    writeSync(fd, `${SEAL}${' '.repeat(28)}\n`);
    let batch: string[] = [];
    let size = 0;
    const flush = () => {
      const bytes = Buffer.from(batch.join(''));
      hash.update(bytes);
      writeSync(fd, bytes);
      batch = [];
      size = 0;
    };
    for (const chunk of chunks) {
      batch.push(chunk);
      size += chunk.length;
      if (size >= WRITE_BYTES) flush();
    }
    flush();
    writeSync(fd, `${SEAL}${hash.digest('base64')}\n`, 0);
  } finally {
    closeSync(fd);
  }
}

/**
 * The text `seal` was given; `damaged` when the checksum does not match, and
 * `foreign` when the file is not sealed (written by an earlier version of the generator).
 */
export function unseal(file: Buffer): string | 'damaged' | 'foreign' {
  const end = file.indexOf(10);
  const header = file.subarray(0, end === -1 ? file.length : end).toString('latin1');
  if (end === -1 || !header.startsWith(SEAL)) return 'foreign';
  const body = file.subarray(end + 1);
  return checksum(body) === header.slice(SEAL.length) ? body.toString('utf8') : 'damaged';
}

/** True when `name` names a file directly inside a folder: no separator, no `..`, not absolute. */
export function isPlainName(name: unknown): name is string {
  return typeof name === 'string' && name !== '' && name !== '.' && name !== '..' && !/[/\\\0]/.test(name);
}

/** True when `rel` is a relative path that stays inside the folder it is joined to: no `..` part, not absolute. */
export function isPathInside(rel: unknown): rel is string {
  return typeof rel === 'string' && rel !== '' && !rel.includes('\0') && !path.isAbsolute(rel) && !rel.split(/[/\\]/).includes('..');
}

export class CacheWrites {
  #failure?: Error;

  constructor(readonly dir: string) {}

  get failed(): boolean {
    return this.#failure !== undefined;
  }

  /** Records a failed write: no write to the cache is tried after it. */
  fail(err: unknown): void {
    this.#failure ??= err instanceof Error ? err : new Error(String(err));
  }

  /** Runs a write unless one failed before; false when it fails or was not run. */
  sync(write: () => void): boolean {
    if (this.#failure) return false;
    try {
      write();
      return true;
    } catch (err) {
      this.fail(err);
      return false;
    }
  }

  async run(write: () => Promise<void>): Promise<boolean> {
    if (this.#failure) return false;
    try {
      await write();
      return true;
    } catch (err) {
      this.fail(err);
      return false;
    }
  }

  /** The one note a build gives when its cache could not be written. */
  note(): SiteError | undefined {
    if (!this.#failure) return undefined;
    return new SiteError(`The build cache could not be written (${this.#failure.message}); this build went on without saving it`, {
      file: this.dir,
      hint: 'the next build parses again what this one did; free some space there, or make the folder writable, or set cacheDir in site.config.ts to another folder',
    });
  }
}
