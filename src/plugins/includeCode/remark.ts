/**
 * Remark plugin: `<CodeFile path="examples/websocket/console.mjs" language="javascript" />` becomes
 * a code block holding that file, read at build time, so the page shows exactly the file the tests
 * run.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';

export interface RemarkIncludeCodeOptions {
  readonly siteDir: string;
}

function attribute(node: MdxJsxFlowElement, name: string): string | undefined {
  const found = node.attributes.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
}

export default function remarkIncludeCode(options: RemarkIncludeCodeOptions) {
  return (tree: Root, file: {path?: string}): void => {
    tree.children = tree.children.map((node): RootContent => {
      if (node.type !== 'mdxJsxFlowElement' || node.name !== 'CodeFile') {
        return node;
      }
      const relative = attribute(node, 'path');
      const where = file.path ?? 'a Markdown file';
      const absolute = relative ? path.resolve(options.siteDir, relative) : '';
      if (!relative || !absolute.startsWith(`${options.siteDir}${path.sep}`)) {
        throw new Error(
          `${where}: <CodeFile> needs a path inside the site, got "${relative ?? ''}".`,
        );
      }
      let value: string;
      try {
        value = readFileSync(absolute, 'utf8').trimEnd();
      } catch (error) {
        throw new Error(
          `${where}: <CodeFile path="${relative}" /> cannot be read: ${(error as Error).message}`,
        );
      }
      const title = attribute(node, 'title') ?? relative;
      const code: Code = {
        type: 'code',
        lang: attribute(node, 'language') ?? null,
        meta: `title="${title.replace(/"/g, "'")}"`,
        value,
      };
      // A whole program is for reading and copying; its identifiers would flood the search index.
      const excludedFromSearch: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'div',
        attributes: [{type: 'mdxJsxAttribute', name: 'data-search-exclude', value: ''}],
        children: [code],
      };
      return excludedFromSearch;
    });
  };
}
