/**
 * Turns one dereferenced OpenAPI operation into the plain data an endpoint block renders.
 * Pure and JSON-serialisable, so it can be computed at build time and shipped as the page's data.
 */
import type {ApiDocument, ApiId} from './apis';
import type {CodeSample} from '../client/sampleLanguages';
import {buildSamples} from './samples';
import type {OperationObject, ParameterObject, SchemaObject} from './types';
import {readPermission, type IncludeRequirement, type PermissionGrant} from '../../../../schema/releaseTables';
import {releaseHistory, routeHistory} from '../../facts/releaseHistory';
import {includeText} from '../../facts/wording';
import {includeRequirements} from '../../facts/tables';
import {statementsOf, type Statements} from './statements';
import {
  claimRange,
  claimRangeText,
  noteDisplayText,
  type AnchorValue,
  type NoteItem,
  type ReleaseRange,
} from './anchors';

/** A note's or error's releases: the panel range it holds for, and where its Wings range ends. */
export interface ClaimReleases extends ReleaseRange {
  /** The last Wings release the claim holds for, when it ended before the current Wings. */
  readonly wingsUntil?: string;
}

/** What a key needs: the operation's `x-permission`, read by the tables' one reading (schema/releaseTables.ts). */
export type AccessModel = PermissionGrant;

export interface FieldModel {
  /** Dotted path for nested body fields; `[]` marks list items (`files[].from`). */
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly description: string;
  readonly constraints: readonly string[];
  /** The panel's own validation rule, verbatim, when the description has one. */
  readonly rules?: string;
  readonly deprecated?: boolean;
  /** Response fields: whether the value may be `null`. */
  readonly nullable?: boolean;
  /** Response fields under `relationships`: the `include` value that adds the field. */
  readonly include?: string;
  /** What that include needs, or the relationship is `null`: a subuser permission, or the application key's read access to a resource. */
  readonly includeNeeds?: IncludeRequirement;
  /** Markdown: the include and what it needs, as the block and its twin state it (../../facts/wording.ts). */
  readonly includeStatement?: string;
}

export interface ResponseModel {
  readonly status: string;
  readonly description: string;
  /** The body's fields, from its schema (see responseFields). */
  readonly fields: readonly FieldModel[];
  readonly contentType?: string;
  readonly example?: string;
}

export interface ErrorModel {
  readonly status: string;
  readonly codes: readonly string[];
  /** Its range first ("Since panel 1.12.0: …") when the response holds for some panel releases only. */
  readonly description: string;
  /** The releases the response holds for, when not all. */
  readonly releases?: ClaimReleases;
}

export interface EndpointModel {
  readonly api: ApiId;
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly deprecated: boolean;
  readonly keyLabel: string;
  readonly access: AccessModel;
  readonly rateLimit: {readonly requests: number; readonly periodMinutes: number; readonly scope?: string} | null;
  /** What the block and its Markdown twin say about the key, the rate limit, the release and the status (./statements.ts). */
  readonly statements: Statements;
  readonly twoFactorExempt: boolean;
  readonly sourceUrl: string;
  readonly pathParams: readonly FieldModel[];
  readonly queryParams: readonly FieldModel[];
  readonly body: {
    readonly contentType: string;
    readonly fields: readonly FieldModel[];
    readonly example: string;
    readonly notes: readonly string[];
    /** Each note's releases, index for index; only when a note holds for some releases only. */
    readonly noteReleases?: readonly (ClaimReleases | null)[];
  } | null;
  readonly responses: readonly ResponseModel[];
  readonly errors: readonly ErrorModel[];
  readonly notes: readonly string[];
  /** Each note's releases, index for index; only when a note holds for some releases only. */
  readonly noteReleases?: readonly (ClaimReleases | null)[];
  readonly samples: readonly CodeSample[];
}

/** A note's or error's releases: its panel range, and the end of its Wings range when it ended before the current Wings. */
function releasesOfClaim(source: AnchorValue | undefined): ClaimReleases | null {
  const range = claimRange(source);
  const wingsUntil = claimRange(source, 'wings')?.until;
  return wingsUntil ? {...range, wingsUntil} : range;
}

