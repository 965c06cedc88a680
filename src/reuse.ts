// How a build reuses the work of an earlier one. One rule, for docs build,
// build --watch and docs serve alike:
//
//   A stage's result is found by a key that names everything it depends on.
//   The stage asks for the result of its key, and does the work only when
//   there is none.
//
// The keys, stage by stage (their code is next to each stage; `keyOf` below
// works out an object's key once, so that a rebuild, which gets the same
// objects for what did not change, hashes only what did):
//
//   stage         key: what the result depends on                         results are kept
//   front matter  the file's path and text                                 in memory
//   openapi       the document's files (read again when one changed)      in memory (cache.apis); its checks'
//                                                                          problems on disk (docs build: result-store.ts)
//   openapi part  an operation's or schema's values and those their $refs   in memory
//                 lead to, its file and JSON pointer (not its line: an edit
//                 above moves it, see content/segments.ts), where the pages
//                 are, the document's top (openapi/inputs.ts); any other
//                 part: the files
//   openapi check an operation's (or schema's) values and those their     in memory (docs serve, --watch: from
//                 $refs lead to: what its checks found, by place           its first build on, in the background
//                                                                          when that took them from the disk)
//   routes        every page's path, front matter and first heading,      in memory
//                 and the versions
//   expand        the page's text and URL, the placeholders, and the text  in memory; on disk without the text
//                 of each file it includes (checked: a result says what    (docs build: the text is made again
//                 it read)                                                 only for a page parsed again)
//   places        the routes of every version: each page's previous/next,  in memory
//                 version menu and sidebar window
//   markdown      the key of the expanded page (its text, where each line  in memory; on disk (docs build: result-store.ts)
//                 came from: a file's line, or an OpenAPI document's JSON
//                 pointer; the HTML it carries), the site's URLs and media
//                 (and its origin, which the page's markdown copy's links
//                 use), the generator's code
//   page          the markdown key, the site data (shell and settings),    in memory (docs serve, --watch);
//                 the page's place and its last-commit date                 in the output folder (docs build: output/record.ts)
//   links         the page's markdown key, the routes of every version,    in memory
//                 the markdown keys of the pages it links to
//   search        each indexed page's URL, title and markdown key          in memory; in the output folder
//   site          the config, the stylesheet, the runtime, the version     in memory
//                 (the data every page shares; its buildId)
//   version files the routes and the site data: the full sidebar, the      in memory
//                 not-found page, the sitemap
//
// So, after an edit:
// - a page's text: its expand, markdown and page keys change: that page (and
//   the pages that include it) is parsed and rendered; its links, those of the
//   pages that link to it, and the search index are checked and built again;
// - a title, position, slug, or a file added or removed: the routes key
//   changes, so the places are worked out again; a page whose window of the
//   sidebar, previous/next or version menu changed has a new page key and is
//   rendered again, from its markdown result when its text did not change;
// - site.config.ts or a template: the site data changes, and every page is
//   rendered again (from its markdown result, unless the placeholders or URLs changed).
//
// Results a build did not use (found by key, or held by a list it mapped) are
// dropped after it, once enough new ones were made since the last time, so a
// long docs serve holds about one site's worth.
//
// Finding a result by its key costs little per page, but a rebuild after a
// page edit would still look up every page in every stage: 9 µs a page in all,
// half a second on 50,000 pages. So a stage that works page by page maps its
// list through `Reuse.map`: where the input at a position is the same object
// as in the last build (the scan hands on the same objects for the files that
// did not change, and each stage the same results for them), the last result
// at that position is taken again, without a key, a lookup or a hash, without
// even looking at it. It is the same rule: that result's key names the same
// inputs. A result that read more than its input (an expanded page, the files
// it includes) is checked again, and what the pages have of a kind (their
// problems, their includes) is gathered again only where a page changed
// (`gather`). A page edit on 50,000 pages then costs a few passes over lists
// of 50,000 pointers.
import { hash, hashList } from './hash.ts';

export type Stage = 'front matter' | 'openapi part' | 'openapi check' | 'routes' | 'expand' | 'link targets' | 'places' | 'markdown' | 'page' | 'links' | 'search' | 'site' | 'version files' | 'outside media';

/** A result kept by key, and the build that last used it. */
export class Kept<T> {
  constructor(
    readonly result: T,
    public used: number,
  ) {}
}

/**
 * A list's results that read more than their input and the list's parts (an
 * expanded page reads the files it includes): `needed` says of a result when it
 * is made whether it did, and such a result is taken again only if `valid`.
 */
export interface Recheck<R> {
  needed: (result: R) => boolean;
  valid: (result: R) => boolean;
}

