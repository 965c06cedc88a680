// Watches the site's sources with chokidar and rebuilds through a session: one
// rebuild at a time, the changes that arrive meanwhile gathered into the next.
import path from 'node:path';
import { statSync } from 'node:fs';
import { watch } from 'chokidar';
import type { Session, RebuildResult } from './session.ts';

/**
 * When the files a rebuild read are checked again: chokidar drops a change
 * within 50 ms of the last one, so the last check is a little after that, and
 * the earlier ones catch a quick second save sooner.
 */
const RECHECK_AT_MS = [10, 25, 60];

/**
 * How long an emptied file waits before it is rebuilt. An editor saves by
 * truncating the file and then writing it, and the change can be seen in
 * between: rebuilt empty, a page loses its title, which changes every sidebar
 * (a second of work, twice). Its write usually follows within microseconds
 * (and is rebuilt at once); a file really emptied waits this long.
 */
const EMPTY_FILE_WAIT_MS = 10;

export interface WatchOptions {
  /** Folders and files to watch. */
  paths: string[];
  /** Changes under these never trigger a rebuild (the output, the cache). */
  ignore: string[];
  /** Files whose change needs the generator's code loaded again (templates). */
  isCode: (file: string) => boolean;
  session: Session;
  onRebuild: (result: RebuildResult, changed: string[]) => void;
  /** Files to watch as well, asked again after each rebuild (the files the config imports, which an edit may change). */
  alsoWatch?: () => string[];
}

export interface Watcher {
  /** Resolves once the watcher has seen every file. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function watchSources({ paths: given, ignore, isCode, session, onRebuild, alsoWatch }: WatchOptions): Watcher {
  const paths = [...given];
  // Installed packages and git's files below a watched folder never matter (the folder itself may be inside one).
  const below = (file: string) => {
    const root = paths.find((p) => file === p || file.startsWith(p + path.sep));
    return (root ? file.slice(root.length) : file).split(path.sep);
  };
  const ignored = (file: string) => below(file).some((part) => part === 'node_modules' || part === '.git')
    || ignore.some((dir) => file === dir || file.startsWith(dir + path.sep));
  const watcher = watch(paths, { ignoreInitial: true, ignored });
  const pending = new Set<string>();
  let running = false;

  // chokidar drops a second change to a file within 50 ms of the first, so an
  // editor's save in two writes could leave a rebuild with the first: after each
  // rebuild, a file that changed again since it was read is rebuilt once more.
  const stamps = new Map<string, string>();
  // Synchronous: one stat is microseconds, and it sits between a save and its reload.
  const stamp = (file: string) => {
    const s = statSync(file, { throwIfNoEntry: false });
    return s ? `${s.mtimeMs}:${s.size}` : 'gone';
  };
  let rechecks: ReturnType<typeof setTimeout>[] = [];
  const cancelRechecks = () => {
    rechecks.forEach(clearTimeout);
    rechecks = [];
  };

  let staleInARow = 0;
  const run = async () => {
    running = true;
    while (pending.size) {
      const changed = [...pending];
      pending.clear();
      for (const file of changed) {
        const now = stamp(file);
        stamps.set(file, now);
        built.set(file, now);
      }
      const result = await session.rebuild(changed, changed.some(isCode));
      // A file that changed while the rebuild read it (a save caught between the
      // editor's truncating the file and its writing it) makes the result stale:
      // nobody hears of it (no error that is not there, no reload to a page cut
      // short), and the file is rebuilt at once; but a file that never stops
      // changing still gets every third rebuild reported.
      const stale = changed.filter((file) => stamp(file) !== built.get(file));
      if (stale.length && ++staleInARow < 3) {
        for (const file of stale) pending.add(file);
        continue;
      }
      staleInARow = 0;
      onRebuild(result, changed);
      const more = alsoWatch?.().filter((file) => !paths.includes(file)) ?? [];
      if (more.length) {
        paths.push(...more);
        watcher.add(more);
      }
      // Every file read since the last check is checked, not only this batch's.
      cancelRechecks();
      rechecks = RECHECK_AT_MS.map((ms, i) => setTimeout(() => {
        const due = [...stamps];
        if (i === RECHECK_AT_MS.length - 1) stamps.clear();
        for (const [file, before] of due) {
          if (stamp(file) === before) continue;
          stamps.delete(file);
          // As a change chokidar reports: a file caught emptied (an editor's save half done) waits for its write.
          onEvent(file);
        }
      }, ms));
    }
    running = false;
  };
  let closed = false;
  const schedule = (file: string) => {
    if (closed) return; // a wait or a recheck that ends after close()
    pending.add(path.resolve(file));
    if (!running) void run();
  };
  // A change that a recheck already rebuilt reaches chokidar's listeners too: it is not built twice.
  const built = new Map<string, string>();
  const onEvent = (file: string, waited = false) => {
    const abs = path.resolve(file);
    const now = stamp(abs);
    if (built.get(abs) === now) return;
    if (now.endsWith(':0') && !waited) return void setTimeout(() => onEvent(abs, true), EMPTY_FILE_WAIT_MS);
    schedule(abs);
  };
  for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) watcher.on(event, (file) => onEvent(file));

  return {
    ready: new Promise((resolve) => watcher.once('ready', () => resolve())),
    close: () => {
      closed = true;
      cancelRechecks();
      return watcher.close();
    },
  };
}
