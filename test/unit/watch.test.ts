// The watcher of docs serve and docs build --watch, with a session that stands
// in for the build: which rebuilds run, and which of them the writer hears of.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { watchSources, type Watcher } from '../../src/dev/watch.ts';
import type { RebuildResult, Session } from '../../src/dev/session.ts';
import { makeSite } from '../helpers/site.ts';

let watcher: Watcher | undefined;

afterEach(async () => {
  await watcher?.close();
  watcher = undefined;
});

/** Watches a folder holding one page; `duringRebuild` runs inside each rebuild, as the build reads the files, `afterReport` after each report. */
async function watchPage(duringRebuild: (rebuild: number, page: string) => void, afterReport: (report: number, page: string) => void = () => {}, changedUrls: (rebuild: number) => string[] = () => ['/docs/page'], failsOn: (text: string) => boolean = () => false) {
  const content = path.join(await makeSite({ 'content/page.md': '# Page\n\nThe text before the edit.\n', 'content/other.md': '# Other\n' }), 'content');
  const page = path.join(content, 'page.md');
  const other = path.join(content, 'other.md');
  const rebuilds: string[][] = [];
  /** The page's text as each rebuild read it. */
  const read: string[] = [];
  const reported: RebuildResult[] = [];
  /** What each rebuild's `stale` said once it had read the files (undefined: it was given none). */
  const stale: (boolean | undefined)[] = [];
  const session: Session = {
    async rebuild(changed = [], _code, isStale) {
      rebuilds.push(changed);
      read.push(readFileSync(page, 'utf8'));
      duringRebuild(rebuilds.length, page);
      // A build takes a while: the changes it causes are seen before it ends.
      await new Promise((resolve) => setTimeout(resolve, 30));
      stale.push(isStale?.());
      if (failsOn(read[read.length - 1])) return { ok: false, ms: 1, errors: [], pages: [], served: false };
      return { ok: true, ms: 1, pages: 1, buildId: `build ${rebuilds.length}`, changedUrls: changedUrls(rebuilds.length), warnings: [], notes: [] };
    },
    async close() {},
  };
  watcher = watchSources({ paths: [content], ignore: [], isCode: () => false, session, onRebuild: (result) => afterReport(reported.push(result), page) });
  await watcher.ready;
  return { page, other, rebuilds, read, reported, stale };
}

