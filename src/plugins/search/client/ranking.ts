/**
 * The site's search ranking, pure code (the worker, ./worker.ts, runs the lookups in lunr and
 * feeds them here). A query becomes groups of words: each word with its synonyms from a small
 * domain thesaurus, dotted and underscored words both whole and split. Sections (a heading with
 * the text under it; a page's title with its introduction) are scored by where each group was
 * found: in the section's heading, in its page's title, or in its text; rarer groups weigh more;
 * a section holding every group beats one holding some; pages about the history of the API rank
 * below the section documenting a thing unless the query names a release.
 */

/** Words readers use for the same action or thing; each set is searched as one group. */
export const THESAURUS: readonly (readonly string[])[] = [
  ['change', 'update', 'edit', 'set', 'modify'],
  ['delete', 'remove', 'revoke', 'drop'],
  ['list', 'get', 'fetch', 'read', 'all', 'every', 'show'],
  ['create', 'add', 'new', 'make'],
  ['key', 'token'],
  ['console', 'terminal', 'logs'],
  ['limit', 'throttle', '429', 'ratelimit'],
  ['subuser', 'user'],
  ['allocation', 'port'],
];

/** Words that name a release or the history of the API: the history pages are then wanted. */
const HISTORY_WORDS = /^(release|releases|version|versions|changelog|changed|changes|upgrade|upgrading|migrate|migrating|legacy|history|\d+\.\d+(\.\d+)?|v\d.*)$/;

/** Pages that list the API's history; they mention most things in passing. */
export const HISTORY_PAGES: readonly string[] = ['/docs/api-changes', '/docs/panel-versions', '/docs/upgrading-from-0.7', '/docs/source-references'];

export interface QueryGroup {
  /** What the reader typed. */
  readonly word: string;
  /** The word and its synonyms, as searched whole. */
  readonly variants: readonly string[];
  /** A dotted, slashed or underscored word's parts, all needed in one document; empty otherwise. */
  readonly parts: readonly string[];
  /** The last word, perhaps still being typed: also searched as a prefix. */
  readonly typing: boolean;
  /** A word the index drops (a stop word such as "get" or "all"): it counts only where its synonyms are found. */
  readonly optional: boolean;
}

const synonymsByWord = new Map<string, readonly string[]>();
for (const set of THESAURUS) {
  for (const word of set) {
    synonymsByWord.set(word, set);
  }
}

/** Lowercases and trims a word as lunr's trimmer does (non-word characters at both ends). */
function trimmed(word: string): string {
  return word.toLowerCase().replace(/^\W+/, '').replace(/\W+$/, '');
}

/**
 * The groups of a query: split at spaces and hyphens as the index was (so "per-server" is two
 * words), each word with its thesaurus set; a word joined by dots, slashes or underscores is also
 * searched as its parts. `isStopWord` is the index's stop-word filter.
 */
export function queryGroups(query: string, isStopWord: (word: string) => boolean): QueryGroup[] {
  const words = query
    .split(/[\s-]+/)
    .map(trimmed)
    .filter((word) => word !== '');
  const groups: QueryGroup[] = [];
  const seen = new Set<string>();
  words.forEach((word, index) => {
    if (seen.has(word)) {
      return;
    }
    seen.add(word);
    const variants = (synonymsByWord.get(word) ?? [word]).filter((variant) => variant === word || !isStopWord(variant));
    const parts = /[./_:]/.test(word)
      ? word
          .split(/[./_:]+/)
          .map(trimmed)
          .filter((part) => part !== '' && !isStopWord(part))
      : [];
    const usable = variants.filter((variant) => !isStopWord(variant));
    if (usable.length === 0 && parts.length === 0) {
      return;
    }
    groups.push({word, variants: usable, parts: parts.length > 1 ? parts : [], typing: index === words.length - 1, optional: isStopWord(word)});
  });
  return groups;
}

/** Whether the query names a release or asks about the API's history. */
export function namesRelease(query: string): boolean {
  return query
    .toLowerCase()
    .split(/[\s,;:?!()]+/)
    .some((word) => HISTORY_WORDS.test(word.replace(/^\W+|\W+$/g, '')));
}

/** Where one group was found in one section, and how well (1 whole word, less for a prefix or a near spelling). */
export interface GroupMatch {
  heading: number;
  title: number;
  text: number;
}

export interface SectionCandidate {
  readonly key: string;
  /** The page's URL, for the history rule. */
  readonly page: string;
  /** The section's place in the index (pages in sidebar order, sections in page order): breaks ties. */
  readonly order: number;
  /** By group index. */
  readonly matches: ReadonlyMap<number, GroupMatch>;
}

export interface RankingWeights {
  readonly heading: number;
  readonly title: number;
  readonly text: number;
  /** Factor of a section holding every required group. */
  readonly allGroups: number;
  /** Factor of a history page when the query names no release. */
  readonly history: number;
}

export const WEIGHTS: RankingWeights = {heading: 3, title: 1.5, text: 1, allGroups: 2, history: 0.35};

/**
 * Scores sections: each group adds its rarity (how few sections hold it) times where it was
 * found; the sum is scaled by the share of required groups found (all of them: `allGroups`) and
 * lowered for history pages unless `wantsHistory`. `sectionCount` is the number of sections in the
 * index; `groupSections` how many sections hold each group.
 */
export function scoreSections(
  groups: readonly QueryGroup[],
  candidates: readonly SectionCandidate[],
  groupSections: readonly number[],
  sectionCount: number,
  wantsHistory: boolean,
  weights: RankingWeights = WEIGHTS,
): {key: string; score: number}[] {
  const rarity = groups.map((_, index) => Math.log(1 + sectionCount / (1 + (groupSections[index] ?? 0))));
  const required = groups.map((group, index) => !group.optional && (groupSections[index] ?? 0) > 0);
  const requiredCount = required.filter(Boolean).length;
  const scored = candidates.map((candidate) => {
    let sum = 0;
    let found = 0;
    groups.forEach((_, index) => {
      const match = candidate.matches.get(index);
      if (!match) {
        return;
      }
      const weight = rarity[index] ?? 0;
      sum += weight * (weights.heading * match.heading + weights.title * match.title + weights.text * match.text);
      if (required[index] && (match.heading || match.title || match.text)) {
        found += 1;
      }
    });
    const share = requiredCount === 0 ? 1 : found / requiredCount;
    let score = sum * (share === 1 ? weights.allGroups : share);
    if (!wantsHistory && HISTORY_PAGES.includes(candidate.page)) {
      score *= weights.history;
    }
    return {key: candidate.key, score, order: candidate.order};
  });
  return scored
    .filter(({score}) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({key, score}) => ({key, score}));
}
