// Stage 1: find site.config.ts, bundle it with esbuild, import it, validate it,
// apply environment overrides and resolve paths.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, type Message, type Metafile, type Plugin } from 'esbuild';
import { fromPackage } from './package-root.ts';
import { BuildFailure, SiteError, UsageError } from './errors.ts';
import { HOST_KEYS, validateUserConfig, type ApiEntryInput, type UserConfig } from './config-schema.ts';
import { importConfigCode, rememberComponents, type Components } from './render/components.ts';
import { REACT_MODULES, sharedReactModule } from './render/shared-react.ts';
import type { ApiEntry, DocsVersion, Hosts, SiteConfig } from './types.ts';
import { readRedirects } from './routes/redirects.ts';

export const CONFIG_FILE = 'site.config.ts';
const PUBLIC_API = fromPackage('src/public.ts');

/** Environment variables that override the config file, and the key each sets. */
export const ENV_OVERRIDES: Record<string, string> = {
  DOCS_PRODUCT_NAME: 'productName',
  DOCS_TAGLINE: 'tagline',
  DOCS_ENVIRONMENT: 'environment',
  DOCS_ANALYTICS_KEY: 'analyticsKey',
  ...Object.fromEntries(HOST_KEYS.map((h) => [`DOCS_${h.toUpperCase()}_HOST`, `hosts.${h}`])),
};

export interface LoadConfigOptions {
  root: string;
  out?: string;
  env?: Record<string, string | undefined>;
}

export async function loadConfig({ root, out, env = process.env }: LoadConfigOptions): Promise<SiteConfig> {
  root = path.resolve(root);
  const configFile = path.join(root, CONFIG_FILE);
  if (!existsSync(configFile)) {
    throw new UsageError(`No ${CONFIG_FILE} in ${root}`, { hint: 'run docs in the folder of your site, or pass it: docs build path/to/site' });
  }
  const { user, code, inputs } = await importConfig(configFile);
  const errors = validateUserConfig(user, configFile);
  if (errors.length) throw new BuildFailure(errors);
  const withEnv = applyEnv(user as UserConfig, env, configFile);
  const components = (user as UserConfig).components;
  // Worker threads import the config's code again for its components; this thread has them already.
  if (components && Object.keys(components).length) rememberComponents(code, components as Components);
  const config = resolveConfig(withEnv, root, configFile, out, components && Object.keys(components).length ? { code, names: Object.keys(components) } : undefined);
  return { ...config, configInputs: inputs };
}

/** React, as the config's components import it: the generator's own (see render/shared-react.ts). */
const sharedReactPlugin: Plugin = {
  name: 'docs-shared-react',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => (REACT_MODULES.includes(args.path) ? { path: args.path, namespace: 'docs-react' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'docs-react' }, (args) => ({ contents: sharedReactModule(args.path), loader: 'js' }));
  },
};

/**
 * The site's own files a bundle of the config was made from (itself included),
 * by esbuild's record of its inputs: not installed packages, not the
 * generator's code (the "docs" it imports), not React (a module of its own).
 */
function siteInputs(metafile: Metafile, root: string): string[] {
  const generator = fromPackage('src') + path.sep;
  return Object.keys(metafile.inputs)
    .filter((input) => !/^[\w-]{2,}:/.test(input)) // another namespace than files ("docs-react:react")
    .map((input) => path.resolve(input))
    .filter((file) => !file.startsWith(generator) && !path.relative(root, file).split(path.sep).includes('node_modules'));
}

