import type { PageData, SiteData } from '../src/render/data.ts';
import type { Feature, HeroImage } from '../src/types.ts';

// Starlight's action icons that read as a direction; other icon names are left out (the link's text says what it does).
const ICONS: Record<string, string> = { 'right-arrow': '→', 'left-arrow': '←', 'up-right': '↗', external: '↗', 'down-arrow': '↓' };

/**
 * The top of a splash (Starlight) or home (VitePress) page: its title as the
 * h1, the tagline, an image (one per color mode when given two) and the
 * actions as links; without a hero in front matter, the product's name and tagline.
 */
export function Hero({ site, page }: { site: SiteData; page: PageData }) {
  const hero = page.hero;
  if (!hero) {
    return (
      <header className="hero">
        <h1>{site.productName}</h1>
        {site.tagline && <p className="tagline">{site.tagline}</p>}
      </header>
    );
  }
  const title = hero.title ?? (hero.name ? undefined : page.title);
  return (
    <header className={`hero${hero.image ? ' has-image' : ''}`}>
      <div className="hero-text">
        <h1 id={page.titleId}>
          {hero.name && <span className="hero-name">{hero.name}</span>}
          {title && <span className="hero-title">{title}</span>}
        </h1>
        {hero.tagline && <p className="tagline">{hero.tagline}</p>}
        {hero.actions.length > 0 && (
          <div className="hero-actions">
            {hero.actions.map((a, i) => (
              <a key={i} className={`hero-action ${a.variant}`} href={a.link}>
                {a.text}{a.icon && ICONS[a.icon] && <span aria-hidden="true"> {ICONS[a.icon]}</span>}
              </a>
            ))}
          </div>
        )}
      </div>
      {hero.image && <Picture image={hero.image} className="hero-image" />}
    </header>
  );
}

/** VitePress's feature cards, under the hero. */
export function Features({ features }: { features: Feature[] }) {
  return (
    <ul className="features" aria-label="Features">
      {features.map((f, i) => (
        <li key={i} className="feature">
          {typeof f.icon === 'string' ? <span className="feature-icon" aria-hidden="true">{f.icon}</span> : f.icon && <Picture image={f.icon} className="feature-icon" />}
          <h2 className="feature-title">{f.link ? <a href={f.link}>{f.title}</a> : f.title}</h2>
          {f.details && <p>{f.details}</p>}
          {f.link && f.linkText && <p className="feature-link" aria-hidden="true">{f.linkText}</p>}
        </li>
      ))}
    </ul>
  );
}

/** One image, or a pair of which the stylesheet shows the one of the color mode. */
function Picture({ image, className }: { image: HeroImage; className: string }) {
  if ('src' in image) return <img className={className} src={image.src} alt={image.alt} />;
  return (
    <>
      <img className={`${className} when-light`} src={image.light} alt={image.alt} />
      <img className={`${className} when-dark`} src={image.dark} alt={image.alt} />
    </>
  );
}
