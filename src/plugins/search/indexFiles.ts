/**
 * Shrinks the search index files the plugin writes to their documents: the lunr index the theme
 * builds beside them (in a build it no longer does: ./themeIndex.ts) is derived from the documents
 * alone and is rebuilt, identically, by the site's search worker (client/worker.ts), so shipping
 * it would only double the download. The documents are written in
 * the column layout the worker reads (client/indexLayout.ts), which compresses better.
 */
import {isDeepStrictEqual} from 'node:util';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {buildFiles} from '../hosting/site';
import {fromColumns, toColumns} from './client/indexLayout';
import type {SearchDocument} from './client/lunrIndex';
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
 * The parts' documents in the column layout, checked by reading them back: a document the layout
 * would not give back as it was fails the build naming the file.
 */
export function inColumns(
  file: string,
  parts: readonly {documents: unknown[]}[],
): ReturnType<typeof toColumns> {
  const documents = parts.map((part) => part.documents as SearchDocument[]);
  const columns = toColumns(documents);
  const readBack = fromColumns(JSON.parse(JSON.stringify(columns)));
  documents.forEach((written, part) => {
    written.forEach((document, at) => {
      if (!isDeepStrictEqual({...readBack[part]?.[at]}, {...document})) {
        throw new Error(
          `${file}: the search index's column layout does not give back document ${document.i} of part ${part} as it was.`,
        );
      }
    });
    if (readBack[part]?.length !== written.length) {
      throw new Error(`${file}: the column layout lost documents of part ${part}.`);
    }
  });
  return columns;
}

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
    writeFileSync(full, JSON.stringify(inColumns(file, shipped)));
  }
  const missing = [...terms].filter(([url]) => !found.has(url));
  if (missing.length > 0) {
    throw notFoundError(missing);
  }
  return files;
}
