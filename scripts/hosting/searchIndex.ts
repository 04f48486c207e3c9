/**
 * Shrinks the search indexes the plugin writes, without changing a single ranking: lunr scores
 * from the field vectors, not from term positions, and the suggestion snippets only need where a
 * term first occurs in a section. Every later position of a term in a section is dropped.
 */
import {readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';

interface SerializedIndex {
  invertedIndex: [string, Record<string, unknown>][];
}

type Part = {documents: unknown[]; index: SerializedIndex};

export function compactIndex(parts: Part[]): Part[] {
  for (const part of parts) {
    for (const [, posting] of part.index.invertedIndex) {
      for (const [field, documents] of Object.entries(posting)) {
        if (field === '_index') {
          continue;
        }
        for (const metadata of Object.values(documents as Record<string, {position?: unknown[]}>)) {
          if (Array.isArray(metadata.position) && metadata.position.length > 1) {
            metadata.position = metadata.position.slice(0, 1);
          }
        }
      }
    }
  }
  return parts;
}

/** The search index files of a build (one per docs version). */
export function searchIndexFiles(buildDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        walk(full);
      } else if (/^search-index.*\.json$/.test(entry)) {
        found.push(path.relative(buildDir, full).split(path.sep).join('/'));
      }
    }
  };
  walk(buildDir);
  return found.sort();
}

export function compactSearchIndexes(buildDir: string): string[] {
  const files = searchIndexFiles(buildDir);
  for (const file of files) {
    const full = path.join(buildDir, file);
    const parts = JSON.parse(readFileSync(full, 'utf8')) as Part[];
    writeFileSync(full, JSON.stringify(compactIndex(parts)));
  }
  return files;
}
