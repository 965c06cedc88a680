// The folders a build keeps beside the output folder while it writes (the new
// output, then the previous one on its way out), and the removal of those that
// a killed build left behind.
//
// A folder's name is no proof that it is a build's, or that its build is
// over: another build may be writing it right now. So each build writes a
// record beside its folders, naming its process by pid, start time and boot,
// and a later build removes a build's folders only when that process is gone.
// A pid alone could be a new process that reused the number; the start time
// (Linux: /proc/<pid>/stat) tells them apart.
//
// A build killed while swapping may leave no output folder: its previous
// output is in its `old` folder, its new one (complete: the record says so
// before the swap) in `new`. So the next build first puts the last complete
// output back in place, and removes nothing while no output folder is in place.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { lstat, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { SiteError } from '../errors.ts';
import { formatBytes, plural } from '../log.ts';

interface Owner {
  pid: number;
  /** The process's start, in clock ticks after boot (Linux); null elsewhere. */
  start: string | null;
  boot: string | null;
  host: string;
  /** Set just before the swap: the build's new folder holds its whole output. */
  complete?: boolean;
}

export interface StagingFolders {
  /** The new output, written here and then renamed to the output folder. */
  dir: string;
  /** Where the previous output goes while the new one is moved in. */
  old: string;
  /** Records this process as the owner of both folders, then makes `dir` (synchronously, as the output's writes are). */
  claim(): void;
  /** Says in the record that `dir` holds the whole output, before the swap starts. */
  completed(): void;
  /** Forgets the record, once both folders are gone (renamed or removed). */
  release(): Promise<void>;
}

/** The names of one build's folders beside `outDir`, and the record that proves they are its own. */
export function stagingFolders(outDir: string): StagingFolders {
  const parent = path.dirname(outDir);
  const tag = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const name = (kind: string) => path.join(parent, `.${path.basename(outDir)}.${kind}-${tag}`);
  const record = `${name('build')}.json`;
  return {
    dir: name('new'),
    old: name('old'),
    claim() {
      // The record first, so that the folder is never without it.
      mkdirSync(parent, { recursive: true });
      writeFileSync(record, JSON.stringify(owner(process.pid)));
      mkdirSync(name('new'), { recursive: true });
    },
    completed() {
      // Replaced whole (a rename), so that a kill leaves the record before or after, never half of it.
      writeFileSync(`${record}.tmp`, JSON.stringify({ ...owner(process.pid), complete: true }));
      renameSync(`${record}.tmp`, record);
    },
    release: () => rm(record, { force: true }),
  };
}

interface Leftover {
  record?: string;
  owner?: Owner;
  new?: string;
  old?: string;
}

/** The builds whose folders or records lie beside `outDir`, with what their records say. */
async function buildsBeside(outDir: string): Promise<Leftover[]> {
  const parent = path.dirname(outDir);
  const prefix = `.${path.basename(outDir)}.`;
  const names = await readdir(parent).catch(() => [] as string[]);
  const builds = new Map<string, Leftover>();
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const match = /^(new|old|build)-(\d+-[0-9a-f]{8})(\.json)?$/.exec(name.slice(prefix.length));
    if (!match || (match[1] === 'build') !== (match[3] !== undefined)) continue;
    const build = builds.get(match[2]) ?? {};
    if (match[1] === 'build') build.record = path.join(parent, name);
    else build[match[1] as 'new' | 'old'] = path.join(parent, name);
    builds.set(match[2], build);
  }
  for (const [tag, build] of builds) {
    // A record that cannot be read is not ours to judge. One cut short (a build killed as it wrote it, before its folders)
    // is judged by the process its name gives, which can be told only by whether a process of that id runs.
    if (build.record) build.owner = await readFile(build.record, 'utf8').then((text) => ownerIn(text) ?? { pid: Number(tag.split('-')[0]), start: null, boot: null, host: os.hostname() }, () => undefined);
  }
  return [...builds.values()];
}

const isFolder = (dir: string) => stat(dir).then((s) => s.isDirectory(), () => false);

/**
 * Puts the last complete output back when a killed build left none in place:
 * its previous output (`old`: it was killed between the swap's two renames),
 * else its whole new one (a first build, killed just before its only rename).
 * Runs before anything else of the build, so that a build that then fails
 * leaves that output as it was.
 */
export async function restoreOutput(outDir: string): Promise<SiteError[]> {
  if (await isFolder(outDir)) return [];
  const dead = (await buildsBeside(outDir)).filter((b) => b.owner && !isRunning(b.owner));
  const copies = [...dead.flatMap((b) => b.old ?? []), ...dead.flatMap((b) => (b.owner!.complete && b.new ? b.new : []))];
  for (const copy of copies) {
    // Fails when the copy is gone or another build put an output in place meanwhile: then the next one is tried, or none is needed.
    if (await rename(copy, outDir).then(() => true, () => false)) {
      return [new SiteError(`Put back the output folder, which a build killed while replacing it had left out of place (from ${path.basename(copy)})`, { file: outDir })];
    }
  }
  return [];
}

