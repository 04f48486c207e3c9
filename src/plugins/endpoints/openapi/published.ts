/**
 * The documents the site publishes for download: the bundled descriptions, made for client tools
 * (code generators, Postman, validators, which read them outside the site), and for the current
 * APIs each operation's release history from the fact tables (`x-pterodactyl-since`,
 * `x-pterodactyl-changes`) and the release and commit the document describes (in `info`).
 */
import {routeHistory} from '../../facts/releaseHistory';
import {currentRelease} from '../../facts/tables';
import type {LoadedApi} from './load';
import {operationsOf, type OpenApiDocument, type SchemaObject} from './types';

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

/** Links to pages of this site, written relative in the source, made absolute so they work anywhere. */
function absoluteLinks(object: Record<string, unknown>, siteUrl: string): void {
  const absolute = (markdown: string): string => markdown.replace(/\]\((\/(?!\/)[^)\s]*)\)/g, (_, target: string) => `](${siteUrl}${target})`);
  for (const [key, value] of Object.entries(object)) {
    if (typeof value === 'string' && (key === 'description' || key === 'summary')) {
      object[key] = absolute(value);
    } else if (Array.isArray(value) && key.startsWith('x-') && value.every((item) => typeof item === 'string')) {
      object[key] = value.map(absolute);
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

export function publishedDocument(loaded: LoadedApi, siteUrl: string): OpenApiDocument {
  const document = structuredClone(loaded.bundled);
  eachObject(document, (object) => {
    typedAlternatives(object);
    absoluteLinks(object, siteUrl);
  });
  serverVariableDescriptions(document);
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
