// The markdown stage's results on disk, which docs build keeps between runs
// (<cacheDir>/markdown/). Every build needs each page's summary (its links,
// ids, headings, sections for search, problems): those are in one index, read
// whole. The HTML is needed only for a page rendered again without its
// markdown changing (its sidebar or the shell did): it is in pack files, read
// one entry at a time. A build appends the HTML of the pages it parsed to a
// pack of its own as it goes, so that no build holds the whole site's HTML, and
// the index it saves lists only what it used. A pack whose entries are mostly
// gone is copied into the new one and removed, so the packs stay about one
// site's worth.
//
// Entries are content-addressed (see reuse.ts): an index written by another
// version of the generator, or a corrupt one, is ignored.
import { closeSync, createWriteStream, mkdirSync, openSync, readSync, type WriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { generatorFingerprint } from './cache.ts';
import type { PageSummary } from './types.ts';

const INDEX = 'index.json';

interface Entry {
  summary: PageSummary;
  /** Where its HTML is: a pack file, the byte it starts at, and its length in bytes. */
  pack: string;
  at: number;
  length: number;
}

interface Index {
  fingerprint: string;
  entries: Record<string, Entry>;
}

export class MarkdownStore {
  readonly #dir: string;
  readonly #known: Map<string, Entry>;
  readonly #used = new Map<string, Entry>();
  readonly #pack = `${process.pid}-${randomBytes(4).toString('hex')}.pack`;
  #stream?: WriteStream;
  #size = 0;
  readonly #readers = new Map<string, number>();

  private constructor(dir: string, known: Map<string, Entry>) {
    this.#dir = dir;
    this.#known = known;
  }

  /** The store in `dir`: empty when its index is missing, unreadable, corrupt or from another generator. */
  static async open(dir: string): Promise<MarkdownStore> {
    const folder = path.join(dir, 'markdown');
    let known = new Map<string, Entry>();
    try {
      const index = JSON.parse(await readFile(path.join(folder, INDEX), 'utf8')) as Index;
      if (index?.fingerprint === generatorFingerprint() && typeof index.entries === 'object' && index.entries) {
        known = new Map(Object.entries(index.entries).filter(([, entry]) => isEntry(entry)));
      }
    } catch {
      // No usable index: every page is parsed.
    }
    return new MarkdownStore(folder, known);
  }

  /** What a page's markdown result says besides its HTML; the entry is kept for the next build. */
  summary(key: string): PageSummary | undefined {
    const entry = this.#used.get(key) ?? this.#known.get(key);
    if (entry) this.#used.set(key, entry);
    return entry?.summary;
  }

  /** The HTML of an entry that `summary` found; undefined when its pack can't be read. */
  html(key: string): string | undefined {
    const entry = this.#used.get(key)!;
    try {
      return this.#read(entry).toString('utf8');
    } catch {
      return undefined;
    }
  }

  /** A result of this build's, appended to its pack. */
  add(key: string, summary: PageSummary, html: string): void {
    const bytes = Buffer.from(html);
    if (!this.#stream) {
      mkdirSync(this.#dir, { recursive: true });
      this.#stream = createWriteStream(path.join(this.#dir, this.#pack));
    }
    this.#stream.write(bytes);
    this.#used.set(key, { summary, pack: this.#pack, at: this.#size, length: bytes.length });
    this.#size += bytes.length;
  }

  /** True when this build's index differs from the last one's: it added or dropped entries. */
  get changed(): boolean {
    if (this.#used.size !== this.#known.size) return true;
    for (const [key, entry] of this.#used) if (this.#known.get(key) !== entry) return true;
    return false;
  }

  /** Writes the index of what this build used; packs left with few used entries are copied into this build's and removed. */
  async save(): Promise<void> {
    const live = new Map<string, number>();
    for (const entry of this.#used.values()) live.set(entry.pack, (live.get(entry.pack) ?? 0) + entry.length);
    const sizes = new Map<string, number>();
    for (const entry of this.#known.values()) sizes.set(entry.pack, Math.max(sizes.get(entry.pack) ?? 0, entry.at + entry.length));
    for (const [key, entry] of this.#used) {
      if (entry.pack === this.#pack || (live.get(entry.pack) ?? 0) * 2 >= sizes.get(entry.pack)!) continue;
      const html = this.html(key);
      if (html === undefined) this.#used.delete(key);
      else this.add(key, entry.summary, html);
    }
    if (this.#stream) {
      this.#stream.end();
      await once(this.#stream, 'close');
    }
    for (const fd of this.#readers.values()) closeSync(fd);
    this.#readers.clear();
    await mkdir(this.#dir, { recursive: true });
    const index: Index = { fingerprint: generatorFingerprint(), entries: Object.fromEntries(this.#used) };
    const staging = path.join(this.#dir, `${INDEX}.${process.pid}.tmp`);
    await writeFile(staging, JSON.stringify(index));
    await rename(staging, path.join(this.#dir, INDEX));
    // The single file of earlier versions of the generator, which held every page's HTML.
    await rm(path.join(this.#dir, '..', 'markdown.json'), { force: true });
    // Packs the index no longer names: those of earlier builds, and of builds that were stopped (not of one still running).
    const kept = new Set([...this.#used.values()].map((e) => e.pack));
    for (const name of await readdir(this.#dir)) {
      if (name.endsWith('.pack') && !kept.has(name) && (sizes.has(name) || !isRunning(Number(name.split('-')[0])))) {
        await rm(path.join(this.#dir, name), { force: true });
      }
    }
  }

  #read(entry: Entry): Buffer {
    let fd = this.#readers.get(entry.pack);
    if (fd === undefined) this.#readers.set(entry.pack, (fd = openSync(path.join(this.#dir, entry.pack), 'r')));
    const buffer = Buffer.alloc(entry.length);
    if (readSync(fd, buffer, 0, entry.length, entry.at) !== entry.length) throw new Error('short read');
    return buffer;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isEntry(value: unknown): value is Entry {
  const e = value as Entry;
  const p = e?.summary;
  return Boolean(p) && typeof e.pack === 'string' && Number.isInteger(e.at) && Number.isInteger(e.length) && typeof p.file === 'string'
    && [p.headings, p.ids, p.links, p.assets, p.search, p.errors, p.warnings, p.notes].every(Array.isArray);
}
