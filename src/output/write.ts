// Stage 8: the only code that writes the output, file by file as the pages are
// rendered, so that no build holds the whole site in memory. Everything goes
// into a fresh folder beside the output folder, which replaces the old one only
// once every file is written: a failed or killed build leaves the previous
// output as it was.
//
// A file whose content is the same as in the previous output, and which was not
// touched since, is linked into the new folder instead of written again (see
// record.ts). The new folder is made only when the first file differs: when
// none does, and the output folder holds nothing else, it stays as it is (a
// warm build of 1000 pages linked 2000 files for nothing).
//
// Files are written synchronously, one at a time, as they come: on 7,500
// one-screen pages (22,500 files) that took 3 s less CPU than a queue of
// parallel asynchronous writes (promises, file handles, the thread pool's
// hand-offs), and the build a quarter less time. A build that renders faster
// than the disk writes waits for it, since adding a file returns once it is
// written.
//
// `write: false` builds (tests, docs serve) collect the files in memory instead.
import { closeSync, linkSync, mkdirSync, openSync, renameSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { hashList } from '../hash.ts';
import { SiteError } from '../errors.ts';
import type { OutputFile, PageFiles } from '../types.ts';
import { isIntact, writeRecord, type OutputRecord } from './record.ts';
import { stagingFolders } from './leftovers.ts';
import type { CacheWrites } from '../cache-files.ts';

export interface Output {
  /** Adds a file of the new output, written before it returns. `key` is the render key it was made under, which the record keeps (see record.ts). */
  add(file: OutputFile, key?: string): void;
  /** Adds pages' files (a build in memory hands them all on at once). */
  addPages(pages: readonly PageFiles[]): void;
  /** A file of the previous output that stays as it is: its page was not rendered again (the caller checked it is intact). */
  keep(path: string, key?: string): void;
  /** Every file is there: the new output replaces the previous one. */
  finish(): Promise<{ bytes: number; files: number }>;
  /** The paths of the files added, and of those kept. */
  readonly written: string[];
  readonly kept: string[];
  /** The build failed: whatever was written goes, and the previous output stays. */
  abort(): Promise<void>;
}

/** A file's contents as parts (most files are one). */
function partsOf(contents: OutputFile['contents']): readonly (string | Buffer)[] {
  return typeof contents === 'string' || Buffer.isBuffer(contents) ? [contents] : contents;
}

/**
 * Writes a file; one in parts (llms-full.txt holds every page's markdown) in
 * pieces of about 1 MB, so that no string of the whole file is made.
 */
function writeContents(abs: string, contents: OutputFile['contents']): void {
  if (typeof contents === 'string' || Buffer.isBuffer(contents)) return writeFileSync(abs, contents);
  const fd = openSync(abs, 'w');
  try {
    let piece: string[] = [];
    let size = 0;
    for (const part of contents) {
      piece.push(part);
      size += part.length;
      if (size < PIECE_CHARS) continue;
      writeSync(fd, piece.join(''));
      piece = [];
      size = 0;
    }
    if (piece.length) writeSync(fd, piece.join(''));
  } finally {
    closeSync(fd);
  }
}
const PIECE_CHARS = 1 << 20;

function sizeOf(contents: OutputFile['contents']): number {
  return partsOf(contents).reduce((sum, part) => sum + Buffer.byteLength(part), 0);
}

/** A `write: false` build's output: its pages' files as each page's list (in lists as they were added), and the other files. */
export interface MemoryOutput extends Output {
  readonly pages: (readonly PageFiles[])[];
  readonly others: OutputFile[];
  /** Every file, in one list (made when asked). */
  readonly files: OutputFile[];
}

export function memoryOutput(): MemoryOutput {
  const pages: (readonly PageFiles[])[] = [];
  const others: OutputFile[] = [];
  const kept: string[] = [];
  const files = () => [...pages.flat().flatMap((page) => page.files ?? []), ...others];
  return {
    pages,
    others,
    kept,
    get files() {
      return files();
    },
    get written() {
      return files().map((f) => f.path);
    },
    add: (file) => void others.push(file),
    addPages: (added) => void pages.push(added),
    keep: (rel) => kept.push(rel),
    // Nothing is written, and nobody asks its size (measuring every file took docs serve 30 ms a rebuild on 1000 pages), nor in docs serve how many files.
    finish: async () => ({ bytes: 0, get files() { return pages.flat().reduce((n, page) => n + (page.files?.length ?? 0), others.length + kept.length); } }),
    abort: async () => {},
  };
}

/** Writes `files` as the whole new output of `outDir` (docs build --watch, which builds in memory). */
export async function writeOutput(outDir: string, files: OutputFile[]): Promise<number> {
  const output = openOutput(outDir);
  try {
    for (const file of files) output.add(file);
    return (await output.finish()).bytes;
  } catch (err) {
    await output.abort();
    throw err;
  }
}

export interface FolderOptions {
  /** Where the record of what was written is kept (see record.ts), written through the build's cache writes; none: no linking, no record. */
  recordFile?: string;
  cacheWrites?: CacheWrites;
  /** The record of the output folder as the last build left it. */
  previous?: OutputRecord;
}

export function openOutput(outDir: string, { recordFile, cacheWrites, previous }: FolderOptions = {}): Output {
  // The new folder, beside the output folder, named for this build (leftovers.ts removes those of killed builds).
  const folders = stagingFolders(outDir);
  const staging = folders.dir;
  const record: OutputRecord = { outDir, files: {}, pages: {} };
  /** True once the first file differs from the previous output's: the folder is made, with the record that says whose it is. */
  let claimed = false;
  /** Files the same as in the previous output, to link once the new folder is made. */
  const same: string[] = [];
  const made = new Set<string>();
  const written: string[] = [];
  const kept: string[] = [];
  let bytes = 0;
  let count = 0;

  const target = (rel: string) => insideFolder(staging, rel);
  /** Writes into the new folder, making the file's folder first; a failure says what could not be written. */
  const into = (abs: string, write: () => void) => {
    try {
      const dir = path.dirname(abs);
      if (!made.has(dir)) mkdirSync(dir, { recursive: true }), made.add(dir);
      write();
    } catch (err) {
      throw new SiteError(`Could not write the output: ${(err as Error).message}`, { cause: err, file: outDir });
    }
  };
  const linkPrevious = (rel: string) => {
    const abs = target(rel);
    into(abs, () => linkSync(path.join(outDir, rel), abs));
  };
  const start = () => {
    if (claimed) return;
    folders.claim();
    claimed = true;
    for (const rel of same.splice(0)) linkPrevious(rel);
  };
  const note = (rel: string, key: string | undefined, size: number) => {
    if (key) (record.pages[key] ??= []).push(rel);
    bytes += size;
    count++;
  };

  return {
    written,
    kept,
    add(file, key) {
      const size = sizeOf(file.contents);
      note(file.path, key, size);
      written.push(file.path);
      const before = previous?.files[file.path];
      const contentHash = recordFile ? hashList(partsOf(file.contents)) : '';
      const abs = target(file.path); // refuses a path outside the folder before anything is written
      if (before && before.hash === contentHash && isIntact(outDir, file.path, previous!)) {
        record.files[file.path] = before;
        if (claimed) linkPrevious(file.path);
        else same.push(file.path);
        return;
      }
      start();
      into(abs, () => writeContents(abs, file.contents));
      if (recordFile) record.files[file.path] = { hash: contentHash, size, mtimeMs: statSync(abs).mtimeMs };
    },
    addPages(pages) {
      for (const page of pages) for (const file of page.files ?? []) this.add(file, page.key);
    },
    keep(rel, key) {
      const before = previous!.files[rel];
      note(rel, key, before.size);
      kept.push(rel);
      record.files[rel] = before;
      if (claimed) linkPrevious(rel);
      else same.push(rel);
    },
    async finish() {
      if (!claimed && previous && (await holdsOnly(outDir, previous, count))) {
        // Nothing to replace: the output folder already holds exactly this output.
        if (recordFile) await writeRecord(recordFile, { ...previous, pages: record.pages }, cacheWrites!);
        return { bytes, files: count };
      }
      start();
      folders.completed();
      try {
        await swapIn(staging, outDir, folders.old);
      } finally {
        swapStep('before-release');
        await folders.release();
      }
      if (recordFile) await writeRecord(recordFile, record, cacheWrites!);
      return { bytes, files: count };
    },
    async abort() {
      if (!claimed) return;
      await rm(staging, { recursive: true, force: true });
      await folders.release();
    },
  };
}

/** True when the previous output folder holds exactly `count` files, all as recorded (every one this build would write was found the same). */
async function holdsOnly(outDir: string, previous: OutputRecord, count: number): Promise<boolean> {
  if (Object.keys(previous.files).length !== count) return false;
  const onDisk = await readdir(outDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return onDisk.filter((e) => !e.isDirectory()).length === count;
}

/** The absolute path of `rel` inside `folder`; refuses anything that would land outside it. */
export function insideFolder(folder: string, rel: string): string {
  const abs = path.resolve(folder, rel);
  if (!abs.startsWith(folder + path.sep) || rel.includes('\0')) {
    throw new SiteError(`Refusing to write ${JSON.stringify(rel)}: it is outside the output folder`);
  }
  return abs;
}

/**
 * For the tests only: DOCS_TEST_KILL_AT=<step> kills the process with SIGKILL
 * (no clean-up, as a cancelled job or a power cut) at that step of the swap,
 * the moments a kill at random points almost never hits.
 */
function swapStep(step: 'before-renames' | 'between-renames' | 'before-removing-old' | 'before-release'): void {
  if (process.env.DOCS_TEST_KILL_AT === step) process.kill(process.pid, 'SIGKILL');
}

/** Moves the new folder into place: two renames, the output folder is missing only between them (leftovers.ts restores it after a kill there). */
async function swapIn(staging: string, outDir: string, old: string): Promise<void> {
  swapStep('before-renames');
  const existing = await stat(outDir).catch(() => null);
  if (existing && !existing.isDirectory()) {
    await rm(staging, { recursive: true, force: true });
    throw new SiteError(`The output path ${outDir} exists and is not a folder`, { hint: 'remove it, or choose another with --out' });
  }
  // Both renames in one turn of the event loop, synchronously: a kill between them (the output folder missing) then
  // has microseconds to land in, not the wait for the next callback of a loaded machine.
  if (existing) renameSync(outDir, old);
  swapStep('between-renames');
  try {
    renameSync(staging, outDir);
  } catch (err) {
    if (existing) await rename(old, outDir);
    await rm(staging, { recursive: true, force: true });
    throw new SiteError(`Could not move the new output into place: ${(err as Error).message}`, { cause: err, file: outDir });
  }
  swapStep('before-removing-old');
  if (existing) await rm(old, { recursive: true, force: true });
}
