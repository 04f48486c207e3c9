import type {ElementType, ReactNode} from 'react';
import {useMDXComponents} from '@mdx-js/react';
import type {MarkdownText} from '../../openapi/endpointData';

function render(nodes: MarkdownText, components: Readonly<Record<string, unknown>>): ReactNode[] {
  // Nodes have no identity beyond their position in a text that never changes.
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

/** Endpoint text converted at build time, with the elements Markdown on the pages gets (theme links, inline code...). */
export default function Markdown({text}: {readonly text: MarkdownText}): ReactNode {
  return <>{render(text, useMDXComponents())}</>;
}
