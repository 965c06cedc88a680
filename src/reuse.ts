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
//   routes        every page's path, front matter and first heading,      in memory
//                 and the versions
//   expand        the page's text and URL, the placeholders, and the text  in memory
//                 of each file it includes (checked: a result says what it read)
//   places        the routes of every version: each page's previous/next,  in memory
//                 version menu and sidebar window
//   markdown      the expanded text, where each line came from, the        in memory; on disk (docs build: markdown-store.ts)
//                 site's URLs and media (and its origin, which the page's
//                 markdown copy's links use), the generator's markdown code
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
// Results a build did not use are dropped after it, so a long docs serve holds
// about one site's worth.
import { hash, hashList } from './hash.ts';

export type Stage = 'front matter' | 'routes' | 'expand' | 'places' | 'markdown' | 'page' | 'links' | 'search' | 'site' | 'version files';

export class Reuse {
  /** Each stage's results by key, with the build that last used each. */
  readonly #stages = new Map<Stage, Map<string, { result: unknown; used: number }>>();
  #build = 0;

  /**
   * The result of `stage` for `key`: this build's, an earlier one's, or made now.
   * `valid`, when given, is asked of a result found: one that read more than its
   * key names (an expanded page reads its includes) says whether that is still the same.
   */
  get<T>(stage: Stage, key: string, make: () => T, valid?: (found: T) => boolean): T {
    const found = this.find<T>(stage, key);
    if (found !== undefined && (!valid || valid(found))) return found;
    const made = make();
    this.keep(stage, key, made);
    return made;
  }

  /** The result of `stage` for `key` if there is one (it is kept for the next build). */
  find<T>(stage: Stage, key: string): T | undefined {
    const entry = this.#results(stage).get(key);
    if (!entry) return undefined;
    entry.used = this.#build;
    return entry.result as T;
  }

  keep<T>(stage: Stage, key: string, result: T): void {
    this.#results(stage).set(key, { result, used: this.#build });
  }

  /** A build succeeded: what it did not use is forgotten. (A failed one forgets nothing.) */
  settle(): void {
    for (const results of this.#stages.values()) {
      for (const [key, entry] of results) if (entry.used !== this.#build) results.delete(key);
    }
    this.#build++;
  }

  #results(stage: Stage): Map<string, { result: unknown; used: number }> {
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

/** A key of plain data: its JSON, hashed. */
export function keyOfData(...data: unknown[]): string {
  return hash(JSON.stringify(data));
}
