// Docusaurus's npm2yarn: a code block whose meta says `npm2yarn` shows its npm
// commands in three tabs, npm, yarn and pnpm, the commands converted as the
// npm-to-yarn package that Docusaurus uses converts them:
//
//   npm install                 yarn install               pnpm install
//   npm install acme -D         yarn add acme --dev        pnpm add acme -D
//   npm install -g acme         yarn global add acme       pnpm add -g acme
//   npm uninstall acme          yarn remove acme           pnpm remove acme
//   npm run build -- --watch    yarn build --watch         pnpm run build --watch
//   npm init docusaurus         yarn create docusaurus     pnpm create docusaurus
//   npm ci                      yarn install --frozen-lockfile  (pnpm the same)
//
// Everything but the npm commands stays as written (comments, other
// commands, `npx`); a command ends at the end of its line or at `&&`, `||`,
// `;`, `|` or `#`.

export type PackageManager = 'npm' | 'yarn' | 'pnpm';
export const PACKAGE_MANAGERS: readonly PackageManager[] = ['npm', 'yarn', 'pnpm'];

/** Whether a fence's meta asks for the tabs. */
export function isNpm2yarn(meta: string | null | undefined): boolean {
  return Boolean(meta && /(?:^|\s)npm2yarn(?=\s|$)/.test(meta));
}

/** The meta without the `npm2yarn` word (its title and line marks stay). */
export function withoutNpm2yarn(meta: string): string {
  return meta.replace(/(?:^|\s)npm2yarn(?=\s|$)/, '').trim();
}

/** An npm command: what comes before it, and its arguments up to the end of the command. */
const NPM = /(^|[\s;&|(])npm(?=[ \t]|$)([^\n;&|#)]*)/gm;
/** Arguments, a quoted one whole. */
const WORDS = /"[^"]*"|'[^']*'|\S+/g;

/** The code with its npm commands written for another package manager. */
export function npmTo(code: string, to: PackageManager): string {
  if (to === 'npm') return code;
  return code.replace(NPM, (_all, before: string, args: string) => {
    const words = args.match(WORDS) ?? [];
    const trailing = /\s*$/.exec(args)![0];
    const converted = convert(words, to);
    return `${before}${to}${converted.length ? ` ${converted.join(' ')}` : ''}${trailing}`;
  });
}

const GLOBAL = new Set(['-g', '--global']);
/** npm's flags of `install` by what they become; null: left out (the default of the other tool). */
const INSTALL_FLAGS: Record<'yarn' | 'pnpm', Record<string, string | null>> = {
  yarn: {
    '--save-dev': '--dev', '-D': '--dev', '--save-exact': '--exact', '-E': '--exact', '--save-optional': '--optional', '-O': '--optional',
    '--save-peer': '--peer', '--save': null, '-S': null, '--save-prod': null, '-P': null, '--no-package-lock': '--no-lockfile',
  },
  pnpm: {
    '--save-dev': '-D', '--save-exact': '-E', '--save-optional': '-O', '--save': null, '-S': null, '--save-prod': null, '-P': null,
  },
};
/** yarn's own commands: a script of that name runs with `yarn run name`, the others with `yarn name`. */
const YARN_COMMANDS = new Set([
  'access', 'add', 'audit', 'autoclean', 'bin', 'cache', 'check', 'config', 'create', 'exec', 'generate-lock-entry', 'global', 'help',
  'import', 'info', 'init', 'install', 'licenses', 'link', 'list', 'login', 'logout', 'node', 'outdated', 'owner', 'pack', 'policies',
  'publish', 'remove', 'run', 'tag', 'team', 'unlink', 'unplug', 'upgrade', 'upgrade-interactive', 'version', 'versions', 'why',
  'workspace', 'workspaces',
]);

function convert(words: string[], to: 'yarn' | 'pnpm'): string[] {
  const [command, ...rest] = words;
  switch (command) {
    case undefined: return [];
    case 'install': case 'i': case 'in': case 'ins': case 'add': return install(rest, to);
    case 'uninstall': case 'un': case 'remove': case 'rm': case 'r': return uninstall(rest, to);
    case 'run': case 'run-script': case 'rum': case 'urn': return run(rest, to);
    case 'test': case 't': case 'tst': return ['test', ...rest];
    case 'init': case 'create': case 'innit': return init(rest, to);
    case 'ci': case 'clean-install': case 'install-clean': return ['install', '--frozen-lockfile', ...rest];
    case 'ls': case 'list': return ['list', ...rest];
    case 'update': case 'up': case 'upgrade': return [to === 'yarn' ? 'upgrade' : 'update', ...rest];
    default: return words;
  }
}

function install(rest: string[], to: 'yarn' | 'pnpm'): string[] {
  const global = rest.some((word) => GLOBAL.has(word));
  const words = rest.filter((word) => !GLOBAL.has(word)).flatMap((word) => {
    const flag = INSTALL_FLAGS[to][word];
    return flag === undefined ? [word] : flag === null ? [] : [flag];
  });
  if (!words.some((word) => !word.startsWith('-'))) return ['install', ...words]; // no package: the project's
  if (to === 'yarn') return global ? ['global', 'add', ...words] : ['add', ...words];
  return global ? ['add', '-g', ...words] : ['add', ...words];
}

function uninstall(rest: string[], to: 'yarn' | 'pnpm'): string[] {
  const global = rest.some((word) => GLOBAL.has(word));
  // Where the package was saved is no flag of `yarn remove` or `pnpm remove`.
  const words = rest.filter((word) => !GLOBAL.has(word) && !(word in INSTALL_FLAGS.yarn));
  if (to === 'yarn') return global ? ['global', 'remove', ...words] : ['remove', ...words];
  return global ? ['remove', '-g', ...words] : ['remove', ...words];
}

function run(rest: string[], to: 'yarn' | 'pnpm'): string[] {
  const [script, ...args] = rest;
  if (script === undefined) return ['run'];
  // npm needs "--" before the script's own options; yarn and pnpm pass them on without it.
  const own = args[0] === '--' ? args.slice(1) : args;
  if (to === 'pnpm' || YARN_COMMANDS.has(script)) return ['run', script, ...own];
  return [script, ...own];
}

function init(rest: string[], to: 'yarn' | 'pnpm'): string[] {
  const at = rest.findIndex((word) => !word.startsWith('-'));
  // "npm init" alone makes a package.json ("pnpm init" asks nothing, so takes no --yes).
  if (at === -1) return ['init', ...(to === 'pnpm' ? rest.filter((word) => word !== '-y' && word !== '--yes') : rest)];
  // "npm init <initializer>" runs create-<initializer>, as "yarn create" and "pnpm create" do.
  const args = rest.slice(at + 1);
  return ['create', rest[at], ...(args[0] === '--' ? args.slice(1) : args)];
}
