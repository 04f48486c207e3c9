import {describe, expect, it} from 'vitest';
import lunr from 'lunr';
import {
  asksAboutIdentifier,
  asksForMany,
  compoundHeld,
  fieldPathEndings,
  groupIntroductions,
  groupsCovering,
  headingCovered,
  headingNamesNamespace,
  headingStems,
  namesRelease,
  namesSource,
  oneWordTitles,
  otherNumberWords,
  holdsAllButOne,
  LONG_QUERY_WORDS,
  pageCoverage,
  partsQuality,
  phraseShare,
  phraseWords,
  prefixQuality,
  queryGroups,
  WEAK_MATCH,
  WEIGHTS,
  queryPhrases,
  scoreSections,
  termsPhrase,
  termsQuality,
  titleSubject,
  weakenPassingMentions,
  type GroupMatch,
  type SectionCandidate,
} from '../../src/plugins/search/client/ranking';

const isStopWord = (word: string): boolean =>
  lunr.stopWordFilter(word as unknown as lunr.Token) === undefined;

function candidate(
  key: string,
  matches: Record<number, Partial<GroupMatch>>,
  order = 0,
  extra: Partial<SectionCandidate> = {},
): SectionCandidate {
  const page = key.split('#')[0]!;
  return {
    key,
    page,
    order,
    matches: new Map(
      Object.entries(matches).map(([index, match]) => [
        Number(index),
        {heading: 0, title: 0, text: 0, ...match},
      ]),
    ),
    ...extra,
  };
}

