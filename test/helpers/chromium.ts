// Debian's Chromium and a static server for the built site, without vitest:
// the browser tests use them through browser.ts, and the Lighthouse benchmark
// (a plain script) directly.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The machine has no network beyond loopback: Chromium's own background
 * connections would only fail.
 */
export const CLOSED_NETWORK_FLAGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `dir` on a free port of 127.0.0.1, with a 404 for anything else. */
export async function serveStatic(dir: string, headers: Record<string, string> = {}): Promise<StaticServer> {
  const files = sirv(dir, { dev: true, etag: false, setHeaders: (res) => Object.entries(headers).forEach(([k, v]) => res.setHeader(k, v)) });
  const server: Server = createServer((req, res) => files(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
