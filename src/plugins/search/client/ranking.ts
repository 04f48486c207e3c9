/**
 * The site's search ranking, pure code (the worker, ./worker.ts, runs the lookups in lunr and
 * feeds them here). A query becomes groups of words: each word with its synonyms from a small
 * domain thesaurus (a plural by its singular; two words of one set make one group), dotted,
 * underscored, `=`- and comma-joined words both whole and split (the parts a weak guess where the
 * word stands whole), a field's name also as the end of the
 * dotted paths the pages write ("raw_startup_command" in "meta.raw_startup_command"), a release by
 * its first two parts ("1.8") as each release it names ("1.8.0", "1.8.1"), function words and lead-in words ("look" of "look
 * like", "number" of "number of") optional, a hyphenated name ("Content-Type") kept whole in
 * headings and terms. Sections (a heading with the text under it; a page's title with its
 * introduction) are scored by where each group was found: in the section's heading, in its page's
 * title, or in its text; rarer groups weigh more; a section holding every group beats one holding
 * some (a missing rare word costs more than a missing common one, and a weak guess, such as a
 * page's one-word title mentioned in another page's text, does not count as found); the query's
 * words side by side in a heading, a written phrase or text ("retry after" in "Retry-After") and
 * a heading or page title the query fills raise a section (a title less when only common words
 * fill it); an operation whose heading holds the query's noun in the other number ranks lower; a
 * section introducing operation blocks yields to the block; pages about the history of the API
 * rank below the section documenting a thing unless the query names a release or a name from the
 * panel's or Wings' source (`ResourceLimit::boot`, a `.php` or `.go` file); a pasted key asked
 * about with other words counts as found in the heading of a prose section listing it under its
 * namespace ("Files (`file`)" for "file.sftp permission"); a page is judged by all its sections
 * (the share of the query's words any of them holds), which raises each of its sections; in a
 * long question a section may miss one word and still count as holding every word.
 */

/** Words readers use for the same action or thing; each set is searched as one group. */
export const THESAURUS: readonly (readonly string[])[] = [
  ['change', 'update', 'edit', 'set', 'modify', 'rename'],
  ['delete', 'remove', 'revoke', 'drop', 'terminate', 'destroy', 'erase'],
  ['list', 'get', 'fetch', 'read', 'all', 'every', 'show'],
  ['create', 'add', 'new', 'make'],
  ['key', 'token'],
  ['console', 'terminal', 'logs'],
  ['limit', 'throttle', '429', 'ratelimit', 'maximum', 'max', 'quota'],
  ['subuser', 'user'],
  ['allocation', 'port'],
  ['schedule', 'cron', 'timer', 'job'],
  // "Which API should I use" is asked of a section that says "pick" or "choose".
  ['choose', 'pick', 'select', 'which'],
  ['changelog', 'release'],
  ['field', 'attribute', 'property'],
  ['2fa', 'mfa', 'totp', 'factor'],
  // The power signals: one endpoint and one websocket event take them all.
  ['power', 'start', 'stop', 'restart', 'kill'],
  // Searching a collection is filtering its listing.
  ['search', 'filter', 'lookup'],
  // A file's content is written, or saved.
  ['write', 'save'],
  // The panel's activity log is its audit log.
  ['activity', 'audit'],
  // The application API is the administrators' API.
  ['admin', 'administrator', 'application'],
];

/** Words that name a release or the history of the API: the history pages are then wanted. */
const HISTORY_WORDS =
  /^(release|releases|version|versions|changelog|changed|changes|upgrade|upgrading|migrate|migrating|legacy|history|\d+\.\d+(\.\d+)?|v\d.*)$/;

/** Pages that list the API's history; they mention most things in passing. */
export const HISTORY_PAGES: readonly string[] = [
  '/docs/api-changes',
  '/docs/panel-versions',
  '/docs/upgrading-from-0.7',
  '/docs/source-references',
];

