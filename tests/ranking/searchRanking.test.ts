/**
 * Two tables of what readers search for, run through the site's own search worker (the theme's
 * search code with the site's query rewrite and ranking) over the index files of the production
 * build, with the dropdown's limit of 8 suggestions:
 * - ./searchQueries.ts, operations by name, path, operationId, permission key or error code: the
 *   first suggestion must open that operation's block for at least 95% of them;
 * - ./readerQueries.ts, any page or section as a reader phrases it: a first batch split once into
 *   a tuning half and a held-out half, a second batch held out as a whole (`batch: 2`, written
 *   after the first held-out half's misses were published), a third tuned on and a fourth held
 *   out (`batch: 3`, `batch: 4`, written blind side by side). Each held-out set is held to its
 *   thresholds below (hit@1, hit@8).
 * Prints hit@1, hit@8 and MRR (mean reciprocal rank within the 8) of each table and its misses
 * (of the held-out sets, only with SEARCH_RANKING_SHOW_HELD_OUT=1), then the reader sets' figures
 * again with the targets two judges agreed on added (./judgedTargets.ts; no floors), and the kinds
 * of the misses as counts (missKind: told from the URLs, so the held-out sets' counts show no query).
 * SEARCH_RANKING_REPORT names a file for the figures (the bench reads it).
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {HISTORY_PAGES} from '../../src/plugins/search/client/ranking';
import {search as searchOptions} from '../../src/plugins/search/options';
import {loadIndex, workerOver, type RebuildingSearchWorker, type Wrapped} from './builtIndex';
import {JUDGED_TARGETS} from './judgedTargets';
import {SEARCH_CASES, searchCasesWithAnswers} from './searchQueries';
import {
  READER_QUERIES,
  READER_SPLIT_SEED,
  READER_SPLIT_SIZE,
  seededHalves,
  type ReaderQuery,
} from './readerQueries';

const root = path.resolve(__dirname, '../..');
const MIN_OPERATION_HIT_AT_1 = 0.95;
/**
 * The held-out half's floor: a regression guard about four queries under what the ranking reached
 * without tuning on it (issue 21: after the written search terms and round 4, hit@1 0.772, hit@8
 * 0.987, that is 115 and 147 of 149; round 3 reached 0.651 and 0.966, the first round 0.584 and
 * 0.926). A floor at the measured value failed on the first content edit. The goal is 0.95
 * and 1.0, not reached; README (Figures) says what is still missed and why.
 */
const MIN_HELD_OUT_HIT_AT_1 = 0.74;
const MIN_HELD_OUT_HIT_AT_8 = 0.96;
/**
 * The second batch's floor, four queries under what the ranking reached on it: first measured
 * with the ranking of main at 601605c (issue 21, 2026-11-27: hit@1 0.660, hit@8 0.933, MRR 0.759
 * over 150 queries), 0.700, 0.933, 0.788 after round 3, and 0.800, 0.947, 0.854 after the written
 * search terms and round 4 (120 and 142 of 150 first suggestions and suggestion lists).
 */
const MIN_BATCH_2_HIT_AT_1 = 0.77;
const MIN_BATCH_2_HIT_AT_8 = 0.92;
/**
 * The fourth batch's floor, about four queries under what the ranking reached on it: measured as
 * it came with the ranking of df0902c (issue 21, 2026-11-27: hit@1 0.786, hit@8 0.970, MRR 0.854
 * over 168 queries), and 0.786, 0.970, 0.853 at the session's end (132 and 163 first suggestions
 * and suggestion lists).
 */
const MIN_BATCH_4_HIT_AT_1 = 0.76;
const MIN_BATCH_4_HIT_AT_8 = 0.94;

type Opened = {document: {u: string; h?: string}; closest?: boolean}[];

