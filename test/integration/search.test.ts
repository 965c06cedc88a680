// Search on the real site: the index the build writes, queried with the code
// the browser runs. The first result of each query must be the section that
// answers it, typos and unfinished words included.
import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from '../../src/build.ts';
import { createSearch, type SearchManifest } from '../../src/shared/search.ts';
import type { BuildResult } from '../../src/types.ts';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../../..');
const DIR = 'docs/_/search/';

const RANKING: [query: string, first: string][] = [
  ['tenent ledg', '/docs/api/resources/tenant-ledger#list-tenant-ledger-entries'],
  ['rate lim', '/docs/api/reference/rate-limiting'],
  ['429', '/docs/api/reference/rate-limiting#handling-429-too-many-requests'],
  ['webhook signature', '/docs/api/reference/webhooks#verify-the-signature'],
  ['webhok signatur', '/docs/api/reference/webhooks#verify-the-signature'],
  ['pagination cursor', '/docs/api/reference/response-details#pagination'],
  ['refresh token', '/docs/api/reference/auth#token-lifetime-and-renewal'],
  ['idempotency key', '/docs/api/reference/writing-data#idempotency'],
  ['rent roll', '/docs/api/resources/rent-roll#list-rent-roll-rows'],
  ['scopes', '/docs/api/reference/auth#scopes'],
  ['sandbox', '/docs/support/faq#is-there-a-sandbox-or-test-environment'],
  ['budget variance', '/docs/api/resources/annual-budget-comparative'],
  ['guest card', '/docs/api/resources/guest-cards#list-guest-cards'],
  ['properies', '/docs/api/resources/properties'],
  ['time zone', '/docs/support/faq#which-time-zone-are-dates-and-times-in'],
  ['insufficient_scope', '/docs/support/faq#why-do-i-get-403-insufficient_scope-when-my-token-is-valid'],
  ['tenant charge', '/docs/api/resources/tenant-charge#post-tenant-charges'],
  ['webhook retries', '/docs/api/reference/webhooks#responding-and-retries'],
  ['schedule a job', '/docs/guides/schedule-a-job'],
  ['terms of service', '/docs/legal/terms-of-service'],
];

describe('search on the real site', () => {
  let result: BuildResult;
  let files: Map<string, string>;
  let search: ReturnType<typeof createSearch>['search'];
  const loaded: string[] = [];
  let firstQueryFiles: string[] = [];
  beforeAll(async () => {
    result = await build({ root: ROOT, write: false, env: {} });
    files = new Map(result.files.filter((f) => f.path.startsWith(DIR)).map((f) => [f.path.slice(DIR.length), String(f.contents)]));
    search = createSearch(async (file) => {
      loaded.push(file);
      return JSON.parse(files.get(file)!);
    }).search;
    await search('work order status');
    firstQueryFiles = [...loaded];
  });

  it.each(RANKING)('"%s" finds %s first', async (query, first) => {
    const [hit] = await search(query);
    // A page URL without an anchor accepts any of its sections.
    expect(first.includes('#') ? hit.record[0] : hit.record[0].replace(/#.*/, '')).toBe(first);
  });

  it('marks the words of the query as the index knows them, typos corrected', async () => {
    const [hit] = await search('tenent ledg');
    expect(hit.terms.sort()).toEqual(['ledger', 'tenant']);
    expect(hit.record[1]).toBe('Tenant ledger');
    expect(hit.record[2]).toEqual(['Get all tenant ledger entries']);
  });

  it('finds names that only appear in code: fields and endpoints', async () => {
    expect((await search('running_balance'))[0].record[0]).toMatch(/^\/docs\/api\/resources\/tenant-ledger/);
    expect((await search('next_cursor')).length).toBeGreaterThan(0);
  });

  it('never returns a partial on its own: its text is found on the page that includes it', async () => {
    for (const query of ['units', 'curl', 'tenant charges', 'get all leases']) {
      for (const hit of await search(query, 20)) expect(hit.record[0], query).not.toContain('/partials/');
    }
  });

  it('stays small: the whole index under 60 KB gzip, what the first query loads under 45 KB', () => {
    const gz = (name: string) => gzipSync(files.get(name)!).length;
    const total = [...files.keys()].reduce((sum, f) => sum + gz(f), 0);
    expect(total).toBeLessThan(60_000);
    const manifest = JSON.parse(files.get('manifest.json')!) as SearchManifest;
    // A term file or two on a site this size: the resource pages' operations and schemas come from the OpenAPI document.
    expect(manifest.terms.length).toBeLessThanOrEqual(2);
    expect(firstQueryFiles).toContain('manifest.json');
    // 45 KB: the resource pages' sections made from the OpenAPI document (parameters, responses, fields) took it past 40.
    expect(firstQueryFiles.reduce((sum, f) => sum + gz(f), 0)).toBeLessThan(45_000);
  });
});
