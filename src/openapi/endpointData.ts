/**
 * What the browser loads to render an API page's endpoint blocks: each operation's render model
 * with its description as an element tree, in one JSON file per page. Written while the page
 * compiles (src/remark/endpoints.ts) into Docusaurus' generated files; the page imports it only
 * when one of its blocks is about to be seen, so its first download carries its prose and
 * headings but not the data of blocks the reader has not reached.
 */
import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {ApiDocument} from './apis';
import {markdownNodes, type MarkdownNode} from './markdownNodes';
import {buildEndpointModel, type EndpointModel} from './model';
import type {HttpMethod, OperationObject} from './types';

/** The data of one endpoint block. */
export interface EndpointData extends EndpointModel {
  readonly description: readonly MarkdownNode[];
}

/** `sourceFile` is the file the operation is written in, named by errors in its description. */
export async function endpointData(api: ApiDocument, method: HttpMethod, routePath: string, operation: OperationObject, sourceFile = api.root): Promise<EndpointData> {
  const model = buildEndpointModel(api, method, routePath, operation);
  return {...model, description: await markdownNodes(operation.description ?? '', `${sourceFile}: ${method.toUpperCase()} ${routePath}`)};
}

/** Folder of the files under Docusaurus' generated files (imported through its `@generated` alias). */
const DATA_DIR = 'site-endpoints';

/**
 * Writes a page's data, by operation id, and returns the request that imports it. Both of the
 * site's bundles compile every page, at once: the file is replaced in one step, and only when its
 * content changed (a rewrite would rebuild the page again in development).
 */
export function writePageData(generatedFilesDir: string, api: ApiDocument, page: string, data: Readonly<Record<string, EndpointData>>): string {
  const name = `${api.id}/${page}.json`;
  const file = path.join(generatedFilesDir, DATA_DIR, name);
  const content = `${JSON.stringify(data)}\n`;
  if (!existsSync(file) || readFileSync(file, 'utf8') !== content) {
    mkdirSync(path.dirname(file), {recursive: true});
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(temporary, content);
    renameSync(temporary, file);
  }
  return `@generated/${DATA_DIR}/${name}`;
}
