import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {API_DOCUMENTS} from '../../src/plugins/endpoints/openapi/apis';
import {loadAllApis, type LoadedApi} from '../../src/plugins/endpoints/openapi/load';
import {buildEndpointModel, responseFields} from '../../src/plugins/endpoints/openapi/model';
import {operationsOf, type SchemaObject} from '../../src/plugins/endpoints/openapi/types';

let apis: Map<string, LoadedApi>;
beforeAll(async () => {
  apis = await loadAllApis(path.resolve(__dirname, '../..'));
});

describe('response field tables', () => {
  it('exist for every success response with a JSON object body, in all four documents', () => {
    const missing: string[] = [];
    let tables = 0;
    for (const api of API_DOCUMENTS) {
      for (const {method, path: routePath, operation} of operationsOf(
        apis.get(api.id)!.dereferenced,
      )) {
        const model = buildEndpointModel(api, method, routePath, operation);
        for (const response of model.responses) {
          const schema =
            operation.responses?.[response.status]?.content?.['application/json']?.schema;
          if (schema?.properties || schema?.allOf) {
            tables += 1;
            if (response.fields.length === 0)
              missing.push(`${api.id} ${method} ${routePath} ${response.status}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
    expect(tables).toBeGreaterThan(100);
  });

  it('list nested fields under their parents, nullable values, and the include of each relationship', () => {
    const schema: SchemaObject = {
      type: 'object',
      properties: {
        object: {type: 'string'},
        data: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              attributes: {
                type: 'object',
                properties: {
                  name: {type: 'string', description: 'Its name.'},
                  note: {type: ['string', 'null']},
                  relationships: {
                    type: 'object',
                    properties: {egg: {type: 'object', properties: {object: {type: 'string'}}}},
                  },
                },
              },
            },
          },
        },
      },
    };
    const rows = responseFields(schema);
    expect(rows.map((row) => row.name)).toEqual([
      'object',
      'data',
      'data[].attributes',
      'data[].attributes.name',
      'data[].attributes.note',
      'data[].attributes.relationships',
      'data[].attributes.relationships.egg',
    ]);
    expect(rows.find((row) => row.name === 'data[].attributes.note')?.nullable).toBe(true);
    expect(rows.find((row) => row.name === 'data[].attributes.name')?.nullable).toBe(false);
    expect(rows.find((row) => row.name === 'data[].attributes.relationships.egg')?.include).toBe(
      'egg',
    );
  });

  it("give the permission or key access each include checks, as the panel's transformers read it", () => {
    const needs = (apiId: string, operationId: string): Record<string, unknown> => {
      const api = API_DOCUMENTS.find((candidate) => candidate.id === apiId)!;
      const entry = [...operationsOf(apis.get(api.id)!.dereferenced)].find(
        ({operation}) => operation.operationId === operationId,
      )!;
      const model = buildEndpointModel(api, entry.method, entry.path, entry.operation);
      return Object.fromEntries(
        model.responses
          .flatMap((response) => response.fields)
          .filter((field) => field.include)
          .map((field) => [field.include, field.includeNeeds ?? null]),
      );
    };
    expect(needs('client', 'getServer')).toEqual({
      allocations: {permission: 'allocation.read'},
      variables: {permission: 'startup.read'},
      egg: null,
      subusers: {permission: 'user.read'},
    });
    expect(needs('client', 'listDatabases')).toMatchObject({
      password: {permission: 'database.view_password'},
    });
    expect(needs('application', 'getServer')).toMatchObject({
      user: {resource: 'users'},
      allocations: {resource: 'allocations'},
      databases: {resource: 'server_databases'},
      node: {resource: 'nodes'},
    });
    expect(needs('application', 'getNode')).toMatchObject({
      location: {resource: 'locations'},
      servers: {resource: 'servers'},
    });
  });

  it('stop where a schema contains itself', () => {
    const node: SchemaObject = {type: 'object', properties: {id: {type: 'integer'}}};
    node.properties!['parent'] = node;
    const rows = responseFields(node);
    expect(rows.map((row) => row.name)).toEqual(['id', 'parent']);
  });
});