export interface QueryGroup {
  /** What the reader typed. */
  readonly word: string;
  /** The word and its synonyms, as searched whole. */
  readonly variants: readonly string[];
  /** A dotted, slashed, underscored, `=`- or comma-joined word's parts, all needed in one document; empty otherwise. */
  readonly parts: readonly string[];
  /**
   * A release number without its last part ("1.8", "v1.12"): the releases it names ("1.8.0",
   * "1.8.1") are found by this prefix ("1.8."); undefined for any other word.
   */
  readonly releasePrefix?: string;
  /** The last word, perhaps still being typed: also searched as a prefix. */
  readonly typing: boolean;
  /** A word the index drops (a stop word such as "get" or "all"): it counts only where its synonyms are found. */
  readonly optional: boolean;
  /**
   * The word and synonyms the index drops as stop words ("get", "all", "which"): the worker looks
   * for them in the headings' own words, so "get user" still sees the heading "Get a user".
   */
  readonly stopVariants: readonly string[];
  /**
   * A word the query joined to others by hyphens, a name such as a header ("Content-Type",
   * "Retry-After"): the whole name as phraseWords writes it ("content type"). A heading or term
   * holding the word without the rest of the name beside it is not about that name (compoundHeld).
   */
  readonly compound?: string;
}

const synonymsByWord = new Map<string, readonly string[]>();
for (const set of THESAURUS) {
  for (const word of set) {
    synonymsByWord.set(word, set);
  }
}

/**
 * English function words the index's stop-word list lacks (prepositions, conjunctions, indefinite
 * pronouns, determiners and quantifiers): a query's "over", "via" or "someone" joins its words and names no topic, so it adds
 * to a section holding it but no section needs it.
 */
const FUNCTION_WORDS = new Set([
  'over',
  'via',
  'through',
  'using',
  'within',
  'without',
  'under',
  'between',
  'onto',
  'upon',
  'toward',
  'towards',
  'during',
  'until',
  'even',
  'though',
  'although',
  'whether',
  'unless',
  'instead',
  'someone',
  'somebody',
  'something',
  'anyone',
  'anybody',
  'anything',
  'everyone',
  'everybody',
  'everything',
  // Determiners, quantifiers and a passive's auxiliary: "share the same limit", "keep a backup
  // from being deleted", "belonging to another server", "several keys" (issue 21, round 5).
  'being',
  'same',
  'each',
  'both',
  'several',
  'multiple',
  'another',
  'such',
  'very',
]);

/**
 * Words that name no topic before the word they lead into: "what does the response look like"
 * asks what it is, "the number of api keys" how many there may be; neither "look" nor "number"
 * is a thing to find.
 */
const LEADING_INTO: ReadonlyMap<string, string> = new Map([
  ['look', 'like'],
  ['looks', 'like'],
  ['looking', 'like'],
  ['number', 'of'],
  ['amount', 'of'],
]);

/** A word's thesaurus set, a plural found by its singular ("ports" by "port"). */
function thesaurusSet(word: string): readonly string[] | undefined {
  return (
    synonymsByWord.get(word) ??
    (word.length > 3 && word.endsWith('s') ? synonymsByWord.get(word.slice(0, -1)) : undefined)
  );
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
  const words: string[] = [];
  // By word, the name it was part of when hyphens joined it to others ("content type").
  const compoundOf = new Map<string, string>();
  for (const token of query.split(/\s+/)) {
    const joined = token
      .split('-')
      .map(trimmed)
      .filter((word) => word !== '');
    const compound = phraseWords(token).join(' ');
    for (const word of joined) {
      words.push(word);
      if (joined.length > 1 && compound.includes(' ') && !compoundOf.has(word)) {
        compoundOf.set(word, compound);
      }
    }
  }
  const groups: QueryGroup[] = [];
  const seen = new Set<string>();
  // By thesaurus set, the group that already searches it ("fetch all eggs": one group for both words).
  const groupOfSet = new Map<readonly string[], number>();
  words.forEach((word, index) => {
    if (seen.has(word)) {
      return;
    }
    seen.add(word);
    const set = thesaurusSet(word);
    const variants = (set ? (set.includes(word) ? set : [word, ...set]) : [word]).filter(
      (variant) => variant === word || !isStopWord(variant),
    );
    // A comma joins the values of a pasted list ("include=egg,subusers"), searched as parts too.
    const parts = /[./_:=,]/.test(word)
      ? word
          .split(/[./_:=,]+/)
          .map(trimmed)
          .filter((part) => part !== '' && !isStopWord(part))
      : [];
    const usable = variants.filter((variant) => !isStopWord(variant));
    if (usable.length === 0 && parts.length === 0) {
      return;
    }
    const stopVariants = (set ?? [word]).filter((variant) => isStopWord(variant));
    const group: QueryGroup = {
      word,
      variants: usable,
      parts: parts.length > 1 ? parts : [],
      typing: index === words.length - 1,
      optional:
        isStopWord(word) ||
        FUNCTION_WORDS.has(word) ||
        (LEADING_INTO.has(word) && words[index + 1] === LEADING_INTO.get(word)),
      stopVariants,
      ...(compoundOf.has(word) ? {compound: compoundOf.get(word)} : {}),
      ...releasePrefix(word),
    };
    const earlier = set ? groupOfSet.get(set) : undefined;
    if (earlier === undefined) {
      if (set) {
        groupOfSet.set(set, groups.length);
      }
      groups.push(group);
    } else if (groups[earlier]?.optional && !group.optional) {
      // Two words of one set are one thing asked for once; the word the index holds speaks for both.
      groups[earlier] = group;
    }
  });
  return groups;
}

