/**
 * Readers search by what they want to do, by a path, by an operationId, by a permission key or by
 * an error code; the first suggestion must open that operation's block for at least 95% of the
 * table in support/searchQueries.ts (the bench prints the same table's hit@1 and hit@8).
 */
import path from 'node:path';
import {expect, test, waitForHydration} from './support/fixtures';
import {SEARCH_CASES, searchCasesWithAnswers, suggestionUrls} from './support/searchQueries';

const MIN_HIT_AT_1 = 0.95;

test('the first suggestion opens the operation a reader searched for', async ({page}) => {
  test.setTimeout(240_000);
  expect(SEARCH_CASES.length).toBeGreaterThanOrEqual(40);
  const cases = await searchCasesWithAnswers(path.resolve(__dirname, '../..'));
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const misses: string[] = [];
  for (const {entry, urls} of cases) {
    const [first] = await suggestionUrls(page, entry.query, 1, (url) => urls.includes(url));
    if (!first || !urls.includes(first)) {
      misses.push(`"${entry.query}" (${entry.kind}) opened ${first ?? 'nothing'}, wanted ${urls.join(' or ')}`);
    }
  }
  const hitAt1 = (cases.length - misses.length) / cases.length;
  console.log(`search ranking: hit@1 ${hitAt1.toFixed(3)} over ${cases.length} queries${misses.length ? `; misses:\n  ${misses.join('\n  ')}` : ''}`);
  expect(hitAt1, misses.join('\n')).toBeGreaterThanOrEqual(MIN_HIT_AT_1);
});
