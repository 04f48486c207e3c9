/**
 * Remark plugin: replaces `<Endpoint operationId="..." />` in an API page with the endpoint block
 * of that operation. The data of the page's blocks (render models and descriptions) is written to
 * a JSON file of the page's own (./openapi/endpointData.ts) that the page imports only when a
 * block is about to be seen; the page's module awaits it where every block must render at once
 * (see preloadPageEndpoints in client/EndpointBlock/endpointLoading.ts).
 */
import path from 'node:path';
import {parse, parseExpressionAt, type Options} from 'acorn';
import type {Expression, Program} from 'estree';
import type {Heading, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {apiForDocFile} from './openapi/apis';
import {endpointData, writePageData, type EndpointData} from './openapi/endpointData';
import {loadAllApis} from './openapi/load';
import {operationsOf} from './openapi/types';

export interface RemarkEndpointsOptions {
  readonly siteDir: string;
  /** Where the pages' data files go: Docusaurus' generated files, by default `<siteDir>/.docusaurus`. */
  readonly generatedFilesDir?: string;
}

/** Names the page's module gets; unlikely to clash with a page's own. */
export const BLOCK_COMPONENT = 'PterodactylEndpointBlock';
const LOADERS = 'pterodactylEndpointLoaders';

export const ACORN: Options = {
  ecmaVersion: 'latest',
  sourceType: 'module',
  allowAwaitOutsideFunction: true,
};

type Parent = {children: RootContent[]};

/** The page's imports, one loader per block, and the await that readies them where it must. */
function pageModule(dataRequest: string, operationIds: readonly string[]): MdxjsEsm {
  const value = [
    `import ${BLOCK_COMPONENT} from '@site/src/plugins/endpoints/client/EndpointBlock';`,
    `import {pageEndpointLoaders, preloadPageEndpoints} from '@site/src/plugins/endpoints/client/EndpointBlock/endpointLoading';`,
    `const ${LOADERS} = pageEndpointLoaders(() => import(${JSON.stringify(dataRequest)}), ${JSON.stringify(operationIds)});`,
    `await preloadPageEndpoints(Object.values(${LOADERS}));`,
  ].join('\n');
  return {type: 'mdxjsEsm', value, data: {estree: parse(value, ACORN) as unknown as Program}};
}

/** A JSX attribute whose value is the JavaScript expression `source` (shared with ../deferredParts/pageParts.ts). */
export function expressionAttribute(name: string, source: string): MdxJsxAttribute {
  const expression = parseExpressionAt(source, 0, ACORN) as unknown as Expression;
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: source,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression}],
        },
      },
    },
  };
}

function attributeValue(element: MdxJsxFlowElement, name: string): string | undefined {
  const attribute = element.attributes.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

function findEndpoints(
  parent: Parent,
  found: {parent: Parent; index: number; node: MdxJsxFlowElement}[],
): void {
  parent.children.forEach((child, index) => {
    if (child.type === 'mdxJsxFlowElement' && child.name === 'Endpoint') {
      found.push({parent, index, node: child});
    } else if ('children' in child && Array.isArray(child.children)) {
      findEndpoints(child as Parent, found);
    }
  });
}

export default function remarkEndpoints(options: RemarkEndpointsOptions) {
  const generatedFilesDir = options.generatedFilesDir ?? path.join(options.siteDir, '.docusaurus');
  return async (tree: Root, file: {path?: string}): Promise<void> => {
    const found: {parent: Parent; index: number; node: MdxJsxFlowElement}[] = [];
    findEndpoints(tree, found);
    if (found.length === 0) {
      return;
    }
    const where = file.path ?? 'a Markdown file';
    const api = apiForDocFile(file.path ?? '');
    if (!api) {
      throw new Error(
        `${where}: <Endpoint> is only allowed on the API reference pages (docs/api/<client|application>/ and their v0.7 versions).`,
      );
    }
    const loaded = (await loadAllApis(options.siteDir)).get(api.id);
    if (!loaded) {
      throw new Error(`${where}: the ${api.id} API description did not load.`);
    }
    const operations = new Map(
      [...operationsOf(loaded.dereferenced)].map((entry) => [entry.operation.operationId, entry]),
    );
    const data: Record<string, EndpointData> = {};
    for (const {parent, index, node} of found) {
      const operationId = attributeValue(node, 'operationId');
      const entry = operationId ? operations.get(operationId) : undefined;
      if (!operationId || !entry) {
        throw new Error(
          `${where}: <Endpoint operationId="${operationId ?? ''}" /> names no operation of ${api.root}. Known: ${[...operations.keys()].join(', ')}.`,
        );
      }
      const previous = parent.children[index - 1];
      if (
        previous?.type !== 'heading' ||
        (previous as Heading).depth < 2 ||
        (previous as Heading).depth > 4
      ) {
        throw new Error(
          `${where}: <Endpoint operationId="${operationId}" /> must come right after its own heading (##, ### or ####).`,
        );
      }
      if (data[operationId]) {
        throw new Error(
          `${where}: <Endpoint operationId="${operationId}" /> appears twice; an operation has one block.`,
        );
      }
      data[operationId] = await endpointData(
        api,
        entry.method,
        entry.path,
        entry.operation,
        loaded.sourceOfPath.get(entry.path),
      );
      const block: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: BLOCK_COMPONENT,
        attributes: [
          expressionAttribute('headingLevel', String((previous as Heading).depth)),
          expressionAttribute('load', `${LOADERS}[${JSON.stringify(operationId)}]`),
        ],
        children: [],
      };
      // Read by later remark plugins (the page's Markdown twin): the operation this block renders.
      Object.assign((block.data ??= {}), {endpointOperationId: operationId});
      parent.children[index] = block;
    }
    const page = path.basename(file.path ?? where, path.extname(file.path ?? where));
    tree.children.unshift(
      pageModule(writePageData(generatedFilesDir, api, page, data), Object.keys(data)),
    );
  };
}