/** The notes as shown (range first) and, when any note holds for some releases only, every note's releases. */
function notesOf(notes: readonly NoteItem[] | undefined): {notes: string[]; noteReleases?: (ClaimReleases | null)[]} {
  const ranges = (notes ?? []).map((note) => (typeof note === 'string' ? null : releasesOfClaim(note['x-source'])));
  return {notes: (notes ?? []).map(noteDisplayText), ...(ranges.some(Boolean) ? {noteReleases: ranges} : {})};
}

function typeLabel(schema: SchemaObject | undefined): string {
  if (!schema) {
    return 'any';
  }
  if (schema.const !== undefined) {
    return JSON.stringify(schema.const);
  }
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    return [...new Set(variants.map(typeLabel))].join(' | ');
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) {
    return schema.properties ? 'object' : 'any';
  }
  return types
    .map((type) => {
      if (type === 'array') {
        const inner = typeLabel(schema.items);
        return `array of ${inner === 'object' ? 'objects' : `${inner}s`}`;
      }
      return type;
    })
    .join(' | ');
}

/** Human-readable validation limits of a schema. */
export function constraintsOf(schema: SchemaObject | undefined): string[] {
  if (!schema) {
    return [];
  }
  const out: string[] = [];
  if (schema.enum) {
    const values = schema.enum.filter((value) => value !== null).map((value) => `\`${String(value)}\``);
    out.push(`One of ${values.join(', ')}`);
  }
  const range = (min: number | undefined, max: number | undefined, unit: string): void => {
    if (min !== undefined && max !== undefined) {
      out.push(min === max ? `Exactly ${String(min)}${unit}` : `${String(min)} to ${String(max)}${unit}`);
    } else if (min !== undefined) {
      out.push(`At least ${String(min)}${unit}`);
    } else if (max !== undefined) {
      out.push(`At most ${String(max)}${unit}`);
    }
  };
  range(schema.minLength, schema.maxLength, ' characters');
  range(schema.minimum, schema.maximum, '');
  range(schema.minItems, schema.maxItems, ' items');
  if (schema.pattern) {
    out.push(`Matches \`${schema.pattern}\``);
  }
  if (schema.format === 'email') {
    out.push('An email address');
  } else if (schema.format === 'uri') {
    out.push('A URL');
  } else if (schema.format === 'uuid') {
    out.push('A UUID');
  } else if (schema.format === 'date-time') {
    out.push('An ISO 8601 timestamp');
  }
  if (schema.default !== undefined) {
    out.push(`Default \`${JSON.stringify(schema.default)}\``);
  }
  return out;
}

function parameterField(parameter: ParameterObject): FieldModel {
  return {
    name: parameter.name,
    type: typeLabel(parameter.schema),
    required: parameter.required === true,
    description: parameter.description ?? '',
    constraints: constraintsOf(parameter.schema),
    ...(typeof parameter['x-rules'] === 'string' ? {rules: parameter['x-rules']} : {}),
    ...(parameter.deprecated ? {deprecated: true} : {}),
  };
}

/** A schema with the members of its `allOf` merged in (properties, required), as one object. */
function merged(schema: SchemaObject): SchemaObject {
  if (!schema.allOf) {
    return schema;
  }
  const parts = [schema, ...schema.allOf.map(merged)];
  return {
    ...schema,
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})) as Record<string, SchemaObject>,
    required: parts.flatMap((part) => part.required ?? []),
  };
}

function isNullable(schema: SchemaObject): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('null') || (schema.oneOf ?? schema.anyOf ?? []).some((variant) => variant.type === 'null' || (Array.isArray(variant.type) && variant.type.includes('null')));
}

/** How deep fields are listed; deeper objects are described by their parent's row. */
const FIELD_DEPTH = 5;

/**
 * Flattens a request body or response schema into one row per field, parents before children
 * (`limits.memory`, `data[].attributes.name`). Request fields carry their limits and panel rules;
 * response fields whether they may be null, and under `relationships` the include that adds each
 * entry (listed without its own fields: each is a resource documented on its own). Schemas that
 * contain themselves stop at the repeat.
 */
