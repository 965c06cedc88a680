// What the OpenAPI documents give the build (see source.ts, which reads them),
// apart from it: a site without documents never loads their readers and
// validators (a one-page build took 5 % longer and 3 MB more with them).
import type { SiteError } from '../errors.ts';
import type { PageSource } from '../types.ts';
import type { WrittenAt } from '../content/segments.ts';
import type { ApiPart } from './pages.ts';

export interface ApiSources {
  sources: PageSource[];
  /** A part a page includes ("openapi:listLeases"), with the key of what it is made from. */
  part(name: string): (ApiPart & { key: string }) | undefined;
  /** The key of a part, without making it ('' when there is none): what checks an earlier build's record of a page that included it. */
  partKey(name: string): string;
  partNames(): string[];
  /** What a part documents, as a page that shows it is titled (an operation's summary, a schema's name) and badged (its method); undefined when there is none. */
  partTitle(name: string): PartTitle | undefined;
  /** Where the value at a JSON pointer of a document's file (named from the content folder) is written now (segments.ts, WrittenAt). */
  writtenAt: WrittenAt;
  /** "openapi:listLeases" → content path and anchor of its page (see ManifestOptions.apiLinks). */
  links: Record<string, string>;
  /** The files of the documents with a linkBase → it (see LinkTargets.apiLinkBases). */
  linkBases: Record<string, string>;
  /**
   * Checks a page's JSON example named `listLeases 200`, `listLeases request` or `schema/Lease` against the
   * documents: what is wrong with it, or undefined. Undefined itself when the site has no document.
   */
  checkExample?: (name: string, value: unknown) => string | undefined;
  /** Every file the documents were read from: docs serve watches them; a change to any makes them read again. */
  files: string[];
  /** The files of the documents with strict: false, which the writer does not own. */
  notOwnedFiles: string[];
  errors: SiteError[];
  warnings: SiteError[];
  /** The documents' own checks (a large one's run on a thread of their own): errors, or warnings with strict: false. */
  checks: Promise<{ errors: SiteError[]; warnings: SiteError[] }>;
}

export interface PartTitle {
  title: string;
  method?: string;
  /** The name links know it by: "openapi:listLeases" (its operationId, else "METHOD /path"), "openapi:schema/Lease". */
  name: string;
}

/** A site's, or a version's, without OpenAPI documents. */
export const NO_APIS: ApiSources = {
  sources: [], part: () => undefined, partKey: () => '', partNames: () => [], partTitle: () => undefined, writtenAt: () => undefined, links: {}, linkBases: {},
  files: [], notOwnedFiles: [], errors: [], warnings: [], checks: Promise.resolve({ errors: [], warnings: [] }),
};
