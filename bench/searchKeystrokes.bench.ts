/**
 * The search worker's time while a reader types long pasted-style text key by key: exception
 * class names, namespaced classes, a path with real ids, a key, typos. Each keystroke is one
 * search of the text typed so far, as the box makes it. Run by `npm run bench`, or alone with
 * `npx vitest bench --run --config tests/ranking/vitest.config.mts` after a build. Timing only:
 * these texts were chosen for their length and shape, not for what they find.
 */
import {bench, describe} from 'vitest';
import {loadIndex, workerOver} from '../tests/ranking/builtIndex';
import {search as searchOptions} from '../src/plugins/search/options';

export const TYPED_TEXTS = [
  'DatabaseClientFeatureNotEnabledException',
  'Illuminate\\Validation\\ValidationException',
  '/api/client/servers/1a7ce997/files/contents?file=%2Fserver.properties',
  'ptla_Xk3jf93kdlsowpqmznbvcx',
  'X-RateLimit-Remaining header missing',
  'allocatoins asignment automatik',
  'configuraton of wingss daemon throttel',
];

const worker = workerOver(loadIndex('current'));

describe('typing into the search box, one search per keystroke', () => {
  for (const text of TYPED_TEXTS) {
    bench(
      `${text} (${text.length} keys)`,
      async () => {
        for (let end = 1; end <= text.length; end += 1) {
          await worker.search('/', '', text.slice(0, end), searchOptions.searchResultLimits);
        }
      },
      {iterations: 5, warmupIterations: 1},
    );
  }
});
