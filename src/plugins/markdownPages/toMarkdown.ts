/**
 * The Markdown twin of a page: its final mdast (after every remark element of the site ran, so
 * generated facts are already values) serialised as plain Markdown. MDX elements have no meaning
 * outside the site, so each one the site uses is converted by a handler; an element without a
 * handler fails the build naming the file and the element, because dropping it silently would
 * leave a twin that says less than the page.
 */
import type {Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Turns one MDX element into the Markdown nodes that say the same; `convert` handles its children. */
export type JsxHandler = (
  element: JsxElement,
  convert: (nodes: readonly RootContent[]) => RootContent[],
) => RootContent[];

export function stringAttribute(element: JsxElement, name: string): string | undefined {
  const attribute = element.attributes.find(
    (candidate): candidate is MdxJsxAttribute =>
      candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

/** Elements every page may use; pages' own element kinds (endpoint blocks) are added by the caller. */
export const commonHandlers: Readonly<Record<string, JsxHandler>> = {
  // Docusaurus turns `:::note` into this element before the site's plugins run.
  admonition: (element, convert) => {
    const kind = stringAttribute(element, 'type') ?? 'note';
    const title = stringAttribute(element, 'title') ?? ADMONITION_LABELS[kind] ?? kind;
    return [
      {
        type: 'blockquote',
        children: [
          {
            type: 'paragraph',
            children: [{type: 'strong', children: [{type: 'text', value: `${title}:`}]}],
          },
          ...(convert(element.children as RootContent[]) as never[]),
        ],
      },
    ];
  },
  Tabs: (element, convert) => convert(element.children as RootContent[]),
  TabItem: (element, convert) => {
    const label = stringAttribute(element, 'label') ?? stringAttribute(element, 'value') ?? 'Tab';
    return [
      {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: label}]}]},
      ...convert(element.children as RootContent[]),
    ];
  },
  details: (element, convert) => convert(element.children as RootContent[]),
  a: (element, convert) => [
    {
      type: 'link',
      url: stringAttribute(element, 'href') ?? '',
      children: convert(element.children as RootContent[]) as never[],
    },
  ],
  br: () => [{type: 'break'}],
  div: (element, convert) => convert(element.children as RootContent[]),
  // Docusaurus wraps a page's own `# Title` in this element.
  header: (element, convert) => convert(element.children as RootContent[]),
  summary: (element, convert) => [
    {
      type: 'paragraph',
      children: [{type: 'strong', children: convert(element.children as RootContent[]) as never[]}],
    },
  ],
};

export class UnknownElementError extends Error {}

/** The nodes with every link and link definition to a path of the site (`/docs/…`, not `//host`) made absolute; the page's own tree is left as it is. */
function absoluteLinks(nodes: readonly RootContent[], siteOrigin: string): RootContent[] {
  return nodes.map((node) => {
    const copy = {...node} as RootContent;
    if (
      (copy.type === 'link' || copy.type === 'definition') &&
      copy.url.startsWith('/') &&
      !copy.url.startsWith('//')
    ) {
      copy.url = `${siteOrigin}${copy.url}`;
    }
    if ('children' in copy && Array.isArray(copy.children)) {
      (copy as {children: RootContent[]}).children = absoluteLinks(
        copy.children as RootContent[],
        siteOrigin,
      );
    }
    return copy;
  });
}

/**
 * Serialises a page's final tree; `where` names the page's file in errors. With `siteOrigin`,
 * links to the site's pages get its address (a twin is read outside the site).
 */
export function pageMarkdown(
  tree: Root,
  where: string,
  handlers: Readonly<Record<string, JsxHandler>> = commonHandlers,
  siteOrigin?: string,
): string {
  const convert = (nodes: readonly RootContent[]): RootContent[] =>
    nodes.flatMap((node): RootContent[] => {
      // Imports, exports, expressions and front matter are page machinery, not text a reader needs.
      if (
        node.type === 'mdxjsEsm' ||
        node.type === 'mdxFlowExpression' ||
        node.type === 'mdxTextExpression' ||
        (node.type as string) === 'yaml'
      ) {
        return [];
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const handler = node.name === null ? undefined : handlers[node.name];
        if (!handler) {
          throw new UnknownElementError(
            `${where}: the Markdown twin has no conversion for <${node.name ?? ''}>; add one in src/plugins/markdownPages/ (elements are never dropped silently).`,
          );
        }
        return handler(node, convert);
      }
      if ('children' in node && Array.isArray(node.children)) {
        return [{...node, children: convert(node.children as RootContent[])} as RootContent];
      }
      return [node];
    });
  const converted = convert(tree.children);
  const root: Root = {
    type: 'root',
    children: siteOrigin === undefined ? converted : absoluteLinks(converted, siteOrigin),
  };
  return toMarkdown(root, {
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    fences: true,
    rule: '-',
  });
}
