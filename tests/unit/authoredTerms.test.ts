import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  authoredTerms,
  indexedUrl,
  type PageFrontMatter,
} from '../../src/plugins/search/authoredTerms';
import {shipSearchDocuments} from '../../src/plugins/search/indexFiles';
import {fromColumns} from '../../src/plugins/search/client/indexLayout';
import {sectionTerms} from '../../src/plugins/search/sectionTerms';
import {
  sectionText,
  sectionTextParts,
  withoutAuthoredTerms,
} from '../../src/plugins/search/client/sectionText';

const page = (frontMatter: Record<string, unknown>): PageFrontMatter => ({
  source: 'docs/api/client/users.mdx',
  url: '/docs/api/client/users',
  frontMatter,
});

describe('search terms read from front matter', () => {
  it("gives a page's keywords its URL and a section's terms its URL with the heading's hash", () => {
    const terms = authoredTerms([
      page({
        title: 'Users',
        keywords: ['share server access', '  collaborator '],
        search_terms: {'add-a-subuser': ['invite a  friend', 'give someone access']},
      }),
      {source: 'docs/intro.md', url: '/docs/intro', frontMatter: {title: 'Introduction'}},
    ]);
    expect(Object.fromEntries(terms)).toEqual({
      '/docs/api/client/users': {
        phrases: ['share server access', 'collaborator'],
        source: 'docs/api/client/users.mdx, keywords',
      },
      '/docs/api/client/users#add-a-subuser': {
        phrases: ['invite a friend', 'give someone access'],
        source: 'docs/api/client/users.mdx, search_terms key "add-a-subuser"',
      },
    });
  });

  it("spells an index page's URL as the search index does, without the trailing slash", () => {
    expect(indexedUrl('/docs/')).toBe('/docs');
    expect(indexedUrl('/docs/api/client/')).toBe('/docs/api/client');
    expect(indexedUrl('/docs/v0.7/')).toBe('/docs/v0.7');
    expect(indexedUrl('/docs/api/client/files')).toBe('/docs/api/client/files');
    expect(indexedUrl('/')).toBe('/');
  });

  it.each([
    [
      {search_terms: ['invite a friend']},
      'docs/api/client/users.mdx: front matter `search_terms` must be a map from a heading id of the page to a list of phrases, not a list.',
    ],
    [
      {search_terms: 'invite a friend'},
      'docs/api/client/users.mdx: front matter `search_terms` must be a map from a heading id of the page to a list of phrases, not a string ("invite a friend").',
    ],
    [
      {search_terms: null},
      'docs/api/client/users.mdx: front matter `search_terms` must be a map from a heading id of the page to a list of phrases, not null.',
    ],
    [
      {search_terms: {'add-a-subuser': 'invite a friend'}},
      'docs/api/client/users.mdx: front matter `search_terms` key "add-a-subuser" must be a list of phrases, not a string ("invite a friend").',
    ],
    [
      {search_terms: {'add-a-subuser': ['invite a friend', '']}},
      'docs/api/client/users.mdx: front matter `search_terms` key "add-a-subuser" must hold non-empty strings only; item 2 is an empty string.',
    ],
    [
      {search_terms: {'add-a-subuser': ['invite', 429]}},
      'docs/api/client/users.mdx: front matter `search_terms` key "add-a-subuser" must hold non-empty strings only; item 2 is a number (429).',
    ],
    [
      {search_terms: {'add-a-subuser': [{friend: 'invite'}]}},
      'docs/api/client/users.mdx: front matter `search_terms` key "add-a-subuser" must hold non-empty strings only; item 1 is a map.',
    ],
    [
      {search_terms: {'add-a-subuser': []}},
      'docs/api/client/users.mdx: front matter `search_terms` key "add-a-subuser" is an empty list: leave the key out instead.',
    ],
    [
      {search_terms: {'#add-a-subuser': ['invite a friend']}},
      'docs/api/client/users.mdx: front matter `search_terms` key "#add-a-subuser" must be a heading id as in the URL\'s hash, without the "#".',
    ],
    [
      {search_terms: {'add-a-subuser': ['friend ¦ access']}},
      'docs/api/client/users.mdx: front matter `search_terms` key "add-a-subuser" has the phrase "friend ¦ access" with "¦", which the search index uses to mark where the terms begin.',
    ],
    [
      {keywords: 'subusers, collaborator'},
      'docs/api/client/users.mdx: front matter `keywords` must be a list of phrases, not a string ("subusers, collaborator").',
    ],
    [
      {keywords: ['subusers', true]},
      'docs/api/client/users.mdx: front matter `keywords` must hold non-empty strings only; item 2 is a boolean (true).',
    ],
  ])('fails on %j naming the file and the problem', (frontMatter, message) => {
    expect(() => authoredTerms([page(frontMatter)])).toThrow(
      `Malformed search terms in front matter:\n  ${message}`,
    );
  });

  it('lists every malformed key of every page at once', () => {
    expect(() =>
      authoredTerms([
        page({keywords: 'x', search_terms: {a: ['ok'], b: 'y'}}),
        {source: 'docs/intro.md', url: '/docs/intro', frontMatter: {search_terms: []}},
      ]),
    ).toThrow(
      /users\.mdx: front matter `keywords`.*\n {2}.*users\.mdx: front matter `search_terms` key "b".*\n {2}docs\/intro\.md: front matter `search_terms` must be a map/,
    );
  });
});

