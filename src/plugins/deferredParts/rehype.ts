/**
 * Rehype step: the page's footnote list (the "Sources" of its `<Source />` anchors,
 * src/plugins/facts/remark.ts) leaves the page's module as the long tables did in the remark step
 * (./remark.ts), and the page's deferred parts are written to its data file with the code that
 * loads them (./pageParts.ts). Runs before the source marks become components
 * (src/plugins/facts/rehypeSourceMarks.ts), so the list's links back are still elements.
 */
import type {Element, Root} from 'hast';
import {BLOCK_COMPONENT} from '../endpoints/remark';
import {elementNode} from './partNodes';
import {
  dataSize,
  deferPart,
  deferredParts,
  MIN_DEFERRED_DATA,
  pagePartsModule,
  type CompiledFile,
  type DeferredPartsOptions,
} from './pageParts';

/** The footnote list remark-rehype appends to the page's root: `<section data-footnotes>`. */
function isFootnoteList(node: Root['children'][number]): node is Element {
  return (
    node.type === 'element' &&
    node.tagName === 'section' &&
    node.properties['dataFootnotes'] !== undefined
  );
}

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
    const at = tree.children.findIndex(isFootnoteList);
    const list = at === -1 ? null : elementNode(tree.children[at] as Element);
    const renderOnDemandShipped = deferredParts(file).length > 0 || hasEndpointBlock(tree);
    const minimum = renderOnDemandShipped ? MIN_DEFERRED_DATA : MIN_DEFERRED_LIST_ALONE;
    if (list && dataSize([list]) >= minimum) {
      tree.children[at] = deferPart(file, list) as never;
    }
    const module = pagePartsModule(options, file);
    if (module) {
      tree.children.unshift(module as never);
    }
  };
}