/** A release number of two parts ("1.8", "v1.12") as the prefix of the releases it names ("1.8."). */
function releasePrefix(word: string): {releasePrefix?: string} {
  const release = /^v?(\d+\.\d+)$/.exec(word);
  return release ? {releasePrefix: `${release[1]}.`} : {};
}

/** Whether the query names a release or asks about the API's history. */
export function namesRelease(query: string): boolean {
  return query
    .toLowerCase()
    .split(/[\s,;:?!()]+/)
    .some((word) => HISTORY_WORDS.test(word.replace(/^\W+|\W+$/g, '')));
}

/**
 * A pasted name from the panel's or Wings' source: a class member (`ResourceLimit::boot`), a PHP
 * or Go file (`router_server_files.go`), or a path in the source tree (`app/Models/Server.php`).
 */
const SOURCE_NAME =
  /::[a-z_]|\.(php|go)$|^(app|routes|config|database|router|server|environment)\/[\w./]/i;

/**
 * Whether the query names something in the panel's or Wings' source (SOURCE_NAME): the page
 * listing where each claim was read (one of HISTORY_PAGES) is then an answer, not a passing mention.
 */
export function namesSource(query: string): boolean {
  return query
    .split(/[\s,;()]+/)
    .some((word) => SOURCE_NAME.test(word.replace(/^[^\w/]+|[^\w/]+$/g, '')));
}

/**
 * Of sections in the index's order, which introduce a group of operation blocks: a section of
 * prose followed at once, on its page, by an operation's block ("Deleting a server" before
 * "Delete a server").
 */
export function groupIntroductions(
  sections: readonly {readonly page: string; readonly operation: boolean}[],
): boolean[] {
  return sections.map((section, index) => {
    const next = sections[index + 1];
    return !section.operation && next !== undefined && next.operation && next.page === section.page;
  });
}

/** Words a phrase is compared without: they join the words that carry the meaning. */
const FILLER_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'to',
  'for',
  'my',
  'your',
  'on',
  'in',
  'is',
  'i',
  'do',
  'how',
  'what',
  'and',
]);

/**
 * A text's words as phrases are compared: lowercased, split at anything but letters and digits
 * (so "Retry-After" and "retry after" agree), filler words left out, a plural's "s" dropped.
 */
export function phraseWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !FILLER_WORDS.has(word))
    .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word));
}

/** The query's neighbouring word pairs ("retry after", "after 429"), each written as phraseWords writes them. */
export function queryPhrases(query: string): string[] {
  const words = phraseWords(query);
  const pairs = new Set<string>();
  for (let index = 1; index < words.length; index += 1) {
    pairs.add(`${words[index - 1]} ${words[index]}`);
  }
  return [...pairs];
}

/**
 * Written phrases as phraseShare compares them: each phrase's words side by side, the phrases
 * apart, so two neighbouring phrases ("retry logic, backoff") do not make a pair ("logic backoff").
 */
export function termsPhrase(phrases: readonly string[]): string {
  return ` ${phrases.map((phrase) => phraseWords(phrase).join(' ')).join(' | ')} `;
}

