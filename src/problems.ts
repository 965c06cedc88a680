// The kinds of problem (types.ts: ProblemKind): which setting of site.config.ts
// makes each an error or a warning, and what the report calls each group.
import type { ProblemKind, Severity, SiteConfig } from './types.ts';

type SeveritySetting = 'brokenLinks' | 'brokenAnchors' | 'unknownComponents' | 'unclosedContainers' | 'pageCode';

const SETTING: Record<ProblemKind, SeveritySetting> = {
  'broken-link': 'brokenLinks',
  'broken-anchor': 'brokenAnchors',
  'unknown-component': 'unknownComponents',
  'unclosed-container': 'unclosedContainers',
  'page-code': 'pageCode',
};

/** Whether docs build only warns about a problem (a problem of no kind is always an error). */
export function isWarning(problem: { kind?: ProblemKind }, config: Pick<SiteConfig, SeveritySetting>): boolean {
  return problem.kind !== undefined && (config[SETTING[problem.kind]] as Severity) === 'warn';
}

/** The report's heading for each kind, with what to do about it, in the order the report lists them. */
export const KIND_TITLES: Record<ProblemKind, string> = {
  'broken-link': 'Broken links (to a page or file that does not exist)',
  'broken-anchor': 'Broken anchors (to a heading or id that is not on the page: renamed or removed since)',
  'unknown-component': 'Unknown components (register them in site.config.ts: components: { Name }, or remove the tags)',
  'unclosed-container': 'Containers never closed (":::" lines missing; each ends with its page)',
  'page-code': 'Code that pages do not run (MDX expressions, exports and imports of modules: each shows as written; write its result instead)',
};

/** Each kind in the report's count of all problems: "400 broken links". */
export const SHORT_NAMES: Record<ProblemKind, string> = {
  'broken-link': 'broken links',
  'broken-anchor': 'broken anchors',
  'unknown-component': 'unknown components',
  'unclosed-container': 'containers never closed',
  'page-code': 'pieces of code not run',
};
