// The two inputs a writer controls besides markdown: the site config and front
// matter. Each field is documented here, and validated here with messages that
// name the bad key and what it should be.
import { SiteError, closest } from './errors.ts';
import type { FrontMatter, NavLink } from './types.ts';

/** What site.config.ts may export (every key is optional). */
export interface UserConfig {
  /** Shown in the navbar, the footer and every <title>; `{{productName}}` in markdown. */
  productName?: string;
  /** One line under the product name on the landing page; `{{tagline}}`. */
  tagline?: string;
  /** Where the site lives on its host: "/docs/". Output goes to <out>/docs/. */
  baseUrl?: string;
  /** "production", "staging", ...; `{{environment}}`. */
  environment?: string;
  /** Analytics key; empty means no analytics. `{{analyticsKey}}`. */
  analyticsKey?: string;
  /** Hostnames without scheme, e.g. api: "api.example.com"; `{{hosts.api}}`. */
  hosts?: Partial<Record<'base' | 'api' | 'admin' | 'docs' | 'marketing' | 'dashboard', string>>;
  /** The year of the footer's copyright line. */
  copyrightYear?: number;
  /** Links in the navbar, after the product name. */
  navbar?: NavLink[];
  /** Links in the footer. */
  footer?: NavLink[];
  /** What a link to a missing page or #anchor does to the build: fail it ("error") or only warn. */
  brokenLinks?: 'error' | 'warn';
  /** How long a client-side navigation may take before the progress bar shows, in ms (default 1000). */
  progressDelayMs?: number;
  /**
   * Versions of the docs, the current one first: [{ id: 'v2', label: 'v2' }, { id: 'v1', label: 'v1', contentDir: 'versions/v1' }].
   * The current version is built from contentDir at the base URL; each older one from its own folder, under <baseUrl><id>/.
   * With more than one, the navbar shows a version menu.
   */
  versions?: { id: string; label?: string; contentDir?: string }[];
  /** "Edit this page" links: this URL followed by the page's path in the content folder, e.g. "https://github.com/acme/docs/edit/main/content/". */
  editUrl?: string;
  /** Where `docs build` keeps its cache of parsed pages, relative to the config file (default: node_modules/.cache/docs). */
  cacheDir?: string;
  /** The markdown folder, relative to the config file. */
  contentDir?: string;
  /** The output folder, relative to the config file (`--out` overrides it). */
  outDir?: string;
  /**
   * Host names `docs serve` answers besides localhost, IP addresses and its --host (default: none):
   * ["docs.test"], ".example.test" for that name and its subdomains, or true for any (unsafe: see the README).
   */
  allowedHosts?: string[] | true;
}

export function defineConfig(config: UserConfig): UserConfig {
  return config;
}

type Check = (value: unknown) => string | undefined;

const string: Check = (v) => (typeof v === 'string' ? undefined : 'a string');
const hostname: Check = (v) =>
  typeof v === 'string' && /^[a-z0-9.-]*(:\d+)?$/i.test(v) ? undefined : 'a hostname without scheme or path, like "api.example.com"';
const links: Check = (v) =>
  Array.isArray(v) && v.every((l) => l && typeof l.label === 'string' && typeof l.href === 'string')
    ? undefined
    : 'a list of { label, href } objects';