/**
 * Whether a heading or its written terms (spaced phrase words, as phraseShare reads them) hold a
 * group's word as the name the query joined it into: "Typed clients" holds "type" but not
 * "content type", so it does not answer "Content-Type" by its title; a word typed alone always is.
 */
export function compoundHeld(group: QueryGroup, ...spaced: readonly string[]): boolean {
  return (
    group.compound === undefined || spaced.some((text) => text.includes(` ${group.compound} `))
  );
}

/** The share of `phrases` a text holds as neighbouring words; `spaced` is ` ${phraseWords(text).join(' ')} `. */
export function phraseShare(phrases: readonly string[], spaced: string): number {
  if (phrases.length === 0) {
    return 0;
  }
  return phrases.filter((phrase) => spaced.includes(` ${phrase} `)).length / phrases.length;
}

/**
 * A heading's words as its coverage counts them (headingCovered), stemmed: stop words are left
 * out, but not those of the thesaurus ("Get a schedule" is about getting, not any schedule).
 */
export function headingStems(
  heading: string,
  isStopWord: (word: string) => boolean,
  stem: (word: string) => string,
): string[] {
  const words = heading
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && (!isStopWord(word) || synonymsByWord.has(word)));
  return [...new Set(words.map(stem))];
}

/** A page title without the legacy version's mark ("Servers (v0.7)"), which no query about the page's subject holds. */
export function titleSubject(title: string): string {
  return title.replace(/\s*\(v\d+(\.\d+)*\)$/, '');
}

/** The share of a heading's stemmed words among the query's stems, a word being typed counting as any it starts. */
export function headingCovered(
  headingStems: readonly string[],
  queryStems: ReadonlySet<string>,
  typing: string | undefined,
): number {
  if (headingStems.length === 0) {
    return 0;
  }
  const held = headingStems.filter(
    (word) => queryStems.has(word) || (typing !== undefined && word.startsWith(typing)),
  );
  return held.length / headingStems.length;
}

/**
 * How many of the query's nouns a heading holds only in the other number: "eggs" in "List the
 * eggs of a nest" for "get egg", "egg" in "Get an egg" for "fetch all eggs". A plural asks for
 * many, a singular for one; the stemmed index cannot tell them apart. Words of four letters or
 * more; a plural by its final "s" (not "ss": "access").
 */
export function otherNumberWords(
  queryWords: readonly string[],
  headingWords: ReadonlySet<string>,
  asksForMany = false,
): number {
  return queryWords.filter((word) => {
    if (word.length < 4 || !/^[a-z]+$/.test(word) || headingWords.has(word)) {
      return false;
    }
    const plural = word.endsWith('s') && !word.endsWith('ss');
    // "list server" says "many" with its verb: the plural heading ("List servers") agrees.
    return plural
      ? headingWords.has(word.slice(0, -1))
      : !asksForMany && headingWords.has(`${word}s`);
  }).length;
}

/** Whether the query asks for many things by a word other than a plural ("list", "all", "every"). */
export function asksForMany(query: string): boolean {
  return /(^|[^a-z])(list|all|every)([^a-z]|$)/i.test(query);
}

/**
 * Which of the query's groups cover a title's stemmed words: a group's stems (`groupStems`, by
 * group index) holding one of them, or the group still being typed (`typing`) starting one.
 */
export function groupsCovering(
  stems: readonly string[],
  groupStems: readonly ReadonlySet<string>[],
  typing?: {readonly index: number; readonly word: string},
): number[] {
  return groupStems.flatMap((held, index) =>
    stems.some(
      (word) =>
        held.has(word) ||
        (typing !== undefined && typing.index === index && word.startsWith(typing.word)),
    )
      ? [index]
      : [],
  );
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
  /**
   * An operation's block: its text is mostly generated (parameters, fields, responses) and names
   * many words in passing, so a word found only there counts less than in a section of prose.
   */
  readonly operation?: boolean;
  /**
   * A prose section introducing a group of operation blocks ("Deleting a server" before "Delete a
   * server"): where the block answers as well, the block is the answer.
   */
  readonly introducesOperations?: boolean;
  /** How many of the query's nouns the heading holds only in the other number (otherNumberWords). */
  readonly otherNumber?: number;
  /** The share of the heading's own words the query holds ("backup limits" holds all of "Limits"). */
  readonly headingCovered?: number;
  /** The same of its page's title, which speaks for every section of the page ("files api errors" fills "Files"). */
  readonly titleCovered?: number;
  /**
   * The groups covering the page's title (groupsCovering): a title covered by a word most sections
   * hold ("server" of "Servers") raises the page's sections less than one covered by a rare word.
   */
  readonly titleCoveredBy?: readonly number[];
  /**
   * The share of the query's word pairs found side by side in the heading, in the text, and in one
   * phrase of the terms written for the section (./ranking.ts queryPhrases, termsPhrase).
   */
  readonly phrases?: {readonly heading: number; readonly text: number; readonly terms?: number};
}

