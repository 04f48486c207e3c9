import {describe, expect, it} from 'vitest';
import lunr from 'lunr';
import {
  DERIVATION,
  deriveWeakSynonyms,
  parseSenses,
  parseSynsets,
  type Synset,
  type WordNet,
} from '../../src/plugins/search/weakSynonyms';
import {
  readWeakSynonyms,
  weakSynonymsFileOf,
  weakSynonymsOf,
} from '../../src/plugins/search/client/weakSynonyms';

const stem = (word: string): string => lunr.stemmer(new lunr.Token(word, {})).toString();
const isStopWord = (word: string): boolean =>
  lunr.stopWordFilter(word as unknown as lunr.Token) === undefined;

// A tiny WordNet in its own file formats (made-up offsets and glosses).
const NOUNS = [
  '  1 This is a license header line, as the real files start with.',
  '00000100 04 n 02 folder 0 directory 0 001 @ 00000200 n 0000 | a container of files',
  '00000200 04 n 01 container 0 001 ~ 00000100 n 0000 | something that holds',
  '00000300 04 n 02 zip 0 zip_code 0 000 | a postal code',
  '00000400 04 n 02 archive 0 file 0 000 | a collection of records',
  '00000700 04 n 02 retention 0 title 0 001 + 00000800 v 0101 | the state of owning',
];
const VERBS = [
  '00000500 35 v 03 kick 0 expel 0 remove 0 001 @ 00000600 v 0000 02 + 08 00 + 10 00 | force out',
  '00000600 35 v 01 eject 0 000 | throw out',
  '00000800 40 v 02 retain 0 have 0 001 + 00000700 n 0101 01 + 08 00 | have as property',
];
const SENSES = [
  'folder%1:06:00:: 00000100 1 5',
  'directory%1:06:00:: 00000100 2 3',
  'container%1:06:00:: 00000200 1 9',
  'zip%1:10:00:: 00000300 4 0',
  'zip_code%1:10:00:: 00000300 1 2',
  'archive%1:06:00:: 00000400 1 2',
  'file%1:06:00:: 00000400 7 1',
  'kick%2:35:00:: 00000500 2 4',
  'expel%2:35:00:: 00000500 1 3',
  'remove%2:35:00:: 00000500 1 20',
  'eject%2:35:00:: 00000600 1 2',
  'retention%1:26:00:: 00000700 1 3',
  'title%1:26:00:: 00000700 5 0',
  'retain%2:40:00:: 00000800 1 30',
  'have%2:40:00:: 00000800 2 10',
];

function wordNet(): WordNet {
  const synsets = new Map<string, Synset>();
  for (const [offset, synset] of parseSynsets(NOUNS)) {
    synsets.set(`noun ${offset}`, synset);
  }
  for (const [offset, synset] of parseSynsets(VERBS)) {
    synsets.set(`verb ${offset}`, synset);
  }
  return {synsets, senses: parseSenses(SENSES)};
}

// The index's stems and how many documents hold each.
const vocabulary = new Map(
  ['directori', 'remov', 'eject', 'contain', 'archiv', 'file'].map((word) => [word, 3]),
);

describe('parsing WordNet', () => {
  it('reads a synset line: single words, hypernyms and hyponyms of the same part of speech', () => {
    const synsets = parseSynsets(NOUNS);
    expect(synsets.get('00000100')).toMatchObject({
      words: ['folder', 'directory'],
      hypernyms: ['00000200'],
      hyponyms: [],
    });
    expect(synsets.get('00000200')?.hyponyms).toEqual(['00000100']);
    // A multi-word lemma is left out.
    expect(synsets.get('00000300')?.words).toEqual(['zip']);
    // A verb's frames after its pointers are not read as pointers.
    expect(parseSynsets(VERBS).get('00000500')?.hypernyms).toEqual(['00000600']);
  });

  it('reads senses with their number and tag count, multi-word lemmas left out', () => {
    const senses = parseSenses(SENSES);
    expect(senses).toContainEqual({
      lemma: 'kick',
      pos: 'verb',
      synset: '00000500',
      number: 2,
      tagCount: 4,
    });
    expect(senses.some((sense) => sense.lemma.includes('_'))).toBe(false);
  });

  it('refuses lines of another shape, naming them', () => {
    expect(() => parseSynsets(['not a synset'])).toThrow(/Not a WordNet data line: not a synset/);
    expect(() => parseSenses(['folder 00000100'])).toThrow(/Not a WordNet sense line/);
  });
});

