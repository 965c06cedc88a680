// What a page shows from other sites: the origins of its images, frames and
// video or audio, gathered while its HTML is made safe (plugins/safe.ts), so
// that its Content-Security-Policy (render/csp.ts) allows exactly those.
import type { Embeds } from '../types.ts';

export type EmbedKind = keyof Embeds;

/** The sandbox an embedded frame gets when its writer gave none: it runs its own script on its own origin, and cannot navigate the page or open dialogs over it. */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation allow-forms';

/**
 * The origin a browser fetches `url` from, when that is another site:
 * "https://img.example:8443" for "https://img.example:8443/a.png" and for
 * "//img.example:8443/a.png" (the page's scheme; https where it is served).
 * Undefined for a path of the site, another scheme, or no valid host.
 */
export function originOf(url: string): string | undefined {
  const trimmed = url.trim();
  const written = /^\/\//.test(trimmed) ? `https:${trimmed}` : trimmed;
  if (!/^https?:\/\//i.test(written)) return undefined;
  try {
    const { origin } = new URL(written);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** What the URL of an element's attribute shows in the page, as the policy names it; undefined for one that shows nothing from elsewhere (a link, say). `name` and `attribute` in lower case. */
export function embedKind(name: string, attribute: string): EmbedKind | undefined {
  if (attribute === 'poster') return name === 'video' ? 'img' : undefined;
  if (attribute === 'srcset') return name === 'img' || name === 'source' ? 'img' : undefined;
  if (attribute !== 'src') return undefined;
  switch (name) {
    case 'img': return 'img';
    case 'iframe': return 'frame';
    case 'video': case 'audio': case 'source': case 'track': return 'media';
    default: return undefined;
  }
}

/** The origins of a page's embeds, as they are found. */
export class EmbedSet {
  private readonly found: Record<EmbedKind, Set<string>> = { img: new Set(), frame: new Set(), media: new Set() };

  /** Adds the origin(s) of an attribute's value (srcset: each candidate's). */
  add(kind: EmbedKind, value: string, list = false): void {
    const urls = list ? value.split(',').map((candidate) => candidate.trim().split(/\s/)[0]) : [value];
    for (const url of urls) {
      const origin = originOf(url);
      if (origin) this.found[kind].add(origin);
    }
  }

  /** Adds what an element's attribute shows from another site, if anything. */
  addAttribute(name: string, attribute: string, value: string): void {
    const kind = embedKind(name, attribute);
    if (kind) this.add(kind, value, attribute === 'srcset');
  }

  /** The origins found, each kind sorted; undefined when the page embeds nothing. */
  result(): Embeds | undefined {
    let embeds: Embeds | undefined;
    for (const kind of ['img', 'frame', 'media'] as const) {
      if (this.found[kind].size) (embeds ??= {})[kind] = [...this.found[kind]].sort();
    }
    return embeds;
  }
}