/**
 * Removes the folders of builds whose process is gone, with their records,
 * and returns a note saying so. Folders that look like a build's but have no
 * record (an older version's, or someone else's) are left alone, with a note;
 * so is a complete copy of the output while no output folder is in place.
 */
export async function removeLeftovers(outDir: string): Promise<SiteError[]> {
  const builds = await buildsBeside(outDir);
  const outputInPlace = await isFolder(outDir);
  const dead: { record: string; folders: string[] }[] = [];
  const unproven: string[] = [];
  const kept: string[] = [];
  for (const build of builds) {
    const folders = [build.new, build.old].filter((f) => f !== undefined);
    if (!build.record) {
      unproven.push(...folders);
      continue;
    }
    if (!build.owner) continue; // unreadable: being written, or not ours to judge
    if (isRunning(build.owner)) continue; // its folders are in use, or not made yet
    const complete = [build.old, build.owner.complete ? build.new : undefined].filter((f) => f !== undefined);
    if (!outputInPlace && complete.length) kept.push(...complete);
    else dead.push({ record: build.record, folders });
  }
  const freed = await bytesFreed(dead.flatMap((b) => b.folders));
  const removed: string[] = [];
  await Promise.all(dead.map(async ({ record, folders }) => {
    // A folder that cannot be removed (another user's) stays, with its record, and is not counted.
    const gone = await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }).then(() => true, () => false)));
    removed.push(...folders.filter((_, i) => gone[i]));
    // With the record, its replacement that a kill may have left half-written (see completed()).
    if (gone.every(Boolean)) await Promise.all([rm(record, { force: true }), rm(`${record}.tmp`, { force: true })]).catch(() => {});
  }));
  const notes: SiteError[] = [];
  if (removed.length) notes.push(new SiteError(`Removed ${plural(removed.length, 'folder')} left by interrupted builds (${formatBytes(freed)})`));
  if (unproven.length) {
    notes.push(new SiteError(`Left alone ${plural(unproven.length, 'folder')} that may be left by interrupted builds of an older version: ${unproven.map((f) => path.basename(f)).join(', ')}`, {
      hint: 'no record says which build made them; remove them yourself when no build is running',
    }));
  }
  if (kept.length) {
    notes.push(new SiteError(`Kept ${plural(kept.length, 'complete output')} left by interrupted builds, as no output folder is in place: ${kept.map((f) => path.basename(f)).join(', ')}`, {
      file: outDir, hint: 'rename one of them to the output folder to restore it',
    }));
  }
  return notes;
}

/** What a record says, if it can be read whole. */
function ownerIn(text: string): Owner | undefined {
  try {
    const recorded = JSON.parse(text) as Owner;
    return recorded && typeof recorded.pid === 'number' ? recorded : undefined;
  } catch {
    return undefined;
  }
}

function owner(pid: number): Owner {
  return { pid, start: startOf(pid), boot: bootId(), host: os.hostname() };
}

/**
 * Whether the process that wrote the record may still be running. When it
 * cannot be told (another machine sharing the folder, no /proc), a live pid
 * counts as running: a folder kept too long is better than one removed under
 * a build.
 */
function isRunning(recorded: Owner): boolean {
  if (recorded.host !== os.hostname()) return true;
  const now = owner(recorded.pid);
  if (recorded.boot && now.boot && recorded.boot !== now.boot) return false; // the machine restarted since
  if (recorded.start && now.start) return recorded.start === now.start;
  // No start time to compare: no /proc, or the process is hidden from this user (EPERM).
  try {
    process.kill(recorded.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Field 22 of /proc/<pid>/stat, after the command name (which may hold spaces and parentheses). */
function startOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * The bytes that removing `folders` frees: a file counts when every one of its
 * links is inside them (a build links the unchanged files of the output into its
 * new folder, and those stay in the output).
 */
async function bytesFreed(folders: string[]): Promise<number> {
  const files = new Map<string, { size: number; links: number; found: number }>();
  for (const folder of folders) {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const stat = await lstat(path.join(entry.parentPath, entry.name)).catch(() => undefined);
      if (!stat) continue;
      const key = `${stat.dev}:${stat.ino}`;
      const file = files.get(key) ?? { size: stat.size, links: stat.nlink, found: 0 };
      file.found++;
      files.set(key, file);
    }
  }
  let bytes = 0;
  for (const file of files.values()) if (file.found >= file.links) bytes += file.size;
  return bytes;
}
