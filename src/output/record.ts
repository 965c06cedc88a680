// What the last build wrote, kept in the cache folder: each file's hash, size
// and time, and the render key of each page. The next build links the files
// that are still the same instead of writing them, and does not even render a
// page whose render key is unchanged and whose files nobody touched since.
// The record is sealed with a checksum (cache-files.ts), and every path in it
// must stay inside the output folder: anything else and it is not used.
import { statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isPathInside, seal, unseal, type CacheWrites } from '../cache-files.ts';
import { SiteError } from '../errors.ts';

export interface FileRecord {
  hash: string;
  size: number;
  mtimeMs: number;
}

export interface OutputRecord {
  outDir: string;
  files: Record<string, FileRecord>;
  /** Render key → the page's files (HTML, chunk). */
  pages: Record<string, string[]>;
}

/** The record in `file`, when it is one of `outDir` and sound; a note when it was damaged or names files outside the output folder. */
export async function readRecord(file: string, outDir: string): Promise<{ record?: OutputRecord; note?: SiteError }> {
  const bytes = await readFile(file).catch(() => undefined);
  const text = bytes && unseal(bytes);
  if (text === undefined || text === 'foreign') return {};
  const note = new SiteError('The record of the last output was damaged, or named files outside the output folder, and was not used: every page was rendered again', { file });
  let record: OutputRecord | null;
  try {
    if (text === 'damaged') return { note };
    record = JSON.parse(text) as OutputRecord | null;
  } catch {
    return { note };
  }
  if (record?.outDir !== outDir) return {}; // another output folder's
  return isSound(record) ? { record } : { note };
}

function isSound(record: OutputRecord): boolean {
  const { files, pages } = record;
  if (typeof files !== 'object' || !files || typeof pages !== 'object' || !pages) return false;
  for (const [rel, file] of Object.entries(files)) {
    if (!isPathInside(rel) || typeof file?.hash !== 'string' || !Number.isFinite(file.size) || !Number.isFinite(file.mtimeMs)) return false;
  }
  return Object.values(pages).every((list) => Array.isArray(list) && list.every(isPathInside));
}

/** Saves the record through the build's cache writes; when that fails, the last one goes too (it would describe another output). */
export async function writeRecord(file: string, record: OutputRecord, writes: CacheWrites): Promise<void> {
  const staging = `${file}.${process.pid}.tmp`;
  const saved = await writes.run(async () => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(staging, seal(JSON.stringify(record)));
    await rename(staging, file);
  });
  if (!saved) await Promise.all([rm(staging, { force: true }), rm(file, { force: true })]).catch(() => {});
}

/**
 * True when the previous output's file is as it was recorded: nothing touched
 * it since. (Synchronous: a stat takes microseconds, and the render stage asks
 * for thousands of pages in a row.)
 */
export function isIntact(outDir: string, rel: string, record: OutputRecord): boolean {
  const before = record.files[rel];
  const now = before && statSync(path.join(outDir, rel), { throwIfNoEntry: false });
  return Boolean(now && now.size === before.size && now.mtimeMs === before.mtimeMs);
}
