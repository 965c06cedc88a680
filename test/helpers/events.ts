// Listens to docs serve's server-sent events from a test, over real HTTP.
import http from 'node:http';
import { writeSync } from 'node:fs';
import type { DevEvent } from '../../src/shared/dev-events.ts';

const terminalLog = (s: string) => writeSync(2, '[event] ' + s.slice(0, 150) + '\n');

export interface EventStream {
  /** Resolves with the next event that `match` accepts (events before it are passed over). */
  next(match?: (event: DevEvent) => boolean, timeoutMs?: number): Promise<DevEvent>;
  close(): void;
}

export function listen(url: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const queue: DevEvent[] = [];
    const waiting: { match: (e: DevEvent) => boolean; resolve: (e: DevEvent) => void }[] = [];
    const deliver = () => {
      for (const w of [...waiting]) {
        const at = queue.findIndex(w.match);
        if (at >= 0) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve(queue.splice(0, at + 1).pop()!);
        }
      }
    };
    const req = http.get(url, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer.slice(0, end).split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
          buffer = buffer.slice(end + 2);
          if (data) queue.push(JSON.parse(data));
          if (process.env.DEBUG_EVENTS) terminalLog(data);
        }
        deliver();
      });
      resolve({
        next: (match = () => true, timeoutMs = 10_000) => new Promise((res2, rej2) => {
          const timer = setTimeout(() => rej2(new Error(`no matching event within ${timeoutMs} ms`)), timeoutMs);
          waiting.push({ match, resolve: (e) => (clearTimeout(timer), res2(e)) });
          deliver();
        }),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}
