/**
 * An endpoint block as Markdown, for the page's Markdown twin: method and path, the key and
 * permission, its own rate limit, the release it arrived in, description and notes, parameters,
 * body fields, responses with their fields, errors, the changes by release and one cURL sample.
 * Everything comes from the same model the block renders (../endpoints/openapi/model.ts).
 */
import type {ApiDocument} from '../endpoints/openapi/apis';
import {buildEndpointModel, type FieldModel} from '../endpoints/openapi/model';
import type {OperationObject} from '../endpoints/openapi/types';
import {routeHistory} from '../facts/releaseHistory';

/** Table cells are one line, and a pipe would end the cell. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim() || ' ';
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n');
}

function fence(code: string, language: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${language}\n${code}\n${marks}`;
}

function requestFieldRows(fields: readonly FieldModel[]): string[][] {
  return fields.map((field) => [
    `\`${field.name}\``,
    field.type,
    field.required ? 'yes' : 'no',
    [field.deprecated ? '**Deprecated.**' : '', field.description, ...field.constraints, field.rules ? `Panel rule: \`${field.rules}\`` : ''].filter(Boolean).join(' '),
  ]);
}

function responseFieldRows(fields: readonly FieldModel[]): string[][] {
  return fields.map((field) => [
    `\`${field.name}\``,
    field.type,
    field.nullable ? 'yes' : 'no',
    [field.description, field.includeStatement ? `${field.includeStatement}.` : ''].filter(Boolean).join(' '),
  ]);
}

export function endpointMarkdown(api: ApiDocument, method: string, path: string, operation: OperationObject): string {
  const model = buildEndpointModel(api, method, path, operation);
  const parts: string[] = [`**\`${model.method} ${model.path}\`**${model.deprecated ? ' (deprecated)' : ''}`];
  const {statements} = model;
  const facts = [
    `Authentication: ${statements.access}.`,
    ...(statements.ownRateLimit ? [`${statements.ownRateLimit}.`] : []),
    ...(statements.since ? [`${statements.since}.`] : []),
    ...statements.status.map((status) => `${status.text}.`),
  ];
  const history = api.facts.version === 'current' ? routeHistory(model.method, model.path) : undefined;
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
    parts.push('**Path parameters**', table(['Name', 'Type', 'Required', 'Description'], requestFieldRows(model.pathParams)));
  }
  if (model.queryParams.length > 0) {
    parts.push('**Query parameters**', table(['Name', 'Type', 'Required', 'Description'], requestFieldRows(model.queryParams)));
  }
  if (model.body) {
    parts.push(`**Request body** (\`${model.body.contentType}\`)`);
    if (model.body.fields.length > 0) {
      parts.push(table(['Field', 'Type', 'Required', 'Description'], requestFieldRows(model.body.fields)));
    }
    if (model.body.notes.length > 0) {
      parts.push(model.body.notes.map((note) => `- ${note.replace(/\n/g, ' ')}`).join('\n'));
    }
    if (model.body.example) {
      parts.push(fence(model.body.example, model.body.contentType.includes('json') ? 'json' : 'text'));
    }
  }
  for (const response of model.responses) {
    parts.push(`**Response \`${response.status}\`**${response.contentType ? ` (\`${response.contentType}\`)` : ''}`, response.description.trim());
    if (response.fields.length > 0) {
      parts.push(table(['Field', 'Type', 'Nullable', 'Description'], responseFieldRows(response.fields)));
    }
    if (response.example) {
      parts.push(fence(response.example, response.contentType?.includes('json') ? 'json' : 'text'));
    }
  }
  if (model.errors.length > 0) {
    parts.push('**Errors**', table(['Status', 'Codes', 'When'], model.errors.map((error) => [`\`${error.status}\``, error.codes.map((code) => `\`${code}\``).join(', '), error.description])));
  }
  if (history && history.changes.length > 0) {
    parts.push('**Changes by panel release**', history.changes.map(({release, change}) => `- ${release}: ${change.replace(/\n/g, ' ')}`).join('\n'));
  }
  const curl = model.samples.find((sample) => sample.language === 'curl');
  if (curl) {
    parts.push('**Example request (cURL)**', fence(curl.code, 'sh'));
  }
  return `${parts.join('\n\n')}\n`;
}
