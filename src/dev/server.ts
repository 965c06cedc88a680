// docs serve's HTTP server: the built site with sirv, the not-found page with
// status 404, "/" sent to the base URL, and the live-reload events. It binds
// to the loopback address unless told otherwise, and sirv never serves a file
// from outside its folder.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sirv from 'sirv';
import { UsageError } from '../errors.ts';
import { EVENTS_URL, type DevEvent } from '../shared/dev-events.ts';

export const DEV_SCRIPT_URL = '/__docs/dev.js';
/** How many ports after the asked one are tried when it is busy. */
export const PORT_ATTEMPTS = 10;

export interface ServerOptions {
  dir: string;
  baseUrl: string;
  host: string;
  port: number;
  devScript: string;
}

export interface DevServer {
  url: string;
  port: number;
  /** Sends an event to every open page; the last one is replayed to pages that connect later. */
  broadcast(event: DevEvent): void;
  close(): Promise<void>;
}

export async function startServer({ dir, baseUrl, host, port, devScript }: ServerOptions): Promise<DevServer> {
  const files = sirv(dir, { dev: true, etag: true });
  const clients = new Set<ServerResponse>();
  let last: DevEvent | undefined;

  const notFound = async (res: ServerResponse) => {
    res.statusCode = 404;
    try {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(await readFile(path.join(dir, baseUrl.slice(1), '404.html')));
    } catch {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
    }
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === EVENTS_URL) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      res.write('retry: 500\n\n');
      if (last?.type === 'error') res.write(`data: ${JSON.stringify(last)}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (pathname === DEV_SCRIPT_URL) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
      return res.end(devScript);
    }
    if (pathname === '/' && baseUrl !== '/') {
      res.writeHead(302, { Location: baseUrl });
      return res.end();
    }
    if (!(pathname + '/').startsWith(baseUrl)) return void notFound(res);
    files(req, res, () => void notFound(res));
  };

  const server = createServer(handle);
  const listening = await listen(server, host, port);
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${listening}${baseUrl}`,
    port: listening,
    broadcast(event) {
      last = event;
      for (const client of clients) client.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    close: () => new Promise((resolve) => {
      for (const client of clients) client.end();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** Listens on `port`, or on the next free one of the few after it. */
async function listen(server: ReturnType<typeof createServer>, host: string, port: number): Promise<number> {
  for (let attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
    const candidate = port === 0 ? 0 : port + attempt;
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
      server.once('error', resolve);
      server.listen(candidate, host, () => {
        server.off('error', resolve);
        resolve(null);
      });
    });
    if (!error) return (server.address() as { port: number }).port;
    if (error.code !== 'EADDRINUSE') throw new UsageError(`Cannot listen on ${host}:${candidate}: ${error.message}`, { hint: 'choose another --host or --port' });
  }
  throw new UsageError(`Ports ${port} to ${port + PORT_ATTEMPTS - 1} are all in use`, { hint: 'choose another with --port' });
}
