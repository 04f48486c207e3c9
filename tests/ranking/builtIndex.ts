/**
 * The production build's search indexes, rebuilt into lunr indexes as the site's worker does, and
 * the site's worker over them: what the ranking test (./searchRanking.test.ts) and the keystroke
 * benchmark (bench/searchKeystrokes.bench.ts) search through.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {removeDefaultStopWordFilter} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js';
import {search as searchOptions} from '../../src/plugins/search/options';
import {searchIndexFiles} from '../../src/plugins/search/indexFiles';
import {buildLunrIndex, type SearchDocument} from '../../src/plugins/search/client/lunrIndex';
import {fromColumns} from '../../src/plugins/search/client/indexLayout';
import {RebuildingSearchWorker} from '../../src/plugins/search/client/worker';

export type {RebuildingSearchWorker};

const buildDir = path.resolve(__dirname, '../../build');

export type Wrapped = {
  type: number;
  documents: SearchDocument[];
  index: ReturnType<typeof buildLunrIndex>;
}[];

/** A docs version's index from the build, as the worker rebuilds it. */
export function loadIndex(version: 'current' | '0.7'): Wrapped {
  const file = searchIndexFiles(buildDir).find(
    (candidate) => candidate.startsWith('docs/v0.7/') === (version === '0.7'),
  );
  if (!existsSync(path.join(buildDir, 'index.html')) || !file) {
    throw new Error('No production build with a search index: run `npm run build` first.');
  }
  const parts = fromColumns(JSON.parse(readFileSync(path.join(buildDir, file), 'utf8')));
  const options = {
    language: searchOptions.language,
    removeDefaultStopWordFilter,
    removeDefaultStemmer: false,
  };
  return parts.map((documents, type) => ({
    type,
    documents,
    index: buildLunrIndex(documents, options),
  }));
}

/** The site's search worker over indexes already in memory (no fetch). */
export function workerOver(wrappedIndexes: Wrapped): RebuildingSearchWorker {
  class BuiltIndexWorker extends RebuildingSearchWorker {
    override async lowLevelFetchIndexes(): ReturnType<
      RebuildingSearchWorker['lowLevelFetchIndexes']
    > {
      return {wrappedIndexes, zhDictionary: []} as unknown as Awaited<
        ReturnType<RebuildingSearchWorker['lowLevelFetchIndexes']>
      >;
    }
  }
  return new BuiltIndexWorker();
}
