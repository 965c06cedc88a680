// What docs serve tells open pages over server-sent events.

export const EVENTS_URL = '/__docs/events';

export type DevEvent =
  /** A rebuild succeeded: the shell's build id, and the URLs of the pages whose HTML changed. */
  | { type: 'update'; buildId: string; changed: string[] }
  /** A rebuild failed: its errors, formatted as in the terminal. */
  | { type: 'error'; errors: string[] };