/** The suggestions the box shows for `query` (its limit of 8), and the URL each opens. */
async function suggestions(
  worker: RebuildingSearchWorker,
  query: string,
): Promise<{results: Opened; opened: string[]}> {
  const results = (await worker.search('/', '', query, searchOptions.searchResultLimits)) as Opened;
  return {results, opened: results.map(({document}) => `${document.u}${document.h ?? ''}`)};
}

interface Figures {
  queries: number;
  hitAt1: number;
  hitAt8: number;
  mrr: number;
  misses: string[];
  /** Each miss's kind (missKind), in the order of `misses`; kept when the misses are hidden. */
  missKinds: MissKind[];
}

type MissKind =
  | 'no suggestion'
  | 'right page, another section'
  | 'the same page in the other API'
  | 'a release-history page'
  | 'a reference section where a topic page answers'
  | 'a topic page where the reference answers'
  | 'another reference page'
  | 'another topic page';

const pageOf = (url: string): string => url.split('#')[0]!;
/** An endpoint reference page, of either version. */
const isReferencePage = (page: string): boolean =>
  /^\/docs\/(?:api\/(?:client|application)|v0\.7\/(?:client|application))\//.test(page);

/**
 * Why a first suggestion is not a target, told from the URLs alone: the closing report gives the
 * held-out misses' reasons as counts of these, without their queries (which stay unread while the
 * ranking is tuned).
 */
function missKind(first: string | undefined, targets: readonly string[]): MissKind {
  if (first === undefined) return 'no suggestion';
  const page = pageOf(first);
  const targetPages = targets.map(pageOf);
  if (targetPages.includes(page)) return 'right page, another section';
  const twin = page.replace(/\/(client|application)\//, (_, api: string) =>
    api === 'client' ? '/application/' : '/client/',
  );
  if (twin !== page && targetPages.includes(twin)) return 'the same page in the other API';
  if (HISTORY_PAGES.includes(page)) return 'a release-history page';
  const targetsReference = targetPages.some(isReferencePage);
  if (isReferencePage(page))
    return targetsReference
      ? 'another reference page'
      : 'a reference section where a topic page answers';
  return targetsReference ? 'a topic page where the reference answers' : 'another topic page';
}

function kindCounts(kinds: readonly MissKind[]): string {
  const counts = new Map<MissKind, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
}

/** Ranks of the first right suggestion (0 for none within the limit) into the three figures. */
async function measure(
  cases: readonly {
    query: string;
    label: string;
    worker: RebuildingSearchWorker;
    isRight: (url: string) => boolean;
    wanted: string;
    targets?: readonly string[];
  }[],
): Promise<Figures> {
  const misses: string[] = [];
  const missKinds: MissKind[] = [];
  let first = 0;
  let inFirstEight = 0;
  let reciprocal = 0;
  for (const entry of cases) {
    const {opened} = await suggestions(entry.worker, entry.query);
    const rank = opened.findIndex(entry.isRight) + 1;
    first += rank === 1 ? 1 : 0;
    inFirstEight += rank > 0 ? 1 : 0;
    reciprocal += rank > 0 ? 1 / rank : 0;
    if (rank !== 1) {
      misses.push(
        `"${entry.query}"${entry.label} opens ${opened[0] ?? 'nothing'}, wanted ${entry.wanted} (at ${rank || 'none'})`,
      );
      missKinds.push(missKind(opened[0], entry.targets ?? []));
    }
  }
  const count = cases.length;
  return {
    queries: count,
    hitAt1: first / count,
    hitAt8: inFirstEight / count,
    mrr: reciprocal / count,
    misses,
    missKinds,
  };
}

function show(name: string, figures: Figures): string {
  const head = `${name} (${figures.queries} queries): hit@1 ${figures.hitAt1.toFixed(3)}, hit@8 ${figures.hitAt8.toFixed(3)}, MRR ${figures.mrr.toFixed(3)}`;
  return figures.misses.length ? `${head}; misses:\n  ${figures.misses.join('\n  ')}` : head;
}

/** A target without `#` accepts any suggestion on that page; with one, that section only. */
function isTarget(target: string, url: string): boolean {
  return target.includes('#') ? url === target : url === target || url.startsWith(`${target}#`);
}

