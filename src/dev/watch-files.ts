// Which files change under the watched folders, from the operating system's
// events, at a cost per change that does not depend on the folder: a saved page
// is one event and one path, whether its folder holds ten files or 5,000.
// (chokidar reads a folder again, with a stat of every file in it, on any change
// in it: 130 ms of work per save in a folder of 4,600 pages.) Folders are watched, not files: one watch per folder on Linux,
// one per tree where the system watches a tree (macOS, Windows); a file watched
// alone (a component the config imports) is watched through its folder, so an
// editor that saves by replacing the file is seen too.
import { lstatSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

/** The systems whose fs.watch follows a whole tree itself. */
const WATCHES_TREES = process.platform === 'darwin' || process.platform === 'win32';

export interface FileWatcher {
  /** Watches these too: folders (with everything below) or files. */
  add(paths: string[]): void;
  close(): void;
}

/**
 * Calls `onChange` with the absolute path of each file or folder added,
 * changed or removed below `paths` (a path given as a file: that file), except
 * what `ignored` says. A path may be reported more than once for one save.
 */
export function watchFiles(paths: string[], { ignored, onChange }: { ignored: (file: string) => boolean; onChange: (file: string) => void }): FileWatcher {
  /** One watch per folder: whether its whole tree is watched, and the names of the files in it watched alone. */
  const folders = new Map<string, { watcher: FSWatcher; tree: boolean; alone: Set<string> }>();
  let warned = false;

  const report = (file: string) => {
    if (!ignored(file)) onChange(file);
  };

  const open = (dir: string, tree: boolean): boolean => {
    const known = folders.get(dir);
    if (known && (known.tree || !tree)) return true;
    if (known && !WATCHES_TREES) {
      known.tree = true;
      return true;
    }
    // A folder watched for a file alone, now wanted whole, where a tree's watch is another kind: watched again.
    if (known) {
      known.watcher.close();
      folders.delete(dir);
    }
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, { recursive: tree && WATCHES_TREES }, (event, name) => onEvent(dir, event, name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      if (!warned) process.stderr.write(`Cannot watch ${dir} (${(err as Error).message}): changes there are not seen until docs serve is restarted. On Linux, raising fs.inotify.max_user_watches helps.\n`);
      warned = true;
      return false;
    }
    // A folder removed ends its watch (with an error on some systems): what it held is gone, which its parent's watch reports.
    watcher.on('error', () => forget(dir));
    folders.set(dir, { watcher, tree, alone: known?.alone ?? new Set() });
    return true;
  };

  /** A folder and every folder below it (Linux watches one folder at a time). */
  const openTree = (dir: string) => {
    if (!open(dir, true) || WATCHES_TREES) return;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const below = path.join(dir, entry.name);
      if (entry.isDirectory() && !ignored(below)) openTree(below);
    }
  };

  /** Stops watching a folder that went, and those below it. */
  const forget = (dir: string) => {
    for (const [folder, { watcher }] of folders) {
      if (folder !== dir && !folder.startsWith(dir + path.sep)) continue;
      watcher.close();
      folders.delete(folder);
    }
  };

  const onEvent = (dir: string, event: string, name: string | Buffer | null) => {
    const folder = folders.get(dir);
    if (!folder) return;
    // No name: the system lost track of what changed (an overflow); the folder as a whole is reported, and read again.
    const file = name ? path.join(dir, name.toString()) : dir;
    if (!folder.tree) {
      if (name && folder.alone.has(path.basename(file))) report(file);
      return;
    }
    if (event === 'rename' && !WATCHES_TREES) {
      // Added or removed: a folder added is watched (its files are read by the rebuild this report starts); one removed is forgotten.
      const stats = lstatSync(file, { throwIfNoEntry: false });
      if (stats?.isDirectory()) {
        if (!ignored(file)) openTree(file);
      } else if (!stats) forget(file);
    }
    report(file);
  };

  const add = (more: string[]) => {
    for (const given of more) {
      const abs = path.resolve(given);
      // Followed if it is a link (a content folder linked from elsewhere), as the build reads it.
      const stats = statSync(abs, { throwIfNoEntry: false });
      if (stats?.isDirectory()) {
        openTree(abs);
      } else {
        // A file (or one not there yet), through its folder.
        const dir = path.dirname(abs);
        if (open(dir, false)) folders.get(dir)!.alone.add(path.basename(abs));
      }
    }
  };
  add(paths);

  return {
    add,
    close() {
      for (const { watcher } of folders.values()) watcher.close();
      folders.clear();
    },
  };
}
