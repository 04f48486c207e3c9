/**
 * Shrinks the search index files the plugin writes to their documents: the lunr index beside them
 * is derived from the documents alone and is rebuilt, identically, by the site's search worker
 * (client/worker.ts), so shipping it would only double the download.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {buildFiles} from '../hosting/site';
import {addSectionTerms, notFoundError, type SectionTerms} from './sectionTerms';

type Part = {documents: unknown[]; index?: unknown};

export function documentsOnly(parts: readonly Part[]): {documents: unknown[]}[] {
  return parts.map(({documents}) => ({documents}));
}

/** The search index files of a build (one per docs version). */
export function searchIndexFiles(buildDir: string): string[] {
  return buildFiles(buildDir)
    .filter((file) => /(^|\/)search-index[^/]*\.json$/.test(file))
    .sort();
}

/**
 * The theme's part of the pages' `keywords` (read from their meta tag): the same phrases are in
 * each page's title document (./sectionTerms.ts), where the ranking knows them as written terms.
 */
const KEYWORDS_PART = 3;

/**
 * Rewrites each index file as its documents alone, with the terms added to the page titles and
 * headings (./sectionTerms.ts: operations' own terms, terms written in front matter) and the
 * theme's keywords part emptied. Fails naming each operation, page or heading id whose document
 * no index holds.
 */
export function shipSearchDocuments(
  buildDir: string,
  terms: ReadonlyMap<string, SectionTerms>,
): string[] {
  const files = searchIndexFiles(buildDir);
  const found = new Set<string>();
  for (const file of files) {
    const full = path.join(buildDir, file);
    const parts = JSON.parse(readFileSync(full, 'utf8')) as Part[];
    if (!Array.isArray(parts) || !parts.every((part) => Array.isArray(part?.documents))) {
      throw new Error(
        `${file}: not a search index of the expected shape (an array of {documents, index}).`,
      );
    }
    const shipped = documentsOnly(parts);
    for (const url of addSectionTerms(shipped, terms)) {
      found.add(url);
    }
    const keywords = shipped[KEYWORDS_PART];
    if (keywords) {
      keywords.documents = [];
    }
    writeFileSync(full, JSON.stringify(shipped));
  }
  const missing = [...terms].filter(([url]) => !found.has(url));
  if (missing.length > 0) {
    throw notFoundError(missing);
  }
  return files;
}