/** Whether a judged entry is that reader query's: the same query, version and batch. */
function judges(judged: (typeof JUDGED_TARGETS)[number], entry: ReaderQuery): boolean {
  return (
    judged.query === entry.query && judged.version === entry.version && judged.batch === entry.batch
  );
}

/** The written targets and those both judges named (./judgedTargets.ts). */
function targetsWithJudged(entry: ReaderQuery): readonly string[] {
  const judged = JUDGED_TARGETS.find((candidate) => judges(candidate, entry));
  return judged ? [...entry.targets, ...judged.targets] : entry.targets;
}

function checkTargets(
  entries: readonly Pick<ReaderQuery, 'query' | 'targets' | 'version'>[],
  indexes: Record<'current' | '0.7', Wrapped>,
): void {
  for (const entry of entries) {
    const known = new Set(
      indexes[entry.version ?? 'current'].flatMap(({documents}) =>
        documents.flatMap((document) => [document.u, `${document.u}${document.h ?? ''}`]),
      ),
    );
    const unknown = entry.targets.filter((target) => !known.has(target));
    if (unknown.length > 0) {
      throw new Error(
        `The reader query "${entry.query}" names targets no search document has: ${unknown.join(', ')}`,
      );
    }
  }
}

test('the reader query table keeps its one random split', () => {
  expect(READER_QUERIES.length).toBeGreaterThanOrEqual(200);
  const halves = seededHalves(READER_SPLIT_SIZE, READER_SPLIT_SEED);
  expect(READER_QUERIES.slice(0, READER_SPLIT_SIZE).map(({half}) => half)).toEqual(halves);
  // The second batch comes after the split, whole, and is held out as a whole.
  const afterSplit = READER_QUERIES.slice(READER_SPLIT_SIZE);
  expect(READER_QUERIES.slice(0, READER_SPLIT_SIZE).every(({batch}) => batch === undefined)).toBe(
    true,
  );
  // After the split, whole batches in the order written: 2 held out, 3 tuned on, 4 held out.
  const halfOf = {2: 'held-out', 3: 'tuning', 4: 'held-out'} as const;
  expect(afterSplit.every(({batch, half}) => batch !== undefined && half === halfOf[batch])).toBe(
    true,
  );
  const batches = afterSplit.map(({batch}) => batch);
  expect(batches).toEqual([...batches].sort());
  for (const [batch, size] of [
    [2, 150],
    [3, 400],
    [4, 160],
  ] as const) {
    expect(afterSplit.filter((entry) => entry.batch === batch).length).toBeGreaterThanOrEqual(size);
  }
  // A query of the third or fourth batch asked before would be tuned on through its twin (the first
  // two batches, fixed since their figures were published, share seven pasted names).
  const asked = READER_QUERIES.map(({query}) => query.toLowerCase().split(/\s+/).join(' '));
  const askedBefore = asked.filter(
    (query, index) =>
      READER_QUERIES[index]!.batch !== undefined &&
      READER_QUERIES[index]!.batch! >= 3 &&
      asked.indexOf(query) !== index,
  );
  expect(askedBefore).toEqual([]);
});

test('each judged target belongs to one reader query and adds what its written targets do not accept', () => {
  for (const judged of JUDGED_TARGETS) {
    const entries = READER_QUERIES.filter((entry) => judges(judged, entry));
    expect(entries.length, judged.query).toBe(1);
    const written = entries[0]!.targets;
    const already = judged.targets.filter((target) =>
      written.some((accepted) => isTarget(accepted, target)),
    );
    expect(already, judged.query).toEqual([]);
  }
});

