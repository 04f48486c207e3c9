/**
 * Request samples for an operation, generated with httpsnippet from the operation's own examples.
 * Samples point at SAMPLE_BASE_URL; the page swaps in the reader's panel URL.
 */
import {HTTPSnippet, type HarRequest} from '@readme/httpsnippet';
import type {ApiDocument} from './apis';
import {SAMPLE_BASE_URL, SAMPLE_LANGUAGES, type CodeSample} from '../client/sampleLanguages';
import type {OperationObject} from './types';

function exampleText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * JSON always (it makes the panel answer errors in JSON), preceded by the success response's own
 * type when that is not JSON, such as a file's `text/plain` content.
 */
export function acceptHeader(operation: OperationObject): string {
  const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
  const types = Object.keys(success?.content ?? {}).filter((type) => !type.includes('json'));
  return [...new Set([...types, 'application/json'])].join(', ');
}

/** The HAR request an operation's examples describe. */
export function harRequest(api: ApiDocument, method: string, path: string, operation: OperationObject): HarRequest {
  const parameters = operation.parameters ?? [];
  let url = path;
  for (const parameter of parameters.filter((candidate) => candidate.in === 'path')) {
    url = url.replace(`{${parameter.name}}`, encodeURIComponent(exampleText(parameter.example)));
  }
  const queryString = parameters
    .filter((parameter) => parameter.in === 'query' && parameter.example !== undefined)
    .map((parameter) => ({name: parameter.name, value: exampleText(parameter.example)}));
  const headers = [
    {name: 'Authorization', value: `Bearer ${api.keyPlaceholder}`},
    {name: 'Accept', value: acceptHeader(operation)},
  ];
  const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const request: HarRequest = {
    method: method.toUpperCase(),
    url: `${SAMPLE_BASE_URL}${url}`,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString,
    headersSize: -1,
    bodySize: -1,
    // An empty MIME type is how httpsnippet spells "no body".
    postData: {mimeType: ''},
  };
  if (contentType && media) {
    headers.push({name: 'Content-Type', value: contentType});
    request.postData = {mimeType: contentType, text: exampleText(media.example)};
  }
  return request;
}

/** How the JavaScript sample should read the response: fetch's `json()` fails on an empty or text body. */
function readResponseAs(operation: OperationObject): 'json' | 'text' | 'status' {
  const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
  const types = Object.keys(success?.content ?? {});
  if (types.length === 0) {
    return 'status';
  }
  return types.some((type) => type.includes('json')) ? 'json' : 'text';
}

const FETCH_JSON = '.then(response => response.json())';

export function buildSamples(api: ApiDocument, method: string, path: string, operation: OperationObject): CodeSample[] {
  const snippet = new HTTPSnippet(harRequest(api, method, path, operation));
  const readAs = readResponseAs(operation);
  return SAMPLE_LANGUAGES.map((language) => {
    const output = snippet.convert(language.target as never, language.client);
    let code = Array.isArray(output) ? output[0] : output;
    if (typeof code !== 'string') {
      throw new Error(`httpsnippet produced no ${language.label} sample for ${method.toUpperCase()} ${path}`);
    }
    if (language.id === 'javascript' && readAs !== 'json') {
      if (!code.includes(FETCH_JSON)) {
        throw new Error(`The JavaScript sample of ${method.toUpperCase()} ${path} no longer has "${FETCH_JSON}" to adapt.`);
      }
      code = code.replace(FETCH_JSON, readAs === 'text' ? '.then(response => response.text())' : '.then(response => response.status)');
    }
    return {language: language.id, code};
  });
}