describe('query groups', () => {
  it('gives each word its thesaurus set', () => {
    const [update, email] = queryGroups('update email', isStopWord);
    expect(update?.variants).toEqual(
      expect.arrayContaining(['change', 'update', 'edit', 'modify']),
    );
    expect(email?.variants).toEqual(['email']);
    expect(queryGroups('revoke token', isStopWord)[1]?.variants).toEqual(['key', 'token']);
    expect(queryGroups('port', isStopWord)[0]?.variants).toEqual(['allocation', 'port']);
  });

  it('splits hyphenated words as the index does and searches dotted words whole and split', () => {
    expect(queryGroups('per-server limits', isStopWord).map(({word}) => word)).toEqual([
      'per',
      'server',
      'limits',
    ]);
    const [dotted] = queryGroups('meta.source_field', isStopWord);
    expect(dotted?.variants).toEqual(['meta.source_field']);
    expect(dotted?.parts).toEqual(['meta', 'source', 'field']);
    expect(queryGroups('server', isStopWord)[0]?.parts).toEqual([]);
  });

  it('remembers the hyphenated name a word was part of, and a heading holds it only whole', () => {
    const [content, type, json] = queryGroups('Content-Type application/json', isStopWord);
    expect(content?.compound).toBe('content type');
    expect(type?.compound).toBe('content type');
    expect(json?.compound).toBeUndefined();
    const [retry] = queryGroups('Retry-After', isStopWord);
    expect(retry?.word).toBe('retry');
    expect(retry?.compound).toBe('retry after');
    const spaced = (text: string) => ` ${phraseWords(text).join(' ')} `;
    expect(compoundHeld(type!, spaced('Typed clients'))).toBe(false);
    expect(compoundHeld(type!, spaced('Requests'), termsPhrase(['Content-Type header']))).toBe(
      true,
    );
    expect(
      compoundHeld(retry!, spaced('A robust error handler'), termsPhrase(['retry strategy'])),
    ).toBe(false);
    expect(compoundHeld(queryGroups('type', isStopWord)[0]!, spaced('Typed clients'))).toBe(true);
  });

  it('keeps "look" before "like" optional: the query asks what a thing is like, not for a look', () => {
    const groups = queryGroups('what does the response look like', isStopWord);
    expect(groups.map(({word}) => word)).toEqual(['response', 'look']);
    expect(groups[1]?.optional).toBe(true);
    expect(queryGroups('look up a user', isStopWord)[0]?.optional).toBe(false);
  });

  it('keeps "number" before "of" optional: "maximum number of api keys" asks how many keys', () => {
    const groups = queryGroups('maximum number of api keys', isStopWord);
    expect(groups.find(({word}) => word === 'number')?.optional).toBe(true);
    expect(groups.find(({word}) => word === 'keys')?.optional).toBe(false);
    expect(queryGroups('phone number', isStopWord)[1]?.optional).toBe(false);
  });

  it('drops stop words, keeps a stop word with synonyms as optional, and marks the last word as typed', () => {
    const groups = queryGroups('how do I get the servers', isStopWord);
    expect(groups.map(({word}) => word)).toEqual(['get', 'servers']);
    expect(groups[0]?.optional).toBe(true);
    expect(groups[0]?.variants).not.toContain('get');
    expect(groups.map(({typing}) => typing)).toEqual([false, true]);
    expect(queryGroups('the of', isStopWord)).toEqual([]);
  });

  it('keeps function words the stop-word list lacks as optional: they add where found, no section needs them', () => {
    const groups = queryGroups('send command over websocket', isStopWord);
    expect(groups.map(({word}) => word)).toEqual(['send', 'command', 'over', 'websocket']);
    expect(groups.map(({optional}) => optional)).toEqual([false, false, true, false]);
    expect(queryGroups('give someone access', isStopWord)[1]?.optional).toBe(true);
  });

  it('keeps determiners, quantifiers and "being" optional: "the same rate limit" asks about the limit, not sameness', () => {
    const groups = queryGroups('do multiple api keys share the same rate limit', isStopWord);
    const optional = groups.filter((group) => group.optional).map(({word}) => word);
    expect(optional).toEqual(expect.arrayContaining(['multiple', 'same']));
    expect(optional).not.toContain('share');
    expect(optional).not.toContain('keys');
    const passive = queryGroups('keep a backup from being deleted', isStopWord);
    expect(passive.find(({word}) => word === 'being')?.optional).toBe(true);
    expect(passive.find(({word}) => word === 'deleted')?.optional).toBe(false);
    expect(queryGroups('resources of another server', isStopWord)[1]?.optional).toBe(true);
  });

  it("keeps the stop words of a word's set for the headings' own words", () => {
    const [get, user] = queryGroups('get user', isStopWord);
    expect(get?.stopVariants).toEqual(expect.arrayContaining(['get', 'all', 'every']));
    expect(user?.stopVariants).toEqual([]);
    expect(queryGroups('which api', isStopWord)[0]?.variants).toEqual(['choose', 'pick', 'select']);
  });

  it("knows the domain's other words for a thing", () => {
    expect(queryGroups('terminate', isStopWord)[0]?.variants).toContain('delete');
    expect(queryGroups('maximum', isStopWord)[0]?.variants).toContain('limit');
    expect(queryGroups('cron', isStopWord)[0]?.variants).toContain('schedule');
    expect(queryGroups('2fa', isStopWord)[0]?.variants).toContain('factor');
    expect(queryGroups('restart', isStopWord)[0]?.variants).toContain('power');
    expect(queryGroups('changelog', isStopWord)[0]?.variants).toContain('release');
    expect(queryGroups('job', isStopWord)[0]?.variants).toContain('schedule');
    expect(queryGroups('save', isStopWord)[0]?.variants).toContain('write');
    expect(queryGroups('admin', isStopWord)[0]?.variants).toContain('application');
    expect(queryGroups('audit', isStopWord)[0]?.variants).toContain('activity');
  });

  it("finds a plural's synonyms by its singular", () => {
    expect(queryGroups('ports', isStopWord)[0]?.variants).toEqual(
      expect.arrayContaining(['ports', 'port', 'allocation']),
    );
    expect(queryGroups('tokens', isStopWord)[0]?.variants).toContain('key');
    expect(queryGroups('bus', isStopWord)[0]?.variants).toEqual(['bus']);
  });

  it('searches two words of one thesaurus set as one group, keeping the word the index holds', () => {
    const groups = queryGroups('fetch all eggs', isStopWord);
    expect(groups.map(({word}) => word)).toEqual(['fetch', 'eggs']);
    expect(groups[0]?.optional).toBe(false);
    expect(queryGroups('all fetch', isStopWord).map(({word}) => word)).toEqual(['fetch']);
  });

  it('searches the last word and a shortened finished word as the start of longer ones, weakly once found whole', () => {
    const [config, egg] = queryGroups('config egg', isStopWord);
    expect(prefixQuality(config!, false)).toBeGreaterThan(WEAK_MATCH);
    expect(prefixQuality(config!, true)).toBe(WEAK_MATCH);
    expect(prefixQuality(egg!, true)).toBe(WEAK_MATCH);
    const [of42, last] = queryGroups('42 servers', isStopWord);
    expect(prefixQuality(of42!, false)).toBeUndefined();
    expect(prefixQuality(last!, false)).toBeGreaterThan(WEAK_MATCH);
  });

  it('trims pasted punctuation', () => {
    expect(queryGroups('"Too Many Attempts."', isStopWord).map(({word}) => word)).toEqual([
      'many',
      'attempts',
    ]);
  });

  it('splits a pasted list at commas ("include=variables,allocations"), and its parts are a weak guess where the word stands whole', () => {
    const [include] = queryGroups('include=variables,allocations', isStopWord);
    expect(include?.parts).toEqual(['include', 'variables', 'allocations']);
    // "per_page" found whole names the parameter: "page" in another heading does not find it.
    expect(partsQuality(true)).toBe(WEAK_MATCH);
    expect(partsQuality(false)).toBeGreaterThan(WEAK_MATCH);
  });

  it('splits a query string at "=" and names releases by their first two parts', () => {
    const [type] = queryGroups('type=admin-all', isStopWord);
    expect(type?.parts).toEqual(['type', 'admin']);
    expect(queryGroups('ssh keys added 1.8', isStopWord).at(-1)?.releasePrefix).toBe('1.8.');
    expect(queryGroups('v1.12', isStopWord)[0]?.releasePrefix).toBe('1.12.');
    // A full release is found whole; a word with two parts that is no release has no prefix.
    expect(queryGroups('1.8.0', isStopWord)[0]?.releasePrefix).toBeUndefined();
    expect(queryGroups('file.read', isStopWord)[0]?.releasePrefix).toBeUndefined();
  });
});

