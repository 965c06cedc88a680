// How long a writer waits in docs serve: from saving a file to the reload event
// that open pages receive. Runs docs serve in this process on a site, edits a
// page's body (only that page changes) and its title (the sidebar of every page
// changes), several times each.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serve } from '../../src/dev/command.ts';
import { build } from '../../src/build.ts';
import { listen } from '../helpers/events.ts';
import { median } from './stats.ts';

export interface RebuildTimes {
  pageEditMs: number;
  titleEditMs: number;
}

export async function measureRebuilds(root: string, edits: number): Promise<RebuildTimes> {
  const quiet = process.stdout.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  const running = await serve({ root, host: '127.0.0.1', port: 0, open: false, loadBuild: async () => build }).finally(() => (process.stdout.write = quiet));
  const events = await listen(new URL('/__docs/events', running.server!.url).href);
  const file = path.join(root, 'content/s01/f001/p02.md');
  const original = await readFile(file, 'utf8');
  const time = async (text: string) => {
    const next = events.next((e) => e.type === 'update', 60_000);
    const started = performance.now();
    process.stdout.write = (() => true) as typeof process.stdout.write;
    await writeFile(file, text);
    const event = await next;
    process.stdout.write = quiet;
    if (event.type !== 'update') throw new Error('the rebuild failed');
    return performance.now() - started;
  };
  try {
    const pageEdits: number[] = [];
    const titleEdits: number[] = [];
    for (let i = 0; i < edits; i++) pageEdits.push(await time(`${original}\nAn added sentence, number ${i}.\n`));
    for (let i = 0; i < edits; i++) titleEdits.push(await time(original.replace(/^title: .*$/m, `title: "Edited title ${i}"`)));
    await time(original);
    return { pageEditMs: median(pageEdits), titleEditMs: median(titleEdits) };
  } finally {
    process.stdout.write = quiet;
    events.close();
    await running.close();
  }
}