describe('deriving weak synonyms', () => {
  it('maps a word the index lacks to the index words sharing a common sense', () => {
    const map = deriveWeakSynonyms(wordNet(), vocabulary, stem, isStopWord, DERIVATION);
    expect(map['folder']).toEqual(['directori']);
    // "expel" is not in the index either; "remove" is, "kick" shares its sense.
    expect(map['kick']).toEqual(['remov']);
    expect(map['expel']).toEqual(['remov']);
    // The index holds "remove": it gets no synonyms while only missing words do.
    expect(map['remov']).toBeUndefined();
  });

  it('drops rare senses: a sense never tagged, or far down the senses of its word', () => {
    const map = deriveWeakSynonyms(wordNet(), vocabulary, stem, isStopWord, DERIVATION);
    // "zip" has only an untagged fourth sense; "archive" shares a sense with "file", but that is
    // file's seventh sense, not a common one of the index's word.
    expect(map['zip']).toBeUndefined();
    expect(map['archiv']).toBeUndefined();
    const lenient = deriveWeakSynonyms(wordNet(), vocabulary, stem, isStopWord, {
      ...DERIVATION,
      readerWordAtMost: Infinity,
      maxTargetSenseNumber: 10,
    });
    expect(lenient['archiv']).toEqual(['file']);
  });

  it('adds the direct hypernyms and hyponyms only when asked', () => {
    const related = deriveWeakSynonyms(wordNet(), vocabulary, stem, isStopWord, {
      ...DERIVATION,
      related: true,
    });
    // The sense's own word first (it counts twice), then the hypernym's.
    expect(related['folder']).toEqual(['directori', 'contain']);
    expect(related['kick']).toEqual(['remov', 'eject']);
  });

  it("adds the derivationally related forms of the reader's word only when asked", () => {
    const withOwn = new Map([...vocabulary, ['retain', 2]]);
    expect(
      deriveWeakSynonyms(wordNet(), withOwn, stem, isStopWord)[stem('retention')],
    ).toBeUndefined();
    const derived = deriveWeakSynonyms(wordNet(), withOwn, stem, isStopWord, {
      ...DERIVATION,
      derivations: true,
    });
    expect(derived[stem('retention')]).toEqual(['retain']);
    expect(parseSynsets(NOUNS).get('00000700')?.derivations).toEqual([
      {from: 1, key: 'verb 00000800', to: 1},
    ]);
  });

  it('reads only the parts of speech asked for', () => {
    const nouns = deriveWeakSynonyms(wordNet(), vocabulary, stem, isStopWord, {
      ...DERIVATION,
      parts: ['noun'],
    });
    expect(nouns['kick']).toBeUndefined();
    expect(nouns['folder']).toEqual(['directori']);
  });

  it('every word, when asked: a word the index holds rarely gets synonyms too', () => {
    const withFolder = new Map([...vocabulary, ['folder', 1]]);
    expect(deriveWeakSynonyms(wordNet(), withFolder, stem, isStopWord, DERIVATION)['folder']).toBe(
      undefined,
    );
    const every = deriveWeakSynonyms(wordNet(), withFolder, stem, isStopWord, {
      ...DERIVATION,
      readerWordAtMost: 3,
    });
    expect(every['folder']).toEqual(['directori']);
    expect(every['directori']).toEqual(['folder']);
  });
});

describe('weak synonyms at query time', () => {
  const map = readWeakSynonyms({folder: ['directori'], kick: ['remov', 'eject']}, 'map.json');

  it('gives a word its map entry by stem, less what its group already searches', () => {
    const options = {handSet: false, optional: false};
    expect(weakSynonymsOf(map, 'folders', stem, new Set(), options)).toEqual(['directori']);
    expect(weakSynonymsOf(map, 'kicking', stem, new Set(['remov']), options)).toEqual(['eject']);
    expect(weakSynonymsOf(map, 'server', stem, new Set(), options)).toEqual([]);
    // An inherited property of the map is no word.
    expect(weakSynonymsOf(map, 'constructor', stem, new Set(), options)).toEqual([]);
  });

  it('none for a word of the hand-made thesaurus, an optional word, or without a map', () => {
    expect(weakSynonymsOf(map, 'kick', stem, new Set(), {handSet: true, optional: false})).toEqual(
      [],
    );
    expect(weakSynonymsOf(map, 'kick', stem, new Set(), {handSet: false, optional: true})).toEqual(
      [],
    );
    expect(
      weakSynonymsOf(undefined, 'kick', stem, new Set(), {handSet: false, optional: false}),
    ).toEqual([]);
  });

  it('names the map beside an index file, and refuses a malformed map', () => {
    expect(weakSynonymsFileOf('docs/v0.7/search-index-1a2b.json')).toBe(
      'docs/v0.7/search-synonyms-1a2b.json',
    );
    expect(() => weakSynonymsFileOf('sitemap.xml')).toThrow(/not a search index file/);
    expect(() => readWeakSynonyms(['kick'], 'map.json')).toThrow(/map\.json: not a map/);
    expect(() => readWeakSynonyms({kick: 'remov'}, 'map.json')).toThrow(/"kick" are not a list/);
  });
});
