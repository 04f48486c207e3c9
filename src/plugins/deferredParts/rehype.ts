/**
 * Rehype step: the page's footnote list (the "Sources" of its `<Source />` anchors,
 * src/plugins/facts/remark.ts) leaves the page's module as the long tables did in the remark step
 * (./remark.ts), and the page's deferred parts are written to its data file with the code that
 * loads them (./pageParts.ts). Runs before the source marks become components
 * (src/plugins/facts/rehypeSourceMarks.ts), so the list's links back are still elements.
 */
import type {Element, Root} from 'hast';
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

export default function rehypeDeferredParts(options: DeferredPartsOptions) {
  return (tree: Root, file: CompiledFile): void => {
    const at = tree.children.findIndex(isFootnoteList);
    const list = at === -1 ? null : elementNode(tree.children[at] as Element);
    // A page whose tables are deferred already ships the loading code: any list then pays.
    if (list && (deferredParts(file).length > 0 || dataSize([list]) >= MIN_DEFERRED_DATA)) {
      tree.children[at] = deferPart(file, list) as never;
    }
    const module = pagePartsModule(options, file);
    if (module) {
      tree.children.unshift(module as never);
    }
  };
}
