/**
 * The one way terms reach the search index: by page URL (a page's title document) or URL and
 * heading hash (a heading's document), an operation's generated terms (./operationTerms.ts) and
 * the terms written in the page's front matter (./authoredTerms.ts) are appended to that
 * document's text in the format of client/sectionText.ts. The build writes them to a generated
 * file (./index.ts); the postbuild step adds them to the index files (./indexFiles.ts).
 */
import path from 'node:path';
import type {AuthoredTerms} from './authoredTerms';
import {sectionText} from './client/sectionText';

export interface SectionTerms {
  /** An operation's generated terms, joined. */
  readonly operation?: string;
  /** Phrases written by hand, and where (for the error when the section is not found). */
  readonly authored?: AuthoredTerms;
}

/** Where, under Docusaurus' generated files, the build writes the terms (./index.ts). */
export const SECTION_TERMS_FILE = 'site-search/section-terms.json';

/** The terms' file, for the postbuild step that adds them to the index files. */
export function sectionTermsFile(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, SECTION_TERMS_FILE);
}

/** Both kinds of terms by URL (`/docs/api/client/files` or `/docs/api/client/files#list-files`). */
export function sectionTerms(
  operation: ReadonlyMap<string, string>,
  authored: ReadonlyMap<string, AuthoredTerms>,
): Map<string, SectionTerms> {
  const terms = new Map<string, SectionTerms>();
  for (const url of new Set([...operation.keys(), ...authored.keys()])) {
    const generated = operation.get(url);
    const written = authored.get(url);
    terms.set(url, {
      ...(generated !== undefined && {operation: generated}),
      ...(written !== undefined && {authored: written}),
    });
  }
  return terms;
}

interface SectionDocument {
  t: string;
  u: string;
  h?: string;
}

// The parts of an index file, in the search theme's order.
const TITLE = 0;
const HEADING = 1;

/**
 * Adds the terms to the title and heading documents in the parts of one index file and returns
 * the URLs it found there; each index file holds one docs version, so every URL must be found in
 * one of them (./indexFiles.ts fails with notFoundError otherwise).
 */
export function addSectionTerms(
  parts: readonly {documents: unknown[]}[],
  terms: ReadonlyMap<string, SectionTerms>,
): string[] {
  const byUrl = new Map<string, SectionDocument>();
  for (const document of (parts[TITLE]?.documents ?? []) as SectionDocument[]) {
    byUrl.set(document.u, document);
  }
  for (const document of (parts[HEADING]?.documents ?? []) as SectionDocument[]) {
    if (document.h) {
      byUrl.set(`${document.u}${document.h}`, document);
    }
  }
  const found: string[] = [];
  for (const [url, {operation, authored}] of terms) {
    const document = byUrl.get(url);
    if (document) {
      document.t = sectionText(document.t, operation, authored?.phrases);
      found.push(url);
    }
  }
  return found;
}

/** Names what no index file holds: an operation's heading, or the page or heading id terms were written for. */
export function notFoundError(missing: readonly [string, SectionTerms][]): Error {
  const lines = missing.map(([url, {authored}]) => {
    if (!authored) {
      return `${url}: no search index holds the heading of this operation's block`;
    }
    const hash = url.indexOf('#');
    return hash === -1
      ? `${authored.source}: no search index holds the page ${url}`
      : `${authored.source}: "${url.slice(hash + 1)}" is not the id of an h2 or h3 heading of this page (${url} is in no search index)`;
  });
  return new Error(`Search terms for sections the index does not have:\n  ${lines.join('\n  ')}`);
}
