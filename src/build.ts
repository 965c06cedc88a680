// `docs build`: the pipeline, top to bottom. Each stage takes data and returns
// data; only loading the config, scanning content and writing output touch the
// disk, so a whole build can run in memory (`write: false`) in a test.
import path from 'node:path';
import { loadConfig } from './config.ts';
import { BuildFailure, SiteError } from './errors.ts';
import { scanContent } from './content/scan.ts';
import { parseFrontMatter } from './content/frontmatter.ts';
import { expandPage } from './content/expand.ts';
import { parsePages } from './content/pool.ts';
import { buildManifest } from './routes/manifest.ts';
import { checkConfigLinks, checkLinks } from './routes/links.ts';
import { placeholderValues } from './placeholders.ts';
import { assetUrls, loadStylesheet } from './output/assets.ts';
import { renderSite } from './render/site.ts';
import { writeOutput } from './output/write.ts';
import type { BuildResult, PageSource } from './types.ts';

export interface BuildOptions {
  root: string;
  /** Output folder; default: the config's outDir, else <root>/dist. */
  out?: string;
  /** false: build in memory and return the files without writing them. */
  write?: boolean;
  env?: Record<string, string | undefined>;
  /** Worker threads for markdown; default: one per core. */
  threads?: number;
  onProgress?: (stage: string, done: number, total: number) => void;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  const time = async <T>(stage: string, run: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await run();
    } finally {
      timings[stage] = performance.now() - start;
    }
  };
  const errors: SiteError[] = [];
  const warnings: SiteError[] = [];

  const config = await time('config', () => loadConfig({ root: options.root, out: options.out, env: options.env }));
  const content = await time('scan', () => scanContent(config.contentDir));

  const placeholders = placeholderValues(config);
  const sources = await time('front matter', () => content.markdown.map((file) => {
    const { page, errors: found } = parseFrontMatter(file, placeholders);
    errors.push(...found);
    return page;
  }));

  const { manifest, errors: routeErrors } = await time('manifest', () => buildManifest(sources, config));
  errors.push(...routeErrors);
  errors.push(...checkConfigLinks(config, placeholders, manifest));

  const expanded = await time('expand', () => {
    const byFile = new Map<string, PageSource>(sources.map((s) => [s.file, s]));
    return sources.filter((s) => manifest.byFile.has(s.file)).map((source) => {
      const { page, errors: found } = expandPage(source, manifest.byFile.get(source.file)!.url, { sources: byFile, placeholders });
      errors.push(...found);
      return page;
    });
  });

  const media = assetUrls(content.assets, config.baseUrl);
  const pageUrls = Object.fromEntries(manifest.routes.map((r) => [r.file, r.url]));
  const parsed = await time('markdown', () => parsePages(expanded, { baseUrl: config.baseUrl, pageUrls, assetUrls: media }, options.threads));
  errors.push(...parsed.flatMap((p) => p.errors));

  const linkProblems = await time('links', () => checkLinks(parsed, manifest));
  (config.brokenLinks === 'warn' ? warnings : errors).push(...linkProblems);
  if (errors.length) throw new BuildFailure(errors.map((e) => inContentDir(e, config.contentDir)));

  const stylesheet = await loadStylesheet(config.baseUrl);
  const files = await time('render', () => renderSite({
    config, manifest, parsed, placeholders, stylesheet, assets: content.assets, assetUrls: media,
    onProgress: (done, total) => options.onProgress?.('render', done, total),
  }));

  if (options.write !== false) await time('write', () => writeOutput(config.outDir, files));
  const bytes = files.reduce((sum, f) => sum + Buffer.byteLength(f.contents), 0);
  return { pages: parsed.length, files, warnings: warnings.map((w) => inContentDir(w, config.contentDir)), timings, outDir: config.outDir, bytes };
}

/** Stages name files relative to the content folder; reports name them in full. */
function inContentDir(error: SiteError, contentDir: string): SiteError {
  if (error.file && !path.isAbsolute(error.file)) error.file = path.join(contentDir, error.file);
  return error;
}
