/**
 * Operation descriptions as a small element tree: what their Markdown uses (paragraphs, lists,
 * inline code, emphasis, links), ready to be rendered with the page's MDX components
 * (src/components/EndpointBlock/Description.tsx) without shipping a Markdown parser.
 */
import type {Nodes} from 'mdast';

export type MarkdownTag = 'p' | 'ul' | 'ol' | 'li' | 'code' | 'strong' | 'em' | 'a';

export type MarkdownNode = string | {readonly tag: MarkdownTag; readonly href?: string; readonly children: readonly MarkdownNode[]};

function convert(node: Nodes, where: string): MarkdownNode[] {
  const children = (): MarkdownNode[] => ('children' in node ? node.children.flatMap((child) => convert(child, where)) : []);
  switch (node.type) {
    case 'root':
      return children();
    case 'text':
      return [node.value];
    case 'inlineCode':
      // A code span may wrap across lines; its line endings are spaces (as CommonMark renders them).
      return [{tag: 'code', children: [node.value.replace(/\r?\n|\r/g, ' ')]}];
    case 'paragraph':
      return [{tag: 'p', children: children()}];
    case 'list':
      return [{tag: node.ordered ? 'ol' : 'ul', children: children()}];
    case 'listItem':
      // Items of a tight list hold their text without a paragraph around it, as on the pages.
      return [{tag: 'li', children: node.spread ? children() : node.children.flatMap((child) => (child.type === 'paragraph' ? child.children.flatMap((inline) => convert(inline, where)) : convert(child, where)))}];
    case 'strong':
      return [{tag: 'strong', children: children()}];
    case 'emphasis':
      return [{tag: 'em', children: children()}];
    case 'link':
      return [{tag: 'a', href: node.url, children: children()}];
    case 'break':
      return ['\n'];
    default:
      throw new Error(`${where}: its description uses Markdown (${node.type}) that endpoint blocks do not render; use paragraphs, lists, inline code, emphasis and links.`);
  }
}

/** Parses a description (GitHub-flavoured Markdown); `where` names the operation in errors. */
export async function markdownNodes(markdown: string, where: string): Promise<MarkdownNode[]> {
  const [{fromMarkdown}, {gfm}, {gfmFromMarkdown}] = await Promise.all([
    import('mdast-util-from-markdown'),
    import('micromark-extension-gfm'),
    import('mdast-util-gfm'),
  ]);
  return convert(fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]}), where);
}
