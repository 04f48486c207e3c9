/**
 * Remark step: the long tables of a docs page leave the page's module. Each becomes an element
 * tree (./partNodes.ts) among the page's deferred parts (./pageParts.ts), and the table's place
 * holds `<PterodactylDeferredPart>` (./client/DeferredPart.tsx); the rehype step (./rehype.ts)
 * writes the page's data file. Runs after the Markdown twin is written (the twin keeps the tables)
 * and after Docusaurus has resolved links to other pages.
 */
import type {Root, RootContent, Table} from 'mdast';
import {tableNode} from './partNodes';
import {dataSize, deferPart, MIN_DEFERRED_DATA, type CompiledFile} from './pageParts';

/** Tables with at least this many body rows are deferred. */
export const MIN_DEFERRED_ROWS = 8;

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

export default function remarkDeferredTables() {
  return (tree: Root, file: CompiledFile): void => {
    const found: {parent: Parent; index: number; node: Table}[] = [];
    findLongTables(tree, found);
    const convertible = found.flatMap((table) => {
      const converted = tableNode(table.node);
      return converted ? [{...table, converted}] : [];
    });
    if (dataSize(convertible.map(({converted}) => converted)) < MIN_DEFERRED_DATA) {
      return;
    }
    for (const {parent, index, converted} of convertible) {
      parent.children[index] = deferPart(file, converted);
    }
  };
}