/** The last call of `map` for a list. */
interface MappedList {
  inputs: readonly unknown[];
  parts: readonly unknown[];
  results: unknown[];
  /** 1 where the result is to be checked again (see Recheck). */
  checks?: Uint8Array;
  build: number;
}

export class Reuse {
  /** Each stage's results by key, with the build that last used each. */
  readonly #stages = new Map<Stage, Map<string, Kept<unknown>>>();
  readonly #lists = new Map<string, MappedList>();
  readonly #gathered = new Map<string, { inputs: readonly unknown[]; items: readonly unknown[]; build: number }>();
  #build = 0;
  /** Results made since the results not used were last dropped. */
  #made = 0;
  #count = 0;

  /**
   * The result of `stage` for `key`: this build's, an earlier one's, or made now.
   * `valid`, when given, is asked of a result found: one that read more than its
   * key names (an expanded page reads its includes) says whether that is still the same.
   */
  get<T>(stage: Stage, key: string, make: () => T, valid?: (found: T) => boolean): T {
    return this.kept(stage, key, make, valid).result;
  }

  /** As `get`, the result as it is kept (a list of results, see `map`, may hold it). */
  kept<T>(stage: Stage, key: string, make: () => T, valid?: (found: T) => boolean): Kept<T> {
    const found = this.findKept<T>(stage, key);
    if (found !== undefined && (!valid || valid(found.result))) return found;
    return this.keep(stage, key, make());
  }

  /** The result of `stage` for `key` if there is one (it is kept for the next build). */
  find<T>(stage: Stage, key: string): T | undefined {
    return this.findKept<T>(stage, key)?.result;
  }

  findKept<T>(stage: Stage, key: string): Kept<T> | undefined {
    const entry = this.#results(stage).get(key) as Kept<T> | undefined;
    if (entry) entry.used = this.#build;
    return entry;
  }

