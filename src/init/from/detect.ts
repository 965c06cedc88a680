// Which tool a site folder was written for, by the files that tool reads, and
// what its reader found. Nothing of the site runs: each reader reads files.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../../errors.ts';
import { DOCUSAURUS_CONFIGS, readDocusaurus } from './docusaurus.ts';
import { VITEPRESS_CONFIGS, readVitePress } from './vitepress.ts';
import { ASTRO_CONFIGS, readStarlight, usesStarlight } from './starlight.ts';
import { MINTLIFY_CONFIGS, isMintlifyConfig, readMintlify } from './mintlify.ts';
import { emptyIntake, firstFile, pageFiles, projectPackage, repositoryUrlOf, tsconfigAliases, withApiSidebars, type Intake } from './intake.ts';

export function readSite(root: string): Intake {
  const intake = readFor(root);
  intake.repositoryUrl ??= repositoryUrlOf(intake.contentDir);
  withApiSidebars(intake);
  return intake;
}

function readFor(root: string): Intake {
  let stat;
  try {
    stat = statSync(root);
  } catch {
    throw new UsageError(`The folder ${root} does not exist`, { hint: 'give --from the folder of the site written for another tool (the one with docusaurus.config.js, .vitepress/, astro.config.mjs or docs.json, or the folder of its markdown)' });
  }
  if (!stat.isDirectory()) throw new UsageError(`${root} is a file, not a folder`, { hint: 'give --from the folder of the site, not one of its files' });

  const docusaurus = firstFile(root, DOCUSAURUS_CONFIGS);
  if (docusaurus) return readDocusaurus(root, docusaurus);
  for (const siteDir of [root, path.join(root, 'docs')]) {
    const vitepress = firstFile(siteDir, VITEPRESS_CONFIGS);
    if (vitepress) return readVitePress(siteDir, vitepress, root);
  }
  for (const siteDir of [root, path.join(root, 'docs')]) {
    const mintlify = MINTLIFY_CONFIGS.map((name) => path.join(siteDir, name)).find((file) => existsSync(file) && isMintlifyConfig(file));
    if (mintlify) return readMintlify(siteDir, mintlify);
  }
  const astro = firstFile(root, ASTRO_CONFIGS);
  if (astro && usesStarlight(readFileSync(astro, 'utf8'))) return readStarlight(root, astro);
  return readMarkdownFolder(root);
}

/** Any folder of markdown: its pages where they are, the sidebar from its folders, the name from its README's heading. */
function readMarkdownFolder(root: string): Intake {
  // A project whose markdown is in docs/ (and not beside it).
  const docs = path.join(root, 'docs');
  const top = pageFiles(root).filter((f) => path.dirname(f) === root && !/^(README|CHANGELOG|CONTRIBUTING|LICENSE|CODE_OF_CONDUCT|SECURITY)\.md$/i.test(path.basename(f)));
  const contentDir = !top.length && pageFiles(docs).length ? docs : root;
  const intake = emptyIntake('markdown', contentDir);
  const readme = firstFile(contentDir, ['README.md', 'index.md', 'readme.md']);
  const heading = readme && /^#\s+(.+?)\s*#*\s*$/m.exec(readFileSync(readme, 'utf8'))?.[1];
  if (heading && heading.length <= 60) intake.productName = heading.replace(/[*_`]/g, '');
  else {
    // A project's documentation folder without a README of its own (got's documentation/): the project's name and description.
    const project = projectPackage(contentDir);
    if (typeof project?.name === 'string' && project.name.trim()) intake.productName = project.name.replace(/^@[^/]+\//, '');
    if (typeof project?.description === 'string' && project.description.trim() && project.description.length <= 200) intake.tagline = project.description;
  }
  if (!pageFiles(contentDir).length) throw new UsageError(`${root} holds no markdown files (.md, .mdx)`, { hint: 'give --from the folder of a documentation site, or of its markdown' });
  intake.aliases = tsconfigAliases(root, intake.notes);
  return intake;
}