describe('the text of a title or heading document with its terms', () => {
  it('puts the operation terms, then the written terms, after the heading, and reads them back', () => {
    const text = sectionText('Add a subuser', 'POST /api/client/servers/{server}/users', [
      'invite a friend',
      'share server',
    ]);
    expect(text).toBe(
      'Add a subuser · POST /api/client/servers/{server}/users ¦ invite a friend, share server',
    );
    expect(sectionTextParts(text)).toEqual({
      heading: 'Add a subuser',
      operation: true,
      shown: 'Add a subuser · POST /api/client/servers/{server}/users',
      authoredFrom: text.indexOf('invite'),
    });
    expect(sectionTextParts(sectionText('Users', undefined, ['collaborator']))).toEqual({
      heading: 'Users',
      operation: false,
      shown: 'Users',
      authoredFrom: 'Users ¦ '.length,
    });
    expect(sectionTextParts('Users')).toEqual({
      heading: 'Users',
      operation: false,
      shown: 'Users',
      authoredFrom: 5,
    });
  });

  it('shows a suggestion without the written terms and the positions matched in them', () => {
    const document = {i: 3, t: 'Add a subuser ¦ invite a friend', u: '/docs/x', h: '#add'};
    expect(
      withoutAuthoredTerms(document, {
        subus: {t: {position: [[6, 7]]}},
        friend: {t: {position: [[25, 6]]}},
      }),
    ).toEqual({
      document: {...document, t: 'Add a subuser'},
      metadata: {subus: {t: {position: [[6, 7]]}}},
    });
    expect(withoutAuthoredTerms(document, {friend: {t: {position: [[25, 6]]}}})).toEqual({
      document: {...document, t: 'Add a subuser'},
      metadata: undefined,
    });
    const plain = {i: 4, t: 'Remove a subuser'};
    const metadata = {remov: {t: {position: [[0, 6]]}}};
    expect(withoutAuthoredTerms(plain, metadata)).toEqual({document: plain, metadata});
  });
});

describe('written terms in the index files', () => {
  function indexFile(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-terms-'));
    writeFileSync(
      path.join(dir, 'search-index-abc.json'),
      JSON.stringify([
        {documents: [{i: 1, t: 'Users', u: '/docs/api/client/users'}], index: {}},
        {
          documents: [
            {i: 2, t: 'Add a subuser', u: '/docs/api/client/users', h: '#add-a-subuser', p: 1},
            {i: 3, t: 'Permissions', u: '/docs/api/client/users', h: '#permissions', p: 1},
          ],
          index: {},
        },
        {documents: [], index: {}},
        // The theme's own copy of the keywords, from the page's meta tag.
        {
          documents: [{i: 1, t: 'collaborator', s: 'Users', u: '/docs/api/client/users', p: 1}],
          index: {},
        },
        {documents: [], index: {}},
      ]),
    );
    return dir;
  }

  it("reach the page's title document and the heading's document, after an operation's terms", () => {
    const dir = indexFile();
    const terms = sectionTerms(
      new Map([
        ['/docs/api/client/users#add-a-subuser', 'POST /api/client/servers/{server}/users'],
      ]),
      authoredTerms([
        page({
          keywords: ['collaborator'],
          search_terms: {
            'add-a-subuser': ['invite a friend'],
            permissions: ['what a friend may do'],
          },
        }),
      ]),
    );
    shipSearchDocuments(dir, terms);
    const parts = fromColumns(
      JSON.parse(readFileSync(path.join(dir, 'search-index-abc.json'), 'utf8')),
    );
    expect(parts.map((documents) => documents.map(({t}) => t))).toEqual([
      ['Users ¦ collaborator'],
      [
        'Add a subuser · POST /api/client/servers/{server}/users ¦ invite a friend',
        'Permissions ¦ what a friend may do',
      ],
      [],
      // Emptied: the keywords are in the title's document.
      [],
      [],
    ]);
  });

  it('fail naming the file and the key that is no heading id of the page', () => {
    const dir = indexFile();
    const terms = sectionTerms(
      new Map(),
      authoredTerms([page({search_terms: {'add-subuser': ['invite a friend']}})]),
    );
    expect(() => shipSearchDocuments(dir, terms)).toThrow(
      'Search terms for sections the index does not have:\n  docs/api/client/users.mdx, search_terms key "add-subuser": "add-subuser" is not the id of an h2 or h3 heading of this page (/docs/api/client/users#add-subuser is in no search index)',
    );
  });

  it('fail naming the file of a page no index holds', () => {
    const dir = indexFile();
    const terms = sectionTerms(
      new Map(),
      authoredTerms([
        {source: 'docs/draft.md', url: '/docs/draft', frontMatter: {keywords: ['unlisted']}},
      ]),
    );
    expect(() => shipSearchDocuments(dir, terms)).toThrow(
      'docs/draft.md, keywords: no search index holds the page /docs/draft',
    );
  });
});
