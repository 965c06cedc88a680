// What docs serve tells open pages over server-sent events.

export const EVENTS_URL = '/__docs/events';

export type DevEvent =
  /** A rebuild succeeded: the shell's build id, and the URLs of the pages whose HTML changed. */
  | { type: 'update'; buildId: string; changed: string[] }
  /** A rebuild failed: its errors, formatted as in the terminal, each with the URL of the page it is about when it is one. */
  | { type: 'error'; errors: DevError[] };

export interface DevError {
  text: string;
  page?: string;
}
