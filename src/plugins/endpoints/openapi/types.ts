/** The parts of an OpenAPI 3.1 document this site reads. Everything else passes through untouched. */
import type {Permission} from '../../../../schema/releaseTables';
import type {AnchorValue, NoteItem} from './anchors';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
const HTTP_METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch'];

export interface SchemaObject {
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  additionalProperties?: boolean | SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  deprecated?: boolean;
  'x-rules'?: string;
  $ref?: string;
  [extension: `x-${string}`]: unknown;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
  example?: unknown;
  deprecated?: boolean;
  [extension: `x-${string}`]: unknown;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, {summary?: string; value: unknown}>;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, MediaTypeObject>;
  headers?: Record<string, {description?: string; schema?: SchemaObject}>;
  'x-error-codes'?: string[];
  /** Where the response's behaviour was read (see anchors.ts). */
  'x-source'?: AnchorValue;
}


export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: ParameterObject[];
  requestBody?: {required?: boolean; description?: string; content: Record<string, MediaTypeObject>};
  responses?: Record<string, ResponseObject>;
  deprecated?: boolean;
  'x-permission'?: Permission;
  'x-rate-limit'?: {requests: number; periodMinutes: number; scope?: string};
  'x-source'?: string;
  'x-notes'?: NoteItem[];
  'x-body-notes'?: NoteItem[];
  'x-two-factor-exempt'?: boolean;
  [extension: `x-${string}`]: unknown;
}

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>> & {parameters?: ParameterObject[]};

export interface OpenApiDocument {
  openapi: string;
  info: {title: string; version: string; description?: string; contact?: {name?: string; url?: string}; license?: {name: string; identifier?: string}};
  servers?: {url: string; description?: string}[];
  tags?: {name: string; description?: string}[];
  paths: Record<string, PathItemObject>;
  components?: Record<string, unknown>;
  [extension: `x-${string}`]: unknown;
}

/** Every operation of a document with its method and path. */
export function* operationsOf(document: OpenApiDocument): Generator<{method: HttpMethod; path: string; operation: OperationObject}> {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation) {
        yield {method, path, operation};
      }
    }
  }
}