/**
 * The quality of a weak guess: a word found whole elsewhere, matched here as the start of a longer
 * word ("use" in "user"). It adds to a section's score but does not count as found there, so it
 * cannot make a section hold every word of the query.
 */
export const WEAK_MATCH = 0.3;

/**
 * How a word found in a page-title or heading document counts, from lunr's match data of that
 * document (by term, by field, the positions matched): fully in the title or heading itself
 * (before `headingEnd`), `operationTerms` in an operation's generated terms, `authoredTerms` in
 * the terms written in the page's front matter (from `authoredFrom`); the best place found wins.
 * `isSynonym` tells a synonym from the reader's own word: a synonym counts `synonym` of the
 * word, and where the reader's word is only in the terms and a synonym in the heading ("remove" in
 * the terms of "Delete an API key"), the two agree and count together (each place's shortfall
 * times the other's), more than either and less than the reader's word in the heading: "users" in
 * a heading then outranks "subusers" in a heading with "users" in its terms. Text: ./sectionText.ts.
 */
export function termsQuality(
  data: object,
  headingEnd: number,
  authoredFrom: number,
  weights: Pick<RankingWeights, 'operationTerms' | 'authoredTerms' | 'synonym'> = WEIGHTS,
  isSynonym: (term: string) => boolean = () => false,
): number {
  const place = (start: number): number =>
    start < headingEnd ? 1 : start < authoredFrom ? weights.operationTerms : weights.authoredTerms;
  let own = 0;
  let synonym = 0;
  let positions = 0;
  for (const [term, fields] of Object.entries(data)) {
    for (const [start] of (fields as {t?: {position?: [number, number][]}}).t?.position ?? []) {
      positions += 1;
      if (isSynonym(term)) {
        synonym = Math.max(synonym, weights.synonym * place(start));
      } else {
        own = Math.max(own, place(start));
      }
    }
  }
  if (positions === 0) {
    return 1;
  }
  return own === 0 || synonym === 0 ? Math.max(own, synonym) : 1 - (1 - own) * (1 - synonym);
}

/** By a page title of one word, lowercased ("files"), the pages it is the title of. */
export function oneWordTitles(
  titles: readonly {readonly page: string; readonly title: string}[],
): Map<string, Set<string>> {
  const byWord = new Map<string, Set<string>>();
  for (const {page, title} of titles) {
    const word = title.toLowerCase();
    if (/^[a-z]+$/.test(word)) {
      byWord.set(word, (byWord.get(word) ?? new Set()).add(page));
    }
  }
  return byWord;
}

/**
 * A query word that is a page's whole title, as the page writes it ("files" for the page Files),
 * names that page's subject: a section of another page holding it only in its text mentions it in
 * passing, which adds to its score but does not count as found there (WEAK_MATCH). `found` is one
 * group's matches by section key, changed in place; `pages` the pages titled by the word.
 */
export function weakenPassingMentions(
  found: ReadonlyMap<string, GroupMatch>,
  pageOf: (key: string) => string,
  pages: ReadonlySet<string>,
): void {
  for (const [key, match] of found) {
    if (!pages.has(pageOf(key)) && match.heading === 0 && match.title === 0) {
      match.text = Math.min(match.text, WEAK_MATCH);
    }
  }
}

