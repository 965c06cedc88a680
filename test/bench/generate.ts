// Writes a benchmark site shaped like a real API reference (~9 KB pages with
// code, tables, lists and cross-links), so timings reflect what the generator
// meets in practice. Output depends only on (pages, seed): runs are comparable.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { prng, int, pick, type Rand } from './random.ts';
import * as W from './words.ts';

const PER_FOLDER = 20;
const PER_SECTION = PER_FOLDER * 10; // pages in a section of 10 folders
const TARGET_BYTES = 9000;

interface Page { path: string; title: string; verb: string; resource: string; headings: string[] }
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const snake = (s: string) => s.toLowerCase().replace(/ /g, '_');

// github-slugger's rule, restricted to the ASCII text generated here; the build
// rejects anchors that don't match, so this must agree with it exactly.
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9 _-]/g, '').replace(/ /g, '-');

// Every page's path, title and headings are fixed before any body is written,
// so links can only ever point at pages and headings that really exist.
function plan(pages: number, r: Rand): Page[] {
  const folders = Math.ceil(pages / PER_FOLDER);
  const sw = Math.max(2, String(Math.ceil(pages / PER_SECTION)).length);
  const fw = Math.max(3, String(folders).length);
  const titles = new Set<string>();
  return Array.from({ length: pages }, (_, i) => {
    const f = Math.floor(i / PER_FOLDER), k = i % PER_FOLDER;
    const dir = `s${pad(Math.floor(i / PER_SECTION) + 1, sw)}/f${pad(f + 1, fw)}`;
    const path = `${dir}/${k === 0 ? 'index' : 'p' + pad(k, 2)}.md`;
    let verb = '', resource = '', title = '';
    for (let tries = 0; !title || (titles.has(title) && tries < 20); tries++) {
      [verb, resource] = [pick(r, W.TITLE_VERBS), pick(r, W.RESOURCES)];
      const q = r() < 0.6 ? pick(r, W.QUALIFIERS) : '';
      title = [verb, resource.includes(q) ? '' : q, resource].filter(Boolean).join(' ');
    }
    if (titles.has(title)) title += ` ${i + 1}`; // the combinations run out near 5000 pages
    titles.add(title);
    // Unique slugs (title included) so no heading gets a "-1" suffix.
    const slugs = new Set([slug(title)]), headings: string[] = [];
    const pool = [...W.HEADINGS, `${resource} Object`];
    for (const n = int(r, 4, 6); headings.length < n; ) {
      const h = pick(r, pool);
      if (!slugs.has(slug(h))) slugs.add(slug(h)), headings.push(h);
    }
    return { path, title, verb, resource, headings };
  });
}

const n = (r: Rand) => pick(r, W.NOUNS), a = (r: Rand) => pick(r, W.ADJECTIVES);
const v = (r: Rand) => pick(r, W.VERBS), f = (r: Rand) => pick(r, W.FIELDS);
const SLOTS: Record<string, (r: Rand) => string> = { n, a, v, f };
const sentence = (r: Rand) => pick(r, W.SENTENCES).replace(/%([navf])/g, (_, k: string) => SLOTS[k](r));

// Mostly nearby targets (same folder, then same section), like real docs,
// so relative paths of every shape (./x, ../fNNN/x, ../../sNN/...) occur.
function link(r: Rand, all: Page[], i: number): string {
  const span = r() < 0.4 ? PER_FOLDER : r() < 0.6 ? PER_SECTION : all.length;
  let lo = Math.floor(i / span) * span, hi = Math.min(all.length, lo + span);
  if (hi - lo < 2) [lo, hi] = [0, all.length];
  let j = i;
  while (j === i) j = int(r, lo, hi - 1);
  const to = all[j];
  let href = posix.relative(posix.dirname(all[i].path), to.path);
  if (!href.startsWith('.')) href = './' + href;
  if (r() < 0.5) return `For the related endpoint, see [${to.title}](${href}).`;
  const h = pick(r, to.headings);
  return `The [${h}](${href}#${slug(h)}) section of ${to.title} explains how this affects the ${n(r)}.`;
}

function curl(r: Rand, p: Page): string {
  const method = /List|Get|Search|Export/.test(p.verb) ? 'GET' : p.verb === 'Update' ? 'PATCH'
    : /Delete|Archive/.test(p.verb) ? 'DELETE' : 'POST';
  const lines = [
    `curl -X ${method} "https://api.bench.example/v1/${snake(p.resource)}s/${int(r, 1000, 99999)}" \\`,
    '  -H "Authorization: Bearer $BENCH_API_KEY" \\',
    '  -H "Accept: application/json"',
  ];
  if (method === 'POST' || method === 'PATCH') {
    lines[2] += ' \\';
    lines.push(`  -d '{"${f(r)}": "${a(r)}", "amount_cents": ${int(r, 100, 500000)}}'`);
  }
  return '```bash\n' + lines.join('\n') + '\n```';
}

