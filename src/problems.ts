// The kinds of problem (types.ts: ProblemKind): which setting of site.config.ts
// makes each an error or a warning.
import type { ProblemKind, Severity, SiteConfig } from './types.ts';

type SeveritySetting = 'brokenLinks' | 'brokenAnchors' | 'unknownComponents' | 'unclosedContainers';

const SETTING: Record<ProblemKind, SeveritySetting> = {
  'broken-link': 'brokenLinks',
  'broken-anchor': 'brokenAnchors',
  'unknown-component': 'unknownComponents',
  'unclosed-container': 'unclosedContainers',
};

/** Whether docs build only warns about a problem (a problem of no kind is always an error). */
export function isWarning(problem: { kind?: ProblemKind }, config: Pick<SiteConfig, SeveritySetting>): boolean {
  return problem.kind !== undefined && (config[SETTING[problem.kind]] as Severity) === 'warn';
}
