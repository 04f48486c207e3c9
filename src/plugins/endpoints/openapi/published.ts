/**
 * The documents the site publishes for download: the bundled descriptions, made for client tools
 * (code generators, Postman, validators, which read them outside the site), and for the current
 * APIs each operation's release history from the fact tables (`x-pterodactyl-since`,
 * `x-pterodactyl-changes`) and the release and commit the document describes (in `info`).
 */
import {stringify} from 'yaml';
import {routeHistory} from '../../facts/releaseHistory';
import {currentRelease} from '../../facts/tables';
import {resolveProvider, type Provider} from '../../../provider';
import type {LoadedApi} from './load';
import {NOTE_KEYS, type NoteItem} from './anchors';
import {operationsOf, type OpenApiDocument, type OperationObject, type ParameterObject, type ResponseObject, type SchemaObject} from './types';

/** Visits every object of a JSON value, depth first. */
function eachObject(value: unknown, visit: (object: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item) => eachObject(item, visit));
  } else if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    visit(object);
    Object.values(object).forEach((item) => eachObject(item, visit));
  }
}

/**
 * An object schema that lists alternatives of required fields (`anyOf: [{required: [a]}, {required: [b]}]`)
 * becomes `allOf: [the object, {anyOf: [typed alternatives]}]`: the same constraint, in a form
 * code generators turn into `Base & (A | B)` rather than `unknown`. The site's pages read the
 * source form, which keeps every field in one list.
 */
function typedAlternatives(schema: Record<string, unknown>): void {
  const alternatives = schema['anyOf'] as SchemaObject[] | undefined;
  const properties = schema['properties'] as Record<string, SchemaObject> | undefined;
  if (!alternatives || !properties || !alternatives.every((alternative) => Object.keys(alternative).every((key) => key === 'required'))) {
    return;
  }
  const base = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'anyOf' && key !== 'description' && key !== 'example'));
  const typed = alternatives.map((alternative) => ({
    type: 'object',
    required: alternative.required,
    properties: Object.fromEntries((alternative.required ?? []).map((name) => [name, properties[name] ?? {}])),
  }));
  for (const key of Object.keys(base)) {
    delete schema[key];
  }
  delete schema['anyOf'];
  schema['allOf'] = [base, {anyOf: typed}];
}

/**
 * `allOf: [{required: [...]}]` (fields required once their object is sent, such as `deploy` of
 * create-server) becomes the object's own `required` list: the same constraint, but TypeScript
 * generators read only `required` beside `properties` and left these fields optional.
 */
function requiredLists(schema: Record<string, unknown>): void {
  const parts = schema['allOf'] as SchemaObject[] | undefined;
  if (!parts || !parts.every((part) => Object.keys(part).length === 1 && Array.isArray(part.required))) {
    return;
  }
  const required = [...((schema['required'] as string[] | undefined) ?? []), ...parts.flatMap((part) => part.required ?? [])];
  schema['required'] = [...new Set(required)];
  delete schema['allOf'];
}

/**
 * A `const` gets a one-value `enum` beside it: openapi-python-client reads `enum` before `const`,
 * and can merge an enum with a plain string in `allOf` (the validation error's `code` and
 * `status`), where a `const` beside a string drops the whole schema and every 422 response with it
 * (its `merge_properties`).
 */
function enumBesideConst(schema: Record<string, unknown>): void {
  const value = schema['const'];
  if ('const' in schema && !('enum' in schema) && (value === null || typeof value !== 'object')) {
    schema['enum'] = [schema['const']];
  }
}

/** Links to pages of this site, written relative in the source, made absolute so they work anywhere. */
function absoluteLinks(object: Record<string, unknown>, siteUrl: string): void {
  const absolute = (markdown: string): string => markdown.replace(/\]\((\/(?!\/)[^)\s]*)\)/g, (_, target: string) => `](${siteUrl}${target})`);
  for (const [key, value] of Object.entries(object)) {
    if (typeof value === 'string' && (key === 'description' || key === 'summary')) {
      object[key] = absolute(value);
    } else if (Array.isArray(value) && key.startsWith('x-') && value.every((item) => typeof item === 'string')) {
      object[key] = value.map(absolute);
    } else if (Array.isArray(value) && (NOTE_KEYS as readonly string[]).includes(key)) {
      // Anchored notes keep their x-source; only the text changes.
      object[key] = (value as NoteItem[]).map((note) => (typeof note === 'string' ? absolute(note) : {...note, text: absolute(note.text)}));
    }
  }
}

