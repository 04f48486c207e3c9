import {describe, expect, it} from 'vitest';
import {childFields} from '../../src/plugins/endpoints/client/EndpointBlock/fieldLevels';
import type {FieldData} from '../../src/plugins/endpoints/openapi/endpointData';

const field = (name: string): FieldData => ({
  name,
  type: 'string',
  required: false,
  description: [],
  constraints: [],
});
const fields = [
  'object',
  'data',
  'data[].object',
  'data[].attributes',
  'data[].attributes.name',
  'data[].attributes.limits',
  'data[].attributes.limits.memory',
  'meta',
  'meta.pagination',
  'meta.pagination.total',
].map(field);
const names = (list: readonly FieldData[]): string[] => list.map((entry) => entry.name);

describe('response fields a level at a time', () => {
  it('starts with the top level', () => {
    expect(names(childFields(fields))).toEqual(['object', 'data', 'meta']);
  });

  it("gives an object's own fields and a list's item fields, one level down", () => {
    expect(names(childFields(fields, 'data'))).toEqual(['data[].object', 'data[].attributes']);
    expect(names(childFields(fields, 'data[].attributes'))).toEqual([
      'data[].attributes.name',
      'data[].attributes.limits',
    ]);
    expect(names(childFields(fields, 'meta'))).toEqual(['meta.pagination']);
  });

  it('gives nothing below a field without fields, and does not mistake a longer name for a child', () => {
    expect(childFields(fields, 'object')).toEqual([]);
    expect(
      names(childFields([field('meta'), field('metadata'), field('metadata.x')], 'meta')),
    ).toEqual([]);
  });
});
