/**
 * The search theme's postBuild builds a lunr index beside each index file's documents, and the
 * postbuild throws that index away (./indexFiles.ts: the site's worker rebuilds it from the
 * documents). The theme has no option to leave it out, so the build replaces the function of the
 * theme's server code that builds it with one that returns the documents alone: the same files
 * without their `index` part, which the postbuild would have dropped (about a second of the main
 * thread's time in postBuild, lunr's indexing and the larger JSON).
 *
 * The theme's postBuild looks `buildIndex` up on its module's exports at each call, and Docusaurus
 * loads the theme (plain CommonJS) through Node's own module cache, so the module required here is
 * the one the theme calls. Should a theme update stop calling it so, the theme builds its index
 * again and the postbuild drops it, as before: slower, never different.
 */
import {createRequire} from 'node:module';

/** The theme's module that builds the index (`@easyops-cn/docusaurus-search-local`, pinned). */
export const THEME_INDEX_MODULE =
  '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js';

type Documents = unknown[];

/** What the theme's `buildIndex` returns for each part, minus the index nobody ships. */
export function documentsWithoutIndex(allDocuments: readonly (Documents | undefined)[]): {
  documents: Documents;
}[] {
  // Array.from visits holes too: the theme writes an empty list for a part without documents.
  return Array.from(allDocuments, (documents) => ({documents: documents ?? []}));
}

/** Makes the theme's postBuild write its index files without a lunr index. */
export function skipThemeLunrIndex(): void {
  const themeModule = createRequire(__filename)(THEME_INDEX_MODULE) as {buildIndex?: unknown};
  if (typeof themeModule.buildIndex !== 'function') {
    throw new Error(
      `src/plugins/search/themeIndex.ts: ${THEME_INDEX_MODULE} no longer exports buildIndex; check the theme's postBuild and this file.`,
    );
  }
  themeModule.buildIndex = documentsWithoutIndex;
}