/**
 * A server variable's description moves to its server: `@apidevtools/swagger-parser` rejects
 * `servers[].variables[].description` in OpenAPI 3.1 documents (a bug of its schema), and many
 * integrators run it in CI.
 */
function serverVariableDescriptions(document: OpenApiDocument): void {
  for (const server of document.servers ?? []) {
    const variables = (server as {variables?: Record<string, {description?: string}>}).variables ?? {};
    const notes = Object.entries(variables).flatMap(([name, variable]) => {
      const note = variable.description;
      delete variable.description;
      return note ? [`\`{${name}}\`: ${note}.`] : [];
    });
    if (notes.length > 0) {
      server.description = [server.description, ...notes].filter(Boolean).join(' ');
    }
  }
}

/** The panel's validation messages (`resources/lang/en/validation.php`, the same lines at 0.7.19 and at c39a7be8). */
const VALIDATION_MESSAGES = {
  required: 'The :attribute field is required.',
  present: 'The :attribute field must be present.',
  max: 'The :attribute may not be greater than :max characters.',
} as const;

interface FailedRule {
  readonly field: string;
  readonly rule: keyof typeof VALIDATION_MESSAGES;
  readonly detail: string;
}

/**
 * The name a message gives a field: the request's own `attributes()` name where it has one
 * (`x-validation-attribute` in the documents), otherwise Laravel's default, the field with
 * underscores as spaces (`getDisplayableAttribute` of `FormatsMessages`, alike in every Laravel
 * version 1.0.0 to 1.15.0 lock, 7.17.1 to 12.64.0).
 */
function displayedName(field: string, schema: SchemaObject | ParameterObject | undefined): string {
  const own = schema?.['x-validation-attribute'];
  if (typeof own === 'string') {
    return own;
  }
  return field.replace(/([a-z0-9])(?=[A-Z])/g, '$1_').toLowerCase().replace(/_/g, ' ');
}

function failure(field: string, rule: FailedRule['rule'], schema: SchemaObject | ParameterObject | undefined, max?: number): FailedRule {
  const detail = VALIDATION_MESSAGES[rule].replace(':attribute', displayedName(field, schema)).replace(':max', String(max));
  return {field, rule, detail};
}

/**
 * The rule an operation's 422 example shows, from the operation's own fields: its first required
 * body field, else its first required query parameter, else the first field with a length limit.
 */
function firstFailedRule(operation: OperationObject, resolve: (schema: SchemaObject | undefined) => SchemaObject | undefined): FailedRule | undefined {
  const media = Object.entries(operation.requestBody?.content ?? {}).find(([type]) => type === 'application/json' || type === 'application/x-www-form-urlencoded')?.[1];
  const body = resolve(media?.schema);
  const properties = body?.properties ?? {};
  const queries = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const requiredField = body?.required?.[0];
  if (requiredField) {
    // A field that may be empty but must be sent (`present`, not `required`) fails with its own message.
    const field = resolve(properties[requiredField]);
    const rules = String(field?.['x-rules'] ?? '').split('|');
    return failure(requiredField, rules.includes('present') && !rules.includes('required') ? 'present' : 'required', field);
  }
  const requiredQuery = queries.find((parameter) => parameter.required);
  if (requiredQuery) {
    return failure(requiredQuery.name, 'required', requiredQuery);
  }
  const limited = [
    ...Object.entries(properties).map(([name, schema]) => [name, resolve(schema), resolve(schema)] as const),
    ...queries.map((parameter) => [parameter.name, parameter, parameter.schema] as const),
  ].find(([, , schema]) => schema?.maxLength !== undefined);
  return limited ? failure(limited[0], 'max', limited[1], limited[2]?.maxLength) : undefined;
}

