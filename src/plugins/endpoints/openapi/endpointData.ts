/**
 * What the browser loads to render an API page's endpoint blocks: each operation's render model
 * with its description as an element tree, in one JSON file per page. Written while the page
 * compiles (../remark.ts) into Docusaurus' generated files; the page imports it only
 * when one of its blocks is about to be seen, so its first download carries its prose and
 * headings but not the data of blocks the reader has not reached.
 */
import type {ApiDocument} from './apis';
import {inlineMarkdownNodes, markdownNodes, type MarkdownNode} from './markdownNodes';
import {buildEndpointModel, type EndpointModel, type ErrorModel, type FieldModel, type ResponseModel} from './model';
import type {HttpMethod, OperationObject} from './types';
import {routeHistory} from '../../facts/releaseHistory';
import {writeCompiledJson} from '../../files';

/** Endpoint text, converted from Markdown at build time (see ./markdownNodes.ts). */
export type MarkdownText = readonly MarkdownNode[];

export interface FieldData extends Omit<FieldModel, 'description' | 'constraints' | 'includeStatement'> {
  readonly description: MarkdownText;
  readonly constraints: readonly MarkdownText[];
  readonly includeStatement?: MarkdownText;
}

type BodyModel = NonNullable<EndpointModel['body']>;

/** The data of one endpoint block: its model, with every text as an element tree. */
export interface EndpointData extends Omit<EndpointModel, 'pathParams' | 'queryParams' | 'body' | 'responses' | 'errors' | 'notes' | 'statements'> {
  readonly statements: Omit<EndpointModel['statements'], 'access' | 'ownRateLimit'> & {readonly access: MarkdownText; readonly ownRateLimit: MarkdownText | null};
  readonly description: MarkdownText;
  readonly notes: readonly MarkdownText[];
  readonly pathParams: readonly FieldData[];
  readonly queryParams: readonly FieldData[];
  readonly body: (Omit<BodyModel, 'fields' | 'notes'> & {readonly fields: readonly FieldData[]; readonly notes: readonly MarkdownText[]}) | null;
  readonly responses: readonly (Omit<ResponseModel, 'description' | 'fields'> & {readonly description: MarkdownText; readonly fields: readonly FieldData[]})[];
  readonly errors: readonly (Omit<ErrorModel, 'description'> & {readonly description: MarkdownText})[];
  /** For the current API: the release the route arrived in and every later change (see facts/releaseHistory.ts). */
  readonly releases: ReleaseNotes | null;
}

export interface ReleaseNotes {
  /** The release the route arrived in, as the tables name it. */
  readonly since: string;
  readonly changes: readonly {readonly release: string; readonly change: MarkdownText}[];
}

/** `sourceFile` is the file the operation is written in, named (with the field) by errors in its text. */
export async function endpointData(api: ApiDocument, method: HttpMethod, routePath: string, operation: OperationObject, sourceFile = api.root): Promise<EndpointData> {
  const model = buildEndpointModel(api, method, routePath, operation);
  const where = (field: string): string => `${sourceFile}: ${method.toUpperCase()} ${routePath}: ${field}`;
  const text = (markdown: string, field: string): Promise<MarkdownText> => inlineMarkdownNodes(markdown, where(field));
  const texts = (list: readonly string[], field: string): Promise<MarkdownText[]> => Promise.all(list.map((item, index) => text(item, `${field} ${index + 1}`)));
  const fields = (list: readonly FieldModel[], kind: string): Promise<FieldData[]> =>
    Promise.all(
      list.map(async ({includeStatement, ...field}) => ({
        ...field,
        description: await text(field.description, `${kind} "${field.name}"`),
        constraints: await texts(field.constraints, `${kind} "${field.name}" constraint`),
        ...(includeStatement === undefined ? {} : {includeStatement: await text(includeStatement, `${kind} "${field.name}" include`)}),
      })),
    );
  const history = api.facts.version === 'current' ? routeHistory(method, routePath) : undefined;
  if (api.facts.version === 'current' && !history) {
    throw new Error(`${where('release history')}: no 1.x release table has this route`);
  }
  return {
    ...model,
    releases: history
      ? {
          since: history.since,
          changes: await Promise.all(history.changes.map(async ({release, change}, index) => ({release, change: await text(change, `release change ${index + 1}`)}))),
        }
      : null,
    statements: {
      ...model.statements,
      access: await text(model.statements.access, 'access statement'),
      ownRateLimit: model.statements.ownRateLimit === null ? null : await text(model.statements.ownRateLimit, 'rate limit statement'),
    },
    description: await markdownNodes(operation.description ?? '', where('description')),
    notes: await texts(model.notes, 'note'),
    pathParams: await fields(model.pathParams, 'path parameter'),
    queryParams: await fields(model.queryParams, 'query parameter'),
    body: model.body && {...model.body, fields: await fields(model.body.fields, 'body field'), notes: await texts(model.body.notes, 'body note')},
    responses: await Promise.all(
      model.responses.map(async (response) => ({
        ...response,
        description: await text(response.description, `response ${response.status}`),
        fields: await fields(response.fields, `response ${response.status} field`),
      })),
    ),
    errors: await Promise.all(model.errors.map(async (error) => ({...error, description: await text(error.description, `error ${error.status}`)}))),
  };
}

/** Folder of the files under Docusaurus' generated files (imported through its `@generated` alias). */
const DATA_DIR = 'site-endpoints';

/** Writes a page's data, by operation id, and returns the request that imports it. */
export function writePageData(
  generatedFilesDir: string,
  api: ApiDocument,
  page: string,
  data: Readonly<Record<string, EndpointData>>,
): string {
  return writeCompiledJson(generatedFilesDir, `${DATA_DIR}/${api.id}/${page}`, data);
}
