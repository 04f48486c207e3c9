import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {operationLocations} from '../endpoints/openapi/endpointLinks';
import {withStandIns} from '../standIns';
import {operationTerms, operationTermsFile} from './operationTerms';

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
 * Each operation's search terms (./operationTerms.ts) are written to the generated files while the
 * site builds, where its API documents are already loaded; the postbuild step adds them to the
 * index files the theme writes (./indexFiles.ts).
 */
export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-search',
    contentLoaded: async () => {
      const file = operationTermsFile(context.generatedFilesDir);
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(
        file,
        JSON.stringify(
          Object.fromEntries(operationTerms(await operationLocations(context.siteDir))),
        ),
      );
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