  keep<T>(stage: Stage, key: string, result: T): Kept<T> {
    const kept = new Kept(result, this.#build);
    const results = this.#results(stage);
    if (!results.has(key)) this.#count++;
    results.set(key, kept);
    this.#made++;
    return kept;
  }

  /**
   * `inputs`, each made a result by `make`, as in the last build wherever the
   * input at the same position is the same object and `parts` (what every
   * result depends on besides its input) are the same: then the last result
   * there is taken again, without looking at it (see `recheck` for those that
   * must be). `list` names the list (a stage and a version). A result of a list
   * is kept (it, or the kept results it holds in its fields) while the list is.
   */
  map<I, R>(list: string, inputs: readonly I[], parts: readonly unknown[], make: (input: I, index: number) => R, recheck?: Recheck<R>): R[] {
    const last = this.#lists.get(list);
    const previous = last && sameParts(last.parts, parts) ? last : undefined;
    let results: R[];
    let checks: Uint8Array | undefined;
    const remake = (i: number) => {
      const result = make(inputs[i], i);
      results[i] = result;
      if (checks) checks[i] = recheck!.needed(result) ? 1 : 0;
    };
    if (previous && previous.inputs.length === inputs.length) {
      // The common case (no page added or removed): the last results, made again where the input is another;
      // the same list when every result is the same (a page's route key after a text edit).
      results = previous.results as R[];
      checks = previous.checks;
      const before = previous.inputs;
      let copied = false;
      for (let i = 0; i < inputs.length; i++) {
        if (before[i] === inputs[i] && !(checks && checks[i] && !recheck!.valid(results[i]))) continue;
        const result = make(inputs[i], i);
        if (result === results[i]) continue;
        if (!copied) {
          results = results.slice();
          checks = checks?.slice();
          copied = true;
        }
        results[i] = result;
        if (checks) checks[i] = recheck!.needed(result) ? 1 : 0;
      }
    } else {
      results = new Array<R>(inputs.length);
      checks = recheck && new Uint8Array(inputs.length);
      for (let i = 0; i < inputs.length; i++) {
        if (previous && previous.inputs[i] === inputs[i] && !(previous.checks?.[i] && !recheck!.valid(previous.results[i] as R))) {
          results[i] = previous.results[i] as R;
          if (checks) checks[i] = previous.checks?.[i] ?? 0;
        } else remake(i);
      }
    }
    this.#lists.set(list, { inputs, parts, results, checks, build: this.#build });
    return results;
  }

  /** A list whose results a failed build left unfinished: its next call makes them all. */
  forget(list: string): void {
    this.#lists.delete(list);
  }

  /**
   * What the inputs have of a kind (their problems, the files they include),
   * in one list in their order: the last build's list when the inputs are the
   * same objects as then, or where one is not, had none and has none. A page
   * edit then looks at that page, not at every page for the few that have some.
   */
  gather<I, T>(list: string, inputs: readonly I[], itemsOf: (input: I) => readonly T[] | undefined): readonly T[] {
    const last = this.#gathered.get(list);
    if (last && last.inputs.length === inputs.length && sameExcept(last.inputs as I[], inputs, (input) => !itemsOf(input)?.length)) {
      Object.assign(last, { inputs, build: this.#build });
      return last.items as T[];
    }
    const items: T[] = [];
    for (const input of inputs) {
      const found = itemsOf(input);
      if (found) for (const item of found) items.push(item); // one at a time: there may be more than a call takes arguments
    }
    this.#gathered.set(list, { inputs, items, build: this.#build });
    return items;
  }

  /**
   * A build succeeded: what it did not use is forgotten (a failed one forgets
   * nothing): the results it did not find by key, that no list it mapped holds.
   * Only once the results made since the last time are a good part of all: a
   * page edit makes a few, and looking at every result after each would cost
   * more than the few it leaves behind.
   */
  settle(): void {
    if (this.#made * 8 >= this.#count || this.#made > 4096) {
      const build = this.#build;
      const hold = (result: unknown) => {
        if (result instanceof Kept) result.used = build;
        else if (result && typeof result === 'object') for (const field of Object.values(result)) if (field instanceof Kept) field.used = build;
      };
      for (const [name, list] of this.#lists) {
        if (list.build === build) list.results.forEach(hold);
        else this.#lists.delete(name); // not mapped by this build (a version gone)
      }
      for (const [name, list] of this.#gathered) if (list.build !== build) this.#gathered.delete(name);
      for (const results of this.#stages.values()) {
        for (const [key, entry] of results) if (entry.used !== build) results.delete(key);
      }
      this.#count = [...this.#stages.values()].reduce((n, results) => n + results.size, 0);
      this.#made = 0;
    }
    this.#build++;
  }

  #results(stage: Stage): Map<string, Kept<unknown>> {
    let results = this.#stages.get(stage);
    if (!results) this.#stages.set(stage, (results = new Map()));
    return results;
  }
}

/** By kind, what was derived from each object, and from what parts. */
const derived = new Map<string, WeakMap<object, { parts: readonly unknown[]; value: unknown }>>();

/**
 * What is worked out from `object` (of kind `kind`: its key, or the plan of a
 * page's work), made by `make` from the object and `parts` (other keys, objects
 * it goes with): made once, and again only when a part is not the same as the
 * last time. A rebuild gets the same objects for what did not change, so it
 * works out keys only for what did; and a key that is the same string as the
 * last time is found again at once.
 */
export function derive<T>(kind: string, object: object, parts: readonly unknown[], make: () => T): T {
  let known = derived.get(kind);
  if (!known) derived.set(kind, (known = new WeakMap()));
  const last = known.get(object);
  if (last && sameParts(last.parts, parts)) return last.value as T;
  const value = make();
  known.set(object, { parts, value });
  return value;
}

/** True when `a` and `b` hold the same objects, but where `empty` says both are. */
function sameExcept<T>(a: readonly T[], b: readonly T[], empty: (item: T) => boolean): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && !(empty(a[i]) && empty(b[i]))) return false;
  return true;
}

function sameParts(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** An object's key, of kind `kind` (see derive). */
export function keyOf(kind: string, object: object, parts: readonly unknown[], make: () => string): string {
  return derive(kind, object, parts, make);
}

/** By kind, the last list of keys hashed, and its hash. */
const lists = new Map<string, { parts: readonly string[]; key: string }>();

/**
 * The key of a list of keys (every page's, in order), of kind `kind`: hashed
 * again only when one of them is not the same as the last time. A rebuild after
 * a text edit has the same list of route keys, which is compared, not hashed.
 */
export function keyOfList(kind: string, parts: readonly string[]): string {
  const last = lists.get(kind);
  if (last && sameParts(last.parts, parts)) return last.key;
  const key = hashList(parts);
  lists.set(kind, { parts, key });
  return key;
}

/** `list` without its empty places: `list` itself when it has none (a rebuild then makes no copy of a list as long as the site). */
export function present<T>(list: readonly (T | undefined)[]): T[] {
  return (list.includes(undefined) ? list.filter((item) => item !== undefined) : list) as T[];
}

/** A key of plain data: its JSON, hashed. */
export function keyOfData(...data: unknown[]): string {
  return hash(JSON.stringify(data));
}