describe('phrases', () => {
  it('compares words side by side, hyphens and dots as spaces, without filler words or a plural s', () => {
    expect(phraseWords('Retry-After')).toEqual(['retry', 'after']);
    expect(phraseWords('Get a user')).toEqual(['get', 'user']);
    expect(phraseWords('Per-server limits')).toEqual(['per', 'server', 'limit']);
    expect(queryPhrases('retry after 429 backoff')).toEqual([
      'retry after',
      'after 429',
      '429 backoff',
    ]);
    expect(queryPhrases('servers')).toEqual([]);
  });

  it("gives the share of the query's pairs a text holds", () => {
    const spaced = ` ${phraseWords('A 429 response adds Retry-After, seconds until the window resets').join(' ')} `;
    expect(phraseShare(queryPhrases('Retry-After'), spaced)).toBe(1);
    expect(phraseShare(queryPhrases('retry after 429 backoff'), spaced)).toBeCloseTo(1 / 3);
    expect(phraseShare(queryPhrases('after retry'), spaced)).toBe(0);
    expect(phraseShare([], spaced)).toBe(0);
  });

  it('compares written terms phrase by phrase: a pair within one phrase, never across two', () => {
    const terms = termsPhrase(['requests left', 'Retry-After', 'when does the limit reset']);
    expect(phraseShare(queryPhrases('Retry-After'), terms)).toBe(1);
    expect(phraseShare(queryPhrases('after when'), terms)).toBe(0);
    expect(phraseShare(queryPhrases('left retry'), terms)).toBe(0);
    expect(termsPhrase([''])).toBe('  ');
  });

  it("raises a section whose written terms hold the query's words side by side, less than its heading would", () => {
    const groups = queryGroups('retry after', isStopWord);
    const same = {0: {heading: 0.45, text: 1}};
    const rank = (phrases: {heading: number; text: number; terms?: number}) =>
      scoreSections(
        groups,
        [
          candidate('/errors#a-robust-error-handler', same, 0, {phrases: {heading: 0, text: 1}}),
          candidate('/rate-limiting#headers', same, 1, {phrases}),
        ],
        [2],
        100,
        false,
      );
    expect(rank({heading: 0, text: 1, terms: 1})[0]?.key).toBe('/rate-limiting#headers');
    expect(rank({heading: 0, text: 1})[0]?.key).toBe('/errors#a-robust-error-handler');
    expect(WEIGHTS.phraseTerms).toBeLessThan(WEIGHTS.phraseHeading);
  });
});

describe("a page's one-word title", () => {
  it('maps a one-word title to its pages, and leaves longer titles out', () => {
    const titles = oneWordTitles([
      {page: '/client/files', title: 'Files'},
      {page: '/client/servers', title: 'Servers'},
      {page: '/application/servers', title: 'Servers'},
      {page: '/error-handling', title: 'Error handling'},
    ]);
    expect(titles.get('files')).toEqual(new Set(['/client/files']));
    expect(titles.get('servers')).toEqual(new Set(['/client/servers', '/application/servers']));
    expect(titles.has('error')).toBe(false);
  });

  it("weakens the word in another page's text to a mention in passing, not in its heading or its own page", () => {
    const found = new Map<string, GroupMatch>([
      ['/error-handling#errors-from-wings', {heading: 0, title: 0, text: 0.86}],
      ['/files#errors-from-wings', {heading: 0, title: 1, text: 0.95}],
      ['/guides/transfer#upload', {heading: 0.45, title: 0, text: 0.9}],
    ]);
    weakenPassingMentions(found, (key) => key.split('#')[0]!, new Set(['/files']));
    expect(found.get('/error-handling#errors-from-wings')?.text).toBe(WEAK_MATCH);
    expect(found.get('/files#errors-from-wings')?.text).toBe(0.95);
    expect(found.get('/guides/transfer#upload')?.text).toBe(0.9);
  });
});

