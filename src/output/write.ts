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
// `write: false` builds (tests, docs serve) collect the files in memory instead.
import { link, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hash } from '../hash.ts';
import { SiteError } from '../errors.ts';
import type { OutputFile } from '../types.ts';
import { isIntact, writeRecord, type OutputRecord } from './record.ts';
import { stagingFolders } from './leftovers.ts';

/** Files written at once; more wait, and `add` waits while too many do. */
const PARALLEL_WRITES = 16;
const WAITING_WRITES = 64;

export interface Output {
  /** Adds a file of the new output. `key` is the render key it was made under, which the record keeps (see record.ts). */
  add(file: OutputFile, key?: string): void;
  /**
   * When too many writes wait, a promise of room for more, which the caller
   * awaits before adding more files: a build that renders faster than the disk
   * writes waits instead of piling up pages. Else undefined (no await: docs
   * serve adds 15,000 files a rebuild on 7,500 pages).
   */
  waitForRoom(): Promise<void> | undefined;
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

/** A file's contents as parts (most files are one), which writeFile writes one after the other. */
function partsOf(contents: OutputFile['contents']): readonly (string | Buffer)[] {
  return typeof contents === 'string' || Buffer.isBuffer(contents) ? [contents] : contents;
}

/**
 * What writeFile is given: a file in parts as a few large pieces, since it
 * writes each piece of an iterable with a write of its own (llms-full.txt of
 * 50,000 pages is 100,000 parts: 1 s of writes one after the other, instead of 60 ms).
 */
function writable(contents: OutputFile['contents']): string | Buffer | Iterable<string> {
  if (typeof contents === 'string' || Buffer.isBuffer(contents)) return contents;
  return (function* pieces() {
    let piece: string[] = [];
    let size = 0;
    for (const part of contents) {
      piece.push(part);
      size += part.length;
      if (size < PIECE_CHARS) continue;
      yield piece.join('');
      piece = [];
      size = 0;
    }
    if (piece.length) yield piece.join('');
  })();
}
const PIECE_CHARS = 1 << 20;

function sizeOf(contents: OutputFile['contents']): number {
  return partsOf(contents).reduce((sum, part) => sum + Buffer.byteLength(part), 0);
}

/** A `write: false` build's output: its files, and those kept from the previous output. */
export function memoryOutput(): Output & { files: OutputFile[] } {
  const files: OutputFile[] = [];
  const kept: string[] = [];
  return {
    files,
    kept,
    get written() {
      return files.map((f) => f.path);
    },
    add: (file) => void files.push(file),
    waitForRoom: () => undefined,
    keep: (rel) => kept.push(rel),
    // Nothing is written, and nobody asks its size (measuring every file took docs serve 30 ms a rebuild on 1000 pages).
    finish: async () => ({ bytes: 0, files: files.length + kept.length }),
    abort: async () => {},
  };
}

/** Writes `files` as the whole new output of `outDir` (docs build --watch, which builds in memory). */
export async function writeOutput(outDir: string, files: OutputFile[]): Promise<number> {
  const output = openOutput(outDir);
  try {
    for (const file of files) {
      output.add(file);
      await output.waitForRoom();
    }
    return (await output.finish()).bytes;
  } catch (err) {
    await output.abort();
    throw err;
  }
}

export interface FolderOptions {
  /** Where the record of what was written is kept (see record.ts); none: no linking, no record. */
  recordFile?: string;
  /** The record of the output folder as the last build left it. */
  previous?: OutputRecord;
}

export function openOutput(outDir: string, { recordFile, previous }: FolderOptions = {}): Output {
  // The new folder, beside the output folder, named for this build (leftovers.ts removes those of killed builds).
  const folders = stagingFolders(outDir);
  const staging = folders.dir;
  const record: OutputRecord = { outDir, files: {}, pages: {} };
  /** Made when the first file differs from the previous output's: the folder, with the record that says whose it is. */
  let claimed: Promise<void> | undefined;
  /** Files the same as in the previous output, to link once the new folder is made. */
  const same: string[] = [];
  const made = new Map<string, Promise<unknown>>();
  const writes = queue();
  const written: string[] = [];
  const kept: string[] = [];
  let bytes = 0;
  let count = 0;

  const target = (rel: string) => insideFolder(staging, rel);
  /** Makes the folder a file goes in, once (the writes of one folder wait for the same mkdir). */
  const folderOf = async (abs: string) => {
    await claimed;
    const dir = path.dirname(abs);
    let done = made.get(dir);
    if (!done) made.set(dir, (done = mkdir(dir, { recursive: true })));
    await done;
  };
  const linkPrevious = (rel: string) => writes.push(async () => {
    const abs = target(rel);
    await folderOf(abs);
    await link(path.join(outDir, rel), abs);
  });
  const start = () => {
    if (claimed) return;
    claimed = folders.claim();
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
      const contentHash = recordFile ? hash(...partsOf(file.contents)) : '';
      const abs = target(file.path); // refuses a path outside the folder before anything is written
      if (before && before.hash === contentHash && isIntact(outDir, file.path, previous!)) {
        record.files[file.path] = before;
        if (claimed) linkPrevious(file.path);
        else same.push(file.path);
      } else {
        start();
        writes.push(async () => {
          await folderOf(abs);
          await writeFile(abs, writable(file.contents));
          if (recordFile) record.files[file.path] = { hash: contentHash, size, mtimeMs: (await stat(abs)).mtimeMs };
        });
      }
    },
    waitForRoom: () => (writes.full() ? writes.room() : undefined),
    keep(rel, key) {
      const before = previous!.files[rel];
      note(rel, key, before.size);
      kept.push(rel);
      record.files[rel] = before;
      if (claimed) linkPrevious(rel);
      else same.push(rel);
    },
    async finish() {
      try {
        if (!claimed && previous && (await holdsOnly(outDir, previous, count))) {
          // Nothing to replace: the output folder already holds exactly this output.
          if (recordFile) await writeRecord(recordFile, { ...previous, pages: record.pages }).catch(() => {});
          return { bytes, files: count };
        }
        start();
        await claimed;
        await writes.done();
      } catch (err) {
        await rm(staging, { recursive: true, force: true });
        await folders.release();
        throw new SiteError(`Could not write the output: ${(err as Error).message}`, { cause: err, file: outDir });
      }
      try {
        await swapIn(staging, outDir, folders.old);
      } finally {
        await folders.release();
      }
      if (recordFile) await writeRecord(recordFile, record).catch(() => {});
      return { bytes, files: count };
    },
    async abort() {
      await writes.done().catch(() => {});
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

/**
 * Runs tasks a few at a time, in the order given. (Measured on 2,000 files:
 * parallel writes beat both one at a time and synchronous writes, by about a third.)
 * The first failure is kept, and thrown by `room` and `done`.
 */
function queue() {
  const waiting: (() => Promise<void>)[] = [];
  let running = 0;
  let failure: unknown;
  let wake: (() => void)[] = [];
  const settle = () => {
    for (const resolve of wake.splice(0)) resolve();
  };
  const next = () => {
    while (running < PARALLEL_WRITES && waiting.length) {
      const task = waiting.shift()!;
      running++;
      task().catch((err) => (failure ??= err)).finally(() => {
        running--;
        next();
        settle();
      });
    }
  };
  const until = async (ready: () => boolean) => {
    while (!ready() && failure === undefined) await new Promise<void>((resolve) => wake.push(resolve));
    if (failure !== undefined) throw failure;
  };
  return {
    push(task: () => Promise<void>) {
      waiting.push(task);
      next();
    },
    full: () => waiting.length >= WAITING_WRITES || failure !== undefined,
    room: () => until(() => waiting.length < WAITING_WRITES),
    done: () => until(() => running === 0 && waiting.length === 0),
  };
}

/** The absolute path of `rel` inside `folder`; refuses anything that would land outside it. */
export function insideFolder(folder: string, rel: string): string {
  const abs = path.resolve(folder, rel);
  if (!abs.startsWith(folder + path.sep) || rel.includes('\0')) {
    throw new SiteError(`Refusing to write ${JSON.stringify(rel)}: it is outside the output folder`);
  }
  return abs;
}

async function swapIn(staging: string, outDir: string, old: string): Promise<void> {
  const existing = await stat(outDir).catch(() => null);
  if (existing && !existing.isDirectory()) {
    await rm(staging, { recursive: true, force: true });
    throw new SiteError(`The output path ${outDir} exists and is not a folder`, { hint: 'remove it, or choose another with --out' });
  }
  if (existing) await rename(outDir, old);
  try {
    await rename(staging, outDir);
  } catch (err) {
    if (existing) await rename(old, outDir);
    await rm(staging, { recursive: true, force: true });
    throw new SiteError(`Could not move the new output into place: ${(err as Error).message}`, { cause: err, file: outDir });
  }
  if (existing) await rm(old, { recursive: true, force: true });
}
