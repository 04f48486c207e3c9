import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {isBareToken} from '../../../../plugins/highlighting/client/bareTokens';

/**
 * One highlighted token. Plain text needs no element of its own (it has no class to colour it),
 * and empty tokens need nothing at all: on an endpoint page that is a third of the code's elements.
 * Tokens a language shows in its lines' own colour (JSON's punctuation, see bareTokens.ts) need
 * no element either.
 */
export default function CodeBlockLineToken({line, token, ...props}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  if (token.types.length === 1 && token.types[0] === 'plain') {
    return token.content === '' ? null : props.children;
  }
  if (isBareToken(metadata.language, token.types)) {
    return props.children;
  }
  return <span {...props} />;
}
