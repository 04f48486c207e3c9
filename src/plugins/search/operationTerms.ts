/**
 * What readers type to find an operation, added to the search document of the heading its block
 * sits under (./sectionTerms.ts): the API's name, the method and path, the operationId, the permission keys it checks
 * and the error codes particular to it. Heading documents are searched before page content, with
 * the library's own ranking, so an operation's own terms put its block first.
 */
import {permissionKeys} from '../../../schema/releaseTables';
import type {OperationLocation} from '../endpoints/openapi/endpointLinks';
import {OPERATION_TERMS_SEPARATOR as SEPARATOR} from './client/sectionText';

/**
 * Codes raised by more operations than this name no single operation (authentication, throttling,
 * validation, Wings connection errors): the Error handling page is their place, not a block.
 */
export const MAX_OPERATIONS_PER_CODE = 3;

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