describe('singular and plural', () => {
  it("counts the query's nouns a heading holds only in the other number", () => {
    const words = (heading: string) => new Set(heading.toLowerCase().split(/[^a-z0-9]+/));
    expect(otherNumberWords(['fetch', 'eggs'], words('Get an egg'))).toBe(1);
    expect(otherNumberWords(['fetch', 'eggs'], words('List the eggs of a nest'))).toBe(0);
    expect(otherNumberWords(['egg', 'docker'], words('List the eggs of a nest'))).toBe(0);
    expect(otherNumberWords(['user'], words('List users'))).toBe(1);
    // Short words and words ending in "ss" are left alone.
    expect(otherNumberWords(['access'], words('Server accesses'))).toBe(0);
    expect(otherNumberWords(['key'], words('List keys'))).toBe(0);
  });

  it('lets "list", "all" or "every" ask for many with a singular noun ("list server" agrees with "List servers")', () => {
    const words = (heading: string) => new Set(heading.toLowerCase().split(/[^a-z0-9]+/));
    expect(asksForMany('list server')).toBe(true);
    expect(asksForMany('fetch all eggs')).toBe(true);
    expect(asksForMany('get egg docker images')).toBe(false);
    expect(asksForMany('listener never fires')).toBe(false);
    expect(otherNumberWords(['server'], words('List servers'), true)).toBe(0);
    expect(otherNumberWords(['server'], words('List servers'), false)).toBe(1);
    // A plural still disagrees with a singular heading.
    expect(otherNumberWords(['eggs'], words('Get an egg'), true)).toBe(1);
  });

  it('ranks an operation holding the noun in the number the query asks for above one holding the other', () => {
    const groups = queryGroups('fetch all eggs', isStopWord);
    const same = {0: {heading: 0.8}, 1: {heading: 1, title: 1}};
    const ranked = scoreSections(
      groups,
      [
        candidate('/nests#get-an-egg', same, 0, {operation: true, otherNumber: 1}),
        candidate('/nests#list-the-eggs-of-a-nest', same, 1, {operation: true, otherNumber: 0}),
      ],
      [10, 10],
      100,
      false,
    );
    expect(ranked[0]?.key).toBe('/nests#list-the-eggs-of-a-nest');
  });
});

describe('heading coverage', () => {
  it("is the share of the heading's words the query holds, a typed word counting for the words it starts", () => {
    expect(headingCovered(['limit'], new Set(['backup', 'limit', 'reach']), undefined)).toBe(1);
    expect(headingCovered(['creat', 'backup'], new Set(['backup', 'limit']), undefined)).toBe(0.5);
    expect(headingCovered(['limit'], new Set(['backup']), 'lim')).toBe(1);
    expect(headingCovered([], new Set(['backup']), undefined)).toBe(0);
  });

  it("reads a legacy page's title without its version mark", () => {
    expect(titleSubject('Servers (v0.7)')).toBe('Servers');
    expect(titleSubject('Upgrading from panel 0.7')).toBe('Upgrading from panel 0.7');
  });

  it('counts a heading\'s thesaurus stop words among its words, so "Get a schedule" is not all of "cron job"', () => {
    const stem = (word: string): string => lunr.stemmer(new lunr.Token(word, {})).toString();
    expect(headingStems('Get a schedule', isStopWord, stem)).toEqual(['get', 'schedul']);
    expect(headingStems('The schedule of a server', isStopWord, stem)).toEqual([
      'schedul',
      'server',
    ]);
    const cronJob = new Set(
      queryGroups('cron job', isStopWord).flatMap(({variants}) => variants.map(stem)),
    );
    expect(
      headingCovered(headingStems('Get a schedule', isStopWord, stem), cronJob, undefined),
    ).toBe(0.5);
  });
});