/** Waits for the first report, then long enough for any rebuild that would follow it. */
async function settle(reported: RebuildResult[]) {
  const until = Date.now() + 10_000;
  while (!reported.length && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
  await new Promise((resolve) => setTimeout(resolve, 300));
}

describe('watchSources', () => {
  it('rebuilds an edited page once, and reports that rebuild', async () => {
    const { page, rebuilds, reported } = await watchPage(() => {});
    writeFileSync(page, '# Page\n\nThe text after the edit.\n');
    await settle(reported);
    expect(rebuilds).toEqual([[page]]);
    expect(reported.map((r) => r.ok && r.buildId)).toEqual(['build 1']);
  });

  it('does not report a rebuild that read a page while it was being written, and rebuilds it at once', async () => {
    // The editor has truncated the file (the change that starts the rebuild) and writes the text while the rebuild reads it.
    const { page, rebuilds, reported } = await watchPage((rebuild, file) => {
      if (rebuild === 1) writeFileSync(file, '# Page\n\nThe text after the edit, written while the rebuild read the file.\n');
    });
    writeFileSync(page, '');
    await settle(reported);
    expect(rebuilds).toEqual([[page], [page]]);
    expect(reported.map((r) => r.ok && r.buildId)).toEqual(['build 2']);
  });

  it('does not report a rebuild that failed on a file a save was writing in parts, the second a tenth of a second after the first', async () => {
    // A script that writes a large JSON document as it goes: the rebuild reads the first part (no JSON) and fails at once.
    const whole = '# Page\n\nThe text after the edit, written in two parts.\n';
    const { page, rebuilds, read, reported } = await watchPage(() => {}, () => {}, undefined, (text) => text !== whole && !text.startsWith('# Page\n\nThe text before'));
    writeFileSync(page, whole.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 100));
    writeFileSync(page, whole);
    await settle(reported);
    expect(read).toEqual([whole.slice(0, 20), whole]);
    expect(rebuilds).toHaveLength(2);
    expect(reported.map((r) => r.ok && r.buildId)).toEqual(['build 2']);
  });

  it('reports a rebuild that failed on a file that stays as it read it, once a save would have ended', async () => {
    const { page, rebuilds, reported } = await watchPage(() => {}, () => {}, undefined, (text) => text.includes('broken'));
    writeFileSync(page, '# Page\n\nA broken page.\n');
    await settle(reported);
    expect(rebuilds).toHaveLength(1);
    expect(reported.map((r) => r.ok)).toEqual([false]);
  });

  it('tells a rebuild whether a file it read changed meanwhile, so that it stops early; not the third in a row, which is reported', async () => {
    const once = await watchPage((rebuild, file) => {
      if (rebuild === 1) writeFileSync(file, '# Page\n\nThe text after the edit, written while the rebuild read the file.\n');
    });
    writeFileSync(once.page, '');
    await settle(once.reported);
    expect(once.stale).toEqual([true, false]);
    await watcher?.close();
    const always = await watchPage((rebuild, file) => {
      if (rebuild <= 4) writeFileSync(file, `# Page\n\nVersion ${rebuild}.\n`);
    });
    writeFileSync(always.page, '# Page\n\nThe first edit.\n');
    await settle(always.reported);
    expect(always.stale.slice(0, 3)).toEqual([true, true, undefined]);
  });

  it('does not report a rebuild while another file is saved, which it may have read half written, but the rebuild that reads it', async () => {
    // A rebuild reads every source: the editor empties a second file as it does, and writes the text a moment later.
    const { page, other, rebuilds, reported } = await watchPage((rebuild) => {
      if (rebuild !== 1) return;
      writeFileSync(other, '');
      setTimeout(() => writeFileSync(other, '# Other\n\nIts new text.\n'), 100);
    }, () => {}, (rebuild) => (rebuild === 1 ? ['/docs/page', '/docs/other'] : ['/docs/other']));
    writeFileSync(page, '# Page\n\nThe text after the edit.\n');
    await settle(reported);
    expect(rebuilds).toEqual([[page], [other]]);
    expect(reported.map((r) => r.ok && [r.buildId, r.changedUrls])).toEqual([['build 2', ['/docs/page', '/docs/other']]]);
  });

  it('names in its report the pages that a rebuild it did not report changed', async () => {
    // The unreported rebuild put the page's new text in the served site already: the next one finds nothing more to change there.
    const { page, reported } = await watchPage((rebuild, file) => {
      if (rebuild === 1) writeFileSync(file, '# Page\n\nThe text after the edit, written while the rebuild read the file.\n');
    }, () => {}, (rebuild) => (rebuild === 1 ? ['/docs/page'] : []));
    writeFileSync(page, '');
    await settle(reported);
    expect(reported.map((r) => r.ok && [r.buildId, r.changedUrls])).toEqual([['build 2', ['/docs/page']]]);
  });

  it('still reports every third rebuild of a page that changes while each one reads it', async () => {
    const { page, reported } = await watchPage((rebuild, file) => {
      if (rebuild <= 4) writeFileSync(file, `# Page\n\nVersion ${rebuild}.\n`);
    });
    writeFileSync(page, '# Page\n\nThe first edit.\n');
    await settle(reported);
    expect(reported[0]).toMatchObject({ buildId: 'build 3' });
  });

  it('waits a moment before rebuilding an emptied page, for the text that follows', async () => {
    const { page, read, reported } = await watchPage(() => {});
    const text = '# Page\n\nThe text after the edit.\n';
    writeFileSync(page, ''); // the editor truncates the file, and writes it a few milliseconds later
    setTimeout(() => writeFileSync(page, text), 3);
    await settle(reported);
    expect(read).toEqual([text]);
    expect(reported).toHaveLength(1);
  });

  it('does not rebuild a page emptied by a second save just after a rebuild, but waits for its text', async () => {
    // A second save (a formatter's) as the first rebuild is reported: truncated, then written a moment later.
    const second = '# Page\n\nThe text after a second save.\n';
    const { page, read, reported } = await watchPage(() => {}, (report, file) => {
      if (report !== 1) return;
      writeFileSync(file, '');
      setTimeout(() => writeFileSync(file, second), 3);
    });
    writeFileSync(page, '# Page\n\nThe text after the first save.\n');
    while (reported.length < 2) await settle(reported);
    expect(read).toEqual(['# Page\n\nThe text after the first save.\n', second]);
  });

  it('waits for the text of an emptied page that a slow save writes a tenth of a second later', async () => {
    const { page, read, reported } = await watchPage(() => {});
    const text = '# Page\n\nThe text after a slow save.\n';
    writeFileSync(page, '');
    setTimeout(() => writeFileSync(page, text), 100);
    await settle(reported);
    expect(read).toEqual([text]);
    expect(reported).toHaveLength(1);
  });

  it('waits for the text of a page that a save empties while a rebuild reads it', async () => {
    const text = '# Page\n\nThe text of the second save.\n';
    const { page, read, reported } = await watchPage((rebuild, file) => {
      if (rebuild !== 1) return;
      writeFileSync(file, '');
      setTimeout(() => writeFileSync(file, text), 100);
    });
    writeFileSync(page, '# Page\n\nThe text of the first save.\n');
    while (!reported.some((r) => r.ok && read[Number(r.buildId.split(' ')[1]) - 1] === text)) await settle(reported);
    expect(read).not.toContain('');
    expect(reported).toHaveLength(1);
  });

  it('rebuilds a page that stays empty', async () => {
    const { page, read, reported } = await watchPage(() => {});
    writeFileSync(page, '');
    await settle(reported);
    expect(read).toEqual(['']);
    expect(reported).toHaveLength(1);
  });
});
