import {documentAnchorProblems} from './anchors';
import {operationsOf, type OpenApiDocument} from './types';

export interface DocumentProblem {
  /** The document path the problem is under, when there is one (to find its source file). */
  readonly path?: string;
  readonly message: string;
}

const JSON_TYPES = ['application/json'];

/**
 * The site's own rules on top of OpenAPI validity: everything an endpoint block and its code
 * samples need must be present, so a page can never render a half-documented operation.
 */
export function checkDocument(document: OpenApiDocument): DocumentProblem[] {
  const problems: DocumentProblem[] = [...documentAnchorProblems(document)];
  if (!/^3\.1\.\d+$/.test(document.openapi ?? '')) {
    problems.push({message: `openapi must be 3.1.x, found "${String(document.openapi)}"`});
  }
  const tags = new Set((document.tags ?? []).map((tag) => tag.name));
  const operationIds = new Map<string, string>();
  for (const {method, path, operation} of operationsOf(document)) {
    const where = `${method.toUpperCase()} ${path}`;
    const problem = (message: string): void => {
      problems.push({path, message: `${where}: ${message}`});
    };
    const id = operation.operationId;
    if (!id) {
      problem('has no operationId');
    } else if (operationIds.has(id)) {
      problem(`reuses operationId "${id}" of ${operationIds.get(id)}`);
    } else {
      operationIds.set(id, where);
    }
    if (!operation.summary?.trim()) {
      problem('has no summary');
    }
    if (!operation.description?.trim()) {
      problem('has no description');
    }
    if (operation.tags?.length !== 1 || !tags.has(operation.tags[0] ?? '')) {
      problem(`must have exactly one tag declared in the document's tags, has ${JSON.stringify(operation.tags ?? [])}`);
    }
    if (!('x-permission' in operation)) {
      problem('has no x-permission (use null when no permission is checked)');
    }
    if (!/^https:\/\/github\.com\/pterodactyl\/panel\/blob\/(v[\d.]+|[0-9a-f]{40})\//.test(operation['x-source'] ?? '')) {
      problem('needs x-source: a link to the panel source file at the release tag or commit it was read at');
    }
    for (const parameter of operation.parameters ?? []) {
      if (!parameter.description?.trim()) {
        problem(`parameter "${parameter.name}" has no description`);
      }
      if ((parameter.in === 'path' || parameter.required) && parameter.example === undefined) {
        problem(`parameter "${parameter.name}" needs an example (code samples use it)`);
      }
    }
    for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
      if (media.example === undefined) {
        problem(`request body (${type}) needs an example`);
      }
    }
    const responses = Object.entries(operation.responses ?? {});
    if (!responses.some(([status]) => status.startsWith('2'))) {
      problem('has no 2xx response');
    }
    for (const [status, response] of responses) {
      if (!response.description?.trim()) {
        problem(`response ${status} has no description`);
      }
      for (const [type, media] of Object.entries(response.content ?? {})) {
        if (!media.schema) {
          problem(`response ${status} (${type}) has no schema`);
        }
        if (media.example === undefined && (JSON_TYPES.includes(type) || status.startsWith('2'))) {
          problem(`response ${status} (${type}) needs an example`);
        }
      }
    }
  }
  return problems;
}
