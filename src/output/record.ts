// What the last build wrote, kept in the cache folder: each file's hash, size
// and time, and the render key of each page. The next build links the files
// that are still the same instead of writing them, and does not even render a
// page whose render key is unchanged and whose files nobody touched since.
import { statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

export async function readRecord(file: string, outDir: string): Promise<OutputRecord | undefined> {
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as OutputRecord;
    const usable = record.outDir === outDir && typeof record.files === 'object' && record.files && typeof record.pages === 'object' && record.pages;
    return usable ? record : undefined;
  } catch {
    return undefined;
  }
}

export async function writeRecord(file: string, record: OutputRecord): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.${process.pid}.tmp`, JSON.stringify(record));
  await rename(`${file}.${process.pid}.tmp`, file);
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