/**
 * Whether a heading names a pasted identifier's namespace, its first part ("file" of `file.sftp`,
 * in the heading "Files (`file`)"): a section of prose whose text lists the identifier under such a
 * heading is where that family of keys is described, so the identifier counts there as found in
 * the heading. `headingStems` are the heading's stemmed words (headingStems).
 */
export function headingNamesNamespace(
  group: QueryGroup,
  headingStems: readonly string[],
  stem: (word: string) => string,
): boolean {
  const namespace = group.parts[0];
  return namespace !== undefined && headingStems.includes(stem(namespace));
}

/**
 * Whether a query asks what a pasted identifier is rather than where it is used: a permission key
 * alone (`file.read`) finds the endpoint that checks it; with other words ("file.sftp permission",
 * "activity.read subuser", "control.restart vs control.stop") the reader asks about the key, which
 * the section listing its family answers (headingNamesNamespace).
 */
export function asksAboutIdentifier(groups: readonly QueryGroup[]): boolean {
  return (
    groups.some((group) => group.parts.length > 1) &&
    groups.some((group) => group.parts.length === 0 && !group.optional)
  );
}

/** A dotted, underscored or `=`-joined word found by its parts, and not whole. */
const PARTS_QUALITY = 0.6;

/**
 * How well a pasted identifier counts where only its parts are found in one document: a field path,
 * permission key or query string found whole somewhere ("per_page", "file.sftp") names that thing,
 * so its parts elsewhere ("page" in a heading, "file" in the page title Files) are a weak guess
 * that adds to a section's score but does not count as finding it, as a finished word's longer
 * forms are (prefixQuality). Measured on the tuning data (issue 21, round 5): the parts at 0.6
 * when the word stood whole took "max per_page" and "docker_images" from their sections; 0.01 to
 * 0.3 ranked alike, 0.45 as 0.6.
 */
export function partsQuality(foundWhole: boolean): number {
  return foundWhole ? WEAK_MATCH : PARTS_QUALITY;
}

/** A word found as the start of a longer one, and not whole. */
const PREFIX_QUALITY = 0.7;

/**
 * How well a group counts where its word is found as the start of a longer one, or undefined when
 * it is not searched so: the last word while it is being typed, and a word of three letters or
 * more the reader shortened ("config" for "configuration"). Once the word is found whole ("use"),
 * its longer words ("user") are a weak guess.
 */
export function prefixQuality(group: QueryGroup, foundWhole: boolean): number | undefined {
  const typed = group.typing && group.word.length >= 2 && !/[^\w]/.test(group.word);
  const shortened = !group.typing && /^[a-z]{3,}$/.test(group.word);
  if (!typed && !shortened) {
    return undefined;
  }
  return foundWhole ? WEAK_MATCH : PREFIX_QUALITY;
}

export interface RankingWeights {
  readonly heading: number;
  readonly title: number;
  readonly text: number;
  /** Factor of a section holding every required group. */
  readonly allGroups: number;
  /** Factor of a history page when the query names no release. */
  readonly history: number;
  /** Added to a factor of 1 per share of the query's word pairs found side by side in the heading, and in the text. */
  readonly phraseHeading: number;
  readonly phraseText: number;
  /** The same for a share found side by side within one of the section's written phrases ("Retry-After" in the terms of a section on headers). */
  readonly phraseTerms: number;
  /** Factor of a word found in an operation block's text (SectionCandidate.operation). */
  readonly operationText: number;
  /** Added to a factor of 1 per share of the query's (rarity-weighted) words found in the heading or page title. */
  readonly structure: number;
  /** Added to a factor of 1 per share of the heading's words the query holds. */
  readonly headingCoverage: number;
  /** Added to a factor of 1 per share of the page title's words the query holds. */
  readonly titleCoverage: number;
  /** How much a word found by a synonym counts against the reader's own word. */
  readonly synonym: number;
  /** Factor of a heading per query noun it holds only in the other number (SectionCandidate.otherNumber). */
  readonly otherNumber: number;
  /** Factor of a section introducing operation blocks (SectionCandidate.introducesOperations). */
  readonly groupIntroduction: number;
  /** How much a word found only in an operation's generated terms counts against its heading's words. */
  readonly operationTerms: number;
  /** How much a word found only in the terms written in front matter counts against the heading's (or title's) words. */
  readonly authoredTerms: number;
  /** Added to a factor of 1 per share of the query's words its page holds, against the page holding most (pageCoverage). */
  readonly pageCoverage: number;
}