function json(r: Rand, p: Page): string {
  const obj: Record<string, unknown> = { id: int(r, 1000, 99999), object: snake(p.resource) };
  for (let k = int(r, 5, 9); k > 0; k--) obj[f(r)] = r() < 0.5 ? int(r, 0, 100000) : a(r);
  obj.metadata = { source: 'api', batch: int(r, 1, 500) };
  obj.links = [{ rel: 'self', href: `/v1/${snake(p.resource)}s/${obj.id}` }];
  return '```json\n' + JSON.stringify(obj, null, 2) + '\n```'; // indented, so never "{{"
}

function table(r: Rand): string {
  const rows = ['| Field | Type | Required | Description |', '| --- | --- | --- | --- |'];
  const fields = W.FIELDS.filter(() => r() < 0.35).slice(0, 8); // distinct, like a real schema
  for (const field of fields.length ? fields : [f(r)]) {
    rows.push(`| \`${field}\` | ${pick(r, W.TYPES)} | ${r() < 0.4 ? 'yes' : 'no'} | The ${a(r)} ${n(r)} this record refers to. |`);
  }
  return rows.join('\n');
}

const list = (r: Rand) => Array.from({ length: int(r, 3, 6) }, () => `- ${sentence(r)}`).join('\n');

function render(all: Page[], i: number, r: Rand): string {
  const p = all[i], count = p.headings.length;
  const extras: string[][] = p.headings.map(() => []);
  extras[0].push(curl(r, p));
  extras[int(r, 1, count - 1)].push(json(r, p));
  extras[int(r, 0, count - 1)].push(table(r));
  extras[int(r, 0, count - 1)].push(list(r));
  const links: string[][] = p.headings.map(() => []);
  if (all.length > 1) for (let k = int(r, 3, 5); k > 0; k--) links[int(r, 0, count - 1)].push(link(r, all, i));
  const desc = `How to ${p.verb.toLowerCase()} ${p.resource.toLowerCase()} records through the Bench API.`;
  const front = ['---', `title: ${JSON.stringify(p.title)}`, `description: ${JSON.stringify(desc)}`];
  if (r() < 0.6) front.push(`sidebar_position: ${(i % PER_FOLDER) + 1}`);
  const out = [front.join('\n') + '\n---', `# ${p.title}`, desc];
  // Prose fills whatever the fixed parts leave of a page size around 9 KB.
  const fixed = [...extras.flat(), ...links.flat(), ...out].join('\n\n').length;
  const budget = (TARGET_BYTES * (0.85 + r() * 0.3) - fixed) / count;
  p.headings.forEach((h, s) => {
    out.push(`${s > 0 && r() < 0.35 ? '###' : '##'} ${h}`);
    // At least one paragraph per section, since that is where its links go; then
    // another while roughly half an average paragraph (~475 B) is still missing.
    for (let prose = 0, first = true; first || prose + 200 < budget; first = false) {
      let para = sentence(r);
      for (const goal = int(r, 350, 600); para.length < goal; ) para += ' ' + sentence(r);
      if (first && links[s].length) para += ' ' + links[s].join(' ');
      out.push(para);
      prose += para.length + 2;
    }
    out.push(...extras[s]);
  });
  const text = out.join('\n\n') + '\n';
  // Placeholder and include syntax would change what the benchmark measures.
  if (text.includes('{{') || text.includes('<!--@include')) throw new Error(`bad syntax in ${p.path}`);
  return text;
}

/** Writes `site.config.ts` and exactly `pages` pages under `dir/content`. */
export async function generateSite(dir: string, pages: number, seed = 1): Promise<void> {
  if (!Number.isInteger(pages) || pages < 1) throw new RangeError(`pages must be a positive integer: ${pages}`);
  const all = plan(pages, prng(seed));
  await mkdir(join(dir, 'content'), { recursive: true });
  await writeFile(join(dir, 'site.config.ts'), "export default { productName: 'Bench API' };\n");
  for (let start = 0; start < pages; start += PER_FOLDER) {
    const folder = all.slice(start, start + PER_FOLDER);
    await mkdir(join(dir, 'content', posix.dirname(folder[0].path)), { recursive: true });
    // A PRNG stream per page, so pages can be rendered concurrently, in any order.
    await Promise.all(folder.map((p, k) => writeFile(join(dir, 'content', p.path),
      render(all, start + k, prng(Math.imul(seed, 0x9e3779b1) + start + k + 1)))));
  }
}