describe('terms added to a title or heading', () => {
  const weights = {operationTerms: 0.7, authoredTerms: 0.9, synonym: 0.8};
  // "Get a user · GET /api/application/users/{user} · Application API ¦ one panel account": the
  // heading is 10 characters, the written terms begin at 66.
  const match = (...starts: number[]) => ({
    user: {t: {position: starts.map((start): [number, number] => [start, 4])}},
  });

  it("counts a word in the heading fully, in an operation's terms or the written terms less", () => {
    expect(termsQuality(match(6), 10, 66, weights)).toBe(1);
    expect(termsQuality(match(40), 10, 66, weights)).toBe(0.7);
    expect(termsQuality(match(70), 10, 66, weights)).toBe(0.9);
  });

  it('takes the best place a word was found', () => {
    expect(termsQuality(match(40, 70), 10, 66, weights)).toBe(0.9);
    expect(termsQuality(match(70, 6), 10, 66, weights)).toBe(1);
    expect(
      termsQuality({api: {t: {position: [[60, 3]]}}, user: {t: {position: [[6, 4]]}}}, 10, 66, {
        operationTerms: 0.5,
        authoredTerms: 0.6,
        synonym: 0.8,
      }),
    ).toBe(1);
  });

  it('lets a word still being typed, found only in the written terms, count as found', () => {
    const [typed] = queryGroups('invite a fri', isStopWord).filter((group) => group.typing);
    const typedQuality = prefixQuality(typed!, false)!;
    expect(typedQuality * WEIGHTS.authoredTerms).toBeGreaterThan(WEAK_MATCH);
    expect(WEIGHTS.authoredTerms).toBeLessThan(WEIGHTS.operationTerms);
  });

  it("counts a synonym in the heading with the reader's word only in the terms as both together, below the reader's word in the heading", () => {
    // "List subusers · ... ¦ shared users" for "users": the synonym "subusers" in the heading (0.8),
    // "users" in the written terms (0.9 here).
    const subusers = {subus: {t: {position: [[5, 8]]}}, user: {t: {position: [[70, 5]]}}} as const;
    const isSynonym = (term: string): boolean => term !== 'user';
    const together = termsQuality(subusers, 13, 66, weights, isSynonym);
    expect(together).toBeCloseTo(1 - (1 - 0.8) * (1 - 0.9));
    expect(together).toBeLessThan(termsQuality(match(6), 10, 66, weights, isSynonym));
    expect(together).toBeGreaterThan(0.9);
    // Alone, each counts its own place.
    expect(termsQuality({subus: subusers.subus}, 13, 66, weights, isSynonym)).toBe(0.8);
    expect(termsQuality({user: subusers.user}, 13, 66, weights, isSynonym)).toBe(0.9);
  });

  it('counts a match without positions fully', () => {
    expect(termsQuality({}, 10, 66, weights)).toBe(1);
  });
});

describe('releases in a query', () => {
  it('knows a release number and words about history', () => {
    expect(namesRelease('what changed in 1.12.0')).toBe(true);
    expect(namesRelease('upgrade from v0.7')).toBe(true);
    expect(namesRelease('per-server limits')).toBe(false);
    expect(namesRelease('create a server')).toBe(false);
  });
});

describe('source names in a query', () => {
  it('knows a class member, a PHP or Go file and a path of the source tree', () => {
    expect(namesSource('ResourceLimit::boot verified at')).toBe(true);
    expect(namesSource('claims in router_server_files.go')).toBe(true);
    expect(namesSource('where is ServerController.php')).toBe(true);
    expect(namesSource('app/Http/Middleware checks')).toBe(true);
  });

  it('leaves plain words, field paths, API paths and exception names alone', () => {
    expect(namesSource('server limits')).toBe(false);
    expect(namesSource('limits.memory')).toBe(false);
    expect(namesSource('/api/client/servers/{server}')).toBe(false);
    expect(namesSource('HttpForbiddenException')).toBe(false);
    expect(namesSource('go to the api docs')).toBe(false);
  });

  it('lifts the history pages when the worker passes it as wanting them', () => {
    // The symbol said in full on the source page, in passing on another.
    const candidates = [
      {key: '/docs/source-references#panel', page: '/docs/source-references', order: 1, text: 1},
      {key: '/docs/contributing#claims', page: '/docs/contributing', order: 0, text: 0.5},
    ].map(({text, ...candidate}) => ({
      ...candidate,
      matches: new Map([[0, {heading: 0, title: 0, text}]]),
    }));
    const groups = queryGroups('ResourceLimit::boot', isStopWord);
    const rank = (wanted: boolean) =>
      scoreSections(groups, candidates, [2], 100, wanted).map(({key}) => key)[0];
    expect(rank(false)).toBe('/docs/contributing#claims');
    expect(rank(namesSource('ResourceLimit::boot'))).toBe('/docs/source-references#panel');
  });
});