test('the first suggestion answers what a reader searched for', async () => {
  expect(SEARCH_CASES.length).toBeGreaterThanOrEqual(40);
  const indexes = {current: loadIndex('current'), '0.7': loadIndex('0.7')};
  const workers = {current: workerOver(indexes.current), '0.7': workerOver(indexes['0.7'])};
  checkTargets(READER_QUERIES, indexes);
  checkTargets(JUDGED_TARGETS, indexes);

  const operations = await measure(
    (await searchCasesWithAnswers(root)).map(({entry, urls}) => ({
      query: entry.query,
      label: ` (${entry.kind})`,
      worker: workers.current,
      isRight: (url: string) => urls.includes(url),
      wanted: urls.join(' or '),
    })),
  );
  const readerSet = (
    belongs: (entry: ReaderQuery) => boolean,
    targetsOf: (entry: ReaderQuery) => readonly string[] = (entry) => entry.targets,
  ): Promise<Figures> =>
    measure(
      READER_QUERIES.filter(belongs).map((entry) => ({
        query: entry.query,
        label: entry.version ? ` (v${entry.version})` : '',
        worker: workers[entry.version ?? 'current'],
        isRight: (url: string) => targetsOf(entry).some((target) => isTarget(target, url)),
        wanted: targetsOf(entry).join(' or '),
        targets: targetsOf(entry),
      })),
    );
  const tuning = await readerSet((entry) => entry.half === 'tuning' && entry.batch === undefined);
  const batch3 = await readerSet((entry) => entry.batch === 3);
  const heldOut = await readerSet(
    (entry) => entry.half === 'held-out' && entry.batch === undefined,
  );
  const batch2 = await readerSet((entry) => entry.batch === 2);
  const batch4 = await readerSet((entry) => entry.batch === 4);
  const judged = {
    tuning: await readerSet((entry) => entry.half === 'tuning', targetsWithJudged),
    heldOut: await readerSet((entry) => entry.half === 'held-out', targetsWithJudged),
  };
  // The held-out sets' misses are listed only on request: while tuning, their figures are read as
  // numbers, never their queries (SEARCH_RANKING_SHOW_HELD_OUT=1 lists them, for a closing report).
  const showHeldOut = process.env['SEARCH_RANKING_SHOW_HELD_OUT'] === '1';
  const shown = (figures: Figures): Figures => (showHeldOut ? figures : {...figures, misses: []});
  const heldOutShown = shown(heldOut);
  const batch2Shown = shown(batch2);
  const batch4Shown = shown(batch4);
  console.log(
    [
      show('operations', operations),
      show('reader queries, tuning half', tuning),
      show('reader queries, held-out half', heldOutShown),
      show('reader queries, held-out batch 2', batch2Shown),
      show('reader queries, tuning batch 3', batch3),
      show('reader queries, held-out batch 4', batch4Shown),
      show("with the judges' agreed targets: all tuning", {...judged.tuning, misses: []}),
      show("with the judges' agreed targets: all held out", {...judged.heldOut, misses: []}),
      `held-out misses by kind (all ${heldOut.queries + batch2.queries + batch4.queries} held out, written targets): ${kindCounts([...heldOut.missKinds, ...batch2.missKinds, ...batch4.missKinds])}`,
      `tuning misses by kind (all ${tuning.queries + batch3.queries}): ${kindCounts([...tuning.missKinds, ...batch3.missKinds])}`,
    ].join('\n'),
  );
  if (process.env['SEARCH_RANKING_REPORT']) {
    writeFileSync(
      process.env['SEARCH_RANKING_REPORT'],
      JSON.stringify({
        ...operations,
        reader: {
          tuning,
          heldOut: heldOutShown,
          heldOutBatch2: batch2Shown,
          tuningBatch3: batch3,
          heldOutBatch4: batch4Shown,
        },
        judged: {tuning: {...judged.tuning, misses: []}, heldOut: {...judged.heldOut, misses: []}},
      }),
    );
  }
  expect(operations.hitAt1, operations.misses.join('\n')).toBeGreaterThanOrEqual(
    MIN_OPERATION_HIT_AT_1,
  );
  expect(heldOut.hitAt1, heldOutShown.misses.join('\n')).toBeGreaterThanOrEqual(
    MIN_HELD_OUT_HIT_AT_1,
  );
  expect(heldOut.hitAt8, heldOutShown.misses.join('\n')).toBeGreaterThanOrEqual(
    MIN_HELD_OUT_HIT_AT_8,
  );
  expect(batch2.hitAt1, batch2Shown.misses.join('\n')).toBeGreaterThanOrEqual(MIN_BATCH_2_HIT_AT_1);
  expect(batch2.hitAt8, batch2Shown.misses.join('\n')).toBeGreaterThanOrEqual(MIN_BATCH_2_HIT_AT_8);
  expect(batch4.hitAt1, batch4Shown.misses.join('\n')).toBeGreaterThanOrEqual(MIN_BATCH_4_HIT_AT_1);
  expect(batch4.hitAt8, batch4Shown.misses.join('\n')).toBeGreaterThanOrEqual(MIN_BATCH_4_HIT_AT_8);
});

