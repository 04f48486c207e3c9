/**
 * Remark plugin: replaces `<Endpoint operationId="..." />` in an API page with the endpoint block
 * of that operation, its data computed at build time and inlined, its description parsed as
 * Markdown so it is part of the page (server-rendered, searchable, link-checked).
 */
import type {Program} from 'estree';
import type {Heading, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {apiForDocFile} from '../openapi/apis';
import {loadAllApis} from '../openapi/load';
import {buildEndpointModel} from '../openapi/model';
import {operationsOf} from '../openapi/types';

export interface RemarkEndpointsOptions {
  readonly siteDir: string;
}

/** The JSX name the block is imported under; unlikely to clash with a page's own imports. */
export const BLOCK_COMPONENT = 'PterodactylEndpointBlock';
const BLOCK_MODULE = '@site/src/components/EndpointBlock';

type Parent = {children: RootContent[]};

function stripPositions<T>(node: T): T {
  if (Array.isArray(node)) {
    node.forEach(stripPositions);
  } else if (node && typeof node === 'object') {
    delete (node as {position?: unknown}).position;
    for (const value of Object.values(node)) {
      stripPositions(value);
    }
  }
  return node;
}

function importNode(): MdxjsEsm {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: BLOCK_COMPONENT}}],
        source: {type: 'Literal', value: BLOCK_MODULE, raw: JSON.stringify(BLOCK_MODULE)},
        attributes: [],
      },
    ],
  };
  return {type: 'mdxjsEsm', value: `import ${BLOCK_COMPONENT} from '${BLOCK_MODULE}';`, data: {estree: program}};
}

function attributeValue(element: MdxJsxFlowElement, name: string): string | undefined {
  const attribute = element.attributes.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

function findEndpoints(parent: Parent, found: {parent: Parent; index: number; node: MdxJsxFlowElement}[]): void {
  parent.children.forEach((child, index) => {
    if (child.type === 'mdxJsxFlowElement' && child.name === 'Endpoint') {
      found.push({parent, index, node: child});
    } else if ('children' in child && Array.isArray(child.children)) {
      findEndpoints(child as Parent, found);
    }
  });
}

export default function remarkEndpoints(options: RemarkEndpointsOptions) {
  return async (tree: Root, file: {path?: string}): Promise<void> => {
    const found: {parent: Parent; index: number; node: MdxJsxFlowElement}[] = [];
    findEndpoints(tree, found);
    if (found.length === 0) {
      return;
    }
    const where = file.path ?? 'a Markdown file';
    const api = apiForDocFile(file.path ?? '');
    if (!api) {
      throw new Error(`${where}: <Endpoint> is only allowed on the API reference pages (docs/api/<client|application>/ and their v0.7 versions).`);
    }
    const loaded = (await loadAllApis(options.siteDir)).get(api.id);
    if (!loaded) {
      throw new Error(`${where}: the ${api.id} API description did not load.`);
    }
    const operations = new Map([...operationsOf(loaded.dereferenced)].map((entry) => [entry.operation.operationId, entry]));
    const [{fromMarkdown}, {valueToEstree}, {gfm}, {gfmFromMarkdown}] = await Promise.all([
      import('mdast-util-from-markdown'),
      import('estree-util-value-to-estree'),
      import('micromark-extension-gfm'),
      import('mdast-util-gfm'),
    ]);
    // Operation descriptions are GitHub-flavoured Markdown, like the pages around them.
    const parseDescription = (markdown: string) => fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
    for (const {parent, index, node} of found) {
      const operationId = attributeValue(node, 'operationId');
      const entry = operationId ? operations.get(operationId) : undefined;
      if (!operationId || !entry) {
        throw new Error(
          `${where}: <Endpoint operationId="${operationId ?? ''}" /> names no operation of ${api.root}. Known: ${[...operations.keys()].join(', ')}.`,
        );
      }
      const previous = parent.children[index - 1];
      if (previous?.type !== 'heading' || (previous as Heading).depth < 2 || (previous as Heading).depth > 4) {
        throw new Error(`${where}: <Endpoint operationId="${operationId}" /> must come right after its own heading (##, ### or ####).`);
      }
      const depth = (previous as Heading).depth;
      const model = buildEndpointModel(api, entry.method, entry.path, entry.operation);
      const expression = valueToEstree(model) as unknown as Program['body'][number];
      const description = stripPositions(parseDescription(entry.operation.description ?? '').children) as MdxJsxFlowElement['children'];
      const block: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: BLOCK_COMPONENT,
        attributes: [
          {
            type: 'mdxJsxAttribute',
            name: 'endpoint',
            value: {
              type: 'mdxJsxAttributeValueExpression',
              value: JSON.stringify(model),
              data: {
                estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression} as never]},
              },
            },
          },
          {type: 'mdxJsxAttribute', name: 'headingLevel', value: {type: 'mdxJsxAttributeValueExpression', value: String(depth), data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression: {type: 'Literal', value: depth, raw: String(depth)}}]}}}},
        ],
        children: description,
      };
      parent.children[index] = block;
    }
    tree.children.unshift(importNode());
  };
}
