/**
 * Behavioural constants of the site's features, kept in one place so the config,
 * the client code and the tests all read the same numbers.
 */

/** Route-change progress bar (nprogress). */
export const progressBar = {
  /** A route change shorter than this never shows the bar. */
  delayMs: 200,
  minimum: 0.08,
  speedMs: 200,
  trickleSpeedMs: 800,
  trickleRate: 0.02,
  showSpinner: false,
} as const;

/** Options of @easyops-cn/docusaurus-search-local; one lunr index per docs version. */
export const search = {
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: ['docs'],
  docsDir: ['docs', 'versioned_docs'],
  language: ['en'],
  // Index file names carry a content hash, so a deploy never serves a stale index.
  hashed: 'filename',
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  highlightSearchTermsOnTargetPage: true,
  explicitSearchResultPath: true,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  docsPluginIdForPreferredVersion: 'default',
  // Generated code samples and example payloads repeat on every endpoint: index the prose,
  // headings, paths and parameters readers search for, not the samples.
  ignoreCssSelectors: ['[data-search-exclude]'],
} as const;

/**
 * Bump `id` whenever `content` or `legacyContent` changes so readers who closed the old one see the
 * new one. theme-classic shows `content` everywhere; src/theme/AnnouncementBar/Content swaps in
 * `legacyContent` on the 0.7 pages, which describe another panel.
 */
export const announcementBar = {
  id: 'panel-after-1-12-3-wings-1-12-2',
  content:
    'These docs describe the panel after release 1.12.3 and Wings 1.12.2, noting older releases where they differ. Check yours on <a href="/docs/panel-versions">Panel versions</a>.',
  isCloseable: true,
} as const;

/** The announcement on the legacy 0.7 pages; same id, so closing it once closes both. */
export const legacyAnnouncement =
  'These pages describe the legacy panel 0.7.19. The current docs describe the panel after release 1.12.3 and Wings 1.12.2: see <a href="/docs/panel-versions">Panel versions</a>.';