test('a field name pasted without its path, a release named by its first two parts, and a permission key asked about, find their sections', async () => {
  const worker = workerOver(loadIndex('current'));
  const cases: [string, string][] = [
    // The pages write the field as a path (meta.raw_startup_command).
    ['raw_startup_command', '/docs/api/client/servers#get-startup-variables'],
    // The release is written in full (1.8.0).
    ['ssh keys added 1.8', '/docs/api-changes#panel-180'],
    // A key asked about with other words opens the catalogue section of its family, not the
    // operation that checks it (a key alone still does: the operations table holds those).
    ['schedule.update permission', '/docs/api/client/users#schedules-schedule'],
    ['activity.read subuser', '/docs/api/client/users#activity-log-activity'],
  ];
  for (const [query, wanted] of cases) {
    const {opened} = await suggestions(worker, query);
    expect(opened[0], `${query}: ${opened.join(', ')}`).toBe(wanted);
  }
});

test('a typo of one letter, or two swapped in a long name, still offers the closest sections, and says they are not an exact match', async () => {
  const worker = workerOver(loadIndex('current'));
  const typos: [string, string][] = [
    ['suspnd a server', '/docs/api/application/servers#suspend-a-server'],
    ['DaemonConnectionExceptoin', '/docs/error-handling#errors-from-wings'],
    ['webscket', '/docs/api/websocket'],
    ['create a scedule', '/docs/api/client/schedules#create-a-schedule'],
    ['subuser permisions', '/docs/api/client/users'],
  ];
  for (const [query, wanted] of typos) {
    const {results, opened} = await suggestions(worker, query);
    expect(
      opened.some((url) => isTarget(wanted, url)),
      `${query}: ${opened.join(', ')}`,
    ).toBe(true);
    expect(results[0]?.closest, query).toBe(true);
  }
  const exact = await suggestions(worker, 'suspend a server');
  expect(exact.results[0]?.closest).toBe(false);
});

test('a miss is told by where its first suggestion leads against the targets', () => {
  const servers = '/docs/api/application/servers';
  expect(missKind(undefined, [servers])).toBe('no suggestion');
  expect(missKind(`${servers}#list-servers`, [`${servers}#create-a-server`])).toBe(
    'right page, another section',
  );
  expect(missKind('/docs/api/client/servers#concepts', [`${servers}#concepts`])).toBe(
    'the same page in the other API',
  );
  expect(missKind('/docs/api-changes#panel-180', [servers])).toBe('a release-history page');
  expect(missKind(`${servers}#create-a-server`, ['/docs/guides/provisioning'])).toBe(
    'a reference section where a topic page answers',
  );
  expect(missKind('/docs/troubleshooting#the-websocket', ['/docs/api/client/files'])).toBe(
    'a topic page where the reference answers',
  );
  expect(missKind('/docs/api/client/files#pull', ['/docs/v0.7/client/files'])).toBe(
    'another reference page',
  );
  expect(missKind('/docs/intro', ['/docs/authentication'])).toBe('another topic page');
});
