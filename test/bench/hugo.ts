// The same site for Hugo, to compare build times in one run: the bench site's
// markdown with a minimal theme written here (a page template with the
// section's pages as a sidebar, a table of contents and previous/next links,
// and a list template for sections). Hugo makes a folder with an index.md a
// leaf bundle (its other files are not pages), so index.md becomes _index.md,
// which makes the folder a section with that page as its list page.
import { cp, mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

const CONFIG = `baseURL = "https://docs.bench.example/docs/"
title = "Bench API"
disableKinds = ["taxonomy", "term", "RSS"]
[markup.goldmark.renderer]
unsafe = true
[markup.highlight]
noClasses = false
`;

const BASE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} | {{ site.Title }}</title>
<meta name="description" content="{{ .Description }}"><link rel="canonical" href="{{ .Permalink }}"></head>
<body><header><a href="{{ site.Home.RelPermalink }}">{{ site.Title }}</a></header>
<nav aria-label="Docs"><ul>{{ range site.Sections }}<li><a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a></li>{{ end }}</ul>
{{ with .CurrentSection }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a></li>{{ end }}</ul>{{ end }}</nav>
<main>{{ block "main" . }}{{ end }}</main>
<aside>{{ .TableOfContents }}</aside></body></html>
`;

const SINGLE = `{{ define "main" }}<article><h1>{{ .Title }}</h1>{{ .Content }}
{{ with .PrevInSection }}<a rel="prev" href="{{ .RelPermalink }}">{{ .LinkTitle }}</a>{{ end }}
{{ with .NextInSection }}<a rel="next" href="{{ .RelPermalink }}">{{ .LinkTitle }}</a>{{ end }}</article>{{ end }}
`;

const LIST = `{{ define "main" }}<article><h1>{{ .Title }}</h1>{{ .Content }}
<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a> {{ .Description }}</li>{{ end }}</ul></article>{{ end }}
`;

export function hugoInstalled(): boolean {
  return spawnSync('hugo', ['version'], { stdio: 'ignore' }).status === 0;
}

/** Writes a Hugo site at `dir` from the bench site at `docsRoot`. */
export async function makeHugoSite(docsRoot: string, dir: string): Promise<void> {
  await cp(join(docsRoot, 'content'), join(dir, 'content'), { recursive: true });
  for (const entry of await readdir(join(dir, 'content'), { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'index.md') await rename(join(entry.parentPath, entry.name), join(entry.parentPath, '_index.md'));
  }
  await mkdir(join(dir, 'layouts/_default'), { recursive: true });
  await writeFile(join(dir, 'hugo.toml'), CONFIG);
  await writeFile(join(dir, 'layouts/_default/baseof.html'), BASE);
  await writeFile(join(dir, 'layouts/_default/single.html'), SINGLE);
  await writeFile(join(dir, 'layouts/_default/list.html'), LIST);
}

/** One cold Hugo build into `out`, with `cacheDir` (neither may exist): its wall time, peak memory and CPU time, measured like ours. */
export function hugoBuild(dir: string, out: string, cacheDir: string): Promise<{ ms: number; maxRssMB: number; cpuMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // GNU time reports the peak resident memory (KB) and the user and system seconds of the process it ran, on its last line of stderr.
    const child = spawn('/usr/bin/time', ['-f', '%M %U %S', 'hugo', '--quiet', '--source', dir, '--destination', out, '--cacheDir', cacheDir], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      const [kb, user, system] = stderr.trim().split('\n').pop()!.split(' ').map(Number);
      if (code === 0 && [kb, user, system].every(Number.isFinite)) resolve({ ms, maxRssMB: Math.round(kb / 1024), cpuMs: Math.round((user + system) * 1000) });
      else reject(new Error(`hugo exited with code ${code}:\n${stderr.slice(-2000)}`));
    });
  });
}
