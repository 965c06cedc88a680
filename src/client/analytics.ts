// Page views for Google Analytics 4, with its standard gtag.js snippet, when the
// site has an analytics key (nothing is loaded without one). The snippet's page
// view on load is turned off: the runtime reports one on the first load and one
// on every client-side navigation, which gtag.js cannot see by itself.

type Gtag = (...args: unknown[]) => void;

export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

/** Loads gtag.js, reports the first page view, and returns the reporter of the next ones. */
export function startAnalytics(key: string): () => void {
  const w = window as unknown as { dataLayer: unknown[]; gtag: Gtag };
  w.dataLayer = w.dataLayer || [];
  // gtag.js reads `arguments` objects from the data layer, as its snippet pushes them.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', key, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_URL}?id=${encodeURIComponent(key)}`;
  document.head.append(script);
  const pageView = () => w.gtag('event', 'page_view', { page_location: location.href, page_title: document.title });
  pageView();
  return pageView;
}
