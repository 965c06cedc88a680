// docs serve, build --watch, check and init through the shipped command
// (bin/docs.js and its bundles, which the other tests do not run), on sites in
// temporary folders: what the writer reads in the terminal and gets over HTTP.
// No test here makes a successful `docs build`, which keeps the launcher's code
// cache: cli.test.ts checks that cache, and runs in parallel.
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { makeSite, writeFiles } from '../helpers/site.ts';
import { docs, startDocs } from '../helpers/cli.ts';
import { listen } from '../helpers/events.ts';
import type { DevEvent } from '../../src/shared/dev-events.ts';

const GOOD = {
  'content/index.md': '# Home\n\nSee [the guide](./guide.md).\n',
  'content/guide.md': '# Guide\n\n## Setup\n\nSetup text.\n',
};
/** A broken link and an unknown placeholder, each with its line and hint. */
const BROKEN = {
  'content/index.md': '# Home\n\nSee [the guide](./guide.md) and [x](./missing.md).\n',
  'content/guide.md': '# Guide\n\n## Setup\n\n{{ nope }}\n',
};

describe('docs serve, as shipped', () => {
  it('lists every error of a first build with file, line and hint, serves every page, and recovers', async () => {
    const root = await makeSite(BROKEN);
    const serve = startDocs(['serve', '--port', '0'], root);
    try {
      const url = (await serve.waitFor(/Serving (http:\/\/127\.0\.0\.1:\d+\/docs\/)/))[1];
      await serve.waitFor(/Build failed with 2 errors; serving the pages that built/);
      const terminal = serve.output();
      expect(terminal).not.toContain('1) 2 errors');
      expect(terminal).toMatch(/1\) content\/guide\.md:5:\d+ {2}Unknown placeholder/);
      expect(terminal).toMatch(/2\) content\/index\.md:3:\d+ {2}Broken link: \.\/missing\.md.*\n {3}hint: /);
      expect(terminal).not.toMatch(/\n\s+at /); // no stack trace

      for (const page of ['', 'guide']) expect((await fetch(url + page)).status, page).toBe(200);
      expect(await (await fetch(url + 'guide')).text()).toContain('Setup');
      expect((await fetch(url + 'nowhere')).status).toBe(404);

      // A page opened now gets the errors, each with its page.
      const events = await listen(new URL('/__docs/events', url).href);
      const failed = (await events.next((e) => e.type === 'error')) as Extract<DevEvent, { type: 'error' }>;
      expect(failed.errors.map((e) => [e.text.split('  ')[0], e.page])).toEqual([
        [expect.stringMatching(/^content\/guide\.md:5:\d+$/), '/docs/guide'],
        [expect.stringMatching(/^content\/index\.md:3:\d+$/), '/docs/'],
      ]);

      const from = serve.output().length;
      const fixed = events.next((e) => e.type === 'update');
      await writeFiles(root, GOOD);
      await fixed;
      await serve.waitFor(/✔ Rebuilt in/, from);
      expect(await (await fetch(url + 'guide')).text()).toContain('Setup text.');
      events.close();

      // A later failure: the errors again, in full, and the last good pages.
      const later = serve.output().length;
      await writeFiles(root, { 'content/guide.md': BROKEN['content/guide.md'] });
      await serve.waitFor(/Build failed with 1 error; the last good output is kept\..*\n1\) content\/guide\.md:5:\d+ {2}Unknown placeholder/, later);
      expect(await (await fetch(url + 'guide')).text()).toContain('Setup text.');
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  }, 60_000);
});

