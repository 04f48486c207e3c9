/**
 * The search theme's web worker, with two changes: the index file holds only the documents, and
 * the lunr index is rebuilt from them here, off the main thread, instead of being downloaded (it
 * is two thirds of the file); and queries are rewritten first (./queryRewrite.ts: pasted API paths
 * to their documented form, stop words dropped). Searching is the theme's own code (its SearchWorker, subclassed).
 * src/plugins/search/index.ts puts this module in place of the theme's worker.
 */
import * as Comlink from 'comlink';
import {SearchWorker} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js';
import {language, removeDefaultStopWordFilter, searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js';
import {search as searchOptions} from '../options';
import {buildLunrIndex, type SearchDocument} from './lunrIndex';
import {documentedPaths, withDocumentedPaths, withoutStopWords} from './queryRewrite';

const indexOptions = {
  language,
  removeDefaultStopWordFilter,
  removeDefaultStemmer: 'removeDefaultStemmer' in searchOptions ? Boolean(searchOptions.removeDefaultStemmer) : false,
};

type Loaded = Awaited<ReturnType<SearchWorker['lowLevelFetchIndexes']>>;
const loaded = new Map<string, Promise<Loaded>>();
const pathsOfIndex = new WeakMap<Loaded, string[]>();

async function fetchAndBuild(baseUrl: string, searchContext: string): Promise<Loaded> {
  const file = searchIndexUrl.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '');
  const url = new URL(`${baseUrl}${file}`, self.location.origin);
  if (url.origin !== self.location.origin) {
    throw new Error(`The search index must come from this site, not ${url.origin}.`);
  }
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`The search index ${url.pathname} could not be loaded: the server answered ${response.status}.`);
  }
  const parts = (await response.json()) as {documents: SearchDocument[]}[];
  return {
    wrappedIndexes: parts.map(({documents}, type) => ({type, documents, index: buildLunrIndex(documents, indexOptions)})),
    zhDictionary: [],
  };
}

export class RebuildingSearchWorker extends SearchWorker {
  override lowLevelFetchIndexes(baseUrl: string, searchContext: string): Promise<Loaded> {
    const key = `${baseUrl}${searchContext}`;
    let promise = loaded.get(key);
    if (!promise) {
      promise = fetchAndBuild(baseUrl, searchContext);
      // A failed load is not cached: the next search tries again.
      promise.catch(() => loaded.delete(key));
      loaded.set(key, promise);
    }
    return promise;
  }

  override async search(...[baseUrl, searchContext, input, limit]: Parameters<SearchWorker['search']>): ReturnType<SearchWorker['search']> {
    const indexes = await this.lowLevelFetchIndexes(baseUrl, searchContext);
    let paths = pathsOfIndex.get(indexes);
    if (!paths) {
      paths = documentedPaths(indexes.wrappedIndexes.flatMap(({documents}) => documents.map((document) => (document as SearchDocument).t)));
      pathsOfIndex.set(indexes, paths);
    }
    return super.search(baseUrl, searchContext, withoutStopWords(withDocumentedPaths(input, paths)), limit);
  }
}

Comlink.expose(RebuildingSearchWorker);
