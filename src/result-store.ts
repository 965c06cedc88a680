// What docs build keeps on disk between runs (<cacheDir>/markdown/), each
// result by the key of what it depends on (reuse.ts):
// - the markdown stage's results. Every build needs each page's summary (its links,
//   ids, headings, sections for search, problems): those are in one index, read
//   whole. The HTML is needed only for a page rendered again without its
//   markdown changing (its sidebar or the shell did): it is in pack files, read
//   one entry at a time. A build appends the HTML of the pages it parsed to a
//   pack of its own as it goes, so that no build holds the whole site's HTML, and
//   the index it saves lists only what it used. A pack whose entries are mostly
//   gone is copied into the new one and removed, so the packs stay about one
//   site's worth;
// - what the expand stage made of each page, without its text (ExpandRecord: the
//   key of its text, its includes, what it read), so that a page whose markdown
//   result is here is not expanded again only to find its key (an OpenAPI
//   document's page would be made from the document again);
// - what an OpenAPI document's own checks found, by the key of its files (they
//   take seconds on a large document, and decide nothing else).
//
// Entries are content-addressed: an index written by another
// version of the generator is ignored. Nothing read back is trusted (see
// cache-files.ts): the index is sealed with a checksum, each entry's HTML has
// its own, checked when it is read, and a pack is named only by a file name
// inside the folder; an entry that fails is a miss, its page parsed again, and
// the build says so once.
import { closeSync, createWriteStream, fstatSync, mkdirSync, openSync, readSync, type WriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { generatorFingerprint } from './fingerprint.ts';
import { checksum, isPlainName, unseal, writeSealed, type CacheWrites } from './cache-files.ts';
import { SiteError } from './errors.ts';
import type { PageSummary, Problem } from './types.ts';

const INDEX = 'index.json';

interface Entry {
  summary: PageSummary;
  /** Where its HTML is: a pack file, the byte it starts at, and its length in bytes; and the checksum of those bytes. */
  pack: string;
  at: number;
  length: number;
  sum: string;
}

/** What the expand stage made of a page (by the key of its inputs), without its text: see RecordedPage. */
export interface ExpandRecord {
  key: string;
  includes: string[];
  /** The files (and OpenAPI parts) it read besides its own, each with its key then. */
  reads: [string, string][];
}

interface Index {
  fingerprint: string;
  entries: Record<string, Entry>;
  pages?: Record<string, ExpandRecord>;
  checks?: Record<string, Problem[]>;
}

export class ResultStore {
  readonly #dir: string;
  readonly #entries: Records<Entry>;
  readonly #pages: Records<ExpandRecord>;
  readonly #checks: Records<Problem[]>;
  readonly #pack = `${process.pid}-${randomBytes(4).toString('hex')}.pack`;
  #stream?: WriteStream;
  #size = 0;
  /** The packs open for reading, with their sizes (an entry that would end past its pack is damaged, and nothing is allocated for it). */
  readonly #readers = new Map<string, { fd: number; size: number }>();
  readonly #writes: CacheWrites;
  /** What was found wrong in the cache: said once, in `notes`. */
  #damagedIndex = false;
  #refused = 0;
  readonly #damaged = new Set<string>();

  private constructor(dir: string, known: { entries: Map<string, Entry>; pages: Map<string, ExpandRecord>; checks: Map<string, Problem[]> }, writes: CacheWrites) {
    this.#dir = dir;
    this.#entries = new Records(known.entries);
    this.#pages = new Records(known.pages);
    this.#checks = new Records(known.checks);
    this.#writes = writes;
  }

  /** The store in `dir`: empty when its index is missing, unreadable, damaged or from another generator. Writes go through `writes`. */
  static async open(dir: string, writes: CacheWrites): Promise<ResultStore> {
    const folder = path.join(dir, 'markdown');
    const file = await readFile(path.join(folder, INDEX)).catch(() => undefined);
    const text = file && unseal(file);
    let index: Index | undefined;
    try {
      if (text !== undefined && text !== 'damaged' && text !== 'foreign') index = JSON.parse(text) as Index;
    } catch {
      // Sealed but not JSON: only a generator with a bug writes that; the index is not used.
    }
    const ours = index?.fingerprint === generatorFingerprint() ? index : undefined;
    const listed = <T>(records: Record<string, T> | undefined) => (typeof records === 'object' && records ? Object.entries(records) : []);
    const [entries, pages, checks] = [listed(ours?.entries), listed(ours?.pages), listed(ours?.checks)];
    const known = {
      entries: new Map(entries.filter(([, entry]) => isEntry(entry))),
      pages: new Map(pages.filter(([, record]) => isExpandRecord(record))),
      checks: new Map(checks.filter(([, problems]) => Array.isArray(problems) && problems.every(isProblem))),
    };
    const store = new ResultStore(folder, known, writes);
    store.#damagedIndex = text === 'damaged';
    store.#refused = entries.length + pages.length + checks.length - known.entries.size - known.pages.size - known.checks.size;
    return store;
  }

  /** What the build should say about the cache: a damaged index, entries it refused or found damaged (each a miss). */
  get notes(): SiteError[] {
    const notes: SiteError[] = [];
    const index = path.join(this.#dir, INDEX);
    if (this.#damagedIndex) notes.push(new SiteError('The build cache\'s index was damaged (its checksum does not match) and was not used', { file: index }));
    if (this.#refused) notes.push(new SiteError(`The build cache's index had ${countEntries(this.#refused)} that were malformed or named a file outside the cache folder; they were not used`, { file: index }));
    if (this.#damaged.size) {
      const pages = [...this.#damaged];
      const named = pages.slice(0, 3).join(', ') + (pages.length > 3 ? ` and ${pages.length - 3} more` : '');
      notes.push(new SiteError(`The build cache's ${pages.length === 1 ? 'entry' : 'entries'} for ${named} ${pages.length === 1 ? 'was' : 'were'} damaged (the checksum does not match) and not used`, { file: this.#dir }));
    }
    return notes;
  }

  /** What a page's markdown result says besides its HTML; the entry is kept for the next build. */
  summary(key: string): PageSummary | undefined {
    return this.#entries.find(key)?.summary;
  }

  /** What the expand stage made of a page last time, by the key of its inputs; the record is kept for the next build. */
  expanded(key: string): ExpandRecord | undefined {
    return this.#pages.find(key);
  }

  /** What the expand stage made of a page this build, for the next. */
  addExpanded(key: string, record: ExpandRecord): void {
    this.#pages.add(key, record);
  }

  /** What an OpenAPI document's checks found last time, by the key of its files; kept for the next build. */
  checks(key: string): Problem[] | undefined {
    return this.#checks.find(key);
  }

  /** What an OpenAPI document's checks found this build, for the next. */
  addChecks(key: string, problems: Problem[]): void {
    this.#checks.add(key, problems);
  }

  /** The HTML of an entry that `summary` found; undefined when its pack can't be read or its bytes are not those written. */
  html(key: string): string | undefined {
    const entry = this.#entries.used.get(key)!;
    let bytes: Buffer | undefined;
    try {
      bytes = this.#read(entry);
    } catch {
      return undefined;
    }
    if (bytes && checksum(bytes) === entry.sum) return bytes.toString('utf8');
    this.#damaged.add(entry.summary.file);
    return undefined;
  }

  /** A result of this build's, appended to its pack (unless the cache folder cannot be written: then it is not kept). */
  add(key: string, summary: PageSummary, html: string): void {
    if (this.#writes.failed) return;
    const bytes = Buffer.from(html);
    if (!this.#stream) {
      const opened = this.#writes.sync(() => {
        mkdirSync(this.#dir, { recursive: true });
        // A full disk shows on a later write, after this returned: the stream says so in its error event.
        this.#stream = createWriteStream(path.join(this.#dir, this.#pack)).on('error', (err) => this.#writes.fail(err));
      });
      if (!opened) return;
    }
    this.#stream!.write(bytes);
    this.#entries.add(key, { summary, pack: this.#pack, at: this.#size, length: bytes.length, sum: checksum(bytes) });
    this.#size += bytes.length;
  }

  /** True when this build's index differs from the last one's: it added or dropped entries. */
  get changed(): boolean {
    return this.#entries.changed || this.#pages.changed || this.#checks.changed;
  }

  /**
   * Writes the index of what this build used; packs left with few used entries
   * are copied into this build's and removed. When a write to the cache failed,
   * the cache stays as the last build left it (less this build's pack).
   */
  async save(): Promise<void> {
    const live = new Map<string, number>();
    const used = this.#entries.used;
    for (const entry of used.values()) live.set(entry.pack, (live.get(entry.pack) ?? 0) + entry.length);
    const sizes = new Map<string, number>();
    for (const entry of this.#entries.known.values()) sizes.set(entry.pack, Math.max(sizes.get(entry.pack) ?? 0, entry.at + entry.length));
    for (const [key, entry] of used) {
      if (entry.pack === this.#pack || (live.get(entry.pack) ?? 0) * 2 >= sizes.get(entry.pack)!) continue;
      const html = this.html(key);
      if (html === undefined) used.delete(key);
      else this.add(key, entry.summary, html);
    }
    if (this.#stream) {
      this.#stream.end();
      await finished(this.#stream).catch((err) => this.#writes.fail(err));
    }
    for (const { fd } of this.#readers.values()) closeSync(fd);
    this.#readers.clear();
    const staging = path.join(this.#dir, `${INDEX}.${process.pid}.tmp`);
    const saved = await this.#writes.run(async () => {
      await mkdir(this.#dir, { recursive: true });
      writeSealed(staging, indexJson(generatorFingerprint(), { entries: used, pages: this.#pages.used, checks: this.#checks.used }));
      await rename(staging, path.join(this.#dir, INDEX));
    });
    if (!saved) {
      await rm(staging, { force: true }).catch(() => {});
      if (this.#stream) await rm(path.join(this.#dir, this.#pack), { force: true }).catch(() => {});
      return;
    }
    // The single file of earlier versions of the generator, which held every page's HTML.
    await rm(path.join(this.#dir, '..', 'markdown.json'), { force: true });
    // Packs the index no longer names: those of earlier builds, and of builds that were stopped (not of one still running).
    const kept = new Set([...used.values()].map((e) => e.pack));
    for (const name of await readdir(this.#dir)) {
      if (name.endsWith('.pack') && !kept.has(name) && (sizes.has(name) || !isRunning(Number(name.split('-')[0])))) {
        await rm(path.join(this.#dir, name), { force: true });
      }
    }
  }

  /** An entry's bytes; undefined when they would lie past the end of its pack. Throws when the pack cannot be read. */
  #read(entry: Entry): Buffer | undefined {
    let pack = this.#readers.get(entry.pack);
    if (pack === undefined) {
      const fd = openSync(path.join(this.#dir, entry.pack), 'r');
      this.#readers.set(entry.pack, (pack = { fd, size: fstatSync(fd).size }));
    }
    if (entry.at + entry.length > pack.size) return undefined;
    const buffer = Buffer.alloc(entry.length);
    return readSync(pack.fd, buffer, 0, entry.length, entry.at) === entry.length ? buffer : undefined;
  }
}

const countEntries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

/** An Index as JSON, in pieces (an entry at a time): what JSON.stringify makes of it, without one string of it all. */
function* indexJson(fingerprint: string, maps: { entries: ReadonlyMap<string, Entry>; pages: ReadonlyMap<string, ExpandRecord>; checks: ReadonlyMap<string, Problem[]> }): Generator<string> {
  yield `{"fingerprint":${JSON.stringify(fingerprint)}`;
  for (const [name, map] of Object.entries(maps)) {
    yield `,${JSON.stringify(name)}:{`;
    let first = true;
    for (const [key, value] of map) {
      yield `${first ? '' : ','}${JSON.stringify(key)}:${JSON.stringify(value)}`;
      first = false;
    }
    yield '}';
  }
  yield '}';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One kind of record of the index: those the last build saved, and those this build used or made (only these are saved). */
class Records<T> {
  readonly used = new Map<string, T>();
  constructor(readonly known: Map<string, T>) {}

  /** The record of `key`, this build's or the last one's; it is kept for the next build. */
  find(key: string): T | undefined {
    const found = this.used.get(key) ?? this.known.get(key);
    if (found !== undefined) this.used.set(key, found);
    return found;
  }

  add(key: string, record: T): void {
    this.used.set(key, record);
  }

  /** True when what this build keeps differs from what the last one saved. */
  get changed(): boolean {
    if (this.used.size !== this.known.size) return true;
    for (const [key, record] of this.used) if (this.known.get(key) !== record) return true;
    return false;
  }
}

function isProblem(value: unknown): value is Problem {
  const p = value as Problem;
  const optional = (field: unknown, type: string) => field === undefined || typeof field === type;
  return typeof p?.message === 'string' && optional(p.file, 'string') && optional(p.line, 'number') && optional(p.column, 'number') && optional(p.hint, 'string')
    && optional(p.kind, 'string') && optional(p.subject, 'string');
}

function isExpandRecord(value: unknown): value is ExpandRecord {
  const r = value as ExpandRecord;
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return typeof r?.key === 'string' && strings(r.includes) && Array.isArray(r.reads) && r.reads.every((read) => strings(read) && read.length === 2);
}

function isEntry(value: unknown): value is Entry {
  const e = value as Entry;
  const p = e?.summary;
  return Boolean(p) && isPlainName(e.pack) && e.pack.endsWith('.pack') && Number.isInteger(e.at) && e.at >= 0 && Number.isInteger(e.length) && e.length >= 0
    && typeof e.sum === 'string' && typeof p.file === 'string'
    && [p.headings, p.ids, p.links, p.assets, p.search, p.errors, p.warnings, p.notes].every(Array.isArray);
}
