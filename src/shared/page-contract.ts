// What the server-rendered page tells the browser runtime, and the names both
// sides use for the same elements and stored settings. (Plain constants rather
// than objects, so that the bundler keeps only what a script uses.)

// Attributes of <html>.
/** The configured base URL ("/docs/"). */
export const ATTR_BASE = 'data-base';
/** The page's route ("api/reference/auth"), to suggest a base URL when it does not fit. */
export const ATTR_ROUTE = 'data-route';
/** Milliseconds before the progress bar shows. */
export const ATTR_PROGRESS_DELAY = 'data-progress-delay';
export const ATTR_THEME = 'data-theme';
/** "hidden" when the reader hid the sidebar. */
export const ATTR_SIDEBAR = 'data-sidebar';
/** Set by the head script: controls that need JavaScript may show. */
export const ATTR_JS = 'data-js';
/** The analytics key, when analytics are on. */
export const ATTR_ANALYTICS = 'data-analytics';
/** The version this page belongs to. */
export const ATTR_VERSION = 'data-version';

// Attributes of the sidebar (<nav id="sidebar">).
/** The keys of the sidebar categories the page sits in, as JSON: the full sidebar opens them. */
export const ATTR_TRAIL = 'data-trail';
/** Which of the config's sidebars the page shows (absent: the first). */
export const ATTR_SIDEBAR_ROOT = 'data-sidebar-root';

// ids of the regions that client-side navigation swaps, and of the controls.
export const ID_MAIN = 'content';
export const ID_SIDEBAR = 'sidebar';
/** The sidebar's column, and on narrow screens the drawer (a popover) that holds the navbar's links and the sidebar. */
export const ID_DRAWER = 'drawer';
export const ID_TOC = 'toc';
export const ID_VERSIONS = 'versions';
export const ID_THEME_TOGGLE = 'theme-toggle';
export const ID_SIDEBAR_TOGGLE = 'sidebar-toggle';
export const ID_BANNER = 'base-url-banner';
export const ID_SEARCH_BUTTON = 'search-button';
/** A polite live region for short messages ("Copied"). */
export const ID_ANNOUNCER = 'announcer';

// localStorage keys.
export const KEY_THEME = 'theme';
export const KEY_SIDEBAR = 'docs-sidebar';
/** The label of the code tab the reader chose last ("Python"). */
export const KEY_CODE_TAB = 'docs-code-tab';
/** Followed by the docs id ("default"), as Docusaurus does. */
export const KEY_VERSION = 'docs-preferred-version-default';

/** Dispatched on window after a content chunk was put on the page. */
export const EVENT_SHOWN = 'docs:shown';
