import lunr from 'lunr';

/**
 * One entry of a search index file part, as the search plugin writes it: `t` is the text indexed,
 * `u` the page's URL, `h` the section's anchor, `p` the id of the page's title document and `s`
 * the section's heading (content documents), `b` the page's place in the sidebar (title documents).
 */
export interface SearchDocument {
  readonly i: number;
  readonly t: string;
  readonly u?: string;
  readonly h?: string;
  readonly p?: number;
  readonly s?: string;
  readonly b?: readonly string[];
}

/** The search plugin options that shape its lunr indexes. */
export interface LunrIndexOptions {
  readonly language: readonly string[];
  readonly removeDefaultStopWordFilter: readonly string[];
  readonly removeDefaultStemmer: boolean;
}

/**
 * Builds the lunr index of one part of a search index file the way the search plugin builds it at
 * build time, so the index can ship as its documents alone and be rebuilt in the browser's search
 * worker (tests/unit/searchIndex.test.ts checks both give the same index). English only: other
 * languages need lunr-languages plugins this site does not load.
 */
export function buildLunrIndex(
  documents: readonly SearchDocument[],
  options: LunrIndexOptions,
): lunr.Index {
  if (options.language.length !== 1 || options.language[0] !== 'en') {
    throw new Error(
      `The search index can only be rebuilt for English; the search theme is configured for ${JSON.stringify(options.language)}.`,
    );
  }
  return lunr(function build() {
    if (options.removeDefaultStopWordFilter.includes('en')) {
      this.pipeline.remove(lunr.stopWordFilter);
    }
    if (options.removeDefaultStemmer) {
      this.pipeline.remove(lunr.stemmer);
    }
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const document of documents) {
      this.add({...document, i: String(document.i)});
    }
  });
}
