import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

/**
 * One highlighted token. Plain text needs no element of its own (it has no class to colour it),
 * and empty tokens need nothing at all: on an endpoint page that is a third of the code's elements.
 */
export default function CodeBlockLineToken({line, token, ...props}: Props): ReactNode {
  if (token.types.length === 1 && token.types[0] === 'plain') {
    return token.content === '' ? null : props.children;
  }
  return <span {...props} />;
}