describe('section scores', () => {
  const groups = queryGroups('suspend server', isStopWord);

  it('puts a heading match above the same words in text', () => {
    const ranked = scoreSections(
      groups,
      [
        candidate('/a#text', {0: {text: 1}, 1: {text: 1}}),
        candidate('/b#heading', {0: {heading: 1}, 1: {heading: 1}}),
      ],
      [2, 2],
      100,
      false,
    );
    expect(ranked.map(({key}) => key)).toEqual(['/b#heading', '/a#text']);
  });

  it('puts a section holding every word above one holding some, even in its heading', () => {
    const ranked = scoreSections(
      groups,
      [candidate('/a#some', {0: {heading: 1}}), candidate('/b#all', {0: {text: 1}, 1: {text: 1}})],
      [2, 2],
      100,
      false,
    );
    expect(ranked[0]?.key).toBe('/b#all');
  });

  it('does not count a weak guess (a longer form of a word found whole) as finding the word', () => {
    const ranked = scoreSections(
      groups,
      [
        candidate('/a#guessed', {0: {heading: 1}, 1: {heading: WEAK_MATCH}}),
        candidate('/b#found', {0: {heading: 1}, 1: {text: 0.7}}, 1),
      ],
      [2, 2],
      100,
      false,
    );
    expect(ranked[0]?.key).toBe('/b#found');
  });

  it('weighs a rare word above a common one', () => {
    const ranked = scoreSections(
      groups,
      [candidate('/a#common', {1: {heading: 1}}), candidate('/b#rare', {0: {heading: 1}})],
      [2, 90],
      100,
      false,
    );
    expect(ranked[0]?.key).toBe('/b#rare');
  });

  it('ranks history pages below the section documenting a thing, unless a release is asked for', () => {
    const sections = [
      candidate('/docs/api-changes#panel-1120', {0: {heading: 1}, 1: {heading: 1}}, 0),
      candidate(
        '/docs/api/application/servers#suspend-a-server',
        {0: {heading: 1}, 1: {text: 1}},
        1,
      ),
    ];
    expect(scoreSections(groups, sections, [2, 2], 100, false)[0]?.key).toBe(
      '/docs/api/application/servers#suspend-a-server',
    );
    expect(scoreSections(groups, sections, [2, 2], 100, true)[0]?.key).toBe(
      '/docs/api-changes#panel-1120',
    );
  });

  it('counts a missing rare word against a section more than a missing common one', () => {
    const three = queryGroups('server object fields', isStopWord);
    // "server" is common (80 sections), "object" and "fields" rare (5 each).
    const missingRare = candidate('/a#missing-fields', {0: {text: 1}, 1: {text: 1}});
    const missingCommon = candidate('/b#missing-server', {1: {text: 1}, 2: {text: 1}});
    const ranked = scoreSections(three, [missingRare, missingCommon], [80, 5, 5], 100, false);
    expect(ranked[0]?.key).toBe('/b#missing-server');
  });

  it('raises a section whose heading and page title hold the words over one whose text does', () => {
    const inTitle = candidate('/websocket-examples#python', {0: {title: 1}, 1: {heading: 1}}, 1);
    const inText = candidate('/websocket-examples', {0: {heading: 1}, 1: {text: 1}}, 0);
    const pair = queryGroups('websocket python', isStopWord);
    expect(scoreSections(pair, [inText, inTitle], [10, 10], 100, false)[0]?.key).toBe(
      '/websocket-examples#python',
    );
  });

  it("raises a section whose heading the query fills, and one holding the query's words side by side", () => {
    const same = {0: {heading: 1}, 1: {text: 1}};
    expect(
      scoreSections(
        groups,
        [
          candidate('/a#part', same, 0, {headingCovered: 0.5}),
          candidate('/b#whole', same, 1, {headingCovered: 1}),
        ],
        [2, 2],
        100,
        false,
      )[0]?.key,
    ).toBe('/b#whole');
    expect(
      scoreSections(
        groups,
        [
          candidate('/a#apart', same, 0, {phrases: {heading: 0, text: 0}}),
          candidate('/b#together', same, 1, {phrases: {heading: 0, text: 1}}),
        ],
        [2, 2],
        100,
        false,
      )[0]?.key,
    ).toBe('/b#together');
  });

  it('knows which groups cover a title, a word being typed covering the words it starts', () => {
    const groupStems = [new Set(['reinstal']), new Set(['user', 'subus'])];
    expect(groupsCovering(['user'], groupStems)).toEqual([1]);
    expect(groupsCovering(['server'], groupStems)).toEqual([]);
    expect(groupsCovering(['reinstal', 'user'], groupStems)).toEqual([0, 1]);
    expect(groupsCovering(['userland'], groupStems, {index: 1, word: 'use'})).toEqual([1]);
    expect(groupsCovering(['userland'], groupStems, {index: 0, word: 'use'})).toEqual([0]);
    expect(groupsCovering(['userland'], groupStems)).toEqual([]);
  });

  it('raises a page whose title a common word covers less than one a rare word covers', () => {
    // "reinstall as user": "reinstall" is in 16 of 700 sections, "user" in 217; the page Users is
    // covered by "user" alone, the operation holds "reinstall" in its heading.
    const reinstallAsUser = queryGroups('reinstall user', isStopWord);
    const rank = (coveredBy?: readonly number[]) =>
      scoreSections(
        reinstallAsUser,
        [
          candidate(
            '/users#settings',
            {0: {heading: 0.45, text: 0.93}, 1: {title: 1, text: 0.82}},
            0,
            {
              titleCovered: 1,
              ...(coveredBy ? {titleCoveredBy: coveredBy} : {}),
            },
          ),
          candidate(
            '/servers#reinstall-the-server',
            {0: {heading: 1, text: 1}, 1: {text: 0.62}},
            1,
            {
              headingCovered: 0.5,
            },
          ),
        ],
        [16, 217],
        700,
        false,
      )[0]?.key;
    expect(rank([1])).toBe('/servers#reinstall-the-server');
    expect(rank()).toBe('/users#settings');
  });

  it('raises the sections of a page whose title the query fills ("files api errors" fills "Files")', () => {
    const same = {0: {heading: 1}, 1: {heading: 1}};
    const ranked = scoreSections(
      groups,
      [
        candidate('/error-handling#errors-from-wings', same, 0, {titleCovered: 0}),
        candidate('/files#errors-from-wings', same, 1, {titleCovered: 1}),
      ],
      [2, 2],
      100,
      false,
    );
    expect(ranked[0]?.key).toBe('/files#errors-from-wings');
  });

  it("counts words in an operation block's generated text below the same in prose", () => {
    const matches = {0: {text: 1}, 1: {text: 1}};
    const ranked = scoreSections(
      groups,
      [candidate('/a#operation', matches, 0, {operation: true}), candidate('/b#prose', matches, 1)],
      [2, 2],
      100,
      false,
    );
    expect(ranked.map(({key}) => key)).toEqual(['/b#prose', '/a#operation']);
  });

  it('knows a section of prose followed by an operation block as introducing a group of operations', () => {
    expect(
      groupIntroductions([
        {page: '/servers', operation: false},
        {page: '/servers', operation: false},
        {page: '/servers', operation: true},
        {page: '/servers', operation: true},
        {page: '/servers', operation: false},
        {page: '/nodes', operation: true},
      ]),
    ).toEqual([false, true, false, false, false, false]);
  });

  it('puts an operation block above the section introducing its group when both answer alike', () => {
    const same = {0: {heading: 1}, 1: {heading: 1}};
    const ranked = scoreSections(
      groups,
      [
        candidate('/servers#suspending-servers', same, 0, {introducesOperations: true}),
        candidate('/servers#suspend-a-server', same, 1, {operation: true}),
      ],
      [2, 2],
      100,
      false,
    );
    expect(ranked[0]?.key).toBe('/servers#suspend-a-server');
  });

  it('breaks ties by the order of the index and leaves out sections with no match', () => {
    const ranked = scoreSections(
      groups,
      [
        candidate('/z', {0: {heading: 1}, 1: {heading: 1}}, 1),
        candidate('/a', {0: {heading: 1}, 1: {heading: 1}}, 2),
        candidate('/none', {}, 0),
      ],
      [2, 2],
      100,
      false,
    );
    expect(ranked.map(({key}) => key)).toEqual(['/z', '/a']);
  });
});

