// A splash or home page's hero and feature cards, with their images' URLs and
// their links resolved like any other link to a page: a file, a route or a
// site path ("/guides/intro/"), under the base URL; a URL stays as it is.
import { SiteError } from '../errors.ts';
import { resolvePage, type PageLookup } from './resolve.ts';
import { IMAGE_PLACES_HINT, siteImage, type ImagePlaces } from './site-image.ts';
import type { Feature, Hero, HeroImage, PageSource, Route } from '../types.ts';

const URL_LIKE = /^([a-z][a-z0-9+.-]*:|\/\/|#)/i;

/** Route.hero, Route.features and Route.heroAssets of a page whose front matter has them; errors name the file and the key's line. */
export function resolveHero(route: Route, page: PageSource, places: ImagePlaces, lookup: PageLookup, errors: SiteError[]): Pick<Route, 'hero' | 'features' | 'heroAssets'> {
  const { hero, features } = page.settings;
  if (!hero && !features) return {};
  const assets: string[] = [];
  const fail = (key: string, message: string, hint: string) => errors.push(new SiteError(message, { file: page.file, line: page.keyLines[key], hint }));
  const image = (key: string, written: HeroImage): HeroImage | undefined => {
    const url = (src: string) => {
      const found = siteImage(src, page.file, places);
      if (!found) fail(key, `Front matter "${key}" names the image ${src}, which is not a file of the site`, IMAGE_PLACES_HINT);
      else if (found.asset) assets.push(found.asset);
      return found?.url;
    };
    if ('src' in written) {
      const src = url(written.src);
      return src ? { src, alt: written.alt } : undefined;
    }
    const [dark, light] = [url(written.dark), url(written.light)];
    return dark && light ? { dark, light, alt: written.alt } : undefined;
  };
  const link = (key: string, written: string): string => {
    if (URL_LIKE.test(written)) return written;
    const [target, hash] = written.split(/(?=#)/);
    const url = resolvePage(decodeURI(target), route, lookup);
    if (url) return url + (hash ?? '');
    fail(key, `Front matter "${key}" links to ${written}, which is not a page`, 'link to a page by its file ("guides/intro.md"), its route or its path ("/guides/intro/"), or give a URL');
    return written;
  };
  const resolved: Pick<Route, 'hero' | 'features' | 'heroAssets'> = {};
  if (hero) {
    const picture = hero.image && image('hero', hero.image);
    resolved.hero = { ...hero, image: picture, actions: hero.actions.map((a) => ({ ...a, link: link('hero', a.link) })) };
    if (!picture) delete resolved.hero.image;
  }
  if (features) {
    resolved.features = features.map((f): Feature => {
      const icon = typeof f.icon === 'object' ? image('features', f.icon) : f.icon;
      return { ...f, ...(f.link && { link: link('features', f.link) }), ...(icon ? { icon } : { icon: undefined }) };
    });
    for (const f of resolved.features) if (f.icon === undefined) delete f.icon;
  }
  if (assets.length) resolved.heroAssets = assets;
  return resolved;
}
