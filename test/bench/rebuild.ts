// How long a writer waits in docs serve: from saving a file to the reload event
// that open pages receive. Runs docs serve in this process on a site, edits a
// page's body (only that page changes) and its title (the pages that show it
// change: its neighbours, and the shared sidebar), several times each.
import { readFile } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '../../src/dev/command.ts';
import { build } from '../../src/build.ts';
import { listen } from '../helpers/events.ts';
import { median } from './stats.ts';

export interface RebuildTimes {
  pageEditMs: number;
  titleEditMs: number;
  /** How many pages a page edit and a title edit changed (median). */
  pageEditPages: number;
  titleEditPages: number;
  /** With `lines`: an edit that adds lines to the page's file (of an OpenAPI document: what is below it moves). */
  linesEdit?: { ms: number; pages: number };
}

/** `page`: the file edited, relative to the site; `edit` gives its text changed (by default, a sentence added), `retitle` with the title changed, `lines` with lines added. */
export async function measureRebuilds(root: string, edits: number, page: string, retitle: (text: string, i: number) => string,
  edit = (text: string, i: number) => `${text}\nAn added sentence, number ${i}.\n`, lines?: (text: string, i: number) => string): Promise<RebuildTimes> {
  const quiet = process.stdout.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  const running = await serve({ root, host: '127.0.0.1', port: 0, open: false, loadBuild: async () => build }).finally(() => (process.stdout.write = quiet));
  const events = await listen(new URL('/__docs/events', running.server!.url).href);
  const file = path.join(root, page);
  const original = await readFile(file, 'utf8');
  const time = async (text: string) => {
    const next = events.next((e) => e.type === 'update', 120_000);
    const started = performance.now();
    process.stdout.write = (() => true) as typeof process.stdout.write;
    // In one write, as an editor saves from its own process: written here in parts, a large file (an OpenAPI document)
    // would stay half written while the rebuild it set off held this thread.
    writeFileSync(file, text);
    const event = await next;
    process.stdout.write = quiet;
    if (event.type !== 'update') throw new Error('the rebuild failed');
    return { ms: performance.now() - started, pages: event.changed.length };
  };
  try {
    const pageEdits = [];
    const titleEdits = [];
    for (let i = 0; i < edits; i++) pageEdits.push(await time(edit(original, i)));
    for (let i = 0; i < edits; i++) titleEdits.push(await time(retitle(original, i)));
    const linesEdits = [];
    if (lines) for (let i = 0; i < edits; i++) linesEdits.push(await time(lines(original, i)));
    await time(original);
    return {
      pageEditMs: median(pageEdits.map((e) => e.ms)),
      titleEditMs: median(titleEdits.map((e) => e.ms)),
      pageEditPages: median(pageEdits.map((e) => e.pages)),
      titleEditPages: median(titleEdits.map((e) => e.pages)),
      ...(lines && { linesEdit: { ms: median(linesEdits.map((e) => e.ms)), pages: median(linesEdits.map((e) => e.pages)) } }),
    };
  } finally {
    process.stdout.write = quiet;
    events.close();
    await running.close();
  }
}