describe('docs serve with an OpenAPI document split across files, as shipped', () => {
  it('sees an edit to a file that the document\'s $refs name from its first build on, and reloads only the page that shows it', async () => {
    const op = "operationId: listPets\nsummary: List pets\ndescription: Lists the pets.\nresponses: { '200': { description: OK } }\n";
    const root = await makeSite({
      'content/index.md': '# Home\n',
      'site.config.ts': "export default { openapi: [{ spec: 'api/openapi.yaml', route: 'reference' }] };\n",
      'api/openapi.yaml': "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n  /pets:\n    get: { $ref: 'ops/list-pets.yaml' }\n  /health:\n    get: { operationId: health, responses: { '204': { description: Healthy } } }\n",
      'api/ops/list-pets.yaml': op,
    });
    const serve = startDocs(['serve', '--port', '0'], root);
    try {
      const url = (await serve.waitFor(/Serving (http:\/\/127\.0\.0\.1:\d+\/docs\/)/))[1];
      const page = url + 'reference/other-operations/list-pets';
      expect(await (await fetch(page)).text()).toContain('Lists the pets.');
      const events = await listen(new URL('/__docs/events', url).href);
      const updated = events.next((e) => e.type === 'update');
      await writeFiles(root, { 'api/ops/list-pets.yaml': op.replace('Lists the pets.', 'Lists every pet.') });
      expect(await updated).toMatchObject({ changed: ['/docs/reference/other-operations/list-pets'] });
      expect(await (await fetch(page)).text()).toContain('Lists every pet.');
      events.close();
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  }, 60_000);
});

/** A page of `sections` realistic sections: headings, links, code, a list and a table each. */
function largePage(title: string, sections: number): string {
  const section = (n: number) => `## Section ${n}\n\nSome **bold** text, \`code\` and [a link](./guide.md#setup), about the API and its options.\n\n- one\n- two\n\n\`\`\`ts\nconst x${n} = await client.get('/things/${n}');\n\`\`\`\n\n| a | b |\n|---|---|\n| ${n} | two |\n\n`;
  return `# ${title}\n\n${Array.from({ length: sections }, (_, n) => section(n)).join('')}`;
}

describe('docs serve while a large page rebuilds, as shipped', () => {
  it('answers every request in well under a second', async () => {
    // About 700 KB of markdown: its rebuild held the server for 3 s and more.
    const root = await makeSite({ ...GOOD, 'content/large.md': largePage('Large', 2000) });
    const serve = startDocs(['serve', '--port', '0'], root);
    try {
      const url = (await serve.waitFor(/Serving (http:\/\/127\.0\.0\.1:\d+\/docs\/)/, 0, 90_000))[1];
      const events = await listen(new URL('/__docs/events', url).href);
      const rebuilt = events.next((e) => e.type === 'update' && e.changed.includes('/docs/large'), 90_000);
      let done = false;
      const stop = () => (done = true);
      rebuilt.then(stop, stop); // the test reads what it settled to below: a missing update fails it there
      await writeFiles(root, { 'content/large.md': largePage('Large, edited', 2000) });
      const waits: number[] = [];
      while (!done) {
        const started = performance.now();
        expect((await fetch(url + 'guide')).status).toBe(200);
        waits.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      events.close();
      await rebuilt;
      expect(await (await fetch(url + 'large')).text()).toContain('Large, edited');
      expect(Math.max(...waits)).toBeLessThan(1500);
      expect(waits.length).toBeGreaterThan(5);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  }, 180_000);
});

describe('docs build --watch, as shipped', () => {
  it('lists every error with file, line and hint, keeps no half output, and writes the site once it is fixed', async () => {
    const root = await makeSite(BROKEN);
    const watch = startDocs(['build', '--watch'], root);
    try {
      await watch.waitFor(/Watching for changes/);
      const terminal = watch.output();
      expect(terminal).toContain('✖ Build failed with 2 errors; the last good output is kept.');
      expect(terminal).toMatch(/1\) content\/guide\.md:5:\d+ {2}Unknown placeholder/);
      expect(terminal).toMatch(/2\) content\/index\.md:3:\d+ {2}Broken link: \.\/missing\.md.*\n {3}hint: /);
      expect(existsSync(path.join(root, 'dist'))).toBe(false);

      const from = watch.output().length;
      await writeFiles(root, GOOD);
      await watch.waitFor(/✔ Rebuilt in/, from);
      expect(await readFile(path.join(root, 'dist/docs/guide/index.html'), 'utf8')).toContain('Setup text.');
    } finally {
      expect(await watch.stop()).toBe(0);
    }
  }, 60_000);
});

describe('docs init and docs check, as shipped', () => {
  it('makes a site that checks clean, and a check of a broken one lists its errors', async () => {
    const root = await makeSite({});
    const made = await docs(['init', 'site'], root);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/^✔ Made a docs site in site: \d+ files written\n/);
    const site = path.join(root, 'site');
    const checked = await docs(['check'], site);
    expect(checked.stderr).toBe('');
    expect(checked).toMatchObject({ code: 0, stdout: expect.stringMatching(/^✔ Checked \d+ pages in .*: no errors, no broken links\n$/) });

    await writeFiles(site, { 'content/broken.md': BROKEN['content/guide.md'] });
    const failed = await docs(['check'], site);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/1\) content\/broken\.md:5:\d+ {2}Unknown placeholder/);

    const again = await docs(['init', 'site'], root);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('No site was made.');
  }, 60_000);
});
