/**
 * What readers type to find an operation, added to the search document of the heading its block
 * sits under: the API's name, the method and path, the operationId, the permission keys it checks
 * and the error codes particular to it. Heading documents are searched before page content, with
 * the library's own ranking, so an operation's own terms put its block first.
 */
import path from 'node:path';
import {permissionKeys} from '../../../schema/releaseTables';
import type {OperationLocation} from '../endpoints/openapi/endpointLinks';

/** Where the build writes the terms (./index.ts) for the postbuild step to add to the index files. */
export function operationTermsFile(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, 'site-search', 'operation-terms.json');
}

/**
 * Codes raised by more operations than this name no single operation (authentication, throttling,
 * validation, Wings connection errors): the Error handling page is their place, not a block.
 */
export const MAX_OPERATIONS_PER_CODE = 3;

const SEPARATOR = ' · ';

function errorCodes(location: OperationLocation): string[] {
  const codes = Object.values(location.operation.responses ?? {}).flatMap(
    (response) => response['x-error-codes'] ?? [],
  );
  return [...new Set(codes)];
}

/** By page URL and heading hash (`/docs/api/client/account#create-an-api-key`), the terms to add. */
export function operationTerms(locations: readonly OperationLocation[]): Map<string, string> {
  const operationsPerCode = new Map<string, number>();
  for (const location of locations) {
    for (const code of errorCodes(location)) {
      const key = `${location.api.id} ${code}`;
      operationsPerCode.set(key, (operationsPerCode.get(key) ?? 0) + 1);
    }
  }
  const terms = new Map<string, string>();
  for (const location of locations) {
    const particularCodes = errorCodes(location).filter(
      (code) =>
        (operationsPerCode.get(`${location.api.id} ${code}`) ?? 0) <= MAX_OPERATIONS_PER_CODE,
    );
    const parts = [
      `${location.method} ${location.path}`,
      location.operation.operationId ?? '',
      `${location.api.facts.api === 'client' ? 'Client' : 'Application'} API`,
      // An application key's resource and access level are not keys a reader types: none are added.
      ...permissionKeys(location.operation['x-permission']),
      ...particularCodes,
    ].filter(Boolean);
    const key = location.url;
    const earlier = terms.get(key);
    terms.set(
      key,
      earlier ? `${earlier}${SEPARATOR}${parts.join(SEPARATOR)}` : parts.join(SEPARATOR),
    );
  }
  return terms;
}

interface HeadingDocument {
  t: string;
  u: string;
  h?: string;
}

/**
 * Appends each operation's terms to its heading's document in the parts of one index file (the
 * second part holds the headings) and returns the URLs it found there; each index file holds one
 * docs version, so every URL must be found in one of them.
 */
export function addOperationTerms(
  parts: readonly {documents: unknown[]}[],
  terms: ReadonlyMap<string, string>,
): string[] {
  const headings = (parts[1]?.documents ?? []) as HeadingDocument[];
  const byUrl = new Map(
    headings
      .filter((document) => document.h)
      .map((document) => [`${document.u}${document.h}`, document]),
  );
  const found: string[] = [];
  for (const [url, text] of terms) {
    const document = byUrl.get(url);
    if (document) {
      document.t = `${document.t}${SEPARATOR}${text}`;
      found.push(url);
    }
  }
  return found;
}