async function importConfig(file: string): Promise<{ user: unknown; code: string; inputs: string[] }> {
  let code: string;
  let inputs: string[];
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      logLevel: 'silent',
      alias: { docs: PUBLIC_API },
      plugins: [sharedReactPlugin],
      metafile: true,
    });
    code = result.outputFiles[0].text;
    inputs = siteInputs(result.metafile, path.dirname(file));
  } catch (err) {
    const messages: Message[] = (err as { errors?: Message[] }).errors ?? [];
    if (!messages.length) throw new SiteError(`Could not read ${CONFIG_FILE}`, { file, cause: err });
    throw new BuildFailure(messages.map((m) => new SiteError(`${CONFIG_FILE} does not compile: ${m.text}`, {
      file: m.location ? path.resolve(m.location.file) : file,
      line: m.location?.line,
      column: m.location ? m.location.column + 1 : undefined,
    })));
  }
  try {
    return { user: await importConfigCode(code), code, inputs };
  } catch (err) {
    throw new SiteError(`${CONFIG_FILE} failed while running: ${(err as Error).message}`, { file, cause: err });
  }
}

function applyEnv(user: UserConfig, env: Record<string, string | undefined>, file: string): UserConfig {
  const result: UserConfig = { ...user, hosts: { ...user.hosts } };
  const overrides: Record<string, unknown> = {};
  for (const [name, key] of Object.entries(ENV_OVERRIDES)) {
    const value = env[name];
    if (value === undefined) continue;
    const [head, host] = key.split('.');
    if (host) overrides.hosts = { ...(overrides.hosts as object), [host]: value };
    else overrides[head] = value;
  }
  const errors = validateUserConfig(overrides, file).map((e) => new SiteError(`${e.message} (from the environment)`, { hint: e.hint }));
  if (errors.length) throw new BuildFailure(errors);
  Object.assign(result.hosts!, overrides.hosts);
  delete overrides.hosts;
  return Object.assign(result, overrides);
}

const DEFAULT_HOSTS: Hosts = {
  base: 'example.com',
  api: 'api.example.com',
  admin: 'admin.example.com',
  docs: 'docs.example.com',
  marketing: 'www.example.com',
  dashboard: 'app.example.com',
};

function resolveConfig(user: UserConfig, root: string, configFile: string, out?: string, components?: SiteConfig['components']): Omit<SiteConfig, 'configInputs'> {
  const contentDir = path.resolve(root, user.contentDir ?? 'content');
  const outDir = path.resolve(out ?? path.resolve(root, user.outDir ?? 'dist'));
  const baseUrl = user.baseUrl ?? '/docs/';
  const versions = user.locales ? localesOf(user.locales, user, root, contentDir, baseUrl) : (user.versions ?? [{ id: 'current' }]).map((v, i): DocsVersion => {
    // The top-level sidebar is the current version's.
    const sidebar = i === 0 ? user.sidebar ?? v.sidebar : v.sidebar;
    return {
      id: v.id,
      label: v.label ?? v.id,
      contentDir: i === 0 ? contentDir : path.resolve(root, v.contentDir!),
      baseUrl: i === 0 ? baseUrl : `${baseUrl}${v.id}/`,
      lang: 'en',
      ...(sidebar && { sidebar }),
      openapi: apiEntries([...(i === 0 ? user.openapi ?? [] : []), ...(v.openapi ?? [])], root),
    };
  });
  const staticDir = user.staticDir === undefined ? '' : path.resolve(root, user.staticDir);
  checkOutDir(outDir, [root, ...versions.map((v) => v.contentDir), ...(staticDir ? [staticDir] : [])], out !== undefined, configFile);
  return {
    root,
    configFile,
    contentDir,
    outDir,
    baseUrl,
    staticDir,
    partials: user.partials ?? [],
    ...(user.attributeDelimiters && { attributeDelimiters: user.attributeDelimiters }),
    redirects: readRedirects(user.redirects, baseUrl),
    aliases: Object.fromEntries(Object.entries(user.aliases ?? {}).map(([name, to]) => [name, path.resolve(root, to)])),
    generatedIndex: user.generatedIndex ?? true,
    productName: user.productName ?? 'Docs',
    tagline: user.tagline ?? '',
    environment: user.environment ?? 'production',
    analyticsKey: user.analyticsKey ?? '',
    hosts: { ...DEFAULT_HOSTS, ...user.hosts },
    copyrightYear: user.copyrightYear ?? new Date().getFullYear(),
    navbar: user.navbar ?? [],
    footer: user.footer ?? [],
    brokenLinks: user.brokenLinks ?? 'error',
    // What the tool the site was written for only warns about (Docusaurus: onBrokenAnchors), or would build.
    brokenAnchors: user.brokenAnchors ?? 'warn',
    unknownComponents: user.unknownComponents ?? 'warn',
    unclosedContainers: user.unclosedContainers ?? 'warn',
    pageCode: user.pageCode ?? 'warn',
    progressDelayMs: user.progressDelayMs ?? 1000,
    cacheDir: path.resolve(root, user.cacheDir ?? 'node_modules/.cache/docs'),
    editUrl: user.editUrl ?? '',
    repositoryUrl: user.repositoryUrl ? user.repositoryUrl.replace(/\/?$/, '/') : '',
    versions,
    allowedHosts: user.allowedHosts ?? [],
    components,
    llms: user.llms ?? true,
  };
}

