/**
 * The search terms written by hand in a docs page's front matter (the format: the root README,
 * "Search terms"): `keywords`, phrases for the page as a whole, and `search_terms`, a map from a
 * heading id of the page to phrases for its section. They go to the search index only
 * (./sectionTerms.ts); Docusaurus also writes `keywords` as the page's keywords meta tag.
 */
import {AUTHORED_TERMS_SEPARATOR} from './client/sectionText';

/** A docs page: its source, its URL and the front matter of its source file. */
export interface PageFrontMatter {
  /** The page's source file, relative to the site (`docs/api/client/files.mdx`). */
  readonly source: string;
  /** The page's URL (its permalink). */
  readonly url: string;
  readonly frontMatter: Readonly<Record<string, unknown>>;
}

/** The phrases written for one page or section, and where (for errors). */
export interface AuthoredTerms {
  readonly phrases: readonly string[];
  /** The page's source and the front-matter key (`docs/api/client/files.mdx, search_terms key "list-a-directory"`). */
  readonly source: string;
}

/**
 * A page's URL as the search index spells it: an index page's permalink ends in a slash
 * (`/docs/api/client/`), its documents' URL does not (the site is built without trailing slashes).
 */
export function indexedUrl(permalink: string): string {
  return permalink.length > 1 ? permalink.replace(/\/+$/, '') : permalink;
}

function kind(value: unknown): string {
  if (value === null) {
    return 'null';
  }
  if (Array.isArray(value)) {
    return 'a list';
  }
  return typeof value === 'object' ? 'a map' : `a ${typeof value} (${JSON.stringify(value)})`;
}

/** The problem with a list of phrases, or undefined when it is one. */
function phrasesProblem(value: unknown): string | undefined {
  if (!Array.isArray(value)) {
    return `must be a list of phrases, not ${kind(value)}`;
  }
  if (value.length === 0) {
    return 'is an empty list: leave the key out instead';
  }
  const bad = value.findIndex((phrase) => typeof phrase !== 'string' || phrase.trim() === '');
  if (bad !== -1) {
    return `must hold non-empty strings only; item ${bad + 1} is ${value[bad] === '' ? 'an empty string' : kind(value[bad])}`;
  }
  const separator = AUTHORED_TERMS_SEPARATOR.trim();
  const marked = (value as string[]).find((phrase) => phrase.includes(separator));
  if (marked !== undefined) {
    return `has the phrase "${marked}" with "${separator}", which the search index uses to mark where the terms begin`;
  }
  return undefined;
}

const tidy = (phrases: readonly string[]): string[] =>
  phrases.map((phrase) => phrase.trim().replace(/\s+/g, ' '));

/**
 * By URL, the page's own terms (`keywords`, the page's URL) and its sections' (`search_terms`,
 * the URL with the heading's `#id`). Fails listing every malformed key, with its file.
 */
export function authoredTerms(pages: readonly PageFrontMatter[]): Map<string, AuthoredTerms> {
  const terms = new Map<string, AuthoredTerms>();
  const problems: string[] = [];
  for (const {source, url, frontMatter} of pages) {
    const {keywords, search_terms: sections} = frontMatter;
    if (keywords !== undefined) {
      const problem = phrasesProblem(keywords);
      if (problem) {
        problems.push(`${source}: front matter \`keywords\` ${problem}.`);
      } else {
        terms.set(url, {phrases: tidy(keywords as string[]), source: `${source}, keywords`});
      }
    }
    if (sections === undefined) {
      continue;
    }
    if (sections === null || typeof sections !== 'object' || Array.isArray(sections)) {
      problems.push(
        `${source}: front matter \`search_terms\` must be a map from a heading id of the page to a list of phrases, not ${kind(sections)}.`,
      );
      continue;
    }
    for (const [id, phrases] of Object.entries(sections)) {
      const problem = phrasesProblem(phrases);
      if (problem) {
        problems.push(`${source}: front matter \`search_terms\` key "${id}" ${problem}.`);
      } else if (id.startsWith('#') || id.trim() === '') {
        problems.push(
          `${source}: front matter \`search_terms\` key "${id}" must be a heading id as in the URL's hash, without the "#".`,
        );
      } else {
        terms.set(`${url}#${id}`, {
          phrases: tidy(phrases as string[]),
          source: `${source}, search_terms key "${id}"`,
        });
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(`Malformed search terms in front matter:\n  ${problems.join('\n  ')}`);
  }
  return terms;
}
