/**
 * The API descriptions against the fact tables: one operation per route and nothing else, and
 * for each operation the permission, rate limit, source, parameters, body rules, response status
 * and response fields the panel really has.
 */
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {API_DOCUMENTS} from '../../src/plugins/endpoints/openapi/apis';
import {loadAllApis, type LoadedApi} from '../../src/plugins/endpoints/openapi/load';
import {
  operationsOf,
  type OperationObject,
  type SchemaObject,
} from '../../src/plugins/endpoints/openapi/types';
import {
  documentedPath,
  factRoutes,
  ownRateLimit,
  parseRule,
  routeKey,
  splitRules,
  type FactRoute,
} from './support/facts';

const siteDir = path.resolve(__dirname, '../..');
let apis: Map<string, LoadedApi>;

beforeAll(async () => {
  apis = await loadAllApis(siteDir);
});

function typesOf(schema: SchemaObject | undefined): string[] {
  if (!schema) {
    return [];
  }
  if (schema.oneOf || schema.anyOf) {
    return [...new Set((schema.oneOf ?? schema.anyOf ?? []).flatMap(typesOf))];
  }
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/** Follows `a.b`, `a.*` and `a.*.c` into a body schema. */
function bodyProperty(
  root: SchemaObject,
  field: string,
): {schema: SchemaObject; parent: SchemaObject; key: string} | undefined {
  let parent = root;
  let current: SchemaObject | undefined = root;
  let key = '';
  for (const part of field.split('.')) {
    if (!current) {
      return undefined;
    }
    if (part === '*') {
      parent = current;
      key = '*';
      current = current.items;
    } else {
      parent = current;
      key = part;
      current = current.properties?.[part];
    }
  }
  return current ? {schema: current, parent, key} : undefined;
}

function mergedProperties(schema: SchemaObject | undefined): Record<string, SchemaObject> {
  if (!schema) {
    return {};
  }
  const parts = schema.allOf ?? [schema];
  return Object.assign({}, ...parts.map((part) => part.properties ?? {}));
}

/** The `attributes` schema of the item (or of the list's items) a response returns. */
function attributesSchema(schema: SchemaObject | undefined): SchemaObject | undefined {
  const properties = mergedProperties(schema);
  const item = properties['data']?.items ?? schema;
  return mergedProperties(item)['attributes'];
}

function checkRules(
  field: string,
  rules: string | readonly string[],
  body: SchemaObject,
  problems: string[],
): void {
  const found = bodyProperty(body, field);
  if (!found) {
    problems.push(`body field "${field}" is not in the request schema`);
    return;
  }
  const {schema, parent, key} = found;
  const parsed = splitRules(rules).map(parseRule);
  const names = parsed.map(([name]) => name);
  const types = typesOf(schema);
  const expectType = (label: string, ok: boolean): void => {
    if (!ok) {
      problems.push(
        `body field "${field}" has rule ${label} but type ${JSON.stringify(schema.type)}`,
      );
    }
  };
  if (names.includes('string')) expectType('string', types.includes('string'));
  if (names.includes('integer') || names.includes('int'))
    expectType('integer', types.includes('integer'));
  if (names.includes('numeric'))
    expectType('numeric', types.includes('number') || types.includes('integer'));
  if (names.includes('boolean')) expectType('boolean', types.includes('boolean'));
  if (names.includes('array'))
    expectType('array', types.includes('array') || types.includes('object'));
  if (names.includes('nullable')) expectType('nullable', types.includes('null'));
  if (names.includes('email') && schema.format !== 'email')
    problems.push(`body field "${field}" has rule email but no format: email`);
  const required =
    (names.includes('required') || names.includes('present')) && !names.includes('sometimes');
  if (key !== '*' && required !== (parent.required ?? []).includes(key)) {
    problems.push(
      `body field "${field}" is ${required ? '' : 'not '}required by the panel but the schema says the opposite`,
    );
  }
  const kind = types.includes('string')
    ? 'string'
    : types.includes('array')
      ? 'array'
      : types.some((type) => type === 'integer' || type === 'number')
        ? 'number'
        : null;
  const limit = {
    string: ['minLength', 'maxLength'],
    array: ['minItems', 'maxItems'],
    number: ['minimum', 'maximum'],
  } as const;
  for (const [name, args] of parsed) {
    const bounds =
      name === 'between'
        ? [args[0], args[1]]
        : name === 'size'
          ? [args[0], args[0]]
          : name === 'min'
            ? [args[0], undefined]
            : name === 'max'
              ? [undefined, args[0]]
              : null;
    if (bounds && kind) {
      const [minKey, maxKey] = limit[kind];
      for (const [bound, schemaKey] of [
        [bounds[0], minKey],
        [bounds[1], maxKey],
      ] as const) {
        if (bound !== undefined && Number(schema[schemaKey]) !== Number(bound)) {
          problems.push(
            `body field "${field}" has rule ${name}:${args.join(',')} but ${schemaKey} is ${String(schema[schemaKey])}`,
          );
        }
      }
    }
    // `in:` with values computed in the source (a list read from config, an enum) is not a literal list.
    if (name === 'in' && !/^[<(]/.test(args[0] ?? '')) {
      const expected = [...args].sort();
      const actual = (schema.enum ?? [])
        .filter((value) => value !== null)
        .map(String)
        .sort();
      if (JSON.stringify(expected) !== JSON.stringify(actual)) {
        problems.push(
          `body field "${field}" has rule in:${args.join(',')} but enum ${JSON.stringify(schema.enum)}`,
        );
      }
    }
  }
  const regex = splitRules(rules).find((rule) => rule.startsWith('regex:'));
  if (regex) {
    const body = regex.slice('regex:'.length);
    const pattern = body.slice(1, body.lastIndexOf('/'));
    if (schema.pattern !== pattern) {
      problems.push(
        `body field "${field}" has rule ${regex} but pattern ${String(schema.pattern)}`,
      );
    }
  }
}

function checkOperation(
  route: FactRoute,
  method: string,
  operation: OperationObject,
  tag: string,
): string[] {
  const problems: string[] = [];
  if (operation.tags?.[0] !== route.group) {
    problems.push(
      `tag is ${String(operation.tags?.[0])}, the fact table groups it under ${route.group}`,
    );
  }
  expect
    .soft(operation['x-permission'] ?? null, `${tag}: x-permission`)
    .toEqual(route.permission ?? null);
  const throttle = ownRateLimit(route);
  expect.soft(operation['x-rate-limit'] ?? null, `${tag}: x-rate-limit`).toEqual(throttle);
  const controller = route.controller.split('@')[0]!.split('\\').join('/');
  if (!operation['x-source']?.endsWith(`/${controller}.php`)) {
    problems.push(`x-source ${String(operation['x-source'])} is not the controller ${controller}`);
  }
  const parameters = operation.parameters ?? [];
  const pathNames = parameters
    .filter((parameter) => parameter.in === 'path')
    .map((parameter) => parameter.name)
    .sort();
  const expectedPath = [...documentedPath(route).matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort();
  expect.soft(pathNames, `${tag}: path parameters`).toEqual(expectedPath);
  const queryNames = new Set(
    parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
  );
  for (const key of Object.keys(route.query ?? {})) {
    const base = key.replace(/\.\*$/, '');
    if (!queryNames.has(key) && !queryNames.has(base) && !queryNames.has(`${base}[]`)) {
      problems.push(`query parameter "${key}" is not documented`);
    }
  }
  const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const body = route.body ?? {};
  if (Object.keys(body).length > 0) {
    if (!media?.schema || !contentType?.includes('json')) {
      problems.push('has validated body fields but no JSON request body');
    } else {
      for (const [field, rules] of Object.entries(body)) {
        checkRules(field, rules, media.schema, problems);
      }
    }
  }
  for (const field of Object.keys(route.body_unvalidated ?? {})) {
    if (!media?.schema || !bodyProperty(media.schema, field)) {
      problems.push(
        `body field "${field}" (read but not validated by the panel) is not documented`,
      );
    }
  }
  const responses = operation.responses ?? {};
  const success = Object.keys(responses).filter((status) => status.startsWith('2'));
  expect.soft(success, `${tag}: success status`).toEqual([String(route.response.status)]);
  const successMedia = Object.values(responses[String(route.response.status)]?.content ?? {})[0];
  // "empty" is the panel's `new JsonResponse([], status)`: no body with 204, the JSON text `[]` with any other status.
  const emptyArray =
    successMedia?.schema?.type === 'array' &&
    successMedia.schema.maxItems === 0 &&
    route.response.status !== 204;
  if (route.response.shape === 'empty' && successMedia && !emptyArray) {
    problems.push('answers with an empty body but the description gives it content');
  }
  if ((route.response.shape === 'item' || route.response.shape === 'list') && route.transformer) {
    const attributes = attributesSchema(successMedia?.schema);
    if (!attributes?.properties) {
      problems.push('response has no attributes schema');
    } else {
      const documented = Object.keys(attributes.properties)
        .filter((name) => name !== 'relationships')
        .sort();
      expect
        .soft(documented, `${tag}: response attributes`)
        .toEqual([...route.transformer.attributes].sort());
      for (const [name, keys] of Object.entries(route.transformer.nested ?? {})) {
        expect
          .soft(
            Object.keys(attributes.properties[name]?.properties ?? {}).sort(),
            `${tag}: attributes.${name}`,
          )
          .toEqual([...keys].sort());
      }
    }
    const topLevel = mergedProperties(successMedia?.schema);
    if (route.response.pagination === true && !mergedProperties(topLevel['meta'])['pagination']) {
      problems.push('is paginated but its response schema has no meta.pagination');
    }
    for (const key of route.response.meta ?? []) {
      const name = key.split(' ')[0] ?? key;
      if (!mergedProperties(topLevel['meta'])[name]) {
        problems.push(`response meta "${name}" is not in the response schema`);
      }
    }
  }
  for (const error of route.errors ?? []) {
    const status = /\b([45]\d\d)\b/.exec(error)?.[1];
    if (status && !responses[status]) {
      problems.push(
        `the panel can answer ${status} (${error}) but no ${status} response is documented`,
      );
    }
  }
  return problems;
}

describe.each(API_DOCUMENTS.map((api) => [api.id, api] as const))(
  'the %s API description',
  (id, api) => {
    const routes = factRoutes(api.facts.version, api.facts.api);

    it('has exactly one operation per fact-table route and nothing else', () => {
      const loaded = apis.get(id)!;
      const documented = [...operationsOf(loaded.dereferenced)]
        .map(({method, path: routePath}) => routeKey(method, routePath))
        .sort();
      const expected = routes.map((route) => routeKey(route.method, documentedPath(route))).sort();
      expect(documented).toEqual(expected);
      console.log(`${id}: ${documented.length} of ${expected.length} routes documented`);
    });

    it.each(routes.map((route) => [routeKey(route.method, route.path), route] as const))(
      '%s matches the panel',
      (tag, route) => {
        const loaded = apis.get(id)!;
        const operation =
          loaded.dereferenced.paths[documentedPath(route)]?.[route.method.toLowerCase() as 'get'];
        expect(operation, `${tag} is not documented`).toBeDefined();
        expect(checkOperation(route, route.method, operation!, tag)).toEqual([]);
      },
    );
  },
);
