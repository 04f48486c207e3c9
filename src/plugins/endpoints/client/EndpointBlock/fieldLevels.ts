import type {FieldData} from '../../openapi/endpointData';

/** The fields one level below `parent` (`data` → `data[].object`, `data[].attributes`); the top level without a parent. */
export function childFields(fields: readonly FieldData[], parent?: string): FieldData[] {
  return fields.filter((field) => {
    if (parent === undefined) {
      return !field.name.includes('.');
    }
    const prefix = [`${parent}.`, `${parent}[].`].find((candidate) =>
      field.name.startsWith(candidate),
    );
    return prefix !== undefined && !field.name.slice(prefix.length).includes('.');
  });
}
