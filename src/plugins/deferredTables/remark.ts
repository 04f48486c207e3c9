/**
 * Remark plugin: the long tables of a docs page leave the page's module. Each becomes an element
 * tree (./tableNodes.ts) in a JSON file of the page's own, and the table's place holds
 * `<PterodactylDeferredTable>` (./client/DeferredTable.tsx), which renders it on demand as
 * endpoint blocks are rendered (src/plugins/endpoints/client/RenderOnDemand.tsx): the server HTML
 * holds every table in full, a first visit keeps that HTML and never downloads the data, and a page
 * reached by client-side navigation waits for its data before it shows, as an API page waits for
 * its blocks'. Runs after the Markdown twin is written (the twin keeps the tables) and after
 * Docusaurus has resolved links to other pages.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import {parse} from 'acorn';
import type {Program} from 'estree';
import type {Root, RootContent, Table} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {ACORN, expressionAttribute} from '../endpoints/remark';
import {tableNode, type TableNode} from './tableNodes';
import {writeCompiledJson} from '../files';

export interface RemarkDeferredTablesOptions {
  readonly siteDir: string;
  /** Where the pages' data files go: Docusaurus' generated files, by default `<siteDir>/.docusaurus`. */
  readonly generatedFilesDir?: string;
}

/** Tables with at least this many body rows are deferred. */
export const MIN_DEFERRED_ROWS = 8;

/**
 * A page's long tables are deferred only when their data comes to at least this many characters:
 * the loading and rendering code a page then ships costs it about 1.8 KiB gzip (less where endpoint
 * blocks already bring it), which less data does not pay back. Measured with and without, same
 * session: 8.6 KB of data cost `/docs/api/websocket` 1.0 KiB more, 12.9 KB saved
 * `/docs/troubleshooting` nothing, 34 KB saved `/docs/upgrading-from-0.7` 1.0 KiB and 176 KB saved
 * `/docs/source-references` 11.9 KiB.
 */
export const MIN_DEFERRED_DATA = 20_000;

/** Names the page's module gets; unlikely to clash with a page's own. */
export const TABLE_COMPONENT = 'PterodactylDeferredTable';
const TABLES = 'pterodactylDeferredTables';
const DATA_DIR = 'site-deferred-tables';

type Parent = {children: RootContent[]};

function findLongTables(
  parent: Parent,
  found: {parent: Parent; index: number; node: Table}[],
): void {
  parent.children.forEach((child, index) => {
    if (child.type === 'table') {
      if (child.children.length - 1 >= MIN_DEFERRED_ROWS) {
        found.push({parent, index, node: child});
      }
    } else if ('children' in child && Array.isArray(child.children)) {
      findLongTables(child as Parent, found);
    }
  });
}

/** Writes the page's tables where the bundler finds them; returns the module request. */
function writeTables(
  generatedFilesDir: string,
  source: string,
  tables: readonly TableNode[],
): string {
  // Named by the source page's path (versions of a page share a base name) and the tables' content.
  const name = createHash('sha256').update(source).digest('hex').slice(0, 12);
  return writeCompiledJson(generatedFilesDir, `${DATA_DIR}/${name}`, tables);
}

function pageModule(dataRequest: string): MdxjsEsm {
  const value = [
    `import ${TABLE_COMPONENT} from '@site/src/plugins/deferredTables/client/DeferredTable';`,
    `import {pageTables, preloadPageTables} from '@site/src/plugins/deferredTables/client/tableLoading';`,
    `const ${TABLES} = pageTables(() => import(${JSON.stringify(dataRequest)}));`,
    `await preloadPageTables(${TABLES});`,
  ].join('\n');
  return {type: 'mdxjsEsm', value, data: {estree: parse(value, ACORN) as unknown as Program}};
}

export default function remarkDeferredTables(options: RemarkDeferredTablesOptions) {
  const generatedFilesDir = options.generatedFilesDir ?? path.join(options.siteDir, '.docusaurus');
  return (tree: Root, file: {path?: string}): void => {
    const found: {parent: Parent; index: number; node: Table}[] = [];
    findLongTables(tree, found);
    const convertible = found.flatMap((table) => {
      const converted = tableNode(table.node);
      return converted ? [{...table, converted}] : [];
    });
    if (JSON.stringify(convertible.map(({converted}) => converted)).length < MIN_DEFERRED_DATA) {
      return;
    }
    const tables: TableNode[] = [];
    for (const {parent, index, converted} of convertible) {
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: TABLE_COMPONENT,
        attributes: [
          expressionAttribute('tables', TABLES),
          expressionAttribute('index', String(tables.length)),
        ],
        children: [],
      };
      tables.push(converted);
      parent.children[index] = element;
    }
    const source = path.relative(options.siteDir, file.path ?? 'page');
    tree.children.unshift(pageModule(writeTables(generatedFilesDir, source, tables)));
  };
}