function schemaFields(schema: SchemaObject | undefined, response: boolean, prefix: string, seen: ReadonlySet<SchemaObject>): FieldModel[] {
  if (!schema || seen.has(schema) || prefix.split('.').length > FIELD_DEPTH) {
    return [];
  }
  const object = merged(schema);
  if (!object.properties) {
    return [];
  }
  const inside = new Set([...seen, schema]);
  const underRelationships = response && prefix.endsWith('relationships.');
  const rows: FieldModel[] = [];
  for (const [name, raw] of Object.entries(object.properties)) {
    const property = merged(raw);
    const fullName = `${prefix}${name}`;
    rows.push({
      name: fullName,
      type: typeLabel(property),
      required: (object.required ?? []).includes(name),
      description: property.description ?? '',
      constraints: response ? [] : constraintsOf(property),
      ...(response ? {nullable: isNullable(property)} : {}),
      ...(underRelationships ? {include: name} : {}),
      ...(!response && property['x-rules'] ? {rules: property['x-rules']} : {}),
      ...(property.deprecated ? {deprecated: true} : {}),
    });
    if (!underRelationships) {
      rows.push(...schemaFields(raw, response, `${fullName}.`, inside));
      if (property.items) {
        rows.push(...schemaFields(property.items, response, `${fullName}[].`, inside));
      }
    }
  }
  return rows;
}

/** A request body's fields (see schemaFields). */
export function bodyFields(schema: SchemaObject | undefined): FieldModel[] {
  return schemaFields(schema, false, '', new Set());
}

/** A response body's fields (see schemaFields). */
export function responseFields(schema: SchemaObject | undefined): FieldModel[] {
  return schemaFields(schema, true, '', new Set());
}


function render(example: unknown): string {
  return typeof example === 'string' ? example : JSON.stringify(example, null, 2);
}

export function buildEndpointModel(api: ApiDocument, method: string, path: string, operation: OperationObject): EndpointModel {
  const parameters = operation.parameters ?? [];
  const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const responses = Object.entries(operation.responses ?? {});
  const includes = includeRequirements(api.facts.version, method, path);
  const access = readPermission(operation['x-permission']);
  const history = api.facts.version === 'current' ? routeHistory(method, path) : undefined;
  const since = history && history.since !== releaseHistory().releases[0] ? history.since : null;
  const twoFactorExempt = operation['x-two-factor-exempt'] === true;
  const deprecated = operation.deprecated === true;
  const rateLimit = operation['x-rate-limit'] ?? null;
  return {
    api: api.id,
    operationId: operation.operationId ?? '',
    method: method.toUpperCase(),
    path,
    summary: operation.summary ?? '',
    deprecated,
    keyLabel: api.keyLabel,
    access,
    rateLimit,
    statements: statementsOf({access, keyLabel: api.keyLabel, rateLimit, twoFactorExempt, deprecated, since}),
    twoFactorExempt,
    sourceUrl: operation['x-source'] ?? '',
    pathParams: parameters.filter((parameter) => parameter.in === 'path').map(parameterField),
    queryParams: parameters.filter((parameter) => parameter.in === 'query').map(parameterField),
    body:
      contentType && media
        ? {
            contentType,
            fields: bodyFields(media.schema),
            example: render(media.example),
            ...notesOf(operation['x-body-notes']),
          }
        : null,
    responses: responses
      .filter(([status]) => status.startsWith('2'))
      .map(([status, response]) => {
        const [type, content] = Object.entries(response.content ?? {})[0] ?? [];
        return {
          status,
          description: response.description,
          fields: responseFields(content?.schema).map((field) => {
            if (!field.include) {
              return field;
            }
            const needs = includes[field.include];
            return {...field, ...(needs ? {includeNeeds: needs} : {}), includeStatement: includeText(field.include, needs)};
          }),
          ...(type ? {contentType: type} : {}),
          ...(content?.example !== undefined ? {example: render(content.example)} : {}),
        };
      }),
    errors: responses
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, response]) => {
        const range = releasesOfClaim(response['x-source']);
        const label = claimRangeText(response['x-source']);
        return {
          status,
          codes: response['x-error-codes'] ?? [],
          description: label ? `${label}: ${response.description}` : response.description,
          ...(range ? {releases: range} : {}),
        };
      }),
    ...notesOf(operation['x-notes']),
    samples: buildSamples(api, method, path, operation),
  };
}
