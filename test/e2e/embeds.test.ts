// A video frame and an image of other sites, in Chromium, under each page's own
// Content-Security-Policy, sent as _headers says (as static hosts and docs
// serve send it) and in the page's meta tag: they load without a violation,
// while an origin the page does not show stays blocked. The other sites are a
// second server on 127.0.0.1 (https, a certificate made for the test), reached
// by names of their own: there is no network beyond loopback here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer as createHttpsServer } from 'node:https';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sirv from 'sirv';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from '../../src/build.ts';
import { makeSite } from '../helpers/site.ts';
import { CHROMIUM, watchProblems } from '../helpers/browser.ts';
import { CLOSED_NETWORK_FLAGS } from '../helpers/chromium.ts';
import { headersOf } from '../../src/dev/site-headers.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let temp: string;
let external: Server;
let port: number;
let site: Server;
let siteUrl: string;
let browser: Browser;
let rules: string;

/** The address of a path of another site: video.example, img.example or other.example, all this test's second server. */
const at = (host: string, pathname: string) => `https://${host}.example:${port}${pathname}`;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'docs-embeds-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=video.example',
    '-addext', 'subjectAltName=DNS:video.example,DNS:img.example,DNS:other.example',
    '-keyout', path.join(temp, 'key.pem'), '-out', path.join(temp, 'cert.pem')], { stdio: 'ignore' });
  external = createHttpsServer({ key: await readFile(path.join(temp, 'key.pem')), cert: await readFile(path.join(temp, 'cert.pem')) }, (req, res) => {
    if (req.url === '/shot.png') {
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
    } else if (req.url?.startsWith('/embed/')) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Player</title><p id="player">Playing the demo</p>');
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => external.listen(0, '127.0.0.1', resolve));
  port = (external.address() as AddressInfo).port;

  const root = await makeSite({
    'content/index.md': '# Home\n\nSee [the video](./video.md).\n',
    'content/video.md': [
      '# Video',
      '',
      `<iframe src="${at('video', '/embed/demo')}" title="Demo video" width="320" height="180" allowfullscreen></iframe>`,
      '',
      `![A screenshot](${at('img', '/shot.png')})`,
      '',
      'Back [home](./index.md).',
      '',
    ].join('\n'),
  });
  const { outDir } = await build({ root, env: {} });
  rules = await readFile(path.join(outDir, '_headers'), 'utf8');
  // The built site, each path sent the headers _headers gives it.
  const files = sirv(outDir, { dev: true, etag: false });
  site = createServer((req, res) => {
    for (const [name, value] of Object.entries(headersOf(rules, new URL(req.url!, 'http://x').pathname))) res.setHeader(name, value);
    files(req, res, () => {
      res.writeHead(404).end('Not found');
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', ...CLOSED_NETWORK_FLAGS, '--host-resolver-rules=MAP *.example 127.0.0.1', '--ignore-certificate-errors'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const server of [site, external]) {
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  }
  await rm(temp, { recursive: true, force: true });
});

/** Whether the page shows the other sites' frame and image. */
async function showsEmbeds(page: Page): Promise<void> {
  await expect.poll(() => page.frameLocator('iframe[title="Demo video"]').locator('#player').textContent({ timeout: 2000 }).catch(() => null)).toBe('Playing the demo');
  await expect.poll(() => page.getByRole('img', { name: 'A screenshot' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
}

describe('a page that shows a frame and an image of other sites', () => {
  it('has a policy of its own, which lists exactly those origins', async () => {
    const response = await fetch(`${siteUrl}/docs/video`);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toContain(`frame-src 'self' ${at('video', '')}`);
    expect(policy).toContain(`img-src 'self' data: ${at('img', '')}`);
    expect(policy).not.toContain('other.example');
    expect(policy).not.toMatch(/unsafe/);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(await response.text())![1].replaceAll('&#x27;', "'");
    expect(`${meta}; frame-ancestors 'self'`).toBe(policy);
    // The other pages keep the site's policy.
    const home = (await fetch(`${siteUrl}/docs/`)).headers.get('content-security-policy')!;
    expect(home).not.toContain('.example');
    expect(rules.match(/^\/docs\/video\/?$/gm)).toEqual(['/docs/video', '/docs/video/']);
  });

  it('shows them, with no violation of its policy', async () => {
    const page = await browser.newPage();
    const problems = await watchProblems(page);
    await page.goto(`${siteUrl}/docs/video`);
    await showsEmbeds(page);
    expect(await page.locator('iframe[title="Demo video"]').getAttribute('sandbox')).toContain('allow-scripts');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('blocks an origin it does not show, for images and for frames', async () => {
    const page = await browser.newPage();
    await page.goto(`${siteUrl}/docs/video`);
    await showsEmbeds(page);
    const blocked = await page.evaluate(([image, frame]) => new Promise<string[]>((resolve) => {
      // Each of the two policies (the header's, the meta tag's) reports its own violation.
      const seen = new Set<string>();
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.add(`${event.effectiveDirective} ${event.blockedURI}`);
        if (seen.size === 2) resolve([...seen].sort());
      });
      setTimeout(() => resolve([...seen].sort()), 5000);
      const img = document.createElement('img');
      img.src = image;
      const iframe = document.createElement('iframe');
      iframe.src = frame;
      document.body.append(img, iframe);
    }), [at('other', '/shot.png'), at('other', '/embed/1')]);
    // A frame's violation names its origin only.
    expect(blocked).toEqual([`frame-src ${at('other', '')}`, `img-src ${at('other', '/shot.png')}`]);
    await page.close();
  });

  it('is loaded in full when a link leads to it from a page of the site’s policy, and back', async () => {
    const page = await browser.newPage();
    const problems = await watchProblems(page);
    await page.goto(`${siteUrl}/docs/`);
    await page.getByRole('link', { name: 'the video' }).click();
    await expect.poll(() => page.title()).toMatch(/^Video/);
    await showsEmbeds(page);
    expect(await page.locator('meta[http-equiv=Content-Security-Policy]').getAttribute('content')).toContain(at('video', ''));
    await page.getByRole('link', { name: 'home' }).click();
    await expect.poll(() => page.locator('meta[http-equiv=Content-Security-Policy]').getAttribute('content')).not.toContain('.example');
    expect(problems).toEqual([]);
    await page.close();
  });
});