/** The entries of an `openapi` list, resolved: the document's file absolute, the route without slashes around it, the defaults. */
function apiEntries(entries: ApiEntryInput[], root: string): ApiEntry[] {
  return entries.map((e) => ({
    spec: path.resolve(root, e.spec), route: e.route.replace(/^\/+|\/+$/g, ''), pages: e.pages ?? 'operation', strict: e.strict ?? true,
    ...(e.label !== undefined && { label: e.label }), ...(e.sidebarPosition !== undefined && { sidebarPosition: e.sidebarPosition }),
    ...(e.externalDocsBase !== undefined && { externalDocsBase: e.externalDocsBase }),
    ...(e.linkBase !== undefined && { linkBase: e.linkBase }),
    ...(e.internal && { internal: true }),
  }));
}

/**
 * The locales as versions of the docs, the root one first: each other locale
 * under <baseUrl><id>/, from its own folder, by default the folder of its id in
 * the content folder (Starlight's and VitePress's layout), which the root
 * locale then leaves out.
 */
function localesOf(locales: NonNullable<UserConfig['locales']>, user: UserConfig, root: string, contentDir: string, baseUrl: string): DocsVersion[] {
  const { root: main, ...others } = locales;
  const mainDir = main.contentDir === undefined ? contentDir : path.resolve(root, main.contentDir);
  const rest = Object.entries(others).map(([id, l]): DocsVersion => ({
    id,
    label: l.label,
    contentDir: l.contentDir === undefined ? path.join(contentDir, id) : path.resolve(root, l.contentDir),
    baseUrl: `${baseUrl}${id}/`,
    lang: l.lang ?? id,
    ...(l.dir === 'rtl' && { dir: 'rtl' as const }),
    locale: true,
    ...(l.sidebar && { sidebar: l.sidebar }),
    openapi: apiEntries(l.openapi ?? [], root),
  }));
  const skip = rest.map((l) => path.relative(mainDir, l.contentDir)).filter((rel) => rel && !rel.startsWith('..') && !path.isAbsolute(rel)).map((rel) => rel.split(path.sep).join('/'));
  const sidebar = user.sidebar ?? main.sidebar;
  return [{
    id: 'root',
    label: main.label,
    contentDir: mainDir,
    baseUrl,
    lang: main.lang ?? 'en',
    ...(main.dir === 'rtl' && { dir: 'rtl' as const }),
    locale: true,
    ...(skip.length && { skip }),
    ...(sidebar && { sidebar }),
    openapi: apiEntries([...(user.openapi ?? []), ...(main.openapi ?? [])], root),
  }, ...rest];
}

/** The output folder is replaced whole by every build, so it must not hold the site's sources. */
function checkOutDir(outDir: string, sources: string[], fromCli: boolean, configFile: string): void {
  for (const source of sources) {
    if (source === outDir || source.startsWith(outDir + path.sep)) {
      const Err = fromCli ? UsageError : SiteError;
      throw new Err(`The output folder ${outDir} contains the site's sources (${source}); a build replaces the whole output folder`, {
        file: fromCli ? undefined : configFile,
        hint: 'choose an output folder of its own, like dist/',
      });
    }
  }
}
