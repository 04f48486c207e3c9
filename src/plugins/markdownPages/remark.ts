/**
 * Remark plugin, run after every other one: writes the page's Markdown twin from its final tree
 * (generated facts are values by then, endpoint blocks are converted by ./endpointMarkdown.ts) into
 * Docusaurus' generated files, where the plugin's postBuild (./index.ts) picks it up, and puts the
 * "View as Markdown" link and the "Copy page as Markdown" button at the top of the page. The button
 * is hidden until ./client/copyPageMarkdown.ts can make it work.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {apiForDocFile} from '../endpoints/openapi/apis';
import {loadAllApis} from '../endpoints/openapi/load';
import {operationsOf} from '../endpoints/openapi/types';
import {BLOCK_COMPONENT} from '../endpoints/remark';
import {resolveProvider} from '../../provider';
import {docPageOf} from './docPages';
import {endpointMarkdown} from './endpointMarkdown';
import {twinFile} from './llmsTxt';
import {COPY_ATTRIBUTE} from './options';
import {commonHandlers, pageMarkdown} from './toMarkdown';

export interface RemarkMarkdownTwinOptions {
  readonly siteDir: string;
  readonly generatedFilesDir?: string;
}

/** Where the twin of a source file waits for postBuild. */
export function pendingTwinFile(
  generatedFilesDir: string,
  siteDir: string,
  sourceFile: string,
): string {
  return path.join(generatedFilesDir, 'markdown-pages', `${path.relative(siteDir, sourceFile)}.md`);
}

function control(twinUrl: string): MdxJsxFlowElement {
  const attribute = (name: string, value: string | null) => ({
    type: 'mdxJsxAttribute' as const,
    name,
    value,
  });
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [attribute('className', 'page-markdown'), attribute('data-search-exclude', '')],
    children: [
      // pathname:// makes the site's link a plain one: the twin is a file, not a route of the site.
      {
        type: 'mdxJsxFlowElement',
        name: 'a',
        attributes: [
          attribute('href', `pathname://${twinUrl}`),
          attribute('type', 'text/markdown'),
        ],
        children: [{type: 'text', value: 'View as Markdown'}],
      } as unknown as RootContent,
      {
        type: 'mdxJsxFlowElement',
        name: 'button',
        attributes: [
          attribute('type', 'button'),
          attribute('hidden', null),
          attribute(COPY_ATTRIBUTE, twinUrl),
        ],
        children: [{type: 'text', value: 'Copy page as Markdown'}],
      } as unknown as RootContent,
    ] as MdxJsxFlowElement['children'],
  };
}

export default function remarkMarkdownTwin(options: RemarkMarkdownTwinOptions) {
  const generatedFilesDir = options.generatedFilesDir ?? path.join(options.siteDir, '.docusaurus');
  return async (tree: Root, file: {path?: string}): Promise<void> => {
    const page = file.path ? docPageOf(file.path) : undefined;
    if (!page || !file.path) {
      return;
    }
    const where = path.relative(options.siteDir, file.path);
    const api = apiForDocFile(file.path);
    const operations = api
      ? new Map(
          [
            ...operationsOf(
              (await loadAllApis(options.siteDir)).get(api.id)?.dereferenced ??
                ({paths: {}} as never),
            ),
          ].map((entry) => [entry.operation.operationId, entry]),
        )
      : new Map();
    const handlers = {
      ...commonHandlers,
      [BLOCK_COMPONENT]: (element: {data?: {endpointOperationId?: string}}) => {
        const entry = operations.get(element.data?.endpointOperationId);
        if (!api || !entry) {
          throw new Error(
            `${where}: an endpoint block names no operation the Markdown twin can find (${element.data?.endpointOperationId ?? 'none'}).`,
          );
        }
        return endpointMarkdown(api, entry.method, entry.path, entry.operation);
      },
    };
    // Read outside the site, links to its pages need the site's address.
    const body = pageMarkdown(
      tree,
      where,
      handlers as typeof commonHandlers,
      new URL(resolveProvider().siteUrl).origin,
    );
    const pageUrl = new URL(page.route, resolveProvider().siteUrl).href;
    const titled = /^# /.test(body) ? body : `# ${page.title}\n\n${body}`;
    const twin = titled.replace(/^(# [^\n]*\n)/, `$1\n> The Markdown version of ${pageUrl}\n`);
    const target = pendingTwinFile(generatedFilesDir, options.siteDir, file.path);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, twin);

    const titleIndex = tree.children.findIndex(
      (node) =>
        (node.type === 'heading' && node.depth === 1) ||
        (node.type === 'mdxJsxFlowElement' && node.name === 'header'),
    );
    tree.children.splice(titleIndex + 1, 0, control(`/${twinFile(page.route)}`) as RootContent);
  };
}
