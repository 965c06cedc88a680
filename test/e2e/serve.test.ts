// docs serve over a temporary copy of a site: the server, rebuilds after edits,
// additions, renames and deletions, the reload events, and errors that never stop it.
import { createSearch } from '../../src/shared/search.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { serve, type Running } from '../../src/dev/command.ts';
import { PORT_ATTEMPTS } from '../../src/dev/server.ts';
import { build } from '../../src/build.ts';
import { makeSite, writeFiles } from '../helpers/site.ts';
import { listen, type EventStream } from '../helpers/events.ts';
import { launchBrowser } from '../helpers/browser.ts';
import type { DevEvent } from '../../src/shared/dev-events.ts';

/** The first bytes of a PNG file, then some that are not UTF-8. */
const IMAGE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00, 0x01]);
const FILES = {
  'content/index.md': '---\ntemplate: landing\n---\n\n- [Guide](./guide.md)\n',
  'content/guide.md': '---\ntitle: Guide\n---\n\n## Setup\n\nSetup text.\n\n![A diagram](./diagram.png)\n\n<!--@include: ./parts/note.md-->\n',
  'content/diagram.png': IMAGE,
  'content/reference.md': '---\ntitle: Reference\n---\n\n## Limits\n\n' + 'Long text to scroll past. '.repeat(400) + '\n\n## End\n',
  'content/parts/note.md': '---\nsidebar: false\n---\n\nA shared note.\n',
};

let root: string;
let running: Running;
let events: EventStream;
let base: string;
const quiet = { write: () => true } as unknown as typeof process.stdout;

