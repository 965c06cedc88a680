// docs serve's HTTP server: the site from memory (served.ts), the not-found
// page with status 404, "/" sent to the base URL, the rules of the build's
// _redirects for addresses of no file, and the live-reload events;
// each file with the security headers of the build's _headers (site-headers.ts).
// It binds to the loopback address unless told otherwise. It reads no file:
// a request can only name one of the site's files, never one outside it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { lookup as mimeType } from 'mrmime';
import { UsageError } from '../errors.ts';
import { EVENTS_URL, type DevEvent } from '../shared/dev-events.ts';
import { blockedHostMessage, isAllowedHost } from './hosts.ts';
import { bodyOf, type ServedSite } from './served.ts';
import { headersOf } from './site-headers.ts';
import { parseRedirectsFile, redirectOf, ruleAddress, type RedirectRule } from '../routes/redirects.ts';

export const DEV_SCRIPT_URL = '/__docs/dev.js';
/** How many ports after the asked one are tried when it is busy. */
export const PORT_ATTEMPTS = 10;

export interface ServerOptions {
  /** The site as it is now: each request reads the latest. */
  site: () => ServedSite;
  baseUrl: string;
  host: string;
  port: number;
  devScript: string;
  /** The config's allowedHosts as it is now (a rebuild may have changed it). */
  allowedHosts: () => readonly string[] | true;
}

export interface DevServer {
  url: string;
  port: number;
  /** Sends an event to every open page; the last one is replayed to pages that connect later. */
  broadcast(event: DevEvent): void;
  close(): Promise<void>;
}

export async function startServer({ site, baseUrl, host, port, devScript, allowedHosts }: ServerOptions): Promise<DevServer> {
  const clients = new Set<ServerResponse>();
  let last: DevEvent | undefined;

  /** What the build's _headers gives a path. */
  const securityHeaders = (pathname: string) => {
    const rules = site().get('_headers');
    return rules === undefined ? {} : headersOf(String(bodyOf(rules)), pathname);
  };

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    const stored = site().get(`${baseUrl.slice(1)}404.html`);
    const page = stored && bodyOf(stored);
    send(req, res, 404, page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8', page ?? 'Not found', securityHeaders(`${baseUrl}404.html`));
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    // Pages, chunks, the event stream and the dev script alike; an Origin, when a browser sends one, too.
    const rule = { listen: host, allowed: allowedHosts() };
    const origin = req.headers.origin && (URL.canParse(req.headers.origin) ? new URL(req.headers.origin).host : req.headers.origin);
    const blocked = [req.headers.host, origin].find((name) => name !== undefined && !isAllowedHost(name, rule));
    if (blocked !== undefined) return send(req, res, 403, 'text/plain; charset=utf-8', blockedHostMessage(blocked));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    // The URL parser has already resolved "." and ".." segments, percent-encoded ones too.
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === EVENTS_URL) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      res.write('retry: 500\n\n');
      if (last?.type === 'error') res.write(`data: ${JSON.stringify(last)}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (pathname === DEV_SCRIPT_URL) return send(req, res, 200, 'text/javascript; charset=utf-8', devScript);
    if (pathname === '/' && baseUrl !== '/') {
      res.writeHead(302, { Location: baseUrl });
      return res.end();
    }
    // Outside the base URL, only the files the build writes at the host's root (robots.txt, llms.txt).
    const file = findFile(site(), pathname, (pathname + '/').startsWith(baseUrl));
    if (!file) {
      // A rule of the build's _redirects, as the hosts that read it answer (an old address of its own has its page, found above).
      const rules = site().get('_redirects');
      const to = rules === undefined ? undefined : redirectOf(rulesOf(String(bodyOf(rules))), ruleAddress(pathname));
      if (to === undefined) return notFound(req, res);
      res.writeHead(301, { Location: to });
      return res.end();
    }
    const [name, contents] = file;
    // A string is text the build made; a Buffer is a file copied as it is (an image).
    const type = mimeType(name) ?? 'application/octet-stream';
    sendRange(req, res, typeof contents === 'string' ? `${type}; charset=utf-8` : type, contents, securityHeaders(pathname));
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

let readRules: { text: string; rules: RedirectRule[] } | undefined;

/** The rules of the build's _redirects, read again only when it changed. */
function rulesOf(text: string): RedirectRule[] {
  if (readRules?.text !== text) readRules = { text, rules: parseRedirectsFile(text) };
  return readRules.rules;
}

/**
 * The site's file a URL path names: the file itself, else the page under it
 * ("/docs/api" → "docs/api/index.html"), else the same with ".html" added,
 * as static hosts do (`pages`: false, the file itself only).
 */
function findFile(site: ServedSite, pathname: string, pages: boolean): [name: string, contents: string | Buffer] | undefined {
  let rel: string;
  try {
    rel = decodeURIComponent(pathname).slice(1);
  } catch {
    return undefined; // a malformed escape names no file
  }
  const names = !pages ? [rel] : rel === '' || rel.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}/index.html`, `${rel}.html`];
  for (const name of names) {
    const contents = site.get(name);
    if (contents !== undefined) return [name, bodyOf(contents)];
  }
  return undefined;
}

/** Sends the whole of `body`. Cache-Control: the browser always asks again, as the site changes with every save. */
function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store', ...headers });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Sends `body`, or the one byte range the request asks for (a browser seeking in a video needs them). */
function sendRange(req: IncomingMessage, res: ServerResponse, type: string, body: string | Buffer, headers: Record<string, string>): void {
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (!range || (range[1] === '' && range[2] === '')) return send(req, res, 200, type, body, { ...headers, 'Accept-Ranges': 'bytes' });
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const size = bytes.length;
  // "bytes=500-" is from 500 to the end; "bytes=-500" is the last 500.
  const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
  const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
  if (start > end || start >= size) {
    res.writeHead(416, { 'Content-Range': `bytes */${size}` });
    return void res.end();
  }
  send(req, res, 206, type, bytes.subarray(start, end + 1), { ...headers, 'Accept-Ranges': 'bytes', 'Content-Range': `bytes ${start}-${end}/${size}` });
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