export const WEIGHTS: RankingWeights = {
  heading: 3,
  title: 1.5,
  text: 0.7,
  allGroups: 2,
  history: 0.35,
  phraseHeading: 1,
  phraseText: 0.5,
  // Measured on the reader queries' tuning half (issue 21, round 4): 0.35 and 0.4 ranked best
  // (hit@1 0.820, MRR 0.897; none 0.807 and 0.890), 0.25-0.3 and 0.6-1 0.813 and 0.894.
  phraseTerms: 0.4,
  operationText: 0.8,
  structure: 1,
  headingCoverage: 1,
  titleCoverage: 1,
  synonym: 0.8,
  groupIntroduction: 0.9,
  // Measured on the tuning half (round 4): 0.7 and 0.8 hit@1 0.827, 0.9 0.820, none 0.820; on every
  // heading, not only operations', it cost "how were the releases verified" (hit@8).
  otherNumber: 0.8,
  operationTerms: 0.7,
  // Measured on the reader queries' tuning half with terms written on nine pages (issue 21): 0.35
  // to 0.45 ranked best (hit@1 0.813, MRR 0.880; none 0.773 and 0.849), 0.7 0.807, 1 0.793, and
  // 1.2 took operation queries from their blocks; 0.3 lost the gain, a word found only in the
  // terms then no longer counting as found (WEAK_MATCH). 0.45 keeps a word still being typed
  // (PREFIX_QUALITY) or nearly spelt above WEAK_MATCH: written terms weigh between a page title's
  // word and a body text's, below the heading's own.
  authoredTerms: 0.45,
  // Measured with the validation folds (issue 21, round 7): fold A's first suggestions 233 -> 234
  // of 276 at 0.25, 0.5 and 1 alike; fold B's 230 -> 230, 232 and 229 (seen for all three).
  pageCoverage: 0.5,
};

/**
 * The number of required words from which a query is a long question: its reader writes words
 * around the subject that the answering section need not hold ("can I use …", "… that handles …").
 * Measured with the validation folds (issue 21, round 7), from 3 to 8: fold A's first suggestions
 * 231, 233, 233, 235, 235 and 234 of 276 (234 without); at 6 fold B's 232 -> 234, hit@8 272 -> 273.
 */
export const LONG_QUERY_WORDS = 6;

/**
 * Whether a section holding `found` of a query's `required` words counts as holding them all
 * (times the share it holds): in a long question (LONG_QUERY_WORDS), missing one word.
 */