/**
 * Each operation's 422 response gets an example of a rule that operation has (the shared one named
 * a `name` field that most operations lack); Prism returns it and the Postman collections save it.
 */
function operationValidationExamples(document: OpenApiDocument, legacy: boolean): void {
  const components = (document as {components?: {responses?: Record<string, ResponseObject>; schemas?: Record<string, SchemaObject>}}).components ?? {};
  const resolve = (schema: SchemaObject | undefined): SchemaObject | undefined => {
    const name = schema?.$ref?.match(/^#\/components\/schemas\/(.+)$/)?.[1];
    return name ? components.schemas?.[name] : schema;
  };
  for (const {method, path, operation} of operationsOf(document)) {
    const reference = (operation.responses?.['422'] as {$ref?: string} | undefined)?.$ref;
    const shared = reference?.match(/^#\/components\/responses\/(.+)$/)?.[1];
    const response = shared ? components.responses?.[shared] : undefined;
    if (!response) {
      continue;
    }
    const failed = firstFailedRule(operation, resolve);
    if (!failed) {
      throw new Error(`${method.toUpperCase()} ${path}: has a 422 response but no required or length-limited field to build its example from`);
    }
    const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
    if (!type || !media) {
      throw new Error(`${method.toUpperCase()} ${path}: the shared 422 response has no content`);
    }
    const item = legacy
      ? {code: failed.rule, detail: failed.detail, source: {field: failed.field}}
      : {code: 'ValidationException', status: '422', detail: failed.detail, meta: {source_field: failed.field, rule: failed.rule}};
    operation.responses!['422'] = {...structuredClone(response), content: {[type]: {...structuredClone(media), example: {errors: [item]}}}};
  }
  // Every operation now has its own copy: a shared response nothing refers to is a lint warning.
  for (const name of Object.keys(components.responses ?? {})) {
    if (!JSON.stringify(document.paths).includes(`"#/components/responses/${name}"`)) {
      delete components.responses![name];
    }
  }
}

/**
 * Contact and license of the published documents. The contact is the provider's documentation
 * desk. The license is MIT: the documents describe the interface of MIT-licensed software, and the
 * code generators copy their descriptions into client code that integrators ship in projects of
 * any license, which a copyleft or attribution licence would complicate.
 */
function contactAndLicense(document: OpenApiDocument, provider: Provider): void {
  document.info = {
    ...document.info,
    contact: {name: `${provider.name} documentation`, url: provider.docsIssuesUrl},
    license: {name: 'MIT', identifier: 'MIT'},
  };
}

/**
 * The YAML download: strings a YAML 1.1 loader would read as something else (timestamps, `yes`,
 * `on`, octal-looking numbers) are quoted, so PyYAML and older loaders get the same document as
 * the JSON download.
 */
export function publishedYaml(document: OpenApiDocument): string {
  return stringify(document, {lineWidth: 0, aliasDuplicateObjects: false, compat: 'yaml-1.1'});
}

export function publishedDocument(loaded: LoadedApi, siteUrl: string, provider: Provider = resolveProvider()): OpenApiDocument {
  const document = structuredClone(loaded.bundled);
  operationValidationExamples(document, loaded.api.facts.version !== 'current');
  eachObject(document, (object) => {
    typedAlternatives(object);
    requiredLists(object);
    enumBesideConst(object);
    absoluteLinks(object, siteUrl);
  });
  serverVariableDescriptions(document);
  contactAndLicense(document, provider);
  if (loaded.api.facts.version !== 'current') {
    return document;
  }
  const {release} = currentRelease();
  document.info = {...document.info, ...{'x-pterodactyl-release': release.version, 'x-pterodactyl-commit': release.commit}};
  for (const {method, path, operation} of operationsOf(document)) {
    const history = routeHistory(method, path);
    if (!history) {
      throw new Error(`${loaded.api.root}: ${method.toUpperCase()} ${path} is in no 1.x release table`);
    }
    operation['x-pterodactyl-since'] = history.since;
    operation['x-pterodactyl-changes'] = history.changes.map(({release: changedIn, change}) => ({release: changedIn, change}));
  }
  return document;
}