const get = async (p: string) => {
  const res = await fetch(new URL(p, base), { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
};
/** A request whose path is sent as written (fetch would resolve its "..") and whose body is read as bytes. */
const raw = (p: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const url = new URL(base);
    request({ host: url.hostname, port: url.port, path: p, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
const update = (match: (e: Extract<DevEvent, { type: 'update' }>) => boolean = () => true) =>
  events.next((e) => e.type === 'update' && match(e)) as Promise<Extract<DevEvent, { type: 'update' }>>;

// The terminal output of docs serve is not what these tests read.
const terminal = { out: process.stdout.write, err: process.stderr.write };
beforeAll(async () => {
  process.stdout.write = quiet.write;
  process.stderr.write = quiet.write;
  root = await makeSite(FILES);
  running = await serve({ root, host: '127.0.0.1', port: 0, open: false, loadBuild: async () => build });
  base = running.server!.url;
  events = await listen(new URL('/__docs/events', base).href);
});
afterAll(async () => {
  events?.close();
  await running?.close();
  process.stdout.write = terminal.out;
  process.stderr.write = terminal.err;
});

describe('docs serve', () => {
  it('serves the site on the loopback address, under the base URL', async () => {
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/docs\/$/);
    expect((await get('/docs/guide')).text).toContain('Setup text.');
    expect(await get('/')).toMatchObject({ status: 302, location: '/docs/' });
  });

  it('answers unknown paths under the base URL with the not-found page and status 404', async () => {
    const missing = await get('/docs/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Page not found');
    expect((await get('/elsewhere')).status).toBe(404);
    expect((await get('/docs/../site.config.ts')).status).toBe(404);
  });

  it('serves the site from memory: it writes no output, and no path reaches a file outside the site', async () => {
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
    expect(existsSync(path.join(root, 'node_modules/.cache/docs/serve'))).toBe(false);
    for (const p of ['/docs/../site.config.ts', '/docs/%2e%2e/site.config.ts', '/docs/..%2fsite.config.ts', '/docs/..%2f..%2f..%2fetc%2fpasswd', '/docs/%E0%A4%A']) {
      const res = await raw(p);
      expect(res.status, p).toBe(404);
      expect(res.body.toString(), p).toContain('Page not found');
    }
  });

  it('sends each file with its type, HEAD without a body, byte ranges, and answers only GET and HEAD', async () => {
    const page = await raw('/docs/guide');
    expect(page.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    const image = /<img src="([^"]+)" alt="A diagram"/.exec(page.body.toString())![1];
    const whole = await raw(image);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.body).toEqual(IMAGE);
    const part = await raw(image, { headers: { Range: 'bytes=1-3' } });
    expect(part).toMatchObject({ status: 206, headers: { 'content-range': `bytes 1-3/${IMAGE.length}` }, body: IMAGE.subarray(1, 4) });
    expect((await raw(image, { headers: { Range: 'bytes=-2' } })).body).toEqual(IMAGE.subarray(-2));
    expect((await raw(image, { headers: { Range: 'bytes=10-' } })).body).toEqual(IMAGE.subarray(10));
    expect((await raw(image, { headers: { Range: `bytes=${IMAGE.length}-` } })).status).toBe(416);
    const head = await raw('/docs/guide', { method: 'HEAD' });
    expect(head).toMatchObject({ status: 200, headers: { 'content-length': String(page.body.length) } });
    expect(head.body.length).toBe(0);
    expect((await raw('/docs/guide', { method: 'POST' })).status).toBe(405);
  });

  it('serves each page as markdown, and the llms files, as text', async () => {
    const copy = await raw('/docs/guide.md');
    expect(copy.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(copy.body.toString()).toMatch(/^# Guide\n\n## Setup\n\nSetup text\./);
    for (const file of ['/docs/llms.txt', '/docs/llms-full.txt', '/llms.txt', '/robots.txt']) {
      expect((await raw(file)).headers['content-type'], file).toBe('text/plain; charset=utf-8');
    }
    expect((await get('/docs/llms-full.txt')).text).toContain('Setup text.');
    expect((await get('/llms.txt')).text).toContain('- [Guide](https://docs.example.com/docs/guide.md)');
  });

  it('puts the live-reload script in the pages it serves', async () => {
    expect((await get('/docs/guide')).text).toContain('<script defer="" src="/__docs/dev.js">');
    expect((await get('/__docs/dev.js')).text).toContain('EventSource');
  });

  it('rebuilds an edited page, and tells open pages which pages changed', async () => {
    const next = update();
    await writeFiles(root, { 'content/guide.md': FILES['content/guide.md'].replace('Setup text.', 'Edited setup text.') });
    const event = await next;
    expect(event.changed).toEqual(['/docs/guide']);
    expect((await get('/docs/guide')).text).toContain('Edited setup text.');
  });

  it('indexes an edited page for search after the reload went out', async () => {
    await expect.poll(async () => (await createSearch(async (file) => JSON.parse((await get(`/docs/_/search/${file}`)).text)).search('edited setup'))[0]?.record[0].replace(/#.*/, ''), { timeout: 5000 }).toBe('/docs/guide');
  });

  it('rebuilds the pages that include an edited file', async () => {
    const next = update();
    await writeFiles(root, { 'content/parts/note.md': '---\nsidebar: false\n---\n\nAn edited note.\n' });
    const event = await next;
    expect(event.changed.sort()).toEqual(['/docs/guide', '/docs/parts/note']);
    expect((await get('/docs/guide')).text).toContain('An edited note.');
    expect((await get('/docs/guide.md')).text).toContain('An edited note.');
    expect((await get('/docs/llms-full.txt')).text).toContain('An edited note.');
  });

  it('adds, renames and deletes pages, updating every sidebar', async () => {
    let next = update((e) => e.changed.includes('/docs/faq'));
    await writeFiles(root, { 'content/faq.md': '---\ntitle: FAQ\n---\n\nQuestions.\n' });
    let event = await next;
    expect(event.changed).toContain('/docs/guide'); // its sidebar lists the new page
    expect((await get('/docs/faq')).status).toBe(200);
    expect((await get('/docs/guide')).text).toContain('href="/docs/faq"');

    next = update((e) => e.changed.includes('/docs/questions'));
    await rename(path.join(root, 'content/faq.md'), path.join(root, 'content/questions.md'));
    event = await next;
    expect(event.changed).toContain('/docs/faq');
    expect((await get('/docs/faq')).status).toBe(404);
    expect((await get('/docs/questions')).status).toBe(200);

    next = update((e) => e.changed.includes('/docs/questions'));
    await rm(path.join(root, 'content/questions.md'));
    await next;
    expect((await get('/docs/questions')).status).toBe(404);
    expect((await get('/docs/guide')).text).not.toContain('/docs/questions');
  }, 20_000);

  it('keeps serving the last good pages through a bad edit, and says what is wrong', async () => {
    const failed = events.next((e) => e.type === 'error');
    await writeFiles(root, { 'content/guide.md': '---\ntitle: [unclosed\n---\n\nBroken.\n' });
    const error = (await failed) as Extract<DevEvent, { type: 'error' }>;
    expect(error.errors[0].text).toMatch(/content\/guide\.md:\d+:\d+  Front matter is not valid YAML/);
    expect(error.errors[0].page).toBe('/docs/guide');
    expect((await get('/docs/guide')).text).toContain('An edited note.');

    const fixed = update();
    await writeFiles(root, { 'content/guide.md': FILES['content/guide.md'].replace('Setup text.', 'Fixed text.') });
    await fixed;
    expect((await get('/docs/guide')).text).toContain('Fixed text.');
  });

  it('survives a broken site.config.ts and a broken link, and recovers', async () => {
    let failed = events.next((e) => e.type === 'error');
    await writeFiles(root, { 'site.config.ts': 'export default {\n  productName: "x",,\n};\n' });
    const config = ((await failed) as Extract<DevEvent, { type: 'error' }>).errors[0];
    expect(config.text).toMatch(/site\.config\.ts:2:\d+  site\.config\.ts does not compile/);
    expect(config.page).toBeUndefined();
    let fixed = update();
    await writeFiles(root, { 'site.config.ts': `export default { productName: 'Acme Docs', tagline: 'Docs for tests' };\n` });
    await fixed;

    failed = events.next((e) => e.type === 'error');
    await writeFiles(root, { 'content/guide.md': FILES['content/guide.md'] + '\nSee [x](./nowhere.md).\n' });
    const link = ((await failed) as Extract<DevEvent, { type: 'error' }>).errors[0];
    expect(link.text).toContain('Broken link: ./nowhere.md');
    expect(link.page).toBe('/docs/guide');
    fixed = update();
    await writeFiles(root, { 'content/guide.md': FILES['content/guide.md'] });
    await fixed;
    expect((await get('/docs/guide')).status).toBe(200);
  });

  it('takes the next port when the one asked for is busy, and says so', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    const busy = (blocker.address() as { port: number }).port;
    const lines: string[] = [];
    const write = process.stdout.write;
    process.stdout.write = ((line: string) => (lines.push(line), true)) as typeof process.stdout.write;
    let second: Running | undefined;
    try {
      second = await serve({ root, host: '127.0.0.1', port: busy, open: false, loadBuild: async () => build });
    } finally {
      process.stdout.write = write;
    }
    // Another test file may hold busy + 1 by chance, so the next free port is what to expect.
    const taken = second!.server!.port;
    expect(taken).toBeGreaterThan(busy);
    expect(taken).toBeLessThan(busy + PORT_ATTEMPTS);
    expect(second!.server!.url).toBe(`http://127.0.0.1:${taken}/docs/`);
    expect(lines.join('')).toContain(`Port ${busy} is in use, so the site is served on port ${taken}.`);
    await second!.close();
    blocker.close();
  });
});

describe('docs serve answers only its own host names', () => {
  let site: string;
  let server: Running;
  let port: string;
  const ask = (p: string, headers: Record<string, string>) =>
    new Promise<{ status: number; type?: string; body: string }>((resolve, reject) => {
      // The real connection goes to 127.0.0.1; only the headers say otherwise, as a rebinding page's would.
      const req = request({ host: '127.0.0.1', port, path: p, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => {
          body += chunk;
          if (p === '/__docs/events') req.destroy(); // a stream: its first bytes tell
        }).on('close', () => resolve({ status: res.statusCode!, type: res.headers['content-type'], body }));
      }).on('error', reject);
      req.end();
    });
  const PATHS = ['/docs/guide', '/docs/_/chunks/guide.json', '/__docs/events', '/__docs/dev.js', '/docs/no/such/page', '/'];

  beforeAll(async () => {
    process.stdout.write = quiet.write;
    site = await makeSite({ ...FILES, 'site.config.ts': `export default { productName: 'Acme Docs', allowedHosts: ['docs.test', '.preview.test'] };\n` });
    server = await serve({ root: site, host: '127.0.0.1', port: 0, open: false, loadBuild: async () => build });
    port = String(server.server!.port);
  });
  afterAll(async () => {
    await server?.close();
    process.stdout.write = terminal.out;
  });

  it('answers localhost, IP literals and the allowed names, whatever their case, port or trailing dot', async () => {
    const hosts = ['localhost', `localhost:${port}`, 'LOCALHOST', 'localhost.', `app.localhost:${port}`, '127.0.0.1', `127.0.0.1:${port}`, '[::1]', `[::1]:${port}`, '192.0.2.7:8080',
      'docs.test', `Docs.Test.:${port}`, 'preview.test', 'pr-12.preview.test'];
    for (const host of hosts) {
      for (const p of PATHS) expect((await ask(p, { Host: host })).status, `${host} ${p}`).not.toBe(403);
    }
    expect((await ask('/docs/guide', { Host: 'docs.test' })).body).toContain('Setup text.');
  });

  it('answers any other host with 403 and a message naming the setting, for pages, chunks, the event stream and the dev script', async () => {
    for (const host of ['evil.example.com', `evil.example.com:${port}`, 'EVIL.example.com.', 'localhost.evil.example.com', 'docs.test.evil.example.com', 'evilpreview.test', 'evil.com@localhost']) {
      for (const p of PATHS) {
        const res = await ask(p, { Host: host });
        expect(res.status, `${host} ${p}`).toBe(403);
        expect(res.type).toBe('text/plain; charset=utf-8');
        expect(res.body).toContain('allowedHosts');
        expect(res.body).not.toContain('Setup text.');
      }
    }
    const res = await ask('/docs/guide', { Host: `EVIL.example.com.:${port}` });
    expect(res.body).toContain('does not answer the host "evil.example.com"');
    expect(res.body).toContain(`allowedHosts: ["evil.example.com"]`);
  });

  it('refuses a request whose Origin names another site', async () => {
    expect((await ask('/__docs/events', { Host: 'localhost', Origin: 'https://evil.example.com' })).status).toBe(403);
    expect((await ask('/__docs/events', { Host: 'localhost', Origin: 'null' })).status).toBe(403);
    expect((await ask('/__docs/events', { Host: 'localhost', Origin: `http://localhost:${port}` })).status).toBe(200);
    expect((await ask('/docs/guide', { Host: 'docs.test', Origin: 'http://docs.test' })).status).toBe(200);
  });

  it('follows a change of allowedHosts in site.config.ts without a restart, and allowedHosts: true allows any', async () => {
    const status = (host: string) => () => ask('/docs/guide', { Host: host }).then((r) => r.status);
    await writeFiles(site, { 'site.config.ts': `export default { productName: 'Acme Docs', allowedHosts: ['other.test'] };\n` });
    await expect.poll(status('other.test'), { timeout: 10_000 }).toBe(200);
    expect(await status('docs.test')()).toBe(403);
    await writeFiles(site, { 'site.config.ts': `export default { productName: 'Acme Docs', allowedHosts: true };\n` });
    await expect.poll(status('evil.example.com'), { timeout: 10_000 }).toBe(200);
  });
});

describe('docs serve and the components of site.config.ts', () => {
  const config = (names: string[]) => `import { defineConfig } from 'docs';\n${names.map((n) => `import { ${n} } from './components/${n}';\n`).join('')}\nexport default defineConfig({ productName: 'Acme Docs', components: { ${names.join(', ')} } });\n`;
  let site: string;
  let server: Running;
  const page = async () => (await fetch(new URL('/docs/hello', server.server!.url))).text();
  beforeAll(async () => {
    process.stdout.write = quiet.write;
    process.stderr.write = quiet.write;
    site = await makeSite({
      'site.config.ts': config(['Greeting']),
      'components/Greeting.tsx': "import { word } from './words';\n\nexport function Greeting() {\n  return <b className=\"greeting\">{word}</b>;\n}\n",
      'components/words.ts': "export const word = 'Hello';\n",
      'content/hello.md': '# Hello\n\n<Greeting />\n',
    });
    server = await serve({ root: site, host: '127.0.0.1', port: 0, open: false, loadBuild: async () => build });
  });
  afterAll(async () => {
    await server?.close();
    process.stdout.write = terminal.out;
    process.stderr.write = terminal.err;
  });

  it('rebuilds when a file the config imports changes, however deep, and follows the files a config edit imports', async () => {
    expect(await page()).toContain('<b class="greeting">Hello</b>');
    await writeFiles(site, { 'components/words.ts': "export const word = 'Howdy';\n" });
    await expect.poll(page, { timeout: 10_000 }).toContain('<b class="greeting">Howdy</b>');

    await writeFiles(site, { 'components/Farewell.tsx': 'export function Farewell() {\n  return <i>Bye</i>;\n}\n' });
    await writeFiles(site, { 'site.config.ts': config(['Greeting', 'Farewell']), 'content/hello.md': '# Hello\n\n<Greeting />\n\n<Farewell />\n' });
    await expect.poll(page, { timeout: 10_000 }).toContain('<i>Bye</i>');
    await writeFiles(site, { 'components/Farewell.tsx': 'export function Farewell() {\n  return <i>See you</i>;\n}\n' });
    await expect.poll(page, { timeout: 10_000 }).toContain('<i>See you</i>');
  }, 40_000);
});

describe('docs serve in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('swaps an edited page in place, keeping the scroll position, and shows build errors over the page', async () => {
    const page = await browser.newPage();
    await page.goto(new URL('/docs/reference', base).href);
    await page.evaluate(() => scrollTo(0, 800));
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
    await writeFiles(root, { 'content/reference.md': FILES['content/reference.md'].replace('## End', '## The end') });
    await expect.poll(() => page.locator('#the-end').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.evaluate(() => scrollY)).toBe(800);
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);

    await writeFiles(root, { 'content/reference.md': '---\ntitle: [\n---\n' });
    const overlay = page.getByRole('alertdialog', { name: 'The build failed' });
    await overlay.waitFor({ timeout: 10_000 });
    expect(await overlay.textContent()).toContain('The build failed with 1 error, all on this page.');
    expect(await overlay.textContent()).toContain('Front matter is not valid YAML');
    const covers = () => overlay.evaluate((el) => el.getBoundingClientRect().height >= innerHeight);
    expect(await covers()).toBe(true);
    await writeFiles(root, { 'content/reference.md': FILES['content/reference.md'] });
    await overlay.waitFor({ state: 'detached', timeout: 10_000 });

    // Another page's errors leave this one readable: a panel at the bottom.
    await writeFiles(root, { 'content/guide.md': FILES['content/guide.md'] + '\nSee [x](./nowhere.md).\n' });
    await overlay.waitFor({ timeout: 10_000 });
    expect(await overlay.textContent()).toContain('The build failed with 1 error, none on this page.');
    expect(await overlay.textContent()).toMatch(/guide\.md:\d+:\d+  Broken link: \.\/nowhere\.md/);
    expect(await covers()).toBe(false);
    await writeFiles(root, { 'content/guide.md': FILES['content/guide.md'] });
    await overlay.waitFor({ state: 'detached', timeout: 10_000 });
    await page.close();
  }, 30_000);
});

describe('docs build --watch', () => {
  it('rebuilds the output folder whole after each change, without a server', async () => {
    const { buildAndWatch } = await import('../../src/dev/command.ts');
    const { readFile: read } = await import('node:fs/promises');
    const site = await makeSite(FILES);
    const out = path.join(site, 'dist');
    process.stdout.write = quiet.write;
    const watching = await buildAndWatch({ root: site, loadBuild: async () => build });
    try {
      expect(await read(path.join(out, 'docs/guide/index.html'), 'utf8')).toContain('Setup text.');
      await writeFiles(site, { 'content/guide.md': FILES['content/guide.md'].replace('Setup text.', 'Watched text.') });
      await expect.poll(() => read(path.join(out, 'docs/guide/index.html'), 'utf8'), { timeout: 10_000 }).toContain('Watched text.');
      expect(await read(path.join(out, 'docs/guide/index.html'), 'utf8')).not.toContain('/__docs/');
    } finally {
      await watching.close();
    }
  });
});
