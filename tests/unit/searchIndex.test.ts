import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {documentsOnly, inColumns, shipSearchDocuments} from '../../src/plugins/search/indexFiles';
import {fromColumns, toColumns} from '../../src/plugins/search/client/indexLayout';
import {buildLunrIndex, type SearchDocument} from '../../src/plugins/search/client/lunrIndex';
import {search as searchOptions} from '../../src/plugins/search/options';

// The search theme's own build-time indexer, which the browser-side rebuild must match exactly.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {buildIndex} =
  require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js') as {
    buildIndex: (
      parts: SearchDocument[][],
      options: Record<string, unknown>,
    ) => {documents: SearchDocument[]; index: {toJSON(): unknown}}[];
  };

const parts: SearchDocument[][] = [
  [
    {i: 1, t: 'Client API'},
    {i: 2, t: 'Servers'},
  ],
  [
    {i: 3, t: 'Change the power state'},
    {i: 4, t: 'List files in a directory'},
  ],
  [
    {
      i: 5,
      t: 'POST /api/client/servers/{server}/power servers/{server}/power power Account key (ptlc_), subuser permission control.start. The 204 answer only means that Wings accepted the signal; it is not the end of the story.',
    },
    {
      i: 6,
      t: 'GET /api/client/servers/{server}/files/list files/list list Lists the files and folders in a directory, one page of them at a time — up to 1000 entries, sorted by name.',
    },
    {
      i: 7,
      t: 'Rate limits: 240 requests per minute for the client API, 429 Too Many Requests when exceeded. Über-long words, émojis ✓ and 日本語 survive tokenising.',
    },
  ],
];

const themeOptions = {
  language: [...searchOptions.language],
  removeDefaultStopWordFilter: [],
  removeDefaultStemmer: false,
};

describe('search index rebuilt from its documents', () => {
  it('is identical to the index the search theme builds at build time', () => {
    const built = buildIndex(parts, {
      ...themeOptions,
      zhUserDict: undefined,
      zhUserDictPath: undefined,
    });
    parts.forEach((documents, k) => {
      const rebuilt = buildLunrIndex(documents, themeOptions);
      expect(JSON.stringify(rebuilt.toJSON())).toBe(JSON.stringify(built[k]?.index.toJSON()));
    });
  });

  it('finds documents by words, stems and path tails', () => {
    const index = buildLunrIndex(parts[2] ?? [], themeOptions);
    expect(index.search('signals').map((result) => result.ref)).toEqual(['5']);
    expect(index.search('files/list').map((result) => result.ref)).toEqual(['6']);
    expect(index.search('requests').map((result) => result.ref)).toEqual(['7']);
  });

  it('refuses languages it cannot rebuild', () => {
    expect(() => buildLunrIndex([], {...themeOptions, language: ['en', 'zh']})).toThrow(
      /only be rebuilt for English/,
    );
  });
});

describe('shipping the search index', () => {
  it('keeps every document and drops the derived lunr index', () => {
    const shipped = documentsOnly([
      {documents: [{i: 1, t: 'a'}], index: {invertedIndex: []}},
      {documents: [], index: {}},
    ]);
    expect(shipped).toEqual([{documents: [{i: 1, t: 'a'}]}, {documents: []}]);
  });

  it('rewrites the index files of a build and names a malformed one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
    writeFileSync(
      path.join(dir, 'search-index-abc.json'),
      JSON.stringify([{documents: [{i: 1, t: 'x'}], index: {fields: ['t']}}]),
    );
    expect(shipSearchDocuments(dir, new Map())).toEqual(['search-index-abc.json']);
    expect(
      fromColumns(JSON.parse(readFileSync(path.join(dir, 'search-index-abc.json'), 'utf8'))),
    ).toEqual([[{i: 1, t: 'x'}]]);
    writeFileSync(path.join(dir, 'search-index-abc.json'), JSON.stringify({documents: []}));
    expect(() => shipSearchDocuments(dir, new Map())).toThrow(
      /search-index-abc\.json: not a search index/,
    );
  });

  it("adds an operation's terms to its heading's document, and fails when no index holds that heading", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
    const heading = {
      i: 2,
      t: 'Create an API key',
      u: '/docs/api/client/account',
      h: '#create-an-api-key',
      p: 1,
    };
    const writeThemeIndex = (): void =>
      writeFileSync(
        path.join(dir, 'search-index-abc.json'),
        JSON.stringify([
          {documents: [{i: 1, t: 'Account'}], index: {}},
          {documents: [heading], index: {}},
        ]),
      );
    writeThemeIndex();
    const terms = new Map([
      [
        '/docs/api/client/account#create-an-api-key',
        {operation: 'Client API · POST /api/client/account/api-keys · createApiKey'},
      ],
    ]);
    shipSearchDocuments(dir, terms);
    const [, headings] = fromColumns(
      JSON.parse(readFileSync(path.join(dir, 'search-index-abc.json'), 'utf8')),
    );
    expect(headings?.[0]?.t).toBe(
      'Create an API key · Client API · POST /api/client/account/api-keys · createApiKey',
    );
    writeThemeIndex();
    expect(() =>
      shipSearchDocuments(dir, new Map([['/docs/api/client/account#gone', {operation: 'x'}]])),
    ).toThrow(
      /\/docs\/api\/client\/account#gone: no search index holds the heading of this operation's block/,
    );
  });
});

