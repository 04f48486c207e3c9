import type {ElementType, ReactNode} from 'react';
import {useMDXComponents} from '@mdx-js/react';
import type {MarkdownNode} from '../../openapi/markdownNodes';

function render(nodes: readonly MarkdownNode[], components: Readonly<Record<string, unknown>>): ReactNode[] {
  // Nodes have no identity beyond their position in a description that never changes.
  return nodes.map((node, index) => {
    if (typeof node === 'string') {
      return node;
    }
    const Element = (components[node.tag] ?? node.tag) as ElementType;
    return (
      <Element key={index} href={node.href}>
        {render(node.children, components)}
      </Element>
    );
  });
}

/** An operation's description, with the elements Markdown on the pages gets (theme links, inline code...). */
export default function Description({nodes}: {readonly nodes: readonly MarkdownNode[]}): ReactNode {
  return <>{render(nodes, useMDXComponents())}</>;
}
