/**
 * Shrinks the search index files the plugin writes to their documents: the lunr index beside them
 * is derived from the documents alone and is rebuilt, identically, by the site's search worker
 * (client/worker.ts), so shipping it would only double the download.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {buildFiles} from '../hosting/site';
import {addOperationTerms} from './operationTerms';

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
 * Rewrites each index file as its documents alone, with the operations' own terms added to the
 * headings of their blocks (./operationTerms.ts). Fails naming an operation whose heading no index
 * holds.
 */
export function shipSearchDocuments(
  buildDir: string,
  terms: ReadonlyMap<string, string>,
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
    for (const url of addOperationTerms(shipped, terms)) {
      found.add(url);
    }
    writeFileSync(full, JSON.stringify(shipped));
  }
  const missing = [...terms.keys()].filter((url) => !found.has(url));
  if (missing.length > 0) {
    throw new Error(
      `No search index holds the heading of these operations' blocks: ${missing.join(', ')}`,
    );
  }
  return files;
}
