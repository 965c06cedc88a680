// Watches the site's sources (watch-files.ts) and rebuilds through a session:
// one rebuild at a time, the changes that arrive meanwhile gathered into the next.
import path from 'node:path';
import { statSync } from 'node:fs';
import { watchFiles } from './watch-files.ts';
import type { Session, RebuildResult } from './session.ts';

/**
 * How long a file that a change emptied must stay empty, as it is, before it
 * is rebuilt. An editor saves by truncating the file and then writing it, and
 * the change can be seen in between: rebuilt empty, the page would be served
 * without its text in place of the last good one (and without its title, which
 * changes every sidebar: a second of work, twice). The text usually follows
 * within microseconds, but a slow disk or a large file can take a good part of
 * this; a file really emptied is rebuilt (and shows empty) once it has stayed
 * so this long. A file that was empty already is rebuilt at once.
 */
const EMPTIED_FILE_WAIT_MS = 250;

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
  /** Resolves once every folder is watched. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function watchSources({ paths: given, ignore, isCode, session, onRebuild, alsoWatch }: WatchOptions): Watcher {
  const paths = given.map((p) => path.resolve(p));
  // Installed packages and git's files below a watched folder never matter (the folder itself may be inside one).
  const below = (file: string) => {
    const root = paths.find((p) => file === p || file.startsWith(p + path.sep));
    return (root ? file.slice(root.length) : file).split(path.sep);
  };
  const ignored = (file: string) => below(file).some((part) => part === 'node_modules' || part === '.git')
    || ignore.some((dir) => file === dir || file.startsWith(dir + path.sep));
  const pending = new Set<string>();
  /** Files found emptied, waiting for their text (EMPTIED_FILE_WAIT_MS) until it comes or the wait ends. */
  const waiting = new Set<string>();
  let running = false;

  // Synchronous: one stat is microseconds, and it sits between a save and its reload.
  const stamp = (file: string) => {
    const s = statSync(file, { throwIfNoEntry: false });
    return s ? `${s.mtimeMs}:${s.size}` : 'gone';
  };
  /** Each file as the last rebuild read it: a save reported more than once is built once. */
  const built = new Map<string, string>();

  let staleInARow = 0;
  /** The pages that rebuilds nobody heard of changed in the served site: the next report names them too, or no open page of them reloads. */
  let unheard: string[] = [];
  const run = async () => {
    running = true;
    while (pending.size) {
      const changed = [...pending];
      pending.clear();
      for (const file of changed) built.set(file, stamp(file));
      // A file that changed while the rebuild read it (a save caught between the
      // editor's truncating the file and its writing it) makes the result stale:
      // nobody hears of it (no error that is not there, no reload to a page cut
      // short), and the file is rebuilt at once; but a file that never stops
      // changing still gets every third rebuild reported. The rebuild itself
      // stops once it has read its sources, if one changed meanwhile (a large
      // OpenAPI document, read half written, would change most of the pages).
      const changedSince = () => changed.some((file) => stamp(file) !== built.get(file));
      let result = await session.rebuild(changed, changed.some(isCode), staleInARow < 2 ? changedSince : undefined);
      // A failed rebuild may have read a file that a save is still writing, in parts, between which it read and failed
      // at once (a script writing a large OpenAPI document, read as no JSON): its error is reported only if the files
      // stay as they were for as long as a save may take.
      if (!result.ok && staleInARow < 2) {
        await new Promise((resolve) => setTimeout(resolve, EMPTIED_FILE_WAIT_MS));
        if (closed) return; // docs serve stopped meanwhile: nobody to tell
      }
      const stale = changed.filter((file) => stamp(file) !== built.get(file));
      // A rebuild reads every source, not only the changed ones: one saved meanwhile (queued, or emptied and waiting for
      // its text) may have been read half written too. It is rebuilt next; that rebuild is the one reported.
      const savedMeanwhile = pending.size > 0 || waiting.size > 0;
      if ((stale.length || savedMeanwhile) && ++staleInARow < 3) {
        if (result.ok) unheard.push(...result.changedUrls);
        for (const file of stale) onChange(file); // an emptied one waits for its text
        continue;
      }
      staleInARow = 0;
      if (result.ok && unheard.length) result = { ...result, changedUrls: [...new Set([...unheard, ...result.changedUrls])] };
      unheard = [];
      onRebuild(result, changed);
      const more = alsoWatch?.().map((file) => path.resolve(file)).filter((file) => !paths.includes(file)) ?? [];
      if (more.length) {
        paths.push(...more);
        files.add(more);
      }
    }
    running = false;
  };
  let closed = false;
  /** `waitedOn`: the file's stamp when it was found emptied, EMPTIED_FILE_WAIT_MS ago. */
  const onChange = (file: string, waitedOn?: string) => {
    if (closed) return; // a wait that ends after close()
    const now = stamp(file);
    if (built.get(file) === now) return;
    const emptied = now.endsWith(':0') && !built.get(file)?.endsWith(':0');
    if (emptied && now !== waitedOn) {
      waiting.add(file);
      setTimeout(() => {
        waiting.delete(file);
        onChange(file, now);
      }, EMPTIED_FILE_WAIT_MS);
      return;
    }
    waiting.delete(file);
    pending.add(file);
    if (!running) void run();
  };
  const files = watchFiles(paths, { ignored, onChange: (file) => onChange(file) });

  return {
    ready: Promise.resolve(),
    close: async () => {
      closed = true;
      files.close();
    },
  };
}
