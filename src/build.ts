// `docs build`: the pipeline, top to bottom. Each stage takes data and returns
// data; only loading the config, scanning content and writing output touch the
// disk, so a whole build can run in memory (`write: false`) in a test.
import './production.ts';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { BuildFailure, SiteError } from './errors.ts';
import { scanContent } from './content/scan.ts';
import { parseFrontMatter } from './content/frontmatter.ts';
import { expandPage } from './content/expand.ts';
import { buildManifest } from './routes/manifest.ts';
import { neighbours } from './routes/nav.ts';
import { checkConfigLinks, checkLinks } from './routes/links.ts';
import { placeholderValues } from './placeholders.ts';
import { assetUrls, loadStylesheet } from './output/assets.ts';
import { bundleClient } from './output/bundle.ts';
import { runPageJobs } from './pages/pool.ts';
import { sharedSiteData, siteFiles } from './render/site.ts';
import { routeToChunkUrl, routeToHtmlFile } from './shared/paths.ts';
import { writeOutput } from './output/write.ts';
import type { BuildResult, OutputFile, PageSource } from './types.ts';

export interface BuildOptions {
  root: string;
  /** Output folder; default: the config's outDir, else <root>/dist. */
  out?: string;
  /** false: build in memory and return the files without writing them. */
  write?: boolean;
  env?: Record<string, string | undefined>;
  /** Worker threads for the pages; default: one per core. */
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

  const config = await time('config', () => loadConfig({ root: options.root, out: options.out, env: options.env }));
  const content = await time('scan', () => scanContent(config.contentDir));
  const placeholders = placeholderValues(config);

  const sources = await time('front matter', () => content.markdown.map((file) => {
    const { page, errors: found } = parseFrontMatter(file, placeholders);
    errors.push(...found);
    return page;
  }));

  const { manifest, errors: routeErrors } = await time('manifest', () => buildManifest(sources, config));
  errors.push(...routeErrors, ...checkConfigLinks(config, placeholders, manifest));

  const expanded = await time('expand', () => {
    const byFile = new Map<string, PageSource>(sources.map((s) => [s.file, s]));
    return sources.filter((s) => manifest.byFile.has(s.file)).map((source) => {
      const { page, errors: found } = expandPage(source, manifest.byFile.get(source.file)!.url, { sources: byFile, placeholders });
      errors.push(...found);
      return page;
    });
  });

  // Markdown and React rendering of every page, on all cores.
  const [stylesheet, client] = await time('assets', () => Promise.all([loadStylesheet(config.baseUrl), bundleClient(config.baseUrl)]));
  const site = sharedSiteData(config, manifest, placeholders, stylesheet, client);
  const media = assetUrls(content.assets, config.baseUrl);
  const pageUrls = Object.fromEntries(manifest.routes.map((r) => [r.file, r.url]));
  const around = neighbours(manifest.order, manifest.byUrl);
  const jobs = expanded.map((page) => {
    const route = manifest.byFile.get(page.file)!;
    return { page, route, ...around.get(route.url) };
  });
  const results = await time('pages', () => runPageJobs(jobs, { targets: { baseUrl: config.baseUrl, pageUrls, assetUrls: media }, site, nav: manifest.nav }, options.threads,
    (done, total) => options.onProgress?.('pages', done, total)));
  const parsed = results.map((r) => r.parsed);
  errors.push(...parsed.flatMap((p) => p.errors));

  const linkProblems = await time('links', () => checkLinks(parsed, manifest));
  const warnings = config.brokenLinks === 'warn' ? linkProblems : [];
  if (config.brokenLinks === 'error') errors.push(...linkProblems);
  if (errors.length) throw new BuildFailure(errors.map((e) => inContentDir(e, config.contentDir)));

  const files: OutputFile[] = results.flatMap((r, i) => {
    const { route } = jobs[i];
    return [
      { path: routeToHtmlFile(route.route, config.baseUrl), contents: r.html },
      { path: routeToChunkUrl(route.route, config.baseUrl).slice(1), contents: r.chunk },
    ];
  });
  files.push(...siteFiles({ config, manifest, site, stylesheet, client, assets: content.assets, assetUrls: media, usedAssets: new Set(parsed.flatMap((p) => p.assets)) }));

  if (options.write !== false) await time('write', () => writeOutput(config.outDir, files));
  const bytes = files.reduce((sum, f) => sum + Buffer.byteLength(f.contents), 0);
  return { pages: results.length, files, warnings: warnings.map((w) => inContentDir(w, config.contentDir)), timings, outDir: config.outDir, bytes };
}

/** Stages name files relative to the content folder; reports name them in full. */
function inContentDir(error: SiteError, contentDir: string): SiteError {
  if (error.file && !path.isAbsolute(error.file)) error.file = path.join(contentDir, error.file);
  return error;
}
