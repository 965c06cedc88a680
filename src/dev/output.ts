// The folder docs serve serves, brought up to date file by file: only what a
// rebuild changed is written, each file written whole to a temporary name and
// then renamed, so that a reader never gets a half-written page.
import { renameSync, writeFileSync } from 'node:fs';
import { rename, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { inParallel, insideFolder } from '../output/write.ts';
import { htmlFileToUrl } from '../shared/paths.ts';
import type { OutputFile } from '../types.ts';

/**
 * Up to this many files (a page edit changes two), writing them one after the
 * other synchronously beats the round trips of each through libuv's thread
 * pool; more (a title edit changes every page) are written several at a time.
 */
const FEW_FILES = 8;

export type OutputState = Map<string, string | Buffer>;

/** Writes what differs from `previous`, removes what is gone; returns the new state and the URLs of the pages that changed. */
export async function syncOutput(dir: string, previous: OutputState, files: OutputFile[]): Promise<{ state: OutputState; changedUrls: string[] }> {
  const state: OutputState = new Map(files.map((f) => [f.path, f.contents]));
  const changed = files.filter((f) => !same(previous.get(f.path), f.contents));
  const targets = changed.map((file) => ({ file, target: insideFolder(dir, file.path) }));
  // A file that was there before has its folder already.
  const folders = new Set(targets.filter((t) => !previous.has(t.file.path)).map((t) => path.dirname(t.target)));
  await inParallel([...folders], (folder) => mkdir(folder, { recursive: true }));
  const staging = (target: string) => `${target}.${process.pid}.tmp`;
  if (targets.length <= FEW_FILES) {
    for (const { file, target } of targets) {
      writeFileSync(staging(target), file.contents);
      renameSync(staging(target), target);
    }
  } else {
    await inParallel(targets, async ({ file, target }) => {
      await writeFile(staging(target), file.contents);
      await rename(staging(target), target);
    });
  }
  await inParallel([...previous.keys()].filter((gone) => !state.has(gone)), (gone) => rm(insideFolder(dir, gone), { force: true }));
  const changedUrls = changed.map((f) => htmlFileToUrl(f.path)).filter((u): u is string => u !== null);
  for (const gone of previous.keys()) {
    const url = !state.has(gone) && htmlFileToUrl(gone);
    if (url) changedUrls.push(url);
  }
  return { state, changedUrls };
}

function same(a: string | Buffer | undefined, b: string | Buffer): boolean {
  if (a === undefined) return false;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.equals(b);
}
