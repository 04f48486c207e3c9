/**
 * The footnote marks of the pages' source anchors (./remark.ts makes each `<Source />` a GFM
 * footnote), and their entries' links back to them, as one small component each instead of the
 * element trees remark-rehype writes: a page with a hundred anchors otherwise carried a hundred
 * copies of each tree, with its ids and labels, in the script of its first visit.
 * ./client/SourceMark.tsx renders the same markup. Runs after src/plugins/deferredParts/rehype.ts:
 * the links back of a list deferred there are in the page's data, rendered as the same markup.
 */
import {parse} from 'acorn';
import type {Program} from 'estree';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {ACORN} from '../endpoints/remark';

export const SOURCE_MARK = 'SourceMark';
/** The identifier of a source anchor's footnote before its number (./remark.ts; ./client/SourceMark.tsx writes the ids). */
export const SOURCE_FOOTNOTE = 'source-';
/** The id remark-rehype gives a mark: the footnote's number, then the citation's from the second on. */
const MARK_ID = new RegExp(`^user-content-fnref-${SOURCE_FOOTNOTE}(\\d+)(?:-(\\d+))?$`);

/** What a mark's `sup > a` says, or null when the element is no source anchor's mark. */
export function sourceMarkOf(
  element: Element,
): {readonly footnote: string; readonly repeat?: string; readonly label: string} | null {
  const [link] = element.children;
  if (element.tagName !== 'sup' || element.children.length !== 1 || link?.type !== 'element') {
    return null;
  }
  const id = String(link.properties['id'] ?? '');
  const match = MARK_ID.exec(id);
  const [text] = link.children;
  if (!match || link.properties['dataFootnoteRef'] === undefined || text?.type !== 'text') {
    return null;
  }
  return {footnote: match[1]!, ...(match[2] ? {repeat: match[2]} : {}), label: text.value};
}

/** What a footnote entry's link back to one of its marks says, or null when it is no such link. */
export function sourceBackOf(
  element: Element,
): {readonly footnote: string; readonly repeat?: string; readonly label: string} | null {
  const href = String(element.properties['href'] ?? '');
  const match = href.startsWith('#') ? MARK_ID.exec(href.slice(1)) : null;
  if (
    element.tagName !== 'a' ||
    !match ||
    element.properties['dataFootnoteBackref'] === undefined
  ) {
    return null;
  }
  const [footnote, repeat] = [match[1]!, match[2]];
  const label = /^Back to reference (\d+)(?:-\d+)?$/.exec(
    String(element.properties['ariaLabel'] ?? ''),
  )?.[1];
  const [arrow, raised] = element.children;
  const shapeHolds =
    arrow?.type === 'text' &&
    arrow.value === '↩' &&
    element.children.length === (repeat ? 2 : 1) &&
    (!repeat ||
      (raised?.type === 'element' &&
        raised.tagName === 'sup' &&
        raised.children[0]?.type === 'text' &&
        raised.children[0].value === repeat));
  return label && shapeHolds ? {footnote, ...(repeat ? {repeat} : {}), label} : null;
}

export default function rehypeSourceMarks() {
  return (tree: Root): void => {
    let marks = 0;
    const visit = (parent: {children: (RootContent | ElementContent)[]}): void => {
      parent.children = parent.children.map((child) => {
        if (child.type !== 'element') {
          return child;
        }
        const mark = sourceMarkOf(child);
        const back = mark ? null : sourceBackOf(child);
        const found = mark ?? back;
        if (!found) {
          visit(child);
          return child;
        }
        marks += 1;
        const attributes = Object.entries({
          f: found.footnote,
          r: found.repeat,
          n: found.label === found.footnote ? undefined : found.label,
          back: back ? 'true' : undefined,
        }).flatMap(([name, value]) =>
          value === undefined ? [] : [{type: 'mdxJsxAttribute' as const, name, value}],
        );
        return {type: 'mdxJsxTextElement', name: SOURCE_MARK, attributes, children: []} as never;
      });
    };
    visit(tree);
    if (marks > 0) {
      const value = `import ${SOURCE_MARK} from '@site/src/plugins/facts/client/SourceMark';`;
      tree.children.unshift({
        type: 'mdxjsEsm',
        value,
        data: {estree: parse(value, ACORN) as unknown as Program},
      } as never);
    }
  };
}
