// docs init SITE --from ROOT: takes in a site written for another tool where
// it lies. ROOT is read (never run: see static-data.ts); SITE gets a
// site.config.ts that points at ROOT's folders and carries over what could be
// read, and a stand-in for each of the site's own components. Nothing of ROOT
// is copied or changed.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../../errors.ts';
import { CONFIG_FILE } from '../../config.ts';
import { globMatcher } from '../../routes/globs.ts';
import { readSite } from './detect.ts';
import { FLAVOUR_NAMES, pageFiles, siteComponents, type Flavour, type SiteComponent } from './intake.ts';
import { COMPONENTS_FILE, componentsText, siteConfigText } from './site-config.ts';

export interface InitFromResult {
  folder: string;
  written: string[];
  flavour: Flavour;
  flavourName: string;
  /** The other tool's config, relative to the working folder. */
  configFile?: string;
  contentDir: string;
  staticDir?: string;
  pages: number;
  /** "2 named sidebars (docs, api)", "3 sidebars by path (/guide/, /config/, /)", "one sidebar", or undefined (made from the folders). */
  sidebars?: string;
  navbar: number;
  footer: number;
  versions: number;
  /** The translations carried over: "English (root)", "Français (fr)". */
  languages: string[];
  aliases: string[];
  /** The API references made from its OpenAPI documents: "api/petstore from root/petstore.yaml", or a document only its pages show. */
  apis: string[];
  components: SiteComponent[];
  notes: string[];
}

export async function initFrom(folder: string, fromFolder: string, { force = false }: { force?: boolean } = {}): Promise<InitFromResult> {
  const site = path.resolve(folder);
  const root = path.resolve(fromFolder);
  const intake = readSite(root);
  const inside = (dir: string) => site === dir || site.startsWith(dir + path.sep);
  if (inside(intake.contentDir)) {
    throw new UsageError(`The new site's folder ${site} is inside the content folder ${intake.contentDir}: its own files and output would be read as pages`, {
      hint: `make the site beside it, like docs init ${path.relative(process.cwd(), path.join(path.dirname(root), `${path.basename(root)}-docs`)) || 'site'} --from ${path.relative(process.cwd(), root) || '.'}`,
    });
  }
  const configPath = path.join(site, CONFIG_FILE);
  if (existsSync(configPath) && !force) {
    throw new UsageError(`${configPath} exists already`, { hint: 'run docs init --from again with --force to replace it (and its site-components.tsx), or make the site in a new folder' });
  }
  const ignored = globMatcher([...intake.partials, ...intake.excluded]);
  const components = siteComponents(intake.contentDir, root, intake.aliases, ignored, intake.globalComponents);
  await mkdir(site, { recursive: true });
  const written = [CONFIG_FILE];
  await writeFile(configPath, siteConfigText(intake, site, components));
  if (components.length) {
    await writeFile(path.join(site, COMPONENTS_FILE), componentsText(components, site));
    written.push(COMPONENTS_FILE);
  }
  const contentPaths = pageFiles(intake.contentDir).map((f) => path.relative(intake.contentDir, f).split(path.sep).join('/'));
  const shown = (file: string) => path.relative(process.cwd(), file) || '.';
  return {
    folder: site,
    written,
    flavour: intake.flavour,
    flavourName: FLAVOUR_NAMES[intake.flavour],
    configFile: intake.configFile && shown(intake.configFile),
    contentDir: shown(intake.contentDir),
    staticDir: intake.staticDir && shown(intake.staticDir),
    pages: contentPaths.filter((f) => !ignored(f)).length,
    sidebars: describeSidebars(intake.sidebar),
    navbar: intake.navbar.length,
    footer: intake.footer.length,
    // A site here has translations or versions: the config carries the translations.
    versions: intake.locales ? 0 : intake.versions.length,
    languages: Object.entries(intake.locales ?? {}).map(([id, l]) => `${l.label} (${id})`),
    aliases: Object.keys(intake.aliases),
    apis: intake.openapi.map((a) => (a.pages === 'none' ? `${shown(a.spec)} (shown by the pages that name its operations)` : `${a.route} from ${shown(a.spec)}`)),
    components,
    notes: intake.notes,
  };
}

function describeSidebars(sidebar: unknown): string | undefined {
  if (!sidebar) return undefined;
  if (Array.isArray(sidebar)) return 'one sidebar';
  const keys = Object.keys(sidebar);
  const list = keys.length > 6 ? `${keys.slice(0, 6).join(', ')}, …` : keys.join(', ');
  return keys.every((k) => k.startsWith('/')) ? `${keys.length} sidebars by path (${list})` : `${keys.length} named sidebar${keys.length === 1 ? '' : 's'} (${list})`;
}
