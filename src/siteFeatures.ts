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

/** Bump `id` whenever `content` changes so readers who closed the old one see the new one. */
export const announcementBar = {
  id: 'panel-1-11-8-two-factor-disable',
  content:
    'Updated for panel v1.11.8: turning off two-factor authentication is now <code>POST /api/client/account/two-factor/disable</code>. The old <code>DELETE</code> route is gone.',
  isCloseable: true,
} as const;
