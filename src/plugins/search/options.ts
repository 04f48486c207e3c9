/** Options of @easyops-cn/docusaurus-search-local (one lunr index per docs version), read by the config and the browser code. */
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
  // Long enough for an operation's heading with its method and path (see ./operationTerms.ts).
  searchResultContextMaxLength: 100,
  highlightSearchTermsOnTargetPage: true,
  explicitSearchResultPath: true,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  docsPluginIdForPreferredVersion: 'default',
  // Generated code samples and example payloads repeat on every endpoint: index the prose,
  // headings, paths and parameters readers search for, not the samples.
  // A page's source anchors (footnote marks and the "Sources" list, src/plugins/facts/remark.ts)
  // are not words of its last section.
  ignoreCssSelectors: ['[data-search-exclude]', '[data-footnote-ref]', 'section[data-footnotes]'],
} as const;
