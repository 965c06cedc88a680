// The OpenAPI documents of the config as a source of pages: read, checked and
// made into page sources and includable parts, once per change of their files.
// readVersion adds these sources to the content folder's before the manifest.
import { readFileSync } from 'node:fs';
import { SiteError, problemOf, toSiteError } from '../errors.ts';
import { hash } from '../hash.ts';
import { loadSpec } from './load.ts';
import { readModel } from './model.ts';
import { pageExampleChecker } from './validate.ts';
import { specProblems } from './check-apart.ts';
import { swagger2Problems } from './structure.ts';
import { apiPages, PART_PREFIX, type ApiPart } from './pages.ts';
import type { ResultStore } from '../result-store.ts';
import type { Reuse } from '../reuse.ts';
import type { BuildCache } from '../cache.ts';
import type { ApiEntry, PageSource } from '../types.ts';
import { readableFolders } from '../content/readable.ts';
import { NO_APIS, type ApiSources } from './api-sources.ts';

export { PART_PREFIX, type ApiPart } from './pages.ts';


/** What one document gave, kept between builds (docs serve) while none of its files changed. */
export interface ApiRead {
  entry: ApiEntry;
  key: string;
  files: string[];
  pages?: ReturnType<typeof apiPages>;
  checkExample?: (name: string, value: unknown) => string | undefined;
  problems: Promise<SiteError[]>;
  /** When its problems were the disk cache's (found by the key of its files, not unit by unit): checks it unit by unit, keeping what each unit found in `results`. */
  checkUnits?: (results: Reuse) => void;
  failure?: SiteError;
}

/**
 * docs serve, once its first build is served: a document whose checks that build took whole from the disk cache is
 * checked again unit by unit, in the background (on the checks' thread when it is large), so that the first edit checks
 * only the units it changed, as the next ones do, instead of every one of them.
 */
export function checkUnitsAhead({ apis, results }: BuildCache): void {
  for (const read of apis.values()) {
    read.checkUnits?.(results);
    read.checkUnits = undefined;
  }
}

/**
 * The documents of the config as sources: each read again only when one of its files changed (`kept`, docs serve), its
 * operations' and schemas' parts made again, and checked again, only when what they show did (`results`, in a rebuild);
 * `store` (docs build, and docs serve's first build) has what the last docs build's checks found, by the key of the
 * document's files, and the pages' records, which name the parts they include by their keys. `inMemory`: the build's
 * results are kept for the next (docs serve, build --watch): what each unit of the checks finds is kept too.
 */
