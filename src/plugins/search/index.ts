import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {operationLocations} from '../endpoints/openapi/endpointLinks';
import {writeGeneratedJson} from '../files';
import {withStandIns} from '../standIns';
import {authoredTerms, indexedUrl, type PageFrontMatter} from './authoredTerms';
import {sourceFrontMatter} from './frontMatter';
import {operationTerms} from './operationTerms';
import {SECTION_TERMS_FILE, sectionTerms} from './sectionTerms';
import {skipThemeLunrIndex} from './themeIndex';

const SEARCH_THEME_DIR = /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme$/;
const SEARCH_BAR_DIR =
  /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]SearchBar$/;
const client = (file: string): string => path.join(__dirname, 'client', file);

/**
 * What the search theme downloads, trimmed (the theme itself is configured in ./options.ts):
 * - the index ships as its documents and the site's worker rebuilds the identical lunr index
 *   (client/worker.ts takes the place of the theme's worker; ./indexFiles.ts reduces the files),
 * - mark.js, which highlights searched words on the page a result opens, loads only when there
 *   are words to highlight (client/lazyMark.ts).
 * - a suggestion found only by a near spelling says so (client/closestSuggestion.ts).
 * The search box itself loads on demand: src/theme/SearchBar with client/useSearchBarOnDemand.ts.
 * Each operation's search terms (./operationTerms.ts) and the terms written in the pages' front
 * matter (./authoredTerms.ts, read from every version's source files, since Docusaurus never sees
 * `search_terms`: ./frontMatter.ts) are written to the generated files while the site builds
 * (./sectionTerms.ts);
 * the postbuild step adds them to the index files the theme writes (./indexFiles.ts).
 * The theme writes those files without the lunr index the postbuild would drop (./themeIndex.ts).
 */
export default function searchPlugin(context: LoadContext): Plugin {
  skipThemeLunrIndex();
  return {
    name: 'site-search',
    allContentLoaded: async ({allContent}) => {
      const docs = allContent['docusaurus-plugin-content-docs']?.['default'] as
        LoadedContent | undefined;
      if (!docs) {
        throw new Error('src/plugins/search: the docs plugin loaded no content.');
      }
      const pages: PageFrontMatter[] = await Promise.all(
        docs.loadedVersions.flatMap((version) =>
          version.docs.map(async (doc) => {
            const source = doc.source.replace(/^@site\//, '');
            // From the source: the loaded front matter lacks the index-only key (./frontMatter.ts).
            return {
              source,
              url: indexedUrl(doc.permalink),
              frontMatter: await sourceFrontMatter(context.siteDir, source),
            };
          }),
        ),
      );
      const terms = sectionTerms(
        operationTerms(await operationLocations(context.siteDir)),
        authoredTerms(pages),
      );
      writeGeneratedJson(context.generatedFilesDir, SECTION_TERMS_FILE, Object.fromEntries(terms));
    },
    configureWebpack: withStandIns([
      {request: /^\.\/worker\.js$/, from: SEARCH_THEME_DIR, with: client('worker.ts')},
      {request: /^comlink$/, from: SEARCH_THEME_DIR, with: client('comlinkWithoutExpose.ts')},
      {
        request: /[\\/]mark\.js[\\/]dist[\\/]mark\.js$/,
        from: /docusaurus-search-local/,
        with: client('lazyMark.ts'),
      },
      {
        request: /^\.\/SuggestionTemplate$/,
        from: SEARCH_BAR_DIR,
        with: client('closestSuggestion.ts'),
      },
    ]),
  };
}