describe('field paths by their endings', () => {
  it('finds a dotted path by any ending after a dot, never by a number', () => {
    const endings = fieldPathEndings([
      'meta.raw_startup_command',
      'data[].attributes.container.startup_command',
      'attributes.container.startup_command',
      '1.8.0',
      'startup',
    ]);
    expect(endings.get('raw_startup_command')).toEqual(['meta.raw_startup_command']);
    expect(endings.get('startup_command')).toEqual([
      'data[].attributes.container.startup_command',
      'attributes.container.startup_command',
    ]);
    expect(endings.get('container.startup_command')).toHaveLength(2);
    expect(endings.has('8.0')).toBe(false);
    expect(endings.has('startup')).toBe(false);
  });
});

describe("a pasted key's namespace in a heading", () => {
  const stem = (word: string): string => lunr.stemmer(new lunr.Token(word, {})).toString();
  const stems = (heading: string): string[] => headingStems(heading, isStopWord, stem);
  const group = (query: string) => queryGroups(query, isStopWord)[0]!;

  it('knows a heading naming the first part of a dotted key, in either number', () => {
    expect(headingNamesNamespace(group('file.sftp'), stems('Files (file)'), stem)).toBe(true);
    expect(
      headingNamesNamespace(group('activity.read'), stems('Activity log (activity)'), stem),
    ).toBe(true);
    expect(
      headingNamesNamespace(group('startup.docker-image'), stems('Startup (startup)'), stem),
    ).toBe(true);
  });

  it('does not count a heading holding only a later part, or a word that is no identifier', () => {
    expect(headingNamesNamespace(group('file.sftp'), stems('SFTP access'), stem)).toBe(false);
    expect(headingNamesNamespace(group('control.start'), stems('Start the server'), stem)).toBe(
      false,
    );
    expect(headingNamesNamespace(group('files'), stems('Files (file)'), stem)).toBe(false);
  });

  it('asks what a key is only when other words come with it', () => {
    const groups = (query: string) => queryGroups(query, isStopWord);
    expect(asksAboutIdentifier(groups('file.sftp permission'))).toBe(true);
    expect(asksAboutIdentifier(groups('control.restart vs control.stop'))).toBe(true);
    expect(asksAboutIdentifier(groups('file.read'))).toBe(false);
    expect(asksAboutIdentifier(groups('the file.read'))).toBe(false);
    expect(asksAboutIdentifier(groups('list files permission'))).toBe(false);
  });
});

