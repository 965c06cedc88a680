// What a piece of an OpenAPI document is made from: some values of it, and
// every value their $refs lead to, however deep (a schema's properties'
// schemas, the text file a description names). Its key changes when one of
// them does, and only then: docs serve finds an operation's markdown, or what
// its checks found, from an earlier read of the document by it (reuse.ts's
// one rule), so that an edit to one description does not make the whole
// reference again.
import { hash, hashList } from '../hash.ts';
import { externalFile, lenient, placeOf, type LoadedSpec, type Loc } from './load.ts';

/** A value read: where the $refs in it lead, and (made when a key asks) the hash of its text (JSON). */
interface Read {
  node: unknown;
  text?: string;
  leads: { place: string; node: unknown; loc: Loc }[];
}

export type InputKey = (roots: readonly { node: unknown; loc: Loc }[]) => string;

const bySpec = new WeakMap<LoadedSpec, InputKey>();

/**
 * The key of what some values of `spec` are (see above): each value is read once, however many keys it is part of
 * (the pages' and the checks' of one read of the document share them).
 */
export function inputKeys(spec: LoadedSpec): InputKey {
  let keys = bySpec.get(spec);
  if (!keys) bySpec.set(spec, (keys = keysOf(spec)));
  return keys;
}

/** Whether some values of `spec` lead, through their $refs however deep, to a $ref that names nothing. */
export function leadsToBrokenRef(spec: LoadedSpec, roots: readonly { node: unknown; loc: Loc }[]): boolean {
  let broken = false;
  reachedFrom(readerOf(spec), roots, (place) => {
    broken ||= place.startsWith('broken ');
  });
  return broken;
}

function keysOf(spec: LoadedSpec): InputKey {
  const readOf = readerOf(spec);
  return (roots) => {
    const parts: string[] = [];
    reachedFrom(readOf, roots, (place, read) => parts.push(place, (read.text ??= textOf(read.node))));
    return hashList(parts);
  };
}

/** Each value reached from `roots` (by its place: '' for a root), once. */
function reachedFrom(readOf: Reader, roots: readonly { node: unknown; loc: Loc }[], visit: (place: string, read: Read) => void): void {
  const visited = new Set<string>();
  const stack = roots.map((r) => ({ place: '', ...r }));
  while (stack.length) {
    const { place, node, loc } = stack.pop()!;
    if (place) {
      if (visited.has(place)) continue;
      visited.add(place);
    }
    const read = readOf(node, loc);
    visit(place, read);
    for (const lead of read.leads) stack.push(lead);
  }
}

type Reader = (node: unknown, loc: Loc) => Read;
const readers = new WeakMap<LoadedSpec, Reader>();

/** Reads each value of `spec` once, however many keys and questions it is part of. */
function readerOf(spec: LoadedSpec): Reader {
  let reader = readers.get(spec);
  if (!reader) readers.set(spec, (reader = newReader(spec)));
  return reader;
}

function newReader(spec: LoadedSpec): Reader {
  const { follow } = lenient(spec);
  const reads = new WeakMap<object, Read>();
  return (node: unknown, loc: Loc): Read => {
    if (!node || typeof node !== 'object') return { node, leads: [] };
    let read = reads.get(node);
    if (read) return read;
    const leads: Read['leads'] = [];
    const seen = new Set<object>();
    // A value's $refs are relative to its own file, which is the file of everything in it.
    const lead = (target: unknown, written: string) => {
      const found = follow(target, loc);
      leads.push({ place: found.node === undefined ? `broken ${written}` : placeOf(found.loc), node: found.node, loc: found.loc });
    };
    const walk = (value: unknown) => {
      if (!value || typeof value !== 'object' || seen.has(value)) return;
      seen.add(value);
      const ref = (value as { $ref?: unknown }).$ref;
      if (typeof ref === 'string') lead(value, ref);
      // An example's file (its externalValue), which the loader reads as a $ref's.
      const external = externalFile(value);
      if (external !== undefined) lead({ $ref: external }, external);
      for (const v of Object.values(value)) walk(v);
    };
    walk(node);
    read = { node, leads };
    reads.set(node, read);
    return read;
  };
}

let unreadable = 0;

/** A value's text, hashed; one JSON cannot write (a YAML alias that holds itself) is never the same twice. */
function textOf(value: unknown): string {
  try {
    return hash(JSON.stringify(value) ?? 'undefined');
  } catch {
    return `unreadable ${++unreadable}`;
  }
}