export async function readApis(entries: ApiEntry[], ctx: { contentDir: string; baseUrl: string; root: string }, { kept, results, changed, store, inMemory }: { kept?: Map<string, ApiRead>; results?: Reuse; changed?: Set<string>; store?: ResultStore; inMemory?: boolean }): Promise<ApiSources> {
  if (!entries.length) return NO_APIS;
  // Working out what each part reads costs a tenth of a second at 1,000 operations: a build that no later one can take
  // anything from (--no-cache) keys each part by its document's files.
  const reusable = Boolean(store || changed);
  const reads: ApiRead[] = [];
  for (const entry of entries) {
    const id = JSON.stringify([entry, ctx.baseUrl]);
    const last = kept?.get(id);
    if (last && changed && !last.files.some((f) => changed.has(f))) {
      reads.push(last);
      continue;
    }
    const read = await readOne(entry, ctx, store, inMemory ? results : undefined);
    kept?.set(id, read);
    reads.push(read);
  }
  const out: ApiSources = { sources: [], part: () => undefined, partKey: () => '', partNames: () => [], partTitle: () => undefined, writtenAt: () => undefined, links: {}, linkBases: {}, files: [], notOwnedFiles: [], errors: [], warnings: [], checks: NO_APIS.checks };
  out.checks = Promise.all(reads.map((read) => read.problems)).then((found) => {
    const checks = { errors: [] as SiteError[], warnings: [] as SiteError[] };
    found.forEach((problems, i) => (reads[i].entry.strict ? checks.errors : checks.warnings).push(...problems));
    return checks;
  });
  // Two documents of one title (an API's v1 and v2 side by side, as PayPal's are) are told apart in the sidebar by their versions.
  const titles = reads.map((read) => read.pages?.overview?.title);
  for (const read of reads) {
    out.files.push(...read.files);
    if (!read.entry.strict) out.notOwnedFiles.push(...read.files);
    if (read.failure) { out.errors.push(read.failure); continue; }
    if (!read.pages) continue;
    const overview = read.pages.overview;
    const versioned = overview?.versioned && titles.filter((title) => title === overview.title).length > 1 ? overview.versioned() : undefined;
    for (const source of read.pages.sources) out.sources.push(versioned && source.file === versioned.file ? versioned : source);
    Object.assign(out.links, read.pages.links);
    Object.assign(out.linkBases, read.pages.linkBases);
  }
  const withPages = reads.filter((r) => r.pages);
  // A part is the first document's that has one of that name.
  const holder = (name: string) => withPages.find((read) => read.pages!.has(name));
  // An operation's or a schema's part is found by the key of what it is made from (see inputs.ts): docs serve makes again only
  // those an edit changed (one that moves them, a line added above, makes none: see ApiPart). Any other (an overview, a
  // tag's list) is made again whenever its document changed.
  const keyOf = (read: ApiRead, name: string) => (reusable && read.pages!.keyOf(name)) || hash(read.key, name);
  out.part = (name) => {
    const r = holder(name);
    if (!r) return undefined;
    const key = keyOf(r, name);
    const make = () => ({ ...r.pages!.part(name)!, key });
    return reusable && results ? results.get('openapi part', key, make) : make();
  };
  out.partKey = (name) => {
    const r = holder(name);
    return r ? keyOf(r, name) : '';
  };
  out.writtenAt = (file, pointer, offset) => {
    for (const r of withPages) {
      const written = r.pages!.writtenAt(file, pointer, offset);
      if (written !== undefined) return written;
    }
    return undefined;
  };
  out.partNames = () => withPages.flatMap((r) => [...r.pages!.partNames()]);
  out.partTitle = (name) => holder(name)?.pages!.titleOf(name);
  out.checkExample = (name, value) => {
    // The first document that knows the name says; a name no document knows is reported as the first one puts it.
    let first: string | undefined;
    for (const r of withPages) {
      const wrong = r.checkExample!(name, value);
      if (wrong === undefined || !wrong.startsWith('the document has no')) return wrong;
      first ??= wrong;
    }
    return first; // no document could be read: the build fails on that already
  };
  return out;
}

async function readOne(entry: ApiEntry, ctx: { contentDir: string; baseUrl: string; root: string }, store: ResultStore | undefined, results: Reuse | undefined): Promise<ApiRead> {
  try {
    const spec = await loadSpec(entry.spec, { within: readableFolders(ctx.root, ctx.contentDir), explain: swagger2Problems });
    const texts = spec.files.map((f) => readFileSync(f, 'utf8'));
    const key = hash(JSON.stringify(entry), ctx.baseUrl, ...texts);
    const model = readModel(spec);
    const checked = store?.checks(key);
    const problems = checked ? Promise.resolve(checked.map((p) => new SiteError(p.message, p))) : specProblems(spec, model, results);
    if (store && !checked) void problems.then((found) => store.addChecks(key, found.map(problemOf)));
    // The pages leave out what the document marks x-internal: true, unless the entry shows it; its checks read it all.
    // A document that marks nothing (most) is read for its pages as for its checks: once, no value asked whether it is hidden.
    const hides = !entry.internal && texts.some((text) => text.includes('x-internal'));
    const shown = hides ? { ...spec, hidesInternal: true } : spec;
    const pages = apiPages(shown, hides ? readModel(shown) : model, entry, ctx);
    let checker: ReturnType<typeof pageExampleChecker> | undefined;
    const checkExample = (name: string, value: unknown) => (checker ??= pageExampleChecker(spec, model))(name, value);
    // What they find is kept by the units' keys; this build's problems are the disk cache's.
    const checkUnits = checked ? (kept: Reuse) => void specProblems(spec, model, kept) : undefined;
    return { entry, key, files: spec.files, pages, checkExample, problems, checkUnits };
  } catch (err) {
    const failure = toSiteError(err);
    if (!failure.file) failure.file = entry.spec;
    return { entry, key: '', files: [entry.spec], problems: Promise.resolve([]), failure };
  }
}

export { isApiPart } from '../content/api-parts.ts';