describe('the column layout of a shipped index', () => {
  // A page as the theme indexes it: its title (part 0), headings (1), the page's description (2),
  // and the text under the title and each heading (4), ids in one sequence.
  const page: SearchDocument[][] = [
    [
      {
        i: 1,
        t: 'Backups ¦ snapshots',
        u: '/docs/api/client/backups',
        b: ['Client API'],
      } as SearchDocument,
      {i: 7, t: 'Files', u: '/docs/api/client/files', b: ['Client API']} as SearchDocument,
    ],
    [
      {i: 3, t: 'Limits ¦ how many backups', u: '/docs/api/client/backups', h: '#limits', p: 1},
      {
        i: 5,
        t: 'List backups · GET /backups',
        u: '/docs/api/client/backups',
        h: '#list-backups',
        p: 1,
      },
      {i: 9, t: 'Read a file', u: '/docs/api/client/files', h: '#read-a-file', p: 7},
    ],
    [{i: 1, t: 'Make and restore backups.', s: 'Backups', u: '/docs/api/client/backups', p: 1}],
    [],
    [
      {
        i: 2,
        t: 'A backup is a snapshot.',
        s: 'Backups',
        u: '/docs/api/client/backups',
        h: '',
        p: 1,
      },
      {
        i: 4,
        t: 'The limit is per server.',
        s: 'Limits',
        u: '/docs/api/client/backups',
        h: '#limits',
        p: 1,
      },
      {
        i: 6,
        t: 'One page of backups.',
        s: 'List backups',
        u: '/docs/api/client/backups',
        h: '#list-backups',
        p: 1,
      },
      {i: 8, t: 'Read and write files.', s: 'Files', u: '/docs/api/client/files', h: '', p: 7},
      {
        i: 10,
        t: 'The contents as text.',
        s: 'Read a file',
        u: '/docs/api/client/files',
        h: '#read-a-file',
        p: 7,
      },
    ],
  ];

  it('gives back every document as it was, with the fields a section repeats left out', () => {
    const columns = toColumns(page);
    expect(fromColumns(JSON.parse(JSON.stringify(columns)))).toEqual(page);
    expect(columns.derived[1]).toEqual(['u', 'p']);
    expect(columns.derived[4]).toEqual(['u', 'h', 'p', 's']);
    expect(columns.fields[4]).toEqual({});
    expect(columns.ids[4]).toEqual([2, 2, 2, 2, 2]);
  });

  it('writes out a field that differs from its section owner, and still gives it back', () => {
    const odd = page.map((documents) => documents.map((document) => ({...document})));
    odd[4]![2] = {...odd[4]![2]!, s: 'Listing backups'};
    const columns = toColumns(odd);
    expect(columns.derived[4]).toEqual(['u', 'h', 'p']);
    expect(columns.fields[4]?.s).toEqual([
      'Backups',
      'Limits',
      'Listing backups',
      'Files',
      'Read a file',
    ]);
    expect(fromColumns(JSON.parse(JSON.stringify(columns)))).toEqual(odd);
    expect(
      inColumns(
        'search-index-abc.json',
        odd.map((documents) => ({documents})),
      ),
    ).toEqual(columns);
  });

  it('fails the build on a document the layout would not give back, naming the file', () => {
    const unknownField = [[{i: 1, t: 'Backups', x: 'a field the layout does not know'}]];
    expect(() =>
      inColumns(
        'search-index-abc.json',
        unknownField.map((documents) => ({documents})),
      ),
    ).toThrow(
      /search-index-abc\.json: the search index's column layout does not give back document 1 of part 0/,
    );
  });

  it('refuses a file of another shape', () => {
    expect(() => fromColumns([{documents: []}])).toThrow(/column layout/);
    expect(() => fromColumns(null)).toThrow(/column layout/);
  });
});
