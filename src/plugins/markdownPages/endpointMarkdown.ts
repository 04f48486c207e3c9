/**
 * An endpoint block as the Markdown nodes of its page's twin: method and path, the key and
 * permission, its own rate limit, the release it arrived in, its status, description and notes,
 * parameters, body fields, responses with their fields, errors, the changes by release and one
 * cURL sample. Everything comes from the same model the block renders
 * (../endpoints/openapi/model.ts). Tables and code are built as nodes, never written as text and
 * parsed back, so a pipe in a cell is escaped once, by the serialiser.
 */
import type {Code, PhrasingContent, Root, RootContent, Table, TableRow} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import type {ApiDocument} from '../endpoints/openapi/apis';
import {buildEndpointModel, type FieldModel} from '../endpoints/openapi/model';
import type {OperationObject} from '../endpoints/openapi/types';
import {routeHistory} from '../facts/releaseHistory';

const GFM = {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]};

/**
 * Each text's tree, by the text: every twin's tables repeat the same cells (types, `yes`, `no`,
 * field names, shared descriptions), which were about 2 s of a cold build's main thread when each
 * was parsed anew. Callers get a copy, as the nodes go into the page's tree.
 */
const parsed = new Map<string, Root>();

/** Markdown blocks (a description, a list of notes) as the tree's nodes. */
function blocks(markdown: string): RootContent[] {
  let root = parsed.get(markdown);
  if (!root) {
    root = fromMarkdown(markdown, GFM);
    parsed.set(markdown, root);
  }
  return structuredClone(root.children);
}

/** A table cell's inline Markdown: one line, so it cannot start a block of its own. */
function inline(markdown: string): PhrasingContent[] {
  const [first] = blocks(markdown.replace(/\s*\n\s*/g, ' ').trim());
  if (first !== undefined && first.type !== 'paragraph') {
    throw new Error(
      `A table cell of an endpoint's Markdown twin would be a ${first.type}, not text: ${markdown}`,
    );
  }
  return first?.children ?? [];
}

/** A table as a node: the serialiser escapes what a cell's text needs (a pipe). */
function table(header: readonly string[], rows: readonly (readonly string[])[]): Table {
  const row = (cells: readonly PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children) => ({type: 'tableCell', children})),
  });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [
      row(header.map((title) => [{type: 'text', value: title}])),
      ...rows.map((cells) => row(cells.map(inline))),
    ],
  };
}

function fence(value: string, lang: string): Code {
  return {type: 'code', lang, value};
}

function requestFieldRows(fields: readonly FieldModel[]): string[][] {
  return fields.map((field) => [
    `\`${field.name}\``,
    field.type,
    field.required ? 'yes' : 'no',
    [
      field.deprecated ? '**Deprecated.**' : '',
      field.description,
      ...field.constraints,
      field.rules ? `Panel rule: \`${field.rules}\`` : '',
    ]
      .filter(Boolean)
      .join(' '),
  ]);
}

function responseFieldRows(fields: readonly FieldModel[]): string[][] {
  return fields.map((field) => [
    `\`${field.name}\``,
    field.type,
    field.nullable ? 'yes' : 'no',
    [field.description, field.includeStatement ? `${field.includeStatement}.` : '']
      .filter(Boolean)
      .join(' '),
  ]);
}

/** An endpoint block as the nodes of its page's twin: prose is Markdown, tables and code are built as nodes. */
export function endpointMarkdown(
  api: ApiDocument,
  method: string,
  path: string,
  operation: OperationObject,
): RootContent[] {
  const model = buildEndpointModel(api, method, path, operation);
  const parts: (string | RootContent)[] = [
    `**\`${model.method} ${model.path}\`**${model.deprecated ? ' (deprecated)' : ''}`,
  ];
  const {statements} = model;
  const facts = [
    `Authentication: ${statements.access}.`,
    ...(statements.ownRateLimit ? [`${statements.ownRateLimit}.`] : []),
    ...(statements.since ? [`${statements.since}.`] : []),
    ...statements.status.map((status) => `${status.text}.`),
  ];
  const history =
    api.facts.version === 'current' ? routeHistory(model.method, model.path) : undefined;
  if (model.sourceUrl) {
    facts.push(`Source: ${model.sourceUrl}`);
  }
  parts.push(facts.map((fact) => `- ${fact}`).join('\n'));
  if (operation.description) {
    parts.push(operation.description.trim());
  }
  if (model.notes.length > 0) {
    parts.push(model.notes.map((note) => `- ${note.replace(/\n/g, ' ')}`).join('\n'));
  }
  if (model.pathParams.length > 0) {
    parts.push(
      '**Path parameters**',
      table(['Name', 'Type', 'Required', 'Description'], requestFieldRows(model.pathParams)),
    );
  }
  if (model.queryParams.length > 0) {
    parts.push(
      '**Query parameters**',
      table(['Name', 'Type', 'Required', 'Description'], requestFieldRows(model.queryParams)),
    );
  }
  if (model.body) {
    parts.push(`**Request body** (\`${model.body.contentType}\`)`);
    if (model.body.fields.length > 0) {
      parts.push(
        table(['Field', 'Type', 'Required', 'Description'], requestFieldRows(model.body.fields)),
      );
    }
    if (model.body.notes.length > 0) {
      parts.push(model.body.notes.map((note) => `- ${note.replace(/\n/g, ' ')}`).join('\n'));
    }
    if (model.body.example) {
      parts.push(
        fence(model.body.example, model.body.contentType.includes('json') ? 'json' : 'text'),
      );
    }
  }
  for (const response of model.responses) {
    parts.push(
      `**Response \`${response.status}\`**${response.contentType ? ` (\`${response.contentType}\`)` : ''}`,
      response.description.trim(),
    );
    if (response.fields.length > 0) {
      parts.push(
        table(['Field', 'Type', 'Nullable', 'Description'], responseFieldRows(response.fields)),
      );
    }
    if (response.example) {
      parts.push(fence(response.example, response.contentType?.includes('json') ? 'json' : 'text'));
    }
  }
  if (model.errors.length > 0) {
    parts.push(
      '**Errors**',
      table(
        ['Status', 'Codes', 'When'],
        model.errors.map((error) => [
          `\`${error.status}\``,
          error.codes.map((code) => `\`${code}\``).join(', '),
          error.description,
        ]),
      ),
    );
  }
  if (history && history.changes.length > 0) {
    parts.push(
      '**Changes by panel release**',
      history.changes
        .map(({release, change}) => `- ${release}: ${change.replace(/\n/g, ' ')}`)
        .join('\n'),
    );
  }
  const curl = model.samples.find((sample) => sample.language === 'curl');
  if (curl) {
    parts.push('**Example request (cURL)**', fence(curl.code, 'sh'));
  }
  return parts.flatMap((part) => (typeof part === 'string' ? blocks(part) : [part]));
}