describe('the page decision', () => {
  const three = queryGroups('backup retention limit', isStopWord);

  it("measures a page by the query's words any of its sections holds, a weak guess not counting", () => {
    const coverage = pageCoverage(
      [
        candidate('/a#one', {0: {text: 1}}),
        candidate('/a#two', {1: {heading: 1}, 2: {text: WEAK_MATCH}}),
        candidate('/b#one', {2: {title: 1}}),
      ],
      [true, true, true],
      [1, 1, 2],
    );
    expect(coverage.get('/a')).toBeCloseTo(0.5);
    expect(coverage.get('/b')).toBeCloseTo(0.5);
  });

  it('raises a section whose page holds the words it lacks over the same section on a page that does not', () => {
    const sections = [
      candidate('/other#retention', {0: {text: 1}, 1: {text: 1}}, 0),
      candidate('/backups#retention', {0: {text: 1}, 1: {text: 1}}, 1),
      candidate('/backups#limits', {2: {heading: 1}}, 2),
    ];
    const rank = (pageCoverageWeight: number) =>
      scoreSections(three, sections, [5, 5, 5], 100, false, {
        ...WEIGHTS,
        pageCoverage: pageCoverageWeight,
      }).map(({key}) => key);
    expect(rank(WEIGHTS.pageCoverage).indexOf('/backups#retention')).toBeLessThan(
      rank(WEIGHTS.pageCoverage).indexOf('/other#retention'),
    );
    // Without the page's evidence the two tie, and the earlier section in the index comes first.
    expect(rank(0).indexOf('/other#retention')).toBeLessThan(rank(0).indexOf('/backups#retention'));
  });
});

describe('long questions', () => {
  it('let a section miss one word of six or more, not of fewer, nor two', () => {
    expect(LONG_QUERY_WORDS).toBe(6);
    expect(holdsAllButOne(5, 6)).toBe(true);
    expect(holdsAllButOne(7, 8)).toBe(true);
    expect(holdsAllButOne(4, 5)).toBe(false);
    expect(holdsAllButOne(4, 6)).toBe(false);
    expect(holdsAllButOne(6, 6)).toBe(false);
  });

  it('rank a section holding all but one word of a long question over one holding two in its heading', () => {
    const long = queryGroups('websocket console client handles throttled reconnects', isStopWord);
    expect(long.filter((group) => !group.optional)).toHaveLength(6);
    const allButOne = candidate('/examples#nodejs', {
      0: {text: 1},
      1: {text: 1},
      2: {text: 1},
      3: {text: 1},
      5: {text: 1},
    });
    const twoInHeading = candidate('/guide#console', {0: {heading: 1}, 1: {heading: 1}}, 0, {
      headingCovered: 1,
    });
    const ranked = scoreSections(long, [twoInHeading, allButOne], [5, 5, 5, 5, 5, 5], 100, false);
    expect(ranked[0]?.key).toBe('/examples#nodejs');
    // Of a five-word question the same section misses the bar, and the heading wins.
    const five = queryGroups('websocket console client handles throttled', isStopWord);
    const fourOfFive = candidate('/examples#nodejs', {
      0: {text: 1},
      1: {text: 1},
      2: {text: 1},
      3: {text: 1},
    });
    expect(
      scoreSections(five, [twoInHeading, fourOfFive], [5, 5, 5, 5, 5], 100, false)[0]?.key,
    ).toBe('/guide#console');
  });
});
