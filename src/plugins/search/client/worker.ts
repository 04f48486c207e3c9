/**
 * The search theme's web worker, with two changes: the index file holds only the documents, and
 * the lunr index is rebuilt from them here, off the main thread, instead of being downloaded (it
 * is two thirds of the file); queries are rewritten first (./queryRewrite.ts: pasted API paths to
 * their documented form), then ranked by the site's own code (./ranking.ts: sections by where the
 * query's words and their synonyms are found) instead of the theme's. The box and the "See all
 * results" page both search through this worker, so they rank alike.
 * src/plugins/search/index.ts puts this module in place of the theme's worker.
 */
import * as Comlink from 'comlink';
import {SearchWorker} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js';
import {
  language,
  removeDefaultStopWordFilter,
  searchIndexUrl,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js';
import {search as searchOptions} from '../options';
import {buildLunrIndex, type SearchDocument} from './lunrIndex';
import {fromColumns} from './indexLayout';
import {AUTHORED_PHRASE_SEPARATOR, sectionTextParts, withoutAuthoredTerms} from './sectionText';
import lunr from 'lunr';
import {documentedPaths, withDocumentedPaths} from './queryRewrite';
import {
  WEIGHTS,
  asksForMany,
  compoundHeld,
  groupIntroductions,
  groupsCovering,
  headingCovered,
  headingStems,
  headingNamesNamespace,
  asksAboutIdentifier,
  namesRelease,
  namesSource,
  otherNumberWords,
  partsQuality,
  phraseShare,
  prefixQuality,
  termsPhrase,
  termsQuality,
  titleSubject,
  phraseWords,
  queryGroups,
  queryPhrases,
  scoreSections,
  type GroupMatch,
  type QueryGroup,
  type SectionCandidate,
  oneWordTitles,
  weakenPassingMentions,
  fieldPathEndings,
} from './ranking';

const indexOptions = {
  language,
  removeDefaultStopWordFilter,
  removeDefaultStemmer:
    'removeDefaultStemmer' in searchOptions ? Boolean(searchOptions.removeDefaultStemmer) : false,
};

type Loaded = Awaited<ReturnType<SearchWorker['lowLevelFetchIndexes']>>;
const loaded = new Map<string, Promise<Loaded>>();
const pathsOfIndex = new WeakMap<Loaded, string[]>();

async function fetchAndBuild(baseUrl: string, searchContext: string): Promise<Loaded> {
  const file = searchIndexUrl.replace(
    '{dir}',
    searchContext ? `-${searchContext.replace(/\//g, '-')}` : '',
  );
  const url = new URL(`${baseUrl}${file}`, self.location.origin);
  if (url.origin !== self.location.origin) {
    throw new Error(`The search index must come from this site, not ${url.origin}.`);
  }
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(
      `The search index ${url.pathname} could not be loaded: the server answered ${response.status}.`,
    );
  }
  const parts = fromColumns(await response.json());
  return {
    wrappedIndexes: parts.map((documents, type) => ({
      type,
      documents,
      index: buildLunrIndex(documents, indexOptions),
    })),
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

  override async search(
    ...[baseUrl, searchContext, input, limit]: Parameters<SearchWorker['search']>
  ): ReturnType<SearchWorker['search']> {
    const indexes = await this.lowLevelFetchIndexes(baseUrl, searchContext);
    let paths = pathsOfIndex.get(indexes);
    if (!paths) {
      paths = documentedPaths(
        indexes.wrappedIndexes.flatMap(({documents}) =>
          documents.map((document) => (document as SearchDocument).t),
        ),
      );
      pathsOfIndex.set(indexes, paths);
    }
    return rankedSearch(
      indexes.wrappedIndexes as Wrapped,
      withDocumentedPaths(input, paths),
      limit,
    );
  }
}

// The parts of an index file, in the search plugin's order.
const TITLE = 0;
const HEADING = 1;
type Wrapped = {type: number; documents: SearchDocument[]; index: lunr.Index}[];

interface Section {
  readonly key: string;
  readonly page: string;
  /** The document a suggestion shows: the heading, or the page's title. */
  readonly shown: SearchDocument;
  readonly shownType: number;
  /** The heading's words the index holds, stemmed as the index stems them. */
  readonly headingStems: readonly string[];
  /** The same of its page's title. */
  titleStems: readonly string[];
  /** An operation's block (its heading carries the operation's terms). */
  readonly operation: boolean;
  /** Where the heading ends in its document, and the operation's terms begin. */
  readonly headingLength: number;
  /** Where the terms written in front matter begin in its document (./sectionText.ts). */
  readonly authoredFrom: number;
  /** The heading's own words, stop words included (the index leaves those out). */
  readonly headingWords: ReadonlySet<string>;
  /** The heading's and the text's words as phrases are compared (./ranking.ts phraseWords), spaced at both ends. */
  readonly headingPhrase: string;
  textPhrase: string;
  /** The same of the terms written for it in front matter, phrase by phrase (./ranking.ts termsPhrase). */
  readonly termsPhrase: string;
  /** A prose section followed at once by an operation block: it introduces a group of operations. */
  introducesOperations?: boolean;
}

interface Sections {
  readonly byKey: Map<string, Section>;
  /** By part and document id, the section a document belongs to. */
  readonly ofDocument: Map<string, string>;
  readonly titles: Map<number, SearchDocument>;
  /** By a page title of one word (lowercased, "files"), the pages it is the title of. */
  readonly titleWords: ReadonlyMap<string, ReadonlySet<string>>;
}

const sectionsOfIndex = new WeakMap<Wrapped, Sections>();

const isStopWord = (word: string): boolean =>
  lunr.stopWordFilter(word as unknown as lunr.Token) === undefined;
const stem = (word: string): string => lunr.stemmer(new lunr.Token(word, {})).toString();

function sectionsOf(wrapped: Wrapped): Sections {
  let sections = sectionsOfIndex.get(wrapped);
  if (sections) {
    return sections;
  }
  const byKey = new Map<string, Section>();
  const ofDocument = new Map<string, string>();
  const titles = new Map<number, SearchDocument>();
  const texts = new Map<string, string[]>();
  for (const {type, documents} of wrapped) {
    for (const document of documents) {
      const page = document.u ?? '';
      const key = type === TITLE ? page : `${page}${document.h ?? ''}`;
      ofDocument.set(`${type} ${document.i}`, key);
      if (type === TITLE || type === HEADING) {
        if (type === TITLE) {
          titles.set(document.i, document);
        }
        // A title's or heading's document also holds its terms after the heading (./sectionText.ts).
        const {heading, operation, authoredFrom} = sectionTextParts(document.t);
        byKey.set(key, {
          key,
          page,
          shown: document,
          shownType: type,
          headingWords: new Set(heading.toLowerCase().split(/[^a-z0-9]+/)),
          // A page's title is covered by any query about its subject ("Servers"): only headings count.
          headingStems: type === TITLE ? [] : headingStems(heading, isStopWord, stem),
          titleStems: [],
          operation,
          headingLength: heading.length,
          authoredFrom,
          headingPhrase: ` ${phraseWords(heading).join(' ')} `,
          textPhrase: ' ',
          termsPhrase: termsPhrase(document.t.slice(authoredFrom).split(AUTHORED_PHRASE_SEPARATOR)),
        });
      } else {
        texts.set(key, [...(texts.get(key) ?? []), document.t]);
      }
    }
  }
  const headings = [...byKey.values()].filter(({shownType}) => shownType === HEADING);
  groupIntroductions(headings).forEach((introduces, index) => {
    headings[index]!.introducesOperations = introduces;
  });
  for (const section of byKey.values()) {
    const title = byKey.get(section.page);
    section.titleStems = title
      ? headingStems(titleSubject(sectionTextParts(title.shown.t).heading), isStopWord, stem)
      : [];
  }
  for (const [key, text] of texts) {
    const section = byKey.get(key);
    if (section) {
      section.textPhrase = ` ${phraseWords(text.join(' ')).join(' ')} `;
    }
  }
  const titleWords = oneWordTitles(
    [...titles.values()].map((title) => ({
      page: title.u ?? '',
      title: titleSubject(sectionTextParts(title.t).heading),
    })),
  );
  sections = {byKey, ofDocument, titles, titleWords};
  sectionsOfIndex.set(wrapped, sections);
  return sections;
}

/** A word found only by a near spelling. */
const NEAR_SPELLING_QUALITY = 0.7;
/**
 * The words that a near spelling may miss by two letters (shorter and longer words by one). lunr's
 * automaton for two edits grows with the word, and a long word typed key by key (a class name, a
 * path) searched it on every keystroke: up to about 700 ms a key on this machine
 * (bench/searchKeystrokes.bench.ts).
 */
const TWO_EDITS = {minLength: 8, maxLength: 12};
/**
 * A long word typed with two neighbouring letters swapped (`DaemonConnectionExceptoin`): a swap is
 * two edits, which words over TWO_EDITS.maxLength do not get, so each swap of such a word is
 * looked up as it stands, a cheap exact lookup.
 */
export function neighbourSwaps(word: string): string[] {
  const swapped = new Set<string>();
  for (let at = 0; at + 1 < word.length; at += 1) {
    if (word[at] !== word[at + 1]) {
      swapped.add(`${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`);
    }
  }
  return [...swapped];
}

const fieldPathsOfIndex = new WeakMap<lunr.Index, Map<string, string[]>>();

/**
 * The index's dotted field paths ending in `word` ("meta.raw_startup_command" for
 * "raw_startup_command", "attributes.container.startup_command" for "container.startup_command"):
 * by each ending after a dot, the paths it ends, built once per index.
 */
function fieldPathsEndingIn(index: lunr.Index, word: string): string[] {
  let byEnding = fieldPathsOfIndex.get(index);
  if (!byEnding) {
    // lunr's types leave out the inverted index its built indexes hold (by term, the postings).
    const {invertedIndex} = index as unknown as {invertedIndex: Record<string, unknown>};
    byEnding = fieldPathEndings(Object.keys(invertedIndex));
    fieldPathsOfIndex.set(index, byEnding);
  }
  return byEnding.get(word) ?? [];
}

/** How an identifier counts in a heading naming its namespace (./ranking.ts headingNamesNamespace). */
const NAMESPACE_HEADING_QUALITY = 1;

/** How much of a text match depends on lunr's score of the text. */
const TEXT_RELEVANCE_SHARE = 0.3;

type Found = Map<string, GroupMatch>;

/** Where one group is found, by section key, with the lunr match data of the documents it was found in. */
function findGroup(
  wrapped: Wrapped,
  sections: Sections,
  group: QueryGroup,
  fuzzy: boolean,
  metadata: Map<string, object>,
  textDocuments: Map<string, {type: number; ref: string}>,
  aboutIdentifier = false,
): Found {
  const found: Found = new Map();
  // `relevance` is lunr's own score of the document against the best one's (term frequency over
  // the text's length): a word said once in a long text counts a little less than the text's subject.
  const record = (
    type: number,
    ref: string,
    quality: number,
    data: object,
    relevance: number,
    isSynonym?: (term: string) => boolean,
  ): void => {
    const key = sections.ofDocument.get(`${type} ${ref}`);
    if (key === undefined) {
      return;
    }
    const page = sections.byKey.get(key)?.page ?? key;
    const add = (target: string, field: keyof GroupMatch, value = quality): void => {
      const entry = found.get(target) ?? {heading: 0, title: 0, text: 0};
      entry[field] = Math.max(entry[field], value);
      found.set(target, entry);
    };
    if (type === TITLE || type === HEADING) {
      // A heading says what its section does; an operation's generated terms (API, method and
      // path, operationId, permissions) and the terms written in front matter name it in other
      // words: a word found only there counts less (./ranking.ts termsQuality).
      const section = sections.byKey.get(key);
      // Searched with synonyms: the reader's word and a synonym each weigh where they were found.
      const where = section
        ? isSynonym
          ? termsQuality(data, section.headingLength, section.authoredFrom, WEIGHTS, isSynonym)
          : quality * termsQuality(data, section.headingLength, section.authoredFrom)
        : quality;
      add(key, 'heading', where);
      if (type === TITLE) {
        // The page's title, and the terms for the page as a whole, speak for each of its sections.
        for (const other of sections.byKey.values()) {
          if (other.page === page && other.key !== key) {
            add(other.key, 'title', where);
          }
        }
      }
    } else {
      add(key, 'text', quality * (1 - TEXT_RELEVANCE_SHARE + TEXT_RELEVANCE_SHARE * relevance));
    }
    if (type !== TITLE && type !== HEADING && !textDocuments.has(key)) {
      textDocuments.set(key, {type, ref});
    }
    const merged = metadata.get(`${type} ${ref}`);
    metadata.set(`${type} ${ref}`, merged ? {...merged, ...data} : data);
  };
  const run = (
    type: number,
    index: lunr.Index,
    build: (query: lunr.Query) => void,
    quality: (result: lunr.Index.Result) => number,
    isSynonym?: (term: string) => boolean,
  ): void => {
    const results = index.query(build);
    const best = Math.max(...results.map(({score}) => score));
    for (const result of results) {
      record(
        type,
        result.ref,
        quality(result),
        result.matchData.metadata,
        best > 0 ? result.score / best : 1,
        isSynonym,
      );
    }
  };
  if (fuzzy) {
    // The index holds stemmed words: compare the stemmed word too ("scedule" and the stem "schedul" differ by one letter).
    const spellings = new Set(group.variants.flatMap((variant) => [variant, stem(variant)]));
    const swaps = [...spellings]
      .filter((spelling) => spelling.length > TWO_EDITS.maxLength)
      .flatMap((spelling) => neighbourSwaps(spelling).flatMap((swap) => [swap, stem(swap)]));
    for (const {type, index} of wrapped) {
      if (swaps.length > 0) {
        run(
          type,
          index,
          (query) => {
            for (const swap of new Set(swaps)) {
              query.term(swap, {presence: lunr.Query.presence.OPTIONAL, usePipeline: false});
            }
          },
          () => NEAR_SPELLING_QUALITY,
        );
      }
      for (const spelling of spellings) {
        if (spelling.length >= 4) {
          run(
            type,
            index,
            (query) =>
              query.term(spelling, {
                editDistance:
                  spelling.length >= TWO_EDITS.minLength && spelling.length <= TWO_EDITS.maxLength
                    ? 2
                    : 1,
                usePipeline: false,
              }),
            () => NEAR_SPELLING_QUALITY,
          );
        }
      }
    }
    return found;
  }
  for (const {type, index} of wrapped) {
    if (group.variants.length > 0) {
      // The reader's own word counts fully; a synonym a little less.
      const own = stem(group.word);
      run(
        type,
        index,
        (query) => {
          for (const variant of group.variants) {
            query.term(variant, {presence: lunr.Query.presence.OPTIONAL});
          }
        },
        (result) => (own in result.matchData.metadata ? 1 : WEIGHTS.synonym),
        (term) => term !== own,
      );
    }
    if (group.releasePrefix !== undefined) {
      // "1.8" names releases 1.8.0 and 1.8.1 as a reader says it; the pages write each in full.
      const prefix = group.releasePrefix;
      run(
        type,
        index,
        (query) => query.term(prefix, {wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false}),
        () => 1,
      );
    }
    // Only a word written as a field's name: a plain word ("uuid") is found whole in the text.
    const leafOf = /[._]/.test(group.word) ? fieldPathsEndingIn(index, group.word) : [];
    if (leafOf.length > 0) {
      // A field's name as a reader pastes it ("raw_startup_command") is the end of the path the
      // pages write ("meta.raw_startup_command"): the same field.
      run(
        type,
        index,
        (query) => {
          for (const token of leafOf) {
            query.term(token, {presence: lunr.Query.presence.OPTIONAL, usePipeline: false});
          }
        },
        () => 1,
      );
    }
  }
  if (aboutIdentifier && group.parts.length > 1) {
    // Where the identifier stands whole in a prose section's text and its heading names the
    // identifier's namespace ("Files (`file`)" over `file.sftp`), the heading is about that family.
    for (const [key, match] of found) {
      const section = sections.byKey.get(key);
      if (
        match.text > 0 &&
        section &&
        !section.operation &&
        headingNamesNamespace(group, section.headingStems, stem)
      ) {
        match.heading = Math.max(match.heading, NAMESPACE_HEADING_QUALITY);
      }
    }
  }
  // After every lookup of the word whole, in every part of the index: where the word stands whole,
  // its parts elsewhere are a weak guess.
  const byParts = partsQuality(found.size > 0);
  for (const {type, index} of wrapped) {
    if (group.parts.length > 1) {
      run(
        type,
        index,
        (query) => {
          for (const part of group.parts) {
            query.term(part, {presence: lunr.Query.presence.REQUIRED});
          }
        },
        () => byParts,
      );
    }
  }
  const quality = prefixQuality(group, found.size > 0);
  if (quality !== undefined) {
    for (const {type, index} of wrapped) {
      run(
        type,
        index,
        (query) =>
          query.term(group.word, {wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false}),
        () => quality,
      );
    }
  }
  return found;
}

/** Headings holding a word of the group that the index drops as a stop word ("Get a user" for "get"). */
function addHeadingStopWords(sections: Sections, group: QueryGroup, found: Found): void {
  for (const section of sections.byKey.values()) {
    const variant = group.stopVariants.find((word) => section.headingWords.has(word));
    if (variant !== undefined) {
      const entry = found.get(section.key) ?? {heading: 0, title: 0, text: 0};
      entry.heading = Math.max(entry.heading, variant === group.word ? 1 : WEIGHTS.synonym);
      found.set(section.key, entry);
    }
  }
}

/**
 * A word of a hyphenated name ("type" of "Content-Type") found in a heading or page title that
 * holds it without the rest of the name: that heading or title is about something else ("Typed
 * clients"), so the word counts only where the section's text has it.
 */
function keepCompoundsWhole(sections: Sections, group: QueryGroup, found: Found): void {
  for (const [key, match] of found) {
    const section = sections.byKey.get(key);
    if (!section) {
      continue;
    }
    if (match.heading > 0 && !compoundHeld(group, section.headingPhrase, section.termsPhrase)) {
      match.heading = 0;
    }
    const title = sections.byKey.get(section.page);
    if (match.title > 0 && title && !compoundHeld(group, title.headingPhrase, title.termsPhrase)) {
      match.title = 0;
    }
    if (match.heading === 0 && match.title === 0 && match.text === 0) {
      found.delete(key);
    }
  }
}

/**
 * The sections answering `query`, best first, as the theme's suggestions and results page show
 * them; marked `closest` when a word was found only by a near spelling (the box then says there
 * was no exact match).
 */
export function rankedSearch(wrapped: Wrapped, query: string, limit: number): unknown[] {
  const sections = sectionsOf(wrapped);
  const groups = queryGroups(query, isStopWord);
  if (groups.length === 0) {
    return [];
  }
  const metadata = new Map<string, object>();
  // By section, the first document of its text a word was found in.
  const textDocuments = new Map<string, {type: number; ref: string}>();
  let closest = false;
  const aboutIdentifier = asksAboutIdentifier(groups);
  const foundByGroup = groups.map((group) => {
    const found = findGroup(
      wrapped,
      sections,
      group,
      false,
      metadata,
      textDocuments,
      aboutIdentifier,
    );
    if (found.size > 0 || group.optional) {
      return found;
    }
    const near = findGroup(wrapped, sections, group, true, metadata, textDocuments);
    closest ||= near.size > 0;
    return near;
  });
  groups.forEach((group, index) => {
    if (group.stopVariants.length > 0) {
      addHeadingStopWords(sections, group, foundByGroup[index]!);
    }
  });
  groups.forEach((group, index) => {
    const titled = sections.titleWords.get(group.word);
    if (titled) {
      weakenPassingMentions(
        foundByGroup[index]!,
        (key) => sections.byKey.get(key)?.page ?? key,
        titled,
      );
    }
    if (group.compound !== undefined) {
      keepCompoundsWhole(sections, group, foundByGroup[index]!);
    }
  });
  const phrases = queryPhrases(query);
  // A dotted word's parts are left out: "file.read" names a permission, not the heading "Read a file".
  const queryStems = new Set(
    groups.flatMap((group) => [group.word, ...group.variants, ...group.stopVariants].map(stem)),
  );
  const queryWords = groups.filter((group) => !group.optional).map((group) => group.word);
  const many = asksForMany(query);
  const groupStems = groups.map(
    (group) => new Set([group.word, ...group.variants, ...group.stopVariants].map(stem)),
  );
  const typingIndex = groups.findIndex((group) => group.typing && group.word.length >= 2);
  const typing = groups.find((group) => group.typing && group.word.length >= 2)?.word;
  const candidates = new Map<string, Map<number, GroupMatch>>();
  foundByGroup.forEach((found, index) => {
    for (const [key, match] of found) {
      const matches = candidates.get(key) ?? new Map<number, GroupMatch>();
      matches.set(index, match);
      candidates.set(key, matches);
    }
  });
  const list: SectionCandidate[] = [];
  for (const [key, matches] of candidates) {
    const section = sections.byKey.get(key);
    if (section) {
      list.push({
        key,
        page: section.page,
        order: section.shown.i,
        matches,
        operation: section.operation,
        introducesOperations: section.introducesOperations ?? false,
        // An operation's heading says whether it acts on one thing or lists many; a prose heading
        // ("How each release was read") does not.
        otherNumber: section.operation
          ? otherNumberWords(queryWords, section.headingWords, many)
          : 0,
        headingCovered: headingCovered(section.headingStems, queryStems, typing),
        titleCovered: headingCovered(section.titleStems, queryStems, typing),
        titleCoveredBy: groupsCovering(
          section.titleStems,
          groupStems,
          typing === undefined ? undefined : {index: typingIndex, word: typing},
        ),
        phrases: {
          heading: phraseShare(phrases, section.headingPhrase),
          text: phraseShare(phrases, section.textPhrase),
          terms: phraseShare(phrases, section.termsPhrase),
        },
      });
    }
  }
  // Counted from the text and headings: a page title's match is spread over its sections.
  const groupSections = foundByGroup.map(
    (found) => [...found.values()].filter((match) => match.heading || match.text).length,
  );
  const ranked = scoreSections(
    groups,
    list,
    groupSections,
    sections.byKey.size,
    namesRelease(query) || namesSource(query),
  );
  // The theme highlights the longest first.
  const tokens = [...new Set(groups.flatMap((group) => [group.word, ...group.variants]))].sort(
    (a, b) => b.length - a.length,
  );
  return ranked.slice(0, limit).map(({key, score}, position) => {
    const section = sections.byKey.get(key)!;
    let document = section.shown;
    let type = section.shownType;
    let matched = metadata.get(`${type} ${document.i}`);
    const text = textDocuments.get(key);
    if (!matched && text) {
      // Found in the section's text, not its heading: the suggestion shows the text where it was found.
      const shown = wrapped[text.type]?.documents.find(
        (candidate) => String(candidate.i) === text.ref,
      );
      if (shown) {
        document = shown;
        type = text.type;
        matched = metadata.get(`${type} ${text.ref}`);
      }
    }
    const page =
      type !== TITLE && document.p !== undefined ? sections.titles.get(document.p) : undefined;
    const shown =
      type === TITLE || type === HEADING
        ? withoutAuthoredTerms(document, matched)
        : {document, metadata: matched};
    return {
      document: shown.document,
      type,
      page: page && withoutAuthoredTerms(page, undefined).document,
      // The theme's suggestion needs at least one position to build its snippet around.
      metadata: shown.metadata ?? {'': {t: {position: [[0, 0]]}}},
      tokens,
      score,
      // Read by ./closestSuggestion.ts, which says so once, above the first.
      closest: closest && position === 0,
    };
  });
}

Comlink.expose(RebuildingSearchWorker);