export const CONFIG_KEYS: Record<keyof UserConfig, Check> = {
  productName: (v) => (typeof v === 'string' && v.trim() ? undefined : 'a non-empty string'),
  tagline: string,
  baseUrl: (v) => (typeof v === 'string' && /^\/([\w.-]+\/)*$/.test(v) ? undefined : 'a path that starts and ends with "/", like "/docs/"'),
  environment: string,
  analyticsKey: string,
  hosts: (v) => (v && typeof v === 'object' && !Array.isArray(v) ? undefined : 'an object of hostnames'),
  copyrightYear: (v) => (Number.isInteger(v) ? undefined : 'a year, like 2025'),
  navbar: links,
  footer: links,
  brokenLinks: (v) => (v === 'error' || v === 'warn' ? undefined : '"error" or "warn"'),
  progressDelayMs: (v) => (Number.isInteger(v) && (v as number) >= 0 ? undefined : 'a whole number of milliseconds'),
  versions: (v) => {
    const ok = Array.isArray(v) && v.length > 0 && v.every((x, i) => x && typeof x.id === 'string' && /^[\w.-]+$/.test(x.id) && (x.label === undefined || typeof x.label === 'string') && (x.contentDir === undefined ? i === 0 : typeof x.contentDir === 'string'))
      && new Set(v.map((x) => x.id)).size === v.length;
    return ok ? undefined : 'a list of { id, label?, contentDir? } with distinct ids of letters, digits, ".", "-" or "_"; every version but the first needs its contentDir';
  },
  cacheDir: string,
  editUrl: (v) => (typeof v === 'string' && /^https?:\/\//.test(v) ? undefined : 'an http(s) URL'),
  contentDir: string,
  outDir: string,
  allowedHosts: (v) => (v === true || (Array.isArray(v) && v.every((h) => typeof h === 'string' && /^\.?[a-z0-9.-]+$/i.test(h))) ? undefined : 'true or a list of host names, like ["docs.test", ".example.test"]'),
};

export const HOST_KEYS = ['base', 'api', 'admin', 'docs', 'marketing', 'dashboard'] as const;

/** Every problem with the exported config, each naming its key. */
export function validateUserConfig(value: unknown, file: string): SiteError[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return [new SiteError('site.config.ts must export an object as its default export', { file, hint: 'export default defineConfig({ productName: "..." })' })];
  }
  const errors: SiteError[] = [];
  for (const [key, v] of Object.entries(value)) {
    const check = CONFIG_KEYS[key as keyof UserConfig];
    if (!check) {
      const guess = closest(key, Object.keys(CONFIG_KEYS));
      errors.push(new SiteError(`Unknown config key "${key}"`, { file, hint: guess ? `did you mean "${guess}"?` : `known keys: ${Object.keys(CONFIG_KEYS).join(', ')}` }));
      continue;
    }
    const expected = v === undefined ? undefined : check(v);
    if (expected) errors.push(new SiteError(`Config key "${key}" must be ${expected}, got ${JSON.stringify(v)}`, { file }));
  }
  const hosts = (value as UserConfig).hosts;
  if (hosts && typeof hosts === 'object') {
    for (const [key, v] of Object.entries(hosts)) {
      if (!(HOST_KEYS as readonly string[]).includes(key)) {
        const guess = closest(key, HOST_KEYS);
        errors.push(new SiteError(`Unknown config key "hosts.${key}"`, { file, hint: guess ? `did you mean "hosts.${guess}"?` : `known hosts: ${HOST_KEYS.join(', ')}` }));
      } else if (hostname(v)) {
        errors.push(new SiteError(`Config key "hosts.${key}" must be ${hostname(v)}, got ${JSON.stringify(v)}`, { file }));
      }
    }
  }
  return errors;
}

/** Front matter keys, what each must be. */
const FRONT_MATTER_KEYS: Record<keyof FrontMatter, Check> = {
  /** The page title: the h1, the sidebar label by default, and the <title>. Default: the first "# heading", else the file name. */
  title: (v) => (typeof v === 'string' && v.trim() ? undefined : 'a non-empty string'),
  /** One sentence for <meta name="description">. */
  description: string,
  /** A shorter label for the sidebar. */
  sidebar_label: (v) => (typeof v === 'string' && v.trim() ? undefined : 'a non-empty string'),
  /** Order within its folder: lower first; pages without one come after, by file name. */
  sidebar_position: (v) => (typeof v === 'number' && Number.isFinite(v) ? undefined : 'a number'),
  /** Replaces the last part of the route ("auth-v2"), or the whole route when it starts with "/". */
  slug: (v) => (typeof v === 'string' && /^\/?[\w./-]*$/.test(v) && !/(^|\/)\.\.?(\/|$)/.test(v) ? undefined : 'a path of letters, digits, "-", "_", "." and "/"'),
  /** "doc" (default), "landing" or "home". */
  template: (v) => (v === 'doc' || v === 'landing' || v === 'home' ? undefined : '"doc", "landing" or "home"'),
  /** false hides the page from the sidebar and prev/next; it is still built. */
  sidebar: (v) => (typeof v === 'boolean' ? undefined : 'true or false'),
};

/** Validates parsed front matter; `line` finds the line of a key for the message. */
export function validateFrontMatter(data: Record<string, unknown>, file: string, line: (key: string) => number): { frontMatter: FrontMatter; errors: SiteError[] } {
  const errors: SiteError[] = [];
  for (const [key, value] of Object.entries(data)) {
    const check = FRONT_MATTER_KEYS[key as keyof FrontMatter];
    if (!check) {
      const guess = closest(key, Object.keys(FRONT_MATTER_KEYS));
      errors.push(new SiteError(`Unknown front matter key "${key}"`, { file, line: line(key), hint: guess ? `did you mean "${guess}"?` : `known keys: ${Object.keys(FRONT_MATTER_KEYS).join(', ')}` }));
      continue;
    }
    const expected = check(value);
    if (expected) errors.push(new SiteError(`Front matter "${key}" must be ${expected}, got ${JSON.stringify(value)}`, { file, line: line(key) }));
  }
  return { frontMatter: data as FrontMatter, errors };
}
