/**
 * Readers search by what they want to do, by a path, by an operationId, by a permission key or by
 * an error code; the first suggestion must open that operation's block for at least 95% of the
 * table in ./searchQueries.ts. The search is the site's own worker (the theme's search code with
 * the site's query rewrite) over the current version's index file of the production build, with
 * the dropdown's limit of 8 suggestions. SEARCH_RANKING_REPORT names a file for the figures (the
 * bench reads it).
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {removeDefaultStopWordFilter} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js';
import {search as searchOptions} from '../../src/plugins/search/options';
import {searchIndexFiles} from '../../src/plugins/search/indexFiles';
import {buildLunrIndex, type SearchDocument} from '../../src/plugins/search/client/lunrIndex';
import {RebuildingSearchWorker} from '../../src/plugins/search/client/worker';
import {SEARCH_CASES, searchCasesWithAnswers} from './searchQueries';

const root = path.resolve(__dirname, '../..');
const buildDir = path.join(root, 'build');
const MIN_HIT_AT_1 = 0.95;

function currentIndex(): {type: number; documents: SearchDocument[]; index: ReturnType<typeof buildLunrIndex>}[] {
  const file = searchIndexFiles(buildDir).find((candidate) => !candidate.startsWith('docs/v0.7/'));
  if (!existsSync(path.join(buildDir, 'index.html')) || !file) {
    throw new Error('No production build with a search index: run `npm run build` before this test.');
  }
  const parts = JSON.parse(readFileSync(path.join(buildDir, file), 'utf8')) as {documents: SearchDocument[]}[];
  const options = {language: searchOptions.language, removeDefaultStopWordFilter, removeDefaultStemmer: false};
  return parts.map(({documents}, type) => ({type, documents, index: buildLunrIndex(documents, options)}));
}

test('the first suggestion opens the operation a reader searched for', async () => {
  expect(SEARCH_CASES.length).toBeGreaterThanOrEqual(40);
  const wrappedIndexes = currentIndex();
  class BuiltIndexWorker extends RebuildingSearchWorker {
    override async lowLevelFetchIndexes(): ReturnType<RebuildingSearchWorker['lowLevelFetchIndexes']> {
      return {wrappedIndexes, zhDictionary: []} as unknown as Awaited<ReturnType<RebuildingSearchWorker['lowLevelFetchIndexes']>>;
    }
  }
  const worker = new BuiltIndexWorker();
  const cases = await searchCasesWithAnswers(root);
  const misses: string[] = [];
  let inFirstEight = 0;
  for (const {entry, urls} of cases) {
    const results = (await worker.search('/', '', entry.query, searchOptions.searchResultLimits)) as {document: {u: string; h?: string}}[];
    const opened = results.map(({document}) => `${document.u}${document.h ?? ''}`);
    if (!urls.includes(opened[0] ?? '')) {
      misses.push(`"${entry.query}" (${entry.kind}) opens ${opened[0] ?? 'nothing'}, wanted ${urls.join(' or ')} (at ${opened.findIndex((url) => urls.includes(url)) + 1 || 'none'})`);
    }
    inFirstEight += opened.some((url) => urls.includes(url)) ? 1 : 0;
  }
  const hitAt1 = (cases.length - misses.length) / cases.length;
  const hitAt8 = inFirstEight / cases.length;
  console.log(`search ranking over ${cases.length} queries: hit@1 ${hitAt1.toFixed(3)}, hit@8 ${hitAt8.toFixed(3)}${misses.length ? `; misses:\n  ${misses.join('\n  ')}` : ''}`);
  if (process.env['SEARCH_RANKING_REPORT']) {
    writeFileSync(process.env['SEARCH_RANKING_REPORT'], JSON.stringify({queries: cases.length, hitAt1, hitAt8, misses}));
  }
  expect(hitAt1, misses.join('\n')).toBeGreaterThanOrEqual(MIN_HIT_AT_1);
});