export function holdsAllButOne(found: number, required: number): boolean {
  return required >= LONG_QUERY_WORDS && found === required - 1;
}

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
  const rarity = groups.map((_, index) =>
    Math.log(1 + sectionCount / (1 + (groupSections[index] ?? 0))),
  );
  const required = groups.map((group, index) => !group.optional && (groupSections[index] ?? 0) > 0);
  const requiredCount = required.filter(Boolean).length;
  const requiredWeight = groups.reduce(
    (total, _, index) => total + (required[index] ? (rarity[index] ?? 0) : 0),
    0,
  );
  const rarest = Math.max(0, ...rarity.filter((_, index) => (groupSections[index] ?? 0) > 0));
  // The rarity of the words covering a page's title against the query's rarest word, its square
  // root (measured on the tuning half, round 4: hit@1 0.927; the ratio itself 0.920, as it cost
  // "change egg of a server" its Servers page; none 0.913).
  const titleRarity = (candidate: SectionCandidate): number => {
    const covering = candidate.titleCoveredBy;
    if (!covering || covering.length === 0 || rarest === 0) {
      return 1;
    }
    const mean =
      covering.reduce((total, index) => total + (rarity[index] ?? 0), 0) / covering.length;
    return Math.min(1, Math.sqrt(mean / rarest));
  };
  const scored = candidates.map((candidate) => {
    let sum = 0;
    let found = 0;
    let foundWeight = 0;
    let structureWeight = 0;
    groups.forEach((_, index) => {
      const match = candidate.matches.get(index);
      if (!match) {
        return;
      }
      const weight = rarity[index] ?? 0;
      const text = weights.text * (candidate.operation ? weights.operationText : 1);
      sum +=
        weight *
        (weights.heading * match.heading + weights.title * match.title + text * match.text);
      if (required[index] && Math.max(match.heading, match.title, match.text) > WEAK_MATCH) {
        found += 1;
        foundWeight += weight;
        structureWeight += match.heading || match.title ? weight : 0;
      }
    });
    // A missing rare word costs more than a missing common one; in a long question one missing
    // word keeps the factor of a section holding every word, times the share held.
    const share = requiredWeight === 0 ? 1 : foundWeight / requiredWeight;
    let score =
      sum *
      (found === requiredCount
        ? weights.allGroups
        : holdsAllButOne(found, requiredCount)
          ? weights.allGroups * share
          : share);
    score *= 1 + weights.structure * (requiredWeight === 0 ? 0 : structureWeight / requiredWeight);
    score *= 1 + weights.headingCoverage * (candidate.headingCovered ?? 0);
    score *= 1 + weights.titleCoverage * (candidate.titleCovered ?? 0) * titleRarity(candidate);
    if (candidate.phrases) {
      score *=
        1 +
        weights.phraseHeading * candidate.phrases.heading +
        weights.phraseText * candidate.phrases.text +
        weights.phraseTerms * (candidate.phrases.terms ?? 0);
    }
    score *= weights.otherNumber ** (candidate.otherNumber ?? 0);
    if (candidate.introducesOperations) {
      score *= weights.groupIntroduction;
    }
    if (!wantsHistory && HISTORY_PAGES.includes(candidate.page)) {
      score *= weights.history;
    }
    return {key: candidate.key, score, order: candidate.order, page: candidate.page};
  });
  // The page decision apart from the section's: a section on a page whose other sections hold the
  // query's other words answers better than one on a page holding only the section's own words.
  const coverage = pageCoverage(candidates, required, rarity);
  const widest = Math.max(0, ...coverage.values());
  if (widest > 0) {
    for (const entry of scored) {
      entry.score *= 1 + weights.pageCoverage * ((coverage.get(entry.page) ?? 0) / widest);
    }
  }
  return scored
    .filter(({score}) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({key, score}) => ({key, score}));
}

/**
 * By page, the share of the query's required groups (weighted by `rarity`, by group index) found
 * in any of its sections, in a heading, the title or text; a weak guess (WEAK_MATCH) does not
 * count. A page is judged by the evidence of all its sections, as a section by its own.
 */
export function pageCoverage(
  candidates: readonly SectionCandidate[],
  required: readonly boolean[],
  rarity: readonly number[],
): Map<string, number> {
  const requiredWeight = required.reduce(
    (total, isRequired, index) => total + (isRequired ? (rarity[index] ?? 0) : 0),
    0,
  );
  const foundOnPage = new Map<string, Set<number>>();
  for (const candidate of candidates) {
    const found = foundOnPage.get(candidate.page) ?? new Set<number>();
    foundOnPage.set(candidate.page, found);
    for (const [index, match] of candidate.matches) {
      if (required[index] && Math.max(match.heading, match.title, match.text) > WEAK_MATCH) {
        found.add(index);
      }
    }
  }
  const coverage = new Map<string, number>();
  for (const [page, found] of foundOnPage) {
    const weight = [...found].reduce((total, index) => total + (rarity[index] ?? 0), 0);
    coverage.set(page, requiredWeight === 0 ? 1 : weight / requiredWeight);
  }
  return coverage;
}

/** By each ending after a dot of the dotted tokens (`data[].attributes.uuid`: `attributes.uuid`, `uuid`), the tokens. */
export function fieldPathEndings(tokens: readonly string[]): Map<string, string[]> {
  const byEnding = new Map<string, string[]>();
  for (const token of tokens) {
    for (let at = token.indexOf('.'); at !== -1; at = token.indexOf('.', at + 1)) {
      const ending = token.slice(at + 1);
      // A number ("8" of "1.8") names no field.
      if (/[a-z]/.test(ending)) {
        const paths = byEnding.get(ending);
        if (paths) {
          paths.push(token);
        } else {
          byEnding.set(ending, [token]);
        }
      }
    }
  }
  return byEnding;
}
