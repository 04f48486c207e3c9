/**
 * The step that takes a page's long parts out of its module: its long tables and its footnote list
 * (the "Sources" of its `<Source />` anchors, src/plugins/facts/remark.ts) leave it for the page's
 * data file, written with the code that loads it (./pageParts.ts), when that pays for the code.
 * Runs on the element tree remark-rehype wrote, after the Markdown twin was written from the
 * Markdown (the twin keeps every part) and Docusaurus resolved links to other pages, and before the
 * source marks become components (src/plugins/facts/rehypeSourceMarks.ts), so a table's marks and
 * the list's links back are still elements.
 */
import type {Element, Root, RootContent} from 'hast';
import {BLOCK_COMPONENT} from '../endpoints/remark';
import {elementNode, type PartNode} from './partNodes';
import {
  dataSize,
  deferPart,
  MIN_DEFERRED_DATA,
  pagePartsModule,
  type CompiledFile,
  type DeferredPartsOptions,
} from './pageParts';

/** Tables with at least this many body rows are deferred. */
export const MIN_DEFERRED_ROWS = 8;

/**
 * A list is deferred alone (no endpoint blocks or deferred tables on its page bring the render on
 * demand) only when it holds at least this many characters of data: the code then costs the page
 * about as much as the list saves. Measured with the list deferred from MIN_DEFERRED_DATA up
 * (`npm run bench -- --first-visit-js`, same session): pages without endpoint blocks lost 1.2 KiB
 * gzip at 20,349 and 20,843 characters (`/docs/authentication`, `/docs/api/application`) and
 * saved 0.2 at 50,926 and 58,319 (`/docs/troubleshooting`, `/docs/api/websocket`); pages with
 * endpoint blocks saved 0.8 to 1.9 from 23,181 characters up.
 */
export const MIN_DEFERRED_LIST_ALONE = 45_000;

type Parent = {children: RootContent[]};
type Found = {parent: Parent; index: number; part: PartNode};

/** The footnote list remark-rehype appends to the page's root: `<section data-footnotes>`. */
function isFootnoteList(node: RootContent): node is Element {
  return (
    node.type === 'element' &&
    node.tagName === 'section' &&
    node.properties['dataFootnotes'] !== undefined
  );
}

function childElements(element: Element, tagName: string): Element[] {
  return element.children.filter(
    (child): child is Element => child.type === 'element' && child.tagName === tagName,
  );
}

/** The page's long tables that the data can hold, in the order the page shows them. */
function longTables(parent: Parent, found: Found[] = []): Found[] {
  parent.children.forEach((child, index) => {
    if (child.type === 'element' && child.tagName === 'table') {
      const rows = childElements(child, 'tbody').flatMap((body) => childElements(body, 'tr'));
      const part = rows.length >= MIN_DEFERRED_ROWS ? elementNode(child) : null;
      if (part) {
        found.push({parent, index, part});
      }
    } else if ('children' in child) {
      longTables(child as Parent, found);
    }
  });
  return found;
}

/** Whether the page shows an endpoint block, whose script brings the render on demand. */
function hasEndpointBlock(node: {children?: unknown[]}): boolean {
  return (node.children ?? []).some(
    (child) =>
      (child as {name?: unknown}).name === BLOCK_COMPONENT ||
      hasEndpointBlock(child as {children?: unknown[]}),
  );
}

export default function rehypeDeferredParts(options: DeferredPartsOptions) {
  return (tree: Root, file: CompiledFile): void => {
    const tables = longTables(tree);
    const at = tree.children.findIndex(isFootnoteList);
    const list = at === -1 ? null : elementNode(tree.children[at] as Element);
    const listData = list ? dataSize([list]) : 0;
    // Once one of these ships the rendering code, every long table's data costs the first visit
    // nothing where its compiled elements cost their size: all of them go.
    const renderOnDemandShipped =
      hasEndpointBlock(tree) ||
      dataSize(tables.map(({part}) => part)) >= MIN_DEFERRED_DATA ||
      listData >= MIN_DEFERRED_LIST_ALONE;
    if (!renderOnDemandShipped) {
      return;
    }
    for (const {parent, index, part} of tables) {
      parent.children[index] = deferPart(file, part) as never;
    }
    if (list && listData >= MIN_DEFERRED_DATA) {
      tree.children[at] = deferPart(file, list) as never;
    }
    const module = pagePartsModule(options, file);
    if (module) {
      tree.children.unshift(module as never);
    }
  };
}
