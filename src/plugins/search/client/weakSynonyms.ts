/**
 * The general-English thesaurus at query time: by the stem of a word a reader may type, the
 * index's stems sharing a common WordNet sense with it (derived at build time by
 * ../weakSynonyms.ts and shipped beside the index file). They are searched as weak synonyms: a
 * section holding one counts the reader's word as found, at WEAK_SYNONYM of a word found itself,
 * below the hand-made thesaurus's synonyms (./ranking.ts WEIGHTS.synonym).
 */

/** By a reader's stem, the index's stems that stand for it. */
export type WeakSynonymMap = Readonly<Record<string, readonly string[]>>;

/** The map's file beside an index file (`search-index-1a2b.json`: `search-synonyms-1a2b.json`). */
export function weakSynonymsFileOf(indexFile: string): string {
  if (!/(^|\/)search-index[^/]*\.json$/.test(indexFile)) {
    throw new Error(`${indexFile} is not a search index file (search-index….json).`);
  }
  return indexFile.replace(/search-index([^/]*\.json)$/, 'search-synonyms$1');
}

/** A map as read from its file; anything but an object of string arrays is refused. */
export function readWeakSynonyms(value: unknown, file: string): WeakSynonymMap {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${file}: not a map of weak synonyms (an object by word).`);
  }
  for (const [word, targets] of Object.entries(value)) {
    if (!Array.isArray(targets) || !targets.every((target) => typeof target === 'string')) {
      throw new Error(`${file}: the weak synonyms of "${word}" are not a list of words.`);
    }
  }
  return value as WeakSynonymMap;
}

/**
 * How much a word found by a weak synonym counts against the reader's own word. Tuned on the
 * validation folds' fold A (issue 21, round 9; bench/HISTORY.md).
 */
export const WEAK_SYNONYM = 0.5;

/**
 * The weak synonyms of one query word: none for a word the hand-made thesaurus already knows
 * (`handSet`), an optional word, or a word the map lacks; otherwise the map's stems for its stem,
 * without the stems its group already searches (`searched`).
 */
export function weakSynonymsOf(
  map: WeakSynonymMap | undefined,
  word: string,
  stem: (word: string) => string,
  searched: ReadonlySet<string>,
  {handSet, optional}: {readonly handSet: boolean; readonly optional: boolean},
): string[] {
  if (!map || handSet || optional || !/^[a-z]+$/.test(word)) {
    return [];
  }
  const own = stem(word);
  return (Object.hasOwn(map, own) ? (map[own] ?? []) : []).filter(
    (target) => target !== own && !searched.has(target),
  );
}
